"""Greedy, the strength benchmark's baseline: every turn the longest word of
its own rack it may lay (the whole lexicon, jokers used freely), one word a
turn; it never changes the table's words. It draws (W-PASS) when no word fits."""

from __future__ import annotations

import random

from .seen import WordMove, WordSeen

WORK = 200_000  # anagram-index steps at most (the longest word is found long before)


def choose(seen: WordSeen, rng: random.Random, lexicon) -> WordMove:
    found = seen.plays(lexicon, None, WORK, 1, ("rack",), several=False)
    return WordMove(found[0] if found else None)
