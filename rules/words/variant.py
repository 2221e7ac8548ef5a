"""What the word variant supplies to the shared turn flow (rules.flow): its
tile box and deal (W-TILES, W-DEAL). Its turn rules are rules.words.turn's,
its flow rules (W-PASS, W-EMPTY, W-END, W-TIME, W-CHALLENGE) rules.words.game's."""

from __future__ import annotations

from rules.words.tiles import ALL_TILE_IDS, face_of

WIN_POINTS = 99  # W-END (here, not in rules.words.game, so the computer players need no pydantic)


class WordsVariant:
    """The German letter tiles: 110 letters and 2 jokers (W-TILES), 14 each (W-DEAL)."""

    name = "words"
    box = ALL_TILE_IDS
    rack_size = 14  # W-DEAL
    players_rule = start_rule = "W-DEAL"
    face = staticmethod(face_of)


WORDS = WordsVariant()
