"""Learning benchmark (issue #20): making puzzles and analysing whole games.

    .venv/bin/python bench/learn.py [--puzzles 30] [--games 5]          CPython
    node tools/pyodide-run.mjs bench/learn.py [--puzzles 30] [--games 5]   Pyodide under Node

Puzzles: ``puzzles.load`` (deal, solver optimum, greedy play, level) on seeds
0..N-1, against its baseline in the same process, the solver's ``best_play``
alone on the same positions; ``find`` of each level (what "New puzzle: Hard"
costs); ``daily_seed`` on 10 dates; the 20 van der Wekken puzzles.
Analysis: games of Beginner (the "human", seat 0) against Casual, played first
(untimed); then per game ``turns.human_turns`` (the history read on the page)
and ``analysis.analyse`` (the solver's part, in the worker). Medians and worst.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from datetime import date, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import engine, selfplay  # noqa: E402
from game.learn import analysis, puzzles, turns  # noqa: E402
from rules.profiles import Settings  # noqa: E402
from rules.solver import best_play  # noqa: E402


def timed(fn, *args):
    started = time.perf_counter()
    value = fn(*args)
    return value, time.perf_counter() - started


def line(name, seconds, extra=""):
    ms = [s * 1000 for s in seconds]
    print(f"| {name} | {len(ms)} | {statistics.median(ms):.1f} ms | {max(ms):.1f} ms | {extra} |")


def game_history(seed):
    return engine.history_json(selfplay.play(("beginner", "casual"), seed, Settings.for_profile("club")))


def main(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--puzzles", type=int, default=30)
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args(argv)
    print(f"{platform.python_implementation()} {platform.python_version()} on {sys.platform}")
    print("| what | n | median | worst | notes |\n|---|---|---|---|---|")
    loads, solves = [], []
    for seed in range(args.puzzles):
        puzzle, seconds = timed(puzzles.load, str(seed))
        loads.append(seconds)
        solves.append(timed(best_play, puzzle.table, puzzle.rack)[1])
    ratio = statistics.median(a / b for a, b in zip(loads, solves))
    line("puzzles.load (one puzzle)", loads, f"median ratio to best_play alone: {ratio:.1f}x")
    line("best_play alone (baseline)", solves)
    for level in puzzles.LEVELS:
        line(f"find({level!r}) (New puzzle)", [timed(puzzles.find, level, 1000 * k)[1] for k in range(1, 6)])
    line("daily_seed", [timed(puzzles.daily_seed, date(2026, 11, 25) + timedelta(days=k))[1] for k in range(10)])
    line("van der Wekken load", [timed(puzzles.load, f"w{n}")[1] for n in range(1, 21)])
    reads, judged, per_turn, counts = [], [], [], []
    for seed in range(1, args.games + 1):
        history = game_history(seed)
        found, seconds = timed(turns.human_turns, history, [0])
        reads.append(seconds)
        _result, seconds = timed(analysis.analyse, found)
        judged.append(seconds)
        per_turn.append(seconds / len(found))
        counts.append(len(found))
    line("turns.human_turns (page, a game)", reads, f"turns per game: {min(counts)}-{max(counts)}")
    line("analysis.analyse (worker, a game)", judged)
    line("analysis per turn", per_turn)


if __name__ == "__main__":
    main(sys.argv[1:])
