"""game.browser.Store: one localStorage key shared by several tabs. A save never
overwrites what another tab wrote since (revision and text checked), a full
storage is reported and changes nothing, and data stored before revisions loads."""

import sys
import types

import pytest

from game.browser import Conflict, SaveFailed, Store
from storage_helpers import FakeStorage


def tabs(storage, count=2):
    stores = [Store(storage, "k") for _ in range(count)]
    for store in stores:
        store.load()
    return stores


def test_each_save_counts_a_revision_beside_the_data():
    storage = FakeStorage()
    store = Store(storage, "k")
    assert store.load() is None and store.revision == 0
    store.save("first")
    store.save("second")
    assert storage == {"k": "second", "k.rev": "2"} and store.revision == 2
    other = Store(storage, "k")
    assert other.load() == "second" and other.revision == 2


def test_a_save_never_overwrites_what_another_tab_saved_since():
    storage = FakeStorage({"k": "start"})
    first, second = tabs(storage)
    second.save("second's")
    assert first.changed() and not second.changed()
    with pytest.raises(Conflict):
        first.save("first's")
    with pytest.raises(Conflict):
        first.remove()
    assert storage["k"] == "second's"
    assert first.load() == "second's"  # the newer text, to apply the change to
    first.save("both")
    assert storage == {"k": "both", "k.rev": "2"}
    with pytest.raises(Conflict):
        second.save("stale")


def test_a_writer_that_does_not_count_revisions_is_caught_by_the_text():
    storage = FakeStorage()
    store, = tabs(storage, 1)
    store.save("mine")
    storage["k"] = "written by a page that knows no revisions"
    assert store.changed()
    with pytest.raises(Conflict):
        store.save("mine again")
    assert storage["k"] == "written by a page that knows no revisions"


@pytest.mark.parametrize("revision", [None, "", "x", "-3", "²", "9" * 5000])
def test_data_stored_before_revisions_loads_and_saves(revision):
    storage = FakeStorage({"k": "old data"} if revision is None else {"k": "old data", "k.rev": revision})
    store = Store(storage, "k")
    assert store.load() == "old data" and store.revision == 0
    store.save("new data")
    assert storage["k"] == "new data" and storage["k.rev"] == "1"


def test_a_full_storage_is_reported_and_changes_nothing():
    storage = FakeStorage(quota=40)
    store, other = tabs(storage)
    store.save("short")
    with pytest.raises(SaveFailed) as failed:
        store.save("far too long for what is left of this storage")
    assert failed.value.reason == "QuotaExceededError"
    assert storage == {"k": "short", "k.rev": "1"}
    assert not store.changed()  # nothing was written: the next save needs no load
    store.save("fits")
    assert storage == {"k": "fits", "k.rev": "2"}
    with pytest.raises(Conflict):
        other.save("stale")


def test_a_refused_revision_still_leaves_the_text_saved_and_guarded():
    class NoRevisions(FakeStorage):
        def setItem(self, key, value):
            if key.endswith(".rev"):
                raise RuntimeError("storage switched off")
            super().setItem(key, value)

    storage = NoRevisions({"k": "start"})
    store, other = tabs(storage)
    store.save("saved")
    assert storage == {"k": "saved"} and store.revision == 0 and not store.changed()
    with pytest.raises(Conflict):
        other.save("stale")


def test_a_failure_without_a_name_is_named_by_its_type():
    class Broken(FakeStorage):
        def setItem(self, key, value):
            raise RuntimeError("storage switched off")

    store = Store(Broken(), "k")
    store.load()
    with pytest.raises(SaveFailed) as failed:
        store.save("text")
    assert failed.value.reason == "RuntimeError"


def test_remove_is_a_write_other_tabs_notice():
    storage = FakeStorage({"k": "start"})
    store, other = tabs(storage)
    store.remove()
    assert storage == {"k.rev": "1"} and other.changed()


def test_watch_calls_back_only_when_another_tab_changed_the_key(monkeypatch):
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = lambda function: function
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)

    class Window:
        def __init__(self):
            self.listeners = []

        def addEventListener(self, name, listener):
            self.listeners.append((name, listener))

    storage, window, calls = FakeStorage({"k": "start"}), Window(), []
    store, other = tabs(storage)
    listener = store.watch(window, lambda: calls.append(store.revision))
    assert window.listeners == [("storage", listener)]
    event = types.SimpleNamespace
    listener(event(key="k"))  # an event for a change this Store has seen already
    storage["other key"] = "x"
    listener(event(key="other key"))
    assert calls == []
    other.save("changed")
    listener(event(key="k"))
    listener(event(key=None))  # another tab cleared the storage
    assert calls == [0, 0]
    store.load()
    listener(event(key="k.rev"))
    assert calls == [0, 0]
