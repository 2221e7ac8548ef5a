"""The tutorial in the browser (``index.html?mode=tutorial``, issue #20): draws
game.learn.tutorial_view and turns the page's events into calls on
game.learn.tutorial.Tutorial. Tiles move as in a game: static/js/drag.js's
drops, tap-tap and the keyboard (Enter/Space pick up and drop, the arrow keys
of game.ui.screen.arrow_keys, Esc puts back). The progress is kept on the
device (game.learn.progress, ``rummikub.learn``, shared by tabs), exported as
a file and imported from one."""

from __future__ import annotations

from pyscript import document, window

from game import browser, device_storage
from game.i18n import message
from game.learn import progress as learner
from game.learn import tutorial_view
from game.learn.tutorial import Tutorial
from game.prefs import save_prefs
from game.ui import layout
from game.ui.html import escape
from game.ui.screen import arrow_keys

ACTIONS: dict = {}  # data-action -> handler(screen, element)


def action(name: str):
    def register(handler):
        ACTIONS[name] = handler
        return handler
    return register


class TutorialScreen:
    def __init__(self, lang: str, notices=()):
        self.storage = device_storage.local_storage(window)
        self.device = browser.Store(self.storage, learner.KEY)
        self.notices = list(notices)
        stored = self.device.load()
        progress, unread = learner.load(stored)
        self._can_store = True
        if unread is not None:  # kept aside, never overwritten; storage full: nothing stored over it
            self._can_store = device_storage.set_aside(self.storage, f"{learner.KEY}.corrupt.{int(window.Date.now())}",
                                                       stored)
            self.notices.append(unread)
        self.tutorial = Tutorial(lang, progress)
        self.listeners = browser.Listeners()
        self.listeners.on(document.getElementById("app"), click=self.on_click)
        self.listeners.on(document, keydown=self.on_key)
        window.rummikubDrop = self.listeners.proxy(self.on_drop)
        self.listeners.keep(self.device.watch(window, self._other_tab))
        self.mount()

    # -- drawing -----------------------------------------------------------
    def mount(self) -> None:
        lang = self.tutorial.lang
        document.documentElement.lang = lang
        document.documentElement.classList.add("can-drag")
        document.getElementById("app").innerHTML = escape(tutorial_view.frame(lang))
        self.listeners.on_file(document.getElementById("learn-import-file"), self._read_import)
        document.documentElement.dataset.mode = "tutorial"  # its background (app.css)
        self.render()

    def render(self, focus: str = "") -> None:
        tutorial = self.tutorial
        active = document.activeElement
        focus = focus or (active.getAttribute("data-focus") if active else None) or ""
        main = document.getElementById("learn-main")
        if tutorial.lesson is None:
            main.innerHTML = escape(tutorial_view.home(tutorial, self.notices))
            focus = focus or "learn-go"
        else:
            main.innerHTML = escape(tutorial_view.lesson(tutorial))
        live = document.getElementById("live")
        for kind, value in tutorial.effects:
            if kind == "say":  # read out without its rule ids, as the game's live region (issue #19)
                live.textContent = layout.without_rule_ids(value)[0]
        tutorial.effects.clear()
        target = document.querySelector(f'[data-focus="{focus}"]') if focus else None
        if target:
            target.focus()

    # -- events --------------------------------------------------------------
    def on_click(self, event) -> None:
        target = event.target
        button = target.closest("[data-action]")
        if button and not button.disabled:
            handler = ACTIONS.get(button.getAttribute("data-action"))
            if handler:
                handler(self, button)
            return
        tile = target.closest(".tile[data-tile]")
        if tile:
            self.tutorial.tap(int(tile.getAttribute("data-tile")))
            self.render()
            return
        zone = target.closest("[data-drop]")
        if zone and self.tutorial.selected is not None:
            index = zone.getAttribute("data-index")
            self.tutorial.drop_selected(zone.getAttribute("data-drop"), int(index) if index else -1)
            self.render()

    def on_drop(self, tile, kind, index, position) -> None:
        self.tutorial.drop(int(tile), str(kind), int(index), int(position))
        self.render()

    def on_key(self, event) -> None:
        if event.key == "Escape" and self.tutorial.selected is not None:
            self.tutorial.tap(self.tutorial.selected)
            self.render()
            return
        arrow_keys(event)

    # -- lessons -------------------------------------------------------------
    @action("learn_open")
    def _open(self, element) -> None:
        self.tutorial.open(int(element.getAttribute("data-index")))
        self.notices = []
        self.render()
        title = document.getElementById("learn-lesson-title")
        if title:  # the new lesson's task is read first
            title.setAttribute("tabindex", "-1")
            title.focus()

    @action("learn_home")
    def _home(self, _element) -> None:
        self.tutorial.open(None)
        self.render(focus="learn-go")

    @action("learn_check")
    def _check(self, _element) -> None:
        solved = self.tutorial.check()
        if solved:
            self._keep()
        self.render(focus="a-next" if solved else "a-check")

    @action("learn_answer")
    def _answer(self, element) -> None:
        solved = self.tutorial.answer(str(element.getAttribute("data-choice")))
        if solved:
            self._keep()
        self.render(focus="a-next" if solved else "")

    @action("learn_undo")
    def _undo(self, _element) -> None:
        self.tutorial.undo()
        self.render()

    @action("learn_reset")
    def _reset(self, _element) -> None:
        self.tutorial.reset()
        self.render(focus="a-check")

    @action("learn_lang")
    def _lang(self, element) -> None:
        lang = element.getAttribute("lang")
        self.tutorial.lang = lang
        if not save_prefs(self.storage, lang=lang):  # the choice holds for this visit
            window.console.warn("saving preferences failed")
        browser.address_language(lang)
        self.mount()

    # -- progress ------------------------------------------------------------
    def _keep(self) -> None:
        """Store the progress on the device; a refusal is said once."""
        if self._can_store:
            stored, failed = learner.store(self.device, self.tutorial.progress)
            self.tutorial.progress = stored
        else:  # the unreadable record could not be set aside: this visit's progress is not stored over it
            failed = message("learn_save_failed")
        failed_note = message("learn_save_failed")
        self.notices = [note for note in self.notices if note != failed_note] + ([failed] if failed else [])

    def _other_tab(self) -> None:
        """Another tab stored progress: take it in (merged, nothing lost)."""
        newer, _unread = learner.load(self.device.load())
        self.tutorial.progress = newer.merged(self.tutorial.progress)
        if self.tutorial.lesson is None:
            self.render()

    @action("learn_export")
    def _export(self, _element) -> None:
        browser.download("rummikub-progress.json", learner.encode(self.tutorial.progress), "application/json")

    @action("learn_import")
    def _import(self, _element) -> None:
        document.getElementById("learn-import-file").click()

    async def _read_import(self, file) -> None:
        """A progress file, hostile until proven otherwise: read only if small,
        validated (game.learn.progress.decode), then added to this device's."""
        try:
            if file.size > 4 * learner.MAX_CHARS:  # refused unread (UTF-8: at most 4 bytes a character)
                raise learner.ProgressError(message("progress_too_large", kb=learner.MAX_CHARS // 1000))
            imported = learner.decode(str(await file.text()))
        except learner.ProgressError as error:
            self.notices = [message("learn_import_failed", why=error.why)]
        else:
            self.tutorial.progress = self.tutorial.progress.merged(imported)
            self.notices = []
            self._keep()
            progress = self.tutorial.progress
            self.notices = [message("learn_imported", lessons=len(progress.lessons),
                                    puzzles=len(progress.puzzles)), *self.notices]
        self.tutorial.open(None)
        self.render(focus="learn-go")
