"""A puzzle on the game's own table (issue #20): the position is put on a
two-seat game (rules.game.Game.set_position), so the player moves tiles exactly
as in a game (game.workspace: drag, tap, keyboard, undo, reset). "Check"
(the End turn button) judges his table against the rules and the solver's
optimum (game.learn.puzzles.judge) and leaves the turn open: he may try again.
"Show solution" lays the solver's table step by step (``solution_steps``).
Pure (no browser), like game.session."""

from __future__ import annotations

from dataclasses import replace
from typing import List, Optional

from rules.tiles import assign_ids, face_of

from game import engine
from game.i18n import message, text
from game.learn import puzzles
from game.session import Session
from game.settings import GameSettings, Seat
from game.view_model import BoardView


class PuzzleSession(Session):
    def __init__(self, settings: GameSettings, puzzle: puzzles.Puzzle, now_ms: float = 0.0):
        settings = replace(settings, seats=(Seat(), Seat("beginner")), seed=0, clock=0, hints=False,
                           strict=False, table=None, extra={})
        super().__init__(settings, now_ms=now_ms)
        self.puzzle = puzzle
        self.answer: Optional[puzzles.Answer] = None
        self.solution_shown = False
        table, rack = puzzle.tile_ids()
        self.game.set_position(self.player_of(0), table, rack, True)
        self._begin_turn(now_ms)
        self.effects = [effect for effect in self.effects if effect[0] != "say"]  # not "Your turn" twice: the task
        self._say(f"{text(self.lang, 'puzzle_task_' + puzzle.objective)} "
                  f"{text(self.lang, 'puzzle_goal_' + puzzle.objective, n=puzzle.target)}.")

    def end_turn(self, now_ms: float) -> bool:
        """Check the table (R-TURN, R-RUN, R-GROUP, R-TAKEBACK ...) and compare it
        with the optimum; the turn stays open either way."""
        if not self._can_edit():
            return False
        answer = puzzles.judge(self.puzzle, [[face_of(t) for t in s] for s in self.workspace.table()])
        if answer.rule:
            self._refuse(engine.refusal(answer.rule))
            return False
        self.answer, self.error = answer, None
        self.notice = self.verdict()
        self._say(self.notice.text(self.lang))
        self.effects.append(("sound", "place" if answer.solved else "error"))
        self.fresh = frozenset(self.workspace.played())
        return True

    def verdict(self):
        """What the last check found, as a message (None before the first)."""
        answer, puzzle = self.answer, self.puzzle
        if answer is None:
            return None
        if self.solution_shown:  # no credit once the solution was seen
            return message("puzzle_solution", n=puzzle.target, what=message("puzzle_what_" + puzzle.objective))
        reached = answer.points if puzzle.objective == "points" else answer.count
        key = "puzzle_solved" if answer.solved else "puzzle_short"
        return message(f"{key}_{puzzle.objective}", n=reached, best=puzzle.target)

    def draw(self, now_ms: float) -> None:
        """No drawing in a puzzle."""

    def solution_steps(self) -> List[tuple]:
        """(sets, rack) in tile ids from the position to the solver's table: first
        the table's tiles rearranged as the solution wants them, then the rack's
        tiles one by one into their sets (R-REARRANGE, R-JOKER-FREE)."""
        start_table = self.workspace.start_table
        start_rack = self.workspace.start_rack
        solution = assign_ids(self.puzzle.best_table, start_table, start_rack)
        own = [t for s in solution for t in s if t in start_rack]
        steps = []
        for laid in range(len(own) + 1):
            shown = set(own[:laid])
            sets = [[t for t in s if t not in start_rack or t in shown] for s in solution]
            steps.append(([s for s in sets if s], [t for t in start_rack if t not in shown]))
        return steps

    def show_step(self, sets: List[List[int]], rack: List[int], last: bool) -> None:
        """One step of the solution on the workspace (undo brings the player's table back)."""
        if self.workspace is None:
            return
        if self.solution_shown:
            self.workspace.sets, self.workspace.rack = [list(s) for s in sets], list(rack)
        else:
            self.workspace.place(sets, rack)
        self.solution_shown = True
        self.selected, self.error = None, None
        self.fresh = frozenset(t for s in sets for t in s if t in self.workspace.start_rack)
        if last:
            self.answer = puzzles.judge(self.puzzle, [[face_of(t) for t in s] for s in sets])
            self.notice = self.verdict()
            self._say(self.notice.text(self.lang))

    def board(self, now_ms: float) -> BoardView:
        view = super().board(now_ms)
        view.status = text(self.lang, "puzzle_task_" + self.puzzle.objective)
        view.game_label = ""
        return view
