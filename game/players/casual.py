"""Casual ("Hobby" in German): greedy by tiles — every turn the solver's
play that lays the most rack tiles (ties: most points), with full
rearrangement (R-REARRANGE, R-JOKER-FREE); it melds as soon as it can
(R-MELD30) and draws (passes once the pool is empty) when nothing fits."""

from __future__ import annotations

import random

from .seen import Move, Seen


def choose(seen: Seen, rng: random.Random) -> Move:
    return seen.move_for(seen.solve("tiles"))
