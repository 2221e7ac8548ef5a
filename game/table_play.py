"""A tournament table's games on this device, seen from the game page (pure).

``?table=<round>.<table>&seats=human,club,…`` (made by the director's "Play
here") opens the table: ``table_settings`` checks the request against the
stored tournament (rules.tournament.table_link) and returns the game's
settings — the players' names per seat label, the tournament's turn clock,
the club profile with an invalid end of turn penalized, a seed from the
tournament's draw number, round and table (R-ROUND, R-SEATS, R-TIME,
R-INVALID-END). When a game ends, ``enter`` writes its result on
the sheet (R-SHEET) or says why it did not; ``enter_stored`` does so on the
stored tournament, shared with the director's tabs (game.browser.Store).
"""

from __future__ import annotations

from typing import NamedTuple, Optional

from game.browser import Conflict, SaveFailed, Store
from game.results import GameResult
from game.settings import GameSettings
from rules.tournament.messages import TournamentError
from rules.tournament.model import Tournament, export_json, import_json
from rules.tournament.table_link import TableLink, enter_result, next_open_game, parse_request, table_link


class Opened(NamedTuple):
    settings: GameSettings
    first_game: int


class Entry(NamedTuple):
    """What happened to one finished game's result: ``stored`` is the new
    tournament file to keep (None: nothing to write), ``error`` the refusal."""

    stored: Optional[str]
    error: Optional[TournamentError]
    next_game: Optional[int]


def _tournament(stored: Optional[str]) -> Optional[Tournament]:
    return import_json(stored) if isinstance(stored, str) and stored else None


def table_settings(settings: GameSettings, stored: Optional[str]) -> Opened:
    """Settings for the requested table's next open game; raises TournamentError."""
    request = parse_request(settings.extra.get("table", ""), [seat.token() for seat in settings.seats])
    tournament = _tournament(stored)
    link = table_link(tournament, request)
    first = next_open_game(tournament, link.round, link.table)
    return Opened(settings.for_table(link), first)


def same_table(saved: dict, settings: GameSettings) -> bool:
    """A saved game that is this table's round already (resume it, do not restart)."""
    linked = saved.get("settings", {}).get("table")
    if not linked or not settings.table:
        return False
    return all(linked[key] == settings.table[key] for key in ("round", "table", "fingerprint"))


def enter(stored: Optional[str], table: dict, result: GameResult) -> Entry:
    """Enter a finished game on the linked sheet; never overwrites another result."""
    link = TableLink.model_validate(table)
    try:
        tournament = _tournament(stored)
        changed = enter_result(tournament, link, result.game, result.sheet_game())
    except TournamentError as error:
        return Entry(None, error, None)
    upcoming = next_open_game(changed, link.round, link.table, after=result.game)
    return Entry(None if changed is tournament else export_json(changed), None, upcoming)


def enter_stored(sheets: Store, table: dict, result: GameResult) -> Entry:
    """``enter`` on the stored tournament (``sheets``: game.browser.Store of it),
    written back at once; if another tab saved it meanwhile, entered again on
    the newer one (never overwriting it); a refused write is the entry's error."""
    for _attempt in range(3):
        entry = enter(sheets.load(), table, result)
        if entry.stored is None:
            return entry
        try:
            sheets.save(entry.stored)
            return entry
        except Conflict:
            continue
        except SaveFailed as error:
            return entry._replace(stored=None, error=TournamentError("not_stored", reason=error.reason))
    return entry._replace(stored=None, error=TournamentError("changed_elsewhere"))
