"""A word game watched move by move (game.replay's position for words): the
table's words spelled, with the letters its jokers stand for (W-JOKER)."""

from __future__ import annotations

from typing import Optional

from rules.words.history import from_json
from rules.words.tiles import LETTERS, format_word

from game.replay import Position
from game.view_model import SetView


def positions(lexicon):
    """``position(history_json, step, player)`` for game.replay.Replay, ``player``'s rack then
    shown; a word game replays only with its lexicon (rules.words.history)."""
    def position(history_json: str, step: int, player: Optional[int] = None) -> Position:
        view = from_json(history_json, lexicon, upto=step).view(*(() if player is None else (player,)))
        table = [SetView(list(word), "word", word=format_word(word, view.jokers)) for word in view.table]
        return Position(table, view.pool, {tile: LETTERS[face] for tile, face in view.jokers.items()},
                        -1 if view.finished else view.current, tuple(view.counts), view.racks.get(player, ()))
    return position
