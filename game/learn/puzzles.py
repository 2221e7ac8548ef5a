"""Puzzles made and judged by the exact solver (issue #20, part 2): "lay as
many tiles as you can" onto a table already melded (R-REARRANGE, R-JOKER-FREE),
and the 20 van der Wekken puzzles ("lay as many points as you can" from a bag
of tiles, game.learn.wekken).

A puzzle's id (game.learn.puzzle_ids) is its address: ``"123"`` is the
puzzle dealt from seed 123, ``"w3"`` the third van der Wekken puzzle. Pure
(CPython and Pyodide alike).

Difficulty is measured by the solver, not guessed from the deal:
* ``shortfall``: how many tiles fewer a player lays who never touches the
  table's sets (he lays the rack's own best sets, then adds leftover tiles one
  by one to the end of a set or to a group, as long as they fit: ``greedy``);
* ``changed``: how many of the table's sets the solver's best play breaks up.
Level "easy": nothing to rearrange (shortfall 0); "medium": one or two tiles
short without rearranging; "hard": three or more short, or sets broken up in
three places or more.
"""

from __future__ import annotations

import random
from collections import Counter
from datetime import date
from functools import lru_cache
from typing import List, NamedTuple, Optional, Sequence

from rules import sets
from rules.solver import best_play
from rules.tiles import JOKER, colour_of, distinct_ids, number_of, parse_faces
from rules.turn import check_turn

from game.learn import PUZZLE_LEVELS as LEVELS  # the one list, shipped before learning mode loads
from game.learn import wekken
from game.learn.puzzle_ids import MAX_SEED

MIN_BEST = 2          # a puzzle lays at least this many tiles: a deal that lays fewer is dealt again
DEALS = 64            # ... at most this often (seed * DEALS + attempt seeds each deal)
SEARCH = 60           # seeds tried for a puzzle of a level before the closest one is taken
DAILY_SPREAD = 100    # the day's search starts at YYYYMMDD times this: more than SEARCH, so no two days share one
NEW_SEEDS = (10_000, 100_000)  # a new puzzle starts its search here: "Puzzle 48213" reads as a name, a seed
#                                up to MAX_SEED as a phone number; any seed still opens from a link


class Puzzle(NamedTuple):
    """One position and what the solver says of it (faces, rules.tiles)."""

    id: str
    table: List[List[int]]
    rack: List[int]
    objective: str        # "tiles" (generated) or "points" (van der Wekken)
    best_count: int
    best_points: int
    best_table: List[List[int]]   # the solver's answer, in faces
    greedy: int           # tiles laid without touching the table's sets
    changed: int          # table sets the best play breaks up
    level: str

    @property
    def target(self) -> int:
        """What the player must reach: tiles, or points for a van der Wekken puzzle."""
        return self.best_points if self.objective == "points" else self.best_count

    def tile_ids(self) -> tuple:
        """(table, rack) as tile ids, each tile once (rules.tiles.distinct_ids)."""
        *table, rack = distinct_ids([*self.table, self.rack])
        return table, rack


class Answer(NamedTuple):
    """The verdict on a player's table: ``rule`` broken (R-RUN, R-TAKEBACK ...) or ""."""

    rule: str
    count: int = 0
    points: int = 0
    solved: bool = False


def load(puzzle_id: str) -> Puzzle:
    """The puzzle of a canonical id (``parse_id``)."""
    if puzzle_id.startswith("w"):
        rack_text, _published = wekken.PUZZLES[int(puzzle_id[1:]) - 1]
        return measure(puzzle_id, [], parse_faces(rack_text), "points")
    for attempt in range(DEALS):
        puzzle = measure(puzzle_id, *deal(int(puzzle_id), attempt), "tiles")
        if puzzle.best_count >= MIN_BEST:
            break
    return puzzle


@lru_cache(maxsize=8)
def daily_seed(day: date) -> int:
    """The day's puzzle: the first medium one from a seed fixed by the date, DAILY_SPREAD
    seeds apart from the next day's (from YYYYMMDD itself, a search that went on reached the
    next days' starts: one puzzle stood for six days in a row, and 20261131 read like a date)."""
    return find("medium", (day.year * 10000 + day.month * 100 + day.day) * DAILY_SPREAD)


def daily_date(seed: int) -> Optional[date]:
    """The day whose puzzle ``seed`` is (its title says so), or None."""
    try:
        day = date(seed // DAILY_SPREAD // 10000, seed // DAILY_SPREAD // 100 % 100, seed // DAILY_SPREAD % 100)
    except ValueError:
        return None
    return day if daily_seed(day) == seed else None


def new_of_level(level: str, rng: random.Random) -> int:
    """A new puzzle of ``level``, its number of five digits (or a few more, past the search's end)."""
    return find(level, rng.randrange(*NEW_SEEDS))


def find(level: str, start: int) -> int:
    """The first seed from ``start`` on whose puzzle is of ``level``; after
    SEARCH seeds, the one closest to it (the search always ends)."""
    wanted = LEVELS.index(level)
    closest = (99, start)
    for seed in range(start, start + SEARCH):
        seed %= MAX_SEED + 1
        found = LEVELS.index(load(str(seed)).level)
        if found == wanted:
            return seed
        closest = min(closest, (abs(found - wanted), seed))
    return closest[1]


# -- dealing ----------------------------------------------------------------
def _all_sets():
    runs = [[c * 13 + n for n in range(start, start + length)]
            for c in range(4) for length in (3, 4, 5) for start in range(0, 14 - length)]
    groups = [[c * 13 + n for c in colours]
              for n in range(13) for colours in ((0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3), (0, 1, 2, 3))]
    return runs + groups


_SETS = _all_sets()


def deal(seed: int, attempt: int = 0) -> tuple:
    """A table of 3 to 6 valid sets and a rack of 6 to 10 tiles (faces) from the
    box (R-TILES), seeded: about half the rack lies near the table's tiles (their
    neighbours in a run, their number in another colour), so that laying it
    often means rearranging; one rack in five holds a joker."""
    rng = random.Random(seed * DEALS + attempt)
    box = Counter({face: 2 for face in range(52)})
    box[JOKER] = 2
    table = []
    for _ in range(rng.randint(3, 6)):
        chosen = rng.choice([s for s in _SETS if all(box[f] for f in s)])  # a set's faces are distinct
        for face in chosen:
            box[face] -= 1
        table.append(chosen)
    near = sorted({n for s in table for f in s for n in _neighbours(f) if box[n]})
    rack = []
    size = rng.randint(6, 10)
    if rng.random() < 0.2:
        rack.append(JOKER)
        box[JOKER] -= 1
    while len(rack) < size:
        pool = [f for f in near if box[f]] if rng.random() < 0.5 else [f for f in range(52) if box[f]]
        face = rng.choice(pool or [f for f in range(52) if box[f]])
        box[face] -= 1
        rack.append(face)
    return table, sorted(rack)


def _neighbours(face: int) -> list:
    colour, number = colour_of(face), number_of(face)
    out = [c * 13 + number - 1 for c in range(4) if c != colour]
    out += [colour * 13 + n - 1 for n in (number - 1, number + 1) if 1 <= n <= 13]
    return out


# -- measuring ----------------------------------------------------------------
def measure(puzzle_id: str, table: Sequence[Sequence[int]], rack: Sequence[int], objective: str) -> Puzzle:
    """The solver's optimum and the difficulty (module docstring)."""
    best = best_play(table, rack, True, objective)
    greedy = greedy_count(table, rack)
    remaining = Counter(tuple(sorted(s)) for s in best.table)
    changed = 0
    for tiles in table:
        key = tuple(sorted(tiles))
        if remaining[key]:
            remaining[key] -= 1
        else:
            changed += 1
    shortfall = best.count - greedy
    level = "easy" if shortfall == 0 else "hard" if shortfall >= 3 or changed >= 3 else "medium"
    return Puzzle(puzzle_id, [list(s) for s in table], list(rack), objective, best.count, best.points,
                  [list(s) for s in best.table], greedy, changed, level)


def greedy_count(table: Sequence[Sequence[int]], rack: Sequence[int]) -> int:
    """Tiles laid by a player who leaves the table's sets whole: the rack's own
    best sets (the solver on the rack alone), then each tile left that makes a
    set it is added to still valid (R-RUN, R-GROUP), until none does."""
    own = best_play([], rack, True, "tiles")
    laid = own.count
    left = list(rack)
    for face in own.placed:
        left.remove(face)
    board = [list(s) for s in table] + [list(s) for s in own.table]
    progress = True
    while progress:
        progress = False
        for face in list(left):
            target = next((s for s in board if sets.is_valid(s + [face])), None)
            if target is not None:
                target.append(face)
                left.remove(face)
                laid += 1
                progress = True
    return laid


# -- judging ----------------------------------------------------------------
def judge(puzzle: Puzzle, table_faces: Sequence[Sequence[int]]) -> Answer:
    """The player's table against the rules (R-TURN, R-RUN, R-GROUP, R-TAKEBACK
    ...) and the solver's optimum: solved when it lays as many tiles (points,
    for a van der Wekken puzzle) as the best play."""
    verdict = check_turn(puzzle.table, table_faces, puzzle.rack, True)
    if not verdict.legal:
        return Answer(verdict.rule)
    laid = Counter(f for s in table_faces for f in s) - Counter(f for s in puzzle.table for f in s)
    count = sum(laid.values())
    points = sum(number_of(f) * n for f, n in laid.items() if f != JOKER)  # no jokers in points puzzles
    reached = points if puzzle.objective == "points" else count
    return Answer("", count, points, reached >= puzzle.target)
