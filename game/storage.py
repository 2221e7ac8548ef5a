"""Saved games: the validated boundary between the browser's storage (or an
exported file) and the session. Pure; the screen does the localStorage calls.

A save is JSON: the settings, which game of the round, finished results, the
engine's history of the current game and the human's unfinished turn. Text too
large (a real save is 4-10 KB) or nested too deeply to parse safely, and anything
that does not validate, raises SaveError; the caller sets the text aside under
a ``…corrupt…`` key, shows ``error.text(lang)`` and starts fresh, never crashes.
"""

from __future__ import annotations

import json
from typing import Dict, List, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from game import i18n
from game.settings import LEVELS, PACES, PROFILES
from rules.tournament.table_link import TableLink

KEY = "rummikub.save"
CORRUPT_PREFIX = "rummikub.corrupt."
PREFS_KEY = "rummikub.prefs"
MAX_CHARS = 2_000_000  # checked before parsing
MAX_DEPTH = 64  # a save nests 4 deep; json.loads recurses once per level


class SaveError(ValueError):
    """The text is not a usable saved game: ``key`` and ``params`` give the reason
    for the user (``text(lang)``), ``detail`` (also ``str(error)``) the technical one."""

    def __init__(self, key: str, detail: str, **params):
        super().__init__(detail)
        self.key, self.detail, self.params = key, detail, params

    def text(self, lang: str) -> str:
        return i18n.text(lang, self.key, **self.params)


def reason(error: Exception, lang: str) -> str:
    """Why a save could not be resumed, for the user: a SaveError's sentence;
    anything else (a bug, not the file) by its type and message."""
    return error.text(lang) if isinstance(error, SaveError) else f"{type(error).__name__}: {error}"


class SettingsModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    seats: List[str] = Field(min_length=2, max_length=4)
    profile: Literal[PROFILES]
    clock: int = Field(ge=0, le=300)  # the dialog's choices, or a tournament's 30-300 s (R-TIME)
    lang: Literal["en", "de"]
    seed: int = Field(ge=0, lt=2**31)
    hints: bool = True
    strict: bool = False
    pace: Literal[PACES] = "normal"
    table: Optional[TableLink] = None

    @field_validator("clock")
    @classmethod
    def _clock_range(cls, seconds):
        if 0 < seconds < 30:
            raise ValueError("a turn clock is off (0) or 30 to 300 seconds")
        return seconds

    @field_validator("seats")
    @classmethod
    def _known_seats(cls, seats):
        for seat in seats:
            if seat != "human" and seat not in LEVELS:
                raise ValueError(f"unknown seat {seat!r}")
        return seats


class WorkspaceModel(BaseModel):
    sets: List[List[int]]
    rack: List[int]


class SavedGame(BaseModel):
    model_config = ConfigDict(extra="forbid")
    version: Literal[1]
    settings: SettingsModel
    game_no: int = Field(ge=1, le=4)
    results: List[dict]
    history: str
    rack_orders: Dict[str, List[int]] = {}
    viewer: Optional[int] = None
    privacy: Optional[int] = None
    workspace: Optional[WorkspaceModel] = None
    spent_ms: float = 0


def encode(data: dict) -> str:
    return SavedGame.model_validate(data).model_dump_json(exclude_none=True)


def decode(text: str) -> dict:
    """The validated save as a plain dict; SaveError if it is not one."""
    if len(text) > MAX_CHARS:
        raise SaveError("save_too_large", f"{len(text)} characters, at most {MAX_CHARS}", mb=MAX_CHARS // 10**6)
    if _nested_deeper(text, MAX_DEPTH):
        raise SaveError("save_not_ours", f"brackets nested deeper than {MAX_DEPTH}")
    try:
        raw = json.loads(text)
    except ValueError as error:
        raise SaveError("save_not_ours", f"not JSON: {error}") from None
    try:
        return SavedGame.model_validate(raw).model_dump(exclude_none=True)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "file"
        raise SaveError("save_not_ours", f"{where}: {first['msg']}") from None


def _nested_deeper(text: str, limit: int) -> bool:
    """Whether brackets outside strings nest deeper than ``limit``: one pass,
    before json.loads meets a 100,000-deep file (which exhausts its recursion)."""
    depth, in_string, escaped = 0, False, False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > limit:
                return True
        elif char in "]}":
            depth -= 1
    return False


def corrupt_key(now_ms: float) -> str:
    return f"{CORRUPT_PREFIX}{int(now_ms)}"
