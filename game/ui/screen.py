"""The game screen in the browser: draws the session's board and turns DOM
events (clicks, keys, drops from static/js/drag.js) into session calls.

The game page's DOM side (game.browser holds what it shares with the
director's page). What it shows comes from game.session and the pure views
(game.ui.layout, board_view, dialogs); a button's ``data-action`` names its
handler in ``ACTIONS``. Computer players think in the "ai" worker
(game.ai_client); moves are shown at a readable pace.

The word game (issue #14) is loaded when the first one starts or resumes
(game.word_loading, with a progress dialog); its session (game.words.session)
answers the same calls as the numbers game's, plus the joker's letter and the
challenge (W-JOKER, W-CHALLENGE).
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from importlib import import_module
from typing import Optional

from pyscript import document, window
from pyodide.ffi import create_once_callable

from game import (browser, device_storage, engine, lazy_modules, learn_loading, save_slots, stats, storage, table_play,
                  url_params, word_loading)
from game.i18n import message, text
from game.replay import Replay
from game.seats import name_taken
from game.session import Session
from game.prefs import prefs, save_prefs
from game.settings import CHECKS, LEVELS, MAX_SEED, VARIANTS, GameSettings, Seat, clean_name, whole_number
from game.tournament.store import KEY as TOURNAMENT_KEY
from game.ui import board_view, dialogs, layout, stats_view, title_view
from game.ui.html import Markup, escape, tag
from rules import safe_json

PACE_MS = {"normal": 900, "fast": 60, "instant": 0}
ACTIONS: dict = {}  # data-action -> (handler(screen, element), needs a game in progress)


def action(*names: str, needs_game: bool = True):
    """Register a Screen method as the handler of buttons with these ``data-action`` names."""
    def register(handler):
        for name in names:
            ACTIONS[name] = (handler, needs_game)
        return handler
    return register


def now() -> float:
    return window.performance.now()


class Screen:
    def __init__(self, settings: GameSettings, notices=()):
        self.settings = settings
        self.lang = settings.lang
        self.session: Session | None = None
        self.dialog_settings = settings
        self.replay: Replay | None = None
        self.notices = list(notices)
        self.storage = device_storage.local_storage(window)
        self.sound_on = prefs(self.storage).get("sound", True)
        self._ai = browser.ai_client()
        self.saves = save_slots.SaveSlots(self.storage, storage.KEY)
        self.host = None  # game.ui.host_link.HostLink when embedded with the API
        self._elsewhere = False  # another tab played this game on: this one stops saving
        self._ai_busy = False
        self._save_due = False  # a save waits for the next paint (save_after_paint)
        self._results_due = False  # the end-of-game results wait for the last move's paint (_render_overlay)
        self._results_closed = None  # the finished session whose results were closed to look at the table
        self._resize_due = False  # the table's tiles change size after the next paint (_resize_table)
        self._resize_asked = False  # ... once the view that asked for it is drawn whole (_draw_view)
        self._renders = 0  # drawings (_draw_view, _resize_table): _render_move sees whether any came between its tasks
        self._overlay = ""
        self._linked = None  # (settings, first game) of a link waiting for an answer
        self._sheet: dict = {}  # game number -> table_play.Entry (a tournament table's results)
        self._ended_elsewhere = None  # a session resumed finished: not counted in the statistics here
        self._loading_words = False
        self.analysis = None  # (history, result) of the last post-game analysis (game.learn.analysis_actions)
        self.listeners = browser.Listeners()
        self._listen()

    # -- plumbing -----------------------------------------------------------
    def _listen(self) -> None:
        listeners = self.listeners
        listeners.on(document.getElementById("app"), click=self.on_click, submit=self.on_submit,
                     change=self.on_change)
        listeners.on(document, keydown=self.on_key,
                     visibilitychange=lambda _e: (self._save_if_due(), self.on_tick()))
        listeners.on(window, pagehide=self._save_if_due)  # a save due is not lost on leaving
        window.rummikubDrop = listeners.proxy(self.on_drop)
        window.setInterval(listeners.proxy(lambda *_: self.on_tick()), 250)

    def _save_prefs(self) -> None:
        if not save_prefs(self.storage, sound=self.sound_on, lang=self.lang):  # the choice holds for this visit
            window.console.warn("saving preferences failed")

    # -- screens --------------------------------------------------------------
    def mount(self) -> None:
        """Build the game screen's frame once; regions are redrawn by render()."""
        _drawn.clear()
        self._overlay = ""
        document.getElementById("app").innerHTML = layout.frame(self.lang, self.settings.strict)
        document.documentElement.lang = self.lang
        document.documentElement.classList.add("can-drag")
        self.listeners.on_file(document.getElementById("import-file"), self._import_text)

    def start(self, settings: GameSettings, game_no: int = 1) -> None:
        """A new game; the one saved so far is kept among the recent games.
        A word game waits for the word game to load (``words_ready``)."""
        if settings.variant == "words" and word_loading.lexicon() is None:
            asyncio.ensure_future(self._when_words_ready(lambda: self.start(settings, game_no)))
            return
        self._set_aside_saved()
        self.settings, self.lang = settings, settings.lang
        if settings.variant == "words":
            self.session = _word_session().WordSession(settings, word_loading.lexicon(), game_no, now_ms=now())
        else:
            self.session = Session(settings, game_no, now_ms=now())
        self._enter_session()

    async def words_ready(self) -> bool:
        """Load the word game (game.word_loading) once, showing its progress;
        False when it failed: the notice says why, nothing else changed."""
        if word_loading.lexicon() is not None:
            return True
        if self._loading_words:
            return False
        self._loading_words = True
        overlay = document.getElementById("overlay")

        def progress(done: int, total: int) -> None:
            if overlay:
                overlay.innerHTML = escape(title_view.words_loading(self.lang, done, total))
                _overlay_shown(overlay, True)

        self._overlay = "dialog"
        progress(0, 1)
        window.performance.mark("rummikub:words-start")
        try:
            await word_loading.load(lazy_modules.browser_fetch(browser.site_root()), progress=progress)
            _word_views()
            window.performance.measure("rummikub:words-load", "rummikub:words-start")
            return True
        except Exception as error:  # offline before the first word game, a broken file
            window.console.error(f"loading the word game failed: {type(error).__name__}: {error}")
            failed = message("words_failed", why=f"{type(error).__name__}: {error}")
            if self.session is not None:
                self.notices = [*self.notices, failed]
            else:  # the first screen: said above its runtime line
                shown = document.getElementById("words-notice")
                if shown:
                    shown.remove()
                document.getElementById("runtime").insertAdjacentHTML(
                    "beforebegin", title_view.notice_list(self.lang, [failed], "words-notice"))
            return False
        finally:
            self._loading_words = False
            self._close_overlay()

    async def _when_words_ready(self, then) -> None:
        if await self.words_ready():
            then()

    def resume(self, data: dict, replacing: bool = False, lang: Optional[str] = None) -> None:
        """Go on with a saved game (``replacing``: the one saved so far is kept
        among the recent games, as when a file is imported), in ``lang`` if the
        address asks for one (``?lang=``), else in its own. A word game's save
        needs the word game loaded first (``words_ready``)."""
        if storage.variant_of(data) == "words":
            session = _word_session().WordSession.from_save(data, word_loading.lexicon(), now(), window.Date.now())
        else:
            session = Session.from_save(data, now(), window.Date.now())
        if lang is not None:
            session.settings, session.lang = replace(session.settings, lang=lang), lang
        if replacing:
            self._set_aside_saved()
        self.session = session
        self._ended_elsewhere = session if session.state().finished else None
        self.settings, self.lang = self.session.settings, self.session.lang
        self.session.notice = None if session.state().finished else message("resumed")  # its end says it all
        self._enter_session()

    def offer_link(self, settings: GameSettings, first_game: int) -> None:
        """A link asks for a new game while this saved one is shown: ask which, in the link's language."""
        self._linked = (settings, first_game)
        self._show_dialog(dialogs.link_or_saved(settings.lang, save_slots.summary(settings.lang,
                                                                                  self.session.to_save(now()))))

    def _set_aside_saved(self) -> None:
        """The stored game among the recent games: this tab's new one takes its place,
        also after another tab played it on (``_elsewhere``: saving and the computers go on)."""
        if not self.saves.keep_current(window.Date.now()):  # storage full: the new game still starts
            window.console.warn("keeping the replaced game failed")
        self._elsewhere = False

    def _enter_session(self) -> None:
        self.replay = None
        self.mount()
        self.render()
        window.performance.mark("rummikub:table")
        self.save()
        settings = self.session.settings
        if settings.variant == "words" and settings.humans() < len(settings.seats):  # the worker gets ready now
            levels = sorted({_word_session().WORD_LEVELS[seat.level] for seat in settings.seats if not seat.human})
            asyncio.ensure_future(self._ai.prepare_words(browser.site_root(), levels))
        self.schedule_ai()

    # -- drawing --------------------------------------------------------------
    def _view(self):
        """What the board shows now: the game, or the replayed position."""
        view = self.session.board(now())
        return view if self.replay is None else self.replay.board(view)

    def render(self) -> None:
        self._draw_view(self._view())

    async def _render_move(self) -> float:
        """A computer's move drawn in two frames (issue #18): the first ``FIRST_REGIONS`` regions
        (the seats to the table) drawn and painted, then the others and the rest of ``render`` (at
        4x CPU throttle one task reached 100-146 ms in a page's first moves, and a frame laying out
        the whole move 61-105 ms). When anything was drawn in between (a click, the clock), that
        drawing showed the newer state, and this draws it again whole. Returns the milliseconds
        spent, the wait between the frames left out."""
        started, renders = now(), self._renders
        view = self._view()
        focus = _focused()
        first = tuple((element_id, draw()) for element_id, draw in self._regions(view)[:FIRST_REGIONS])
        _set_html(*first)
        if focus and _focused() != focus:  # focus() lays the page out at once: only when the patch took it
            _refocus(focus)
        busy = now() - started
        await (_next_paint() if document.visibilityState == "visible" else asyncio.sleep(0))  # a hidden tab paints none
        if self.session is None:
            return busy
        started = now()
        if self._renders == renders:
            self._draw_view(view, first)
        else:
            self.render()
        return busy + now() - started

    def _regions(self, view) -> list:
        """The page's regions, each (element id, a function drawing its HTML), in drawing order."""
        session = self.session

        def rack():
            if view.rack or session.viewer is not None:
                return board_view.rack(view)
            return tag("div", text(self.lang, "tiles_hidden"), class_="rack rack-hidden")

        return [("seats", lambda: self._seats_html(view)), ("pool-slot", lambda: board_view.pool(view)),
                ("clock-slot", lambda: board_view.clock(view)),
                ("table", lambda: board_view.table(view, self._table_small(view))),
                ("log", lambda: board_view.move_log(view)), ("rack-slot", rack),
                ("actions", lambda: self._actions_html(view)), ("rack-tools", lambda: board_view.rack_tools(view)),
                ("status", lambda: layout.status_line(view, self.notices, *(  # the live game's words, not the replay's
                    (session.notice, session.error) if self.replay is None else ()))),
                ("challenge-slot", lambda: self._banner_html(view))]

    def _table_small(self, view) -> int:
        """``_small_sets`` of the table, the switch of the tiles' size noted first: it is put off until
        the frame that draws the whole view is painted (``_draw_view``; a computer's move takes two,
        ``_render_move``), then made a part of the sets in each of the next frames (issue #18: with
        the move, or all at once, it was the longest frame at 4x CPU throttle)."""
        size = _table_size(view)
        if _drawn.setdefault("table-size", size) != size and not self._resize_due:
            self._resize_due = self._resize_asked = True
        return _small_sets(view)

    def _draw_view(self, view, drawn: tuple = ()) -> None:
        """Everything the page shows of ``view``; ``drawn``: the HTML of some regions, drawn already."""
        self._renders += 1
        session = self.session
        focus = _focused()
        done = dict(drawn)
        _set_html(*((element_id, done[element_id] if element_id in done else draw())
                    for element_id, draw in self._regions(view)))
        if _drawn.get("sound-toggle") != (self.lang, self.sound_on):  # each call into the page costs (issue #18)
            _drawn["sound-toggle"] = (self.lang, self.sound_on)
            sound = document.getElementById("sound-toggle")
            sound.innerHTML = layout.SPEAKER_ON if self.sound_on else layout.SPEAKER_OFF
            sound.setAttribute("aria-label", text(self.lang, "sound_on" if self.sound_on else "sound_off"))
            sound.setAttribute("aria-pressed", "true" if self.sound_on else "false")
        turn = "human" if session.human_turn() else "over" if session.state().finished else "computer"
        if _drawn.get("data-turn") != turn:
            document.documentElement.dataset.turn = _drawn["data-turn"] = turn
        holding = view.selected is not None  # a tile picked up: "New set" stays in sight (app.css)
        if _drawn.get("is-holding") != holding:
            document.documentElement.classList.toggle("is-holding", holding)
            _drawn["is-holding"] = holding
        self._render_overlay(view)
        self._effects()
        if focus:
            _refocus(focus)
        if self._resize_asked:
            self._resize_asked = False
            _after_paint(self._resize_table)
        if self.host is not None:
            self.host.report(session)

    # regions a screen built on this one (game.learn.puzzle_screen) draws its own way
    def _seats_html(self, view) -> Markup:
        return board_view.seats_bar(view)

    def _actions_html(self, view) -> Markup:
        return board_view.actions(view) if self.replay is None else Markup("")

    def _banner_html(self, view) -> Markup:
        """Above the table: the word game's challenge bar (W-CHALLENGE), or nothing."""
        return _word_views().challenge_bar(view) if view.challenge and self.replay is None else Markup("")

    def _render_overlay(self, view, painted: bool = False) -> None:
        if self._overlay == "dialog":  # a dialog stays until it is answered
            return
        session = self.session
        # the results, unless the player closed them to look at the table (their button brings them back)
        results = session.state().finished and session.results and self.replay is None \
            and self._results_closed is not session
        if results and not (painted or self._overlay):
            # issue #18: the game's last move is painted first, the results in a task of their own after it
            # (both in one task were the longest of a game at 4x CPU throttle)
            if not self._results_due:
                self._results_due = True
                asyncio.ensure_future(self._show_results())
            return
        content = ""
        if session.privacy is not None:
            content = dialogs.privacy(self.lang, session.seat_name(session.privacy), session.handed_over_news())
        elif view.joker_choice is not None and self.replay is None:  # W-JOKER: which letter?
            content = _word_views().joker_picker(view)
        elif results and view.variant == "words":
            names = {session.labels[i]: session.seat_name(i) for i in range(len(session.labels))}
            content = _word_views().word_results(self.lang, session.results[-1], names)
        elif results:
            names = {session.labels[i]: session.seat_name(i) for i in range(len(session.labels))}
            content = dialogs.results(self.lang, session.results[-1], names, session.standings(),
                                      session.games_total, session.round_over(), self._on_sheet(),
                                      session.settings.table, session.standings_order)
        if content == self._overlay:
            return
        self._overlay = content
        overlay = document.getElementById("overlay")
        overlay.innerHTML = escape(content)
        _overlay_shown(overlay, bool(content))
        if content:
            later = overlay.querySelector("[data-later]")
            if later:  # issue #18: a part of a large dialog (dialogs.results) laid out in a frame of its own
                _after_paint(lambda: later.removeAttribute("hidden"))
            # its main button first (Next game, not Analysis)
            target = overlay.querySelector(".primary[data-focus]") or overlay.querySelector("[data-focus]")
            if painted and target:  # issue #18: focus() lays the page out at once, inside the results' task:
                _after_paint(lambda: target.focus())  # after their paint it finds the layout done
            elif target:
                target.focus()

    def _resize_table(self) -> None:
        """The table drawn small or large, as ``render`` put off until its frame was painted: one
        ``RESIZE_STEPS``-th of the sets more at each paint."""
        self._resize_due = False
        if self.session is not None:
            self._renders += 1
            view = self._view()
            size = _table_size(view)
            drawn = _drawn.get("table-size", size)
            _drawn["table-size"] = drawn + (1 if size > drawn else -1 if size < drawn else 0)
            if _drawn["table-size"] != size:
                self._resize_due = True
                _after_paint(self._resize_table)
            _set_html(("table", board_view.table(view, _small_sets(view))))

    async def _until_painted(self) -> None:
        """Until what was drawn so far has been painted, nothing was drawn after it and no step of
        the table's resize is still due (issue #18): at fast pace and 4x CPU throttle a computer's move
        fell into one frame with the one before it or with a step of the resize (``_resize_table``,
        drawn after a paint; a step due after the same paint as this wait could run just after it).
        The move's frame and the resize's steps at most."""
        for _ in range(RESIZE_STEPS + 1):
            drawn = _drawn.get("patches", 0)
            if not await _next_paint():
                return
            if _drawn.get("patches", 0) == drawn and not self._resize_due:
                return

    async def _show_results(self) -> None:
        """The end-of-game results ``_render_overlay`` put off until the last move was painted, and
        whatever was drawn after it (``_until_painted``: the table's resize, ``_resize_table``; a step of
        it and the results in one frame were the longest frame of a game at 4x CPU throttle, 120-130 ms)."""
        await self._until_painted()
        self._results_due = False
        if self.session is not None:
            self._render_overlay(self._view(), painted=True)

    def _effects(self) -> None:
        said = []
        for kind, value in self.session.effects:
            if kind == "say":
                said.append(layout.without_rule_ids(value)[0])
            elif kind == "sound" and self.sound_on and window.rummikubSound:
                window.rummikubSound(value)
        if said:  # all of it, in order: "Casual played 3 tiles. Your turn" (issue #19)
            document.getElementById("live").textContent = " ".join(said)
        self.session.effects.clear()

    # -- events ---------------------------------------------------------------
    def on_click(self, event) -> None:
        target = event.target
        action = target.closest("[data-action]")
        if action and not action.matches(":disabled"):
            self.act(action.getAttribute("data-action"), action)
            return
        if not target.closest("#menu"):
            _close_menu()
        if self.session is None or self.replay is not None:
            return
        tile = target.closest(".tile[data-tile]")
        if tile:
            moving, tapped = self.session.selected, int(tile.getAttribute("data-tile"))
            self.session.tap(tapped)
            self.after_edit()
            if moving not in (None, tapped) and self.session.selected is None:  # dropped beside the tapped tile
                _refocus(f"t{moving}")
            return
        zone = target.closest("[data-drop]")
        if zone and self.session.selected is not None:
            index, moving = zone.getAttribute("data-index"), self.session.selected
            dropped = self.session.drop_selected(zone.getAttribute("data-drop"), int(index) if index else -1)
            self.after_edit()
            if dropped:  # on with the tile moved: the arrow keys go on from there (issue #19)
                _refocus(f"t{moving}")

    def on_drop(self, tile, kind, index, position) -> None:
        if self.session is None or self.replay is not None:
            return
        self.session.drop(int(tile), str(kind), int(index), int(position))
        self.after_edit()

    def on_key(self, event) -> None:
        key = event.key
        session = self.session
        if key == "Tab" and _keep_tab_in_dialog(event):
            return
        if (session is not None and getattr(session, "joker_choice", None) is not None and len(key) == 1
                and key.isalpha() and not (event.ctrlKey or event.metaKey or event.altKey)):
            session.choose_joker(key.upper())  # W-JOKER: the typed letter is the joker's
            event.preventDefault()
            self.after_edit()
            return
        if _menu_keys(event):
            return
        if key == "Escape":
            cancel = document.querySelector('#overlay:not([hidden]) [data-action="close_dialog"], '
                                            '#overlay:not([hidden]) [data-action="close_results"], '
                                            '.joker-picker [data-action="undo"]')
            if cancel:  # a dialog that can be closed: as its Cancel or Close button
                cancel.click()
                _keep_focus()
            elif self.session is not None and self.session.selected is not None:
                self.session.tap(self.session.selected)
                self.after_edit()
            return
        arrow_keys(event)

    def on_change(self, event) -> None:
        form = event.target.closest("#new-game-form")
        if form:
            self.dialog_settings = self._read_form(form)
            if event.target.getAttribute("name") == "seed":
                event.target.setCustomValidity("")  # judged again at the next Start (on_submit)
            if event.target.getAttribute("name") == "lang":
                self.lang = self.dialog_settings.lang
                self.open_dialog(self.dialog_settings)

    def on_submit(self, event) -> None:
        event.preventDefault()
        form = event.target
        settings = self._read_form(form)
        seed = form.querySelector("[name=seed]")
        if seed.value.strip() and settings.seed is None:  # digits the field's pattern lets through, too large:
            seed.setCustomValidity(text(self.lang, "seed_format", most=MAX_SEED))  # said, not dealt at random
            seed.reportValidity()
            return
        taken = name_taken(settings)
        if taken is not None:  # names tell the seats apart: the dialog stays, saying which (game.seats)
            self.open_dialog(settings, taken)
            return
        self._close_overlay()
        search = str(window.location.search)
        kept = url_params.without_game(search)
        if kept != search:  # the address no longer asks for its own game
            window.history.replaceState(None, "", str(window.location.pathname) + kept)
        self.start(settings)
        _keep_focus()  # Start game is gone with its dialog

    def on_tick(self) -> None:
        if self.session is None or self.replay is not None:
            return
        before = self.session.state().version
        menu = document.getElementById("menu")
        self.session.pause_clock(now(), self._overlay == "dialog" or bool(menu and not menu.hidden))
        self.session.tick(now())
        clock_text, clock_phase = self.session.clock_face(now())
        clock = (clock_text or "–", f"clock {clock_phase}")
        clock_el = document.getElementById("clock")
        if clock_el and (clock_el.textContent, clock_el.className) != clock:  # 4x a second: write only a change
            clock_el.textContent, clock_el.className = clock
        if self.session.state().version != before:
            self.render()
            self.save()
            self.schedule_ai()
        elif self.session.effects:
            self._effects()

    def after_edit(self) -> None:
        self.render()
        self.save_after_paint()

    def act(self, name: str, element) -> None:
        """Run the handler registered for ``name`` (see ``action``)."""
        if name != "menu":
            _close_menu()
        handler, needs_game = ACTIONS.get(name, (None, False))
        if handler is not None and (self.session is not None or not needs_game):
            handler(self, element)
            _keep_focus()

    @action("menu")
    def _toggle_menu(self, element) -> None:
        menu = document.getElementById("menu")
        menu.hidden = not menu.hidden
        element.setAttribute("aria-expanded", "false" if menu.hidden else "true")
        if not menu.hidden:
            menu.querySelector("button").focus()

    @action("toggle_sound")
    def _toggle_sound(self, _element) -> None:
        self.sound_on = not self.sound_on
        self._save_prefs()
        self.render()

    @action("stats", needs_game=False)
    def _stats(self, _element, confirm_reset: bool = False, failed=None) -> None:
        """The device's statistics (game.stats), from the title screen or the menu."""
        counted, note = stats.load(self.storage)
        dates = [str(window.Date.new(game.at).toLocaleString(self.lang)) for game in counted.history]
        self._show_dialog(stats_view.stats_dialog(self.lang, counted, dates, failed or note, confirm_reset))

    @action("stats_reset", needs_game=False)
    def _stats_reset(self, element) -> None:
        """Reset asked: the dialog asks once more (Cancel focused)."""
        self._stats(element, confirm_reset=True)

    @action("stats_reset_confirmed", needs_game=False)
    def _stats_reset_confirmed(self, element) -> None:
        self._stats(element, failed=stats.reset(self.storage))

    @action("dismiss_notice", needs_game=False)
    def _dismiss_notice(self, element) -> None:
        """A notice's × takes it away (and any other worded the same), so notices
        do not pile up; on the title screen its line goes, in a game the status line
        is drawn again."""
        holder = element.parentElement
        worded = str(holder.textContent)
        self.notices = [note for note in self.notices if note.text(self.lang) != worded]
        if self.session is None:
            box = holder.parentElement
            holder.remove()
            if not box.children.length:
                box.remove()
            return
        if self.session.notice is not None and self.session.notice.text(self.lang) == worded:
            self.session.dismiss_notice()
        self.render()

    @action("switch_lang", needs_game=False)
    def _switch_lang(self, element) -> None:
        self.switch_language(element.getAttribute("lang"))

    @action("open_dialog", "new_round", needs_game=False)
    def _open_new_game(self, _element) -> None:
        self.open_dialog(self.new_game_settings())

    def new_game_settings(self) -> GameSettings:
        """What the new-game dialog offers: this game's seats, names and choices, a new deal."""
        return self.settings.next_deal()

    @action("close_results")
    def _close_results(self, _element) -> None:
        """The end of game's Close: the final table in sight, the results behind the Results button."""
        self._results_closed = self.session
        self.render()
        _refocus("a-results")  # board_view.actions' Results button

    @action("show_results")
    def _reopen_results(self, _element) -> None:
        self._results_closed = None
        self.render()

    @action("close_dialog", needs_game=False)
    def _close_dialog(self, _element) -> None:
        """Cancel or Close (or Escape): the keyboard goes back to the menu, not to the page's body."""
        self._close_overlay()
        menu = document.querySelector('[data-action="menu"]')
        if menu and document.activeElement in (None, document.body):
            menu.focus()

    @action("add_seat", needs_game=False)
    def _add_seat(self, _element) -> None:
        seats = (self.dialog_settings.seats + (Seat("casual"),))[:4]
        self.open_dialog(replace(self.dialog_settings, seats=seats), focus=f"[name=seat{len(seats) - 1}]")

    @action("remove_seat", needs_game=False)
    def _remove_seat(self, element) -> None:
        index = int(element.getAttribute("data-index"))
        seats = tuple(s for i, s in enumerate(self.dialog_settings.seats) if i != index)
        # the keyboard stays where it was: the next seat's ×, the last one's, or Add player once none may go
        self.open_dialog(replace(self.dialog_settings, seats=seats),
                         focus=f'[data-action="remove_seat"][data-index="{min(index, len(seats) - 1)}"]:enabled, '
                               '[data-action="add_seat"]')

    @action("quick_start", needs_game=False)
    def _quick_start(self, _element) -> None:
        self.start(GameSettings.quick(self.lang))

    @action("start_linked")
    def _start_linked(self, _element) -> None:
        self._close_overlay()
        self.start(*self._linked)

    @action("recent_games")
    def _recent_games(self, _element) -> None:
        games = []
        for entry in self.saves.recent():
            try:  # a word game's save is read unchecked while the word game is not loaded: only named here
                unread = storage.holds_words(entry.text) and word_loading.lexicon() is None
                saved = safe_json.loads(entry.text) if unread else storage.decode(entry.text)
                summary = save_slots.summary(self.lang, saved)
            except (storage.SaveError, ValueError, KeyError, TypeError, AttributeError):  # unchecked: any shape
                summary = "?"
            when = str(window.Date.new(entry.saved_at).toLocaleString(self.lang))
            games.append((when, summary))
        self._show_dialog(dialogs.recent_games(self.lang, games))

    @action("resume_recent")
    def _resume_recent(self, element) -> None:
        chosen = self.saves.take(int(element.getAttribute("data-index")), window.Date.now())
        if chosen is not None:
            self._close_overlay()
            self.resume_text(chosen)

    @action("privacy_ready")
    def _privacy_ready(self, _element) -> None:
        self.session.confirm_privacy(now())
        self.render()

    @action("draw")
    def _draw(self, _element) -> None:
        self.session.draw(now())
        self.after_turn()

    @action("end_turn")
    def _end_turn(self, _element) -> None:
        if self.session.end_turn(now()):
            self.after_turn()
        else:
            self.after_edit()
            _show_invalid_set()

    @action("redeal")
    def _redeal(self, _element) -> None:
        self.session.redeal(now())
        self.after_turn()

    @action("undo")
    def _undo(self, _element) -> None:
        self.session.undo()
        self.after_edit()

    @action("reset_turn")
    def _reset_turn(self, _element) -> None:
        self.session.reset_turn()
        self.after_edit()

    @action("hint")
    def _hint(self, _element) -> None:
        self.session.hint()
        self.render()

    @action("sort_colour", "sort_number", "sort_alpha", "sort_vowels")
    def _sort(self, element) -> None:
        self.session.sort_rack(element.getAttribute("data-action")[len("sort_"):])
        self.after_edit()

    @action("open_puzzles", "open_tutorial")
    def _open_learning(self, element) -> None:
        """The puzzles or the tutorial (issue #20): the game is saved after every action, a reload of the
        game's page resumes it."""
        mode = "puzzle" if element.getAttribute("data-action") == "open_puzzles" else "tutorial"
        window.location.assign(f"?mode={mode}&lang={self.lang}")

    @action("credits", needs_game=False)
    def _credits(self, _element) -> None:
        self._show_dialog(dialogs.credits(self.lang))

    @action("joker_letter")
    def _joker_letter(self, element) -> None:
        self.session.choose_joker(str(element.getAttribute("data-letter") or ""))
        self.after_edit()

    @action("challenge")
    def _challenge(self, element) -> None:
        """W-CHALLENGE: the seat named on the button challenges the last play."""
        label = str(element.getAttribute("data-seat"))
        if label in self.session.labels:
            self.session.challenge(self.session.labels.index(label), now())
        self.after_turn()

    @action("accept_play")
    def _accept_play(self, _element) -> None:
        self.session.accept(now())
        self.after_turn()

    @action("next_game")
    def _next_game(self, _element) -> None:
        entry = self._sheet.get(self.session.game_no)
        self.session = self.session.next_game(now(), entry.next_game if entry else None)
        self._enter_session()

    @action("export")
    def _export(self, _element) -> None:
        self.export()

    @action("import")
    def _import(self, _element) -> None:
        document.getElementById("import-file").click()

    @action("replay")
    def _start_replay(self, _element) -> None:
        session = self.session
        if session.settings.variant == "words":
            position = import_module("game.words.replay").positions(word_loading.lexicon())
            self.replay = Replay(session.history_json(), position, session.log_view(None),
                                 viewer=session.viewer_player())
        else:
            self.replay = Replay(engine.history_json(session.game), log=session.log_view(None),
                                 viewer=session.viewer_player())
        self._close_overlay()
        self._show_replay()

    @action("replay_prev", "replay_next")
    def _step_replay(self, element) -> None:
        """A move back or on; at the game's start or end the keyboard goes on from the other arrow."""
        back = element.getAttribute("data-action") == "replay_prev"
        self.replay.go(-1 if back else 1)
        self._show_replay()
        if element.disabled:
            _refocus("r-next" if back else "r-prev")

    @action("replay_close")
    def _close_replay(self, _element) -> None:
        self.replay = None
        document.getElementById("replay-bar").hidden = True
        self.render()

    @action("analysis")
    def _analysis(self, _element) -> None:
        """Issue #20: the humans' turns against the solver, thought in the worker."""
        asyncio.ensure_future(self._show_analysis())

    async def _show_analysis(self) -> None:
        """game.learn arrives with the first analysis (game.learn_loading, issue #18)."""
        try:
            await learn_loading.ready(browser.site_root())
        except Exception as error:  # offline without the offline copy: the status line says why
            self.notices = [*self.notices, message("learn_load_failed", why=f"{type(error).__name__}: {error}")]
            self.render()
            return
        await import_module("game.learn.analysis_actions").show(self)

    @action("analysis_turn")
    def _analysis_turn(self, element) -> None:
        import_module("game.learn.analysis_actions").show_turn(self, int(element.getAttribute("data-step")))

    def _show_replay(self) -> None:
        """The replay bar patched, not rebuilt: its focused button stays, and its live
        position ("move 8 of 9") is said when it changes."""
        _set_html(("replay-bar", layout.replay_bar(self.lang, self.replay.step, self.replay.total, self.replay.note,
                                                   analysis=self.session.settings.variant == "numbers",
                                                   words=self.replay.words)))
        document.getElementById("replay-bar").hidden = False
        self.render()

    def after_turn(self) -> None:
        self.render()
        self.save_after_paint()
        self.schedule_ai()

    # -- new-game dialog ------------------------------------------------------
    def open_dialog(self, settings: GameSettings, taken: Optional[int] = None, focus: str = "select") -> None:
        """The new-game dialog; ``taken``: a seat whose name another has, said and focused;
        else the first element matching ``focus`` (a selector) has the focus."""
        self.dialog_settings = replace(settings, lang=self.lang)
        self._show_dialog(dialogs.new_game(self.dialog_settings, taken=taken))
        overlay = document.getElementById("overlay")
        overlay.querySelector(focus if taken is None else f"[name=name{taken}]").focus()

    def _show_dialog(self, content: Markup) -> None:
        overlay = document.getElementById("overlay")
        overlay.innerHTML = escape(content)
        self._overlay = "dialog"
        _overlay_shown(overlay, True)
        target = overlay.querySelector("[data-focus]")
        if target:
            target.focus()

    def _close_overlay(self) -> None:
        overlay = document.getElementById("overlay")
        if not overlay:
            return
        _overlay_shown(overlay, False)
        overlay.innerHTML = ""
        self._overlay = ""
        if self.session is not None:
            self.render()

    def _read_form(self, form) -> GameSettings:
        seats = []
        for index, select in enumerate(form.querySelectorAll("select.seat-kind")):
            value, name = select.value, form.querySelector(f"[name=name{index}]")
            seats.append(Seat(None, clean_name(name.value if name else "")) if value == "human" else
                         Seat(value if value in LEVELS else "casual"))
        seed_text = form.querySelector("[name=seed]").value.strip()
        variant, check = form.querySelector("[name=variant]"), form.querySelector("[name=check]")
        refill = form.querySelector("[name=refill]")
        seed = whole_number(seed_text, MAX_SEED)  # none or not a deal number: a new deal
        return GameSettings(seats=tuple(seats), profile=form.querySelector("[name=profile]").value,
                            clock=int(form.querySelector("[name=clock]").value),
                            lang=form.querySelector("[name=lang]").value, seed=seed,
                            hints=form.querySelector("[name=hints]").checked,
                            strict=form.querySelector("[name=strict]").checked, pace=self.settings.pace,
                            invalid_end=form.querySelector("[name=invalid_end]").value,
                            variant=variant.value if variant and variant.value in VARIANTS else "numbers",
                            check=check.value if check and check.value in CHECKS else "auto",
                            refill=bool(refill and refill.checked))

    def switch_language(self, lang: str) -> None:
        self.lang = lang
        self._save_prefs()
        browser.address_language(lang)
        if self.session is None:  # still on the title screen: draw it in the new language
            document.documentElement.lang = lang
            document.getElementById("app").innerHTML = title_view.first_screen(lang, self.notices, ready=True)
            return
        # the session's own settings: they hold the deal number a game without one was given (Session)
        self.settings = replace(self.settings, lang=lang)
        self.session.settings = replace(self.session.settings, lang=lang)
        self.session.lang = lang
        self.mount()
        self.render()
        self.save()

    # -- a tournament table's score sheet ------------------------------------
    def _on_sheet(self):
        """Enter the finished game on the linked sheet once (game.table_play);
        the entry, or None when this game is not a tournament table's."""
        session = self.session
        if not session.settings.table:
            return None
        game_no = session.results[-1].game
        if game_no not in self._sheet:
            self._sheet[game_no] = table_play.enter_stored(browser.Store(self.storage, TOURNAMENT_KEY),
                                                           session.settings.table, session.results[-1])
        return self._sheet[game_no]

    # -- two tabs on one save ---------------------------------------------------
    def watch_other_tabs(self) -> None:
        """Told by the browser when another tab saved this game."""
        self.listeners.keep(self.saves.watch(window, self._played_elsewhere))

    def _played_elsewhere(self) -> None:
        """Another tab saved this game meanwhile: stop here (no save, no computer
        moves) and offer its newer state; this tab's own is kept among the recent games."""
        if self._elsewhere or self.session is None:
            return
        self._elsewhere = True
        self._show_dialog(dialogs.played_elsewhere(self.lang))

    @action("load_elsewhere")
    def _load_elsewhere(self, _element) -> None:
        mine = self._save_text()
        newer = self.saves.load()
        self.saves.keep(mine, window.Date.now())
        self._elsewhere = False
        self._close_overlay()
        self.resume_text(newer)

    # -- computer players -----------------------------------------------------
    def schedule_ai(self) -> None:
        if self.session is not None and self.session.computer_turn() and not self._ai_busy and not self._elsewhere:
            self._ai_busy = True
            asyncio.ensure_future(self._play_computers())

    async def _play_computers(self) -> None:
        try:
            while self.session is not None and self.session.computer_turn() and not self._elsewhere:
                session = self.session
                started = now()
                observation, level, seed = session.ai_request()
                words_site = browser.site_root() if session.settings.variant == "words" else None
                move, trouble = await self._ai.think(observation, level, seed, words_site)
                window.performance.measure(f"rummikub:think:{level}", {"start": started, "end": now()})
                if trouble and message(f"ai_{trouble}") not in self.notices:
                    self.notices = [*self.notices, message(f"ai_{trouble}")]
                wait = PACE_MS.get(self.settings.pace, 900) - (now() - started)
                if wait > 0:
                    await asyncio.sleep(wait / 1000)
                await self._until_painted()
                if session is not self.session or self._elsewhere:
                    return
                shown = now()
                session.apply_ai(move, shown)
                applied = now() - shown
                # issue #18: the engine's part and the drawing in two tasks, so neither makes the other long
                await asyncio.sleep(0)
                if session is not self.session or self._elsewhere:
                    return
                drawing = await self._render_move()
                # the parts' time together, without the waits between them
                end = now()
                window.performance.measure("rummikub:show-move", {"start": end - applied - drawing, "end": end})
                self.save_after_paint()
                # and the next computer's question (its observation to the worker: up to ~25 ms at 4x)
                # in a task of its own again
                await asyncio.sleep(0)
        except Exception as error:
            window.console.error(f"computer player failed: {type(error).__name__}: {error}")
            raise
        finally:
            self._ai_busy = False

    # -- storage --------------------------------------------------------------
    def save(self) -> None:
        """Save after every action. Saving never stops play: when the browser
        refuses (storage full, private mode) the game goes on in memory and
        the player is told once, until a save works again."""
        if self.session is None or self.replay is not None or self._elsewhere:
            return
        outcome = self.saves.save(self._save_text())
        if self.session.state().finished and self.session is not self._ended_elsewhere:  # once: stats.record
            note = stats.count(self.storage, self.session, window.Date.now())
            if note is not None:
                self.notices = [*self.notices, note]
        failed = message("save_failed")
        if outcome == "elsewhere":
            self._played_elsewhere()
        elif outcome != "saved":
            window.console.warn(f"saving failed: {outcome}")
            if failed not in self.notices:
                self.notices = [*self.notices, failed]
                self.render()
        elif failed in self.notices:
            self.notices = [note for note in self.notices if note != failed]
            self.render()

    def save_after_paint(self) -> None:
        """``save`` in a task of its own once the frame ``render`` drew is painted (issue #18:
        a move or an input answered on screen first, not after the save); edits within
        one frame are saved once. A hidden tab paints no frames: a timer saves then."""
        if self._save_due:
            return
        self._save_due = True
        _after_paint(self._save_if_due)
        window.setTimeout(create_once_callable(self._save_if_due), 250)

    def _save_if_due(self, *_event) -> None:
        """The save ``save_after_paint`` promised, unless done; also when the page is left (pagehide)."""
        if self._save_due:
            self._save_due = False
            started = now()
            self.save()
            window.performance.measure("rummikub:save", {"start": started, "end": now()})

    def _save_text(self) -> str:
        """The game as saved, exported or kept aside (game.storage)."""
        return storage.encode(self.session.to_save(now(), window.Date.now()))

    def export(self) -> None:
        browser.download(f"rummikub-{self.session.settings.seed}-game{self.session.game_no}.json",
                         self._save_text(), "application/json")

    def resume_text(self, saved, replacing: bool = False) -> None:
        """Resume a save's text (a recent game, another tab's, an imported file);
        one that is not a usable save is refused with the reason, nothing else changes."""
        if storage.holds_words(saved) and word_loading.lexicon() is None:
            asyncio.ensure_future(self._when_words_ready(lambda: self.resume_text(saved, replacing)))
            return
        try:
            self.resume(storage.decode(saved), replacing)
        except (storage.SaveError, ValueError, KeyError, TypeError) as error:
            self._refuse_save(error)

    def _refuse_save(self, error: Exception) -> None:
        self.notices = [message("import_failed", why=storage.reason(error))]
        if self.session is not None:
            self.session.notice = None  # no stale "welcome back" beside the refusal
            self.render()

    async def _import_text(self, file) -> None:
        if file.size > 4 * storage.MAX_CHARS:  # refused unread (UTF-8: at most 4 bytes a character)
            self._refuse_save(storage.SaveError("save_too_large", f"{file.size} bytes",
                                                mb=storage.MAX_CHARS // 10**6))
            return
        self.resume_text(str(await file.text()), replacing=True)


DIALOG_FOCUSABLE = 'button:not([disabled]), select, input:not([type="hidden"]), a[href]'


def _keep_tab_in_dialog(event) -> bool:
    """Tab in an open dialog (aria-modal: the results, the joker's letters, New game) goes
    round its own controls, never to the table behind it; True if it moved the focus."""
    overlay = document.querySelector("#overlay:not([hidden])")
    controls = list(overlay.querySelectorAll(DIALOG_FOCUSABLE)) if overlay else []
    if not controls:
        return False
    active = document.activeElement
    first, last = controls[0], controls[-1]
    inside = bool(active and overlay.contains(active))
    if not inside or (event.shiftKey and active == first) or (not event.shiftKey and active == last):
        (last if event.shiftKey and inside else first).focus()
        event.preventDefault()
        return True
    return False


def _overlay_shown(overlay, shown: bool) -> None:
    """The overlay (a dialog, the hot-seat screen, the joker's letter) shown or hidden; while it
    shows, the page behind it is inert: a screen reader's browse mode cannot wander out of it
    (the live region stays outside, so what happens is still said; the file input too)."""
    overlay.hidden = not shown
    for element in overlay.parentElement.children:
        if element != overlay and element.id not in ("live", "import-file"):
            element.inert = shown


def _close_menu() -> None:
    """The menu closed, its button saying so (aria-expanded)."""
    menu = document.getElementById("menu")
    if menu and not menu.hidden:
        menu.hidden = True
        document.getElementById("menu-button").setAttribute("aria-expanded", "false")


def _menu_keys(event) -> bool:
    """The open menu as a menu is worked (role="menu"): ↑/↓ (Home/End) move among its
    items, Escape and Tab close it, Escape back to its button. True if the key was its."""
    menu = document.getElementById("menu")
    if not menu or menu.hidden:
        return False
    key, items = event.key, list(menu.querySelectorAll('[role="menuitem"]'))
    if key in ("ArrowDown", "ArrowUp", "Home", "End") and items:
        here = next((i for i, item in enumerate(items) if item == document.activeElement), -1)
        goal = {"Home": 0, "End": len(items) - 1, "ArrowDown": here + 1, "ArrowUp": here - 1}[key]
        items[goal % len(items)].focus()
        event.preventDefault()
        return True
    if key in ("Escape", "Tab"):
        _close_menu()
        if key == "Escape":
            document.getElementById("menu-button").focus()
            event.preventDefault()
        return key == "Escape"
    return False


def arrow_keys(event) -> None:
    """Arrow keys on a tile (the game and the tutorial): ←/→ to the neighbouring tile (the
    "new set" area among them); on the table ↑/↓ to the previous or next set (its first
    tile; after the last set "New set", then the rack); from the rack ↑/↓ to the table,
    where the keyboard last was on it (a screen reader's user went back to set 1 each time)."""
    key = event.key
    if key not in ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"):
        return
    active = document.activeElement
    if not active or not any(active.classList.contains(kind) for kind in ("tile", "row-end", "new-set")):
        return
    goal = None
    if key in ("ArrowLeft", "ArrowRight"):
        tiles = list(document.querySelectorAll(".tile[data-tile], .row-end, .new-set"))
        here = [i for i, t in enumerate(tiles) if t == active]
        if here:
            goal = tiles[(here[0] + (1 if key == "ArrowRight" else -1)) % len(tiles)]
    elif active.closest(".rack"):
        last = _drawn.get("table-focus")
        goal = (last and document.querySelector(f'.sets [data-focus="{last}"]')) or \
            document.querySelector(".sets .tile, .new-set")
    else:  # on the table: set by set, the "new set" area the place after the last one
        firsts = [s.querySelector(".tile, .row-end") for s in document.querySelectorAll(".sets .set")]
        places = [first for first in firsts if first] + list(document.querySelectorAll(".new-set:not([disabled])"))
        own = active.closest(".set")
        here = next((i for i, place in enumerate(places)
                     if place == active or (own and place.closest(".set") == own)), None)
        if here is not None:
            step = 1 if key == "ArrowDown" else -1
            goal = places[here + step] if 0 <= here + step < len(places) else \
                document.querySelector(".rack .tile") if step > 0 else None
    if goal:
        on_table = active if goal.closest(".rack") else goal  # the place on the table the keyboard was on last
        if on_table.closest(".sets") and on_table.getAttribute("data-focus"):
            _drawn["table-focus"] = on_table.getAttribute("data-focus")
        goal.focus()
        event.preventDefault()


_drawn: dict = {}
"""What the page shows now, so a redraw changes only what differs (issue #18): each region's HTML by
element id (``_set_html``), "patches" (redraws sent, counted), "table-size" (``_table_size``), a few
attributes."""


def _word_session():
    """game.words.session, imported by name: it arrives with the word game (game.word_loading)."""
    return import_module("game.words.session")


def _word_views():
    """game.ui.word_views (it enters itself in board_view.VARIANT_DRAWING when imported)."""
    return import_module("game.ui.word_views")


def _after_paint(callback) -> None:
    """``callback()`` in a task of its own once the next frame is painted (issue #18). A hidden
    tab paints no frames: it runs when the tab is shown again."""
    later = create_once_callable(callback)
    window.requestAnimationFrame(create_once_callable(lambda _time: window.setTimeout(later, 0)))


async def _next_paint() -> bool:
    """Until the next frame is painted; False when none came within ``PAINT_WAIT_S`` (a hidden tab,
    or a frame of another origin scrolled out of its page's sight: Chromium paints it no frames)."""
    painted = asyncio.get_event_loop().create_future()
    _after_paint(lambda: painted.done() or painted.set_result(None))
    try:
        await asyncio.wait_for(painted, PAINT_WAIT_S)
    except asyncio.TimeoutError:
        return False
    return True


def _show_invalid_set() -> None:
    """A refused end of turn names a set ("Set 13 is a single tile"): the first set marked
    invalid is scrolled into the table's view if it lies outside it (a phone shows few sets)."""
    bad, area = document.querySelector("#table .set.invalid"), document.getElementById("table")
    if not bad or not area:  # JS null
        return
    box, view = bad.getBoundingClientRect(), area.getBoundingClientRect()
    if box.top < view.top or box.bottom > view.bottom:
        bad.scrollIntoView(False)


def _focused() -> Optional[str]:
    """The ``data-focus`` name of the element that has the keyboard's focus (``_refocus``), if any."""
    active = document.activeElement
    return active.getAttribute("data-focus") if active else None


RESIZE_STEPS = 3  # frames a switch to or from the dense table takes (issue #18)
FIRST_REGIONS = 4  # regions Screen._render_move draws in its first frame: the seats to the table


def _table_size(view) -> int:
    """The size the table's tiles should have (board_view.dense_table): ``RESIZE_STEPS`` small, 0 large."""
    return RESIZE_STEPS if board_view.dense_table(view) else 0


def _small_sets(view) -> int:
    """How many of the table's sets (from the first) to draw small: all or none, or while
    ``Screen._resize_table`` switches the sizes a share by ``_drawn["table-size"]`` (in steps)."""
    return -(-len(view.table) * _drawn.get("table-size", 0) // RESIZE_STEPS)


PAINT_WAIT_S = 1.0  # a hidden tab paints no frames: its computers go on at this pace


def _refocus(key: str) -> None:
    """Focus the element named ``data-focus=key``; when it is gone or disabled (End turn
    and Draw once the turn is over, issue #19) the rack's first tile, else the move log,
    so that the keyboard never ends up on the page's body. A dialog open (the joker's letter
    picker, just opened by the drop) keeps the focus it took."""
    active = document.activeElement
    if active and active.closest("#overlay:not([hidden])"):
        return
    target = document.querySelector(f'[data-focus="{key}"]')
    if target and _usable(target):
        target.focus()
        return
    _keep_focus()  # (or a dialog took it)


def _usable(element) -> bool:
    """Can the keyboard be on ``element``: not disabled, not inside something hidden (a menu item
    just hidden still holds the focus until the next style update). Any element: a section has
    no ``disabled`` to ask (Pyodide raised AttributeError), so the selector asks."""
    return not element.matches(":disabled") and not element.closest("[hidden]")


# where the keyboard goes when what it was on is gone: an open dialog's own first, the replay's arrows,
# the rack, the move log, the menu, the title screen's first button (a screen reader's user heard nothing)
FOCUS_FALLBACK = ("#overlay:not([hidden]) .primary[data-focus]", "#overlay:not([hidden]) [data-focus]",
                  "#overlay:not([hidden]) button",
                  "#replay-bar:not([hidden]) button:not([disabled])", ".rack .tile", "#log",
                  '[data-action="menu"]', "#app button:not([disabled])")


def _keep_focus() -> None:
    """After an action: when the focus fell to the page's body (the button pressed was
    redrawn away: Start game, Next game, a notice's ×, Back to the game), it goes to the
    first of ``FOCUS_FALLBACK`` on the page, never nowhere."""
    active = document.activeElement
    if active and active != document.body and _usable(active):
        return
    for selector in FOCUS_FALLBACK:
        target = document.querySelector(selector)
        if target:
            target.focus()
            return


def _set_html(*regions: tuple) -> None:
    """Redraw the regions (element id, Markup) whose HTML changed, and in them only the
    nodes that changed (static/js/patch.js, issue #18; keeps focus and hover). The HTML is
    compared here first, and the changed regions go to the page in one call: at 4x throttle
    a call for the pool's count alone took 3-7 ms."""
    changed = []
    for element_id, html in regions:
        html = escape(html)  # plain text is never taken for markup
        if _drawn.get(element_id) != html:
            _drawn[element_id] = html
            changed.append((element_id, html))
    if changed:
        window.rummikubPatch(json.dumps(changed))
        _drawn["patches"] = _drawn.get("patches", 0) + 1
