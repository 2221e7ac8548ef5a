"""Headless all-computer games on the real rules engine (issue #4).

    python -m game.selfplay --seats master,casual --games 10 --seed 1 [--profile club] [--duplicate]

One JSON line per game (seed, seats by level in play order, starter, winner
seat and level, every seat sharing first place (R-POOL-EMPTY), scores, turns,
how it ended, R-PLACEMENT places and placement points, and per seat the
turns it began unmelded with a 30-point meld on its rack, R-MELD30/R-NO-MELD),
then one summary line (games, wins and mean score per level; a
shared first place counts as a part of a win). Every computer player acts through its own
observation only (rules.observation.observe); the seed of each decision is
derived from the game seed and the turn, so a run is reproducible.
``--duplicate`` plays every deal once per rotation of the seats, so each
level plays each hand from each seat (same deal, same pool order).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Sequence

from game import engine
from game.players import LEVELS, choose_move
from rules.game import Game
from rules.observation import observe
from rules.profiles import Settings
from rules.tournament import sheet

TURN_LIMIT = 2000  # safety net: no all-computer game needs this many turns


def play(seats: Sequence[str], seed: int, settings: Settings, starter: int = 0,
         think_times: dict | None = None, meld_chances: list | None = None) -> Game:
    """One game of computers played to its end, each deciding from its own
    observation; ``think_times`` (level -> list) collects seconds per decision,
    ``meld_chances`` (per seat) the turns begun unmelded with a meld on the rack."""
    game = Game(len(seats), seed, settings, starter=starter)
    while not game.finished:
        if game.turns_played >= TURN_LIMIT:
            raise RuntimeError(f"game {seed} did not end in {TURN_LIMIT} turns")
        seat = game.current
        level = seats[seat]
        if meld_chances is not None and not game.melded[seat] and game.variant.can_meld(game.faces(game.racks[seat])):
            meld_chances[seat] += 1
        started = time.perf_counter()
        move = choose_move(observe(game, seat), level, engine.decision_seed(game))
        if think_times is not None:
            think_times.setdefault(level, []).append(time.perf_counter() - started)
        engine.computer_move(game, move.as_action(), 0)
    return game


def play_game(seats: Sequence[str], seed: int, settings: Settings, starter: int = 0,
              think_times: dict | None = None) -> dict:
    """Play one game to its end (``play``) and make its record."""
    meld_chances = [0] * len(seats)
    game = play(seats, seed, settings, starter, think_times, meld_chances)
    result = game.result
    scores = dict(enumerate(result.scores))
    first, *shared = result.winners
    places = sheet.places(scores, first, shared)
    points = sheet.placement_points(scores, first, shared)
    return {"seed": seed, "seats": list(seats), "starter": starter, "winner": result.winner,
            "winner_level": seats[result.winner], "winners": list(result.winners), "scores": result.scores,
            "places": [places[seat] for seat in scores], "points": [points[seat] for seat in scores],
            "no_meld": [line.no_meld for line in result.lines], "meld_chances": meld_chances,
            "turns": game.turns_played, "end": result.end}


def seatings(seats: Sequence[str], duplicate: bool) -> list[list[str]]:
    """The seat orders to play each deal with: all rotations under duplicate."""
    seats = list(seats)
    if not duplicate:
        return [seats]
    return [seats[k:] + seats[:k] for k in range(len(seats))]


def summary(records: list[dict]) -> dict:
    wins: dict[str, float] = {}
    score: dict[str, float] = {}
    places: dict[str, int] = {}
    for record in records:
        for seat, level in enumerate(record["seats"]):
            places[level] = places.get(level, 0) + 1
            score[level] = score.get(level, 0) + record["scores"][seat]
            wins.setdefault(level, 0)
        for seat in record["winners"]:
            level = record["seats"][seat]
            wins[level] += 1 / len(record["winners"]) / record["seats"].count(level)
    return {"games": len(records),
            "levels": {level: {"seats": places[level], "wins": round(wins[level], 2),
                               "mean_score": round(score[level] / places[level], 2)}
                       for level in places}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.selfplay", description=__doc__.split("\n")[0])
    parser.add_argument("--seats", required=True, help=f"levels in play order, 2-4 of: {', '.join(LEVELS)}")
    parser.add_argument("--games", type=int, default=1, help="deals to play")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first deal (then +1 per deal)")
    parser.add_argument("--profile", default="club", choices=("club", "original"))
    parser.add_argument("--duplicate", action="store_true", help="play each deal once per seat rotation")
    args = parser.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",")]
    unknown = [s for s in seats if s not in LEVELS]
    if unknown or not 2 <= len(seats) <= 4:
        parser.error(f"--seats: 2 to 4 of {', '.join(LEVELS)} (got {args.seats!r})")
    settings = Settings.for_profile(args.profile, turn_seconds=None)
    records = []
    for deal in range(args.games):
        for order in seatings(seats, args.duplicate):
            record = play_game(order, args.seed + deal, settings)
            records.append(record)
            print(json.dumps(record), flush=True)
    print(json.dumps({"summary": summary(records)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
