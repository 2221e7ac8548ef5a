"""A puzzle's id is its address (issue #20): ``"123"`` the puzzle dealt from
seed 123 (game.learn.puzzles), ``"w3"`` the third van der Wekken puzzle
(game.learn.wekken). Light (no rules import): the address is read before the
engine loads. Anything else in a shared link is named, never guessed at."""

from __future__ import annotations

import re
from typing import List, Optional, Tuple

from game.i18n import message
from game.learn import PUZZLE_SET_MOST, wekken
from game.settings import MAX_SEED  # a puzzle's seed is a game's (``?seed=N`` on the puzzle page)

MAX_IDS = PUZZLE_SET_MOST  # a shared set holds at most this many puzzles
_ID = re.compile(r"(w)?(\d{1,10})", re.ASCII)


def parse_id(text: str) -> Optional[str]:
    """The canonical puzzle id, or None: a seed 0..2^31-1, or w1..w20."""
    match = _ID.fullmatch(text.strip().lower())
    if not match:
        return None
    number = int(match.group(2))
    if match.group(1):
        return f"w{number}" if 1 <= number <= len(wekken.PUZZLES) else None
    return str(number) if number <= MAX_SEED else None


def parse_ids(text: str) -> Tuple[List[str], List[str]]:
    """(ids, bad parts) of a comma list (a shared set: ``12,40,w3``), at most MAX_IDS."""
    ids, bad = [], []
    for part in filter(None, (p.strip() for p in text.split(","))):
        found = parse_id(part)
        (ids if found is not None and len(ids) < MAX_IDS else bad).append(found or part)
    return ids, bad


NAMED_MOST = 5      # parts left out that the notice names (a hostile link may hold thousands)
PART_CHARS = 24     # ... each cut to this many characters


def from_address(learn: dict) -> tuple:
    """(ids, notices) from the address's ``puzzle`` list (game.url_params ``learn``):
    the parts not understood are named in a notice, the first few, each cut short."""
    ids, bad = parse_ids(learn.get("puzzle", ""))
    if not bad:
        return ids, []
    named = [part if len(part) <= PART_CHARS else part[:PART_CHARS - 1] + "…" for part in bad[:NAMED_MOST]]
    return ids, [message("puzzle_bad_ids", ids=", ".join(named) + (", …" if len(bad) > NAMED_MOST else ""))]


def position(learn: dict, count: int) -> tuple:
    """(index, notices): the puzzle of a set of ``count`` the address's ``at`` (1-based,
    checked by game.url_params) names, so a reload stays on it; past the set's end, its
    first, and a notice says so."""
    at = learn.get("at", 1)
    if at <= count:
        return at - 1, []
    return 0, [message("puzzle_at_beyond", at=at, n=count)]
