"""The whole tournament as pydantic models, and its versioned JSON file.

A file is ``{"kind", "version", "checksum", "tournament"}``; the checksum
(sha256 of the canonical tournament JSON) refuses files edited by hand. The
models check every invariant the director's actions keep (R-PAIRING table
sizes, R-SEATS labels, R-SHEET entries, club 10.3 corrections, R-TIME's
clock), so a bad file is refused with the reason and the tournament in use
stays as it was. A file from before R-TIME was enforced (any clock of 30-300
s, or none, in either format) is read with the clock the rules allow and a
note saying so (``read_json``), never refused for it.
"""

from __future__ import annotations

import hashlib
import json
from typing import Literal, NamedTuple, Optional

from pydantic import (BaseModel, ConfigDict, Field, ValidationError, field_validator, model_serializer,
                      model_validator)

from rules import safe_json
from rules.texts import Message
from rules.tournament.messages import MESSAGES, TournamentError
from rules.tournament.pairing import substitutes_needed, table_sizes
from rules.validation import first_error
from rules.tournament.seating import FORMATS, games_per_round, seats_for
from rules.tournament.sheet import sheet_problems

KIND = "rummikub-tournament"
VERSION = 1
Seat = Literal["A", "B", "C", "D"]
TOURNAMENT_CLOCK = 60  # R-TIME: 1 minute a turn (club 12.1, local 7A)
OLDER_CLOCKS = (30, 300)  # the seconds a director could set before (read as TOURNAMENT_CLOCK)


def allowed_clocks(tournament_format: str) -> tuple[Optional[int], ...]:
    """R-TIME: a club tournament plays 1 minute a turn, always (club 12.1); a local
    one 1 minute or no clock, as the director decides (local 1B, 7A). None: no clock."""
    return (TOURNAMENT_CLOCK,) if tournament_format == "club" else (TOURNAMENT_CLOCK, None)


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Player(Strict):
    id: int = Field(ge=1)
    name: str = Field(max_length=60)
    club: str = Field(default="", max_length=60)
    junior: bool = False
    substitute: bool = False

    @field_validator("name", "club")
    @classmethod
    def _strip(cls, value: str) -> str:
        return " ".join(value.split())


class Practice(Strict):
    """A practice tournament: player ``you`` is the human, everybody else a
    computer player of ``level`` (rules.tournament.practice)."""

    you: int = Field(ge=1)
    level: Literal["beginner", "casual", "club", "master"]


class Settings(Strict):
    name: str = Field(default="", max_length=80)
    format: Literal["club", "local"] = "club"
    rounds: int = Field(default=3, ge=1, le=4)
    final: bool = False
    seconds_per_turn: Optional[int] = TOURNAMENT_CLOCK  # R-TIME: one of allowed_clocks(format)
    seed: int = Field(default=0, ge=0)
    practice: Optional[Practice] = None  # absent in files of ordinary tournaments
    two_games: bool = False  # local 1B: 2 games a round, the final's too (absent from files when False)

    @model_validator(mode="after")
    def _fit_format(self) -> "Settings":
        if self.format == "club" and not 2 <= self.rounds <= 4:
            raise TournamentError("rounds_range")
        if self.format == "local" and (self.rounds != 1 or not self.final):
            raise TournamentError("rounds_range")
        if self.two_games and self.format != "local":
            raise TournamentError("two_games_local")
        if self.seconds_per_turn not in allowed_clocks(self.format):
            raise TournamentError("clock_not_allowed")
        return self

    @property
    def games(self) -> int:
        """R-ROUND: the games of every round at every table, the final's too."""
        return games_per_round(self.format, self.two_games)

    def as_json(self) -> dict:
        """The settings as the file and the table links' fingerprint have them:
        ``two_games`` only when set, so a file, or a fingerprint, made before it
        existed stays exactly as it was."""
        return self.model_dump(mode="json", exclude=set() if self.two_games else {"two_games"})


class Game(Strict):
    """One game on a sheet (R-SHEET): plus/minus per seat, the winner (and who
    shares first place with him, R-POOL-EMPTY), the flags."""

    scores: dict[Seat, int]
    winner: Seat
    pool_empty: bool = False
    no_meld: dict[Seat, Literal[100, 200]] = {}
    co_winners: list[Seat] = []

    @model_serializer(mode="wrap")
    def _without_empty_co_winners(self, handler):
        """Files of games nobody shared first place in stay as they were."""
        data = handler(self)
        if not self.co_winners:
            del data["co_winners"]
        return data


class Correction(Strict):
    """A director's change to a confirmed sheet (club 10.3)."""

    at: str = Field(min_length=1, max_length=40)
    game: int = Field(ge=1, le=4)
    before: Optional[Game]
    after: Game
    note: str = Field(min_length=1, max_length=300)


class Table(Strict):
    number: int = Field(ge=1)
    seats: dict[Seat, int]
    games: list[Optional[Game]]
    confirmed: bool = False
    corrections: list[Correction] = []

    @model_validator(mode="after")
    def _sheet_is_consistent(self) -> "Table":
        if tuple(self.seats) != seats_for(len(self.seats)):
            raise ValueError(f"table {self.number}: seats must be labelled {'-'.join(seats_for(len(self.seats)))}")
        for number, game in enumerate(self.games, start=1):
            if game is None:
                continue
            problems = sheet_problems(len(self.seats), game.scores, game.winner, game.pool_empty, game.no_meld,
                                      game.co_winners)
            if problems:
                first = problems[0]
                raise ValueError(f"table {self.number}, game {number}: "
                                 + TournamentError(first.code, **first.params).text("en"))
        if self.confirmed and None in self.games:
            raise ValueError(f"table {self.number} is confirmed with a game missing")
        if self.corrections and not self.confirmed:
            raise ValueError(f"table {self.number} has corrections but was never confirmed")
        return self


class Round(Strict):
    number: int = Field(ge=1)
    final: bool = False
    tables: list[Table] = Field(min_length=1)

    @property
    def confirmed(self) -> bool:
        return all(table.confirmed for table in self.tables)


class Tournament(Strict):
    settings: Settings
    players: list[Player]
    rounds: list[Round] = []

    def player(self, player_id: int) -> Player:
        return next(player for player in self.players if player.id == player_id)

    @model_validator(mode="after")
    def _everything_fits(self) -> "Tournament":
        ids = [player.id for player in self.players]
        if len(set(ids)) != len(ids):
            raise ValueError("player ids must be unique")
        seen: set[str] = set()
        for player in self.players:
            if not player.name:
                raise TournamentError("blank_name")
            if player.name.casefold() in seen:
                raise TournamentError("duplicate_name", name=player.name)
            seen.add(player.name.casefold())
        substitutes = sum(player.substitute for player in self.players)
        if substitutes and self.settings.format != "club":
            raise TournamentError("substitutes_only_club")
        if substitutes > 3 or substitutes > substitutes_needed(len(self.players) - substitutes):
            raise TournamentError("too_many_substitutes",
                                  needed=substitutes_needed(len(self.players) - substitutes))
        if self.rounds:
            table_sizes(len(self.players), self.settings.format)  # the field can be seated
        practice = self.settings.practice
        if practice and practice.you not in ids:
            raise ValueError("the practice tournament's human player is not in the field")
        self._check_rounds(set(ids))
        return self

    def _check_rounds(self, ids: set[int]) -> None:
        games = self.settings.games
        sizes = sorted(table_sizes(len(ids), self.settings.format)) if self.rounds else []
        regular = self.settings.rounds
        for index, round_ in enumerate(self.rounds):
            where = f"round {round_.number}"
            if round_.number != index + 1:
                raise ValueError(f"{where}: rounds must be numbered 1, 2, 3, …")
            is_final = index == regular
            if index > regular or round_.final != is_final or (is_final and not self.settings.final):
                raise ValueError(f"{where}: more rounds than the settings allow")
            if round_.final and len(round_.tables) != 1:
                raise ValueError(f"{where}: the final is played at one table")
            if index and not self.rounds[index - 1].confirmed:
                raise ValueError(f"{where}: round {index} is not confirmed yet")
            seated = [player for table in round_.tables for player in table.seats.values()]
            if len(set(seated)) != len(seated) or not set(seated) <= ids:
                raise ValueError(f"{where}: every player sits at most once, and only known players")
            if not round_.final and (set(seated) != ids
                                     or sorted(len(t.seats) for t in round_.tables) != sizes):
                raise ValueError(f"{where}: the tables do not seat the whole field as R-PAIRING says")
            if [table.number for table in round_.tables] != list(range(1, len(round_.tables) + 1)):
                raise ValueError(f"{where}: tables must be numbered 1, 2, 3, …")
            if any(len(table.games) != games for table in round_.tables):
                raise ValueError(f"{where}: every sheet has {games} games")


def export_json(tournament: Tournament) -> str:
    """The versioned tournament file, with a checksum of its content."""
    payload = tournament.model_dump(mode="json")
    payload["settings"] = tournament.settings.as_json()
    if payload["settings"]["practice"] is None:  # ordinary tournaments' files stay as they were
        del payload["settings"]["practice"]
    envelope = {"kind": KIND, "version": VERSION, "checksum": _checksum(payload), "tournament": payload}
    return json.dumps(envelope, ensure_ascii=False, indent=1)


class Read(NamedTuple):
    """A tournament file as read: the tournament, and what reading changed (``notes``)."""

    tournament: Tournament
    notes: tuple[Message, ...] = ()


def read_json(text: str) -> Read:
    """Read a tournament file; raises TournamentError saying why it is refused.
    A clock R-TIME no longer allows is brought to 1 minute, with a note."""
    try:
        envelope = safe_json.loads(text)
    except ValueError as error:
        raise TournamentError("import_not_json", detail=str(error)) from None
    if not isinstance(envelope, dict) or envelope.get("kind") != KIND or "tournament" not in envelope:
        raise TournamentError("import_wrong_kind")
    if envelope.get("version") != VERSION:
        raise TournamentError("import_version", version=envelope.get("version"), supported=VERSION)
    if envelope.get("checksum") != _checksum(envelope["tournament"]):
        raise TournamentError("import_checksum")
    payload, notes = _clock_upgraded(envelope["tournament"])
    try:
        return Read(Tournament.model_validate(payload), notes)
    except ValidationError as error:
        raise refusal(error) from None


def import_json(text: str) -> Tournament:
    """``read_json``'s tournament (for readers with nobody to tell the notes to)."""
    return read_json(text).tournament


def _clock_upgraded(payload) -> tuple[object, tuple[Message, ...]]:
    """A file saved when the director could set any 30-300 s or none, in either
    format: a clock R-TIME does not allow for its format becomes 1 minute (the
    rest of the file is untouched, and games started from its table links
    still enter their results: rules.tournament.table_link.check_link).
    Anything no earlier version wrote is left to the models to refuse."""
    settings = payload.get("settings") if isinstance(payload, dict) else None
    if not isinstance(settings, dict) or settings.get("format", "club") not in FORMATS:
        return payload, ()
    was = settings.get("seconds_per_turn", TOURNAMENT_CLOCK)
    if was in allowed_clocks(settings.get("format", "club")) or not _older_clock(was):
        return payload, ()
    note = MESSAGES.message("clock_upgraded", was=(MESSAGES.message("clock_was_none") if was is None
                                                   else MESSAGES.message("clock_was", seconds=was)))
    return {**payload, "settings": {**settings, "seconds_per_turn": TOURNAMENT_CLOCK}}, (note,)


def refusal(error: ValidationError, code: str = "import_invalid") -> TournamentError:
    """The first validation problem, where it is and what it says (a rule message if it is one)."""
    first = error.errors()[0]
    cause = first.get("ctx", {}).get("error")
    if isinstance(cause, TournamentError):
        return cause
    where, what = first_error(error, "top level")
    return TournamentError(code, where=where, detail=what)


def _older_clock(seconds) -> bool:
    """A clock the director could set before R-TIME was enforced: none, or 30-300 s."""
    return seconds is None or (type(seconds) is int and OLDER_CLOCKS[0] <= seconds <= OLDER_CLOCKS[1])


def canonical_digest(payload) -> str:
    """The sha256 (hex) of ``payload`` as canonical JSON (sorted keys, no spaces): the same
    data gives the same digest whatever order it was written in."""
    canonical = json.dumps(payload, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def _checksum(payload) -> str:
    return "sha256:" + canonical_digest(payload)
