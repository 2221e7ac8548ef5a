"""Saved games: seed + settings + actions, as versioned JSON (pydantic).

Replaying the actions rebuilds the game exactly, so the file holds no racks
or pool that could disagree with each other. Loading checks everything and
fails with one error type, HistoryError, naming the problem; it never yields
an inconsistent game (every action is replayed through the rules, and all
tiles of the box are accounted for afterwards).

This module saves and replays the numbers game (``to_json``, ``from_json``)
and holds what every variant's saves share: the file's frame
(``SavedGame``), writing (``dump``), reading (``load``), replaying through
the rules (``play_back``) and the tile count (``check_tiles``). The word
game's saves (variant ``"words"``) are rules.words.history's, on the same
frame; they replay only with the lexicon the caller supplies. This module
imports nothing of rules/words/ (the numbers page does not ship it).
"""

from __future__ import annotations

import json
from typing import Callable, Literal, Optional, Sequence

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rules.flow import GameError, TurnFlow
from rules.game import Game
from rules import safe_json
from rules.profiles import Settings
from rules.validation import first_error

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
    return dump(SavedGame(players=game.players, seed=game.seed,
                          starter=None if game.start_draw else game.starter,
                          started_at=started_at, settings=game.settings,
                          actions=[Action(**action) for action in game.actions]))


def dump(saved: SavedGame) -> str:
    """A saved game as compact JSON; actions leave out fields they do not use."""
    data = saved.model_dump(mode="json")
    data["actions"] = [action.model_dump(mode="json", exclude_none=True) for action in saved.actions]
    return json.dumps(data, separators=(",", ":"))


def from_json(text: str, upto: Optional[int] = None, watch: Optional[Callable] = None) -> Game:
    """Rebuild a numbers game from its history (the first ``upto`` actions if given;
    ``watch`` as for ``play_back``)."""
    return replay(load(SavedGame, text), upto, watch)


def load(model: type[SavedGame], text: str) -> SavedGame:
    """``text`` read as ``model``; HistoryError naming the first problem."""
    try:
        saved = model.model_validate_json(text)
    except ValidationError as error:
        if model is SavedGame and _variant(text) == "words":
            raise HistoryError("this is a word game: it replays only with its lexicon "
                               "(rules.words.history.from_json(text, lexicon))") from None
        raise HistoryError("not a valid saved game ({}: {})".format(*first_error(error, "file"))) from None
    if saved.version != FORMAT_VERSION:
        raise HistoryError(f"saved game format {saved.version} is not supported (expected {FORMAT_VERSION})")
    return saved


def _variant(text: str) -> Optional[str]:
    """The ``variant`` a JSON object names, None if none or not JSON."""
    try:
        data = safe_json.loads(text)
    except ValueError:
        return None
    return data.get("variant") if isinstance(data, dict) else None


def replay(saved: SavedGame, upto: Optional[int] = None, watch: Optional[Callable] = None) -> Game:
    return play_back(lambda: Game(saved.players, saved.seed, saved.settings, starter=saved.starter,
                                  now=saved.started_at), saved.actions, upto, watch)


def play_back(start: Callable[[], TurnFlow], actions: Sequence[BaseModel], upto: Optional[int] = None,
              watch: Optional[Callable] = None) -> TurnFlow:
    """The game ``start`` deals, with the first ``upto`` of ``actions`` (all if
    None) carried out through its ``apply``; HistoryError if it cannot start,
    an action is not legal, or the tiles do not add up. ``watch(game, action)``,
    if given, is called before each action and may return a callable that gets
    the action's outcome after it (the app's move log is built so, in the same pass)."""
    try:
        game = start()
    except GameError as error:
        raise HistoryError(f"saved game cannot start: {error}") from None
    for number, action in enumerate(actions[:upto], start=1):
        step = action.model_dump(exclude_none=True)
        seen = watch(game, step) if watch else None
        try:
            outcome = game.apply(step)
        except GameError as error:
            raise HistoryError(f"move {number} ({action.act}) is not legal: {error}") from None
        if seen:
            seen(outcome)
    check_tiles(game)
    return game


def check_tiles(game: TurnFlow) -> None:
    """All tiles of the box accounted for, each exactly once (R-TILES: 106, W-TILES: 112)."""
    everywhere = [tile for rack in game.racks for tile in rack] + list(game.pool) \
        + [tile for tiles in game.table for tile in tiles]
    box = game.variant.box
    if sorted(everywhere) != list(box):
        raise HistoryError(f"the tiles of this game do not add up to the box of {len(box)}")
