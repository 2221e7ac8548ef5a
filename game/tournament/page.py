"""Wiring of the director's page: browser events -> rules.tournament.director -> views.

One listener each for click, submit, change and input on #app; buttons name
their action in ``data-action``, forms theirs in ``data-form``. Every change is
a function of the tournament (game.tournament.changes), saved through
store.TournamentStore: if another tab saved a newer tournament meanwhile, the
change goes onto that one, or is refused and the newer one shown. After an
accepted change the page is redrawn (what is typed on the other tables' score
sheets stays); a refused one shows the reason and changes nothing (typed values stay). A save the browser refuses keeps the
tournament on the page, with a message. When another tab changes the
tournament, the page shows it, unless values are typed here (then the next
save merges them).
"""

from __future__ import annotations

import asyncio
import random
from typing import Callable

from pydantic import ValidationError
from pyodide.ffi import create_proxy, jsnull, to_js

from game import browser, practice
from game.browser import Conflict, SaveFailed
from game.tournament import changes, store, views
from game.tournament.texts import text
from game.ui.html import escape
from rules.tournament import table_link
from rules.tournament.export import games_csv, standings_csv
from rules.tournament.messages import TournamentError
from rules.tournament.model import TOURNAMENT_CLOCK, Game, Settings, Tournament, export_json, read_json, refusal
from rules.tournament.practice import computer_tables, practice_tournament, your_table
from rules.tournament.sheet import completed_scores, implied_winner


SAVED_SHOWN = 4  # seconds a plain "Saved." stays on the page
SCORE_FORMS = ("sheet", "correct")  # forms whose typed values outlive a redraw for another form's action


def blank_tournament() -> Tournament:
    return Tournament(settings=Settings(seed=random.randrange(1, 1_000_000)), players=[])


class DirectorPage:
    def __init__(self, document, window, lang: str):
        self.document, self.window, self.lang = document, window, lang
        self.root = document.getElementById("app")
        self.store = store.TournamentStore(window.localStorage)
        self.message, self.alert, self.confirm_new = "", False, False
        self.tournament = self._stored()  # always the tournament the page shows: changes are made from it
        self.view = _latest_view(self.tournament)
        self._typed = False        # values typed into a form since the last redraw
        self._acting = None        # the form of the action being carried out (its typed values are used up)
        self._drawn_seed = None    # the tournament drawn last (typed scores stay only on the same one)
        self._autoplay = None      # the task playing the computer tables
        self._thought_at = None    # when the last computer decision came back (main-thread cost)
        self._saves = 0            # saves said "Saved." (each clears its own, SAVED_SHOWN later)
        self._ai = browser.ai_client()  # the computer players of practice tables
        self._proxies = [create_proxy(self.on_click), create_proxy(self.on_submit), create_proxy(self.on_change),
                         create_proxy(self.on_input)]
        for name, proxy in zip(("click", "submit", "change", "input"), self._proxies):
            self.root.addEventListener(name, proxy)
        self._proxies.append(self.store.watch(window, self.on_stored_elsewhere))

    # --- drawing and state -------------------------------------------------
    def render(self) -> None:
        """Draw the page (typed values go, but those of score sheets other than the one acted
        on): with the tournament another tab saved meanwhile, unless this page holds changes
        it could not save."""
        if not self.store.unsaved and self.store.changed():
            self.tournament = self._stored()
        focused = self._focused()
        typed = self._typed_scores() if self.tournament.settings.seed == self._drawn_seed else []
        self.root.innerHTML = escape(views.page(self.tournament, self.view, self.lang, self.message, self.alert,
                                                self.confirm_new))
        self._drawn_seed = self.tournament.settings.seed
        again = self.root.querySelector(focused) if focused else None
        if not _absent(again):  # e.g. the player's name field again, for the next player
            again.focus()
        self._typed = False
        for selector, value in typed:
            field = self.root.querySelector(selector)
            if not _absent(field):
                if str(field.type) == "checkbox":
                    field.checked = value
                else:
                    field.value = value
                self._typed = True
        self.play_computer_tables()

    def _typed_scores(self) -> list:
        """(selector, value) of each field typed on a score sheet or correction since the last
        redraw, but not on the form acted on: saving or confirming one table's sheet kept
        nothing typed on another's (a referee lost a table's scores so)."""
        typed = []
        for form in self.root.querySelectorAll(", ".join(f'form[data-form="{kind}"]' for kind in SCORE_FORMS)):
            if not _absent(self._acting) and form.isSameNode(self._acting):
                continue
            where = self._form_selector(form)
            for field in form.querySelectorAll("input[name], select[name]"):
                own = f'{where} [name="{self.window.CSS.escape(field.name)}"]'
                if str(field.type) == "checkbox":
                    if field.checked != field.defaultChecked:
                        typed.append((own, bool(field.checked)))
                elif str(field.value) != _default_value(field):
                    typed.append((own, str(field.value)))
        return typed

    def _focused(self) -> str:
        """A selector for the field or button that has the focus, by its form and its
        name or action (the page has no ids), to focus it again after a redraw."""
        active = self.document.activeElement
        if _absent(active) or not self.root.contains(active):
            return ""
        own = self._selector(active, ("name", "data-action"))
        if not own:
            return ""
        form = active.closest("[data-form]")
        return own if _absent(form) else f"{self._form_selector(form)} {own}"

    def _form_selector(self, form) -> str:
        """A selector for a form after a redraw: its kind, round and table."""
        return self._selector(form, ("data-form", "data-round", "data-table"))

    def _selector(self, element, keys) -> str:
        """A selector by the ``keys`` attributes ``element`` has, their values escaped."""
        return "".join(f'[{key}="{self.window.CSS.escape(element.getAttribute(key))}"]'
                       for key in keys if element.hasAttribute(key))

    def _say(self, message: str, alert: bool = False) -> None:
        self.message, self.alert = message, alert

    def _show(self, message: str, alert: bool = False) -> None:
        """Say something without redrawing, so typed values stay."""
        self._say(message, alert)
        box = self.document.getElementById("t-message")
        if not _absent(box):
            box.textContent, box.className = message, "t-message t-error" if alert else "t-message"
            box.setAttribute("role", "alert" if alert else "status")

    def _show_at(self, form, message: str) -> None:
        """A refusal beside the form it concerns (views.form_error), focused, so it
        is seen and read where the values were typed; at the top of the page for
        forms without a place for it."""
        box = None if _absent(form) else form.querySelector(".t-form-error")
        if _absent(box):
            self._show(message, alert=True)
            return
        self._show("")
        for shown in self.document.querySelectorAll(".t-form-error:not([hidden])"):
            shown.hidden = True
        box.textContent, box.hidden = message, False
        box.focus()
        box.scrollIntoView(to_js({"block": "center"}, dict_converter=self.window.Object.fromEntries))

    def _stored(self) -> Tournament:
        """The stored tournament, or a blank one (an unreadable one is set aside,
        with a message; what reading changed in an older one is said too)."""
        try:
            tournament = self.store.load() or blank_tournament()
            if self.store.notes:
                self._say(" ".join(note.text(self.lang) for note in self.store.notes), alert=True)
            return tournament
        except store.UnreadableStore as broken:
            self._say(text(self.lang, "storage_broken", message=broken.error.text(self.lang), key=broken.key),
                      alert=True)
            return blank_tournament()

    def _accept(self, change: changes.Change, latest: bool = False, message: str = "",
                redraw: bool = True) -> None:
        """Apply ``change`` to the tournament, save (store.TournamentStore.update) and
        redraw (``redraw`` False: only say so, the page and what is typed on it stay);
        ``latest``: then show the latest round."""
        try:
            saved = self.store.update(self.tournament, change)
        except store.Superseded as superseded:
            self.tournament, self.confirm_new = superseded.newer, False
            self._say(text(self.lang, "superseded", message=superseded.error.text(self.lang)), alert=True)
            self.render()
            return
        self.tournament, self.confirm_new = saved.tournament, False
        if latest:
            self.view = _latest_view(saved.tournament)
        say = self._say if redraw else self._show
        if saved.failed:
            say(text(self.lang, "save_failed", reason=saved.failed), alert=True)
        else:
            said = message or text(self.lang, "merged" if saved.merged else "saved")
            say(said)
            if said == text(self.lang, "saved"):
                self._saves += 1  # an earlier save's timer must not take this one's "Saved." away at once
                asyncio.get_event_loop().call_later(SAVED_SHOWN, self._clear, said, self._saves)
        if redraw:
            self.render()

    def _clear(self, message: str, save: int) -> None:
        """Take a plain "Saved." away once read: it stood at the top of the page,
        sticky over the sheets, until the next action. Anything said since stays,
        the "Saved." of a later save too."""
        if save == self._saves and self.message == message and not self.alert:
            self._show("")

    def _run(self, act: Callable[[], None], form=None) -> None:
        """Carry out one user action; a refused one shows the reason (at ``form``,
        the form it came from) and changes nothing."""
        self._acting = form
        try:
            act()
        except TournamentError as error:
            self._show_at(form, error.text(self.lang))
        except Conflict:  # this page could not save, and another tab saved since
            self._show(text(self.lang, "diverged"), alert=True)
        except SaveFailed as failed:  # keeping the current tournament aside before a new one
            self._show(text(self.lang, "aside_failed", reason=failed.reason), alert=True)
        except store.UnreadableStore as broken:  # another tab saved a tournament that cannot be read
            self._show(text(self.lang, "storage_broken", message=broken.error.text(self.lang), key=broken.key),
                       alert=True)
        finally:
            self._acting = None

    def on_stored_elsewhere(self) -> None:
        """Another tab saved the tournament: show it, unless this page holds typed
        values or changes it could not save (they stay; the next save merges or refuses)."""
        if self.store.unsaved:
            self._show(text(self.lang, "diverged"), alert=True)
        elif self._typed:
            self._show(text(self.lang, "changed_while_typing"))
        else:
            self._say(text(self.lang, "updated_elsewhere"))
            self.confirm_new = False
            self.render()

    # --- events ------------------------------------------------------------
    def on_click(self, event) -> None:
        button = event.target.closest("button[data-action]")
        if not _absent(button):
            self._run(lambda: self._click(button), button.closest("form"))

    def _click(self, button) -> None:
        data = button.dataset
        action = str(data.action)
        if action == "view":
            self.view, self.confirm_new = str(data.view), False
            self._say("")
            self.render()
        elif action == "remove-player":
            self._accept(changes.remove_player(self.tournament, int(data.player)))
        elif action == "next-round":
            self._accept(changes.next_round(self.tournament), latest=True)
        elif action == "confirm":
            self._save_sheet(button.closest("form"), confirm=True)
        elif action == "print":
            self.window.print()
        elif action.startswith("export-"):
            self._export(action)
        elif action == "new":
            self.confirm_new = True
            self.render()
        elif action == "new-confirmed":
            self._replace(blank_tournament())

    def on_submit(self, event) -> None:
        event.preventDefault()
        self._run(lambda: self._submit(event.target), event.target)

    def _submit(self, form) -> None:
        kind = str(form.dataset.form)
        if kind == "settings":
            self._apply_settings(form)
        elif kind == "add-player":
            self._add_player(form)
        elif kind == "sheet":
            self._save_sheet(form)
        elif kind == "play":
            self._play_here(form)
        elif kind == "practice":
            self._start_practice(form)
        elif kind == "correct":
            self._correct(form)
        elif kind == "swap":
            fields = self._fields(form)
            self._accept(changes.swap(self.tournament, int(form.dataset.round), int(fields["first"]),
                                      int(fields["second"])))

    def on_change(self, event) -> None:
        target = event.target
        if target.getAttribute("data-action") == "import-json":
            files = target.files
            if files.length:
                asyncio.ensure_future(self._import(files.item(0)))
        elif not _absent(target.closest("form[data-form=settings]")) and str(target.name) in (
                "format", "final", "rounds", "games", "seconds"):
            self._run(lambda: self._apply_settings(target.form))
        elif not _absent(target.closest("form[data-form=settings]")) and str(target.name) in ("name", "seed"):
            # typed fields are saved as they are left, without a redraw (a click that left
            # them still lands): a name typed before the players were added is not lost
            self._run(lambda: self._apply_settings(target.form, redraw=False), target.form)

    def on_input(self, event) -> None:
        if not _absent(event.target.closest("form")):
            self._typed = True

    # --- actions -------------------------------------------------------------
    def _fields(self, form) -> dict[str, str]:
        return {str(key): str(value) for key, value in self.window.FormData.new(form).entries()}

    def _replace(self, tournament: Tournament, message: str = "") -> None:
        """A new tournament in place of the stored one, which is kept aside."""
        self.store.set_aside()
        self._accept(changes.replace(tournament), latest=True, message=message)

    def _apply_settings(self, form, redraw: bool = True) -> None:
        """The set-up form's settings. Controls the format does not offer are
        disabled (not sent): a club tournament's 1 minute (R-TIME), 4 games."""
        fields = self._fields(form)
        tournament_format = fields.get("format", "club")
        local = tournament_format == "local"
        seconds = fields.get("seconds", str(TOURNAMENT_CLOCK)).strip() if local else str(TOURNAMENT_CLOCK)
        try:
            settings = Settings(name=fields.get("name", ""), format=tournament_format,
                                rounds=1 if local else int(fields.get("rounds") or 3),
                                final=local or "final" in fields, two_games=local and fields.get("games") == "2",
                                seconds_per_turn=int(seconds) if seconds else None,
                                seed=int(fields.get("seed") or 0))
        except ValidationError as error:
            raise refusal(error, "invalid_value") from None
        except ValueError as error:
            raise TournamentError("invalid_value", where="settings", detail=str(error)) from None
        self._accept(changes.new_settings(self.tournament, settings), redraw=redraw)

    def _add_player(self, form) -> None:
        fields = self._fields(form)
        name = " ".join(fields.get("name", "").split())
        if not name:
            raise TournamentError("blank_name")
        self._accept(changes.add_player(self.tournament, name, fields.get("club", ""), "junior" in fields,
                                        "substitute" in fields))

    def _read_game(self, fields: dict[str, str], prefix: str, seats, saved: Game | None = None) -> Game | None:
        """One game typed on a sheet; the winner's plus may be left blank after a
        Rummikub end (it follows from the others: sheet.completed_scores, which also
        corrects a plus that followed from the ``saved`` game's scores), and the winner
        unmarked where the scores show him (sheet.implied_winner)."""
        raw = {seat: fields.get(f"{prefix}s-{seat}", "").strip() for seat in seats}
        winner = fields.get(f"{prefix}w", "")
        if not any(raw.values()) and not winner:
            return None
        pool_empty = f"{prefix}p" in fields
        winner = winner or (None if pool_empty else implied_winner(raw))
        if not winner:
            raise TournamentError("no_winner")
        winner, *shared = winner.split("+")  # "A+B": seats sharing first place (R-POOL-EMPTY)
        typed = {}
        for seat, value in raw.items():
            try:
                typed[seat] = int(value) if value else None
            except ValueError:
                raise TournamentError("missing_score", seat=seat) from None
        before = saved.scores if saved is not None and saved.winner == winner and not saved.pool_empty else None
        scores = completed_scores(typed, winner, pool_empty, before, shared)
        blank = sorted((seat == winner, seat) for seat, score in scores.items() if score is None)
        if blank:  # a loser's seat named first: the winner's plus may follow from the losers'
            raise TournamentError("missing_score", seat=blank[0][1])
        no_meld = {seat: int(fields[f"{prefix}m-{seat}"]) for seat in seats if fields.get(f"{prefix}m-{seat}")}
        try:
            return Game(scores=scores, winner=winner, pool_empty=pool_empty, no_meld=no_meld, co_winners=shared)
        except ValidationError as error:
            raise refusal(error, "invalid_value") from None

    def _save_sheet(self, form, confirm: bool = False) -> None:
        """Save the games typed on a sheet form (then confirm it); if the sheet rules
        refuse any game, nothing is saved and each refused game is named."""
        round_number, table_number = int(form.dataset.round), int(form.dataset.table)
        table = self.tournament.rounds[round_number - 1].tables[table_number - 1]
        fields = self._fields(form)
        games, problems = {}, {}
        for number in range(1, len(table.games) + 1):
            try:
                game = self._read_game(fields, f"g{number}-", table.seats, table.games[number - 1])
            except TournamentError as error:
                problems[number] = error
                continue
            if game is not None and game != table.games[number - 1]:
                games[number] = game
        change, refused = changes.enter_games(self.tournament, round_number, table_number, games)
        problems.update(refused)
        if problems:
            self._show_at(form, " ".join(text(self.lang, "game_error", n=number,
                                              message=problems[number].text(self.lang))
                                         for number in sorted(problems)))
        elif confirm:
            self._accept(changes.chain(change, changes.confirm(change(self.tournament), round_number, table_number)))
        elif games:
            self._accept(change)
        else:  # nothing new to save
            self._say(text(self.lang, "saved"))
            self.render()

    def _play_here(self, form) -> None:
        """Open the game page for this table's open games (rules.tournament.table_link)."""
        round_number, table_number = int(form.dataset.round), int(form.dataset.table)
        fields = self._fields(form)
        seats = self.tournament.rounds[round_number - 1].tables[table_number - 1].seats
        request = table_link.parse_request(f"{round_number}.{table_number}",
                                           [fields.get(f"seat-{seat}", "") for seat in seats])
        table_link.table_link(self.tournament, request)  # refused here already if it cannot be played
        self.window.location.href = table_link.game_address(request, self.lang)

    def _start_practice(self, form) -> None:
        fields = self._fields(form)
        try:
            tournament = practice_tournament(fields.get("practice-you", ""), int(fields.get("practice-players") or 8),
                                             int(fields.get("practice-rounds") or 3),
                                             fields.get("practice-level", "casual"),
                                             random.randrange(1, 1_000_000), text(self.lang, "practice"))
        except ValidationError as error:
            raise refusal(error, "invalid_value") from None
        self._replace(tournament)

    # --- practice mode: the computers' tables play themselves -----------------
    def play_computer_tables(self) -> None:
        """Start playing the latest round's computer tables, if any wait (practice mode)."""
        if computer_tables(self.tournament) and (self._autoplay is None or self._autoplay.done()):
            self._autoplay = asyncio.ensure_future(self._play_computer_tables())

    async def _play_computer_tables(self) -> None:
        try:
            while tables := computer_tables(self.tournament):
                self._show(text(self.lang, "autoplay", left=len(tables)))
                await practice.play_table(self._load, self._store_quietly, tables[0], self._think)
            self._show(text(self.lang, "autoplay_done"))
            if self.tournament.rounds[-1].confirmed:  # the user had confirmed already: standings, next round
                self.render()
        except (TournamentError, store.UnreadableStore) as error:
            reason = error.error if isinstance(error, store.UnreadableStore) else error
            self._show(text(self.lang, "autoplay_stopped", message=reason.text(self.lang)), alert=True)
        except Conflict:
            self._show(text(self.lang, "diverged"), alert=True)
        except SaveFailed as failed:
            self._show(text(self.lang, "save_failed", reason=failed.reason), alert=True)
        finally:
            self._thought_at = None

    def _load(self) -> Tournament | None:
        """The tournament to enter a computer table's result on: the stored one,
        or this page's while its last save failed."""
        return self.tournament if self.store.unsaved else self.store.load()

    def _store_quietly(self, tournament: Tournament) -> None:
        """Keep a computer table's entry and redraw only the computers' cards (the
        user may be typing on their own sheet), all of it if another tab changed
        the user's table meanwhile."""
        before, self.tournament = self.tournament, tournament
        self.store.save(tournament)
        number = len(tournament.rounds)
        if self.view != f"round-{number}":
            return
        mine = your_table(tournament)
        if mine != your_table(before):
            self.render()
            return
        for card in self.document.querySelectorAll("article.t-table"):
            table = tournament.rounds[-1].tables[int(card.dataset.table) - 1]
            if table is not mine:
                card.outerHTML = escape(views.table_card(tournament, number, table, self.lang))

    async def _think(self, observation: str, level: str, seed: int) -> str:
        """One computer decision in the "ai" worker; the time the page spent since the
        previous one (applying it, entering results) is measured as main-thread cost."""
        performance = self.window.performance
        if self._thought_at is not None:
            performance.measure("rummikub:practice-main", to_js({"start": self._thought_at, "end": performance.now()},
                                                                dict_converter=self.window.Object.fromEntries))
        move, _trouble = await self._ai.think(observation, level, seed)  # trouble: reported in the console
        self._thought_at = performance.now()
        return move

    def _correct(self, form) -> None:
        round_number, table_number = int(form.dataset.round), int(form.dataset.table)
        table = self.tournament.rounds[round_number - 1].tables[table_number - 1]
        fields = self._fields(form)
        number = int(fields["game"])
        saved = table.games[number - 1] if 1 <= number <= len(table.games) else None  # changes.correct checks it
        game = self._read_game(fields, "", table.seats, saved)
        if game is None:
            raise TournamentError("no_winner")
        now = str(self.window.Date.new().toISOString())[:16].replace("T", " ")
        self._accept(changes.correct(self.tournament, round_number, table_number, number, game,
                                     fields.get("note", ""), now))

    def _export(self, action: str) -> None:
        base = "-".join((self.tournament.settings.name or "tournament").split()) or "tournament"
        if action == "export-json":
            browser.download(f"{base}.json", export_json(self.tournament), "application/json")
        elif action == "export-csv":
            browser.download(f"{base}-standings.csv", "\ufeff" + standings_csv(self.tournament, self.lang), "text/csv")
        else:
            browser.download(f"{base}-games.csv", "\ufeff" + games_csv(self.tournament, self.lang), "text/csv")

    async def _import(self, file) -> None:
        content = str(await file.text())

        def replace_with_file() -> None:
            read = read_json(content)
            notes = " ".join(note.text(self.lang) for note in read.notes)
            self._replace(read.tournament, f'{text(self.lang, "imported")} {notes}'.strip())
        self._run(replace_with_file)


def _default_value(field) -> str:
    """What a field showed when drawn (a select: its option marked selected, else its first)."""
    if str(field.tagName) != "SELECT":
        return str(field.defaultValue)
    options = list(field.options)
    return str(next((option.value for option in options if option.defaultSelected),
                    options[0].value if options else ""))


def _absent(element) -> bool:
    return element is None or element is jsnull


def _latest_view(tournament: Tournament) -> str:
    return f"round-{len(tournament.rounds)}" if tournament.rounds else "setup"
