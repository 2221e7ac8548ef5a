"""Computer players at four strengths (issue #4), pure Python.

    from game.players import choose_move, LEVELS
    move = choose_move(observation, "master", seed)   # -> Move
    move.action            # "play" | "draw" | "pass"
    move.table             # the complete new table (tile ids) when playing

``observation`` is ``rules.observation.Observation`` or its ``to_dict()``: a
player sees only that (never another rack or the pool order). Thinking is
bounded by work (solver calls, sampled deals), never by the clock, so the
same observation and seed always give the same move.
"""

from __future__ import annotations

import random

from . import beginner, casual, club, master
from .seen import Move, Seen

# level -> chooser; the levels' names are the app's texts (game.i18n "level_<level>": Casual is "Hobby" in German)
LEVELS = {
    "beginner": beginner.choose,
    "casual": casual.choose,
    "club": club.choose,
    "master": master.choose,
}


def choose_move(observation, level: str, seed: int) -> Move:
    """The move of ``level`` for the player whose observation this is."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: one of {', '.join(LEVELS)}")
    return LEVELS[level](Seen(observation), random.Random(seed))


__all__ = ["LEVELS", "Move", "choose_move"]
