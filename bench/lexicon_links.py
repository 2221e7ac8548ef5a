"""How often the word lexicon takes letter strings that are no words (README "Word lexicon").

    python3 bench/lexicon_links.py [--holdout]

* 20,000 random tile strings (6 to 11 letters drawn from the 110 letter tiles):
  how many the lexicon accepts;
* 2,000 pairs of frequent nouns glued with a wrong link: noun A, a linking element
  (S, ES, N, EN, ER, E, NS, ENS, E dropped, E dropped + S) and noun B, where A with
  that link is none of A's forms (german-nouns) and comes before no noun in any
  word simplemma lists (HAUS+EN+TÜR, KIND+EN+GARTEN): how many are accepted;
* --holdout (about 2 minutes more): the listed compounds of one modifier, a link
  and a noun, half of them held back from the usage the builder reads the links
  from (tools/build_lexicon.py compound_flags): how many of the held-back half
  the compound rule still accepts.

Reads the built file (rules.words.lexicon.PATH) and the pinned source wheels
(.cache/lexicon-build, tools/vendor.py fetches them). The first two figures
need nothing but the file and the sources, so the script also measures a
lexicon of an earlier format when run from that version's tree.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import build_lexicon  # noqa: E402  (stdlib only)
from rules.words.lexicon import load_default  # noqa: E402

TILE_LETTERS = "A" * 6 + "B" * 2 + "C" * 4 + "D" * 6 + "E" * 12 + "F" * 3 + "G" * 3 + "H" * 5 + "I" * 8 + "J" + \
    "K" * 3 + "L" * 4 + "M" * 4 + "N" * 9 + "O" * 4 + "PQ" + "R" * 6 + "S" * 8 + "T" * 4 + "U" * 6 + "VWWXYZZÄÖÜ"
# (letters after noun A, A's final E dropped first): every linking element but none at all
WRONG_LINKS = (("S", False), ("ES", False), ("N", False), ("EN", False), ("ER", False), ("E", False),
               ("NS", False), ("ENS", False), ("", True), ("S", True))
FREQUENT, PAIRS, STRINGS = 2000, 2000, 20_000


def random_strings(lexicon) -> list[str]:
    rng = random.Random(14)
    strings = ["".join(rng.choice(TILE_LETTERS) for _ in range(rng.randint(6, 11))) for _ in range(STRINGS)]
    return [word for word in strings if lexicon.is_word(word)]


def wrong_link_pairs(lexicon) -> tuple[list[str], list[str]]:
    """(the glued pairs, those the lexicon accepts)."""
    frequencies = build_lexicon.word_frequencies()
    spelled = {build_lexicon.tile(form) for pair in build_lexicon.simplemma_forms().items() for form in pair
               if form[:1].isupper()} - {None}
    forms: dict[str, set[str]] = {}
    for row in build_lexicon.noun_rows():
        lemma, tags, row_forms = row[0], row[1], row[2]
        word = build_lexicon.tile(lemma)
        if word and not tags & (build_lexicon.NAME_TAGS | build_lexicon.ABBREVIATION_TAGS):
            forms.setdefault(word, set()).update(filter(None, map(build_lexicon.tile, row_forms)))
    zipf = {word: math.log10(frequencies.get(word.lower(), 1e-12)) + 9 for word in forms}
    heads = {word for word in forms if zipf[word] >= build_lexicon.PART_ZIPF}
    before_a_noun = {word[:start] for word in spelled for start in range(1, len(word)) if word[start:] in heads}
    frequent = sorted((word for word in forms if len(word) >= 3 and lexicon.is_word(word)),
                      key=lambda word: (-zipf[word], word))[:FREQUENT]
    rng, glued = random.Random(7), []
    while len(glued) < PAIRS:
        a, b = rng.sample(frequent, 2)
        letters, dropped = rng.choice(WRONG_LINKS)
        if dropped and not a.endswith("E"):
            continue
        linked = (a[:-1] if dropped else a) + letters
        if linked in forms[a] or linked in before_a_noun or linked + b in spelled:
            continue
        glued.append(linked + b)
    return glued, [word for word in glued if lexicon.is_word(word)]


def holdout() -> tuple[int, int, list[str]]:
    """(held-back compounds, accepted, a sample of the refused)."""
    from rules.words import compounds
    sources = build_lexicon.Sources(build_lexicon.simplemma_forms(), build_lexicon.noun_rows(),
                                    build_lexicon.word_frequencies())
    classified = {word: sources.classify(word) for word in sources.readings}
    readings = {word: found for word, (kind, found) in classified.items() if kind == "word"}
    entries = {word: sources.entry(word, found) for word, found in readings.items()}
    listed = build_lexicon.listed_nouns(readings)
    kept = [word for word in listed if zlib.crc32(word.encode()) % 2 == 0]
    flags = build_lexicon.compound_flags(entries, readings, sources.plurals, usage_from=kept)
    kinds = {word: entry[0] for word, entry in entries.items()}
    modifiers = {word for word, kind in kinds.items()
                 if kind & (build_lexicon.NOUN_MODIFIER | build_lexicon.ADJECTIVE | build_lexicon.VERB)}
    heads = {word for word, kind in kinds.items() if kind & build_lexicon.NOUN_MODIFIER}
    held = [word for word in listed if zlib.crc32(word.encode()) % 2
            and next(build_lexicon.as_compound(word, modifiers, set(), heads), None)]
    refused = [word for word in held
               if not compounds.split(word, lambda part: None if part == word else flags.get(part))]
    return len(held), len(held) - len(refused), random.Random(2).sample(refused, min(30, len(refused)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--holdout", action="store_true", help="also the held-back compounds (slow)")
    args = parser.parse_args(argv)
    lexicon = load_default()
    started = time.perf_counter()
    strings = random_strings(lexicon)
    print(f"random tile strings: {len(strings)} of {STRINGS:,} accepted {strings}")
    glued, accepted = wrong_link_pairs(lexicon)
    print(f"frequent nouns glued with a wrong link: {len(accepted)} of {PAIRS:,} accepted")
    print(f"  accepted, first 40: {accepted[:40]}")
    print(f"  glued, first 20: {glued[:20]}")
    if args.holdout:
        held, kept, refused = holdout()
        print(f"held-back listed compounds: {kept} of {held:,} accepted ({kept / held:.1%}); "
              f"refused, a sample: {refused}")
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
