"""Master ("Meister"): the whole lexicon, every kind of play (a table joker
exchanged too, W-JOKER), and a plan for the race to 99 points (W-END) and for
W-EMPTY's doubling. Of its ``CANDIDATES`` best plays it takes:

* one that reaches 99 points: the game is won at once (the highest of them);
* when an opponent is within ``RACE`` points of 99 or the pool is nearly
  empty (the last round is near), the highest score: points now are all;
* otherwise the highest score plus what the tiles it keeps are worth:
  ``JOKER_KEEP`` per joker kept, and, when the tiles left (at most
  ``HOPE_TILES``) spell a word of their own or extend a word of the table
  after the play, the hope of laying them whole next turn, doubled:
  ``HOPE`` times twice the longest such word.
"""

from __future__ import annotations

import random

from rules.words.anagrams import Work, anagram_index, letter_counts
from rules.words.tiles import FACE_OF, JOKER, LETTERS, spell
from rules.words.turn import WORD_MINIMUM
from rules.words.variant import WIN_POINTS

from .seen import WordMove, WordSeen

WORK = 40_000  # anagram-index steps at most
CANDIDATES = 16
RACE = 20  # an opponent this near 99 points: every point counts now
LOW_POOL = 8  # tiles left in the pool when the last round is near
JOKER_KEEP = 3.0  # points a joker kept on the rack is worth
HOPE = 0.5  # chance counted on of laying the tiles left whole next turn
HOPE_TILES = 7
HOPE_WORK = 2_000  # anagram-index steps per look at the tiles left


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
    return WordMove(max(found, key=lambda play: play.score + kept_value(seen, play, index)))


def kept_value(seen: WordSeen, play, index) -> float:
    """What the tiles a play leaves on the rack are worth."""
    laid = set(play.laid)
    left = [FACE_OF[tile] for tile in seen.rack if tile not in laid]
    if not left:
        return 0.0
    jokers = left.count(JOKER)
    value = JOKER_KEEP * jokers
    if len(left) <= HOPE_TILES:
        value += HOPE * 2 * longest_laying(left, play, index)
    return value


def longest_laying(left: list, play, index) -> int:
    """The longest word that lays all of ``left`` next turn: a word of its own
    or a word of the table after ``play`` extended (0: none found)."""
    letters, jokers, size, work = letter_counts(left), left.count(JOKER), len(left), Work(HOPE_WORK)
    longest = size if size >= WORD_MINIMUM and index.spell(letters, jokers, None, size, size, work) else 0
    for tiles in play.table:
        word = spell(tiles, dict(play.jokers))
        length = len(word) + size
        if length > longest and index.spell(letters, jokers, letter_counts(LETTERS.index(letter) for letter in word),
                                            length, length, work):
            longest = length
    return longest
