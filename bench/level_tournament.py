"""Do the computer levels keep their order in a club tournament? (issue #21)

    .venv/bin/python bench/level_tournament.py [--tournaments 10] [--rounds 4] [--seed S] [--jobs J]
        [--out bench/results-level-tournament.md]

16 computers, 4 of each level, play a club tournament (tables of 4,
R-PAIRING, R-SEATS, R-ROUND) through the director (rules.tournament.director)
and the real game session, played by practice mode's own code for its computer
tables (game.practice.play_table: every game entered on the sheet, every sheet
confirmed), each seat at its own level.
The final ranks come from the director's standings (R-STANDINGS: placement
points, R-PLACEMENT, then game score). Reported: each level's mean final
rank and mean placement points per game, over tournaments with different
seeds; target: mean rank Master < Club < Casual < Beginner.
"""

from __future__ import annotations

import argparse
import asyncio
import platform
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import ai_worker, practice  # noqa: E402
from rules.tournament import director  # noqa: E402
from rules.tournament.model import Player, Settings, Tournament  # noqa: E402
from rules.tournament.practice import COMPUTER_NAMES  # noqa: E402

LEVELS = ("master", "club", "casual", "beginner")  # the expected order, best first
PER_LEVEL = 4


def level_of(player_id: int) -> str:
    """Players 1-16: the levels dealt in turn (1 master, 2 club, ...)."""
    return LEVELS[(player_id - 1) % len(LEVELS)]


def play_table(tournament: Tournament, table_number: int) -> Tournament:
    """Every game of one table of the latest round played by its computers, entered and
    confirmed: practice mode's own play (game.practice.play_table), the levels seated apart."""
    table = tournament.rounds[-1].tables[table_number - 1]
    stored = [tournament]

    async def think(observation: str, level: str, seed: int) -> str:
        return ai_worker.think(observation, level, seed)

    asyncio.run(practice.play_table(lambda: stored[0], lambda saved: stored.__setitem__(0, saved), table_number,
                                    think, [level_of(p) for p in table.seats.values()]))
    return stored[0]


def play_tournament(job: tuple[int, int]) -> dict:
    """One tournament: final rank and placement points per game of each player's level."""
    seed, rounds = job
    players = [Player(id=i, name=name) for i, name in enumerate(COMPUTER_NAMES[:PER_LEVEL * len(LEVELS)], start=1)]
    tournament = Tournament(settings=Settings(name=f"levels {seed}", format="club", rounds=rounds, seed=seed),
                            players=players)
    for _ in range(rounds):
        tournament = director.start_next_round(tournament)
        for table in tournament.rounds[-1].tables:
            tournament = play_table(tournament, table.number)
    ranks: dict[str, list[int]] = {level: [] for level in LEVELS}
    points: dict[str, list[float]] = {level: [] for level in LEVELS}
    games = rounds * tournament.settings.games
    for row in director.result_rows(tournament):
        level = level_of(row.record.player)
        ranks[level].append(row.rank)
        points[level].append(row.record.points / games)
    return {"seed": seed, "ranks": ranks, "points": points}


def markdown(results: list[dict], argv: list[str], seconds: float) -> str:
    mean_rank = {level: statistics.mean(r for t in results for r in t["ranks"][level]) for level in LEVELS}
    ordered = all(mean_rank[a] < mean_rank[b] for a, b in zip(LEVELS, LEVELS[1:]))
    lines = ["# Levels in a club tournament (bench/level_tournament.py)", "",
             f"Command: `.venv/bin/python bench/level_tournament.py {' '.join(argv)}`  ",
             f"Python {platform.python_version()}; {len(results)} tournaments of 16 computers ({PER_LEVEL} per "
             f"level), club format, tables of 4; ranks by R-STANDINGS. Run time {seconds / 60:.1f} min on a "
             "shared 2-core machine.", "",
             "| level | mean final rank (1-16) | best / worst rank | placement points per game |",
             "|---|---|---|---|"]
    for level in LEVELS:
        ranks = [r for t in results for r in t["ranks"][level]]
        points = statistics.mean(p for t in results for p in t["points"][level])
        lines.append(f"| {level} | {mean_rank[level]:.2f} | {min(ranks)} / {max(ranks)} | {points:.2f} |")
    lines += ["", f"Target (issue #21): mean rank Master < Club < Casual < Beginner: "
                  f"{'met' if ordered else 'not met'}."]
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tournaments", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=4, help="2-4 (club format)")
    parser.add_argument("--seed", type=int, default=30_000, help="seed of the first tournament (then +1)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (use 1 on a shared machine)")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results-level-tournament.md"))
    args = parser.parse_args(argv)
    started = time.time()
    jobs = [(args.seed + k, args.rounds) for k in range(args.tournaments)]
    if args.jobs > 1:
        with Pool(args.jobs) as pool:
            results = pool.map(play_tournament, jobs, chunksize=1)
    else:
        results = [play_tournament(job) for job in jobs]
    text = markdown(results, argv, time.time() - started)
    Path(args.out).write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
