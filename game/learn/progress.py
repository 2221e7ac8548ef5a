"""A learner's progress (issue #20): the tutorial's lessons done and the
puzzles solved, in one record kept on the device (``rummikub.learn``) and
carried to another device as a file (no server).

The record is deliberately plain: ``lessons`` and ``puzzles``, lists of ids in
the order they were finished; the puzzles' ids are the puzzle mode's to give.
A file to import is hostile input: it is read only up to ``MAX_CHARS``, must be
this app's progress file (``app``), of a version this app reads, and name only
lessons this tutorial has and puzzles that exist, by their canonical ids
(game.learn.puzzle_ids: a seed, or w1..w20). An import adds to what the
device holds (``merged``): nothing done here is lost; only beyond MAX_IDS
puzzles do the oldest drop out, so that the record always reads back.
"""

from __future__ import annotations

import json
from typing import List, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import PydanticCustomError

from game.i18n import Message, message
from game.learn.lessons import LESSON_IDS
from game.learn.puzzle_ids import parse_id
from rules import safe_json
from rules.validation import first_error

KEY = "rummikub.learn"
APP = "rummikub-progress"
VERSION = 1
MAX_CHARS = 100_000  # checked before parsing; MAX_IDS canonical ids (11 characters at most) fit well
MAX_IDS = 2_000
MAX_DEPTH = 8  # a progress file nests 2 deep


class ProgressError(ValueError):
    """Not a usable progress file: ``why`` is the reason for the learner (de/en)."""

    def __init__(self, why: Message, detail: str = ""):
        super().__init__(detail or why.key)
        self.why = why


class Progress(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    app: Literal["rummikub-progress"] = APP
    version: Literal[1] = VERSION
    lessons: List[str] = Field(default_factory=list, max_length=MAX_IDS)
    puzzles: List[str] = Field(default_factory=list, max_length=MAX_IDS)

    @field_validator("lessons")
    @classmethod
    def _known_lessons(cls, ids: List[str]) -> List[str]:
        unknown = [lesson for lesson in ids if lesson not in LESSON_IDS]
        if unknown:
            raise PydanticCustomError("unknown_lesson", "unknown lesson {id}", {"id": unknown[0][:40]})
        return list(dict.fromkeys(ids))

    @field_validator("puzzles")
    @classmethod
    def _puzzle_ids(cls, ids: List[str]) -> List[str]:
        bad = [puzzle for puzzle in ids if parse_id(puzzle) != puzzle]
        if bad:
            raise PydanticCustomError("bad_puzzle", "bad puzzle id {id}", {"id": bad[0][:40]})
        return list(dict.fromkeys(ids))

    def with_lesson(self, lesson: str) -> "Progress":
        return self if lesson in self.lessons else self.model_copy(update={"lessons": [*self.lessons, lesson]})

    def with_puzzle(self, puzzle: str) -> "Progress":
        """The puzzle mode's entry: ``puzzle`` solved (a canonical id, puzzle_ids.parse_id)."""
        if parse_id(puzzle) != puzzle:
            raise ValueError(f"bad puzzle id {puzzle!r}")
        if puzzle in self.puzzles:
            return self
        return Progress(lessons=self.lessons, puzzles=_last([*self.puzzles, puzzle]))

    def merged(self, other: "Progress") -> "Progress":
        """Both records' lessons and puzzles, this one's first (an import adds, never removes)."""
        return Progress(lessons=[*self.lessons, *other.lessons],
                        puzzles=_last(list(dict.fromkeys([*self.puzzles, *other.puzzles]))))


def _last(puzzles: List[str]) -> List[str]:
    """At most MAX_IDS puzzles, the last ones: a record that always validates when read back."""
    return puzzles[-MAX_IDS:]


def encode(progress: Progress) -> str:
    return json.dumps(progress.model_dump(), ensure_ascii=False, indent=1)


def decode(text: str) -> Progress:
    """A progress file's text, validated; ProgressError with the reason otherwise."""
    if len(text) > MAX_CHARS:
        raise ProgressError(message("progress_too_large", kb=MAX_CHARS // 1000), f"{len(text)} characters")
    try:
        data = safe_json.loads(text, MAX_DEPTH)  # not too deep for json.loads's recursion (Pyodide's stack too)
    except ValueError as error:
        raise ProgressError(message("progress_not_ours"), str(error)) from None
    if not isinstance(data, dict) or data.get("app") != APP:
        raise ProgressError(message("progress_not_ours"), "no app marker")
    if data.get("version") != VERSION:
        raise ProgressError(message("progress_version", version=str(data.get("version"))[:20]))
    try:
        return Progress.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        if first["type"] in ("unknown_lesson", "bad_puzzle"):  # what the ids mean, said in both languages
            why = message(f"progress_{first['type']}", id=first["ctx"]["id"])
        else:  # the file's shape: where, and pydantic's words for what
            where, what = first_error(error, "")
            why = message("progress_invalid", where=where[:60], why=str(what)[:120])
        raise ProgressError(why, str(error)) from None


def load(stored) -> tuple:
    """The device's progress from its stored text (None: nothing yet), and a
    notice when that text could not be read (then the learner starts afresh;
    the caller keeps the unreadable text aside)."""
    if stored is None:
        return Progress(), None
    try:
        return decode(str(stored)), None
    except ProgressError as error:
        return Progress(), message("progress_corrupt", why=error.why)


def store(device, progress: Progress) -> tuple:
    """Write ``progress`` to the device (``device``: a game.browser.Store on KEY).
    Another tab's newer record is merged in first (nothing either tab did is
    lost). Returns what is stored now and, if the browser refused the write,
    the notice saying so (the progress then holds for this visit)."""
    from game.browser import Conflict, SaveFailed

    for _ in range(3):  # a tab writing between our read and write: read again
        try:
            device.save(encode(progress))
            return progress, None
        except Conflict:
            newer, _unread = load(device.load())
            progress = newer.merged(progress)
        except SaveFailed:
            break
    return progress, message("learn_save_failed")
