"""Random players for property tests, every move going through ``Game.apply``.

``random_turn``: lays random valid new sets of three from its rack (worth 30
together for the initial meld) and, once melded, adds rack tiles to sets on
the table where they fit; otherwise it draws (passes once the pool is out).
Strong enough to end games by R-RUMMIKUB now and then, so the scoring
properties are exercised.

``quick_table``: a faster and more varied proposal for the fuzz
(test_rules_fuzz.py): runs and groups of any length found in one pass over
the rack, jokers filling a pair, rack tiles added to table sets, long runs
split (R-REARRANGE). ``solver_table``: the exact solver's best play.
"""

import itertools
import random

from rules import sets
from rules.game import GameError
from rules.solver import best_play
from rules.tiles import JOKER, assign_ids, colour_of, face_of, make_face, number_of


def valid(tiles):
    return sets.is_valid([face_of(t) for t in tiles])


def points(tiles):
    return sets.points([face_of(t) for t in tiles])


def new_sets(rack, rng):
    rest = list(rack)
    rng.shuffle(rest)
    found = []
    while True:
        trio = next((c for c in itertools.islice(itertools.combinations(rest, 3), 150) if valid(c)), None)
        if trio is None:
            return found, rest
        found.append(list(trio))
        rest = [t for t in rest if t not in trio]


def extend(table, rest):
    for tile in list(rest):
        for index, tiles in enumerate(table):
            for longer in (tiles + [tile], [tile] + tiles):
                if valid(longer):
                    table[index] = longer
                    rest.remove(tile)
                    break
            else:
                continue
            break
    return table


def random_action(game, rng: random.Random, now: int) -> dict:
    """The random player's action in the form ``Game.apply`` takes."""
    melded = game.melded[game.current]
    found, rest = new_sets(game.racks[game.current], rng)
    if not melded and sum(points(s) for s in found) < 30:
        found = []
    table = [list(s) for s in game.table] + found
    if melded:
        table = extend(table, rest)
    if table != game.table and game.check(table).legal:
        return {"act": "play", "at": now, "table": table}
    return {"act": "draw" if game.pool else "pass", "at": now}


def solver_table(game):
    """The solver's best play for the player to move as a complete table of
    tile ids, None if he cannot lay a tile."""
    rack = game.racks[game.current]
    play = best_play(game.table_faces(game.table), game.faces(rack), game.melded[game.current])
    return assign_ids(play.table, game.table, rack) if play.count else None


def random_turn(game, rng: random.Random, now: int) -> None:
    try:
        game.apply(random_action(game, rng, now))
    except GameError:  # R-POOL-EMPTY original: he must play if he can
        game.apply({"act": "play", "at": now, "table": solver_table(game)})


# -- the fuzz's faster, more varied proposals ----------------------------------

def quick_sets(rack, rng: random.Random):
    """Random valid new sets from ``rack`` in one pass: groups of 3 or 4, runs
    of 3 and more, a joker completing a pair. Returns (sets, tiles left)."""
    tiles = list(rack)
    rng.shuffle(tiles)
    jokers = [t for t in tiles if face_of(t) == JOKER]
    by_face = {}
    for tile in tiles:
        if face_of(tile) != JOKER:
            by_face.setdefault(face_of(tile), []).append(tile)
    options = []
    for number in range(1, 14):
        group = [by_face[f][0] for f in (make_face(c, number) for c in range(4)) if f in by_face]
        rng.shuffle(group)
        if len(group) >= 3:
            options.append(group[:rng.randint(3, len(group))])
        elif len(group) == 2 and jokers:
            options.append(group + [rng.choice(jokers)])
    for colour in range(4):
        stretch = []
        for number in range(1, 15):
            face = make_face(colour, number)
            if number <= 13 and face in by_face:
                stretch.append(by_face[face][-1])  # the other copy than the group's, if two
                continue
            if len(stretch) >= 3:
                size = rng.randint(3, len(stretch))
                start = rng.randint(0, len(stretch) - size)
                options.append(stretch[start:start + size])
            elif len(stretch) == 2 and jokers:
                options.append(stretch + [rng.choice(jokers)])
            stretch = []
    rng.shuffle(options)
    used, found = set(), []
    for option in options:
        if not used.intersection(option) and valid(option):
            found.append(option)
            used.update(option)
    return found, [t for t in rack if t not in used]


def _shape(tiles):
    """Numbers and colours of the set's numbered tiles."""
    numbered = [face_of(t) for t in tiles if face_of(t) != JOKER]
    return {number_of(f) for f in numbered}, {colour_of(f) for f in numbered}


def attach(table, rest, rng: random.Random):
    """Add tiles of ``rest`` to sets of ``table`` where the set stays valid
    (both lists change in place)."""
    shapes = [_shape(tiles) for tiles in table]
    order = list(rest)
    rng.shuffle(order)
    for tile in order:
        face = face_of(tile)
        if face == JOKER:
            places = list(range(len(table)))
        else:  # same number and a new colour, or same colour and a new number
            number, colour = number_of(face), colour_of(face)
            places = [i for i, (numbers, colours) in enumerate(shapes)
                      if numbers == {number} and colour not in colours
                      or colours == {colour} and number not in numbers]
        rng.shuffle(places)
        for index in places[:4]:
            if valid(table[index] + [tile]):
                table[index] = table[index] + [tile]
                shapes[index] = _shape(table[index])
                rest.remove(tile)
                break
    return table


def split_runs(table, rng: random.Random):
    """R-REARRANGE: cut a run of six or more into two valid runs."""
    for index in rng.sample(range(len(table)), len(table)):
        tiles = table[index]
        if len(tiles) >= 6 and sets.run_starts([face_of(t) for t in tiles]):
            ordered = sorted(tiles, key=lambda t: number_of(face_of(t)) if face_of(t) != JOKER else 99)
            if JOKER in [face_of(t) for t in tiles]:
                continue  # where a joker sits is a question of reading; leave it
            cut = rng.randint(3, len(tiles) - 3)
            table[index:index + 1] = [ordered[:cut], ordered[cut:]]
            return table
    return table


def quick_table(game, rng: random.Random, meld_rule: bool = True):
    """A random table to end the turn with: new sets from the rack and, once
    melded, rack tiles added to table sets and long runs split. Before the
    initial meld (``meld_rule``) only new sets worth 30 together (R-MELD30);
    ``meld_rule=False`` ignores that rule (the fuzz's near-miss). None if
    nothing was laid."""
    melded = game.melded[game.current]
    found, rest = quick_sets(game.racks[game.current], rng)
    if meld_rule and not melded and sum(points(s) for s in found) < 30:
        return None
    table = [list(s) for s in game.table] + found
    if melded or not meld_rule:
        attach(table, rest, rng)
        if rng.random() < 0.3:
            split_runs(table, rng)
    laid = sum(map(len, table)) - sum(map(len, game.table))
    return table if laid else None
