"""The lexicons of the word tests: ``lexicon``, the built German lexicon (the
word-turn tests), and ``tiny_lexicon``, a tiny, real implementation of
rules/words/lexicon.py's interface with explicit word -> stem-key entries
(``TinyLexicon``): the word game's flow tests, which test the flow, not the
lexicon, and run where the built lexicon is not at hand.

Every word is a real German word, so the examples hold with the real lexicon too.
"""

from __future__ import annotations

from typing import Iterable, Iterator, Mapping, Optional

import pytest

from rules.words.tiles import LETTERS

ENTRIES = {
    # word 4.4 / 5 and the spec's examples
    "SPIEL": ["spiel"], "SPIELEN": ["spiel"], "SPIELT": ["spiel"], "SPIELER": ["spieler"],
    "SPIELGRUPPE": ["spielgruppe"], "TESTSPIEL": ["testspiel"], "LERNT": ["lern"], "LERNEN": ["lern"],
    "LIEBEN": ["lieb", "liebe"], "VERLIEBEN": ["verlieb"], "EBEN": ["eben"], "LIST": ["list"],
    "MAST": ["mast"], "AST": ["ast"], "AHORN": ["ahorn"], "HORN": ["horn"], "MAUS": ["maus"],
    "REIFEN": ["reifen", "reif"], "FERNREISE": ["fernreise"], "HUT": ["hut"], "TEST": ["test"],
    "TEXT": ["text"], "ESSEN": ["essen", "ess"], "ASS": ["ass", "ess"], "STEIN": ["stein"],
    "FEUER": ["feuer"], "STRASSE": ["strasse"], "HÄUSER": ["haus"], "HAUS": ["haus"],
    # further words of the tests
    "FERN": ["fern"], "REISEN": ["reise", "reis"], "GARTEN": ["garten"], "KINDER": ["kind"],
    "KINDERGARTEN": ["kindergarten"], "BAUM": ["baum"], "TRAUM": ["traum"], "RAUM": ["raum"],
    "HAUSTÜR": ["haustür"], "TÜR": ["tür"], "NEBEL": ["nebel"], "SEGEL": ["segel"],
}
NAMES = ("BERLIN", "THOMAS")
ABBREVIATIONS = ("LKW", "ADAC", "GMBH")


class TinyLexicon:
    """rules/words/lexicon.py's Lexicon over a handful of given words."""

    def __init__(self, entries: Mapping[str, Iterable[str]], ranks: Mapping[str, int] = {},
                 names: Iterable[str] = (), abbreviations: Iterable[str] = ()):
        self._keys = {word: frozenset(keys) for word, keys in entries.items()}
        self._ranks = dict(ranks)
        self._names, self._abbreviations = frozenset(names), frozenset(abbreviations)

    @classmethod
    def from_entries(cls, entries: Mapping[str, Iterable[str]], ranks: Mapping[str, int] = {}) -> "TinyLexicon":
        return cls(entries, ranks)

    def refusal(self, word: str) -> Optional[str]:
        if not word or any(letter not in LETTERS for letter in word):
            return "letters"
        if word in self._keys:
            return None
        if word in self._names:
            return "name"
        return "abbreviation" if word in self._abbreviations else "unknown"

    def is_word(self, word: str) -> bool:
        return self.refusal(word) is None

    def stem_keys(self, word: str) -> frozenset[str]:
        return self._keys.get(word, frozenset())

    def frequency_rank(self, word: str) -> Optional[int]:
        return self._ranks.get(word)

    def words(self, max_rank: Optional[int] = None) -> Iterator[str]:
        return iter(sorted(word for word in self._keys
                           if max_rank is None or self._ranks.get(word, max_rank + 1) <= max_rank))


@pytest.fixture(scope="session")
def lexicon():
    """The lexicon of the word-turn tests: the built German lexicon."""
    from rules.words.lexicon import load_default

    return load_default()


@pytest.fixture(scope="session")
def tiny_lexicon() -> TinyLexicon:
    """The lexicon of the word game's flow tests: ENTRIES, names and abbreviations."""
    return TinyLexicon(ENTRIES, names=NAMES, abbreviations=ABBREVIATIONS)
