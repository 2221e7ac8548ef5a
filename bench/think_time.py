"""Think time per move of each computer level, in whatever Python runs it.

    .venv/bin/python bench/think_time.py [--games N] [--seed S] [--players P]
    node tools/pyodide-run.mjs bench/think_time.py --games N      (Pyodide)

Each level plays N seeded games against Casual (club profile); every one of
its decisions is timed. Prints median, 95th percentile and worst per level.
The work per decision is fixed by the level, so the times only show how
fast this interpreter and machine are.
"""

from __future__ import annotations

import argparse
import platform
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.players import LEVELS  # noqa: E402
from game.selfplay import play_game  # noqa: E402
from rules.profiles import Settings  # noqa: E402


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=30_000)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args(argv)
    settings = Settings.for_profile("club", turn_seconds=None)
    print(f"Python {platform.python_version()} ({sys.platform}), {args.games} games per level, "
          f"{args.players} players")
    print("| level | moves | median | p95 | worst |\n|---|---|---|---|---|")
    for level in LEVELS:
        times: dict[str, list[float]] = {}
        for game in range(args.games):
            seats = [level] + ["casual"] * (args.players - 1)
            play_game(seats, args.seed + game, settings, think_times=times)
        mine = sorted(times[level])
        print(f"| {level} | {len(mine)} | {mine[len(mine) // 2] * 1e3:.1f} ms | "
              f"{mine[int(len(mine) * 0.95)] * 1e3:.0f} ms | {mine[-1] * 1e3:.0f} ms |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
