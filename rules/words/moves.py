"""The plays a computer player weighs in the word game: proposed with the
anagram index (rules/words/anagrams.py), judged by
rules.words.turn.check_turn (the one judge), best first.

    position = Position(rack_ids, WordTable(words, jokers), laid_first)
    for play in plays(position, lexicon, anagram_index(lexicon, max_rank), Work(50_000)):
        play.score, play.kind, play.words, play.as_action()

Kinds of play (``KINDS``, word-rules-spec.md):

* ``rack``: a new word of rack tiles, jokers standing for any letter; the
  first word has at least 6 letters (W-FIRST);
* ``extend``: a table word with all its tiles and rack tiles, in any order
  (LIEBEN + V,E,R -> VERLIEBEN; REIFEN + R,S,E -> FERNREISE: W-CHANGE);
* ``take``: up to ``TAKEN`` letters taken from a table word so that a word is
  left (MAST - M = AST), laid with rack tiles in a new word (M + A,U,S = MAUS: W-CHANGE);
* ``joker``: a table joker exchanged for a rack tile showing its letter or
  another letter that still gives a word (TEsT + X -> TEXT), the joker laid
  again in a new word of rack tiles or in another table word with rack
  tiles (W-JOKER).

Table words change only after the first word (W-FIRST). A play that lays
the whole rack (W-EMPTY doubles its longest new word) is one word of any kind
or several words: rack words and at most one extended table word.

Every kind is a *source*: the letters and jokers it may use, the table
letters the word must hold, its shortest and longest word. The search is
best first by nominal score (the proposed word's length, doubled when it
lays the whole rack): first the plays that lay the whole rack, then every
source is asked for words of one length at a time, longest first, and a
proposal is built into a table and checked by check_turn only when nothing
still unasked can score more. A caller that takes the best few plays never
pays for the rest, and ``work`` (rules.words.anagrams.Work) bounds what a
search may spend: the plays found when it runs out still come, best first.
"""

from __future__ import annotations

import heapq
from typing import TYPE_CHECKING, Iterator, NamedTuple, Optional, Sequence

from rules.words.anagrams import ORDER, AnagramIndex, Work, letter_counts
from rules.words.tiles import FACE_OF, JOKER, LETTERS, spell
from rules.words.turn import FIRST_WORD_MINIMUM, WORD_MINIMUM, WordTable, check_turn

if TYPE_CHECKING:
    from rules.words.lexicon import Lexicon

KINDS = ("rack", "extend", "take", "joker")
TAKEN = 2  # most letters taken from one table word (MAST - M, LIEBEN - L,I)
REMAINDERS = 2  # words kept per set of letters taken (MAST - M: AST; TAS is the same letters)
EMPTY_RACK = 11  # the largest rack whose laying in several words is searched
EMPTY_PLAYS = 8  # ways of laying the whole rack in several words kept at most
EMPTY_SHARE = 3  # that search spends at most a third of the work
_FACE = {letter: face for face, letter in enumerate(LETTERS)}
_RAREST_FIRST = tuple(_FACE[letter] for letter in reversed(ORDER))


class Position(NamedTuple):
    """What the generator needs of a game: the player's rack (tile ids), the
    table and whether he laid his first word in an earlier turn (W-FIRST)."""

    rack: Sequence[int]
    table: WordTable
    laid_first: bool


class WordPlay(NamedTuple):
    """A legal play: the whole table at its end, the letter of every joker on
    it, check_turn's score, the kind, the words laid or changed (the proposed
    word first) and the rack tiles laid."""

    table: tuple
    jokers: tuple  # (tile, letter face) of every joker on the table, by tile
    score: int
    kind: str
    words: tuple
    laid: tuple

    def after(self) -> WordTable:
        return WordTable(self.table, dict(self.jokers))

    def as_action(self) -> dict:
        """The play as the word game's ``apply`` takes it (JSON keys are strings)."""
        return {"act": "play", "table": [list(word) for word in self.table],
                "jokers": {str(tile): face for tile, face in self.jokers}}


class _Source(NamedTuple):
    """Where a new word's letters come from."""

    kind: str
    letters: tuple  # rack letters it may use, per face
    wild: int  # jokers it may use
    required: tuple  # table letters the word must hold, per face (all 0: none)
    least: int  # its shortest word
    most: int  # its longest word
    slot: int = -1  # the table word extended, taken from, or holding the joker
    rests: tuple = ()  # take: the words left of the table word
    joker: int = -1  # joker: the table joker freed
    swap: int = -1  # joker: the face of the rack tile taking its place
    target: int = -1  # joker: the table word the freed joker extends (-1: a new word)

    @property
    def table_letters(self) -> int:
        return sum(self.required)


class _Proposal(NamedTuple):
    source: _Source
    word: str  # the new word (of the source)
    extra: tuple = ()  # further words of rack tiles: the whole rack is laid


class _Judge:
    """The lexicon as check_turn asks it, its answers kept for one search."""

    def __init__(self, lexicon: Lexicon):
        self._lexicon = lexicon
        self._refusals: dict = {}
        self._keys: dict = {}

    def refusal(self, word: str):
        if word not in self._refusals:
            self._refusals[word] = self._lexicon.refusal(word)
        return self._refusals[word]

    def stem_keys(self, word: str):
        if word not in self._keys:
            self._keys[word] = self._lexicon.stem_keys(word)
        return self._keys[word]


def plays(position: Position, lexicon: Lexicon, index: AnagramIndex, work: Optional[Work] = None,
          kinds: Sequence[str] = KINDS, floor: int = WORD_MINIMUM, several: bool = True) -> Iterator[WordPlay]:
    """The legal plays of ``kinds`` with words of ``index``, best nominal score
    first, each checked by check_turn (``score`` is its verdict's); ``floor``:
    no proposed word shorter, unless it lays the whole rack; ``several``: also
    the whole rack laid in several words; ``work`` bounds the search (None: unbounded)."""
    return _Search(position, lexicon, index, work or Work(1 << 62), kinds, floor, several).plays()


def _counts(word: str) -> list[int]:
    """Letter counts per face of a word in tile spelling."""
    return letter_counts(_FACE[letter] for letter in word)


class _Search:
    def __init__(self, position: Position, lexicon: Lexicon, index: AnagramIndex, work: Work,
                 kinds: Sequence[str], floor: int, several: bool):
        self.position, self.index, self.work, self.floor, self.several = position, index, work, floor, several
        self.judge = _Judge(lexicon)
        self.rack = tuple(position.rack)
        faces = [FACE_OF[tile] for tile in self.rack]
        self.have = tuple(letter_counts(faces))
        self.wild = faces.count(JOKER)
        self.size = len(self.rack)
        table = position.table
        self.words = [tuple(word) for word in table.words]
        self.spelled = [spell(word, table.jokers) for word in self.words]
        self.table_keys = frozenset().union(*(self.judge.stem_keys(word) for word in self.spelled))
        self.sources = self.make_sources(kinds)
        self.failed: set = set()
        self.asked: dict = {}

    # -- sources --------------------------------------------------------------------
    def make_sources(self, kinds: Sequence[str]) -> list[_Source]:
        none = (0,) * JOKER
        first = not self.position.laid_first
        sources = [_Source("rack", self.have, self.wild, none, FIRST_WORD_MINIMUM if first else WORD_MINIMUM,
                           self.size)] if "rack" in kinds else []
        if first:
            return sources  # W-FIRST: the table stays as it is
        for slot, word in enumerate(self.spelled):
            letters = tuple(_counts(word))
            if "extend" in kinds:
                sources.append(_Source("extend", self.have, self.wild, letters, len(word) + 1, len(word) + self.size,
                                       slot))
            if "take" in kinds:
                sources += self.take_sources(slot, word, letters)
        if "joker" in kinds:
            sources += self.joker_sources()
        return sources

    def take_sources(self, slot: int, word: str, letters: tuple) -> list[_Source]:
        left_by_taken: dict = {}
        shortest = max(WORD_MINIMUM, len(word) - TAKEN)
        for rest in self.index.spell(letters, 0, None, shortest, len(word) - 1, self.work):
            kept = _counts(rest)
            left_by_taken.setdefault(tuple(whole - keep for whole, keep in zip(letters, kept)), []).append(rest)
        return [_Source("take", self.have, self.wild, taken, max(WORD_MINIMUM, sum(taken) + 1),
                        sum(taken) + self.size, slot, tuple(rests[:REMAINDERS]))
                for taken, rests in left_by_taken.items()]

    def joker_sources(self) -> list[_Source]:
        sources = []
        jokers = self.position.table.jokers
        for slot, tiles in enumerate(self.words):
            word = self.spelled[slot]
            for position, tile in enumerate(tiles):
                if FACE_OF[tile] != JOKER:
                    continue
                for face in range(JOKER):
                    changed = word[:position] + LETTERS[face] + word[position + 1:]
                    if not self.have[face] or (face != jokers[tile] and self.judge.refusal(changed) is not None):
                        continue
                    have = list(self.have)
                    have[face] -= 1
                    sources.append(_Source("joker", tuple(have), self.wild + 1, (0,) * JOKER, WORD_MINIMUM,
                                           self.size, slot, joker=tile, swap=face))
                    for target, other in enumerate(self.spelled):
                        if target != slot:
                            sources.append(_Source("joker", tuple(have), self.wild + 1, tuple(_counts(other)),
                                                   len(other) + 1, len(other) + self.size, slot, joker=tile,
                                                   swap=face, target=target))
        return sources

    def ask(self, source: _Source, least: int, most: int) -> list[str]:
        """The source's words of ``least``..``most`` letters (a joker source's hold the freed joker)."""
        least, most = max(least, source.least), min(most, source.most)
        if least > most:
            return []
        key = (source.letters, source.wild, source.required, least, most)
        if key not in self.asked:
            self.asked[key] = self.index.spell(source.letters, source.wild, source.required, least, most, self.work)
        words = self.asked[key]
        if source.kind == "joker":
            words = [word for word in words if _jokers_needed(_counts(word), source)]
        return words

    def nominal(self, proposal: _Proposal) -> int:
        source = proposal.source
        if proposal.extra or len(proposal.word) - source.table_letters == self.size:
            return 2 * max(len(word) for word in (proposal.word, *proposal.extra))
        return len(proposal.word)

    # -- laying the whole rack (W-EMPTY) -----------------------------------------------
    def emptying(self) -> list[_Proposal]:
        """Plays laying the whole rack: one word of any source, then several words."""
        found = []
        for source in self.sources:
            fixed = source.table_letters + self.size
            found += [_Proposal(source, word) for word in self.ask(source, fixed, fixed)]
        if self.several and 2 <= self.size <= EMPTY_RACK:
            share = self.work.left // EMPTY_SHARE
            work, ways = Work(share), []
            self.partitions(self.have, self.wild, False, (), ways, work)
            self.work.left -= share - work.left
            first = not self.position.laid_first
            for way in ways:
                (source, word), *rest = sorted(way, key=lambda part: (part[0].kind == "rack", -len(part[1])))
                if not first or len(word) >= FIRST_WORD_MINIMUM:
                    found.append(_Proposal(source, word, tuple(other for _, other in rest)))
        return found

    def partitions(self, have: Sequence[int], wild: int, anchored: bool, words: tuple, ways: list,
                   work: Work) -> None:
        """Ways of laying ``have`` and ``wild`` whole in words: rack words and,
        unless ``anchored``, one table word extended. The word holding the
        rarest letter left is chosen first, so each way is found once."""
        if len(ways) >= EMPTY_PLAYS or work.left <= 0:
            return
        if not any(have):
            if not wild and len(words) > 1:
                ways.append(words)
            return
        key = (tuple(have), wild, anchored)
        if key in self.failed:
            return
        found = len(ways)
        rarest = next(face for face in _RAREST_FIRST if have[face])
        rest = list(have)
        rest[rarest] -= 1
        size = sum(have) + wild
        options = []
        for source in self.sources:
            if source.kind == "rack" or (source.kind == "extend" and not anchored):
                required = list(source.required)
                required[rarest] += 1
                least = WORD_MINIMUM if source.kind == "rack" else source.least
                for word in self.index.spell(rest, wild, required, least, source.table_letters + size, work):
                    options.append((len(word), source, word))
        options.sort(key=lambda option: -option[0])
        for _, source, word in options:
            counts = _counts(word)
            after = [own - min(own, max(0, need - table)) for own, need, table in zip(have, counts, source.required)]
            jokers = wild - _jokers_needed(counts, source._replace(letters=tuple(have), wild=wild))
            if sum(after) + jokers and sum(after) + jokers < WORD_MINIMUM:
                continue
            self.partitions(after, jokers, anchored or source.kind != "rack", words + ((source, word),), ways, work)
            if len(ways) >= EMPTY_PLAYS:
                return
        if len(ways) == found and work.left > 0:
            self.failed.add(key)

    # -- the best-first search ------------------------------------------------------------
    def plays(self) -> Iterator[WordPlay]:
        heap: list = []
        order = 0
        seen: set = set()

        def push(proposal: _Proposal) -> None:
            nonlocal order
            heapq.heappush(heap, (-self.nominal(proposal), order, proposal))
            order += 1

        for proposal in self.emptying():
            push(proposal)
        top = max((source.most for source in self.sources), default=0)
        for length in range(top, self.floor - 1, -1):
            while heap and -heap[0][0] > length:
                play = self.judged(heapq.heappop(heap)[2], seen)
                if play is not None:
                    yield play
            if self.work.left <= 0:
                break
            for source in self.sources:
                if length - source.table_letters != self.size:  # the whole rack: proposed already
                    for word in self.ask(source, length, length):
                        push(_Proposal(source, word))
        while heap:
            play = self.judged(heapq.heappop(heap)[2], seen)
            if play is not None:
                yield play

    def judged(self, proposal: _Proposal, seen: set) -> Optional[WordPlay]:
        """The proposal built into a table and checked; None if check_turn
        refuses it (or it was built before)."""
        source = proposal.source
        for rest in source.rests or ("",):
            if self.judge.stem_keys(proposal.word) & self.table_keys or (
                    rest and self.judge.stem_keys(rest) & self.table_keys):
                continue  # W-STEM would refuse it: no need to build it
            table, jokers, laid, words = _Builder(self, proposal, rest).build()
            key = (tuple(tuple(word) for word in table), tuple(sorted(jokers.items())))
            if key in seen:
                continue
            seen.add(key)
            position = self.position
            verdict = check_turn(position.table, WordTable(table, jokers), self.rack, position.laid_first,
                                 self.judge)
            if verdict.legal:
                return WordPlay(key[0], key[1], verdict.score, source.kind, words, tuple(laid))
        return None


def _jokers_needed(counts: Sequence[int], source: _Source) -> int:
    """How many jokers a word of these letter counts takes from the source."""
    return sum(max(0, need - table - own) for need, table, own in zip(counts, source.required, source.letters))


class _Builder:
    """One proposal's table: tile ids for its letters, table tiles first, then
    rack tiles, then jokers (a freed table joker before the rack's)."""

    def __init__(self, search: _Search, proposal: _Proposal, rest: str):
        self.search, self.proposal, self.rest = search, proposal, rest
        self.table = [list(word) for word in search.words]
        self.jokers = dict(search.position.table.jokers)
        self.own: dict = {}
        self.wild = []
        for tile in search.rack:
            if FACE_OF[tile] == JOKER:
                self.wild.append(tile)
            else:
                self.own.setdefault(FACE_OF[tile], []).append(tile)
        self.laid: list[int] = []

    def build(self) -> tuple[list, dict, list, tuple]:
        proposal, source = self.proposal, self.proposal.source
        words = (proposal.word,)
        if source.kind == "rack":
            self.table.append(self.assign(proposal.word, {}))
        elif source.kind == "extend":
            self.table[source.slot] = self.assign(proposal.word, self.by_letter(self.table[source.slot]))
        elif source.kind == "take":
            pool = self.by_letter(self.table[source.slot])
            self.table[source.slot] = self.assign(self.rest, pool)
            self.table.append(self.assign(proposal.word, pool))
            words += (self.rest,)
        else:  # joker
            word = self.table[source.slot]
            tile = self.own[source.swap].pop(0)
            word[word.index(source.joker)] = tile
            self.laid.append(tile)
            del self.jokers[source.joker]
            self.wild.insert(0, source.joker)
            if source.target < 0:
                self.table.append(self.assign(proposal.word, {}))
            else:
                self.table[source.target] = self.assign(proposal.word, self.by_letter(self.table[source.target]))
            words += (spell(word, self.jokers),)
        for extra in proposal.extra:
            self.table.append(self.assign(extra, {}))
        return self.table, self.jokers, self.laid, words + proposal.extra

    def by_letter(self, tiles: Sequence[int]) -> dict:
        """Table tiles by the letter they show, letter tiles before jokers."""
        pool: dict = {}
        for tile in sorted(tiles, key=lambda tile: FACE_OF[tile] == JOKER):
            face = self.jokers[tile] if FACE_OF[tile] == JOKER else FACE_OF[tile]
            pool.setdefault(face, []).append(tile)
        return pool

    def assign(self, word: str, pool: dict) -> list[int]:
        tiles = []
        for letter in word:
            face = _FACE[letter]
            if pool.get(face):
                tile = pool[face].pop(0)
            elif self.own.get(face):
                tile = self.own[face].pop(0)
                self.laid.append(tile)
            else:
                tile = self.wild.pop(0)
                self.jokers[tile] = face
                if tile in self.search.rack:
                    self.laid.append(tile)
            tiles.append(tile)
        return tiles
