"""The puzzle page in the browser (``index.html?mode=puzzle``, issue #20): the
game screen (game.ui.screen.Screen, so tiles move exactly as in a game) with a
PuzzleSession in place of a game, the puzzle's own regions (game.learn.
puzzle_view) and its buttons. No game is saved: the game in progress stays
as it was, and starting a game from the menu leaves the puzzles for it; a
solved puzzle joins the learner's progress (``save``).

The address says which puzzles (README "Puzzles"): ``seed=N``, a shared set
``puzzle=12,40,w3`` and ``at=N`` the one open (kept in the address as the set is
played, so a reload stays on it), ``level=easy|medium|hard`` a new one, else the day's."""

from __future__ import annotations

import asyncio
import random
from dataclasses import replace
from datetime import date
from typing import List, Optional

from pyscript import document, window

from game import browser, storage
from game.i18n import message, text
from game.learn import progress as learner
from game.learn import puzzle_ids, puzzles, puzzle_view, wekken
from game.learn.puzzle_session import PuzzleSession
from game.settings import GameSettings
from game.ui.screen import PACE_MS, Screen, action, now

STEP_MS = 450        # one tile of the solution at normal pace
HIDDEN_MENU = ("recent_games", "export", "import", "replay")  # they are about the game, not a puzzle


class PuzzleScreen(Screen):
    def __init__(self, settings: GameSettings, notices=()):
        super().__init__(settings, notices)
        self.place: Optional[puzzle_view.Place] = None
        self.level = "medium"
        self._animation = 0  # the running solution's number (a newer one stops it)

    # -- which puzzle -----------------------------------------------------------
    def open_set(self, ids: List[str], index: int = 0, daily: bool = False) -> None:
        """Puzzle ``index`` of the set ``ids``. The page's frame is built for the first;
        a later one redraws its regions, so the button pressed keeps the focus."""
        puzzle = puzzles.load(ids[index])
        first = self.place is None
        self.place = puzzle_view.Place(puzzle, index, list(ids), daily)
        if puzzle.objective == "tiles":
            self.level = puzzle.level
        self.session = PuzzleSession(self.settings, puzzle, now())
        self.replay, self._animation = None, self._animation + 1
        window.history.replaceState(None, "", puzzle_view.share_query(ids, index))  # a reload stays here
        if first:
            self.mount()
        self.render()

    def add(self, puzzle_id: str, daily: bool = False) -> None:
        """Open a puzzle after those played here: the set's link holds them all (a
        teacher plays a few and shares them), the last MAX_IDS of them."""
        ids = ([*self.place.ids, puzzle_id] if self.place else [puzzle_id])[-puzzle_ids.MAX_IDS:]
        self.open_set(ids, len(ids) - 1, daily)

    def open_daily(self) -> None:
        """Today's puzzle: the one in the set already, or added (it stood twice in the set when
        the page, opened on it, was asked for it again)."""
        today = str(puzzles.daily_seed(date.today()))
        if self.place is not None and today in self.place.ids:
            self.open_set(self.place.ids, self.place.ids.index(today), daily=True)
        else:
            self.add(today, daily=True)

    def open_level(self, level: str) -> None:
        self.add(str(puzzles.new_of_level(level, random.Random())))

    # -- the game screen's parts, drawn the puzzle's way ------------------------
    def mount(self) -> None:
        super().mount()
        if self.place is None:
            return
        document.documentElement.dataset.mode = "puzzle"
        for name in HIDDEN_MENU:
            item = document.querySelector(f'#menu [data-action="{name}"]')
            if item:
                item.remove()
        leave = document.querySelector('#menu [data-action="open_puzzles"]')
        if leave:
            leave.setAttribute("data-action", "leave_puzzles")
            leave.textContent = text(self.lang, "puzzle_leave")

    def render(self) -> None:
        super().render()
        if self.place is not None:
            answer = self.session.answer
            document.documentElement.dataset.puzzle = (
                "shown" if self.session.solution_shown else "solved" if answer and answer.solved
                else "checked" if answer else "open")

    def _seats_html(self, view):
        return puzzle_view.title(self.lang, self.place) if self.place else super()._seats_html(view)

    def _actions_html(self, view):
        if self.place is None:
            return super()._actions_html(view)
        session = self.session
        done = session.solution_shown or (session.answer is not None and session.answer.solved)
        return puzzle_view.actions(self.lang, view.enabled, done)

    def _banner_html(self, view):
        if self.place is None:
            return super()._banner_html(view)
        return puzzle_view.banner(self.lang, self.place, self.session.answer is not None)

    def save(self) -> None:
        """A puzzle is never saved over the game in progress; a solved one (its
        solution not shown) joins the learner's progress, what a teacher's export
        holds (game.learn.progress; an unreadable record is left as it is, with a notice)."""
        if self.place is None:
            super().save()
            return
        answer, puzzle_id = self.session.answer, self.session.puzzle.id
        if not (answer and answer.solved) or self.session.solution_shown:
            return
        device = browser.Store(self.storage, learner.KEY)
        progress, unread = learner.load(device.load())
        if unread is not None:  # left as it is (the tutorial sets it aside), and the learner is told
            failed = message("puzzle_progress_unread")
        elif puzzle_id not in progress.puzzles:
            _stored, failed = learner.store(device, progress.with_puzzle(puzzle_id))
        else:
            failed = None
        if failed and failed not in self.notices:  # said now (the table was drawn before the save)
            self.notices.append(failed)
            self.render()

    def switch_language(self, lang: str) -> None:
        """The puzzle's own settings (two seats, no clock) keep their seats: only the language changes."""
        if self.place is None:
            super().switch_language(lang)
            return
        self.lang = lang
        self._save_prefs()
        self.settings = replace(self.settings, lang=lang)
        self.session.settings, self.session.lang = replace(self.session.settings, lang=lang), lang
        self.mount()
        self.render()

    def new_game_settings(self) -> GameSettings:
        """From a puzzle, the dialog offers the saved game's seats, names and choices
        (a new deal; a puzzle's own settings are no game's), else the defaults. A save
        that does not read, a tournament table's or a word game's (its check waits
        for the word game) offers the defaults."""
        if self.place is None:
            return super().new_game_settings()
        saved = self.saves.load()
        try:
            if saved and not storage.holds_words(str(saved)):
                chosen = GameSettings.from_dict(storage.decode(str(saved))["settings"])
                if chosen.table is None:
                    return replace(chosen.next_deal(), lang=self.lang)
        except storage.SaveError:
            pass
        return GameSettings(lang=self.lang)

    def start(self, settings: GameSettings, game_no: int = 1) -> None:
        """A game from the menu's dialog: the puzzles are left for it."""
        if self.place is not None:
            self.place = None
            document.documentElement.removeAttribute("data-mode")
            document.documentElement.removeAttribute("data-puzzle")
            window.history.replaceState(None, "", window.location.pathname)
        super().start(settings, game_no)

    # -- buttons ------------------------------------------------------------------
    @action("leave_puzzles")
    def _leave(self, _element) -> None:
        """Back to the game page: the saved game resumes (game.app)."""
        window.location.assign(window.location.pathname)

    @action("puzzle_level")
    def _new_of_level(self, element) -> None:
        self.open_level(str(element.getAttribute("data-level")))

    @action("puzzle_daily")
    def _daily(self, _element) -> None:
        self.open_daily()

    @action("puzzle_wekken")
    def _wekken(self, _element) -> None:
        current = self.place.puzzle.id if self.place else ""
        self.add(f"w{int(current[1:]) % len(wekken.PUZZLES) + 1}" if current.startswith("w") else "w1")

    @action("puzzle_next")
    def _next(self, _element) -> None:
        """The set's next puzzle; after its last, a new one of the level played."""
        if self.place.index + 1 < len(self.place.ids):
            self.open_set(self.place.ids, self.place.index + 1)
        else:
            self.open_level(self.level)

    @action("puzzle_copy")
    def _copy_link(self, _element) -> None:
        """The set's whole address to the clipboard (for a class's board or a message)."""
        link = window.URL.new(puzzle_view.share_query(self.place.ids), window.location.href).href  # as the link's own
        asyncio.ensure_future(self._copy(str(link)))

    async def _copy(self, link: str) -> None:
        """Where the browser gives this page no clipboard (an address that is not https or
        localhost, a refusal), the link is shown to copy by hand."""
        try:
            await window.navigator.clipboard.writeText(link)
            said = message("puzzle_copied", link=link)
        except Exception:
            said = message("puzzle_copy_by_hand", link=link)
        self.session.notice = said
        self.render()

    @action("puzzle_solution")
    def _solution(self, _element) -> None:
        self._animation += 1
        asyncio.ensure_future(self._show_solution(self._animation))

    async def _show_solution(self, number: int) -> None:
        """The solver's table, built a step at a time (PuzzleSession.solution_steps)."""
        session = self.session
        steps = session.solution_steps()
        pause = STEP_MS * PACE_MS.get(self.settings.pace, 900) / PACE_MS["normal"]
        for index, (sets, rack) in enumerate(steps):
            if number != self._animation or session is not self.session:
                return
            session.show_step(sets, rack, index == len(steps) - 1)
            self.render()
            if pause and index < len(steps) - 1:
                await asyncio.sleep(pause / 1000)


def open_page(settings: GameSettings, notices: list, learn: dict) -> PuzzleScreen:
    """The puzzle page as the address asks (game.app's dispatch for mode=puzzle)."""
    ids, problems = puzzle_ids.from_address(learn)
    if settings.seed is not None:
        ids = [str(settings.seed)] + ids
    index, beyond = puzzle_ids.position(learn, len(ids)) if ids else (0, [])
    screen = PuzzleScreen(settings, [*notices, *problems, *beyond])
    if ids:
        screen.open_set(ids, index)
    elif learn.get("level"):
        screen.open_level(learn["level"])
    else:
        screen.open_daily()
    return screen
