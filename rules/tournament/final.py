"""The final round (R-FINAL, club 6.2, local 1B and 2A).

`local`: the winner of every table of round 1 (most placement points, then
game score) plays a final of 3 games; `club` (optional final): the best four
of the standings, substitutes excluded. The final decides the tournament;
earlier results only decide who reaches it and order everyone else. Ties the
rule chain cannot break are drawn by lot (seeded, reproducible).
"""

from __future__ import annotations

import random
from typing import Iterable, NamedTuple, Sequence

from rules.tournament.standings import Record, Standing, rank, sort_key

CLUB_FINALISTS = 4


class Finalist(NamedTuple):
    player: int
    by_lot: bool  # True if a tie the rules could not break was drawn by lot


def table_winners(tables: Sequence[Sequence[int]], records: dict[int, Record], tournament_format: str,
                  rng: random.Random) -> list[Finalist]:
    """`local`: the best player of each table (``tables`` lists player ids)."""
    finalists = []
    for table in tables:
        best = min(sort_key(records[player], tournament_format) for player in table)
        tied = sorted(player for player in table if sort_key(records[player], tournament_format) == best)
        finalists.append(Finalist(rng.choice(tied), len(tied) > 1))
    return finalists


def best_of_standings(standings: Sequence[Standing], count: int, rng: random.Random) -> list[Finalist]:
    """`club`: the first ``count`` ranked players; a shared rank at the cut is drawn by lot."""
    ranked = [row for row in standings if row.rank is not None]
    if len(ranked) <= count:
        return [Finalist(row.record.player, False) for row in ranked]
    cut_rank = ranked[count - 1].rank
    sure = [row.record.player for row in ranked if row.rank < cut_rank]
    tied = sorted(row.record.player for row in ranked if row.rank == cut_rank)
    if len(sure) + len(tied) == count:
        return [Finalist(player, False) for player in sure + tied]
    drawn = rng.sample(tied, count - len(sure))
    return [Finalist(player, False) for player in sure] + [Finalist(player, True) for player in drawn]


def final_standings(final_records: Iterable[Record], earlier: Sequence[Standing],
                    tournament_format: str) -> list[Standing]:
    """Finalists ranked by the final alone, then everyone else as the earlier
    standings had them (ranks continue after the finalists); substitutes last."""
    finals = rank(final_records, tournament_format)
    finalists = {row.record.player for row in finals}
    rows = list(finals)
    previous_old_rank, previous_new_rank = None, 0
    for row in earlier:
        if row.record.player in finalists or row.rank is None:
            continue
        position = len(rows) + 1
        new_rank = previous_new_rank if row.rank == previous_old_rank else position
        previous_old_rank, previous_new_rank = row.rank, new_rank
        rows.append(Standing(new_rank, row.record))
    return rows + [row for row in earlier if row.rank is None]
