"""The strength benchmark's baselines, playing for this turn alone:

* Greedy (``choose``): every turn the longest word of its own rack it may lay
  (the whole lexicon, jokers used freely), one word a turn; it never changes
  the table's words. It draws (W-PASS) when no word fits.
* Top (``choose_top``): every turn the highest-scoring play of every kind
  Master's search finds (the same lexicon and work), no plan beyond it: what
  Master's plan for later turns (rules.words.game W-END, W-EMPTY) is measured against.
"""

from __future__ import annotations

import random

from . import master
from .seen import WordMove, WordSeen

WORK = 200_000  # anagram-index steps at most (the longest word is found long before)


def choose(seen: WordSeen, rng: random.Random, lexicon) -> WordMove:
    found = seen.plays(lexicon, None, WORK, 1, ("rack",), several=False)
    return WordMove(found[0] if found else None)


def choose_top(seen: WordSeen, rng: random.Random, lexicon) -> WordMove:
    found = seen.plays(lexicon, None, master.WORK, master.CANDIDATES)
    return WordMove(max(found, key=lambda play: play.score) if found else None)
