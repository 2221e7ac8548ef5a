"""A simple random player for property tests: lays random valid new sets of
three from its rack (worth 30 together for the initial meld) and, once
melded, adds rack tiles to sets on the table where they fit; otherwise it
draws (passes once the pool is out). Strong enough to end games by
R-RUMMIKUB now and then, so the scoring properties are exercised."""

import itertools
import random

from rules import sets
from rules.game import GameError
from rules.solver import best_play
from rules.tiles import assign_ids, face_of


def valid(tiles):
    return sets.is_valid([face_of(t) for t in tiles])


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


def random_turn(game, rng: random.Random, now: int) -> None:
    melded = game.melded[game.current]
    found, rest = new_sets(game.racks[game.current], rng)
    if not melded and sum(sets.points([face_of(t) for t in s]) for s in found) < 30:
        found = []
    table = [list(s) for s in game.table] + found
    if melded:
        table = extend(table, rest)
    if table != game.table and game.check(table).legal:
        game.play(table, now)
    elif game.pool:
        game.draw(now)
    else:
        try:
            game.pass_turn(now)
        except GameError:  # R-POOL-EMPTY original: he must play if he can
            play = best_play(game.table_faces(game.table), game.faces(game.racks[game.current]), melded)
            game.play(assign_ids(play.table, game.table, game.racks[game.current]), now)
