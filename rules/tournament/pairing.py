"""Who sits at which table (R-PAIRING, club 6.1 and 7.1, local 1A and 2A).

Round 1 is drawn by lot from a seeded generator, so the same seed gives the
same draw everywhere. Later rounds walk down the standings and fill tables
with players of similar standing, avoiding pairs who already met (a greedy
start improved by swaps between tables; best effort, not a proof that no
pairing without repeats exists).
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations
from typing import Iterable, Mapping, Sequence

from rules.tournament.messages import TournamentError
from rules.tournament.seating import games_per_round

LOCAL_MAX_PLAYERS = 16
RESTARTS = 30  # shaken restarts while repeated pairs remain
SHAKE = 6.0  # how far (in standings places) a restart may move a player

Pair = frozenset


def substitutes_needed(players: int) -> int:
    """club 6.1: substitutes (0-3) that make the field divisible by 4."""
    return -players % 4


def table_sizes(players: int, tournament_format: str) -> list[int]:
    """R-PAIRING: table sizes, largest first.

    `club`: tables of 4 only (the field, substitutes included, must be divisible
    by 4). `local`: tables of 4, the remainder at tables of 3, at most 16 players.
    """
    games_per_round(tournament_format)  # rejects an unknown format
    if tournament_format == "club":
        if players < 4 or players % 4:
            raise TournamentError("club_not_divisible", players=players, n=substitutes_needed(players))
        return [4] * (players // 4)
    if players > LOCAL_MAX_PLAYERS:
        raise TournamentError("local_too_many", players=players, limit=LOCAL_MAX_PLAYERS)
    tables_of_3 = -players % 4 if players % 4 else 0
    fours = players - 3 * tables_of_3
    if players < 3 or fours < 0:
        raise TournamentError("local_cannot_seat", players=players)
    return [4] * (fours // 4) + [3] * tables_of_3


def meetings(rounds: Iterable[Sequence[Sequence[int]]]) -> Counter:
    """How often each pair of players sat at the same table (tables of ids per round)."""
    met: Counter = Counter()
    for tables in rounds:
        for table in tables:
            met.update(Pair(pair) for pair in combinations(table, 2))
    return met


def draw_first_round(player_ids: Sequence[int], sizes: Sequence[int], rng: random.Random) -> list[list[int]]:
    """Round 1: the whole field by lot (club 7.1, local 2A); seat order follows the draw."""
    drawn = list(player_ids)
    rng.shuffle(drawn)
    return _chunk(drawn, sizes)


def pair_by_standings(order: Sequence[int], sizes: Sequence[int], met: Mapping[Pair, int],
                      rng: random.Random) -> list[list[int]]:
    """Later rounds: players of similar standing together, fewest repeated pairs.

    ``order`` is every player (substitutes too), best first. Tables are filled
    down the standings, each seat going to the best-placed player who adds the
    fewest repeats; then single swaps between tables are made while they lower
    (repeated pairs, spread of standings at the tables). If repeats remain,
    a few seeded restarts from shaken orders may find a pairing without.
    Seats inside a table are drawn by lot (the label says nothing of standing).
    """
    position = {player: index for index, player in enumerate(order)}
    best = _improved(_greedy(order, sizes, met), met, position)
    for _ in range(RESTARTS):
        if best[0][0] == 0:
            break
        shaken = sorted(order, key=lambda player: position[player] + rng.uniform(0, SHAKE))
        candidate = _improved(_greedy(shaken, sizes, met), met, position)
        best = min(best, candidate, key=lambda result: result[0])
    tables = best[1]
    for table in tables:
        rng.shuffle(table)
    return tables


def repeated_pairs(tables: Sequence[Sequence[int]], met: Mapping[Pair, int]) -> int:
    """Sum over the tables' pairs of how often each pair met before."""
    return sum(met.get(Pair(pair), 0) for table in tables for pair in combinations(table, 2))


def _chunk(players: Sequence[int], sizes: Sequence[int]) -> list[list[int]]:
    tables, start = [], 0
    for size in sizes:
        tables.append(list(players[start:start + size]))
        start += size
    return tables


def _greedy(order: Sequence[int], sizes: Sequence[int], met: Mapping[Pair, int]) -> list[list[int]]:
    left = list(order)
    tables = []
    for size in sizes:
        table = [left.pop(0)]
        while len(table) < size:
            added = [sum(met.get(Pair((player, other)), 0) for other in table) for player in left]
            table.append(left.pop(added.index(min(added))))
        tables.append(table)
    return tables


def _table_cost(table: Sequence[int], met: Mapping[Pair, int], position: Mapping[int, int]) -> tuple[int, float]:
    ranks = [position[player] for player in table]
    mean = sum(ranks) / len(ranks)
    return (sum(met.get(Pair(pair), 0) for pair in combinations(table, 2)),
            sum((r - mean) ** 2 for r in ranks))


def _improved(tables: list[list[int]], met: Mapping[Pair, int],
              position: Mapping[int, int]) -> tuple[tuple[int, float], list[list[int]]]:
    """Swap players between tables while (repeats, spread) goes down."""
    costs = [_table_cost(table, met, position) for table in tables]
    improved = True
    while improved:
        improved = False
        for a, b in combinations(range(len(tables)), 2):
            for i in range(len(tables[a])):
                for j in range(len(tables[b])):
                    table_a, table_b = tables[a][:], tables[b][:]
                    table_a[i], table_b[j] = table_b[j], table_a[i]
                    cost_a, cost_b = _table_cost(table_a, met, position), _table_cost(table_b, met, position)
                    old = (costs[a][0] + costs[b][0], costs[a][1] + costs[b][1])
                    new = (cost_a[0] + cost_b[0], cost_a[1] + cost_b[1])
                    if new[0] < old[0] or (new[0] == old[0] and new[1] < old[1] - 1e-9):
                        tables[a], tables[b], costs[a], costs[b] = table_a, table_b, cost_a, cost_b
                        improved = True
    total = (sum(cost[0] for cost in costs), sum(cost[1] for cost in costs))
    return total, tables
