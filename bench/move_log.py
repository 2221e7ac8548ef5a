"""What the move log (game/move_log.py, issue #19) adds to resuming a saved game.

    python3 bench/move_log.py [--runs 9] [--seed 11]              CPython
    node tools/pyodide-run.mjs bench/move_log.py [--runs 9]       Pyodide under Node

Plays one four-player game to its end (a human who draws, three Casual seats
laying the solver's best play), then replays its history ``runs`` times without
and with the log's watch (rules.history.play_back), interleaved, and prints the
medians and their ratio.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "py")]

from game import engine, move_log  # noqa: E402
from game.session import Session  # noqa: E402
from game.settings import GameSettings, Seat  # noqa: E402
from played_sessions import played_on  # noqa: E402


def finished_history(seed: int) -> str:
    session = Session(GameSettings(seats=(Seat(),) + (Seat("casual"),) * 3, seed=seed, clock=0))
    played_on(session)  # the tests' helper (tests/py/played_sessions.py): to the end
    return engine.history_json(session.game)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    history = finished_history(args.seed)
    plain, logged, moves = [], [], []
    for _ in range(args.runs):
        started = time.perf_counter()
        engine.load_game(history)
        plain.append(time.perf_counter() - started)
        moves = []
        started = time.perf_counter()
        engine.load_game(history, move_log.watcher(moves))
        logged.append(time.perf_counter() - started)
    base, with_log = statistics.median(plain), statistics.median(logged)
    print(f"{len(json.loads(history)['actions'])} actions, {len(moves)} moves logged; median of {args.runs}: "
          f"replay {base * 1000:.1f} ms, with the log {with_log * 1000:.1f} ms, ratio {with_log / base:.3f}")


if __name__ == "__main__":
    main()
