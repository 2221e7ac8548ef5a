"""Saved games: the validated boundary between the browser's storage (or an
exported file) and the session. Pure; the screen does the localStorage calls.

A save is JSON: the settings, which game of the round, finished results, the
engine's history of the current game and the human's unfinished turn. A word
game's save (settings variant "words") is game.words.saves' model, checked
there without the lexicon; its session replays it with one.
``decode`` accepts only what Session.from_save resumes and draws: it refuses
text too large (a real save is 4-10 KB) or nested too deeply to parse safely,
anything that does not validate, and a save that contradicts itself (a seat
that does not exist, an impossible clock, a history of other players or of
illegal moves or other rules, results that do not fit, an unfinished turn
with other tiles). A tournament table's game saved when the director could
set any 30-300 s goes on at R-TIME's 1 minute.
It raises SaveError; the caller sets the text aside under a ``…corrupt…`` key,
shows ``error.text(lang)`` and starts fresh, never crashes.
"""

from __future__ import annotations

import math
from typing import Dict, List, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from game import clock, engine, i18n
from game.results import GameResult
from game.settings import (CHECKS, INVALID_ENDS, LEVELS, PACES, PROFILES, SEAT_LABELS, VARIANTS, clean_name,
                           game_seed)
from rules.history import HistoryError
from rules.tournament import seating, sheet
from rules.tournament.model import OLDER_CLOCKS, TOURNAMENT_CLOCK
from rules import safe_json
from rules.validation import first_error
from rules.tournament.table_link import TableLink

KEY = "rummikub.save"
CORRUPT_PREFIX = "rummikub.corrupt."
MAX_CHARS = 2_000_000  # checked before parsing
MAX_SPENT_MS = 7 * 24 * 3_600_000  # a week on one turn (no clock)
MAX_WALL_MS = 2**53  # Date.now() stays far below this (JavaScript's safe integers)


class SaveError(ValueError):
    """The text is not a usable saved game: ``key`` and ``params`` give the reason
    for the user (``text(lang)``), ``detail`` (also ``str(error)``) the technical one."""

    def __init__(self, key: str, detail: str, **params):
        super().__init__(detail)
        self.key, self.detail, self.params = key, detail, params

    def message(self) -> i18n.Message:
        params = dict(self.params)
        if "what" in params:  # a contradiction: its own phrase
            params["what"] = i18n.message(params["what"], **{k: v for k, v in self.params.items() if k != "what"})
        return i18n.message(self.key, **params)

    def text(self, lang: str) -> str:
        return self.message().text(lang)


def reason(error: Exception):
    """Why a save could not be resumed, for the user: a SaveError's sentence
    (an i18n.Message); anything else (a bug, not the file) by its type and message."""
    return error.message() if isinstance(error, SaveError) else f"{type(error).__name__}: {error}"


def contradiction(what: str, detail: str, **params) -> SaveError:
    return SaveError("save_contradicts", detail, what=what, **params)


class SettingsModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    seats: List[str] = Field(min_length=2, max_length=4)
    profile: Literal[PROFILES]
    clock: Literal[clock.CHOICES]  # R-TIME: the dialog's choices (a tournament's 60 among them)
    lang: Literal["en", "de"]
    seed: int = Field(ge=0, lt=2**31)
    hints: bool = True
    strict: bool = False
    pace: Literal[PACES] = "normal"
    invalid_end: Literal[INVALID_ENDS] = "reject"  # R-INVALID-END (saves from before it: reject)
    variant: Literal[VARIANTS] = "numbers"  # saves from before it: the numbers game
    check: Literal[CHECKS] = "auto"  # word game, W-CHALLENGE
    refill: bool = False  # word game, W-EMPTY's option
    names: Optional[List[str]] = None  # the humans' own names (issue #19), "" for a default or a computer
    table: Optional[TableLink] = None

    @model_validator(mode="before")
    @classmethod
    def _table_clock(cls, data):
        """A tournament table's game saved when the director could set any 30-300 s
        (its link keeps that clock) goes on at R-TIME's 1 minute, as its
        tournament does (rules.tournament.model.read_json)."""
        if not isinstance(data, dict) or not data.get("table"):
            return data
        seconds = data.get("clock")
        if type(seconds) is int and seconds not in clock.CHOICES and OLDER_CLOCKS[0] <= seconds <= OLDER_CLOCKS[1]:
            return {**data, "clock": TOURNAMENT_CLOCK}
        return data

    @model_validator(mode="after")
    def _names(self):
        """One name per seat, each as game.settings.clean_name leaves it, only for humans."""
        if self.names is not None and (
                len(self.names) != len(self.seats)
                or any(name != clean_name(name) or name and seat != "human" for name, seat in zip(self.names, self.seats))):
            raise ValueError(f"player names {self.names!r:.80} do not fit the seats")
        return self

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
    attached: List[int] = []  # strict R-TAKEBACK: own tiles on the table that cannot go back


class SavedGame(BaseModel):
    model_config = ConfigDict(extra="forbid")
    version: Literal[1]
    settings: SettingsModel
    game_no: int = Field(ge=1, le=4)
    results: List[GameResult]
    history: str
    rack_orders: Dict[str, List[int]] = {}
    viewer: Optional[int] = None
    privacy: Optional[int] = None
    workspace: Optional[WorkspaceModel] = None
    spent_ms: float = 0
    turn_started: Optional[float] = None  # Date.now() when the turn's clock started (R-TIME)


def encode(data: dict) -> str:
    return _model(data).model_validate(data).model_dump_json(exclude_none=True)


def _parse(text: str):
    """The save's JSON, read only if it is small and shallow enough to read safely."""
    if len(text) > MAX_CHARS:
        raise SaveError("save_too_large", f"{len(text)} characters, at most {MAX_CHARS}", mb=MAX_CHARS // 10**6)
    try:
        return safe_json.loads(text)  # not too deep for json.loads's recursion
    except ValueError as error:
        raise SaveError("save_not_ours", f"not JSON: {error}") from None


def _words(raw) -> bool:
    return isinstance(raw, dict) and isinstance(raw.get("settings"), dict) and raw["settings"].get("variant") == "words"


def holds_words(text: str) -> bool:
    """Whether a save's text is a word game's, whose ``decode`` needs the word
    game loaded (game.word_loading); text that cannot be read: False (``decode`` says why)."""
    try:
        return _words(_parse(text))
    except SaveError:
        return False


def _model(raw) -> type:
    """The saved game's model: a word game's (game.words.saves, loaded only for one) or SavedGame."""
    if _words(raw):
        from game.words.saves import SavedWordSession
        return SavedWordSession
    return SavedGame


def variant_of(data: dict) -> str:
    """The game a decoded save holds (rules.variant); saves from before variants hold numbers."""
    return data.get("settings", {}).get("variant", "numbers")


def decode(text: str) -> dict:
    """The validated save as a plain dict, one Session.from_save resumes; SaveError if it is not one.
    A word game's save needs the word game loaded first (``holds_words``, game.word_loading)."""
    raw = _parse(text)
    model = _model(raw)
    try:
        save = model.model_validate(raw)
    except ValidationError as error:
        raise SaveError("save_not_ours", "{}: {}".format(*first_error(error, "file"))) from None
    if model is SavedGame:
        _check(save)
    else:
        save.check()
    return save.model_dump(exclude_none=True)


def _check(save: SavedGame) -> None:
    """The save agrees with itself and with the game its history replays."""
    seats, table = save.settings.seats, save.settings.table
    if table and len(table.names) != len(seats):
        raise contradiction("contra_names", f"table names {table.names} for {len(seats)} seats",
                            names=len(table.names), seats=len(seats))
    total = table.games if table else seating.games_per_round("club")
    if save.game_no > total:
        raise contradiction("contra_game_no", f"game_no {save.game_no} > {total}", n=save.game_no, total=total)
    check_seats_and_time(save)
    try:
        game = engine.load_game(save.history)
    except HistoryError as error:
        raise contradiction("contra_moves", f"history: {error}") from None
    if game.players != len(seats):
        raise contradiction("contra_players", f"history of {game.players} players, {len(seats)} seats",
                            players=game.players, seats=len(seats))
    chosen = save.settings
    made = engine.rules_settings(chosen.profile, chosen.clock, chosen.strict, chosen.invalid_end)
    if chosen.table and game.settings.turn_seconds is None:  # a director's clock before R-TIME: none recorded
        made = made.model_copy(update={"turn_seconds": None})
    if game.settings != made:  # every rule, not only the profile's name (a security test: club save, original timeout)
        raise contradiction("contra_rules", f"history {game.settings!r:.300}, settings {made!r:.300}")
    if game.seed != game_seed(save.settings.seed, save.game_no):
        raise contradiction("contra_deal", f"history seed {game.seed}, settings seed {save.settings.seed}"
                            f" for game {save.game_no}")
    _check_results(save.results, SEAT_LABELS[:len(seats)], save.game_no if game.finished else save.game_no - 1)
    if save.workspace and (game.finished  # a turn behind the privacy screen keeps its workspace
                           or not _same_tiles(save.workspace, game.table, game.racks[game.current])):
        raise contradiction("contra_workspace", "workspace tiles are not the table and the rack of the turn")
    if save.workspace and save.workspace.attached and not (
            save.settings.strict and set(save.workspace.attached)
            <= {t for tiles in save.workspace.sets for t in tiles} & set(game.racks[game.current])):
        raise contradiction("contra_workspace", "attached tiles are not his tiles on the table of a strict game")


def check_seats_and_time(save: SavedGame) -> None:
    """The viewer, the privacy screen and the rack orders name seats of this
    game (humans), and the turn's times are possible (both variants' saves)."""
    seats = save.settings.seats
    for name, seat in (("viewer", save.viewer), ("privacy", save.privacy)):
        if seat is not None:
            _check_seat(name, seat, seats)
            if seats[seat] != "human":
                raise contradiction("contra_computer", f"{name} {seat} is {seats[seat]}", seat=SEAT_LABELS[seat])
    for key in save.rack_orders:
        _check_seat("rack_orders", key, seats)
    if not (math.isfinite(save.spent_ms) and 0 <= save.spent_ms <= MAX_SPENT_MS):
        raise contradiction("contra_time", f"spent_ms {save.spent_ms}")
    if save.turn_started is not None and not (math.isfinite(save.turn_started) and 0 <= save.turn_started
                                              <= MAX_WALL_MS):
        raise contradiction("contra_time", f"turn_started {save.turn_started}")


def _check_seat(name: str, seat, seats: list) -> None:
    """``seat`` (an index, or its digit as a key) is one of ``seats``."""
    if str(seat) not in [str(index) for index in range(len(seats))]:
        raise contradiction("contra_seat", f"{name} {seat!r}: {len(seats)} seats", seat=str(seat)[:8])


def _check_results(results: List[GameResult], labels: str, last_game: int) -> None:
    """Games in order up to the last finished one, each scored for these seats (R-PLACEMENT)."""
    games = [result.game for result in results]
    if games != sorted(set(games)) or (games and games[-1] > last_game):
        raise contradiction("contra_results", f"results for games {games}, last finished {last_game}")
    seats = set(labels)
    for result in results:
        winners = result.winners
        if not (set(result.scores) == set(result.places) == set(result.points) == set(result.racks) == seats
                and set(result.rack_sums) <= seats and set(result.no_meld) <= seats
                and set(winners) <= seats and len(set(winners)) == len(winners)
                and (len(winners) == 1 or result.end == "pool_empty")
                and result.places == sheet.places(result.scores, result.winner, result.co_winners)
                and result.points == sheet.placement_points(result.scores, result.winner, result.co_winners)):
            raise contradiction("contra_results", f"game {result.game}: {result.model_dump()} for seats {labels}")


def _same_tiles(workspace: WorkspaceModel, table, rack) -> bool:
    mine = sorted([tile for tiles in workspace.sets for tile in tiles] + workspace.rack)
    return mine == sorted([tile for tiles in table for tile in tiles] + list(rack))


def corrupt_key(now_ms: float) -> str:
    return f"{CORRUPT_PREFIX}{int(now_ms)}"
