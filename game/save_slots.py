"""The game in progress and the recent games kept when another replaced it.

Nothing is lost when a link or "New game" starts a game over a saved one:
the replaced save moves to the front of ``RECENT_KEY`` (at most ``KEEP``
entries, newest first) and can be resumed from the menu. ``SaveSlots`` is
the page's view of both: the game in progress is a game.browser.Store (two
tabs never overwrite each other's game), a refused write is an answer, not
an exception. Pure: works on any object with ``getItem``/``setItem``/
``removeItem`` (the browser's localStorage, or a dict-backed fake in tests);
saves stay the encoded text of game.storage.
"""

from __future__ import annotations

import json
from typing import List, NamedTuple, Optional

from game.browser import Conflict, SaveFailed, Store
from game.i18n import text
from game.settings import GameSettings, clean_name
from rules import safe_json

RECENT_KEY = "rummikub.recent"
KEEP = 5


class Recent(NamedTuple):
    saved_at: float  # Date.now() when it was set aside
    text: str        # the save, as game.storage.encode wrote it


def same_game(saved: dict, settings: GameSettings) -> bool:
    """The address asks for the very game that is saved (a reload of its link)."""
    mine = {"variant": "numbers", "check": "auto", **saved.get("settings", {})}  # older saves: numbers, auto
    theirs = settings.to_dict()
    return settings.seed is not None and all(mine.get(key) == theirs.get(key) for key in
                                             ("seats", "profile", "clock", "seed", "hints", "strict",
                                              "invalid_end", "variant", "check"))


def summary(lang: str, saved: dict) -> str:
    """One line naming a saved game: its players (a human by his name if he gave one),
    which game of the round, how far."""
    seats = saved["settings"]["seats"]
    names = list(saved["settings"].get("names") or [])  # a word game's save is named before it is checked
    names += [""] * (len(seats) - len(names))
    seats = ", ".join((seat == "human" and clean_name(name))
                      or text(lang, "human" if seat == "human" else f"level_{seat}") for seat, name in zip(seats, names))
    moves = len(safe_json.loads(saved["history"]).get("actions", []))
    line = text(lang, "saved_game", seats=seats, game=saved["game_no"], moves=moves)
    return f"{text(lang, 'variant_words')} · {line}" if saved["settings"].get("variant") == "words" else line


class SaveSlots:
    """This device's saves: the game in progress (a game.browser.Store, shared
    by tabs) and the recent games. ``storage`` is the browser's localStorage
    or any object with getItem/setItem/removeItem."""

    def __init__(self, storage, key: str):
        self.storage = storage
        self.current = Store(storage, key)

    def load(self) -> Optional[str]:
        """The game in progress, as stored (its text), or None."""
        return self.current.load()

    def save(self, saved: str) -> str:
        """Store the game in progress: "saved"; "elsewhere" when another tab
        saved it since (nothing written); else why the browser refused."""
        try:
            self.current.save(saved)
        except Conflict:
            return "elsewhere"
        except SaveFailed as error:
            return error.reason
        return "saved"

    def remove(self) -> None:
        self.current.remove()

    def keep(self, saved: Optional[str], now_ms: float) -> bool:
        """``saved`` (a save's text) first among the recent games, once; False
        if the browser refused the write (the game in progress goes on regardless)."""
        if not isinstance(saved, str) or not saved:  # (JS null arrives as None or pyodide's jsnull)
            return True
        kept = [entry for entry in self.recent() if entry.text != saved]
        return self._write_recent([Recent(now_ms, saved), *kept])

    def keep_current(self, now_ms: float) -> bool:
        """The stored game in progress among the recent games (another replaces it)."""
        return self.keep(self.current.load(), now_ms)

    def recent(self) -> List[Recent]:
        """The games set aside, newest first; an unreadable list counts as empty."""
        try:
            entries = safe_json.loads(self.storage.getItem(RECENT_KEY) or "[]")
            return [Recent(float(at), str(saved)) for at, saved in entries][:KEEP]
        except (TypeError, ValueError):
            return []

    def take(self, index: int, now_ms: float) -> Optional[str]:
        """Recent game ``index`` out of the list to resume; the game in progress takes its place."""
        entries = self.recent()
        if not 0 <= index < len(entries):
            return None
        chosen = entries.pop(index)
        self._write_recent(entries)
        self.keep_current(now_ms)
        return chosen.text

    def _write_recent(self, entries: List[Recent]) -> bool:
        try:
            self.storage.setItem(RECENT_KEY, json.dumps([list(entry) for entry in entries[:KEEP]]))
        except Exception:  # storage full
            return False
        return True

    def watch(self, window, callback):
        """``callback()`` when another tab saved the game in progress (game.browser.Store.watch)."""
        return self.current.watch(window, callback)
