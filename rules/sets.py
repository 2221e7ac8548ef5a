"""Runs and groups of the numbers game (R-RUN, R-GROUP, R-JOKER).

A set is any sequence of faces (see rules.tiles). It is valid iff SOME
assignment of its jokers makes it a run or a group (R-JOKER: a joker's
identity is never fixed). Everything here works on plain ints and tuples.
"""

from __future__ import annotations

from typing import Iterable, Optional, Sequence

from rules.tiles import JOKER, colour_of, make_face, number_of

RUN = "run"
GROUP = "group"
MIN_SET = 3
MAX_RUN = 13
MAX_GROUP = 4


def run_starts(faces: Sequence[int]) -> tuple[int, ...]:
    """First numbers of every run the set can be (R-RUN: 3–13 tiles of one
    colour, consecutive, 1 lowest, no wrap); empty if it is no run."""
    size = len(faces)
    if not MIN_SET <= size <= MAX_RUN:
        return ()
    numbered = [face for face in faces if face != JOKER]
    if not numbered:
        return tuple(range(1, MAX_RUN - size + 2))
    colour = colour_of(numbered[0])
    numbers = [number_of(face) for face in numbered]
    if any(colour_of(face) != colour for face in numbered) or len(set(numbers)) != len(numbers):
        return ()
    low, high = min(numbers), max(numbers)
    first = max(1, high - size + 1)
    last = min(low, MAX_RUN - size + 1)
    return tuple(range(first, last + 1))


def run_colour(faces: Sequence[int]) -> Optional[int]:
    """The colour of the run (None if the set has only jokers)."""
    for face in faces:
        if face != JOKER:
            return colour_of(face)
    return None


def group_number(faces: Sequence[int]) -> Optional[int]:
    """The number of the group the set can be (R-GROUP: 3 or 4 tiles of one
    number, all colours different), or None."""
    size = len(faces)
    if not MIN_SET <= size <= MAX_GROUP:
        return None
    numbered = [face for face in faces if face != JOKER]
    if not numbered:
        return MAX_RUN  # only jokers: any number; 13 is worth most
    number = number_of(numbered[0])
    colours = [colour_of(face) for face in numbered]
    if any(number_of(face) != number for face in numbered) or len(set(colours)) != len(colours):
        return None
    return number


def kinds(faces: Sequence[int]) -> tuple[str, ...]:
    """Every kind the set can be: (), ("run",), ("group",) or both (R-JOKER:
    one tile and two jokers is valid as run or as group)."""
    result = []
    if run_starts(faces):
        result.append(RUN)
    if group_number(faces) is not None:
        result.append(GROUP)
    return tuple(result)


def is_valid(faces: Sequence[int]) -> bool:
    return bool(run_starts(faces)) or group_number(faces) is not None


def points(faces: Sequence[int]) -> int:
    """Points of a valid set: the highest value over the interpretations the
    player may choose, each joker worth the tile it stands for (R-JOKER,
    R-MELD30; `J J K13` is 39 as a group). 0 for an invalid set."""
    return max(points_as_run(faces), points_as_group(faces))


def interpretations(faces: Sequence[int]) -> list[tuple[str, tuple[int, ...]]]:
    """All valid readings of the set as (kind, faces it stands for, in display
    order). Runs are ascending; a group lists its numbered tiles' colours first,
    then the colours the jokers may take (each choice of colours is one reading)."""
    readings: list[tuple[str, tuple[int, ...]]] = []
    colour = run_colour(faces)
    for start in run_starts(faces):
        run_colour_ = 0 if colour is None else colour
        readings.append((RUN, tuple(make_face(run_colour_, start + i) for i in range(len(faces)))))
    number = group_number(faces)
    if number is not None:
        used = sorted(colour_of(face) for face in faces if face != JOKER)
        free = [c for c in range(4) if c not in used]
        jokers = len(faces) - len(used)
        for chosen in _combinations(free, jokers):
            readings.append((GROUP, tuple(make_face(c, number) for c in sorted(used + list(chosen)))))
    return readings


def _combinations(items: list[int], count: int) -> Iterable[tuple[int, ...]]:
    if count == 0:
        yield ()
        return
    for index, item in enumerate(items):
        for rest in _combinations(items[index + 1:], count - 1):
            yield (item,) + rest


def display_order(faces: Sequence[int]) -> list[int]:
    """The set as the digital table shows it (R-RUN: runs ascending, jokers in
    the place they fill; the highest-scoring run reading when a joker could sit
    at either end). Groups: colour order, jokers last. Invalid sets keep their order."""
    starts = run_starts(faces)
    if starts and not (group_number(faces) is not None and points_as_group(faces) > points_as_run(faces)):
        start = starts[-1]
        by_number = {number_of(face): face for face in faces if face != JOKER}
        return [by_number.get(start + i, JOKER) for i in range(len(faces))]
    if group_number(faces) is not None:
        numbered = sorted((face for face in faces if face != JOKER), key=colour_of)
        return numbered + [JOKER] * (len(faces) - len(numbered))
    return list(faces)


def points_as_run(faces: Sequence[int]) -> int:
    starts = run_starts(faces)
    if not starts:
        return 0
    size = len(faces)
    return size * (2 * starts[-1] + size - 1) // 2


def points_as_group(faces: Sequence[int]) -> int:
    number = group_number(faces)
    return 0 if number is None else number * len(faces)
