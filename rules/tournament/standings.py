"""Standings after any number of games (R-STANDINGS, club 10.1, local 5A).

The order is named by the tournament format, or by the profile of a casual
match (several games on the device). `club`: placement points, then total
game score (plus - minus), then better places (more 1st, then more 2nd, more
3rd), then fewer minus points. `local`: placement points, then total game
score. `original` (a casual match under the original rules): games won (1st
places, shared ones too), then total game score. Players still equal share
the rank. Substitutes (club 6.1) are listed after the ranked players, unranked.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple, Optional, Sequence


class GameLine(NamedTuple):
    """One player's line of one game on a score sheet."""

    player: int
    place: int
    points: int
    score: int


class Record(NamedTuple):
    """A player's totals over the games counted."""

    player: int
    points: int
    total: int
    place_counts: tuple[int, int, int, int]
    minus: int
    games: int


class Standing(NamedTuple):
    """A row of the standings table; ``rank`` is None for a substitute."""

    rank: Optional[int]
    record: Record


def tally(lines: Iterable[GameLine], players: Sequence[int]) -> dict[int, Record]:
    """Sum game lines per player; every player in ``players`` gets a record."""
    sums = {player: [0, 0, [0, 0, 0, 0], 0, 0] for player in players}
    for line in lines:
        entry = sums[line.player]
        entry[0] += line.points
        entry[1] += line.score
        entry[2][line.place - 1] += 1
        entry[3] += -line.score if line.score < 0 else 0
        entry[4] += 1
    return {player: Record(player, points, total, tuple(counts), minus, games)
            for player, (points, total, counts, minus, games) in sums.items()}


def sort_key(record: Record, order: str) -> tuple:
    """R-STANDINGS under ``order`` (`club`, `local` or `original`): smaller is better."""
    first, second, third, _fourth = record.place_counts
    if order == "club":
        return (-record.points, -record.total, -first, -second, -third, record.minus)
    if order == "local":
        return (-record.points, -record.total)
    if order == "original":
        return (-first, -record.total)
    raise ValueError(f"unknown standings order {order!r}")


def rank(records: Iterable[Record], order: str, unranked: Iterable[int] = ()) -> list[Standing]:
    """Ordered standings. Input order breaks complete ties for listing only
    (the players share the rank); ``unranked`` players come last with rank None."""
    unranked = set(unranked)
    records = list(records)
    ordered = sorted((r for r in records if r.player not in unranked),
                     key=lambda r: sort_key(r, order))
    rows, previous_key, previous_rank = [], None, 0
    for position, record in enumerate(ordered, start=1):
        key = sort_key(record, order)
        previous_rank = previous_rank if key == previous_key else position
        previous_key = key
        rows.append(Standing(previous_rank, record))
    substitutes = sorted((r for r in records if r.player in unranked),
                         key=lambda r: sort_key(r, order))
    return rows + [Standing(None, record) for record in substitutes]
