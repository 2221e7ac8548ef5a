"""Is a finished word turn legal, and what does it score? (W-TILES, W-CHANGE,
W-JOKER, W-FIRST, W-WORD, W-STEM, W-SCORE, W-EMPTY)

Works on tile ids, so which letters came from the rack and which lay on the
table is known, never guessed: a table is its words (tile ids in reading
order) and the letter each joker on it stands for. The lexicon answers W-WORD
and W-STEM; everything before the first lexicon call is plain ints and sets
(the computer players call this often).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Mapping, NamedTuple, Optional, Sequence

from rules.texts import Message
from rules.words.messages import WORD_MESSAGES
from rules.words.tiles import ALL_TILE_IDS, FACE_OF, JOKER, LETTERS, spell

if TYPE_CHECKING:
    from rules.words.lexicon import Lexicon

FIRST_WORD_MINIMUM = 6  # W-FIRST
WORD_MINIMUM = 3  # W-FIRST: every word on the table, at the end of every turn
_BOX = frozenset(ALL_TILE_IDS)


class WordTable(NamedTuple):
    """The words on the table: tile ids in reading order, and the letter face
    (0..28) each joker among them stands for."""

    words: Sequence[Sequence[int]]
    jokers: Mapping[int, int]


class WordVerdict(NamedTuple):
    """A legal turn's score, or the rule it breaks (``rule`` "" if legal) with
    the sentence ``key`` of rules/words/messages.py and the word it names."""

    rule: str = ""
    key: str = ""
    word: str = ""
    other: str = ""  # the word a W-STEM refusal clashes with
    bad_word: Optional[int] = None  # index in ``after.words`` of the word refused, if it is one of those
    score: int = 0

    @property
    def legal(self) -> bool:
        return not self.rule

    def message(self) -> Message:
        """The refusal as a sentence worded when drawn; KeyError if legal."""
        return WORD_MESSAGES.message(self.key, word=self.word, other=self.other)

    def text(self, lang: str = "en") -> str:
        return self.message().text(lang) if self.rule else ""


def shown(word: Sequence[int], jokers: Mapping[int, int]) -> str:
    """A word for a message, even a broken one: capitals, ``?`` for a tile
    that is no tile or a joker standing for no letter."""
    letters = []
    for tile in word:
        face = FACE_OF[tile] if tile in _BOX else None
        if face == JOKER:
            face = jokers.get(tile)
        letters.append(LETTERS[face] if isinstance(face, int) and 0 <= face < JOKER else "?")
    return "".join(letters)


def check_turn(before: WordTable, after: WordTable, rack: Sequence[int], laid_first: bool,
               lexicon: Lexicon) -> WordVerdict:
    """The verdict on ending a turn with ``after`` on the table, ``rack`` the
    player's tiles at its start, ``laid_first`` whether he laid his first word
    in an earlier turn; a legal turn's verdict carries its score."""
    verdict = check_tiles(before, after, rack)
    if verdict.rule:
        return verdict
    if not laid_first:
        verdict = check_first(before, after)
        if verdict.rule:
            return verdict
    spelled = [spell(word, after.jokers) for word in after.words]
    for index, word in enumerate(spelled):
        if len(word) < WORD_MINIMUM:
            return WordVerdict("W-FIRST", "short", word, bad_word=index)
    was = [spell(word, before.jokers) for word in before.words]
    new = new_words(was, spelled)
    verdict = check_words(spelled, new, lexicon)
    if verdict.rule:
        return verdict
    verdict = check_stems(was, spelled, new, lexicon)
    if verdict.rule:
        return verdict
    return WordVerdict(score=score(before, after, rack, new))


def check_tiles(before: WordTable, after: WordTable, rack: Sequence[int]) -> WordVerdict:
    """Tile identity: every tile once, table tiles stay on the table, a freed
    joker is placed again, new tiles come from the rack and at least one does,
    every joker stands for a letter (W-TILES, W-CHANGE, W-JOKER)."""
    placed = [tile for word in after.words for tile in word]
    on_table = set(placed)
    if len(placed) != len(on_table) or not on_table <= _BOX:
        seen: set[int] = set()
        for index, word in enumerate(after.words):
            for tile in word:
                if tile in seen or tile not in _BOX:
                    return WordVerdict("W-TILES", "tiles", shown(word, after.jokers), bad_word=index)
                seen.add(tile)
    old = {tile for word in before.words for tile in word}
    missing = old - on_table
    if missing:
        word = next(word for word in before.words if missing.intersection(word))
        freed = any(FACE_OF[tile] == JOKER for tile in missing.intersection(word))
        rule, key = ("W-JOKER", "joker-free") if freed else ("W-CHANGE", "take-back")
        return WordVerdict(rule, key, shown(word, before.jokers))
    laid = on_table - old
    foreign = laid.difference(rack)
    if foreign:
        index = next(index for index, word in enumerate(after.words) if foreign.intersection(word))
        return WordVerdict("W-TILES", "tiles", shown(after.words[index], after.jokers), bad_word=index)
    if not laid:
        return WordVerdict("W-CHANGE", "no-rack-tile")
    for index, word in enumerate(after.words):
        for tile in word:
            if FACE_OF[tile] == JOKER and after.jokers.get(tile) not in range(JOKER):
                return WordVerdict("W-JOKER", "joker-letter", shown(word, after.jokers), bad_word=index)
    return WordVerdict()


def check_first(before: WordTable, after: WordTable) -> WordVerdict:
    """W-FIRST before the first word: the table's words stay as they are (the
    same tiles, jokers standing for the same letters), so every other word is
    the rack's; one of them has at least 6 letters."""

    def form(word: Sequence[int], jokers: Mapping[int, int]) -> tuple:
        return tuple(word), tuple(jokers.get(tile) for tile in word if FACE_OF[tile] == JOKER)

    standing = Counter(form(word, before.jokers) for word in before.words)
    longest = 0
    for word in after.words:
        key = form(word, after.jokers)
        if standing[key]:
            standing[key] -= 1
        else:
            longest = max(longest, len(word))
    for word in before.words:
        if standing[form(word, before.jokers)]:
            return WordVerdict("W-FIRST", "first-table", shown(word, before.jokers))
    if longest < FIRST_WORD_MINIMUM:
        return WordVerdict("W-FIRST", "first-short")
    return WordVerdict()


def new_words(was: Sequence[str], spelled: Sequence[str]) -> list[int]:
    """W-STEM: indices of the newly formed words, the words at the end minus
    those at the start as a multiset of spellings (a joker exchanged for its
    own letter forms no new word)."""
    left = Counter(was)
    new = []
    for index, word in enumerate(spelled):
        if left[word]:
            left[word] -= 1
        else:
            new.append(index)
    return new


def check_words(spelled: Sequence[str], new: Sequence[int], lexicon: Lexicon) -> WordVerdict:
    """W-WORD: the first of the newly formed words (``new``, indices into
    ``spelled``) that the lexicon refuses, with its reason as the key."""
    for index in new:
        reason = lexicon.refusal(spelled[index])
        if reason is not None:
            key = f"word-{reason}" if f"word-{reason}" in WORD_MESSAGES else "word-unknown"
            return WordVerdict("W-WORD", key, spelled[index], bad_word=index)
    return WordVerdict()


def check_stems(was: Sequence[str], spelled: Sequence[str], new: Sequence[int], lexicon: Lexicon) -> WordVerdict:
    """W-STEM: no word twice, and no newly formed word sharing a stem key with
    a word on the table at the start or with another newly formed word."""
    table = list(dict.fromkeys(was))
    for position, index in enumerate(new):
        word = spelled[index]
        if word in table:
            return WordVerdict("W-STEM", "twice-table", word, bad_word=index)
        if any(spelled[earlier] == word for earlier in new[:position]):
            return WordVerdict("W-STEM", "twice-turn", word, bad_word=index)
    keys = {word: lexicon.stem_keys(word) for word in table + [spelled[index] for index in new]}
    for position, index in enumerate(new):
        word = spelled[index]
        for other in table:
            if keys[word] & keys[other]:
                return WordVerdict("W-STEM", "stem-table", word, other, bad_word=index)
        for earlier in new[:position]:
            if keys[word] & keys[spelled[earlier]]:
                return WordVerdict("W-STEM", "stem-turn", word, spelled[earlier], bad_word=index)
    return WordVerdict()


def score(before: WordTable, after: WordTable, rack: Sequence[int], new: Sequence[int]) -> int:
    """W-SCORE: the longest newly formed word holding a rack tile that is not
    merely a freed joker's replacement, 1 point per letter (jokers and table
    letters included); W-EMPTY: doubled when the whole rack was laid.

    A table joker is freed when it leaves the word of its anchor (the nearest
    letter tile beside it at the start, left first) or stands for another
    letter; one rack tile in the anchor's word at the end is then its
    replacement (TEsT + X -> TEXT: X only replaces the joker)."""
    home = {tile: index for index, word in enumerate(after.words) for tile in word}
    replaced = Counter()
    for word in before.words:
        for position, tile in enumerate(word):
            if FACE_OF[tile] != JOKER:
                continue
            anchor = _anchor(word, position)
            if anchor is not None and (home[tile] != home[anchor]
                                       or after.jokers[tile] != before.jokers.get(tile)):
                replaced[home[anchor]] += 1
    own = set(rack)
    best = max((len(after.words[index]) for index in new
                if len(own.intersection(after.words[index])) > replaced[index]), default=0)
    return 2 * best if own.issubset(home) else best


def _anchor(word: Sequence[int], position: int) -> Optional[int]:
    """The nearest letter tile beside ``word[position]``, left first."""
    for tile in [*reversed(word[:position]), *word[position + 1:]]:
        if FACE_OF[tile] != JOKER:
            return tile
    return None
