"""Word move generation benchmark (issue #14 part 3): the anagram index
(rules/words/anagrams.py) and the plays (rules/words/moves.py).

    python3 bench/word_moves.py [--racks 100] [--positions 100] [--seed 1] [--write]
    node tools/pyodide-run.mjs bench/word_moves.py [...]      Pyodide under Node

* index: building each level's index once (``Lexicon.words(max_rank)`` and
  ``AnagramIndex``), the lexicon loaded before;
* all words: every word of the whole lexicon that a seeded 14-tile rack with 2
  jokers spells (12 letters drawn from the box, ``AnagramIndex.spell``);
* best play: tables of 6-10 words of the 20,000 most frequent (tiles of the
  box), racks of 12 letters and 2 jokers from the tiles left: the first play
  of ``rules.words.moves.plays`` (every kind, Master's work), and Master's
  whole move (its 16 best plays weighed, game.players.words.master).

Times are time.perf_counter per question, after one warm-up question.
Prints a markdown table; ``--write`` puts it into bench/results-word-moves.md
under this runtime's heading (the CPython and the Pyodide run keep their own).
"""

from __future__ import annotations

import argparse
import datetime
import platform
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "py"))

from game.players.words import choose_move, master  # noqa: E402
from game.players.words.seen import WordSeen  # noqa: E402
from rules.words.anagrams import AnagramIndex, Work, anagram_index, letter_counts  # noqa: E402
from rules.words.lexicon import load_default  # noqa: E402
from rules.words.moves import plays  # noqa: E402
from word_positions import dealt, rack_letters  # noqa: E402

RESULTS = ROOT / "bench" / "results-word-moves.md"
VOCABULARIES = (("Child", 20_000), ("Club", 100_000), ("Master", None))


def timed(function, *args):
    started = time.perf_counter()
    result = function(*args)
    return time.perf_counter() - started, result


def row(name: str, times: list, note: str) -> str:
    return (f"| {name} | {len(times)} | {statistics.median(times) * 1000:.1f} | {max(times) * 1000:.1f} | "
            f"{note} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--racks", type=int, default=100)
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    lexicon = load_default()
    lines = ["| question | n | median ms | worst ms | |", "|---|---|---|---|---|"]
    for name, max_rank in VOCABULARIES:
        seconds, index = timed(lambda rank: AnagramIndex(lexicon.words(rank)), max_rank)
        lines.append(row(f"index of {name}'s vocabulary", [seconds], f"{len(index):,} words"))
    index = anagram_index(lexicon)

    racks = [letter_counts(rack_letters(args.seed * 100_000 + n, 12)) for n in range(args.racks)]
    index.spell(racks[0], 2)
    spelled, counts = [], []
    for letters in racks:
        seconds, words = timed(index.spell, letters, 2)
        spelled.append(seconds)
        counts.append(len(words))
    lines.append(row("all words, 14-tile rack with 2 jokers", spelled,
                     f"median {statistics.median(counts):,.0f} words, most {max(counts):,}"))

    common = [word for word in lexicon.words(20_000) if 3 <= len(word) <= 9]
    rng = random.Random(args.seed)
    positions = [dealt(args.seed * 100_000 + n, rng.randint(6, 10), 12, 2, common) for n in range(args.positions)]
    first = lambda start: next(plays(start, lexicon, index, Work(master.WORK)), None)  # noqa: E731
    first(positions[0])
    best, scores, moves = [], [], []
    for start in positions:
        seconds, play = timed(first, start)
        best.append(seconds)
        scores.append(play.score if play else 0)
        view = WordSeen(0, tuple(start.rack), start.table, True, (0, 0), 60)
        moves.append(timed(choose_move, view, "master", 1, lexicon)[0])
    lines.append(row("best play, table of 6-10 words, 14-tile rack with 2 jokers", best,
                     f"median score {statistics.median(scores):.0f}"))
    lines.append(row("Master's move, same positions", moves, f"{master.CANDIDATES} best plays weighed"))

    runtime = "Pyodide" if sys.platform == "emscripten" else platform.python_implementation()
    heading = f"## {runtime} {platform.python_version()}"
    text = "\n".join(lines) + (f"\n\n{datetime.date.today()}, seed {args.seed}, {platform.machine()}; "
                               f"targets (Pyodide): all words and best play median < 100 ms, worst < 1 s.\n")
    print(heading + "\n\n" + text)
    if args.write:
        sections = {}
        if RESULTS.exists():
            for part in RESULTS.read_text(encoding="utf-8").split("\n## ")[1:]:
                title, _, body = part.partition("\n")
                sections[title.split()[0]] = "## " + part.rstrip() + "\n"
        sections[runtime] = heading + "\n\n" + text
        RESULTS.write_text("# Word move generation benchmark (bench/word_moves.py)\n\n"
                           "See the docstring of bench/word_moves.py for the questions and positions.\n\n"
                           + "\n".join(sections[key] for key in sorted(sections)), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
