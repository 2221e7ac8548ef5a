"""TEMPORARY computer move until the players of issue #4 land: lays the runs
and groups it finds on its rack (the initial meld only if worth 30, R-MELD30),
then adds single tiles to the ends of sets on the table. Also the stand-in hint."""

from __future__ import annotations

from itertools import combinations
from typing import List, Optional, Sequence

from rules.tiles import JOKER, colour_of, face_of, number_of

from game.standin_engine import set_kind, set_points


def _faces(tiles):
    return [face_of(t) for t in tiles]


def find_sets(rack: Sequence[int]) -> List[List[int]]:
    """Greedy: runs per colour, then groups, then pairs completed by a joker."""
    left = sorted(rack, key=lambda t: (face_of(t) == JOKER, face_of(t)))
    sets = []
    for colour in range(4):
        own = sorted({number_of(face_of(t)): t for t in left
                      if face_of(t) != JOKER and colour_of(face_of(t)) == colour}.items())
        run: list = []
        for number, tile in own + [(99, None)]:
            if run and number == number_of(face_of(run[-1])) + 1:
                run.append(tile)
                continue
            if len(run) >= 3:
                sets.append(run)
            run = [tile] if tile is not None else []
    used = {t for s in sets for t in s}
    left = [t for t in left if t not in used]
    for number in range(13, 0, -1):
        group = list({colour_of(face_of(t)): t for t in left
                      if face_of(t) != JOKER and number_of(face_of(t)) == number}.values())
        if len(group) >= 3:
            sets.append(group)
            left = [t for t in left if t not in group]
    jokers = [t for t in left if face_of(t) == JOKER]
    numbered = [t for t in left if face_of(t) != JOKER]
    for a, b in combinations(sorted(numbered, key=lambda t: -number_of(face_of(t))), 2):
        if not jokers or a not in numbered or b not in numbered:
            continue
        candidate = [a, b, jokers[0]]
        if set_kind(_faces(candidate)):
            sets.append(candidate)
            jokers.pop(0)
            numbered = [t for t in numbered if t not in (a, b)]
    return sets


def choose(table: Sequence[Sequence[int]], rack: Sequence[int], melded: bool) -> Optional[List[List[int]]]:
    """The new table, or None to draw."""
    sets = find_sets(rack)
    if not melded:
        if sum(set_points(_faces(s)) for s in sets) < 30:
            return None
        return [list(s) for s in table] + sets
    new_table = [list(s) for s in table] + sets
    used = {t for s in sets for t in s}
    for tile in [t for t in rack if t not in used]:
        for index, target in enumerate(new_table):
            for candidate in (target + [tile], [tile] + target):
                if set_kind(_faces(candidate)):
                    new_table[index] = candidate
                    break
            else:
                continue
            break
    if sum(len(s) for s in new_table) == sum(len(s) for s in table):
        return None
    return new_table
