"""The device's statistics (issue #19): games played and won against each
computer level, the best score, and the last finished games, for both variants,
in ``localStorage["rummikub.stats"]`` (game.device_storage).

The stored value is outside input: it is read through ``Stats``, which checks its
meaning too (no more games won than played, a best score only where games were
played, no more history lines than games counted). One that cannot be read is set
aside under ``UNREADABLE_KEY.<n>`` (the first free of UNREADABLE_KEPT: nothing lost,
a second never overwrites the first) and the statistics start anew, with a note
saying why and where it is; when it cannot be set aside it stays where it is and no
game is counted over it until the player resets the statistics. The player may reset them (``reset``, asked once more in the dialog). A game counts when a human played at this device: under the
strongest computer level at its table (``humans`` when only humans played), won
when a human is in first place, his best score as the game's score (R-SCORE;
the word game's total, W-SCORE). The page counts a game that ended while it was
open (game.ui.screen), not one resumed or imported already finished.
"""

from __future__ import annotations

import json
from typing import Dict, List, Literal, Optional, Tuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from game.device_storage import set_aside_numbered
from game.i18n import Message, message
from game.settings import LEVELS
from rules import safe_json
from rules.validation import first_error

KEY = "rummikub.stats"
UNREADABLE_KEY = "rummikub.stats.unreadable"  # .1, .2, ...: each unreadable record kept (set_aside_numbered)
UNREADABLE_KEPT = 5   # ... at most this many; then a new one stays where it is and nothing is counted over it
HISTORY = 20          # finished games listed
STAYS = "stats_unreadable_stays"  # the note when an unreadable record could not be set aside
MAX_CHARS = 32_000    # a stored value longer than this is not ours
OPPONENTS = (*LEVELS, "humans")  # the strongest computer at the table, or none

Variant = Literal["numbers", "words"]
Opponents = Literal["beginner", "casual", "club", "master", "humans"]
SCORES = {"ge": -10_000, "le": 10_000}


class Tally(BaseModel):
    """Games of one variant against one level: played, won, the best score."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    played: int = Field(0, ge=0, le=10**7)
    won: int = Field(0, ge=0, le=10**7)
    best: Optional[int] = Field(None, **SCORES)

    @model_validator(mode="after")
    def _consistent(self) -> "Tally":
        if self.won > self.played:
            raise ValueError(f"{self.won} games won of {self.played} played")
        if (self.best is None) != (self.played == 0):
            raise ValueError("a best score belongs to games played, and only to them")
        return self


class Finished(BaseModel):
    """One finished game in the history (``key`` tells a game recorded twice apart)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    key: str = Field(min_length=1, max_length=80)
    at: int = Field(ge=0, le=10**14)   # when it ended, ms since 1970 (Date.now())
    variant: Variant
    opponents: Opponents
    players: int = Field(ge=2, le=4)
    score: int = Field(**SCORES)
    place: int = Field(ge=1, le=4)
    won: bool

    @model_validator(mode="after")
    def _place(self) -> "Finished":
        if self.place > self.players or self.won != (self.place == 1):
            raise ValueError(f"place {self.place} of {self.players} players, won {self.won}")
        return self


class Stats(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    version: Literal[1] = 1
    tallies: Dict[Variant, Dict[Opponents, Tally]] = {}
    history: List[Finished] = Field([], max_length=HISTORY)  # newest first

    @model_validator(mode="after")
    def _history_counted(self) -> "Stats":
        for game in self.history:
            tally = self.tallies.get(game.variant, {}).get(game.opponents, Tally())
            listed = [g for g in self.history if (g.variant, g.opponents) == (game.variant, game.opponents)]
            if len(listed) > tally.played or sum(g.won for g in listed) > tally.won:
                raise ValueError(f"the history lists more {game.variant} games against {game.opponents} "
                                 "than were counted")
            if tally.best is None or game.score > tally.best:
                raise ValueError(f"a listed score {game.score} beats the best one")
        return self

    def tally(self, variant: str, opponents: str) -> Tally:
        return self.tallies.get(variant, {}).get(opponents, Tally())


def record(stats: Stats, game: Finished) -> Stats:
    """``stats`` with ``game`` counted; unchanged if that game is counted already
    (a finished game shown again after a reload)."""
    if any(listed.key == game.key for listed in stats.history):
        return stats
    before = stats.tally(game.variant, game.opponents)
    best = game.score if before.best is None else max(before.best, game.score)
    tally = Tally(played=before.played + 1, won=before.won + game.won, best=best)
    tallies = {variant: dict(levels) for variant, levels in stats.tallies.items()}
    tallies.setdefault(game.variant, {})[game.opponents] = tally
    return Stats(tallies=tallies, history=[game, *stats.history][:HISTORY])


def finished_game(session, at_ms: float) -> Optional[Finished]:
    """The session's last finished game as the statistics count it, or None
    when no human played it (computers alone, or no game finished)."""
    if not session.results:
        return None
    result = session.results[-1]
    seats = session.settings.seats
    humans = [label for index, label in enumerate(session.labels) if seats[index].human]
    if not humans:
        return None
    levels = [seat.level for seat in seats if not seat.human]
    opponents = max(levels, key=LEVELS.index) if levels else "humans"
    if session.settings.variant == "words":  # W-END: the winners share first place, the others by total
        scores = result.totals
        places = {label: 1 if label in result.winners else 1 + sum(other > score for other in scores.values())
                  for label, score in scores.items()}
    else:
        scores, places = result.scores, result.places  # R-PLACEMENT
    place = min(places[label] for label in humans)
    won = place == 1
    key = f"{session.settings.variant}:{session.settings.seed}:{result.game}:" + ",".join(
        f"{label}{score}" for label, score in sorted(scores.items()))
    return Finished(key=key[:80], at=int(at_ms), variant=session.settings.variant, opponents=opponents,
                    players=len(seats), score=max(scores[label] for label in humans), place=place, won=won)


def read(text: Optional[str]) -> Stats:
    """The stored statistics (``None``: none yet). Raises ValueError with the reason
    when ``text`` is not statistics this app wrote."""
    if text is None:
        return Stats()
    if len(text) > MAX_CHARS:
        raise ValueError(f"{len(text)} characters, more than {MAX_CHARS}")
    try:
        data = safe_json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"not JSON ({error.msg})") from None
    try:
        return Stats.model_validate(data)
    except ValidationError as error:
        raise ValueError("{}: {}".format(*first_error(error, "the record"))) from None


def load(storage) -> Tuple[Stats, Optional[Message]]:
    """The device's statistics, and a note if the stored ones could not be read
    (then they are kept aside under UNREADABLE_KEY.<n> and counting starts anew;
    with no key free, or storage full, they stay: the note is STAYS)."""
    try:
        text = storage.getItem(KEY) or None  # the browser's null (Pyodide's jsnull) is falsy
    except Exception as error:  # storage switched off meanwhile
        return Stats(), message("stats_unreadable", why=f"{type(error).__name__}")
    try:
        return read(None if text is None else str(text)), None
    except ValueError as error:
        kept = set_aside_numbered(storage, UNREADABLE_KEY, text, UNREADABLE_KEPT)
        if kept is None:  # storage full, or UNREADABLE_KEPT kept already: the value stays where it is
            return Stats(), message(STAYS, why=str(error), n=UNREADABLE_KEPT)
        storage.removeItem(KEY)
        return Stats(), message("stats_unreadable", why=str(error), key=kept)


def save(storage, stats: Stats) -> bool:
    """Store ``stats``; False when the browser refuses (storage full): play goes on."""
    try:
        storage.setItem(KEY, stats.model_dump_json())
        return True
    except Exception:
        return False


def reset(storage) -> Optional[Message]:
    """Forget the device's statistics (the player confirmed it in the dialog);
    the note saying why not when the browser refuses."""
    try:
        storage.removeItem(KEY)
        return None
    except Exception:  # storage switched off meanwhile
        return message("stats_reset_failed")


def count(storage, session, at_ms: float) -> Optional[Message]:
    """Count the session's finished game on this device (once; see ``record``).
    A record that cannot be read is set aside here too, counting starts anew, and
    the note saying so is returned."""
    game = finished_game(session, at_ms)
    if game is None:
        return None
    stats, note = load(storage)
    if note is not None and note.key == STAYS:  # never counted over a record that could not be set aside
        return note
    updated = record(stats, game)
    if updated is not stats:
        save(storage, updated)
    return note
