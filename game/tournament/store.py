"""The tournament in the browser's localStorage, as the same checksummed file the
director exports; a stored tournament that cannot be read is kept aside, never dropped.

Several tabs may hold the tournament (game.browser.Store: a revision beside it).
``update`` never overwrites what another tab saved meanwhile: it applies this
tab's change to the newer tournament instead (a change is a function of the
tournament: game.tournament.changes), or raises ``Superseded`` when the change
does not fit the newer one. A save the browser refuses is reported, and the
tournament lives on in memory.
"""

from __future__ import annotations

from typing import Callable, NamedTuple, Optional

from game.browser import Conflict, SaveFailed, Store
from rules.tournament.messages import TournamentError
from rules.tournament.model import Tournament, export_json, read_json

KEY = "rummikub.tournament"
PREVIOUS_KEY = "rummikub.tournament.previous"
UNREADABLE_KEY = "rummikub.tournament.unreadable"


class UnreadableStore(Exception):
    def __init__(self, error: TournamentError, key: str):
        super().__init__(str(error))
        self.error = error
        self.key = key


class Superseded(Exception):
    """Another tab saved a ``newer`` tournament, and this tab's change does not fit it (``error``)."""

    def __init__(self, newer: Tournament, error: TournamentError):
        super().__init__(str(error))
        self.newer, self.error = newer, error


class Saved(NamedTuple):
    tournament: Tournament
    merged: bool = False  # the change went onto a newer tournament another tab had saved
    failed: str = ""      # why the browser refused the write: the tournament is in memory only


class TournamentStore:
    def __init__(self, storage):
        self.storage = storage
        self.store = Store(storage, KEY)
        self.unsaved = False  # the last save failed: this tab holds changes the storage lacks
        self.notes: tuple = ()  # what reading the stored tournament changed (rules.tournament.model.Read)

    def load(self) -> Optional[Tournament]:
        """The stored tournament, None if there is none; raises UnreadableStore
        after moving a refused copy aside. An older file is read as the rules
        now have it (``notes`` says what changed); the next save stores it so."""
        stored = self.store.load()
        self.unsaved, self.notes = False, ()
        if stored is None:
            return None
        try:
            read = read_json(stored)
        except TournamentError as error:
            self.storage.setItem(UNREADABLE_KEY, stored)
            self.store.remove()
            raise UnreadableStore(error, UNREADABLE_KEY) from None
        self.notes = read.notes
        return read.tournament

    def save(self, tournament: Tournament) -> None:
        """Raises game.browser.Conflict (another tab saved since) or SaveFailed."""
        try:
            self.store.save(export_json(tournament))
        except SaveFailed:
            self.unsaved = True
            raise
        self.unsaved = False

    def update(self, base: Tournament, change: Callable[[Tournament], Tournament]) -> Saved:
        """Save ``change(base)``, or ``change(newer)`` if another tab saved a newer
        tournament since this store last loaded or saved. Raises TournamentError
        when the change does not fit ``base`` (nothing changes), Superseded when
        it does not fit the newer tournament, and Conflict when this tab holds
        changes it could not save (no merge: both versions stay)."""
        tournament, merged = change(base), False
        while True:
            try:
                self.save(tournament)
                return Saved(tournament, merged)
            except SaveFailed as failed:
                return Saved(tournament, merged, failed.reason)
            except Conflict:
                if self.unsaved:
                    raise
            newer = self.load()
            if newer is not None:  # (else another tab set an unreadable copy aside: nothing to lose)
                try:
                    tournament, merged = change(newer), True
                except TournamentError as error:
                    raise Superseded(newer, error) from None

    def changed(self) -> bool:
        """True if another tab saved the tournament since this store last loaded or saved it."""
        return self.store.changed()

    def watch(self, window, callback: Callable[[], None]):
        """``callback()`` when another tab changed the tournament (game.browser.Store.watch)."""
        return self.store.watch(window, callback)

    def set_aside(self) -> None:
        """Before a new tournament: the stored one is kept under PREVIOUS_KEY;
        raises SaveFailed if the browser refuses (nothing changed)."""
        stored = self.storage.getItem(KEY)
        if isinstance(stored, str):  # JS null arrives as None or pyodide's jsnull
            try:
                self.storage.setItem(PREVIOUS_KEY, stored)
            except Exception as error:
                raise SaveFailed(error) from None
