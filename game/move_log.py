"""The move log (issue #19): who did what, turn by turn, for both variants.

A ``Move`` is taken from the game itself: ``mark(game)`` before a turn, ``move_of``
after it with the game's outcome. The live session does so at every turn's end
(game.seats), and a saved or replayed game rebuilds its log in the same pass that
replays its history (``watcher`` for rules.history.play_back), so a reload and
the replay show exactly what was shown live. Pure: the words are game.ui's.
"""

from __future__ import annotations

from typing import Callable, List, NamedTuple, Optional

KINDS = {"draw": "drew", "pass": "passed", "penalty": "penalty", "redeal": "redeal"}
"""The engine's outcome kinds (rules.flow.Outcome, rules.words.game.WordOutcome) that
lay nothing, as the log names them; a play ("play", W-TIME's "partial") is "laid"."""


class Mark(NamedTuple):
    """The game as a turn begins: whose turn, and his rack (a tile leaves a rack only for the table)."""

    player: int
    rack: frozenset


class Move(NamedTuple):
    player: int                 # the engine's player (a session maps it to its seat)
    kind: str                   # "laid", "drew", "passed", "penalty", "redeal", "withdrawn" (W-CHALLENGE)
    sets: tuple = ()            # laid: per table set that took his tiles, those tiles (tile ids, as they lie)
    words: tuple = ()           # word game: those rows spelled (a joker as its letter in lower case)
    drawn: int = 0              # tiles he drew (a penalty, W-EMPTY)
    score: int = 0              # word game: the points (W-SCORE)
    step: int = 0               # actions in the game once this move was made (the replay's position)


def mark(game, player: Optional[int] = None) -> Mark:
    player = game.current if player is None else player
    return Mark(player, frozenset(game.racks[player]))


def move_of(start: Mark, game, outcome, spell: Optional[Callable] = None) -> Optional[Move]:
    """What the turn begun at ``start`` did (``outcome``: the engine's answer); None
    for a challenge that changed nothing (W-CHALLENGE: "upheld", "accepted").
    ``spell(row, game)`` words a word game's row."""
    if outcome is None or outcome.kind in ("upheld", "accepted"):
        return None
    step = len(game.actions)
    if outcome.kind == "withdrawn":  # W-CHALLENGE: the challenged play went back to the rack it came from
        player = next(p for p, rack in enumerate(game.racks) if outcome.returned[0] in rack)
        return Move(player, "withdrawn", drawn=len(outcome.drawn), score=-outcome.score, step=step)
    laid = start.rack.difference(game.racks[start.player])
    if outcome.kind in ("play", "partial") and laid:
        rows = [tiles for tiles in game.table if laid.intersection(tiles)]
        return Move(start.player, "laid", tuple(tuple(t for t in tiles if t in laid) for tiles in rows),
                    tuple(spell(tiles, game) for tiles in rows) if spell else (), len(outcome.drawn),
                    getattr(outcome, "score", 0), step)
    if outcome.kind == "rearrange":  # R-REARRANGE, club 13.1: the table stays, he drew or passed
        return Move(start.player, "drew" if outcome.drawn else "passed", step=step)
    return Move(start.player, KINDS.get(outcome.kind, "passed"), drawn=len(outcome.drawn), step=step)


def watcher(into: List[Move], spell: Optional[Callable] = None) -> Callable:
    """``watch`` for rules.history.play_back: each replayed action's Move appended to ``into``."""
    def watch(game, action: dict):
        start = mark(game, action.get("player") if action.get("act") == "redeal" else None)

        def seen(outcome) -> None:
            move = move_of(start, game, outcome, spell)
            if move is not None:
                into.append(move)
        return seen
    return watch
