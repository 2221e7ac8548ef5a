"""A finished game of the round, by seat label A-D (R-ROUND): how it ended,
who won (several share first place after a tied pool-empty end, R-POOL-EMPTY),
the scores with their breakdown (R-SCORE, R-NO-MELD), places and placement
points (R-PLACEMENT). The session records it, saves keep it, the end-of-game
dialog shows it and a tournament table's sheet takes it (``sheet_game``).
"""

from __future__ import annotations

from typing import Dict, List, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from rules.tiles import parse_faces
from rules.tournament.model import Game as SheetGame

Label = Literal["A", "B", "C", "D"]


class GameResult(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    game: int = Field(ge=1, le=4)
    end: Literal["rummikub", "pool_empty"]
    scores: Dict[Label, int]
    winner: Label
    co_winners: List[Label] = []  # sharing first place with the winner (R-POOL-EMPTY)
    places: Dict[Label, int]
    points: Dict[Label, int]
    racks: Dict[Label, str]  # tiles left, in notation ("R4 J")
    rack_sums: Dict[Label, int] = {}  # their value (R-JOKER-VALUE)
    no_meld: Dict[Label, Literal[100, 200]] = {}  # R-NO-MELD: never melded (−100), could have (−200)

    @field_validator("racks")
    @classmethod
    def _tiles(cls, racks):
        for notation in racks.values():
            parse_faces(notation)
        return racks

    @property
    def winners(self) -> list[str]:
        """Everybody in first place: the winner, then who shares it with him."""
        return [self.winner, *self.co_winners]

    @model_validator(mode="before")
    @classmethod
    def _saved_notes(cls, data):
        """Saves written before this model kept R-NO-MELD as text keys
        (``"notes": {"B": ["no_meld_200"]}``): read them as amounts."""
        if isinstance(data, dict) and "notes" in data:
            data = dict(data)
            notes = data.pop("notes")
            if isinstance(notes, dict):
                data.setdefault("no_meld", {label: int(str(keys[0]).rsplit("_", 1)[-1])
                                            for label, keys in notes.items() if isinstance(keys, list) and keys})
        return data

    def sheet_game(self) -> SheetGame:
        """The result as a tournament sheet's entry (R-SHEET, R-POOL-EMPTY, R-NO-MELD)."""
        return SheetGame(scores=dict(self.scores), winner=self.winner, pool_empty=self.end == "pool_empty",
                         no_meld=dict(self.no_meld), co_winners=list(self.co_winners))
