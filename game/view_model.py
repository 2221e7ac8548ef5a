"""What the game screen shows, as plain data (built by the session, drawn by game.ui).

One board for both variants (rules.variant): the word game (game.words.session)
fills the fields marked "word game" and leaves the numbers-only ones at their defaults."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, FrozenSet, List, Optional, Tuple


@dataclass
class SeatView:
    label: str                 # seat letter A-D (R-ROUND)
    name: str
    level: Optional[str]       # None for a human
    count: Optional[int]       # tiles on the rack; None when hidden (strict display)
    turn: bool = False
    melded: bool = False
    viewer: bool = False       # the human whose rack is shown
    score: Optional[int] = None  # word game: his running total (W-SCORE)


@dataclass
class SetView:
    tiles: List[int]
    kind: Optional[str]        # "run", "group", "word" or None (not a valid set / word)
    fresh: FrozenSet[int] = frozenset()
    word: str = ""             # word game: the row spelled, a joker as its letter in lower case ("GARTeN")
    by: Tuple[str, ...] = ()   # seat labels of the players who laid tiles here since the viewer's last move


@dataclass
class ChallengeView:
    """Word game, check = "challenge" (W-CHALLENGE): a play that may be challenged now."""

    player: str                          # name of the seat whose play it is
    words: List[str]                     # its newly formed words, spelled as SetView.word
    challengers: List[Tuple[str, str]]   # (seat label, name) of the humans who may challenge it


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
    draw_note: str = ""   # "keeps" / "restores": the rearranged table with a draw;
    #                       "give_up" / "give_up_original" (strict, the profile's timeout)
    game_label: str = ""
    variant: str = "numbers"   # rules.variant: "numbers" or "words"
    goal: int = 0              # word game: the total that ends the game (W-END, 99)
    jokers: Dict[int, str] = field(default_factory=dict)  # word game: joker tile id -> its letter, on the table
    joker_choice: Optional[int] = None   # word game: the joker whose letter the player is asked for
    challenge: Optional[ChallengeView] = None
    log: List[Tuple[str, str, tuple]] = field(default_factory=list)  # (seat label, name, game.move_log.Move), newest last
    meld_total: Optional[int] = None   # R-MELD30: points toward the first meld while it is built (hints on)
    meld_touched: bool = False         # ... and the table's sets it must leave alone are touched
    first_word: Optional[Tuple[int, int]] = None  # word game, W-FIRST, likewise: (rack letters in one row, needed)
    replay_move: Optional[Tuple[str, str, tuple]] = None  # game.replay: the move that led to the position shown
    final_turns: Optional[int] = None  # the pool ran out: turns left in the last round (R-POOL-EMPTY `club`, W-END)
