"""Seat labels, games per round and the seat rotation of club 7.2 (R-ROUND, R-SEATS).

A player keeps his seat label (A-D) for the whole round; only the clockwise
order around the table and the starting player change from game to game.
"""

from __future__ import annotations

from typing import NamedTuple

SEATS = ("A", "B", "C", "D")
FORMATS = ("club", "local")

# club 7.2 / local 2B: clockwise order per game; game g is started by SEATS[g - 1].
_CLOCKWISE = (
    ("A", "B", "C", "D"),
    ("A", "D", "C", "B"),
    ("A", "D", "B", "C"),
    ("A", "C", "B", "D"),
)


class GamePlan(NamedTuple):
    """One game at one table: the clockwise seat order and who starts."""

    game: int
    clockwise: tuple[str, ...]
    starter: str


def games_per_round(tournament_format: str, two_games: bool = False) -> int:
    """R-ROUND: 4 games a round in club play (club 6.2), 3 in `local`, or 2
    where the local director chose so (``two_games``, local 1B: the round and
    the final alike); the games play the first 2-4 games of the R-SEATS pattern."""
    if tournament_format not in FORMATS:
        raise ValueError(f"unknown tournament format {tournament_format!r}")
    if tournament_format == "club":
        if two_games:
            raise ValueError("2 games a round only in the local format (local 1B)")
        return 4
    return 2 if two_games else 3


def seats_for(table_size: int) -> tuple[str, ...]:
    """The seat labels used at a table of ``table_size`` players (2-4)."""
    if not 2 <= table_size <= 4:
        raise ValueError(f"a table seats 2 to 4 players, not {table_size}")
    return SEATS[:table_size]


def game_plan(table_size: int, game: int) -> GamePlan:
    """R-SEATS: seat order and starter of game ``game`` (1-based) of a round.

    At a table of 3 the pattern drops D. The starter is seat A, B, C, D in
    games 1-4 (club 9.1); at tables smaller than the game count (a final of
    2 players) the starter wraps around to A again.
    """
    seats = seats_for(table_size)
    if not 1 <= game <= 4:
        raise ValueError(f"a round has games 1 to 4, not {game}")
    clockwise = tuple(seat for seat in _CLOCKWISE[game - 1] if seat in seats)
    return GamePlan(game, clockwise, seats[(game - 1) % table_size])


def round_plan(table_size: int, tournament_format: str, two_games: bool = False) -> list[GamePlan]:
    """Every game of one round at one table (R-ROUND, R-SEATS)."""
    return [game_plan(table_size, game) for game in range(1, games_per_round(tournament_format, two_games) + 1)]
