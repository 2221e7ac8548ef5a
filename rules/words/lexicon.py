"""W-WORD and W-STEM: which letter strings are playable German words, and their stem keys.

    lexicon = load(data)              # the built file's bytes (the page fetches PATH)
    lexicon = load_default()          # from PATH on disk (CPython, Pyodide under Node)
    lexicon.refusal("BERLIN")         # -> "name"; None for a playable word
    lexicon.stem_keys("SPIELT")       # -> frozenset({"SPIEL"})

Words are in tile spelling: upper case A-Z and Ä Ö Ü, no ß (STRASSE). A word
is playable if the lexicon lists it or if it is a compound of listed words
(rules.words.compounds); names and abbreviations are refused (W-WORD). Word
lengths are the word-turn rules' business, not the lexicon's.

Stem keys (W-STEM): the lemmas of every reading of a word, as lower-case and as
capitalised word, a verb's without its -en/-n ending (SPIEL: Spiel and the
verb form spiel of spielen -> SPIEL); a compound's are its head's keys behind
its modifiers (SPIELGRUPPEN -> SPIELGRUPPE); a word the lexicon knows nothing
about falls back to its Snowball stem.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import FrozenSet, Iterable, Iterator, Mapping, Optional

from rules.words import compounds, stemmer
from rules.words.packed import FORMAT, PackedWords

PATH = f"static/vendor/lexicon-{FORMAT}/de.lexicon"   # from the site's root, made by tools/vendor.py
ROOT = Path(__file__).resolve().parents[2]
TILE_WORD = re.compile(r"[A-ZÄÖÜ]+")
REASONS = ("letters", "unknown", "name", "abbreviation")


class Lexicon:
    def __init__(self, store):
        self._store = store
        self._split = lru_cache(maxsize=4096)(lambda word: compounds.split(word, store.flags_of))

    def refusal(self, word: str) -> Optional[str]:
        """None if ``word`` (tile spelling: upper-case A-Z plus Ä Ö Ü) is playable
        (W-WORD), else a reason key: "letters" (not tile letters: lower case, ß,
        digits...), "unknown", "name" (proper noun), "abbreviation"."""
        if not isinstance(word, str) or not TILE_WORD.fullmatch(word):
            return "letters"
        store = self._store
        if store.find(word) is not None:
            return None
        if word in store.abbreviations:
            return "abbreviation"
        if word in store.names:
            return "name"
        return None if self._split(word) else "unknown"

    def is_word(self, word: str) -> bool:
        return self.refusal(word) is None

    def stem_keys(self, word: str) -> FrozenSet[str]:
        """W-STEM keys; two words share a stem if their keys intersect."""
        index = self._store.find(word)
        if index is not None:
            return self._store.keys(index, word)
        parts = self._split(word) if TILE_WORD.fullmatch(word) else None
        if parts:
            prefix, head = parts
            return frozenset(prefix + key for key in self.stem_keys(head))
        return frozenset({stemmer.stem(word).upper()})

    def frequency_rank(self, word: str) -> Optional[int]:
        """1 = most frequent; None if not among the ranked words."""
        index = self._store.find(word)
        return None if index is None else self._store.rank(index)

    def words(self, max_rank: Optional[int] = None) -> Iterator[str]:
        """The listed words the computers may lay (move generation), in spelling order;
        with ``max_rank`` only the ``max_rank`` most frequent. A word for humans only
        (packed.HUMANS_ONLY: NICOLSON, MATTER) is playable, but never among them."""
        return self._store.words(max_rank)

    @classmethod
    def from_entries(cls, entries: Mapping[str, Iterable[str]], ranks: Mapping[str, int] = {}) -> "Lexicon":
        """A small lexicon of given words -> stem keys (tests, puzzles); it knows
        no compounds, names or abbreviations."""
        return cls(_Entries(entries, ranks))


class _Entries:
    """The store of Lexicon.from_entries: a sorted list of words."""

    names = abbreviations = frozenset()

    def __init__(self, entries: Mapping[str, Iterable[str]], ranks: Mapping[str, int]):
        bad = [word for word in [*entries, *ranks] if not TILE_WORD.fullmatch(word)]
        if bad:
            raise ValueError(f"not in tile spelling (A-Z, Ä, Ö, Ü): {', '.join(sorted(bad))}")
        unknown = sorted(set(ranks) - set(entries))
        if unknown:
            raise ValueError(f"ranked but not listed: {', '.join(unknown)}")
        self._keys = {word: frozenset(keys) for word, keys in entries.items()}
        self._ranks = dict(ranks)
        self._sorted = sorted(self._keys)

    def find(self, word: str) -> Optional[str]:
        return word if word in self._keys else None

    def flags_of(self, word: str) -> Optional[int]:
        return None

    def keys(self, index: str, word: str) -> FrozenSet[str]:
        return self._keys[index]

    def rank(self, index: str) -> Optional[int]:
        return self._ranks.get(index)

    def words(self, max_rank: Optional[int] = None) -> Iterator[str]:
        for word in self._sorted:
            if max_rank is None or self._ranks.get(word, max_rank + 1) <= max_rank:
                yield word


def load(data: bytes) -> Lexicon:
    """The lexicon in a built file's bytes (rules.words.packed)."""
    return Lexicon(PackedWords(data))


@lru_cache(maxsize=1)
def load_default() -> Lexicon:
    """The built lexicon at PATH (python3 tools/vendor.py builds it)."""
    path = ROOT / PATH
    if not path.exists():
        raise FileNotFoundError(f"{PATH} is missing: run python3 tools/vendor.py to build the word lexicon")
    return load(path.read_bytes())
