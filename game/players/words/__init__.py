"""Computer players of the word game (issue #14), pure Python.

    from game.players.words import choose_move, LEVELS
    move = choose_move(seen, "master", seed, lexicon)   # seen: WordSeen or its dict
    move.as_action()   # {"act": "play", "table": [[ids]...], "jokers": {"110": face}} or {"act": "draw"}

Three levels whose vocabulary and search differ (``LEVELS``): Child (the
20,000 most frequent words, words of its rack only), Club (100,000 words,
the table's words extended and taken from, the whole rack in several words)
and Master (the whole lexicon, every kind of play, a plan for the race to 99,
for W-EMPTY's doubling and one turn ahead); ``greedy`` (the longest word of
its rack) and ``top`` (the highest score of any kind) are the strength
benchmark's baselines. Each sees only its own ``WordSeen``, and thinking is bounded by work (steps of the anagram index), never by the
clock, so the same view and seed always give the same move. Plays come from
rules.words.moves, checked by check_turn.
"""

from __future__ import annotations

import random

from rules.words.anagrams import anagram_index

from . import child, club, greedy, master
from .seen import WordMove, WordSeen

# level -> (English label, German label, chooser)
LEVELS = {
    "child": ("Child", "Kind", child.choose),
    "club": ("Club", "Klub", club.choose),
    "master": ("Master", "Meister", master.choose),
}
BASELINE = {"greedy": ("Greedy", "Gierig", greedy.choose), "top": ("Top", "Punktejäger", greedy.choose_top)}


def label(level: str, language: str = "en") -> str:
    english, german, _ = {**LEVELS, **BASELINE}[level]
    return german if language == "de" else english


def prepare(level: str, lexicon) -> None:
    """Build ``level``'s anagram index before its first move (the worker does it
    while the human thinks): the first move is then as quick as the others."""
    anagram_index(lexicon, {"child": child.VOCABULARY, "club": club.VOCABULARY}.get(level))


def choose_move(seen, level: str, seed: int, lexicon) -> WordMove:
    """The move of ``level`` (or a baseline, ``greedy`` or ``top``) for the player whose view ``seen`` is."""
    players = {**LEVELS, **BASELINE}
    if level not in players:
        raise ValueError(f"unknown level {level!r}: one of {', '.join(players)}")
    if not isinstance(seen, WordSeen):
        seen = WordSeen.from_dict(seen)
    return players[level][2](seen, random.Random(seed), lexicon)


__all__ = ["BASELINE", "LEVELS", "WordMove", "WordSeen", "choose_move", "label", "prepare"]
