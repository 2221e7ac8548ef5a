"""Child ("Kind"): a child's vocabulary, the 20,000 most frequent words
(``Lexicon.words(max_rank)``); lays one word of its own rack a turn, never
touches the table's words, and does not always see its longest word: it picks
one of its ``CHOICES`` best plays, the better the likelier (``WEIGHTS``)."""

from __future__ import annotations

import random

from .seen import WordMove, WordSeen

VOCABULARY = 20_000
WORK = 15_000  # anagram-index steps at most
CHOICES = 4
WEIGHTS = (4, 3, 2, 1)


def choose(seen: WordSeen, rng: random.Random, lexicon) -> WordMove:
    found = seen.plays(lexicon, VOCABULARY, WORK, CHOICES, ("rack",), several=False)
    if not found:
        return WordMove()
    return WordMove(rng.choices(found, WEIGHTS[:len(found)])[0])
