"""What the game screen shows, as plain data (built by the session, drawn by game.ui)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import FrozenSet, List, Optional


@dataclass
class SeatView:
    label: str                 # seat letter A-D (R-ROUND)
    name: str
    level: Optional[str]       # None for a human
    count: Optional[int]       # tiles on the rack; None when hidden (strict display)
    turn: bool = False
    melded: bool = False
    viewer: bool = False       # the human whose rack is shown


@dataclass
class SetView:
    tiles: List[int]
    kind: Optional[str]        # "run", "group" or None (not a valid set)
    fresh: FrozenSet[int] = frozenset()


@dataclass
class BoardView:
    lang: str
    seats: List[SeatView]
    pool: int
    table: List[SetView]
    rack: List[int]
    viewer_name: str = ""
    my_turn: bool = False
    selected: Optional[int] = None
    hinted: FrozenSet[int] = frozenset()
    enabled: FrozenSet[str] = frozenset()     # action names that can be used now
    status: str = ""
    clock_text: str = ""
    clock_phase: str = "off"
    hints_allowed: bool = True
    draw_note: str = ""   # "keeps" / "restores": the rearranged table with a draw; "give_up" (strict)
    game_label: str = ""
