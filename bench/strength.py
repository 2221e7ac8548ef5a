"""Strength benchmark of the computer players (issue #4): duplicate matches on
the real rules engine, club profile, jokers in.

    .venv/bin/python bench/strength.py [--deals N] [--seed S] [--jobs J]
        [--match master-casual:2 --match master-casual:4 ...] [--out bench/results-strength.md]

A match ``A-B:n`` seats one A against n-1 B. Every deal is played once per
rotation of the seats (n games: each hand from each seat, same pool order;
seat 0 starts), so the deal's luck cancels out. Per match: A's win rate and
A's mean score per game with a 95% confidence interval over deals (the
games of one deal are not independent), A's placement points per game
(R-PLACEMENT, 4-3-1-0) with its interval and B's, the games per 100 in which
a player scored -200 though a 30-point meld was on his rack at the start of
two or more of his turns (R-NO-MELD: held back), think time per move
by level, and the time the match took. The markdown is rewritten after each
match, so a long run that is stopped keeps what it finished.
"""

from __future__ import annotations

import argparse
import math
import platform
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.selfplay import play_game, seatings  # noqa: E402
from rules.profiles import Settings  # noqa: E402

MATCHES = ("casual-beginner:2", "club-casual:2", "master-club:2", "master-casual:2", "master-casual:4")
# win rates: issue #4, raised by issue #21 (two players); others: beat the level below
TARGETS = {"master-casual:2": 0.70, "master-club:2": 0.58, "master-casual:4": 0.35}
POINT_TARGETS = {"master-casual:4": 2.6, "club-casual:4": 2.3}  # placement points a game (issue #21)
HELD_BACK_CHANCES = 2  # turns with a meld on the rack that make a -200 "held back" (issue #21)
SETTINGS = Settings.for_profile("club", turn_seconds=None)


def parse_match(text: str) -> tuple[str, str, int]:
    pair, _, players = text.partition(":")
    a, _, b = pair.partition("-")
    return a, b, int(players or 2)


def play_deal(job: tuple[str, str, int, int]) -> dict:
    """All rotations of one deal: A's wins, score, placement points (with the
    others' means) and place per game (R-PLACEMENT's: a shared place is the
    better one), held-back -200s of A and B, think times."""
    a, b, players, seed = job
    times: dict[str, list[float]] = {}
    wins, scores, points, places, turns = [], [], [], [], []
    held = [0, 0]  # A, B
    for order in seatings([a] + [b] * (players - 1), duplicate=True):
        record = play_game(order, seed, SETTINGS, think_times=times)
        seat = order.index(a)
        wins.append(1 / len(record["winners"]) if seat in record["winners"] else 0.0)  # shared first: a part
        scores.append((record["scores"][seat],
                       statistics.mean(s for i, s in enumerate(record["scores"]) if i != seat)))
        points.append((record["points"][seat],
                       statistics.mean(p for i, p in enumerate(record["points"]) if i != seat)))
        places.append(record["places"][seat])
        for player, (flat, chances) in enumerate(zip(record["no_meld"], record["meld_chances"])):
            if flat == 200 and chances >= HELD_BACK_CHANCES:
                held[player != seat] += 1
        turns.append(record["turns"])
    return {"wins": wins, "scores": scores, "points": points, "places": places, "held": held, "turns": turns,
            "times": times}


def mean_ci(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (normal)."""
    mean = statistics.mean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")
    return mean, half


def run_match(match: str, deals: int, seed: int, jobs: int) -> dict:
    a, b, players = parse_match(match)
    started = time.time()
    work = [(a, b, players, seed + deal) for deal in range(deals)]
    if jobs > 1:
        with Pool(jobs) as pool:
            results = pool.map(play_deal, work, chunksize=1)
    else:
        results = [play_deal(job) for job in work]
    per_deal_wins = [statistics.mean(r["wins"]) for r in results]
    per_deal_a = [statistics.mean(s[0] for s in r["scores"]) for r in results]
    per_deal_points = [statistics.mean(p[0] for p in r["points"]) for r in results]
    times: dict[str, list[float]] = {}
    for r in results:
        for level, values in r["times"].items():
            times.setdefault(level, []).extend(values)
    return {
        "match": match, "a": a, "b": b, "players": players, "deals": deals,
        "games": sum(len(r["wins"]) for r in results),
        "win": mean_ci(per_deal_wins), "score_a": mean_ci(per_deal_a),
        "score_b": statistics.mean(s[1] for r in results for s in r["scores"]),
        "points_a": mean_ci(per_deal_points),
        "points_b": statistics.mean(p[1] for r in results for p in r["points"]),
        "places": [statistics.mean(place == k for r in results for place in r["places"]) for k in range(1, players + 1)],
        "held": tuple(sum(r["held"][k] for r in results) for k in (0, 1)),
        "turns": statistics.mean(t for r in results for t in r["turns"]),
        "times": {level: time_summary(values) for level, values in times.items()},
        "seconds": time.time() - started,
    }


def time_summary(values: list[float]) -> tuple[float, float, float]:
    ordered = sorted(values)
    return ordered[len(ordered) // 2], ordered[int(len(ordered) * 0.95)], ordered[-1]


def verdict(result: dict) -> str:
    """The match's targets: win rate, and placement points where issue #21 set one."""
    found = []
    target = TARGETS.get(result["match"], 0.5 if result["players"] == 2 else None)
    if target is not None:
        found.append(_against(f"win > {target:.0%}", result["win"], target))
    if result["match"] in POINT_TARGETS:
        target = POINT_TARGETS[result["match"]]
        found.append(_against(f"points ≥ {target:.1f}", result["points_a"], target))
    return "; ".join(found)


def _against(name: str, estimate: tuple[float, float], target: float) -> str:
    mean, half = estimate
    if mean - half > target:
        return f"{name}: met (CI above)"
    if mean >= target:
        return f"{name}: point estimate met, CI overlaps"
    return f"{name}: not met"


def markdown(results: list[dict], argv: list[str], total: float) -> str:
    lines = [
        "# Strength benchmark (bench/strength.py)", "",
        f"Command: `.venv/bin/python bench/strength.py {' '.join(argv)}`  ",
        f"Python {platform.python_version()} ({platform.machine()}), club profile, jokers in, "
        f"duplicate deals (every deal once per seat rotation, seat 0 starts). Total run time {total / 60:.1f} min "
        "on a shared 2-core machine.", "",
        "Placement points: R-PLACEMENT per game (4-3-1-0; two players 4-3), an even share is 2.0 (3.5 "
        "with two players); B's is the mean of the other seats. A's places: the share of its games in which it "
        "finished 1st, 2nd, ... (a shared place counts as the better one; issue #21). Held back: games per 100 in which a player "
        f"scored -200 though a 30-point meld was on his rack at the start of {HELD_BACK_CHANCES} or more of "
        "his turns (R-NO-MELD), A / B.", "",
        "| match (A vs B) | players | deals | games | A win rate (95% CI) | A placement points (95% CI) "
        "| B placement points | A's places (1st/2nd/...) | A mean score (95% CI) | B mean score "
        "| held back -200 per 100 (A / B) | turns/game | target | time |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        win, half = r["win"]
        score, score_half = r["score_a"]
        points, points_half = r["points_a"]
        held_a, held_b = (100 * n / (r["games"] * k) for n, k in zip(r["held"], (1, r["players"] - 1)))
        vs = r["b"] if r["players"] == 2 else f"{r['players'] - 1}× {r['b']}"
        lines.append(
            f"| {r['a']} vs {vs} | {r['players']} | {r['deals']} | {r['games']} | "
            f"{win:.1%} ± {half:.1%} | {points:.2f} ± {points_half:.2f} | {r['points_b']:.2f} | "
            f"{places_text(r)} | "
            f"{score:+.1f} ± {score_half:.1f} | {r['score_b']:+.1f} | {held_a:.1f} / {held_b:.1f} | "
            f"{r['turns']:.0f} | {verdict(r)} | {r['seconds'] / 60:.1f} min |")
    return "\n".join(lines + think_times(results)) + "\n"


def places_text(result: dict) -> str:
    """A's places as percentages of its games, 1st first: "37/13/14/36%"."""
    return "/".join(f"{100 * share:.0f}" for share in result["places"]) + "%"


def think_times(results: list[dict]) -> list[str]:
    """The think-time table of a results file (also bench/word_strength.py's)."""
    lines = ["", "Think time per move (CPython, this run, machine shared): median / 95th percentile / worst.", "",
             "| match | level | median | p95 | worst |", "|---|---|---|---|---|"]
    for r in results:
        for level, (median, p95, worst) in sorted(r["times"].items()):
            lines.append(f"| {r['match']} | {level} | {median * 1e3:.1f} ms | {p95 * 1e3:.0f} ms | "
                         f"{worst * 1e3:.0f} ms |")
    return lines


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--match", action="append", help=f"A-B:players (default: {', '.join(MATCHES)})")
    parser.add_argument("--deals", type=int, default=500, help="deals per match (or A-B:n=deals)")
    parser.add_argument("--seed", type=int, default=20_000)
    parser.add_argument("--jobs", type=int, default=1, help="processes (use 1 on a shared machine)")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results-strength.md"))
    args = parser.parse_args(argv)
    started = time.time()
    results = []
    for spec in args.match or MATCHES:
        match, _, deals = spec.partition("=")
        result = run_match(match, int(deals or args.deals), args.seed, args.jobs)
        results.append(result)
        print(f"{match}: win {result['win'][0]:.1%} ± {result['win'][1]:.1%}, placement points "
              f"{result['points_a'][0]:.2f} ± {result['points_a'][1]:.2f}, places {places_text(result)}, "
              f"score {result['score_a'][0]:+.1f}, "
              f"held back A/B {result['held'][0]}/{result['held'][1]} over {result['games']} games, "
              f"{result['seconds']:.0f} s", flush=True)
        Path(args.out).write_text(markdown(results, argv, time.time() - started), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
