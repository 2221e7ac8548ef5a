"""Build the German word lexicon (rules.words.lexicon.PATH) from pinned PyPI data.

Called by tools/vendor.py, which first fetches the wheels named here into
.cache/lexicon-build/ and checks their sha256 against tools/runtime-lock.json;
this script reads them without installing anything:

* simplemma 2.0.0: 1.1 M German word forms with their lemma -> the words and
  their stem keys (W-STEM);
* german-nouns 1.2.5 (German Wiktionary nouns): readings tagged as place,
  first name, surname, proper name or abbreviation -> names and
  abbreviations are refused, unless another reading is an ordinary word (W-WORD);
* wordfreq 3.1.1 (its German frequency list) -> a frequency band for the
  RANKED most frequent words (the computer players' vocabulary).

Written once per recipe: the file's header keeps the digest of this script,
of rules/words/{compounds,packed}.py and of the pinned wheels, and a changed
digest builds it again. Usage: python3 tools/build_lexicon.py [--force]
Only the standard library is used (and the rules.words modules).
"""

from __future__ import annotations

import csv
import gzip
import hashlib
import io
import json
import lzma
import math
import re
import struct
import sys
import time
import zipfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from rules.words import compounds, packed  # noqa: E402  (the repository's own modules, stdlib only)
from rules.words.lexicon import PATH  # noqa: E402

LOCK = ROOT / "tools" / "runtime-lock.json"
WHEELS = ".cache/lexicon-build"
SOURCES = ("simplemma", "german-nouns", "wordfreq")
RANKED = 100_000          # words with a frequency band, most frequent first
BANDS_PER_DECADE = 36     # frequency resolution: Zipf 8 -> band 1, Zipf 1 -> band 253
NAME_TAGS = {"Toponym", "Vorname", "Nachname", "Eigenname", "Straßenname"}
ABBREVIATION_TAGS = {"Abkürzung", "Symbol"}
VOWELS = set("AEIOUÄÖÜY")
TILE_WORD = re.compile(r"[A-ZÄÖÜ]+")
ADJECTIVE_ENDINGS = ("e", "en", "er", "es", "em")
# A compound's parts are common words: Zipf frequency (log10 per billion words) of the lemma
# at least PART_ZIPF, SHORT_PART_ZIPF for three letters (keeps junk like ILD, HET, EKD out).
PART_ZIPF, SHORT_PART_ZIPF = 3.0, 4.0


def tile(spelling: str) -> str | None:
    """The tile spelling of a source word (Straße -> STRASSE), None if it has other letters."""
    word = spelling.upper()   # "ß".upper() == "SS"
    return word if TILE_WORD.fullmatch(word) else None


def lexicon_wheels() -> list[dict]:
    lock = json.loads(LOCK.read_text(encoding="utf-8"))
    return [wheel for wheel in lock["wheels"] if wheel["dest"] == WHEELS]


def recipe_digest() -> str:
    """What the built file depends on: the builder, the format, the compound rule, the data."""
    digest = hashlib.sha256()
    for path in (Path(__file__), ROOT / "rules/words/compounds.py", ROOT / "rules/words/packed.py"):
        digest.update(path.read_bytes())
    digest.update(json.dumps(lexicon_wheels(), sort_keys=True).encode())
    return digest.hexdigest()


def built_recipe(path: Path) -> str | None:
    """The recipe digest in a built file's header, None if there is no readable file."""
    try:
        data = path.read_bytes()
        if not data.startswith(packed.MAGIC):
            return None
        start = lzma.LZMADecompressor().decompress(data[len(packed.MAGIC):], 1 << 16)
        return json.loads(start[:start.index(b"\n")]).get("recipe")
    except (OSError, ValueError, lzma.LZMAError):
        return None


def wheel(name: str) -> zipfile.ZipFile:
    entry = next(w for w in lexicon_wheels() if w["name"] == name)
    return zipfile.ZipFile(ROOT / WHEELS / entry["file"])


# --- the sources ---------------------------------------------------------------------------------

def simplemma_forms() -> dict[str, str]:
    """form -> lemma of simplemma's German dictionary (its public API, from the wheel)."""
    folder = ROOT / WHEELS / "simplemma"
    stamp = folder / ".wheel"
    entry = next(w for w in lexicon_wheels() if w["name"] == "simplemma")
    if not stamp.exists() or stamp.read_text() != entry["sha256"]:
        with wheel("simplemma") as archive:
            keep = [name for name in archive.namelist() if name.startswith("simplemma/")
                    and (not name.endswith(".plzma") or name.endswith("/de.plzma"))]
            archive.extractall(folder, keep)
        stamp.write_text(entry["sha256"])
    sys.path.insert(0, str(folder))
    from simplemma.strategies.dictionaries import DefaultDictionaryFactory
    german = DefaultDictionaryFactory().get_dictionary("de")
    return {form: german[form] for form in german}


def noun_rows() -> list[tuple[str, set[str], list[str]]]:
    """(lemma, tags, forms) of every german-nouns row."""
    with wheel("german-nouns") as archive, archive.open("german_nouns/nouns.csv") as raw:
        rows = csv.reader(io.TextIOWrapper(raw, encoding="utf-8"))
        next(rows)
        return [(row[0], set(row[1].split(",")), [form for form in row[7:] if form]) for row in rows]


def word_frequencies() -> dict[str, float]:
    """wordfreq's German list: lower-case word -> frequency (its cBpack file, read directly)."""
    with wheel("wordfreq") as archive:
        bins = _msgpack(gzip.decompress(archive.read("wordfreq/data/large_de.msgpack.gz")))
    return {word: 10 ** (-centibels / 100) for centibels, words in enumerate(bins[1:]) for word in words}


def _msgpack(data: bytes):
    """The msgpack subset wordfreq's files use (maps, arrays, strings, small ints)."""
    position = 0

    def take(count: int) -> bytes:
        nonlocal position
        position += count
        return data[position - count:position]

    def item():
        kind = take(1)[0]
        if kind <= 0x7F:
            return kind
        if 0x80 <= kind <= 0x8F:
            return {item(): item() for _ in range(kind & 0x0F)}
        if 0x90 <= kind <= 0x9F:
            return [item() for _ in range(kind & 0x0F)]
        if 0xA0 <= kind <= 0xBF:
            return take(kind & 0x1F).decode("utf-8")
        sizes = {0xD9: ">B", 0xDA: ">H", 0xDB: ">I", 0xDC: ">H", 0xDD: ">I", 0xDE: ">H"}
        if kind not in sizes:
            raise ValueError(f"msgpack type {kind:#x} not expected in wordfreq data")
        fmt = sizes[kind]
        (count,) = struct.unpack(fmt, take(struct.calcsize(fmt)))
        if kind <= 0xDB:
            return take(count).decode("utf-8")
        if kind <= 0xDD:
            return [item() for _ in range(count)]
        return {item(): item() for _ in range(count)}

    return item()


# --- the lexicon ---------------------------------------------------------------------------------

class Sources:
    """Every reading of every tile word, and what the sources say about it."""

    def __init__(self, forms: dict[str, str], rows: list[tuple[str, set[str], list[str]]],
                 frequencies: dict[str, float]):
        self.forms = forms
        self.frequencies = frequencies
        self.noun_kinds: dict[str, set[str]] = defaultdict(set)    # spelling -> word/name/abbreviation
        self.noun_lemmas: dict[str, set[str]] = defaultdict(set)
        self.nouns: set[str] = set()                                # lemmas of ordinary Wiktionary nouns
        for lemma, tags, row_forms in rows:
            kind = ("abbreviation" if tags & ABBREVIATION_TAGS else "name" if tags & NAME_TAGS else "word")
            if kind == "word":
                self.nouns.add(lemma)
            for spelling in (lemma, *row_forms):
                self.noun_kinds[spelling].add(kind)
                self.noun_lemmas[spelling].add(lemma)
        # lower-case lemmas with a form in -t (spielt, geht): verbs
        self.verbs = {lemma for form, lemma in forms.items()
                      if form.endswith("t") and form != lemma and lemma[:1].islower() and lemma.endswith("n")}
        self.readings: dict[str, list[tuple[str, str]]] = defaultdict(list)   # tile word -> (spelling, lemma)
        for form, lemma in forms.items():
            self._add(form, lemma)
        for lemma in set(forms.values()) - forms.keys():
            self._add(lemma, lemma)
        for spelling, lemmas in self.noun_lemmas.items():
            if spelling not in forms:
                for lemma in sorted(lemmas):
                    self._add(spelling, lemma)

    def _add(self, spelling: str, lemma: str) -> None:
        word = tile(spelling)
        if word:
            self.readings[word].append((spelling, lemma))

    def kinds(self, spelling: str, lemma: str) -> set[str]:
        """word / name / abbreviation, as the sources have it (W-WORD)."""
        if _inner_capital(spelling) or _inner_capital(lemma):
            return {"abbreviation"}                                   # GmbH, PKW, ADAC
        if spelling in self.noun_kinds:
            return self.noun_kinds[spelling]
        if lemma in self.noun_kinds:
            return self.noun_kinds[lemma]                             # Berlins -> Berlin
        if spelling[:1].isupper() and spelling.upper() in self.forms:
            return {"abbreviation"}                                   # Nato beside NATO
        return {"word"}

    def classify(self, word: str) -> tuple[str, list[tuple[str, str]]]:
        """(word / name / abbreviation, the ordinary readings) of a tile word."""
        kinds, ordinary = set(), []
        for spelling, lemma in self.readings[word]:
            reading = self.kinds(spelling, lemma)
            kinds |= reading
            if "word" in reading:
                ordinary.append((spelling, lemma))
        if not VOWELS & set(word):
            return "abbreviation", []                                 # LKW, KFZ
        return ("word" if ordinary else "abbreviation" if "abbreviation" in kinds else "name"), ordinary

    def key(self, lemma: str) -> str | None:
        """W-STEM key of a lemma: a verb's without -en/-n."""
        if lemma in self.verbs:
            lemma = lemma[:-2] if lemma.endswith("en") else lemma[:-1]
        return tile(re.sub(r"[^A-Za-zÄÖÜäöüß]", "", lemma))

    def entry(self, word: str, readings: list[tuple[str, str]]) -> tuple[int, frozenset[str]]:
        """(compound flags, stem keys) of an ordinary word from its ordinary readings."""
        flags, keys = 0, set()
        for spelling, lemma in readings:
            key = self.key(lemma)
            if key:
                keys.add(key)
            if not self._common(lemma):
                continue
            if spelling[:1].isupper() and lemma in self.nouns and not self._nominalised(lemma):
                flags |= compounds.NOUN | (compounds.MODIFIER if tile(lemma) == word else 0)
            elif spelling[:1].islower() and key == word:
                if lemma in self.verbs:
                    flags |= compounds.VERB
                elif self._adjective(lemma):
                    flags |= compounds.ADJECTIVE
        return flags, frozenset(keys or {word})

    def _common(self, lemma: str) -> bool:
        """Is the lemma frequent enough to be part of a compound?"""
        frequency = self.frequencies.get(lemma.lower().replace("ß", "ss"), 0)
        least = SHORT_PART_ZIPF if len(lemma) <= 3 else PART_ZIPF
        return frequency > 0 and math.log10(frequency) + 9 >= least

    def _adjective(self, lemma: str) -> bool:
        return all(self.forms.get(lemma + ending) == lemma for ending in ADJECTIVE_ENDINGS)

    def _nominalised(self, lemma: str) -> bool:
        """Kleinere, Gute: a capitalised form of a lower-case adjective's form."""
        lower = self.forms.get(lemma.lower())
        return bool(lower) and lower != lemma.lower() and lower[:1].islower() and lower not in self.verbs


def _inner_capital(spelling: str) -> bool:
    rest = spelling[1:]
    return rest != rest.lower()


def band(frequency: float) -> int:
    zipf = math.log10(frequency) + 9
    return max(1, min(255, 1 + int((8 - zipf) * BANDS_PER_DECADE)))


def build(log=print) -> bytes:
    started = time.perf_counter()
    frequencies = word_frequencies()
    sources = Sources(simplemma_forms(), noun_rows(), frequencies)
    log(f"lexicon: sources read ({time.perf_counter() - started:.1f} s)")
    classified = {word: sources.classify(word) for word in sources.readings}
    kinds = {word: kind for word, (kind, _readings) in classified.items()}
    ordinary = {word: sources.entry(word, readings) for word, (kind, readings) in classified.items()
                if kind == "word"}
    ranked = sorted((word for word in ordinary if frequencies.get(word.lower())),
                    key=lambda word: (-frequencies[word.lower()], word))[:RANKED]
    bands = {word: band(frequencies[word.lower()]) for word in ranked}
    # Leave out what the compound rule gives back with the same keys (shortest first, so
    # every word is judged against the shorter words that stay).
    kept: dict[str, tuple[int, frozenset[str]]] = {}
    flags_of = lambda word: kept[word][0] if word in kept else None  # noqa: E731
    for word in sorted(ordinary, key=lambda w: (len(w), w)):
        parts = None if word in bands else compounds.split(word, flags_of)
        if not parts or {parts[0] + key for key in kept[parts[1]][1]} != ordinary[word][1]:
            kept[word] = ordinary[word]
    log(f"lexicon: {len(ordinary)} words, {len(kept)} kept, {len(ordinary) - len(kept)} given back by "
        f"the compound rule ({time.perf_counter() - started:.1f} s)")
    versions = {w["name"]: w["version"] for w in lexicon_wheels() if w["name"] in SOURCES}
    return packed.write(
        [(word, flags, bands.get(word, 0), keys) for word, (flags, keys) in sorted(kept.items())],
        names=[word for word, kind in kinds.items() if kind == "name"],
        abbreviations=[word for word, kind in kinds.items() if kind == "abbreviation"],
        info={"recipe": recipe_digest(), "sources": versions, "ranked": len(ranked),
              "licence": "CC BY-SA 4.0 (German Wiktionary via german-nouns, wordfreq data); see README"})


def ensure(check_only: bool = False, force: bool = False, quiet: bool = False) -> Path:
    """Build the lexicon unless the file of this recipe is there; returns its path."""
    target = ROOT / PATH
    if not force and built_recipe(target) == recipe_digest():
        if not quiet:
            print(f"lexicon: {PATH} is up to date")
        return target
    if check_only:
        raise FileNotFoundError(f"{PATH} is missing or stale (run python3 tools/vendor.py)")
    started = time.perf_counter()
    data = build(log=(lambda _text: None) if quiet else print)
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".partial")
    partial.write_bytes(data)
    partial.replace(target)
    print(f"lexicon: wrote {PATH} ({len(data) / 1e6:.2f} MB) in {time.perf_counter() - started:.1f} s")
    return target


if __name__ == "__main__":
    ensure(force="--force" in sys.argv[1:])
