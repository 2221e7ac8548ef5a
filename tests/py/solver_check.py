"""Independent checks of a solver answer: every set valid (R-RUN, R-GROUP,
R-JOKER), every table tile kept, only rack tiles added (R-REARRANGE)."""

from __future__ import annotations

from collections import Counter

JOKER = 52


def valid_set(faces) -> bool:
    """Valid iff some joker assignment makes a run or a group; displayed runs
    must be ascending with jokers in place."""
    if not 3 <= len(faces) <= 13:
        return False
    real = [f for f in faces if f != JOKER]
    if not real:
        return False
    numbers = {f % 13 for f in real}
    colours = [f // 13 for f in real]
    if len(numbers) == 1 and len(faces) <= 4 and len(set(colours)) == len(colours):
        return True
    if len(set(colours)) != 1:
        return False
    first = next(i for i, f in enumerate(faces) if f != JOKER)
    start = faces[first] % 13 - first  # 0-based number of position 0
    if start < 0 or start + len(faces) > 13:
        return False
    return all(f == JOKER or f % 13 == start + i for i, f in enumerate(faces))


def check_play(table_sets, rack, play) -> None:
    """Raise AssertionError unless ``play`` is a legal outcome of the position."""
    for faces in play.table:
        assert valid_set(faces), faces
    before = Counter(f for s in table_sets for f in s)
    after = Counter(f for s in play.table for f in s)
    assert not before - after, "a table tile left the table"
    added = after - before
    assert added == Counter(play.placed), (added, play.placed)
    assert not added - Counter(rack), "a tile that is not on the rack"
    assert play.count == len(play.placed)
