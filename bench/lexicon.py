"""Word lexicon load and lookup times (README "Word lexicon").

    python3 bench/lexicon.py [--runs 7]                  CPython
    node tools/pyodide-run.mjs bench/lexicon.py [--runs 7]   Pyodide under Node

Loads the built file (rules.words.lexicon.PATH) from bytes ``runs`` times and
prints the median, then times lookups of listed words, of two of the 5,000 most
frequent words joined and of random letter strings (medians per word over the
batch, and how many the lexicon accepts). How often it takes what is no word:
python3 bench/lexicon_links.py; the load in Chromium: node bench/lexicon.mjs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.words.lexicon import PATH, ROOT, load  # noqa: E402

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ"


def per_word(lexicon, words: list[str]) -> float:
    started = time.perf_counter()
    for word in words:
        lexicon.refusal(word)
    return (time.perf_counter() - started) / len(words) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    data = (ROOT / PATH).read_bytes()
    loads = []
    for _ in range(args.runs):
        started = time.perf_counter()
        lexicon = load(data)
        loads.append(time.perf_counter() - started)
    print(f"{sys.implementation.name} {sys.version.split()[0]} ({sys.platform}): file {len(data) / 1e6:.2f} MB, "
          f"load median {statistics.median(loads) * 1000:.0f} ms (min {min(loads) * 1000:.0f}, "
          f"max {max(loads) * 1000:.0f}, {args.runs} runs)")
    rng = random.Random(1)
    listed = rng.sample(list(lexicon.words()), 2000)
    ranked = list(lexicon.words(max_rank=5000))
    started = time.perf_counter()
    ranked_all = sum(1 for _ in lexicon.words(max_rank=100_000))
    every = time.perf_counter() - started
    compounds = [a + b for a, b in zip(rng.sample(ranked, 1000), rng.sample(ranked, 1000))]
    noise = ["".join(rng.choice(LETTERS) for _ in range(rng.randint(4, 12))) for _ in range(2000)]
    for name, words in (("listed words", listed), ("two ranked words joined", compounds),
                        ("random letters", noise)):
        times = [per_word(lexicon, words[i::5]) for i in range(5)]
        accepted = sum(1 for word in words if lexicon.is_word(word))
        print(f"  refusal(), {name}: median {statistics.median(times) * 1000:.0f} µs per word "
              f"({accepted} of {len(words)} accepted)")
    print(f"  words(max_rank=100000): {ranked_all} words in {every * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
