"""Strength benchmark of the word game's computer players (issue #14 part 3):
two-player word games on the real rules (rules.words.game ``WordGame``,
check "auto", no clock), the built lexicon.

    .venv/bin/python bench/word_strength.py [--deals N] [--seed S]
        [--match master-greedy --match club-greedy=100 ...] [--out bench/results-word-strength.md]

A match ``A-B`` plays every deal twice with the seats swapped (the same seed,
so the same racks and pool order; seat 0 starts): the deal's luck cancels
out. A game is won by the higher final total (W-END: 99 points at once, or the
highest total after the last round); a shared first place counts half. Per
match: A's win rate with a 95% confidence interval over deals (the mean of
each deal's two games, normal interval: the two games of a deal are not
independent; bench/strength.py's method), both mean totals, turns per game,
how many games 99 points ended (the rest ended with the pool), time per game
and think time per move by level (the levels' anagram indexes built before). Decisions depend only on the seed (work
bounds, no clock), so a run is reproducible; the times are not. The markdown
is rewritten after each match, so a long run that is stopped keeps what it finished.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from game.players.words import child, choose_move, club  # noqa: E402
from game.players.words.seen import WordSeen  # noqa: E402
from rules.profiles import WordSettings  # noqa: E402
from rules.words.anagrams import anagram_index  # noqa: E402
from rules.words.game import WordGame  # noqa: E402
from rules.words.lexicon import load_default  # noqa: E402
from strength import mean_ci, think_times, time_summary  # noqa: E402

MATCHES = ("master-greedy", "club-greedy", "child-greedy", "master-top", "master-club", "club-child")
# issue #14: the top level >= 70% against the greedy longest word; a level beats the one below it;
# Master's plan beats playing for the turn alone (the same search)
TARGETS = {"master-greedy": 0.70, "master-top": 0.5, "master-club": 0.5, "club-child": 0.5}
SETTINGS = WordSettings(check="auto", turn_seconds=None)


def play_word_game(levels: tuple[str, ...], seed: int, lexicon, think_times: dict | None = None) -> dict:
    """One game, seat p played by ``levels[p]``, every move through ``WordGame.apply``:
    each seat's total, the winners, how it ended ("points" or "pool_empty"), the turns."""
    game = WordGame(len(levels), seed, lexicon, SETTINGS, starter=0)
    while not game.finished:
        player = game.current
        started = time.perf_counter()
        move = choose_move(WordSeen.of(game, player), levels[player], seed * 1_000 + game.turns_played, lexicon)
        if think_times is not None:
            think_times.setdefault(levels[player], []).append(time.perf_counter() - started)
        game.apply(move.as_action())
    return {"totals": tuple(game.totals), "winners": game.winners, "end": game.result.end,
            "turns": game.turns_played}


def play_deal(a: str, b: str, seed: int, lexicon, times: dict) -> list[dict]:
    """The deal twice, A in seat 0 then in seat 1: per game A's win (1, 1/2 shared, 0) and both totals."""
    games = []
    for seat, levels in ((0, (a, b)), (1, (b, a))):
        started = time.perf_counter()
        record = play_word_game(levels, seed, lexicon, times)
        winners = record["winners"]
        games.append({"win": 1 / len(winners) if seat in winners else 0.0, "a": record["totals"][seat],
                      "b": record["totals"][1 - seat], "turns": record["turns"], "end": record["end"],
                      "seconds": time.perf_counter() - started})
    return games


def run_match(match: str, deals: int, seed: int, lexicon) -> dict:
    a, _, b = match.partition("-")
    started = time.time()
    times: dict[str, list[float]] = {}
    per_deal = [play_deal(a, b, seed + deal, lexicon, times) for deal in range(deals)]
    games = [game for deal in per_deal for game in deal]
    return {
        "match": match, "a": a, "b": b, "deals": deals, "games": len(games),
        "win": mean_ci([statistics.mean(game["win"] for game in deal) for deal in per_deal]),
        "total_a": mean_ci([statistics.mean(game["a"] for game in deal) for deal in per_deal]),
        "total_b": statistics.mean(game["b"] for game in games),
        "turns": statistics.mean(game["turns"] for game in games),
        "by_99": sum(game["end"] == "points" for game in games),
        "game_seconds": statistics.mean(game["seconds"] for game in games),
        "times": {level: time_summary(values) for level, values in times.items()},
        "seconds": time.time() - started,
    }


def verdict(result: dict) -> str:
    target = TARGETS.get(result["match"])
    if target is None:
        return "–"
    win, half = result["win"]
    if win - half >= target:
        return f"≥ {target:.0%}: met (CI above)"
    if win >= target:
        return f"≥ {target:.0%}: point estimate met, CI overlaps"
    return f"≥ {target:.0%}: not met"


def markdown(results: list[dict], argv: list[str], total: float) -> str:
    lines = [
        "# Word game strength benchmark (bench/word_strength.py)", "",
        f"Command: `.venv/bin/python bench/word_strength.py {' '.join(argv)}`  ",
        f"Python {platform.python_version()} ({platform.machine()}), two players, check `auto`, no clock, "
        "the built lexicon; paired deals (every deal once with each seating, seat 0 starts); a shared first "
        "place counts half; 95% CI over deals. "
        f"Total run time {total / 60:.1f} min, one process, on a shared 2-core machine.", "",
        "| match (A vs B) | deals | games | A win rate (95% CI) | A mean total (95% CI) | B mean total "
        "| turns/game | ended by 99 | target | time/game | time |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        win, half = r["win"]
        total_a, total_half = r["total_a"]
        lines.append(
            f"| {r['a']} vs {r['b']} | {r['deals']} | {r['games']} | {win:.1%} ± {half:.1%} | "
            f"{total_a:.1f} ± {total_half:.1f} | {r['total_b']:.1f} | {r['turns']:.0f} | "
            f"{r['by_99']} ({r['by_99'] / r['games']:.0%}) | {verdict(r)} | {r['game_seconds']:.2f} s | "
            f"{r['seconds'] / 60:.1f} min |")
    return "\n".join(lines + think_times(results)) + "\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--match", action="append", help=f"A-B[=deals] (default: {', '.join(MATCHES)})")
    parser.add_argument("--deals", type=int, default=300, help="deals per match (or A-B=deals)")
    parser.add_argument("--seed", type=int, default=14_000)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results-word-strength.md"))
    args = parser.parse_args(argv)
    lexicon = load_default()
    for vocabulary in (child.VOCABULARY, club.VOCABULARY, None):  # built once, before any move is timed
        anagram_index(lexicon, vocabulary)
    started = time.time()
    results = []
    for spec in args.match or MATCHES:
        match, _, deals = spec.partition("=")
        result = run_match(match, int(deals or args.deals), args.seed, lexicon)
        results.append(result)
        print(f"{match}: win {result['win'][0]:.1%} ± {result['win'][1]:.1%} over {result['games']} games, "
              f"{result['seconds']:.0f} s", flush=True)
        Path(args.out).write_text(markdown(results, argv, time.time() - started), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
