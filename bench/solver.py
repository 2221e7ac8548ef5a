"""Solver benchmark: our exact solver against the HiGHS ILP reference on the
same seeded positions, in one process.

    .venv/bin/python bench/solver.py [--per-cell N] [--seed S] [--passes P] [--write]
    ... --solver-only        (no scipy: e.g. inside Pyodide)

Positions: tables built from random valid sets (jokers included) of 0-100
tiles, racks of 1-30 tiles from the rest; objective tiles, player melded.
Each pass empties the solver's cache of colour moves and warms it on other
positions (seed + 1), as in a game, times the solver on every position, then
the ILP on every position (each one after its own kind: an ILP call leaves
the CPU caches cold for the next solver call); a position's time is its best
over the passes. Prints a markdown table per size bucket: median and worst
time of each, and the median of the per-position ratio ILP time / solver
time. ``--write`` also stores it in bench/results-solver.md.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "py"))

from rules.solver import best_play, clear_cache  # noqa: E402
from solver_positions import random_position  # noqa: E402

TABLE_BUCKETS = ((0, 0), (1, 25), (26, 50), (51, 75), (76, 100))
RACK_BUCKETS = ((1, 10), (11, 20), (21, 30))


def positions(seed, per_cell):
    rng = random.Random(seed)
    for t_lo, t_hi in TABLE_BUCKETS:
        for r_lo, r_hi in RACK_BUCKETS:
            made = 0
            while made < per_cell:
                table, rack = random_position(rng, rng.randint(t_lo, t_hi), rng.randint(r_lo, r_hi))
                size = sum(map(len, table))
                if t_lo <= size <= t_hi and rack:
                    made += 1
                    yield (t_lo, t_hi), (r_lo, r_hi), table, rack


def timed(fn, *args):
    start = time.perf_counter()
    value = fn(*args)
    return time.perf_counter() - start, value


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-cell", type=int, default=20)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--solver-only", action="store_true")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    ilp = None
    if not args.solver_only:
        from ilp_reference import ilp_best as ilp

    cases = list(positions(args.seed, args.per_cell))
    best = [[float("inf"), float("inf")] for _ in cases]
    for _ in range(args.passes):
        clear_cache()
        for _, _, table, rack in positions(args.seed + 1, 4):
            best_play(table, rack, True, "tiles")
        plays = []
        for times, (_, _, table, rack) in zip(best, cases):
            t_solver, play = timed(best_play, table, rack, True, "tiles")
            times[0] = min(times[0], t_solver)
            plays.append(play)
        if ilp is None:
            continue
        for times, play, (_, _, table, rack) in zip(best, plays, cases):
            t_ilp, expect = timed(ilp, [f for s in table for f in s], rack, True, "tiles")
            if (play.count, play.points) != expect:
                raise SystemExit(f"solver and ILP disagree on {table} / {rack}")
            times[1] = min(times[1], t_ilp)
    cells = {}
    for (tb, rb, _, _), (t_solver, t_ilp) in zip(cases, best):
        cells.setdefault((tb, rb), []).append((t_solver, None if ilp is None else t_ilp))

    ms = lambda seconds: f"{seconds * 1e3:.2f}"  # noqa: E731
    head = "| table tiles | rack tiles | n | solver median ms | solver worst ms |"
    rule = "|---|---|---|---|---|"
    if ilp is not None:
        head += " ILP median ms | ILP worst ms | median ratio ILP/solver |"
        rule += "---|---|---|"
    lines = [head, rule]
    all_solver, all_ratio, all_ilp = [], [], []
    for (tb, rb), row in cells.items():
        solver = [s for s, _ in row]
        all_solver += solver
        line = f"| {tb[0]}-{tb[1]} | {rb[0]}-{rb[1]} | {len(row)} | {ms(statistics.median(solver))} | {ms(max(solver))} |"
        if ilp is not None:
            ilp_times = [i for _, i in row]
            ratios = [i / s for s, i in row]
            all_ratio += ratios
            all_ilp += ilp_times
            line += f" {ms(statistics.median(ilp_times))} | {ms(max(ilp_times))} | {statistics.median(ratios):.1f} |"
        lines.append(line)
    summary = (f"\nAll {len(all_solver)} positions: solver median {ms(statistics.median(all_solver))} ms, "
               f"worst {ms(max(all_solver))} ms")
    if ilp is not None:
        summary += (f"; median ratio ILP/solver {statistics.median(all_ratio):.1f}, lowest "
                    f"{min(all_ratio):.1f}; total ILP time / total solver time {sum(all_ilp) / sum(all_solver):.1f}")
    runtime = "Pyodide" if sys.platform == "emscripten" else platform.python_implementation()
    env = f"{runtime} {platform.python_version()} on {platform.machine()}"
    text = "\n".join(lines) + summary + f" ({env}, seed {args.seed}).\n"
    print(text)
    if args.write:
        (ROOT / "bench" / "results-solver.md").write_text(
            "# Solver benchmark (bench/solver.py)\n\n"
            "Our exact solver vs the HiGHS ILP reference (scipy.optimize.milp, presolve off, model "
            "building included), same positions, same process; objective tiles, player melded; "
            f"each position's best time over {args.passes} passes (see bench/solver.py).\n\n"
            + text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
