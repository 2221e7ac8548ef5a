"""The letter-tile box and its text forms (W-TILES).

Two integer spaces, plain ints so hot paths stay fast, as in rules/tiles.py:

* a **tile id** (0..111) names one physical tile: the 110 letter tiles
  letter by letter in ``LETTERS`` order (A: 0..5, B: 6..7, …, Ü: 109), then
  the two jokers, 110 and 111;
* a **face** is what a tile shows: the letter's index in ``LETTERS``
  (0..28), or ``JOKER`` (29).

Text forms: a word is written in capitals (``GARTEN``); a joker on the table
as the lower-case letter it stands for (``GARTeN``); on a rack a joker is
``*`` (``VERTAGH*``, case does not matter there). There is no ß tile (a word
with ß is laid with SS), and Ä, Ö, Ü are letters of their own.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from typing import Iterable, Mapping, Sequence

from rules.tiles import NotationError

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ"
COUNTS = (6, 2, 4, 6, 12, 3, 3, 5, 8, 1, 3, 4, 4, 9, 4, 1, 1, 6, 8, 4, 6, 1, 2, 1, 1, 2, 1, 1, 1)  # word 7
JOKER = len(LETTERS)  # 29
JOKER_COUNT = 2
RACK_JOKER = "*"

FACE_OF: tuple[int, ...] = tuple(face for face, count in enumerate(COUNTS) for _ in range(count)) \
    + (JOKER,) * JOKER_COUNT
"""Tile id -> face (a tuple: the hot path indexes it)."""
ALL_TILE_IDS = tuple(range(len(FACE_OF)))  # 112 tiles
JOKER_IDS = ALL_TILE_IDS[-JOKER_COUNT:]
_FIRST_ID = tuple(sum(COUNTS[:face]) for face in range(len(COUNTS))) + (JOKER_IDS[0],)
_FACE_BY_LETTER = {letter: face for face, letter in enumerate(LETTERS)}


def face_of(tile: int) -> int:
    """The face a tile id shows."""
    return FACE_OF[tile]


def face_ids(face: int) -> tuple[int, ...]:
    """The tile ids that show ``face``."""
    first = _FIRST_ID[face]
    return tuple(range(first, first + (JOKER_COUNT if face == JOKER else COUNTS[face])))


def letter_of(face: int) -> str:
    """The letter of a letter face (``RACK_JOKER`` for the joker)."""
    return RACK_JOKER if face == JOKER else LETTERS[face]


def spell(word: Sequence[int], jokers: Mapping[int, int]) -> str:
    """A word of tile ids in capitals, each joker as the letter ``jokers`` gives it.
    KeyError if a joker has no letter."""
    return "".join(LETTERS[jokers[tile] if FACE_OF[tile] == JOKER else FACE_OF[tile]] for tile in word)


def format_word(word: Sequence[int], jokers: Mapping[int, int]) -> str:
    """The table form: capitals, a joker as its letter in lower case (``GARTeN``)."""
    return "".join(LETTERS[jokers[tile]].lower() if FACE_OF[tile] == JOKER else LETTERS[FACE_OF[tile]]
                   for tile in word)


def format_rack(tiles: Iterable[int]) -> str:
    """The rack form: letters, ``*`` for a joker (``VERTAGH*``)."""
    return "".join(letter_of(FACE_OF[tile]) for tile in tiles)


def _letter_face(char: str, text: str, capital: str) -> int:
    """The face of ``capital``, the capital of ``char`` (a character of
    ``text``); NotationError naming ``char`` if it is no letter tile."""
    face = _FACE_BY_LETTER.get(capital)
    if face is not None:
        return face
    if char in "ßẞ":
        raise NotationError(f"no ß tile in {text!r}: write SS (STRASSE)", char)
    raise NotationError(f"{char!r} in {text!r} is no letter tile (A–Z, Ä, Ö, Ü; a joker on the table in "
                        f"lower case, on a rack *)", char)


def parse_word(text: str) -> list[tuple[int, bool]]:
    """A table word: ``"GARTeN"`` -> one (letter face, is a joker) per letter.
    Raises NotationError on an empty word or a character that is no tile."""
    text = unicodedata.normalize("NFC", text.strip())
    if not text:
        raise NotationError("an empty word", text)
    glyphs = []
    for char in text:
        joker = char.islower()
        glyphs.append((_letter_face(char, text, char.upper() if joker else char), joker))
    return glyphs


def parse_rack(text: str) -> list[int]:
    """A rack: letters and ``*`` for a joker, case and spaces ignored -> faces."""
    text = unicodedata.normalize("NFC", "".join(text.split()))
    return [JOKER if char == RACK_JOKER else _letter_face(char, text, char.upper()) for char in text]


def check_box(faces: Iterable[int]) -> None:
    """NotationError if ``faces`` hold more of a tile than the box has (W-TILES)."""
    for face, count in sorted(Counter(faces).items()):
        have = JOKER_COUNT if face == JOKER else COUNTS[face]
        if count > have:
            what = "jokers" if face == JOKER else f"{LETTERS[face]} tiles"
            raise NotationError(f"{count} {what}: the box holds only {have}", letter_of(face))
