"""A simple random player for property tests: lays a random valid new set of
three from its rack (one worth 30 for the initial meld), sometimes extends a
run on the table, otherwise draws (passes once the pool is out)."""

import itertools
import random

from rules import sets
from rules.tiles import face_of


def random_turn(game, rng: random.Random, now: int) -> None:
    rack = list(game.racks[game.current])
    rng.shuffle(rack)
    melded = game.melded[game.current]
    for trio in itertools.islice(itertools.combinations(rack, 3), 400):
        faces = [face_of(t) for t in trio]
        if sets.is_valid(faces) and (melded or sets.points(faces) >= 30):
            table = [list(s) for s in game.table] + [list(trio)]
            if melded and rng.random() < 0.5:
                table = extend_somewhere(table, rack, set(trio))
            game.play(table, now)
            return
    if game.pool:
        game.draw(now)
    else:
        game.pass_turn(now)


def extend_somewhere(table, rack, used):
    for tile in rack:
        if tile in used:
            continue
        for index, tiles in enumerate(table):
            longer = tiles + [tile]
            if sets.is_valid([face_of(t) for t in longer]):
                table[index] = longer
                return table
    return table
