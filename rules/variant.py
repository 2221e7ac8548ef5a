"""What the numbers variant supplies to its game (rules.game).

The turn, the clock and the flow of a game are the same for every variant
(rules.flow's ``TurnFlow``: it reads a variant's ``box``, ``rack_size``,
``face``, ``players_rule`` and ``start_rule``); the tile box, what a set is,
what a legal turn is and what a rack is worth are the variant's. The German
letter-tile variant's are rules.words.variant's ``WORDS``, played by
rules.words.game's ``WordGame``.
"""

from __future__ import annotations

from typing import Sequence

from rules import scoring, sets, turn
from rules.tiles import ALL_TILE_IDS, JOKER, face_of, number_of


class NumbersVariant:
    """The numbers game: 106 tiles, runs and groups (R-TILES, R-RUN, R-GROUP)."""

    name = "numbers"
    box = ALL_TILE_IDS
    rack_size = 14  # R-DEAL
    players_rule = "R-TILES"  # a game has 2 to 4 players
    start_rule = "R-START"
    redeal_pairs = 3  # R-REDEAL

    @staticmethod
    def face(tile: int) -> int:
        return face_of(tile)

    @staticmethod
    def is_joker(face: int) -> bool:
        return face == JOKER

    @staticmethod
    def is_valid_set(faces: Sequence[int]) -> bool:
        return sets.is_valid(faces)

    @staticmethod
    def check_turn(before, after, rack, melded) -> turn.Verdict:
        return turn.check_turn(before, after, rack, melded)

    @staticmethod
    def check_rearrangement(before, after, melded) -> turn.Verdict:
        return turn.check_rearrangement(before, after, melded)

    @staticmethod
    def can_meld(faces: Sequence[int]) -> bool:
        """Could these rack tiles alone lay sets worth 30? (R-NO-MELD)"""
        from rules.solver import could_meld  # the solver is the one exact answer

        return could_meld(list(faces))

    @staticmethod
    def can_play(table_faces, rack_faces, melded: bool) -> bool:
        """Is any legal play possible? (R-POOL-EMPTY `original`: must play if he can)"""
        from rules.solver import best_play

        play = best_play(table_faces, rack_faces, melded)
        # Only a play the rules accept counts: a player is never refused a pass
        # on the strength of a table that is not legal.
        return play.count > 0 and turn.check_turn(table_faces, play.table, rack_faces, melded).legal

    @staticmethod
    def start_value(tile: int) -> int:
        """R-START `original`: the number drawn; a joker counts as none."""
        face = face_of(tile)
        return 0 if face == JOKER else number_of(face)

    @classmethod
    def has_redeal_pairs(cls, tiles: Sequence[int]) -> bool:
        """R-REDEAL: three or more pairs of identical tiles (jokers are no pair)."""
        faces = sorted(face_of(tile) for tile in tiles if face_of(tile) != JOKER)
        return sum(1 for a, b in zip(faces, faces[1:]) if a == b) >= cls.redeal_pairs

    score_rummikub = staticmethod(scoring.score_rummikub)
    score_pool_empty = staticmethod(scoring.score_pool_empty)


NUMBERS = NumbersVariant()
