"""Club ("Klub"): a club player's vocabulary, the 100,000 most frequent
words; besides words of its rack it extends the table's words and takes
letters from them (W-CHANGE), lays its whole rack in several words when it
can (W-EMPTY doubles the longest), and keeps its jokers: a play laying a
rack joker counts ``JOKER_COST`` points less, unless it lays the whole rack."""

from __future__ import annotations

import random

from .seen import WordMove, WordSeen, jokers_laid

VOCABULARY = 100_000
WORK = 25_000  # anagram-index steps at most
CANDIDATES = 12  # the best plays weighed
JOKER_COST = 3
KINDS = ("rack", "extend", "take")


def choose(seen: WordSeen, rng: random.Random, lexicon) -> WordMove:
    found = seen.plays(lexicon, VOCABULARY, WORK, CANDIDATES, KINDS)
    if not found:
        return WordMove()

    def value(play) -> float:
        if len(play.laid) == len(seen.rack):
            return play.score
        return play.score - JOKER_COST * jokers_laid(play)

    return WordMove(max(found, key=value))
