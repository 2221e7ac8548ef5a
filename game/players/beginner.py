"""Beginner ("Anfänger"): plays a simple valid move and never rearranges.

Before the initial meld it lays the solver's meld as soon as it has one
(R-MELD30); afterwards it lays the sets it finds in its own rack and puts
single rack tiles at the table's sets (game.players.simple), never
changing how the table is split (R-REARRANGE). Beginner mistakes, drawn
from the seed: sometimes it overlooks every play and draws, sometimes it
forgets to add tiles to the table's sets, and it throws in its jokers freely.
"""

from __future__ import annotations

import random

from rules import sets

from .seen import Move, Seen
from .simple import simple_play

OVERLOOK = 0.25  # chance to overlook every play and draw instead
FORGET_EXTEND = 0.4  # chance to forget adding tiles to the table's sets


def choose(seen: Seen, rng: random.Random) -> Move:
    overlook = rng.random() < OVERLOOK
    forget = rng.random() < FORGET_EXTEND
    if overlook and seen.pool_size:
        return Move("draw")
    table, placed = simple_play(seen.table, seen.rack, seen.melded, extend_table=not forget)
    if not placed and forget:
        table, placed = simple_play(seen.table, seen.rack, seen.melded)
    if not placed:
        return seen.no_tiles_move()
    return seen.play_move([sets.display_order(tiles) for tiles in table])
