"""The tournament in the browser's localStorage, as the same checksummed file the
director exports; a stored tournament that cannot be read is kept aside, never dropped."""

from __future__ import annotations

from typing import Optional

from rules.tournament.messages import TournamentError
from rules.tournament.model import Tournament, export_json, import_json

KEY = "rummikub.tournament"
PREVIOUS_KEY = "rummikub.tournament.previous"


def load(storage) -> Optional[Tournament]:
    """The stored tournament, None if there is none; raises UnreadableStore after
    moving a refused copy aside."""
    stored = storage.getItem(KEY)
    if not isinstance(stored, str):  # JS null arrives as None or pyodide's jsnull
        return None
    try:
        return import_json(stored)
    except TournamentError as error:
        aside = f"{KEY}.unreadable"
        storage.setItem(aside, stored)
        storage.removeItem(KEY)
        raise UnreadableStore(error, aside) from None


class UnreadableStore(Exception):
    def __init__(self, error: TournamentError, key: str):
        super().__init__(str(error))
        self.error = error
        self.key = key


def save(storage, tournament: Tournament) -> None:
    storage.setItem(KEY, export_json(tournament))


def set_aside(storage) -> None:
    """Before a new tournament: the current one stays under PREVIOUS_KEY."""
    stored = storage.getItem(KEY)
    if isinstance(stored, str):
        storage.setItem(PREVIOUS_KEY, stored)
