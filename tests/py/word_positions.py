"""Seeded word positions for the move-generation tests and bench/word_moves.py:
a table of words from the box and a rack from the tiles left."""

from __future__ import annotations

import random
from collections import Counter
from typing import Sequence

from rules.words.moves import Position
from rules.words.tiles import JOKER, JOKER_IDS, LETTERS, face_ids
from rules.words.turn import WordTable

FACE = {letter: face for face, letter in enumerate(LETTERS)}


def dealt(seed: int, words: int, rack_letters: int, jokers: int, vocabulary: Sequence[str]) -> Position:
    """``words`` table words of ``vocabulary`` (each from the box's tiles still
    free), then a rack of ``rack_letters`` of the letter tiles left and
    ``jokers`` jokers; the player laid his first word."""
    rng = random.Random(seed)
    free = {face: list(face_ids(face)) for face in range(JOKER)}
    table = []
    while len(table) < words:
        word = rng.choice(vocabulary)
        need = Counter(FACE[letter] for letter in word)
        if all(len(free[face]) >= count for face, count in need.items()):
            table.append([free[FACE[letter]].pop() for letter in word])
    rest = sorted(tile for tiles in free.values() for tile in tiles)
    rng.shuffle(rest)
    return Position(tuple(rest[:rack_letters]) + JOKER_IDS[:jokers], WordTable(table, {}), True)


def rack_letters(seed: int, count: int) -> list[int]:
    """``count`` letter faces drawn from the box (no jokers), seeded."""
    return random.Random(seed).sample([face for face in range(JOKER) for _ in face_ids(face)], count)
