"""The game page's storage: the browser's localStorage, or a stand-in in
memory where the browser refuses it, as Chromium does in a cross-origin frame
when third-party storage is blocked (README "Embed"). Then the game is played
but not kept across a reload, and the page says so (``notices``).

Light (no pydantic): the first screen needs it before the rules are loaded.
"""

from __future__ import annotations

from typing import Dict, List, Optional

from game.i18n import Message, message

_fallback: Optional["MemoryStorage"] = None


class MemoryStorage:
    """What the game uses of the Storage interface, in a dict: this page's only."""

    def __init__(self):
        self._items: Dict[str, str] = {}

    def getItem(self, key: str) -> Optional[str]:  # noqa: N802 (the browser's names)
        return self._items.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        self._items[key] = str(value)

    def removeItem(self, key: str) -> None:  # noqa: N802
        self._items.pop(key, None)


def local_storage(window):
    """``window.localStorage`` if the browser lets this page read it, else the
    page's one MemoryStorage (the refusal is logged once)."""
    global _fallback
    if _fallback is not None:
        return _fallback
    try:
        storage = window.localStorage
        storage.getItem("rummikub.prefs")  # a refusal may come only on use
        return storage
    except Exception as error:  # SecurityError: storage blocked for this frame, or switched off
        window.console.warn(f"localStorage refused ({type(error).__name__}: {error}): the game is kept in memory")
        _fallback = MemoryStorage()
        return _fallback


def set_aside(storage, key: str, value) -> bool:
    """Keep a stored value that cannot be read under ``key`` of its own, so that
    nothing is lost when a fresh one replaces it; False when the browser refuses
    (storage full): then the caller leaves the value where it is, never a crash."""
    try:
        storage.setItem(key, str(value))
        return True
    except Exception:  # QuotaExceededError, storage switched off meanwhile
        return False


def set_aside_numbered(storage, prefix: str, value, most: int) -> Optional[str]:
    """Keep an unreadable value under the first free key of ``prefix.1`` ...
    ``prefix.<most>``, so that a second one never overwrites the first; the key
    used, or None when all are taken or the browser refuses (then the caller
    leaves the value where it is: nothing lost)."""
    for number in range(1, most + 1):
        key = f"{prefix}.{number}"
        try:
            taken = storage.getItem(key)  # the browser's null (Pyodide's jsnull) is falsy
        except Exception:  # storage switched off meanwhile
            return None
        if not taken:
            return key if set_aside(storage, key, value) else None
    return None


def available() -> bool:
    """False once the browser refused storage to this page."""
    return _fallback is None


def notices() -> List[Message]:
    """What the page says about its storage: that the game is not saved, once refused."""
    return [] if available() else [message("storage_off")]
