"""A word game's save (settings variant "words"), as game.storage.decode
accepts it without the lexicon: the structure, the seats and times, a
history that reads as a word game's (rules.words.history) of these seats
and this W-CHALLENGE setting, results that fit, and an unfinished turn of
distinct tiles of the box whose jokers' letters are letters. Whether the
moves are legal and the turn's tiles fit the game is WordSession.from_save's
to say when it replays the history with the lexicon."""

from __future__ import annotations

from typing import Dict, List, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field

from game.settings import SEAT_LABELS, game_seed
from game.storage import SavedGame, SettingsModel, check_seats_and_time, contradiction
from game.words.results import WordResult
from rules.history import HistoryError, load
from rules.profiles import WordSettings
from rules.words.history import SavedWordGame
from rules.words.tiles import ALL_TILE_IDS, JOKER, JOKER_IDS


class WordSettingsModel(SettingsModel):
    variant: Literal["words"]


class WordWorkspaceModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    sets: List[List[int]]
    rack: List[int]
    jokers: Dict[int, int] = {}  # joker tile id -> letter face (W-JOKER)


class SavedWordSession(SavedGame):
    settings: WordSettingsModel
    game_no: int = Field(1, ge=1, le=1)
    results: List[WordResult] = Field([], max_length=1)
    workspace: Optional[WordWorkspaceModel] = None

    def check(self) -> None:
        """game.storage's checks of a word save (see the module docstring); SaveError if one fails."""
        check_seats_and_time(self)
        try:
            saved = load(SavedWordGame, self.history)
        except HistoryError as error:
            raise contradiction("contra_moves", f"history: {error}") from None
        seats = len(self.settings.seats)
        if saved.players != seats:
            raise contradiction("contra_players", f"history of {saved.players} players, {seats} seats",
                                players=saved.players, seats=seats)
        if saved.settings != WordSettings.for_choices(self.settings.clock, self.settings.check, self.settings.refill):
            raise contradiction("contra_rules", f"history settings {saved.settings}, save {self.settings}")
        if saved.seed != game_seed(self.settings.seed, 1):  # a word game is one game (W-END)
            raise contradiction("contra_deal", f"history seed {saved.seed}, settings seed {self.settings.seed}")
        labels = set(SEAT_LABELS[:seats])
        for result in self.results:
            if not (set(result.totals) == set(result.racks) == labels and set(result.winners) <= labels
                    and len(set(result.winners)) == len(result.winners)):
                raise contradiction("contra_results", f"{result.model_dump()} for seats {sorted(labels)}")
        if self.workspace:
            tiles = [tile for row in self.workspace.sets for tile in row] + self.workspace.rack
            placed = {tile for row in self.workspace.sets for tile in row}
            if (self.results or self.privacy is not None or not all(self.workspace.sets)
                    or len(tiles) != len(set(tiles)) or not set(tiles) <= set(ALL_TILE_IDS)
                    or any(tile not in JOKER_IDS or tile not in placed or not 0 <= face < JOKER
                           for tile, face in self.workspace.jokers.items())):
                raise contradiction("contra_workspace", "workspace tiles are not the table and the rack of the turn")
