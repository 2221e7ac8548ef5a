"""How well Master's guessed worlds foresee the game (issue #21): at each of
Master's searched decisions against three Casuals, the share of its playouts
(every world, every candidate) in which an opponent goes out or otherwise ends
the game ahead of it before its next turn, against how often that happened.

    .venv/bin/python bench/world_calibration.py [--deals N] [--seed S] [--jobs J]

Club profile, each deal played once per seat rotation (bench/strength.py's
duplicate deals). Prints, by the tiles of the opponent nearest to going out,
the decisions, the worlds' foreseen share and the share that came true. A
playout counts as lost when its value is at most ``-master.WIN``
(master._ending_value; a lead that low, some 30 tiles behind, is rare).
Approximate in two ways: the foreseen share is over all candidates (holding
back too) while what came true followed the one chosen, and near the end the
exact playouts run ``master.ENDGAME_TURNS`` turns, which at a table of four
take in Master's own next turn.
"""

from __future__ import annotations

import argparse
import sys
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.players import LEVELS, master  # noqa: E402
from game.selfplay import play_game, seatings  # noqa: E402
from rules.profiles import Settings  # noqa: E402

SETTINGS = Settings.for_profile("club", turn_seconds=None)
_decisions: list = []  # this process's Master decisions of the game being played: [nearest, foreseen]


def _watch_master() -> None:
    """Wrap Master's choose and its playouts (in this process only) to count what its worlds foresee."""
    searched = master._world_values
    chooser = LEVELS["master"]

    def world_values(seen, world, candidates, turns, endgame, meter):
        values = searched(seen, world, candidates, turns, endgame, meter)
        if values is not None:
            _decisions[-1][1].extend(value <= -master.WIN for value in values)
        return values

    def choose(seen, rng):
        _decisions.append((min(seen.opponent_counts()), []))
        return chooser(seen, rng)

    master._world_values = world_values
    LEVELS["master"] = choose


def play_deal(seed: int) -> list:
    """(nearest opponent's tiles, foreseen share, came true) per searched decision of the deal's games."""
    found = []
    for order in seatings(["master"] + ["casual"] * 3, duplicate=True):
        _decisions.clear()
        record = play_game(order, seed, SETTINGS)
        lost = order.index("master") not in record["winners"]
        for index, (nearest, outcomes) in enumerate(_decisions):
            if outcomes:  # a decision Master searched (not one with a single candidate)
                found.append((nearest, sum(outcomes) / len(outcomes), lost and index == len(_decisions) - 1))
    return found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=60000)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    with Pool(args.jobs, initializer=_watch_master) as pool:
        rows = [row for deal in pool.map(play_deal, range(args.seed, args.seed + args.deals)) for row in deal]
    print(f"{len(rows)} searched decisions of Master against 3x Casual, seeds {args.seed}-{args.seed + args.deals - 1}")
    print("| opponent's tiles | decisions | foreseen: an opponent ends it first | came true |")
    print("|---|---|---|---|")
    for low, high in ((1, 1), (2, 2), (3, 3), (4, 4), (5, 6), (7, 9), (10, 99)):
        group = [row for row in rows if low <= row[0] <= high]
        if group:
            label = str(low) if low == high else f"{low}+" if high == 99 else f"{low}-{high}"
            print(f"| {label} | {len(group)} | {sum(r[1] for r in group) / len(group):.2f} "
                  f"| {sum(r[2] for r in group) / len(group):.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
