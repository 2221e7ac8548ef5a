"""A game watched move by move (pure): position ``step`` of its history, drawn
on the game screen in place of the live table (no rack, nothing to do)."""

from __future__ import annotations

from dataclasses import replace

from game import engine
from game.view_model import BoardView, SetView


class Replay:
    def __init__(self, history_json: str):
        self.history = history_json
        self.total = engine.history_length(history_json)
        self.step = self.total
        self.state = engine.replay(history_json, self.step).view()

    def go(self, delta: int) -> None:
        """``delta`` moves on (negative: back), within the game."""
        self.step = max(0, min(self.total, self.step + delta))
        self.state = engine.replay(self.history, self.step).view()

    def board(self, live: BoardView) -> BoardView:
        """The live board with the table and pool of this position."""
        table = [SetView(list(tiles), engine.set_kind(tiles)) for tiles in self.state.table]
        return replace(live, table=table, pool=self.state.pool, rack=[], my_turn=False, enabled=frozenset(),
                       selected=None)
