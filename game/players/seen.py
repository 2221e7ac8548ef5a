"""What a computer player works from: its own observation, nothing else.

``Seen`` normalises a ``rules.observation.Observation`` (or its ``to_dict()``,
as the browser worker receives it) into faces and ids; ``Move`` is a
player's answer. The unseen tiles are the box minus the own rack minus the
table: the opponents' racks and the pool together (R-TILES), in a fixed
order so sampling from them depends only on the observation and the seed.
"""

from __future__ import annotations

from functools import cached_property
from typing import NamedTuple, Optional

from rules import solver
from rules.solver import best_play
from rules.tiles import ALL_TILE_IDS, JOKER, assign_ids, face_of

MELD_POINTS = 30  # R-MELD30


class Move(NamedTuple):
    """``action``: "play" (``table``: the complete new table as tile-id lists),
    "draw" (R-TURN) or "pass" (pool empty, R-POOL-EMPTY)."""

    action: str
    table: Optional[tuple] = None

    def as_action(self) -> dict:
        """The move as ``rules.game.Game.apply`` takes it (and the worker sends it)."""
        if self.action == "play":
            return {"act": "play", "table": [list(tiles) for tiles in self.table]}
        return {"act": self.action}


class Seen:
    """One player's observation, with faces precomputed for the solver."""

    def __init__(self, observation):
        data = observation.to_dict() if hasattr(observation, "to_dict") else dict(observation)
        self.player = data["player"]
        self.players = data["players"]
        self.rack_ids = [int(t) for t in data["rack"]]
        self.table_ids = [[int(t) for t in tiles] for tiles in data["table"]]
        self.pool_size = data["pool_size"]
        self.melded_all = tuple(bool(m) for m in data["melded"])
        self.melded = self.melded_all[self.player]
        self.counts = None if data.get("counts") is None else tuple(data["counts"])
        self.final_turns = data.get("final_turns")
        self.joker_value = data.get("joker_value", 30)
        self.pool_empty = data.get("pool_empty", "one_more_turn")  # R-POOL-EMPTY procedure
        self.no_meld_penalty = data.get("no_meld_penalty", True)  # R-NO-MELD
        self.rack = [face_of(t) for t in self.rack_ids]
        self.table = [[face_of(t) for t in tiles] for tiles in self.table_ids]
        self.opponents = [(self.player + k) % self.players for k in range(1, self.players)]

    @cached_property
    def could_meld(self) -> bool:
        """R-NO-MELD: he has not melded and could have at the start of one of his turns. He
        observes at the start of his turn, and until he melds his rack only grows: his rack
        now decides (rules.game.Game.could_meld)."""
        return not self.melded and solver.could_meld(self.rack)

    def unseen_faces(self) -> list[int]:
        """Faces of every tile this player cannot see, ascending."""
        seen = set(self.rack_ids)
        seen.update(t for tiles in self.table_ids for t in tiles)
        return sorted(face_of(t) for t in ALL_TILE_IDS if t not in seen)

    def opponent_counts(self) -> list[int]:
        """Rack sizes of the opponents in play order after this player; under
        strict display (no counts) the unseen non-pool tiles shared evenly."""
        if self.counts is not None:
            return [self.counts[p] for p in self.opponents]
        hidden = len(self.unseen_faces()) - self.pool_size
        share, extra = divmod(hidden, len(self.opponents))
        return [share + (1 if k < extra else 0) for k in range(len(self.opponents))]

    def no_tiles_move(self) -> Move:
        """Nothing to lay: draw, or pass once the pool is empty."""
        return Move("draw") if self.pool_size else Move("pass")

    def solve(self, objective: str = "tiles", rack: Optional[list[int]] = None):
        """The solver's best play of ``rack`` (default: the whole rack)."""
        return best_play(self.table, self.rack if rack is None else rack, self.melded, objective)

    def play_move(self, new_table_faces) -> Move:
        """A new table in faces -> a Move in tile ids (table tiles keep their ids)."""
        return Move("play", tuple(tuple(tiles) for tiles in
                                  assign_ids(new_table_faces, self.table_ids, self.rack_ids)))

    def move_for(self, play) -> Move:
        """A solver Play -> Move; no tile laid -> draw/pass."""
        return self.play_move(play.table) if play.count else self.no_tiles_move()


def without(faces: list[int], removed) -> list[int]:
    """``faces`` minus one copy of each face in ``removed``."""
    rest = list(faces)
    for face in removed:
        rest.remove(face)
    return rest


def without_jokers(faces: list[int]) -> list[int]:
    return [f for f in faces if f != JOKER]
