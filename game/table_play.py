"""A tournament table played on this device: the game page's link to the
director's tournament (issue #6). Pure; the screen does the storage calls.

``index.html?table=R.T&seats=you,master,you,you`` plays round R, table T of
the tournament kept in this browser (game.tournament.store): the seats carry
the table's players in seat order A-D (R-SEATS), the round goes on from the
first game without a result, the deal follows from the tournament's seed, the
clock from its time per turn (R-TIME), the club profile. When a game ends its
result is entered on that table's sheet (R-SHEET: plus/minus per seat, winner,
pool empty, the 100/200 flag of R-NO-MELD), and only if the sheet still
belongs to the same players, is not confirmed and that game has no result
yet; otherwise the result stays on this device and the reason is shown.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Optional, Tuple

from rules.tournament import director, seating
from rules.tournament.messages import TournamentError
from rules.tournament.model import Game, Table, Tournament

from game.settings import MAX_SEED, GameSettings, Seat
from game.tournament import store


class TableRefused(ValueError):
    """The table cannot be played or written to; ``key`` and ``params`` name the
    i18n message (game.i18n)."""

    def __init__(self, key: str, **params):
        super().__init__(key)
        self.key, self.params = key, params


def stored_tournament(storage) -> Optional[Tournament]:
    """The tournament kept in this browser; TableRefused if it cannot be read
    (game.tournament.store keeps the unreadable copy aside)."""
    try:
        return store.load(storage)
    except store.UnreadableStore as error:
        raise TableRefused("table_sheet_refused", why=str(error)) from None


def _table(tournament: Optional[Tournament], ref: Tuple[int, int]) -> Table:
    if tournament is None:
        raise TableRefused("table_no_tournament")
    round_no, table_no = ref
    round_ = next((r for r in tournament.rounds if r.number == round_no), None)
    table = next((t for t in round_.tables if t.number == table_no), None) if round_ else None
    if table is None:
        raise TableRefused("table_unknown", round=round_no, table=table_no)
    return table


def _names(tournament: Tournament, table: Table) -> Tuple[str, ...]:
    names = {player.id: player.name for player in tournament.players}
    return tuple(names[table.seats[label]] for label in seating.seats_for(len(table.seats)))


def table_settings(tournament: Optional[Tournament], ref: Tuple[int, int],
                   base: GameSettings) -> Tuple[GameSettings, int]:
    """The settings for playing ``ref`` here and the number of the game to
    start with; TableRefused if it cannot be played."""
    table = _table(tournament, ref)
    if table.confirmed:
        raise TableRefused("table_confirmed", table=ref[1])
    open_games = [n for n, game in enumerate(table.games, 1) if game is None]
    if not open_games:
        raise TableRefused("table_complete", table=ref[1])
    size = len(table.seats)
    seats = base.seats if len(base.seats) == size else (Seat(),) * size
    seed = (tournament.settings.seed * 10007 + ref[0] * 101 + ref[1]) % (MAX_SEED + 1)
    clock = tournament.settings.seconds_per_turn or 0
    settings = replace(base, seats=seats, profile="club", clock=clock, seed=seed,
                       names=_names(tournament, table), table=ref, round_games=len(table.games))
    return settings, open_games[0]


def sheet_game(result: dict) -> Game:
    """The sheet's record of one finished game (session result dict)."""
    no_meld = {label: int(note.rsplit("_", 1)[1]) for label, notes in result.get("notes", {}).items()
               for note in notes if note.startswith("no_meld_")}
    return Game(scores=result["scores"], winner=result["winner"], pool_empty=result["end"] == "pool_empty",
                no_meld=no_meld)


def enter_result(tournament: Optional[Tournament], settings: GameSettings, result: dict) -> Tournament:
    """The tournament with ``result`` on the table's sheet; TableRefused (nothing
    changed) if the sheet is gone, confirmed, another table's or already filled."""
    table = _table(tournament, settings.table)
    if _names(tournament, table) != tuple(settings.names):
        raise TableRefused("table_changed", table=settings.table[1])
    if table.confirmed:
        raise TableRefused("table_confirmed", table=settings.table[1])
    game_no = result["game"]
    if game_no > len(table.games) or table.games[game_no - 1] is not None:
        raise TableRefused("table_game_filled", game=game_no)
    try:
        return director.enter_game(tournament, *settings.table, game_no, sheet_game(result))
    except TournamentError as error:
        raise TableRefused("table_sheet_refused", why=error.text(settings.lang)) from None
