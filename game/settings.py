"""The choices of the new-game dialog (plain data, no pydantic: the first
screen needs it before pydantic is loaded). ``table`` links a game to a
tournament's score sheet (validated by game.storage and game.table_play);
``invalid_end`` is R-INVALID-END's setting (rules.profiles.Settings)."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field, replace
from typing import Optional, Tuple

from game import clock

LEVELS = ("beginner", "casual", "club", "master")
VARIANTS = ("numbers", "words")  # the games this app plays (rules.variant): numbers, German letter tiles
PROFILES = ("club", "original")
PACES = ("normal", "fast", "instant")
CHECKS = ("auto", "challenge")  # word game, W-CHALLENGE: refused at once, or another player may challenge
INVALID_ENDS = ("reject", "penalize")  # R-INVALID-END: refuse and say why, or club 11.6's restore + 3 tiles
SEAT_LABELS = "ABCD"
MAX_SEED = 2**31 - 1


NAME_MAX = 20  # characters of a player's name (issue #19)


def game_seed(base: int, game_no: int) -> int:
    """Each game of a round gets its own deal, fixed by the round's seed."""
    return (base + 7919 * (game_no - 1)) % (2**31)


def whole_number(text: str, most: int) -> Optional[int]:
    """Typed or stored ``text`` (hostile input) as a whole number from 0 to ``most``, else None:
    ASCII digits only (str.isdigit takes "²", which int() refuses) and no more of them than
    ``most`` has (int() refuses 5,000 digits)."""
    text = text.strip()
    if not (text.isascii() and text.isdigit() and len(text) <= len(str(most))):
        return None
    return int(text) if int(text) <= most else None


def clean_name(value) -> str:
    """A player's name as typed (hostile input, issue #19): no control or format
    characters, spaces collapsed, at most NAME_MAX characters; "" for none."""
    if not isinstance(value, str):
        return ""
    shown = "".join(" " if char.isspace() else char for char in value
                    if char.isspace() or unicodedata.category(char)[0] != "C")
    return " ".join(shown.split())[:NAME_MAX].strip()


@dataclass(frozen=True)
class Seat:
    """One seat: ``level`` is None for a human; ``name`` a human's own (clean_name), "" for the default."""

    level: Optional[str] = None
    name: str = ""

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
    invalid_end: str = "reject"  # casual play refuses an invalid end of turn; a tournament table penalizes
    variant: str = "numbers"  # one of VARIANTS
    check: str = "auto"  # word game: one of CHECKS (rules.profiles.WordSettings.check)
    refill: bool = False  # word game: the rack refilled to 7 after every turn (W-EMPTY's option)
    table: Optional[dict] = field(default=None, hash=False)  # rules.tournament.table_link.TableLink, dumped
    extra: dict = field(default_factory=dict, compare=False)

    @classmethod
    def quick(cls, lang: str) -> "GameSettings":
        """The title screen's "Play now": against three computers, without a turn clock (a
        child's first turn, the hint read, ran out of a minute; the clock is the dialog's choice)."""
        return cls(lang=lang, clock=0)

    def with_seed(self, seed: int) -> "GameSettings":
        return replace(self, seed=seed)

    def next_deal(self) -> "GameSettings":
        """What the new-game dialog offers from a game (the menu's "New game", a round's
        end): the same seats, names and choices, a new deal (a deal number kept dealt the
        same tiles again); a number typed in the dialog still deals its deal."""
        return replace(self, seed=None)

    def for_table(self, link) -> "GameSettings":
        """These settings for a game of a tournament table (``link``: a
        rules.tournament.table_link.TableLink): club profile, the tournament's
        clock (R-TIME), an invalid end of turn penalized (R-INVALID-END, club
        11.6), the seed of the tournament's draw, no hints, strict (club
        17-18), the link kept."""
        return replace(self, profile="club", clock=link.seconds_per_turn or 0, invalid_end="penalize",
                       seed=link.seed, hints=False, strict=True, table=link.model_dump(mode="json"))

    def humans(self) -> int:
        return sum(seat.human for seat in self.seats)

    def to_dict(self) -> dict:
        return {"seats": [seat.token() for seat in self.seats], "profile": self.profile,
                "clock": self.clock, "lang": self.lang, "seed": self.seed, "hints": self.hints,
                "strict": self.strict, "pace": self.pace, "invalid_end": self.invalid_end, "variant": self.variant,
                "check": self.check, **({"refill": True} if self.refill else {}),
                **({"names": [seat.name for seat in self.seats]} if any(seat.name for seat in self.seats) else {}),
                **({"table": self.table} if self.table else {})}

    @classmethod
    def from_dict(cls, data: dict) -> "GameSettings":
        names = data.get("names") or [""] * len(data["seats"])
        seats = tuple(Seat(None if token == "human" else token, clean_name(name) if token == "human" else "")
                      for token, name in zip(data["seats"], names))
        return cls(seats=seats, profile=data["profile"], clock=int(data["clock"]),
                   lang=data["lang"], seed=data.get("seed"), hints=bool(data.get("hints", True)),
                   strict=bool(data.get("strict", False)), pace=data.get("pace", "normal"),
                   invalid_end=data.get("invalid_end", "reject"), variant=data.get("variant", "numbers"), check=data.get("check", "auto"),
                   refill=bool(data.get("refill", False)), table=data.get("table"))
