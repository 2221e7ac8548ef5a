"""Build the German word lexicon (rules.words.lexicon.PATH) from pinned PyPI data.

Called by tools/vendor.py, which first fetches the wheels named here into
.cache/lexicon-build/ and checks their sha256 against tools/runtime-lock.json;
this script reads them without installing anything:

* simplemma 2.0.0: 1.1 M German word forms with their lemma -> the words and
  their stem keys (W-STEM); the compounds it lists -> the linking elements
  each modifier takes (compound_flags: KIND+ER, ARBEIT+S, not HAUS+EN);
* german-nouns 1.2.5 (German Wiktionary nouns): readings tagged as place,
  first name, surname, proper name or abbreviation -> names and
  abbreviations are refused, unless another reading is an ordinary word (W-WORD);
  plurals -> an umlaut plural as a modifier (HÄUSER+BLOCK); a capitalised word it
  lacks, and no lower-case form backs, is only what simplemma's corpora saw: names,
  English, abbreviations written as words (GÖRTZ, STREET, Ekd): left out up to
  UNATTESTED_SHORT letters, for humans only above (``Sources.attested``, packed.HUMANS_ONLY);
* wordfreq 3.1.1 (its German frequency list) -> a frequency band for the
  RANKED most frequent words (the computer players' vocabulary); its English list
  -> words far more frequent in English (ENGLISH_GAP; simplemma lists THE, YOU, SCHOOL
  as German) are left out, unless Wiktionary has the noun or it is a form of another
  German word (NOT, MATTER: for humans only; ``Sources.only_english``).

Written once per recipe: the file's header keeps the digest of this script,
of rules/words/{compounds,packed}.py and of the pinned wheels, and a changed
digest builds it again, into the folder of its format (lexicon-<FORMAT>/; the
folders of other formats are removed). Usage: python3 tools/build_lexicon.py [--force]
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
import shutil
import struct
import sys
import time
import zipfile
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from rules.words import compounds, packed  # noqa: E402  (the repository's own modules, stdlib only)
from rules.words.lexicon import PATH  # noqa: E402

LOCK = ROOT / "tools" / "runtime-lock.json"
WHEELS = ".cache/lexicon-build"
SOURCES = ("simplemma", "german-nouns", "wordfreq")
RANKED = 100_000          # words with a frequency band, most frequent first
ENGLISH_GAP = 1.5         # Zipf frequency in English this much above the German: English (see the docstring)
BANDS_PER_DECADE = 36     # frequency resolution: Zipf 8 -> band 1, Zipf 1 -> band 253
NAME_TAGS = {"Toponym", "Vorname", "Nachname", "Eigenname", "Straßenname"}
ABBREVIATION_TAGS = {"Abkürzung", "Symbol"}
VOWELS = set("AEIOUÄÖÜY")
UNATTESTED_SHORT = 5      # a word no source but simplemma's list backs is left out up to this length
TILE_WORD = re.compile(r"[A-ZÄÖÜ]+")
NOT_A_LETTER = re.compile(r"[^A-Za-zÄÖÜäöüß]")
ADJECTIVE_ENDINGS = ("e", "en", "er", "es", "em")
# A compound's parts are common words: Zipf frequency (log10 per billion words) of the lemma
# at least PART_ZIPF, SHORT_PART_ZIPF for three letters (keeps junk like ILD, HET, EKD out).
PART_ZIPF, SHORT_PART_ZIPF = 3.0, 4.0
# What a word can be as a compound's modifier (the builder's own bits, above the file's 16):
# a common noun's dictionary form, an adjective's, a verb's stem.
NOUN_MODIFIER, ADJECTIVE, VERB = 1 << 16, 1 << 17, 1 << 18
# Linking elements (rules.words.compounds.LINKS) a modifier takes: those German usage shows
# after it, in at least USAGE of the compounds the sources list; a word seen in fewer than
# GUESS_BELOW such compounds also takes what those show and what its ending suggests
# (guessed_links).
USAGE, GUESS_BELOW = 2, 3
S_SUFFIXES = ("UNG", "HEIT", "KEIT", "SCHAFT", "TÄT", "ION", "LING", "TUM")   # ZEITUNGS-, FREIHEITS-
BARE, WITH_S, WITH_N = (compounds.LINKS.index(link) for link in (("", False), ("S", False), ("N", False)))


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
    """form -> lemma of simplemma's German dictionary (its dictionary factory, from the pinned wheel)."""
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
    # Its bytes -> bytes store (_dict: private, of the pinned 2.0.0; recheck on a new version), decoded
    # once: the str view decodes a key, then encodes it again to look it up (4 s of the build).
    return {form.decode(): lemma.decode() for form, lemma in german._dict.items()}


NounRow = tuple[str, set[str], list[str], list[str]]


def noun_rows() -> list[NounRow]:
    """(lemma, tags, forms, nominative plurals) of every german-nouns row."""
    with wheel("german-nouns") as archive, archive.open("german_nouns/nouns.csv") as raw:
        rows = csv.reader(io.TextIOWrapper(raw, encoding="utf-8"))
        columns = next(rows)
        plural = [index for index, name in enumerate(columns) if name.startswith("nominativ plural")]
        return [(row[0], set(row[1].split(",")), [form for form in row[7:] if form],
                 [row[index] for index in plural if row[index]]) for row in rows]


def word_frequencies(language: str = "de") -> dict[str, float]:
    """wordfreq's list of ``language``: lower-case word -> frequency (its cBpack file, read directly)."""
    with wheel("wordfreq") as archive:
        bins = _msgpack(gzip.decompress(archive.read(f"wordfreq/data/large_{language}.msgpack.gz")))
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

    def __init__(self, forms: dict[str, str], rows: list[NounRow], frequencies: dict[str, float],
                 english: dict[str, float] | None = None):
        self.forms = forms
        self.lemmas = set(forms.values())
        self.frequencies = frequencies
        self.english = english or {}                                # wordfreq's English list
        self.noun_kinds: dict[str, set[str]] = defaultdict(set)    # spelling -> word/name/abbreviation
        self.noun_lemmas: dict[str, set[str]] = defaultdict(set)
        self.nouns: set[str] = set()                                # lemmas of ordinary Wiktionary nouns
        self.plurals: dict[str, set[str]] = defaultdict(set)        # tile lemma -> its plurals (tile words)
        self._keys: dict[str, str | None] = {}                      # lemma -> key(lemma)
        self._commons: dict[str, bool] = {}                         # lemma -> _common(lemma)
        for lemma, tags, row_forms, plurals in rows:
            kind = ("abbreviation" if tags & ABBREVIATION_TAGS else "name" if tags & NAME_TAGS else "word")
            if kind == "word":
                self.nouns.add(lemma)
                if tile(lemma):
                    self.plurals[tile(lemma)] |= {tile(plural) for plural in plurals if tile(plural)}
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

    def attested(self, readings: list[tuple[str, str]]) -> bool:
        """Does a source besides simplemma's list back one of a word's ordinary readings:
        lower case (a verb's, an adjective's form), Wiktionary's noun, or a capitalised
        adjective's form (Interessante: interessant)? What none backs is what its corpora
        saw capitalised: names (GÖRTZ, DERRIDA), English (STREET, YORK), Ekd; but also
        compounds Wiktionary lacks (GONDELFAHRT), which is why only short ones are left out."""
        return self.wiktionary_noun(readings) or any(
            spelling[:1].islower() or self._adjective_form(spelling) for spelling, _lemma in readings)

    def wiktionary_noun(self, readings: list[tuple[str, str]]) -> bool:
        """Is one of the readings a noun of German Wiktionary's (NOT: die Not; GO: the game)?"""
        return any(spelling in self.noun_kinds or lemma in self.noun_kinds for spelling, lemma in readings)

    def more_english(self, spelling: str) -> bool:
        """Is it ENGLISH_GAP or more Zipf more frequent in English than in German (THE, NOT)?"""
        low = spelling.lower()
        return bool(self.frequencies.get(low)) and (
            math.log10(self.english.get(low) or 1e-12) - math.log10(self.frequencies[low]) >= ENGLISH_GAP)

    def only_english(self, word: str, readings: list[tuple[str, str]]) -> bool:
        """A word far more frequent in English that no German source backs: neither a noun of
        Wiktionary's (NOT, GO) nor a form of another German word (MATTER: matt, LEAST:
        leasen, SINK: sinken). THE, YOU, SCHOOL, WATER (simplemma lists them as German)."""
        return self.more_english(word) and not self.wiktionary_noun(readings) and not any(
            spelling[:1].islower() and tile(lemma) != word and self.frequencies.get(lemma.lower())
            and not self.more_english(lemma) for spelling, lemma in readings)

    def _adjective_form(self, spelling: str) -> bool:
        low = spelling.lower()
        return low in self.forms or any(low.endswith(ending) and low[:-len(ending)] in self.lemmas
                                        for ending in ADJECTIVE_ENDINGS)

    def key(self, lemma: str) -> str | None:
        """W-STEM key of a lemma: a verb's without -en/-n (worked out once per lemma)."""
        if lemma not in self._keys:
            stem = lemma
            if lemma in self.verbs:
                stem = lemma[:-2] if lemma.endswith("en") else lemma[:-1]
            self._keys[lemma] = tile(NOT_A_LETTER.sub("", stem))
        return self._keys[lemma]

    def entry(self, word: str, readings: list[tuple[str, str]]) -> tuple[int, frozenset[str]]:
        """(kinds: compounds.NOUN and the builder's NOUN_MODIFIER, ADJECTIVE, VERB; stem keys)
        of an ordinary word from its ordinary readings."""
        flags, keys = 0, set()
        for spelling, lemma in readings:
            key = self.key(lemma)
            keys |= {self.key(verb) for verb in self.verbs_of(spelling, lemma)} - {None}
            if key:
                keys.add(key)
            if not self._common(lemma):
                continue
            if spelling[:1].isupper() and lemma in self.nouns and not self._nominalised(lemma):
                flags |= compounds.NOUN | (NOUN_MODIFIER if tile(lemma) == word else 0)
            elif spelling[:1].islower() and key == word:
                if lemma in self.verbs:
                    flags |= VERB
                elif self._adjective(lemma):
                    flags |= ADJECTIVE
        return flags, frozenset(keys or {word})

    def verbs_of(self, spelling: str, lemma: str) -> set[str]:
        """W-STEM: the verbs a reading is a form of where simplemma's lemma is wrong or stops
        short (its keys then miss the verb's): a lemma with a prefix the form lacks (waschen:
        wegwaschen, gegessen: weiteressen -> waschen, essen); an inflected participle (genannten:
        genannt, gegessene: gegessen, geöffnete beside geöffnet, gehörten beside gehört -> nennen,
        essen, öffnen, hören); a participle or past form held for a lemma of its own (gefahren,
        geformt, verloren, erschienen; stand beside standen -> fahren, formen, verlieren,
        erscheinen, stehen)."""
        low = spelling.lower()
        found = {self._unprefixed(low, lemma)} if lemma[:1].islower() else set()
        bases = set()
        if lemma[:1].islower() and lemma != low and lemma not in self.verbs:
            bases.add(lemma)                        # the lemma may itself be a participle (genannt)
        if spelling not in self.noun_kinds:         # a participle with an adjective's ending
            bases |= {low[:-len(ending)] for ending in ADJECTIVE_ENDINGS if low.endswith(ending)}
        for base in bases:
            found |= self._participle_verbs(base)
        if lemma == low and lemma not in self.verbs:
            found |= self._verbs_of_own_lemma(low)
        return found - {lemma}

    def _unprefixed(self, low: str, verb: str) -> str:
        """``verb`` without a prefix the form ``low`` lacks (waschen: wegwaschen -> waschen): the
        longest verb it ends in, if the form has that verb's stem but not what comes before
        (abzuwarten stays abwarten, floss fliessen: no "ess" in it)."""
        start = next((start for start in range(1, len(verb) - 3) if verb[start:] in self.verbs), None)
        if start is None or verb[:start] in low or verb[start:].removesuffix("n").removesuffix("e") not in low:
            return verb
        return verb[start:]

    def _participle_verbs(self, base: str) -> set[str]:
        """The verb ``base`` is a participle of, judged by its shape (5 letters or more, in
        ge-, -t or -en; -st only after ge-: stärkst, bekanntest are a verb's other forms, and
        with an ending superlatives) and simplemma's lemma (or, held for a lemma of its own,
        its shape)."""
        lemma = self.forms.get(base)
        shaped = base.startswith("ge") or base.endswith(("t", "en")) and not base.endswith("st")
        if not lemma or len(base) < 5 or not shaped:
            return set()
        if lemma == base:
            return self._verbs_of_own_lemma(base)
        verb = self._unprefixed(base, lemma)
        return {verb} if verb in self.verbs else set()

    def _verbs_of_own_lemma(self, low: str) -> set[str]:
        """The verb of a form simplemma holds for a lemma: ge- + stem + -en/-t/-et (gefahren);
        a past form + -en (verloren: verlor); + -en a past plural (stand: standen)."""
        found = set()
        if low.startswith("ge"):
            for suffix in ("en", "et", "t"):
                stem = low[2:-len(suffix)]
                if low.endswith(suffix):
                    found |= {stem + ending for ending in ("en", "n") if stem + ending in self.verbs}
        past = self.forms.get(low[:-2]) if low.endswith("en") and len(low) >= 6 else None
        plural = self.forms.get(low + "en") if len(low) >= 4 else None
        return found | {verb for verb in (past, plural)
                        if verb in self.verbs and verb not in (low[:-2], low, low + "en")}

    def _common(self, lemma: str) -> bool:
        """Is the lemma frequent enough to be part of a compound? (worked out once per lemma)"""
        if lemma not in self._commons:
            frequency = self.frequencies.get(lemma.lower().replace("ß", "ss"), 0)
            least = SHORT_PART_ZIPF if len(lemma) <= 3 else PART_ZIPF
            self._commons[lemma] = frequency > 0 and math.log10(frequency) + 9 >= least
        return self._commons[lemma]

    def _adjective(self, lemma: str) -> bool:
        return all(self.forms.get(lemma + ending) == lemma for ending in ADJECTIVE_ENDINGS)

    def _nominalised(self, lemma: str) -> bool:
        """Kleinere, Gute: a capitalised form of a lower-case adjective's form."""
        lower = self.forms.get(lemma.lower())
        return bool(lower) and lower != lemma.lower() and lower[:1].islower() and lower not in self.verbs


def _inner_capital(spelling: str) -> bool:
    rest = spelling[1:]
    return rest != rest.lower()


# --- linking elements ----------------------------------------------------------------------------

def compound_flags(entries: dict[str, tuple[int, frozenset[str]]], readings: dict[str, list[tuple[str, str]]],
                   plurals: dict[str, set[str]], usage_from: list[str] | None = None) -> dict[str, int]:
    """The file's flags of every ordinary word (rules.words.compounds): NOUN, and for a
    modifier the linking elements it takes and MIDDLE. ``entries``: word -> (kinds, keys)
    of Sources.entry; ``readings``: its ordinary (spelling, lemma) readings;
    ``plurals``: a noun's plurals (HAUS -> HÄUSER: an umlaut plural is a modifier of its own);
    ``usage_from``: the words whose compounds show usage, by default listed_nouns(readings)
    (bench/lexicon_links.py holds half of them back)."""
    kinds = {word: entry[0] for word, entry in entries.items()}
    modifiers = {word for word, kind in kinds.items() if kind & (NOUN_MODIFIER | ADJECTIVE | VERB)}
    heads = {word for word, kind in kinds.items() if kind & NOUN_MODIFIER}
    plural_forms = {form for word in heads for form in plurals.get(word, ())
                    if form in kinds and form not in modifiers}
    usage = _link_usage(listed_nouns(readings) if usage_from is None else usage_from,
                        modifiers, plural_forms, heads)
    links: dict[str, int] = {}
    file_flags = lambda word: kinds[word] & compounds.NOUN | links.get(word, 0) if word in kinds else None  # noqa: E731
    for word in by_length(modifiers | plural_forms):
        seen = usage.get(word, {})
        bits = sum(compounds.LINK_BITS[link] for link, count in seen.items() if count >= USAGE)
        if word in modifiers and sum(seen.values()) < GUESS_BELOW:
            plain = len({lemma for _spelling, lemma in readings[word]}) == 1
            if plain:
                bits |= sum(compounds.LINK_BITS[link] for link in seen)
            bits |= guessed_links(word, kinds, plain, links, file_flags)
        if bits and seen and (kinds[word] & NOUN_MODIFIER or word in plural_forms):
            bits |= compounds.MIDDLE    # only a modifier usage shows comes after another one
        if bits:
            links[word] = bits
    return {word: kind & compounds.NOUN | links.get(word, 0) for word, kind in kinds.items()}


def by_length(words) -> list[str]:
    """``words`` shortest first, alphabetical within a length (two sorts: faster than a tuple key)."""
    return sorted(sorted(words), key=len)


def listed_nouns(readings: dict[str, list[tuple[str, str]]]) -> list[str]:
    """The words that are a noun's dictionary form (its lemma, capitalised)."""
    return [word for word, word_readings in readings.items()
            if any(spelling[:1].isupper() and spelling == lemma for spelling, lemma in word_readings)]


def guessed_links(word: str, kinds: dict[str, int], plain: bool, links: dict[str, int], file_flags) -> int:
    """The links of a modifier that usage hardly shows: a compound's are its head's
    (TEEKANNE as KANNE: N); -UNG, -HEIT, -KEIT... take S; an adjective, a verb stem or
    another noun none, a noun in -E an N (BETTDECKE -> BETTDECKEN-); a word that is also
    something else (HAUSEN: a fish, and the verb hausen) only what usage shows."""
    kind, bits = kinds[word], 0
    if kind & (ADJECTIVE | VERB) and plain:
        bits |= compounds.LINK_BITS[BARE]
    if kind & NOUN_MODIFIER:
        parts = compounds.split(word, file_flags)
        if parts and kinds[parts[1]] & NOUN_MODIFIER and links.get(parts[1]):
            bits |= links[parts[1]] & compounds.ANY_LINK
        elif word.endswith(S_SUFFIXES):
            bits |= compounds.LINK_BITS[WITH_S]
        elif plain:
            bits |= compounds.LINK_BITS[WITH_N if word.endswith("E") else BARE]
    return bits


def _link_usage(listed: list[str], modifiers: set[str], plural_forms: set[str],
                heads: set[str]) -> dict[str, dict[int, int]]:
    """modifier -> {link: how many listed nouns are that modifier, link and a head}.
    A noun read in several ways counts once, for the modifier and link most nouns show
    (ARBEITSAMT: ARBEIT+S+AMT, not ARBEIT+SAMT), then a noun before a verb stem (SCHULHOF:
    SCHULE without E, not SCHUL of schulen), a dictionary form before a plural."""
    readings = {word: list(as_compound(word, modifiers, plural_forms, heads)) for word in listed}
    seen = Counter((modifier, link) for word_readings in readings.values() for modifier, link, _ in word_readings)
    usage: dict[str, dict[int, int]] = defaultdict(dict)
    for word_readings in readings.values():
        if word_readings:
            modifier, link, _ = max(word_readings, key=lambda reading: (
                seen[reading[:2]], reading[0] in heads, reading[0] not in plural_forms, reading[2]))
            usage[modifier][link] = usage[modifier].get(link, 0) + 1
    return usage


def as_compound(word: str, modifiers: set[str], plural_forms: set[str], heads: set[str]):
    """Every reading of ``word`` as (modifier, link index, head length): one modifier,
    a link, a head; a plural form (HÄUSER) only without a link."""
    for start in range(compounds.MIN_PART, len(word) - compounds.MIN_PART + 1):
        if word[start:] not in heads:
            continue
        prefix = word[:start]
        for link, (letters, dropped) in enumerate(compounds.LINKS):
            if not prefix.endswith(letters) or len(prefix) - len(letters) < compounds.MIN_PART:
                continue
            modifier = prefix[:len(prefix) - len(letters)] + (compounds.DROPPED if dropped else "")
            if modifier in modifiers or (link == BARE and modifier in plural_forms):
                yield modifier, link, len(word) - start


def band(frequency: float) -> int:
    zipf = math.log10(frequency) + 9
    return max(1, min(255, 1 + int((8 - zipf) * BANDS_PER_DECADE)))


def _links_given_back(flags: int, head_flags: int) -> bool:
    """Does a compound left out still take its links? The rule reads it as modifiers
    and its head, so it has the head's links, after another modifier."""
    links = flags & compounds.ANY_LINK
    return not links or (links & ~head_flags == 0 and bool(head_flags & compounds.MIDDLE))


def build(log=print) -> bytes:
    started = time.perf_counter()
    frequencies = word_frequencies()
    sources = Sources(simplemma_forms(), noun_rows(), frequencies, word_frequencies("en"))
    log(f"lexicon: sources read ({time.perf_counter() - started:.1f} s)")
    classified = {word: sources.classify(word) for word in sources.readings}
    kinds = {word: kind for word, (kind, _readings) in classified.items()}
    readings = {word: word_readings for word, (kind, word_readings) in classified.items() if kind == "word"}
    entries = {word: sources.entry(word, word_readings) for word, word_readings in readings.items()}
    flags = compound_flags(entries, readings, sources.plurals)   # every listed compound shows its links
    unattested = {word for word, word_readings in readings.items() if not sources.attested(word_readings)}
    foreign = {word for word in readings if sources.more_english(word)}
    english = {word for word in foreign if sources.only_english(word, readings[word])}
    left_out = {word for word in unattested if len(word) <= UNATTESTED_SHORT} | english
    humans_only = (unattested | foreign) - left_out   # a human may lay them; the computers never (packed.HUMANS_ONLY)
    ordinary = {word: (flags[word] | (packed.HUMANS_ONLY if word in humans_only else 0), keys)
                for word, (_kinds, keys) in entries.items() if word not in left_out}
    log(f"lexicon: {sum(1 for bits in flags.values() if bits & compounds.ANY_LINK)} modifiers with their "
        f"linking elements ({time.perf_counter() - started:.1f} s)")
    ranked = sorted((word for word in ordinary if frequencies.get(word.lower()) and word not in humans_only),
                    key=lambda word: (-frequencies[word.lower()], word))[:RANKED]
    bands = {word: band(frequencies[word.lower()]) for word in ranked}
    # Leave out what the compound rule gives back with the same keys and links (shortest
    # first, so every word is judged against the shorter words that stay).
    kept: dict[str, tuple[int, frozenset[str]]] = {}
    kept_flags: dict[str, int] = {}   # the flags of the words kept so far: their get is compounds.Flags
    for word in by_length(ordinary):
        parts = None if word in bands else compounds.split(word, kept_flags.get)
        if not parts or {parts[0] + key for key in kept[parts[1]][1]} != ordinary[word][1] \
                or not _links_given_back(ordinary[word][0], kept_flags[parts[1]]):
            kept[word] = ordinary[word]
            kept_flags[word] = ordinary[word][0]
    log(f"lexicon: {len(ordinary)} words ({len(left_out - english)} short unattested and {len(english)} English "
        f"left out, "
        f"{sum(1 for bits, _keys in ordinary.values() if bits & packed.HUMANS_ONLY)} for humans only), {len(kept)} kept, "
        f"{len(ordinary) - len(kept)} given back by the compound rule ({time.perf_counter() - started:.1f} s)")
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
        if not check_only:
            remove_other_formats(target.parent)
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
    remove_other_formats(target.parent)
    return target


def remove_other_formats(folder: Path) -> None:
    """Remove the lexicon folders of other formats beside ``folder`` (lexicon-1 once
    lexicon-2 is built): nothing reads them, and a browser keeps what it cached of them."""
    for other in folder.parent.glob("lexicon-*"):
        if other != folder and other.is_dir() and re.fullmatch(r"lexicon-\d+", other.name):
            shutil.rmtree(other)
            print(f"lexicon: removed {other.name} beside {folder.name} (another format)")


if __name__ == "__main__":
    ensure(force="--force" in sys.argv[1:])
