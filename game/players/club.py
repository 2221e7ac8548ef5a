"""Club ("Klubspieler"): a careful club player's rules of thumb.

* keeps its jokers: a rack joker is laid only to go out (R-RUMMIKUB) or once
  the pool is empty (R-POOL-EMPTY: a joker left on the rack costs 30,
  R-JOKER-VALUE). A joker on the table is everybody's (R-JOKER-FREE: any
  player may rearrange it into his own sets), so laying one early feeds the
  opponents; against the greedy Casual this alone wins about two games in three;
* plans the initial meld without jokers (R-MELD30), laying the most tiles;
* goes out whenever it can;
* plays for value when the pool runs low or an opponent is nearly out: the
  play that lays the most points (R-POOL-EMPTY, R-SCORE), else the most tiles.
"""

from __future__ import annotations

import random

from .seen import Move, Seen, without_jokers

LOW_POOL_PER_PLAYER = 4  # pool below this many tiles per player: play for value
NEAR_OUT = 4  # an opponent with this few tiles is nearly out


def choose(seen: Seen, rng: random.Random) -> Move:
    return seen.move_for(club_play(seen))


def club_play(seen: Seen):
    """Club's play (count 0: draw or pass)."""
    best = seen.solve("tiles")
    if not best.count or best.count == len(seen.rack):
        return best
    if not seen.pool_size:
        return seen.solve("points")
    objective = "points" if seen.melded and pressed(seen) else "tiles"
    return seen.solve(objective, without_jokers(seen.rack))


def pressed(seen: Seen) -> bool:
    """The pool runs low or an opponent is nearly out: rack points matter now."""
    return seen.pool_size < LOW_POOL_PER_PLAYER * seen.players or min(seen.opponent_counts()) <= NEAR_OUT
