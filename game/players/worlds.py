"""Guesses at the hidden tiles, consistent with one player's observation.

A world deals the unseen tiles (box minus own rack minus table, R-TILES) to
the opponents by their known rack sizes and leaves the rest as the pool, in
a random order drawn from the seed. An opponent who has not melded yet is
dealt, where a few redeals allow it, a rack that could not meld 30 either
(R-MELD30: else he would probably have melded); at most ``REDEALS`` extra
deals per world bound that work. Worlds are dealt one at a time, as the
caller asks for them. Nothing here reads anything but the observation.
"""

from __future__ import annotations

import random
from typing import Iterator, NamedTuple

from rules.solver import max_meld_points

from .seen import MELD_POINTS, Seen

REDEALS = 2  # extra deals tried to keep an unmelded opponent unable to meld


class World(NamedTuple):
    racks: tuple  # per opponent (play order after the player): list of faces
    pool: list  # faces, next draw first


def sample_worlds(seen: Seen, rng: random.Random, count: int, meter: list | None = None) -> Iterator[World]:
    """Up to ``count`` worlds guessed from the observation and ``rng``; the
    solver work of the meld checks is added to ``meter[0]`` when given."""
    unseen = seen.unseen_faces()
    sizes = seen.opponent_counts()
    unmelded = [not seen.melded_all[p] for p in seen.opponents]
    for _ in range(count):
        for attempt in range(REDEALS + 1):
            tiles = list(unseen)
            rng.shuffle(tiles)
            racks, start = [], 0
            for size in sizes:
                racks.append(tiles[start:start + size])
                start += size
            if attempt == REDEALS or not any(unmelded):
                break
            checks = [max_meld_points(rack, meter) for rack, fresh in zip(racks, unmelded) if fresh]
            if all(points < MELD_POINTS for points in checks):
                break
        yield World(tuple(racks), tiles[start:])
