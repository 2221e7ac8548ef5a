"""Master ("Meister"): the whole lexicon, every kind of play (a table joker
exchanged too, W-JOKER), and a plan for the race to 99 points (W-END) and for
W-EMPTY's doubling. Of its ``CANDIDATES`` best plays it takes:

* one that reaches 99 points: the game is won at once (the highest of them);
* when an opponent is within ``RACE`` points of 99 or the pool is nearly
  empty (the last round is near), the highest score: points now are all;
* otherwise the highest score plus what the play leaves for the next turn,
  counted at ``NEXT`` (the opponent moves in between): after laying the whole
  rack, ``EMPTY_NEXT`` (W-EMPTY's 7 fresh tiles, unknown); else the best play
  the tiles left make on the table this play leaves (one turn looked ahead,
  ``LOOK_WORK`` steps), plus ``JOKER_KEEP`` per joker kept.
"""

from __future__ import annotations

import random

from rules.words.anagrams import Work, anagram_index
from rules.words.moves import Position, WordPlay, plays
from rules.words.tiles import FACE_OF, JOKER
from rules.words.variant import WIN_POINTS

from .seen import WordMove, WordSeen

WORK = 40_000  # anagram-index steps at most
CANDIDATES = 16
RACE = 20  # an opponent this near 99 points: every point counts now
LOW_POOL = 8  # tiles left in the pool when the last round is near
NEXT = 0.7  # share of next turn's best play counted now
EMPTY_NEXT = 20.0  # what 7 fresh tiles are worth next turn (a whole rack laid again, doubled)
JOKER_KEEP = 3.0  # points a joker kept on the rack is worth
LOOK_WORK = 10_000  # anagram-index steps per look at the tiles left


def choose(seen: WordSeen, rng: random.Random, lexicon) -> WordMove:
    found = seen.plays(lexicon, None, WORK, CANDIDATES)
    if not found:
        return WordMove()
    winning = [play for play in found if seen.own_total + play.score >= WIN_POINTS]
    if winning:
        return WordMove(max(winning, key=lambda play: play.score))
    if seen.best_opponent_total >= WIN_POINTS - RACE or seen.pool <= LOW_POOL:
        return WordMove(max(found, key=lambda play: play.score))
    index = anagram_index(lexicon, None)
    return WordMove(max(found, key=lambda play: play.score + kept_value(seen, play, lexicon, index)))


def kept_value(seen: WordSeen, play: WordPlay, lexicon, index) -> float:
    """What a play leaves for the next turn (see the module docstring)."""
    laid = set(play.laid)
    left = tuple(tile for tile in seen.rack if tile not in laid)
    if not left:
        return NEXT * EMPTY_NEXT
    following = next(plays(Position(left, play.after(), True), lexicon, index, Work(LOOK_WORK)), None)
    jokers = sum(1 for tile in left if FACE_OF[tile] == JOKER)
    return NEXT * (following.score if following else 0) + JOKER_KEEP * jokers
