"""The one place the app talks to the rules engine.

Everything the session needs from the rules goes through here: a new game,
set status while building, turn checking with the rule's message, draw,
timeout, scores, save/load. Today it wraps game.standin_engine until
rules/game.py (issue #3) lands; then only this module changes.
"""

from __future__ import annotations

import json
from typing import Optional, Sequence

from rules.tiles import face_of

from game import simple_player
from game.standin_engine import MESSAGES, StandinGame, set_kind as _set_kind, set_position


def new_game(players: int, seed: int, starter: int, profile: str) -> StandinGame:
    return StandinGame(players, seed, starter, profile)


def load_game(history_json: str) -> StandinGame:
    """Rebuild a game from its history; raises ValueError if it is not valid."""
    return StandinGame.from_json(history_json)


def set_kind(tiles: Sequence[int]) -> Optional[str]:
    """"run", "group" or None for a set of tile ids (R-RUN, R-GROUP, R-JOKER)."""
    return _set_kind([face_of(t) for t in tiles])


def rule_message(rule: str, lang: str) -> str:
    text = MESSAGES.get(rule, {})
    return text.get(lang) or text.get("en") or rule


def history_json(game) -> str:
    return game.to_json()


def observation(game, player: int) -> str:
    """What ``player`` may know, as JSON for the computer-player worker."""
    return json.dumps({"player": player, "rack": list(game.racks[player]), "table": game.table,
                       "melded": game.melded[player], "pool": len(game.pool),
                       "counts": [len(r) for r in game.racks]})


def table_from_move(game, player: int, move: dict):
    """The proposed table of a computer's ``play`` move (tile ids), or None."""
    table = move.get("table")
    if not isinstance(table, list) or not all(isinstance(s, list) for s in table):
        return None
    return [[int(t) for t in s] for s in table]


def hint(game, player: int) -> list:
    """Rack tiles of a good play (stand-in until the solver's best_play)."""
    table = simple_player.choose(game.table, game.racks[player], game.melded[player])
    if table is None:
        return []
    on_table = {t for s in game.table for t in s}
    return [t for s in table for t in s if t not in on_table]


class TimeoutOutcome:
    def __init__(self, kind_key: str, drawn):
        self.kind_key, self.drawn = kind_key, list(drawn)


def timeout(game, player: int, table) -> TimeoutOutcome:
    """R-TIMEOUT with the profile's consequence; ``table`` is the table as
    the player left it. The i18n key says what happened."""
    outcome = game.timeout(player)
    return TimeoutOutcome("timeout_restored", outcome.drawn)


def scores(game) -> list:
    """R-SCORE per engine player."""
    return game.scores()


def score_notes(game, labels, order) -> dict:
    """Per seat label, i18n keys explaining a score beyond the rack sum (R-NO-MELD)."""
    return {}


def history_length(history: str) -> int:
    """Number of moves in a game's history (for the replay)."""
    return len(json.loads(history)["actions"])


def replay(history: str, moves: int):
    """The game after its first ``moves`` moves."""
    data = json.loads(history)
    data["actions"] = data["actions"][:moves]
    return StandinGame.from_json(json.dumps(data))
