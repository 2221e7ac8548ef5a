"""The human's turns of a finished (or running) numbers game, read from its
history for the post-game analysis (issue #20, game.learn.analysis): for each
turn, what the player could see when it began (his rack and the table, R-TURN;
no other rack, not the pool's order) and which of his tiles reached the table.
Runs on the page (it replays the history with rules.history, pydantic); the
solver's side runs in the computers' worker."""

from __future__ import annotations

from typing import Sequence

from rules import history

TURN_ACTS = ("play", "draw", "pass", "timeout")  # a redeal is no turn (R-REDEAL)


def human_turns(history_json: str, players: Sequence[int]) -> list:
    """One dict per turn of an engine player in ``players``: ``step`` (actions
    before it: the replay's position), ``player``, ``turn`` (his own count),
    ``table`` and ``rack`` (tile ids), ``melded``, ``pool`` (tiles left), ``laid``
    (his tiles on the table after it: none for a draw, a pass or a penalty) and
    ``after``, the sets they lie in."""
    saved = history.load(history.SavedGame, history_json)
    game = history.replay(saved, 0)
    counts = {player: 0 for player in players}
    found = []
    for step, action in enumerate(saved.actions):
        player = game.current
        seen = None
        if action.act in TURN_ACTS and player in counts:
            counts[player] += 1
            seen = {"step": step, "player": player, "turn": counts[player],
                    "table": [list(s) for s in game.table], "rack": list(game.racks[player]),
                    "melded": bool(game.melded[player]), "pool": len(game.pool)}
        game.apply(action.model_dump(exclude_none=True))
        if seen is not None:
            rack = set(seen["rack"])
            seen["after"] = [list(s) for s in game.table if rack & set(s)]
            seen["laid"] = [t for s in seen["after"] for t in s if t in rack]
            found.append(seen)
    return found
