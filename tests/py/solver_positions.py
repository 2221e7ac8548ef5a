"""Seeded random positions for solver tests and the benchmark: a table built
from random valid sets (jokers included), a rack drawn from what is left."""

from __future__ import annotations

import random

JOKER = 52


def _random_set(rng, room):
    colour = rng.randrange(4)
    if room < 4 or rng.random() < 0.5:
        length = min(rng.choice((3, 3, 4, 4, 5, 6, 7)), room)
        start = rng.randint(1, 14 - length)
        return [colour * 13 + n - 1 for n in range(start, start + length)]
    number = rng.randint(1, 13)
    colours = sorted(rng.sample(range(4), rng.choice((3, 4))))
    return [c * 13 + number - 1 for c in colours]


def random_position(rng: random.Random, table_size: int, rack_size: int):
    """(table sets, rack faces): a valid table of about ``table_size`` tiles
    (fewer when the box runs short), then ``rack_size`` tiles from the rest."""
    box = [2] * 53
    table = []
    size = 0
    misses = 0
    while table_size - size >= 3 and misses < 500:
        faces = _random_set(rng, table_size - size)
        if any(box[f] < faces.count(f) for f in faces):
            misses += 1
            continue
        for f in faces:
            box[f] -= 1
        if box[JOKER] and rng.random() < 0.12:
            i = rng.randrange(len(faces))
            box[faces[i]] += 1
            box[JOKER] -= 1
            faces[i] = JOKER
        table.append(faces)
        size += len(faces)
    rest = [f for f in range(53) for _ in range(box[f])]
    rack = rng.sample(rest, min(rack_size, len(rest)))
    return table, rack
