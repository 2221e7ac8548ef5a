"""Browser helpers shared by the game page and the director's page.

* ``ai_client()``: the computer players as the pages ask them
  (game.ai_client.AiClient over ``start_worker()``, a new "ai" PyScript
  worker, and ``stop_workers()``).
* ``download(filename, text, mime)``: offers ``text`` as a file (UTF-8).
* ``site_root()``: the URL of the site's folder, where the modules fetched
  later (the word game, learning mode) and the lexicon are (a sub-path works).
* ``Listeners()``: a screen's handlers given to the browser (event listeners,
  window hooks), their proxies kept alive with the screen (both pages' game
  screen and the tutorial); ``on_file(input, read)``: a file input's choice.
* ``Store(storage, key)``: one localStorage key that several tabs share.

  - ``load()``: the stored text or None; the Store remembers what it saw.
  - ``save(text)``, ``remove()``: write only if the key still holds what this
    Store last loaded or saved, else raise ``Conflict`` (another tab wrote
    since: ``load()`` the newer text, apply the change to it, save again).
    A write the browser refuses (full storage: QuotaExceededError) raises
    ``SaveFailed`` with ``.reason``; nothing was written, so the caller keeps
    its data in memory and says that saving failed.
  - ``changed()``: True if another tab wrote the key since.
  - ``revision``: the revision last seen; 0 for nothing stored, or data
    stored before revisions.
  - ``watch(window, callback)``: calls ``callback()`` when another tab has
    changed the key (the window's ``storage`` event, which the writing tab
    does not get); returns the listener proxy, which the caller keeps alive.

  The revision sits beside the data, under ``<key>.rev``: the data keeps its
  format, so readers that know nothing of revisions still read it. A write
  also compares the stored text with the one last seen, which catches writers
  that do not count revisions, and a write seen between its two keys.

For example, a page's save::

    saves = Store(window.localStorage, "rummikub.save")
    text = saves.load()                 # at start-up; None: nothing saved
    try:
        saves.save(new_text)
    except Conflict:                    # another tab saved: saves.load(), then decide
        ...
    except SaveFailed as failed:        # keep playing; say failed.reason
        ...

The Store takes any object with getItem/setItem/removeItem (a dict-backed
fake in the tests); pyscript and pyodide are imported only inside the other
helpers, so this module imports in CPython.
"""

from __future__ import annotations

import asyncio
from typing import Callable, NamedTuple, Optional

from game.ai_client import AiClient, think_on_page
from game.settings import whole_number

_worker_starts = 0  # workers started by this page (each gets a fresh name)


async def start_worker():
    """A new "ai" PyScript worker (game/ai_worker.py). Each start gets a fresh
    name: PyScript resolves a worker's name only once, so a restart needs another."""
    global _worker_starts
    from pyscript import document, workers

    _worker_starts += 1
    name = f"ai{_worker_starts}"
    script = document.createElement("script")
    for attribute, value in (("type", "py"), ("worker", ""), ("name", name), ("src", "game/ai_worker.py"),
                             ("config", "game/ai_worker.toml")):
        script.setAttribute(attribute, value)
    document.body.append(script)
    return await workers[name]


def stop_workers() -> None:
    """End this page's workers (a broken one before a restart)."""
    from pyscript import document

    for script in document.querySelectorAll("script[worker]"):
        try:
            script.xworker.terminate()
        except Exception:  # never started, or already gone
            pass
        script.remove()


def ai_client() -> AiClient:
    """The computer players as a page asks them (game.ai_client): in the
    worker, restarted when it fails, else on the page."""
    from pyscript import window

    return AiClient(start_worker, stop_workers, think_on_page, lambda message: window.console.warn(message))


def site_root() -> str:
    """The URL of the site's folder (a site under a sub-path works)."""
    from pyscript import document, window

    return str(window.URL.new(".", document.baseURI).href)


def address_language(lang: str) -> None:
    """After a language switch, the address's ``?lang=`` (if it has one) says ``lang``: a reload
    keeps the choice, as the address's language comes first (game.prefs.page_language)."""
    from pyscript import window

    url = window.URL.new(window.location.href)
    if url.searchParams.has("lang"):
        url.searchParams.set("lang", lang)
        window.history.replaceState(None, "", url.href)


def download(filename: str, text: str, mime: str) -> None:
    """Offer ``text`` as a download named ``filename`` (``mime``, UTF-8)."""
    from pyodide.ffi import create_once_callable, to_js
    from pyscript import document, window

    options = to_js({"type": f"{mime};charset=utf-8"}, dict_converter=window.Object.fromEntries)
    url = window.URL.createObjectURL(window.Blob.new(to_js([text]), options))
    link = document.createElement("a")
    link.href, link.download = url, filename
    document.body.append(link)
    link.click()
    link.remove()
    window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 1000)


class Conflict(Exception):
    """Another tab wrote the key since this Store last loaded or saved it."""


class SaveFailed(Exception):
    """The browser refused the write (``reason``: e.g. QuotaExceededError); nothing was written."""

    def __init__(self, error: BaseException):
        name = getattr(error, "name", None)  # a JS error's name; Python's own exceptions have none
        self.reason = name if isinstance(name, str) and name else type(error).__name__
        super().__init__(self.reason)


class _Seen(NamedTuple):
    text: Optional[str]
    revision: int


class Listeners:
    """A screen's Python handlers given to the browser, each proxy kept as long as the screen."""

    def __init__(self):
        self.kept: list = []

    def proxy(self, fn):
        """``fn`` as the browser calls it (a listener, ``window.rummikubDrop``, a timer)."""
        from pyodide.ffi import create_proxy

        return self.keep(create_proxy(fn))

    def keep(self, proxy):
        """A proxy made elsewhere (``Store.watch``), kept alive here too."""
        self.kept.append(proxy)
        return proxy

    def on(self, target, **events) -> None:
        """``target.addEventListener(name, handler)`` for each ``name=handler``."""
        for name, handler in events.items():
            target.addEventListener(name, self.proxy(handler))

    def on_file(self, file_input, read) -> None:
        """A file chosen in ``file_input`` is handed to ``read(file)`` (a coroutine
        function, run on its own); the input is cleared, so the same file may be chosen again."""
        def chosen(event) -> None:
            files = event.target.files
            if files.length:
                asyncio.ensure_future(read(files.item(0)))
            event.target.value = ""
        self.on(file_input, change=chosen)


class Store:
    """One localStorage key with a revision (see the module docstring)."""

    def __init__(self, storage, key: str):
        self.storage, self.key, self.revision_key = storage, key, f"{key}.rev"
        self._seen = _Seen(None, 0)

    @property
    def revision(self) -> int:
        return self._seen.revision

    def load(self) -> Optional[str]:
        self._seen = self._stored()
        return self._seen.text

    def changed(self) -> bool:
        return self._stored() != self._seen

    def save(self, text: str) -> None:
        self._write(text)

    def remove(self) -> None:
        self._write(None)

    def watch(self, window, callback: Callable[[], None]):
        from pyodide.ffi import create_proxy

        def on_storage(event) -> None:
            key = event.key  # null when another tab cleared the whole storage
            if (not isinstance(key, str) or key in (self.key, self.revision_key)) and self.changed():
                callback()

        listener = create_proxy(on_storage)
        window.addEventListener("storage", listener)
        return listener

    def _stored(self) -> _Seen:
        text, revision = self.storage.getItem(self.key), self.storage.getItem(self.revision_key)
        return _Seen(text if isinstance(text, str) else None,  # JS null arrives as None or jsnull
                     (whole_number(revision, 2**53) or 0) if isinstance(revision, str) else 0)

    def _write(self, text: Optional[str]) -> None:
        stored = self._stored()
        if stored != self._seen:
            raise Conflict(f"{self.key}: revision {stored.revision} stored, {self._seen.revision} seen")
        try:
            if text is None:
                self.storage.removeItem(self.key)
            else:
                self.storage.setItem(self.key, text)
        except Exception as error:  # QuotaExceededError, storage switched off
            raise SaveFailed(error) from None
        revision = stored.revision + 1
        try:
            self.storage.setItem(self.revision_key, str(revision))
        except Exception:  # the text is written; without the new revision the text check still guards it
            revision = stored.revision
        self._seen = _Seen(text, revision)
