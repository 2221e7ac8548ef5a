"""The built lexicon file: its layout, the writer the build uses and the reader.

    MAGIC, then xz( header line (JSON) + sections )

Sections, in the header's order (words in tile spelling, Latin-1: A-Z, Ä Ö Ü):

* ``words``: the listed words, sorted, front-coded: per word one byte (letters
  shared with the word before), the other letters, a newline;
* ``heads``: every ``block``-th word (the first of each block), front-coded
  the same way among themselves;
* ``offsets_hi``, ``offsets_lo``: the length in bytes of each block of
  ``words`` (uint16 in two byte planes);
* ``flags_hi``, ``flags_lo``: per word its compound flags (rules.words.compounds
  NOUN, MIDDLE and the link bits) and HUMANS_ONLY; two byte planes;
* ``bands``: one byte per word, its frequency band (1 = most frequent, 0 = not
  ranked); the rank of a word is one more than the ranked words before it
  in band, then spelling order;
* ``keys_hi``, ``keys_lo``: per word the number of its stem-key pattern (two
  byte planes);
* ``patterns``: one line per pattern, edits separated by commas: letters to
  cut from the word's end, then letters to add (``4AUS``: HÄUSER -> HAUS);
* ``names``, ``abbreviations``: the words refused as such, one per line.

A lookup bisects the blocks' first words and reads one block: only the heads
are unpacked word by word when the file loads.
"""

from __future__ import annotations

import json
import lzma
from bisect import bisect_right
from typing import Dict, FrozenSet, Iterable, Iterator, List, Optional, Sequence, Tuple

MAGIC = b"RKLEX1\n"
FORMAT = 5          # bump with any change to this layout, to rules/words/compounds.py or to the words built in
#                    (tools/build_lexicon.py): the served folder, lexicon-<FORMAT>/, is cached for good
HUMANS_ONLY = 1 << 15  # flag: a word a human may lay but the computers never (``words()`` leaves it out): no source
#                       but simplemma's corpus list backs it (NICOLSON), or it is far more English (NOT, MATTER)
BLOCK = 32
SECTIONS = ("words", "heads", "offsets_hi", "offsets_lo", "flags_hi", "flags_lo", "bands", "keys_hi", "keys_lo",
            "patterns", "names", "abbreviations")
ENCODING = "latin-1"

Pattern = Tuple[Tuple[int, str], ...]


class LexiconFileError(ValueError):
    """The bytes are not a lexicon file of this format."""


def key_edit(word: str, key: str) -> Tuple[int, str]:
    """The edit that makes ``key`` from ``word``: letters cut from the end, letters added."""
    shared = 0
    for a, b in zip(word, key):
        if a != b:
            break
        shared += 1
    return len(word) - shared, key[shared:]


def apply_edits(word: str, pattern: Pattern) -> FrozenSet[str]:
    return frozenset(word[:len(word) - cut] + added for cut, added in pattern)


def write(words: Sequence[Tuple[str, int, int, Iterable[str]]], names: Iterable[str],
          abbreviations: Iterable[str], info: dict) -> bytes:
    """The file for ``words``: sorted (word, flags, band, stem keys); ``info`` goes
    into the header as it is (sources, recipe)."""
    patterns: Dict[Pattern, int] = {}
    per_word = []
    for word, _flags, _band, keys in words:
        pattern = tuple(sorted(key_edit(word, key) for key in keys))
        patterns[pattern] = patterns.get(pattern, 0) + 1
        per_word.append(pattern)
    numbers = {pattern: number for number, (pattern, _) in
               enumerate(sorted(patterns.items(), key=lambda item: (-item[1], item[0])))}
    stream, starts = _front_coded(word for word, _flags, _band, _keys in words)
    starts = starts[::BLOCK] + [len(stream)]
    lengths = [end - start for start, end in zip(starts, starts[1:])]
    heads, _ = _front_coded(word for word, _flags, _band, _keys in words[::BLOCK])
    bands = bytes(band for _w, _f, band, _k in words)
    band_counts = [bands.count(bytes([band])) if band else 0 for band in range(256)]
    numbered = [numbers[pattern] for pattern in per_word]
    sections = {
        "words": stream,
        "heads": heads,
        "offsets_hi": bytes(length >> 8 for length in lengths),
        "offsets_lo": bytes(length & 255 for length in lengths),
        "flags_hi": bytes(flags >> 8 for _w, flags, _b, _k in words),
        "flags_lo": bytes(flags & 255 for _w, flags, _b, _k in words),
        "bands": bands,
        "keys_hi": bytes(number >> 8 for number in numbered),
        "keys_lo": bytes(number & 255 for number in numbered),
        "patterns": "\n".join(",".join(f"{cut}{added}" for cut, added in pattern)
                              for pattern in sorted(numbers, key=numbers.get)).encode(ENCODING),
        "names": "\n".join(sorted(names)).encode(ENCODING),
        "abbreviations": "\n".join(sorted(abbreviations)).encode(ENCODING),
    }
    header = {"format": FORMAT, "count": len(words), "block": BLOCK, "band_counts": band_counts,
              "sections": [[name, len(sections[name])] for name in SECTIONS], **info}
    body = json.dumps(header, ensure_ascii=False, sort_keys=True).encode("utf-8") + b"\n"
    return MAGIC + lzma.compress(body + b"".join(sections[name] for name in SECTIONS), preset=6)


def _front_coded(words: Iterable[str]) -> Tuple[bytes, List[int]]:
    """The words front-coded, and where each one's record starts."""
    stream, starts, previous = bytearray(), [], b""
    for word in words:
        spelled = word.encode(ENCODING)
        shared, most = 0, min(len(spelled), len(previous))
        while shared < most and spelled[shared] == previous[shared]:
            shared += 1
        starts.append(len(stream))
        stream.append(shared)
        stream += spelled[shared:] + b"\n"
        previous = spelled
    return bytes(stream), starts


def _unpacked(stream: bytes) -> Iterator[bytes]:
    """The words of a front-coded stream, in order."""
    previous, position, find = b"", 0, stream.index
    while position < len(stream):
        newline = find(b"\n", position + 1)
        previous = previous[:stream[position]] + stream[position + 1:newline]
        yield previous
        position = newline + 1


def read_header(data: bytes) -> Tuple[dict, bytes]:
    """(header, the sections' bytes) of a lexicon file."""
    if not data.startswith(MAGIC):
        raise LexiconFileError("not a lexicon file")
    try:
        payload = lzma.decompress(memoryview(data)[len(MAGIC):])
    except lzma.LZMAError as error:
        raise LexiconFileError(f"damaged lexicon file: {error}") from None
    end = payload.find(b"\n")
    header = json.loads(payload[:end])
    if header.get("format") != FORMAT:
        raise LexiconFileError(f"lexicon format {header.get('format')}, expected {FORMAT}")
    return header, payload[end + 1:]


class PackedWords:
    """The listed words of a lexicon file, looked up in place."""

    def __init__(self, data: bytes):
        header, body = read_header(data)
        parts, start = {}, 0
        for name, length in header["sections"]:
            parts[name] = body[start:start + length]
            start += length
        self.info = header
        self.count = header["count"]
        self.block = header["block"]
        self.stream = parts["words"]
        self.offsets = [0]
        for high, low in zip(parts["offsets_hi"], parts["offsets_lo"]):
            self.offsets.append(self.offsets[-1] + (high << 8 | low))
        self.heads = list(_unpacked(parts["heads"]))
        self.flags_hi, self.flags_lo = parts["flags_hi"], parts["flags_lo"]
        self.bands = parts["bands"]
        self.keys_hi, self.keys_lo = parts["keys_hi"], parts["keys_lo"]
        self.patterns: List[Pattern] = [
            tuple((int(edit.rstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ")), edit.lstrip("0123456789"))
                  for edit in line.split(","))
            for line in parts["patterns"].decode(ENCODING).split("\n")]
        self.names = _word_set(parts["names"])
        self.abbreviations = _word_set(parts["abbreviations"])
        self.band_start = [0] * 256
        rank = 1
        for band in range(1, 256):
            self.band_start[band] = rank
            rank += header["band_counts"][band]
        self.ranked = rank - 1

    def find(self, word: str) -> Optional[int]:
        """The index of a listed word, None if it is not listed."""
        try:
            spelled = word.encode(ENCODING)
        except UnicodeEncodeError:
            return None
        block = bisect_right(self.heads, spelled) - 1
        if block < 0:
            return None
        stream, position, end = self.stream, self.offsets[block], self.offsets[block + 1]
        index, current = block * self.block, self.heads[block]
        position = stream.index(b"\n", position + 1) + 1
        while True:
            if current >= spelled:
                return index if current == spelled else None
            if position >= end:
                return None
            newline = stream.index(b"\n", position + 1)
            current = current[:stream[position]] + stream[position + 1:newline]
            position, index = newline + 1, index + 1

    def flags_of(self, word: str) -> Optional[int]:
        """A listed word's compound flags, None if it is not listed."""
        index = self.find(word)
        return None if index is None else self.flags_hi[index] << 8 | self.flags_lo[index]

    def keys(self, index: int, word: str) -> FrozenSet[str]:
        return apply_edits(word, self.patterns[self.keys_hi[index] << 8 | self.keys_lo[index]])

    def rank(self, index: int) -> Optional[int]:
        band = self.bands[index]
        if not band:
            return None
        return self.band_start[band] + self.bands.count(bytes([band]), 0, index)

    def words(self, max_rank: Optional[int] = None) -> Iterator[str]:
        """The listed words the computers may lay (not HUMANS_ONLY; none of those is ranked) in
        spelling order; with ``max_rank``, only those ranked up to it."""
        if max_rank is not None:
            limit = max(0, min(max_rank, self.ranked))
            last = next((band for band in range(255, 0, -1) if self.band_start[band] <= limit), 0)
            taken_of_last = limit - self.band_start[last] + 1 if last else 0
        bands, flags_hi, humans_only = self.bands, self.flags_hi, HUMANS_ONLY >> 8
        for index, spelled in enumerate(_unpacked(self.stream)):
            band = bands[index] if max_rank is not None else 0
            if (max_rank is None and not flags_hi[index] & humans_only) or (band and band < last):
                yield spelled.decode(ENCODING)
            elif band and band == last and taken_of_last > 0:
                taken_of_last -= 1
                yield spelled.decode(ENCODING)


def _word_set(section: bytes) -> FrozenSet[str]:
    return frozenset(section.decode(ENCODING).split("\n")) - {""}
