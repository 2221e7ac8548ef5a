"""A word turn written in letters, read into tile ids (the CLI and tests).

The check (rules/words/turn.py) needs to know which tiles on the table at the
end lay there at the start and which came from the rack; written words only
show letters, so they are matched the way a player reads the change:

1. the words at the start and the rack get tiles from the box, each letter's
   first free copy first (``"TEsT"``: its ``s`` is a joker standing for S);
2. a word at the end written exactly like a word at the start keeps that
   word's tiles;
3. then, longest first, every run of at least two letters that a word at the
   end shares with a word at the start keeps those tiles (FERNREISE takes
   REI and FE from REIFEN);
4. a table letter still unmatched goes to the first word needing it that
   already holds tiles of its word at the start, then to the first word
   needing it at all; a lower-case letter (a joker) matches any table joker;
5. every other letter comes from the rack (a lower-case one is a rack joker
   ``*``), and one that is on neither gets a tile from the rest of the box,
   so the check refuses it (W-TILES). Ties go to the earlier word and letter.
"""

from __future__ import annotations

from typing import Sequence

from rules.words.tiles import FACE_OF, JOKER, check_box, face_ids, parse_rack, parse_word
from rules.words.turn import WordTable

Glyph = tuple[int, bool]  # (letter face, is a joker)


def read_turn(before: Sequence[str], after: Sequence[str], rack: str) -> tuple[WordTable, WordTable, list[int]]:
    """The table at the start, the table at the end and the rack as tile ids.
    NotationError for a malformed word, or more of a tile than the box holds
    (at the start with the rack, or at the end)."""
    start = [parse_word(text) for text in before]
    end = [parse_word(text) for text in after]
    rack_faces = parse_rack(rack)
    check_box([JOKER if joker else face for word in start for face, joker in word] + rack_faces)
    check_box([JOKER if joker else face for word in end for face, joker in word])
    free = {face: list(face_ids(face)) for face in set(FACE_OF)}
    start_ids = [[free[JOKER if joker else face].pop(0) for face, joker in word] for word in start]
    rack_ids = [free[face].pop(0) for face in rack_faces]
    matched = _Matching(start, end)
    matched.whole_words()
    matched.shared_runs()
    matched.table_letters()
    spare = {face: [tile for tile, shown in zip(rack_ids, rack_faces) if shown == face] for face in set(FACE_OF)}
    end_ids = []
    for word, places in zip(end, matched.source):
        ids = []
        for (face, joker), source in zip(word, places):
            if source is not None:
                ids.append(start_ids[source[0]][source[1]])
                continue
            kind = JOKER if joker else face
            ids.append((spare[kind] or free[kind]).pop(0))  # the box has enough: check_box above
        end_ids.append(ids)
    return (WordTable(start_ids, _jokers(start, start_ids)), WordTable(end_ids, _jokers(end, end_ids)),
            rack_ids)


def _jokers(words: Sequence[Sequence[Glyph]], ids: Sequence[Sequence[int]]) -> dict[int, int]:
    return {tile: face for word, tiles in zip(words, ids) for (face, joker), tile in zip(word, tiles) if joker}


class _Matching:
    """Which letters of the words at the end keep which tile of the table:
    ``source[w][i]`` is (word at the start, position) or None (from the rack)."""

    def __init__(self, start: Sequence[Sequence[Glyph]], end: Sequence[Sequence[Glyph]]):
        self.start, self.end = start, end
        self.used = [[False] * len(word) for word in start]
        self.source: list[list] = [[None] * len(word) for word in end]

    def _take(self, word: int, position: int, source: int, at: int) -> None:
        self.source[word][position] = (source, at)
        self.used[source][at] = True

    def whole_words(self) -> None:
        """Step 2: a word written exactly as one at the start keeps its tiles."""
        for index, word in enumerate(self.end):
            for source, old in enumerate(self.start):
                if old == word and not any(self.used[source]):
                    for position in range(len(word)):
                        self._take(index, position, source, position)
                    break

    def shared_runs(self) -> None:
        """Step 3: the longest shared run of ≥ 2 unmatched letters, again and again."""
        while True:
            best = (1, 0, 0, 0, 0)  # length, word, position, source, at
            for index, word in enumerate(self.end):
                for source, old in enumerate(self.start):
                    run = self._longest_run(index, source)
                    if run[0] > best[0]:
                        best = (run[0], index, run[1], source, run[2])
            length, index, position, source, at = best
            if length < 2:
                return
            for offset in range(length):
                self._take(index, position + offset, source, at + offset)

    def _longest_run(self, index: int, source: int) -> tuple[int, int, int]:
        """(length, position, at) of the longest run of equal unmatched letters
        of end word ``index`` and start word ``source``, the earliest if tied."""
        word, old = self.end[index], self.start[source]
        best = (0, 0, 0)
        previous = [0] * (len(old) + 1)
        for position in range(len(word)):
            current = [0] * (len(old) + 1)
            for at in range(len(old)):
                if (word[position] == old[at] and self.source[index][position] is None
                        and not self.used[source][at]):
                    current[at + 1] = previous[at] + 1
                    if current[at + 1] > best[0]:
                        best = (current[at + 1], position - current[at + 1] + 1, at - current[at + 1] + 1)
            previous = current
        return best

    def table_letters(self) -> None:
        """Step 4: table letters left over, first to a word holding tiles of theirs."""
        for related_only in (True, False):
            for index, word in enumerate(self.end):
                holds = {source[0] for source in self.source[index] if source is not None}
                for position, (face, joker) in enumerate(word):
                    if self.source[index][position] is not None:
                        continue
                    for source, old in enumerate(self.start):
                        if related_only and source not in holds:
                            continue
                        at = next((at for at, glyph in enumerate(old) if not self.used[source][at]
                                   and (glyph[1] if joker else glyph == (face, False))), None)
                        if at is not None:
                            self._take(index, position, source, at)
                            break

