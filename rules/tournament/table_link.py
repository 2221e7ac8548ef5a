"""A table's games played on this device: the link between a score sheet and
the game page (R-ROUND, R-SEATS, R-SHEET).

The director asks for a table (``TableRequest``: round, table, human or
computer level per seat); ``table_link`` checks it against the tournament and
returns the ``TableLink`` the game keeps in its save: the players' names per
seat label, the tournament's clock (R-TIME: 1 minute, or none in a local
tournament whose director chose so), the games of the round and a
fingerprint of the tournament and that table. When a game ends, ``enter_result`` writes
its result (game.results.GameResult.sheet_game) with
``director.enter_game``, refusing (never overwriting) when the tournament was
replaced, the sheet is confirmed, or that game already has another result.
"""

from __future__ import annotations

import hashlib
from typing import Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rules.tournament import director
from rules.tournament.messages import TournamentError
from rules.tournament.model import Game, Table, Tournament, canonical_digest, refusal

SEAT_KINDS = ("human", "beginner", "casual", "club", "master")  # game.settings.LEVELS plus "human"
Kind = Literal[SEAT_KINDS]


class TableRequest(BaseModel):
    """What the director's "Play here" asks for (from the game page's address)."""

    model_config = ConfigDict(extra="forbid")
    round: int = Field(ge=1, le=5)
    table: int = Field(ge=1, le=40)
    seats: list[Kind] = Field(min_length=2, max_length=4)


class TableLink(BaseModel):
    """What a game played for a table keeps in its save."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    round: int = Field(ge=1, le=5)
    table: int = Field(ge=1, le=40)
    games: int = Field(ge=2, le=4)
    fingerprint: str = Field(pattern=r"^[0-9a-f]{16}$")
    names: list[str] = Field(min_length=2, max_length=4)
    # the tournament's clock when the link was made: 60 or None (R-TIME); links
    # in older saves may hold any 30-300 s (game.storage plays them at 60)
    seconds_per_turn: Optional[int] = Field(default=None, ge=30, le=300)
    seed: int = Field(ge=0, lt=2**31)


def parse_request(table: str, seats: list[str]) -> TableRequest:
    """``table`` is "round.table" (``?table=2.3``); raises TournamentError."""
    round_text, _, table_text = table.partition(".")
    try:
        return TableRequest(round=round_text, table=table_text, seats=seats)
    except ValidationError as error:
        raise refusal(error, "link_invalid") from None


def game_address(request: TableRequest, lang: str) -> str:
    """The game page's address for a request (``index.html?table=2.3&seats=…``)."""
    return (f"index.html?table={request.round}.{request.table}&seats={','.join(request.seats)}"
            f"&lang={'de' if lang == 'de' else 'en'}")


def fingerprint(tournament: Tournament, round_number: int, table_number: int) -> str:
    """Names the tournament (settings, players) and the table's seating: another
    tournament, or the same one re-seated, no longer matches."""
    return _fingerprint(tournament, round_number, table_number, tournament.settings.seconds_per_turn)


def _fingerprint(tournament: Tournament, round_number: int, table_number: int,
                 seconds_per_turn: Optional[int]) -> str:
    """``fingerprint`` with ``seconds_per_turn`` in place of the tournament's clock."""
    table = director.table_at(tournament, round_number, table_number)
    settings = {**tournament.settings.as_json(), "seconds_per_turn": seconds_per_turn}
    payload = {"settings": settings,
               "players": [p.model_dump(mode="json") for p in tournament.players],
               "round": round_number, "table": table_number, "seats": table.seats}
    return canonical_digest(payload)[:16]


def table_seed(tournament_seed: int, round_number: int, table_number: int) -> int:
    """The deals of one table's round, fixed by the tournament's draw number."""
    digest = hashlib.sha256(f"{tournament_seed}/round {round_number}/table {table_number}".encode()).digest()
    return int.from_bytes(digest[:4], "big") % 2**31


def table_link(tournament: Optional[Tournament], request: TableRequest) -> TableLink:
    """The link for a table that still has games to play; raises TournamentError."""
    if tournament is None:
        raise TournamentError("link_no_tournament")
    table = director.table_at(tournament, request.round, request.table)
    if len(request.seats) != len(table.seats):
        raise TournamentError("link_seat_count", table=request.table, seats=len(table.seats))
    _check_open(table)
    if next_open_game(tournament, request.round, request.table) is None:
        raise TournamentError("link_all_entered", table=request.table)
    return TableLink(round=request.round, table=request.table,
                     games=tournament.settings.games,
                     fingerprint=fingerprint(tournament, request.round, request.table),
                     names=[tournament.player(p).name for p in table.seats.values()],
                     seconds_per_turn=tournament.settings.seconds_per_turn,
                     seed=table_seed(tournament.settings.seed, request.round, request.table))


def next_open_game(tournament: Tournament, round_number: int, table_number: int,
                   after: int = 0) -> Optional[int]:
    """The first game after ``after`` with nothing on the sheet yet (None: all entered)."""
    table = director.table_at(tournament, round_number, table_number)
    return next((number for number, game in enumerate(table.games, start=1)
                 if number > after and game is None), None)


def check_link(tournament: Optional[Tournament], link: TableLink) -> Table:
    """The linked table, if the stored tournament is still the one the game was
    started for. The clock is compared as the link has it: the settings cannot
    change once round 1 is drawn, except an older file's clock brought to
    R-TIME's 1 minute when it was read (rules.tournament.model.read_json)."""
    if tournament is None:
        raise TournamentError("link_replaced")
    try:
        table = director.table_at(tournament, link.round, link.table)
    except TournamentError:
        raise TournamentError("link_replaced") from None
    if _fingerprint(tournament, link.round, link.table, link.seconds_per_turn) != link.fingerprint:
        raise TournamentError("link_replaced")
    return table


def enter_result(tournament: Optional[Tournament], link: TableLink, game_number: int,
                 game: Game) -> Tournament:
    """The tournament with this game on the linked sheet. The same result already
    there is accepted as it is (a reload after entering); anything else is refused."""
    table = check_link(tournament, link)
    director.check_game_number(table, game_number)
    if table.games[game_number - 1] == game:
        return tournament
    _check_open(table)
    if table.games[game_number - 1] is not None:
        raise TournamentError("link_game_entered", table=link.table, game=game_number)
    return director.enter_game(tournament, link.round, link.table, game_number, game)


def _check_open(table: Table) -> None:
    if table.confirmed:
        raise TournamentError("sheet_locked", table=table.number)

