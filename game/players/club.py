"""Club ("Klub" in German): a careful club player's rules of thumb.

* keeps its jokers: a rack joker is laid only to go out (R-RUMMIKUB), once
  the pool is empty (R-POOL-EMPTY: a joker left on the rack costs 30,
  R-JOKER-VALUE) or in a late initial meld (below). A joker on the table is everybody's (R-JOKER-FREE: any
  player may rearrange it into his own sets), so laying one early feeds the
  opponents; against the greedy Casual this alone wins about two games in three;
* plans the initial meld without jokers (R-MELD30), laying the most tiles;
  if only a joker makes 30, it melds with the fewest jokers it needs once
  the game may end soon (``hurried``) rather than risk the -200 of R-NO-MELD;
* goes out whenever it can;
* plays for value when the pool runs low or an opponent is nearly out: the
  play that lays the most points (R-POOL-EMPTY, R-SCORE), else the most tiles.
"""

from __future__ import annotations

import random

from rules.tiles import JOKER

from .seen import Move, Seen, without_jokers

LOW_POOL_PER_PLAYER = 4  # pool below this many tiles per player: play for value
NEAR_OUT = 4  # an opponent with this few tiles is nearly out
MELD_NEAR_OUT = 7  # an opponent with this few tiles: meld with jokers if need be


def choose(seen: Seen, rng: random.Random) -> Move:
    return seen.move_for(club_play(seen))


def club_play(seen: Seen):
    """Club's play (count 0: draw or pass)."""
    best = seen.solve("tiles")
    if not best.count or best.count == len(seen.rack):
        return best
    if not seen.pool_size:
        return seen.solve("points")
    if not seen.melded:
        return initial_meld(seen)
    objective = "points" if pressed(seen) else "tiles"
    return seen.solve(objective, without_jokers(seen.rack))


def initial_meld(seen: Seen):
    """R-MELD30 without jokers; once the game may end soon (``pressed``,
    or an opponent down to ``MELD_NEAR_OUT`` tiles) with the fewest jokers
    that make it: a player who could meld and never does scores -200
    (R-NO-MELD). Count 0: no meld."""
    plain = without_jokers(seen.rack)
    jokers = len(seen.rack) - len(plain) if hurried(seen) else 0
    for used in range(jokers + 1):
        play = seen.solve("tiles", plain + [JOKER] * used)
        if play.count:
            return play
    return play


def hurried(seen: Seen) -> bool:
    """The game may end before long: an initial meld should not wait."""
    return pressed(seen) or min(seen.opponent_counts()) <= MELD_NEAR_OUT


def pressed(seen: Seen) -> bool:
    """The pool runs low or an opponent is nearly out: rack points matter now."""
    return seen.pool_size < LOW_POOL_PER_PLAYER * seen.players or min(seen.opponent_counts()) <= NEAR_OUT
