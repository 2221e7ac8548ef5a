"""localStorage in CPython for the tests: the Storage interface over a dict, with a quota."""


class QuotaExceeded(Exception):
    name = "QuotaExceededError"  # what the browser's DOMException is called


class FakeStorage(dict):
    """localStorage over a dict; ``quota``: the most characters it holds, keys and values."""

    def __init__(self, items=(), quota=None):
        super().__init__(items)
        self.quota = quota

    def getItem(self, key):
        return self.get(key)

    def setItem(self, key, value):
        if self.quota is not None and sum(len(k) + len(v) for k, v in {**self, key: value}.items()) > self.quota:
            raise QuotaExceeded(f"Setting the value of '{key}' exceeded the quota.")
        self[key] = value

    def removeItem(self, key):
        self.pop(key, None)
