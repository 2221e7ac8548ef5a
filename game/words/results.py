"""A finished word game by seat label A-D, for the end-of-game dialog and the
save (W-END): how it ended, each seat's total (W-SCORE), who shares first
place, the letters left on each rack."""

from __future__ import annotations

from typing import Dict, List, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from game.results import Label
from rules.words.tiles import parse_rack


class WordResult(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    game: int = Field(1, ge=1, le=1)  # a word round is one game
    end: Literal["goal", "pool_empty"]  # W-END: 99 points reached, or the last round after the pool ran out
    totals: Dict[Label, int]
    winners: List[Label] = Field(min_length=1)  # several share first place (W-END)
    racks: Dict[Label, str]  # letters left, "*" a joker (rules.words.tiles.format_rack)

    @field_validator("racks")
    @classmethod
    def _letters(cls, racks):
        for letters in racks.values():
            parse_rack(letters)
        return racks
