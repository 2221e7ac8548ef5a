"""A game watched move by move (pure): position ``step`` of its history, drawn
on the game screen in place of the live table (nothing to do; no rack, save
the player's at a turn the post-game analysis shows, game.learn).

``Replay(history_json)`` watches a numbers game; a word game passes its own
``position`` (made by game.words.replay.positions), the rest is shared."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Callable, NamedTuple, Optional, Sequence

from game import engine
from game.i18n import text
from game.view_model import BoardView, SetView


class Position(NamedTuple):
    """What the replay shows of one position: the table, the pool, a word table's
    jokers' letters, whose turn it is and the racks' tile counts (engine player order)."""

    table: list  # of SetView
    pool: int
    jokers: dict = {}
    current: int = -1   # -1: the game is over
    counts: tuple = ()
    rack: tuple = ()             # a turn of the post-game analysis: the player's rack then (game.learn)
    hinted: frozenset = frozenset()  # ... and the tiles the solver would have laid from it


def numbers_position(history_json: str, step: int, player: Optional[int] = None) -> Position:
    """The numbers game at ``step``, with ``player``'s rack then (the replay's viewer's own)."""
    state = engine.replay(history_json, step).view(*(() if player is None else (player,)))
    return Position([SetView(list(tiles), engine.set_kind(tiles)) for tiles in state.table], state.pool,
                    current=-1 if state.finished else state.current, counts=tuple(state.counts),
                    rack=state.racks.get(player, ()))


def _whose_turn(lang: str, seats: Sequence, current: int) -> str:
    """The status of a position no move led to (the deal): whose turn it was (a family's
    replay said the live game's "Mama ist dran" while Lena, who began, was lit); the one
    human at the device is "you", as Seats.status says."""
    if current < 0:
        return text(lang, "game_over")
    alone = sum(seat.level is None for seat in seats) == 1
    seat = seats[current]
    return text(lang, "your_turn" if alone and seat.level is None else "turn_of_human", name=seat.name)


class Replay:
    def __init__(self, history_json: str, position: Callable[..., Position] = numbers_position,
                 log: Sequence = (), step: Optional[int] = None, viewer: Optional[int] = None):
        """``log``: the game's whole move log as BoardView.log has it (game.move_log): the
        replay shows it up to the position, and who made the move that led there.
        ``step``: the position first shown (else the game's end); ``viewer``: the engine player
        whose rack each position shows as it was then (his own: the device's human)."""
        self.history, self._position, self.log, self.viewer = history_json, position, list(log), viewer
        self.total = len(json.loads(history_json)["actions"])
        self.step = self.total if step is None else max(0, min(self.total, step))
        self.shown = position(history_json, self.step, viewer)
        self.note = ""  # what the replay bar says of the position shown (the analysis' turn)
        self.words = ""  # ... and the solver's sets of that turn in words, folded (a rebuild takes lines)

    def go(self, delta: int) -> None:
        """``delta`` moves on (negative: back), within the game."""
        self.step = max(0, min(self.total, self.step + delta))
        self.shown = self._position(self.history, self.step, self.viewer)
        self.note = self.words = ""

    def show(self, step: int, shown: Position, note: str, words: str = "") -> None:
        """A position drawn another way at ``step`` (the solver's table of a turn, game.learn)."""
        self.step, self.shown, self.note, self.words = max(0, min(self.total, step)), shown, note, words

    def board(self, live: BoardView) -> BoardView:
        """The live board with the table, pool, seats (whose turn, tile counts) and
        move log of this position, the move that led here (``replay_move``: the status line
        names who made it; at the deal the status says whose turn it was);
        a turn of the analysis adds the player's rack then and the solver's tiles."""
        shown = self.shown
        seats = [replace(seat, turn=player == shown.current,
                         count=shown.counts[player] if shown.counts and seat.count is not None else seat.count)
                 for player, seat in enumerate(live.seats)]  # BoardView.seats: engine player order
        log = [entry for entry in self.log if entry[2].step <= self.step]
        moved = [entry for entry in log if entry[2].step == self.step]
        return replace(live, table=shown.table, pool=shown.pool, jokers=dict(shown.jokers), rack=list(shown.rack),
                       hinted=shown.hinted, seats=seats, status=_whose_turn(live.lang, seats, shown.current),
                       log=log, my_turn=False, enabled=frozenset(), selected=None, joker_choice=None,
                       challenge=None, replay_move=moved[-1] if moved else None)
