"""Word positions for the tests and bench/word_moves.py: seeded ones (a table
of words from the box and a rack from the tiles left) and ``arrange``, a
position written in letters put into a game."""

from __future__ import annotations

import random
from collections import Counter
from typing import Sequence

from rules.words.moves import Position
from rules.words.tiles import JOKER, JOKER_IDS, LETTERS, face_ids, parse_rack, parse_word
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


def arrange(game, table=(), racks=(), pool="", laid_first=None, totals=None):
    """Put a position in place (not an action: such a game does not replay).
    Tile ids are each letter's first free copies, the table's first; tiles
    named nowhere leave the game."""
    free = {face: list(face_ids(face)) for face in range(JOKER + 1)}
    game.table, game.jokers = [], {}
    for text in table:
        word = []
        for face, joker in parse_word(text):
            tile = free[JOKER if joker else face].pop(0)
            word.append(tile)
            if joker:
                game.jokers[tile] = face
        game.table.append(word)
    game.racks = [[free[face].pop(0) for face in parse_rack(text)] for text in racks]
    game.pool = [free[face].pop(0) for face in parse_rack(pool)]
    game.laid_first = list(laid_first or [False] * game.players)
    game.totals = list(totals or [0] * game.players)
