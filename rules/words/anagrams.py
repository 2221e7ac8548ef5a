"""Which words of a vocabulary a handful of letters spells: the anagram index
the computer players' move generation asks (W-WORD's words, W-JOKER's jokers).

    index = anagram_index(lexicon, max_rank=20_000)     # built once per vocabulary, cached
    index.spell(letter_counts(rack_faces), jokers=2)     # every word of rack letters and 2 jokers
    index.spell(counts, 0, required=letter_counts(faces_of_REIFEN))  # words holding all of REIFEN

Every word is kept under its *signature*, its letters sorted (most common
letter first, see ``ORDER``), as ``signature + " " + word`` in one list sorted
by length, then by signature, so the words of one length are one block
(their keys are twice as long and one more). The words of one length that a
multiset of letters spells are found by walking that length's block as a
trie of signatures without building one: a node is the range of keys
sharing a prefix, its children are found by bisecting, and a branch ends as
soon as no key continues it with a letter the rack (or a joker) has, or too
few letters are left to reach the length. Required letters (a table word to
extend) cut the walk further: once the walk has passed a required letter in
signature order it cannot come back. Building sorts each word's letters,
then the keys (the whole lexicon with ``Lexicon.words``: 1.5 s in CPython,
2.4 s in Pyodide); a query touches only signatures the letters can reach,
never the whole list, and asking for the longest words first costs little.
"""

from __future__ import annotations

from bisect import bisect_left
from functools import lru_cache
from typing import TYPE_CHECKING, Iterable, Optional, Sequence

from rules.words.tiles import JOKER, LETTERS

if TYPE_CHECKING:
    from rules.words.lexicon import Lexicon

ORDER = "ENRSTIALHUGDCMOBKFPZVWÄÜÖYXJQ"
"""The letters by their frequency in the lexicon's words, most common first:
signatures sort in this order, which keeps the walk with jokers smallest."""
_CODE = {letter: chr(65 + rank) for rank, letter in enumerate(ORDER)}   # letter -> code character
_FACE_CODE = tuple(_CODE[letter] for letter in LETTERS)                  # face -> code character
_TRANSLATE = bytes.maketrans("".join(_CODE).encode("latin-1"), "".join(_CODE.values()).encode("latin-1"))
_NEXT = {code: chr(ord(code) + 1) for code in _CODE.values()}
_NONE = "~"   # sorts after every code: no required letter outstanding
_SEPARATOR = " "  # sorts before every code: the signature ends here
_FEW = 8  # a range this small is checked key by key instead of walked further


class Work:
    """A budget of walk steps that several queries share: the computer players
    think by work done, not by the clock, so a decision depends only on what
    they see. A query that runs out returns what it found so far."""

    def __init__(self, steps: int):
        self.left = steps


def letter_counts(faces: Iterable[int]) -> list[int]:
    """How many of each letter face (0..28) ``faces`` hold; jokers are not counted."""
    counts = [0] * JOKER
    for face in faces:
        if face != JOKER:
            counts[face] += 1
    return counts


class AnagramIndex:
    """The words of one vocabulary by signature (see the module docstring)."""

    def __init__(self, words: Iterable[str]):
        words = list(words)
        coded = "\n".join(words).encode("latin-1").translate(_TRANSLATE).decode("latin-1").split("\n")
        keys = [f"{''.join(sorted(code))}{_SEPARATOR}{word}" for code, word in zip(coded, words)]
        keys.sort()
        keys.sort(key=len)  # stable: by length, then by signature
        self._keys = keys
        self._longest = len(keys[-1]) // 2 if keys else 0

    def __len__(self) -> int:
        return len(self._keys)

    def spell(self, letters: Sequence[int], jokers: int = 0, required: Optional[Sequence[int]] = None,
              min_length: int = 1, max_length: Optional[int] = None, work: Optional[Work] = None) -> list[str]:
        """Every word of ``min_length``..``max_length`` letters that ``letters``
        (counts per face, as ``letter_counts`` gives them) and up to ``jokers``
        jokers spell, holding every letter of ``required`` (counts per face) on
        top of them; a word holding a letter twice needs it twice. In signature
        order (deterministic); ``work``: each step of the walk spends one."""
        keys = self._keys
        have = dict.fromkeys(_NEXT, 0)
        need = dict.fromkeys(_NEXT, 0)
        for face, count in enumerate(letters):
            have[_FACE_CODE[face]] += count
        for face, count in enumerate(required or ()):
            need[_FACE_CODE[face]] += count
        found: list[str] = []
        work = Work(1 << 62) if work is None else work
        # Letters of a later code than the walk's are untouched, so for each code these are fixed:
        # the letters of later codes, the next code the letters have, the next code required.
        after, later, skip, next_needed = {}, 0, {}, {}
        usable = needed = _NONE
        for code in sorted(_NEXT, reverse=True):
            after[code], skip[code], next_needed[code] = later, usable, needed
            later += have[code] + need[code]
            if have[code] or need[code]:
                usable = code
            if need[code]:
                needed = code
        lowest = needed
        needed = sorted(code for code in _NEXT if need[code])
        cap = {code: have[code] + need[code] for code in _NEXT}  # letters of each code left, required or not
        length = 0  # of the block walked: every key in it spells a word of this length, its signature ends there

        def walk(prefix: str, lo: int, hi: int, jokers: int, lowest: str) -> None:
            work.left -= 1
            if work.left < 0:
                return
            depth, end = len(prefix), length
            if lowest == _NONE and depth + jokers >= end:  # the jokers spell whatever is left
                found.extend(key[end + 1:] for key in keys[lo:hi])
                return
            if depth == end:
                return  # spelled, but a required letter is missing
            i = lo
            while i < hi:
                code = keys[i][depth]
                if code > lowest:
                    return  # a required letter can no longer come: signatures are sorted
                if depth + cap[code] + after[code] + jokers < end:
                    return  # too few letters of this code or later ones left to reach the length
                if not (cap[code] or jokers):
                    code = skip[code]
                    if code == _NONE or code > lowest:
                        return
                    i = bisect_left(keys, prefix + code, i, hi)
                    if i >= hi or keys[i][depth] != code:
                        continue
                stop = bisect_left(keys, prefix + _NEXT[code], i, hi)
                if stop - i <= _FEW:  # check the few keys one by one: does the rest of each fit?
                    for key in keys[i:stop]:
                        spare, previous, run = jokers, "", 0
                        for letter in key[depth:end]:  # sorted: a letter's copies come together
                            run = run + 1 if letter == previous else 1
                            previous = letter
                            if run > cap[letter]:
                                spare -= 1
                                if spare < 0:
                                    break
                        else:
                            if lowest == _NONE or all(key.count(other, depth, end) >= need[other]
                                                      for other in needed):
                                found.append(key[end + 1:])
                elif need[code]:
                    need[code] -= 1
                    cap[code] -= 1
                    walk(prefix + code, i, stop, jokers, lowest if need[code] else next_needed[code])
                    need[code] += 1
                    cap[code] += 1
                elif cap[code]:
                    cap[code] -= 1
                    walk(prefix + code, i, stop, jokers, lowest)
                    cap[code] += 1
                else:
                    walk(prefix + code, i, stop, jokers - 1, lowest)
                i = stop

        most = min(self._longest, later + jokers, (1 << 30) if max_length is None else max_length)
        for length in range(max(min_length, 1), most + 1):
            lo = bisect_left(keys, 2 * length + 1, key=len)
            hi = bisect_left(keys, 2 * length + 3, lo, key=len)
            if lo < hi:
                walk("", lo, hi, jokers, lowest)
        return found


def anagram_index(lexicon: "Lexicon", max_rank: Optional[int] = None) -> AnagramIndex:
    """The index of ``lexicon.words(max_rank)``, built once per lexicon and vocabulary."""
    return _cached_index(lexicon, max_rank)


@lru_cache(maxsize=4)
def _cached_index(lexicon: "Lexicon", max_rank: Optional[int]) -> AnagramIndex:
    return AnagramIndex(lexicon.words(max_rank))
