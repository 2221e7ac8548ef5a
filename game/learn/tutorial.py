"""The tutorial's flow (issue #20 part 1), pure (no browser): the lesson being
done, the learner's moves on the game's own workspace with the game's own
hands (game.workspace, game.hands: tiles move as in a game, tap-tap,
keyboard, drag and drop), the engine's
verdict on his play and the lesson's goal, and the answers to the question
lessons. game.learn.tutorial_screen draws ``board()`` with the game's table
and rack views and calls the methods here; progress is game.learn.progress's.

Judging a play (``check``): the engine first (rules.turn.check_turn: R-TURN,
R-REARRANGE, R-MELD30, R-RUN, R-GROUP, R-JOKER-FREE ...), a refusal worded as
the game words it (game.engine.refusal); then the lesson's goal (lessons.py).
"""

from __future__ import annotations

from typing import Callable, Dict, List, NamedTuple, Optional

from rules import scoring
from rules.profiles import Settings
from rules.tiles import JOKER, distinct_ids, face_of, parse_faces, parse_table
from rules.turn import check_turn

from game import engine
from game.hands import NumberHands
from game.i18n import Message, message, text, tile_name
from game.learn.lessons import LESSONS, Lesson
from game.learn.progress import Progress
from game.view_model import BoardView, SetView
from game.workspace import Workspace


class Position(NamedTuple):
    """A lesson's tiles as tile ids: the table at the start, the rack, the table shown after (questions)."""

    table: List[List[int]]
    rack: List[int]
    after: List[List[int]]


def position(lesson: Lesson) -> Position:
    """The lesson's notation read into tile ids, each physical tile once (rules.tiles.distinct_ids)."""
    before, after = parse_table(lesson.table), parse_table(lesson.after)
    ids = distinct_ids([*before, parse_faces(lesson.rack)])
    table, rack = ids[:-1], ids[-1]
    left = [t for s in table for t in s] + rack  # the shown table's tiles: the start's, then the rack's
    shown = [[left.pop(next(i for i, t in enumerate(left) if face_of(t) == face)) for face in faces]
             for faces in after]
    return Position(table, rack, shown)


def _faces(sets) -> List[List[int]]:
    return [[face_of(t) for t in s] for s in sets]


# -- question lessons: choices and the engine's answer -------------------------

class Choice(NamedTuple):
    id: str
    words: Message


def _score_question(lesson: Lesson) -> tuple:
    """R-SCORE, R-JOKER-VALUE: what the rack left costs when another player goes out (club rules)."""
    rack = parse_faces(lesson.rack)
    club = Settings.for_profile("club")
    lines = scoring.score_rummikub([[], rack], 0, [True, True], [True, True], club.joker_value,
                                   club.no_meld_penalty)
    loss = -lines[1].score
    values = {0, scoring.rack_sum([f for f in rack if f != JOKER], 0), loss,
              scoring.rack_sum(rack, Settings.for_profile("original").joker_value)}
    return [Choice(str(n), message("learn_points", n=n)) for n in sorted(values)], str(loss)


def _clock_question(lesson: Lesson) -> tuple:
    """R-TIMEOUT (club 12.4): what becomes of the turn when the time runs out with the table shown."""
    tiles = position(lesson)
    game = engine.new_game(2, 1, 0, "club", clock=60)
    game.set_position(game.current, tiles.table, tiles.rack, lesson.melded)
    outcome = engine.timeout(game, tiles.after, 0)
    keys = ("turn_kept", "turn_partial", "turn_restored", "turn_draw")
    return [Choice(key, message("timeout", what=message(key, n=3))) for key in keys], outcome.kind


QUESTIONS: Dict[str, Callable[[Lesson], tuple]] = {"score": _score_question, "clock": _clock_question}


# -- the flow ----------------------------------------------------------------

class Tutorial(NumberHands):
    """One visit to the tutorial: the lesson open (``index``; None: the list of
    lessons), its workspace, what was picked up, the last refusal or praise."""

    def __init__(self, lang: str, progress: Progress = Progress()):
        self.lang = lang
        self.progress = progress
        self.index: Optional[int] = None
        self.workspace: Optional[Workspace] = None
        self.selected: Optional[int] = None
        self.error: Optional[Message] = None
        self.solved = False
        self.answered: Optional[str] = None   # question lessons: the choice last picked
        self.effects: list = []               # ("say", sentence) for the live region

    @property
    def lesson(self) -> Optional[Lesson]:
        return None if self.index is None else LESSONS[self.index]

    def next_unfinished(self) -> int:
        """Where the learner goes on: the first lesson not done (the last if all are)."""
        return next((i for i, lesson in enumerate(LESSONS) if lesson.id not in self.progress.lessons),
                    len(LESSONS) - 1)

    def open(self, index: Optional[int]) -> None:
        """Open lesson ``index`` afresh (None: back to the list)."""
        self.index = index if index is None or 0 <= index < len(LESSONS) else None
        self.selected, self.error, self.solved, self.answered = None, None, False, None
        self.workspace = None
        if self.lesson is not None and self.lesson.question is None:
            tiles = position(self.lesson)
            self.workspace = Workspace(tiles.table, tiles.rack)

    # -- the learner's hands: the game's (game.hands) ---------------------------
    def _can_edit(self) -> bool:
        return self.workspace is not None and not self.solved

    def drop(self, tile: int, kind: str, index: int = -1, position: Optional[int] = None) -> bool:
        return self._can_edit() and self._move(tile, kind, index, position)

    def reset(self) -> None:
        if self.lesson is not None:
            self.open(self.index)

    # -- judging ------------------------------------------------------------
    def verdict(self) -> Optional[Message]:
        """Why the play on the table does not do the lesson yet, or None: done.
        The engine's rules first (game.engine.refusal), then the lesson's goal."""
        lesson, workspace = self.lesson, self.workspace
        before = _faces(workspace.start_table)
        after = _faces(workspace.sets)
        judged = check_turn(before, after, [face_of(t) for t in workspace.start_rack], lesson.melded)
        if not judged.legal:  # the game's own words: a short first meld says its points (R-MELD30)
            return (engine.meld_refusal(workspace.start_table, workspace.sets, workspace.start_rack)
                    if judged.rule == "R-MELD30" else engine.refusal(judged.rule))
        must = parse_faces(lesson.must)
        played = [face_of(t) for t in workspace.played()]
        if any(played.count(face) < must.count(face) for face in must):
            return message(f"learn_{lesson.id}_goal")
        if lesson.kind and not any(engine.set_kind(s) == lesson.kind and set(must) <= {face_of(t) for t in s}
                                   for s in workspace.sets):
            return message(f"learn_{lesson.id}_goal")
        return None

    def check(self) -> bool:
        """The learner asks: is it right? Done: the lesson goes into the progress."""
        if not self._can_edit():
            return False
        self.selected = None
        self.error = self.verdict()
        if self.error is not None:
            self._say(self.error.text(self.lang))
            return False
        self._solve()
        return True

    def choices(self) -> List[Choice]:
        return QUESTIONS[self.lesson.question](self.lesson)[0] if self.lesson and self.lesson.question else []

    def answer(self, choice: str) -> bool:
        """A question lesson's answer: right if the engine's computation says so."""
        if self.lesson is None or self.lesson.question is None or self.solved:
            return False
        choices, right = QUESTIONS[self.lesson.question](self.lesson)
        if choice not in {c.id for c in choices}:
            return False
        self.answered = choice
        if choice != right:
            self.error = message(f"learn_{self.lesson.id}_goal")
            self._say(self.error.text(self.lang))
            return False
        self._solve()
        return True

    def _solve(self) -> None:
        self.solved, self.error = True, None
        self.progress = self.progress.with_lesson(self.lesson.id)
        self._say(text(self.lang, f"learn_{self.lesson.id}_done"))

    # -- the view -----------------------------------------------------------
    def board(self) -> BoardView:
        """The lesson's table and rack for game.ui.board_view (the game's own drawing)."""
        if self.workspace is not None:
            table, rack = self.workspace.sets, self.workspace.rack
        else:
            tiles = position(self.lesson)
            table, rack = tiles.after or tiles.table, tiles.rack
            if tiles.after:  # the rack as it was left: what is on the table is not on it
                shown = {t for s in tiles.after for t in s}
                rack = [t for t in rack if t not in shown]
        sets = []
        for tiles in table:
            kind, shown = engine.set_shown(tuple(tiles))
            sets.append(SetView(list(shown), kind))
        enabled = set()
        if self._can_edit():
            enabled.add("end_turn")
            if self.workspace.can_undo():
                enabled.add("undo")
        return BoardView(lang=self.lang, seats=[], pool=0, table=sets, rack=list(rack),
                         my_turn=self._can_edit(), selected=self.selected, enabled=frozenset(enabled))

    def _name(self, tile: int) -> str:
        return tile_name(self.lang, face_of(tile))
