"""Saved games: seed + settings + actions, as versioned JSON (pydantic).

Replaying the actions rebuilds the game exactly, so the file holds no racks
or pool that could disagree with each other. Loading checks everything and
fails with one error type, HistoryError, naming the problem; it never yields
an inconsistent game (every action is replayed through the rules, and all
106 tiles are accounted for afterwards).
"""

from __future__ import annotations

import json
from typing import Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rules.game import Game, GameError
from rules.profiles import Settings
from rules.tiles import ALL_TILE_IDS

FORMAT_VERSION = 1


class HistoryError(ValueError):
    """A saved game that cannot be loaded; the message says why."""


class Action(BaseModel):
    model_config = ConfigDict(extra="forbid")

    act: Literal["play", "draw", "pass", "timeout", "redeal"]
    at: int = 0
    table: Optional[list[list[int]]] = None
    player: Optional[int] = None


class SavedGame(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["rummikub-game"] = "rummikub-game"
    version: int = FORMAT_VERSION
    variant: Literal["numbers"] = "numbers"
    players: int = Field(ge=2, le=4)
    seed: int
    starter: Optional[int] = Field(None, ge=0, le=3)  # None: drawn per R-START (original)
    started_at: int = 0
    settings: Settings
    actions: list[Action] = []


def to_json(game: Game, started_at: int = 0) -> str:
    """The game's history as JSON text. A starter drawn by the rules (R-START
    `original`) is stored as null: the replay draws it again from the seed, so
    the random stream, and with it the deal, stays the same. Settings are
    written whole (a clock that is off is ``"turn_seconds": null``); actions
    leave out fields they do not use."""
    saved = SavedGame(players=game.players, seed=game.seed,
                      starter=None if game.start_draw else game.starter,
                      started_at=started_at, settings=game.settings,
                      actions=[Action(**action) for action in game.actions])
    data = saved.model_dump(mode="json")
    data["actions"] = [action.model_dump(mode="json", exclude_none=True) for action in saved.actions]
    return json.dumps(data, separators=(",", ":"))


def from_json(text: str, upto: Optional[int] = None) -> Game:
    """Rebuild a game from its history (the first ``upto`` actions if given)."""
    try:
        saved = SavedGame.model_validate_json(text)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "file"
        raise HistoryError(f"not a valid saved game ({where}: {first['msg']})") from None
    if saved.version != FORMAT_VERSION:
        raise HistoryError(f"saved game format {saved.version} is not supported (expected {FORMAT_VERSION})")
    return replay(saved, upto)


def replay(saved: SavedGame, upto: Optional[int] = None) -> Game:
    try:
        game = Game(saved.players, saved.seed, saved.settings, starter=saved.starter, now=saved.started_at)
    except GameError as error:
        raise HistoryError(f"saved game cannot start: {error}") from None
    for number, action in enumerate(saved.actions[:upto], start=1):
        try:
            game.apply(action.model_dump(exclude_none=True))
        except GameError as error:
            raise HistoryError(f"move {number} ({action.act}) is not legal: {error}") from None
    check_tiles(game)
    return game


def check_tiles(game: Game) -> None:
    """All 106 tiles accounted for, each exactly once (R-TILES)."""
    everywhere = [tile for rack in game.racks for tile in rack] + list(game.pool) \
        + [tile for tiles in game.table for tile in tiles]
    if sorted(everywhere) != list(ALL_TILE_IDS):
        raise HistoryError("the tiles of this game do not add up to the box of 106")
