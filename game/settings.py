"""The choices of the new-game dialog (plain data, no pydantic: the first
screen needs it before pydantic is loaded)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Optional, Tuple

from game import clock

LEVELS = ("beginner", "casual", "club", "master")
PROFILES = ("club", "original")
PACES = ("normal", "fast", "instant")
SEAT_LABELS = "ABCD"
MAX_SEED = 2**31 - 1


@dataclass(frozen=True)
class Seat:
    """One seat: ``level`` is None for a human."""

    level: Optional[str] = None

    @property
    def human(self) -> bool:
        return self.level is None

    def token(self) -> str:
        return self.level or "human"


@dataclass(frozen=True)
class GameSettings:
    seats: Tuple[Seat, ...] = (Seat(), Seat("casual"), Seat("club"), Seat("master"))
    profile: str = "club"
    clock: int = clock.DEFAULT
    lang: str = "en"
    seed: Optional[int] = None
    hints: bool = True
    strict: bool = False
    pace: str = "normal"
    # a tournament table played on this device (game.table_play): the players'
    # names by seat, (round, table) whose sheet gets the results, games per round
    names: Tuple[str, ...] = ()
    table: Optional[Tuple[int, int]] = None
    round_games: int = 4
    extra: dict = field(default_factory=dict, compare=False)

    def with_seed(self, seed: int) -> "GameSettings":
        return replace(self, seed=seed)

    def humans(self) -> int:
        return sum(seat.human for seat in self.seats)

    def to_dict(self) -> dict:
        data = {"seats": [seat.token() for seat in self.seats], "profile": self.profile,
                "clock": self.clock, "lang": self.lang, "seed": self.seed, "hints": self.hints,
                "strict": self.strict, "pace": self.pace}
        if self.table:
            data.update(names=list(self.names), table=list(self.table), round_games=self.round_games)
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "GameSettings":
        seats = tuple(Seat(None if token == "human" else token) for token in data["seats"])
        return cls(seats=seats, profile=data["profile"], clock=int(data["clock"]),
                   lang=data["lang"], seed=data.get("seed"), hints=bool(data.get("hints", True)),
                   strict=bool(data.get("strict", False)), pace=data.get("pace", "normal"),
                   names=tuple(data.get("names", ())), round_games=int(data.get("round_games", 4)),
                   table=tuple(data["table"]) if data.get("table") else None)
