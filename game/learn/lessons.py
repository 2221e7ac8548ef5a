"""The tutorial's lessons (issue #20 part 1), as data: each a small table and
rack in tile notation (rules.tiles: ``R7``, ``J``; sets separated by ``|``)
and what the learner is to do there. The words (title, task, the hint when the
goal is not reached yet, the explanation once it is) are game.i18n's
``learn_<id>_title``, ``_task``, ``_goal`` and ``_done``.

``play`` lessons are judged by game.learn.tutorial: the engine's turn check
(rules.turn.check_turn, R-TURN, R-MELD30, R-RUN, R-GROUP, R-JOKER-FREE ...)
first, then the lesson's goal: every tile of ``must`` laid (none named: any
legal play), and with ``kind`` in a set of that kind. ``question`` lessons
show a position and ask about it; the answer is computed by the engine
(game.learn.tutorial.QUESTIONS: rules.scoring for R-SCORE, rules.game's
timeout for R-TIMEOUT).
"""

from __future__ import annotations

from typing import NamedTuple, Optional


class Lesson(NamedTuple):
    id: str
    rule: str                  # the rule id the lesson teaches (rules-spec.md)
    table: str = ""            # the table at the start, in notation
    rack: str = ""             # the learner's rack, in notation
    melded: bool = True        # R-MELD30 already made
    must: str = ""             # the rack tiles that must be laid ("": any legal play)
    kind: Optional[str] = None  # "run" / "group": ``must``'s tiles in a set of that kind
    question: Optional[str] = None  # a question lesson: its key in tutorial.QUESTIONS
    after: str = ""            # question lessons: the table shown, as the learner left it


LESSONS = (
    Lesson("run", "R-RUN", rack="R4 R5 R6 B9 K2", must="R4 R5 R6", kind="run"),
    Lesson("group", "R-GROUP", rack="K8 O8 B8 B2 R11", must="K8 O8 B8", kind="group"),
    Lesson("joker", "R-JOKER", rack="K11 K13 J O3", must="K11 K13 J"),
    Lesson("meld30", "R-MELD30", table="O5 O6 O7", rack="K1 K2 K3 R10 R11 R12 B6", melded=False),
    Lesson("add", "R-REARRANGE", table="B3 B4 B5|R8 K8 O8", rack="B6 B8 R2", must="B6 B8"),
    Lesson("split", "R-REARRANGE", table="R3 R4 R5 R6 R7", rack="R5 K12", must="R5"),
    Lesson("rearrange", "R-REARRANGE", table="R7 B7 O7 K7", rack="R5 R6 O1", must="R5 R6"),
    Lesson("joker_free", "R-JOKER-FREE", table="R4 J R6", rack="R5 B9 K9", must="R5 B9 K9"),
    Lesson("score", "R-SCORE", rack="R3 B12 J", question="score"),
    Lesson("clock", "R-TIMEOUT", table="O1 O2 O3", rack="R10 R11 R12 B5 K1", question="clock",
           after="O1 O2 O3|R10 R11 R12|B5"),
)

LESSON_IDS = tuple(lesson.id for lesson in LESSONS)
