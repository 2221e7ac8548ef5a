"""Shared by the escaping tests (game page and director's page, issue #17):
hostile values and a check that none of them became markup."""

from html.parser import HTMLParser

HOSTILE = '<img src=x onerror="alert(1)">'
ATTRIBUTE = '" autofocus onfocus="alert(3)'


class _Elements(HTMLParser):
    """Every start tag and attribute name in a piece of HTML, and its text."""

    def __init__(self):
        super().__init__()
        self.tags, self.attributes, self.text = set(), set(), []

    def handle_starttag(self, name, attrs):
        self.tags.add(name)
        self.attributes.update(key for key, _ in attrs)

    def handle_data(self, data):
        self.text.append(data)


def assert_inert(html: str) -> None:
    """No element or event handler came from the hostile values."""
    found = _Elements()
    found.feed(html)
    assert not found.tags & {"img", "script", "svg", "iframe"}, found.tags
    assert not [name for name in found.attributes if name.startswith("on")], found.attributes
    assert "autofocus" not in found.attributes


def text_of(html: str) -> str:
    """The text a browser would show (the escaped values read back as typed)."""
    found = _Elements()
    found.feed(html)
    return "".join(found.text)
