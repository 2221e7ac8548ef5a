"""A game watched move by move (pure): position ``step`` of its history, drawn
on the game screen in place of the live table (no rack, nothing to do).

``Replay(history_json)`` watches a numbers game; a word game passes its own
``position`` (game.words.replay.word_position), the rest is shared."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Callable, NamedTuple

from game import engine
from game.view_model import BoardView, SetView


class Position(NamedTuple):
    """What the replay shows of one position: the table, the pool, a word table's jokers' letters."""

    table: list  # of SetView
    pool: int
    jokers: dict = {}
    rack: tuple = ()             # a turn of the post-game analysis: the player's rack then (game.learn)
    hinted: frozenset = frozenset()  # ... and the tiles the solver would have laid from it


def numbers_position(history_json: str, step: int) -> Position:
    state = engine.replay(history_json, step).view()
    return Position([SetView(list(tiles), engine.set_kind(tiles)) for tiles in state.table], state.pool)


class Replay:
    def __init__(self, history_json: str, position: Callable[[str, int], Position] = numbers_position):
        self.history, self._position = history_json, position
        self.total = len(json.loads(history_json)["actions"])
        self.step = self.total
        self.shown = position(history_json, self.step)
        self.note = ""  # what the replay bar says of the position shown (the analysis' turn)

    def go(self, delta: int) -> None:
        """``delta`` moves on (negative: back), within the game."""
        self.step = max(0, min(self.total, self.step + delta))
        self.shown = self._position(self.history, self.step)
        self.note = ""

    def show(self, step: int, shown: Position, note: str) -> None:
        """A position drawn another way at ``step`` (the solver's table of a turn, game.learn)."""
        self.step, self.shown, self.note = max(0, min(self.total, step)), shown, note

    def board(self, live: BoardView) -> BoardView:
        """The live board with the table and pool of this position."""
        return replace(live, table=self.shown.table, pool=self.shown.pool, jokers=dict(self.shown.jokers),
                       rack=list(self.shown.rack), hinted=self.shown.hinted, my_turn=False, enabled=frozenset(),
                       selected=None, joker_choice=None, challenge=None)
