"""Post-game analysis (issue #20, part 3): each of the human's turns against
the exact solver (rules.solver), from what he could see then (his rack and
the table: game.learn.turns). The solver lays the most tiles, or the most
points once the pool is low (LOW_POOL: then what stays on the rack counts
against him, R-SCORE); before his initial meld it may only meld (R-MELD30).
Runs in the computers' worker (game/ai_worker.py ``analyse``): JSON in, JSON
out; no pydantic."""

from __future__ import annotations

import json
from typing import Sequence

from rules import sets
from rules.solver import best_play
from rules.tiles import JOKER, assign_ids, face_of, number_of

LOW_POOL = 10       # tiles left in the pool from which the solver plays for points
MISSED_MOST = 3     # turns named as those he missed most


def judge_turn(turn: dict) -> dict:
    """One turn (game.learn.turns.human_turns) with the solver's answer: ``objective``,
    ``best``/``best_points`` and its table (tile ids), ``count``/``points`` he laid,
    ``missed`` (in the objective's measure, never below 0)."""
    objective = "points" if turn["pool"] <= LOW_POOL else "tiles"
    table = [list(s) for s in turn["table"]]
    rack = list(turn["rack"])
    play = best_play([[face_of(t) for t in s] for s in table], [face_of(t) for t in rack], turn["melded"],
                     objective)
    laid = set(turn["laid"])
    points = sum(laid_points(s, laid) for s in turn["after"])
    count = len(laid)
    best_table = assign_ids(play.table, table, rack) if play.count else table
    missed = play.points - points if objective == "points" else play.count - count
    return {**turn, "objective": objective, "best": play.count, "best_points": play.points,
            "best_table": best_table, "count": count, "points": points, "missed": max(0, missed)}


def laid_points(tiles: Sequence[int], laid: set) -> int:
    """Points of the ``laid`` tiles in one set as the solver counts them: a tile
    its number, the jokers what they stand for (the set's best reading, R-JOKER;
    two jokers stand for different numbers in a run: both laid count both, one
    of them half of both, rounded down)."""
    faces = [face_of(t) for t in tiles]
    real = sum(number_of(f) for f in faces if f != JOKER)
    jokers = faces.count(JOKER)
    laid_jokers = sum(1 for t in tiles if t in laid and face_of(t) == JOKER)
    joker_points = (sets.points(faces) - real) * laid_jokers // jokers if jokers else 0
    return joker_points + sum(number_of(face_of(t)) for t in tiles if t in laid and face_of(t) != JOKER)


def analyse(turns: Sequence[dict]) -> dict:
    """Every turn judged, and the turns he missed most (``missed_most``)."""
    judged = [judge_turn(turn) for turn in turns]
    return {"turns": judged, "missed_most": missed_most(judged)}


def missed_most(judged: Sequence[dict]) -> list:
    """The ``step``s of the ``MISSED_MOST`` turns that missed the largest share of what
    the solver laid, in its objective's measure (tiles, or points when the pool is low:
    the two are not one scale), then the larger play missed (the solver's tiles), ties by turn order."""
    def share(turn: dict) -> float:
        return turn["missed"] / (turn["best_points"] if turn["objective"] == "points" else turn["best"])
    ranked = sorted((t for t in judged if t["missed"] > 0), key=lambda t: (-share(t), -t["best"], t["step"]))
    return [t["step"] for t in ranked[:MISSED_MOST]]


def analyse_json(turns_json: str) -> str:
    """``analyse`` across the worker boundary (text in, text out)."""
    return json.dumps(analyse(json.loads(turns_json)))
