"""The numbers-game tile box and its text notation (R-TILES, R-NOTATION).

Two integer spaces are used everywhere, plain ints so hot paths stay fast:

* a **tile id** (0..105) names one physical tile, so two copies are different
  objects and every tile can be traced: numbered tiles are
  ``copy * 52 + colour * 13 + (number - 1)``; the jokers are 104 and 105.
* a **face** (0..52) is what a tile shows: ``colour * 13 + (number - 1)`` for
  numbered tiles, ``JOKER`` (52) for both jokers. Set logic works on faces.

Colours, in face order: K black, O orange, B blue, R red. Notation: colour
letter + number (``R7``, ``K13``), ``J`` for a joker; a set is tiles separated
by spaces, a table is sets separated by ``|``. Input is case-insensitive,
output canonical upper case.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Sequence

COLOURS = "KOBR"
NUMBERS = range(1, 14)
COPIES = 2
JOKER = 52
FACES = 53
NUMBERED_TILES = len(COLOURS) * len(NUMBERS) * COPIES  # 104
JOKER_IDS = (104, 105)
ALL_TILE_IDS = tuple(range(NUMBERED_TILES + len(JOKER_IDS)))  # 106 tiles


class NotationError(ValueError):
    """Malformed tile, set or table text; ``token`` is the offending part."""

    def __init__(self, message: str, token: str = ""):
        super().__init__(message)
        self.token = token


def face_of(tile_id: int) -> int:
    """The face a tile id shows."""
    return JOKER if tile_id >= NUMBERED_TILES else tile_id % 52


def make_face(colour: int, number: int) -> int:
    return colour * 13 + number - 1


def colour_of(face: int) -> int:
    """Colour index 0..3 of a numbered face (K, O, B, R)."""
    return face // 13


def number_of(face: int) -> int:
    """Number 1..13 of a numbered face."""
    return face % 13 + 1


def is_joker(face: int) -> bool:
    return face == JOKER


def face_ids(face: int) -> tuple[int, ...]:
    """The tile ids that show ``face`` (two per face)."""
    if face == JOKER:
        return JOKER_IDS
    return (face, face + 52)


def parse_face(token: str) -> int:
    """``"r7"`` -> face of Red 7; ``"J"`` -> JOKER. Raises NotationError."""
    text = token.strip().upper()
    if text == "J":
        return JOKER
    if not 2 <= len(text) <= 3 or text[0] not in COLOURS or not (text[1:].isascii() and text[1:].isdigit()):
        raise NotationError(f"not a tile: {token!r} (expected e.g. R7, K13 or J)", token)
    number = int(text[1:])
    if number not in NUMBERS or text[1] == "0":
        raise NotationError(f"no tile {token!r}: numbers run from 1 to 13", token)
    return make_face(COLOURS.index(text[0]), number)


def format_face(face: int) -> str:
    if face == JOKER:
        return "J"
    if not 0 <= face < JOKER:
        raise ValueError(f"not a face: {face}")
    return f"{COLOURS[colour_of(face)]}{number_of(face)}"


def parse_faces(text: str) -> list[int]:
    """A space-separated list of tiles (a rack or one set); may be empty."""
    return [parse_face(token) for token in text.split()]


def parse_set(text: str) -> list[int]:
    """One set: at least one tile."""
    faces = parse_faces(text)
    if not faces:
        raise NotationError(f"empty set in {text!r}", text)
    return faces


def parse_table(text: str) -> list[list[int]]:
    """Sets separated by ``|``; an empty or blank string is the empty table."""
    if not text.strip():
        return []
    return [parse_set(part) for part in text.split("|")]


def format_faces(faces: Iterable[int]) -> str:
    return " ".join(format_face(face) for face in faces)


def format_table(sets: Iterable[Sequence[int]]) -> str:
    return " | ".join(format_faces(faces) for faces in sets)


def check_box(faces: Iterable[int]) -> None:
    """Raise NotationError if ``faces`` hold more of a tile than the box has
    (two of each numbered tile, two jokers in all)."""
    for face, count in Counter(faces).items():
        if count > COPIES:
            what = "jokers" if face == JOKER else f"copies of {format_face(face)}"
            raise NotationError(
                f"{count} {what}: the box holds only {COPIES}", format_face(face)
            )


def sort_key_colour(face: int) -> tuple[int, int]:
    """Rack order colour-then-number, jokers last."""
    return (4, 0) if face == JOKER else (colour_of(face), number_of(face))


def sort_key_number(face: int) -> tuple[int, int]:
    """Rack order number-then-colour, jokers last."""
    return (14, 0) if face == JOKER else (number_of(face), colour_of(face))


def distinct_ids(groups: Iterable[Sequence[int]]) -> list[list[int]]:
    """Tile ids for groups of faces (a table, a rack), each tile once, the
    first copy first; NotationError if the box holds too few (R-TILES)."""
    faces = [list(group) for group in groups]
    check_box([face for group in faces for face in group])
    used: set[int] = set()
    result = []
    for group in faces:
        ids = []
        for face in group:
            tile = next(t for t in face_ids(face) if t not in used)
            used.add(tile)
            ids.append(tile)
        result.append(ids)
    return result


def assign_ids(sets_of_faces: Iterable[Sequence[int]], table: Iterable[Sequence[int]],
               rack: Iterable[int]) -> list[list[int]]:
    """Turn a new table written in faces (e.g. the solver's answer) into tile
    ids: every tile already on the table keeps its place on the table, new
    tiles come from the rack. Raises ValueError if the faces need more tiles
    than table and rack hold."""
    available: dict[int, list[int]] = {}
    for tile in [t for tiles in table for t in tiles] + list(rack):
        available.setdefault(face_of(tile), []).append(tile)  # table tiles first
    result = []
    for faces in sets_of_faces:
        tiles = []
        for face in faces:
            if not available.get(face):
                raise ValueError(f"no tile {format_face(face)} left for the new table")
            tiles.append(available[face].pop(0))
        result.append(tiles)
    return result
