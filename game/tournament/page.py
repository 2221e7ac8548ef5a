"""Wiring of the director's page: browser events -> rules.tournament.director -> views.

One listener each for click, submit and change on #app; buttons name their
action in ``data-action``, forms theirs in ``data-form``. After every accepted
action the tournament is saved to localStorage and the page redrawn; a
refused action shows the reason and changes nothing (typed values stay).
"""

from __future__ import annotations

import asyncio
import random

from pydantic import ValidationError
from pyodide.ffi import create_proxy, jsnull, to_js

from game import browser, practice
from game.tournament import store, views
from game.tournament.texts import text
from rules.tournament import director, table_link
from rules.tournament.export import games_csv, standings_csv
from rules.tournament.messages import TournamentError
from rules.tournament.model import Game, Player, Settings, Tournament, export_json, import_json, refusal
from rules.tournament.practice import computer_tables, practice_tournament, your_table


def blank_tournament() -> Tournament:
    return Tournament(settings=Settings(seed=random.randrange(1, 1_000_000)), players=[])


class DirectorPage:
    def __init__(self, document, window, lang: str):
        self.document, self.window, self.lang = document, window, lang
        self.root = document.getElementById("app")
        self.storage = window.localStorage
        self.message, self.alert, self.confirm_new = "", False, False
        try:
            self.tournament = store.load(self.storage) or blank_tournament()
        except store.UnreadableStore as broken:
            self.tournament = blank_tournament()
            self._say(text(lang, "storage_broken", message=broken.error.text(lang), key=broken.key), alert=True)
        self.view = _latest_view(self.tournament)
        self._autoplay = None      # the task playing the computer tables
        self._thought_at = None    # when the last computer decision came back (main-thread cost)
        self._proxies = [create_proxy(self.on_click), create_proxy(self.on_submit), create_proxy(self.on_change)]
        for name, proxy in zip(("click", "submit", "change"), self._proxies):
            self.root.addEventListener(name, proxy)

    # --- drawing and state -------------------------------------------------
    def render(self) -> None:
        self.root.innerHTML = views.page(self.tournament, self.view, self.lang, self.message, self.alert,
                                         self.confirm_new)
        self.play_computer_tables()

    def _say(self, message: str, alert: bool = False) -> None:
        self.message, self.alert = message, alert

    def _show_refusal(self, message: str) -> None:
        """Show the reason without redrawing, so the typed values stay."""
        self._say(message, alert=True)
        box = self.document.getElementById("t-message")
        box.textContent, box.className = message, "t-message t-error"
        box.setAttribute("role", "alert")

    def _accept(self, tournament: Tournament, view: str | None = None, message: str = "") -> None:
        self.tournament = tournament
        store.save(self.storage, tournament)
        self.view = view or self.view
        self.confirm_new = False
        self._say(message or text(self.lang, "saved"))
        self.render()

    # --- events ------------------------------------------------------------
    def on_click(self, event) -> None:
        button = event.target.closest("button[data-action]")
        if _absent(button):
            return
        data = button.dataset
        action = str(data.action)
        try:
            if action == "view":
                self.view, self.confirm_new = str(data.view), False
                self._say("")
                self.render()
            elif action == "remove-player":
                player = int(data.player)
                players = [p for p in self.tournament.players if p.id != player]
                self._accept(self._setup(self.tournament.settings, players))
            elif action == "next-round":
                changed = director.start_next_round(self.tournament)
                self._accept(changed, f"round-{len(changed.rounds)}")
            elif action == "confirm":
                form = button.closest("form")
                if self._save_sheet(form):
                    self._accept(director.confirm_sheet(self.tournament, int(data.round), int(data.table)))
            elif action == "print":
                self.window.print()
            elif action.startswith("export-"):
                self._export(action)
            elif action == "new":
                self.confirm_new = True
                self.render()
            elif action == "new-confirmed":
                store.set_aside(self.storage)
                self._accept(blank_tournament(), "setup")
        except TournamentError as error:
            self._show_refusal(error.text(self.lang))

    def on_submit(self, event) -> None:
        event.preventDefault()
        form = event.target
        kind = str(form.dataset.form)
        try:
            if kind == "settings":
                self._apply_settings(form)
            elif kind == "add-player":
                self._add_player(form)
            elif kind == "sheet":
                if self._save_sheet(form):
                    self.render()
            elif kind == "play":
                self._play_here(form)
            elif kind == "practice":
                self._start_practice(form)
            elif kind == "correct":
                self._correct(form)
            elif kind == "swap":
                fields = self._fields(form)
                self._accept(director.swap_players(self.tournament, int(form.dataset.round),
                                                   int(fields["first"]), int(fields["second"])))
        except TournamentError as error:
            self._show_refusal(error.text(self.lang))

    def on_change(self, event) -> None:
        target = event.target
        if target.getAttribute("data-action") == "import-json":
            files = target.files
            if files.length:
                asyncio.ensure_future(self._import(files.item(0)))
        elif not _absent(target.closest("form[data-form=settings]")) and str(target.name) in ("format", "final", "rounds"):
            try:
                self._apply_settings(target.form)
            except TournamentError as error:
                self._show_refusal(error.text(self.lang))

    # --- actions -------------------------------------------------------------
    def _fields(self, form) -> dict[str, str]:
        return {str(key): str(value) for key, value in self.window.FormData.new(form).entries()}

    def _setup(self, settings: Settings, players: list[Player]) -> Tournament:
        if self.tournament.rounds:
            raise TournamentError("setup_locked")
        try:
            return Tournament(settings=settings, players=players)
        except ValidationError as error:
            raise refusal(error, "invalid_value") from None

    def _apply_settings(self, form) -> None:
        fields = self._fields(form)
        tournament_format = fields.get("format", "club")
        local = tournament_format == "local"
        seconds = fields.get("seconds", "").strip()
        try:
            settings = Settings(name=fields.get("name", ""), format=tournament_format,
                                rounds=1 if local else int(fields.get("rounds") or 3),
                                final=local or "final" in fields,
                                seconds_per_turn=int(seconds) if seconds else None,
                                seed=int(fields.get("seed") or 0))
        except ValidationError as error:
            raise refusal(error, "invalid_value") from None
        except ValueError as error:
            raise TournamentError("invalid_value", where="settings", detail=str(error)) from None
        self._accept(self._setup(settings, list(self.tournament.players)))

    def _add_player(self, form) -> None:
        fields = self._fields(form)
        name = " ".join(fields.get("name", "").split())
        if not name:
            raise TournamentError("blank_name")
        next_id = max((p.id for p in self.tournament.players), default=0) + 1
        player = Player(id=next_id, name=name, club=fields.get("club", ""), junior="junior" in fields,
                        substitute="substitute" in fields)
        self._accept(self._setup(self.tournament.settings, [*self.tournament.players, player]))

    def _read_game(self, fields: dict[str, str], prefix: str, seats) -> Game | None:
        raw = {seat: fields.get(f"{prefix}s-{seat}", "").strip() for seat in seats}
        winner = fields.get(f"{prefix}w", "")
        if not any(raw.values()) and not winner:
            return None
        scores = {}
        for seat, value in raw.items():
            try:
                scores[seat] = int(value)
            except ValueError:
                raise TournamentError("missing_score", seat=seat) from None
        if not winner:
            raise TournamentError("no_winner")
        no_meld = {seat: int(fields[f"{prefix}m-{seat}"]) for seat in seats if fields.get(f"{prefix}m-{seat}")}
        try:
            return Game(scores=scores, winner=winner, pool_empty=f"{prefix}p" in fields, no_meld=no_meld)
        except ValidationError as error:
            raise refusal(error, "invalid_value") from None

    def _save_sheet(self, form) -> bool:
        """Save every filled game of a sheet form; True if all were accepted."""
        round_number, table_number = int(form.dataset.round), int(form.dataset.table)
        table = self.tournament.rounds[round_number - 1].tables[table_number - 1]
        fields = self._fields(form)
        tournament, problems = self.tournament, []
        for number in range(1, len(table.games) + 1):
            try:
                game = self._read_game(fields, f"g{number}-", table.seats)
                if game is not None and game != table.games[number - 1]:
                    tournament = director.enter_game(tournament, round_number, table_number, number, game)
            except TournamentError as error:
                problems.append(text(self.lang, "game_error", n=number, message=error.text(self.lang)))
        if tournament is not self.tournament:
            self.tournament = tournament
            store.save(self.storage, tournament)
        if problems:
            self._show_refusal(" ".join(problems))
            return False
        self._say(text(self.lang, "saved"))
        return True

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
        store.set_aside(self.storage)
        self._accept(tournament, "round-1")

    # --- practice mode: the computers' tables play themselves -----------------
    def play_computer_tables(self) -> None:
        """Start playing the latest round's computer tables, if any wait (practice mode)."""
        if computer_tables(self.tournament) and (self._autoplay is None or self._autoplay.done()):
            self._autoplay = asyncio.ensure_future(self._play_computer_tables())

    async def _play_computer_tables(self) -> None:
        try:
            while tables := computer_tables(self.tournament):
                self._progress(text(self.lang, "autoplay", left=len(tables)))
                await practice.play_table(self._load, self._store_quietly, tables[0], self._think)
            self._progress(text(self.lang, "autoplay_done"))
            if self.tournament.rounds[-1].confirmed:  # the user had confirmed already: standings, next round
                self.render()
        except (TournamentError, store.UnreadableStore) as error:
            reason = error.error if isinstance(error, store.UnreadableStore) else error
            self._progress(text(self.lang, "autoplay_stopped", message=reason.text(self.lang)), alert=True)
        finally:
            self._thought_at = None

    def _load(self) -> Tournament | None:
        return store.load(self.storage)

    def _store_quietly(self, tournament: Tournament) -> None:
        """Keep a computer table's entry and redraw only the computers' cards (the
        user may be typing on their own sheet)."""
        self.tournament = tournament
        store.save(self.storage, tournament)
        number = len(tournament.rounds)
        if self.view != f"round-{number}":
            return
        mine = your_table(tournament)
        for card in self.document.querySelectorAll("article.t-table"):
            table = tournament.rounds[-1].tables[int(card.dataset.table) - 1]
            if table is not mine:
                card.outerHTML = views.table_card(tournament, number, table, self.lang)

    def _progress(self, message: str, alert: bool = False) -> None:
        """Say how the computer tables are doing without redrawing the page."""
        self._say(message, alert)
        box = self.document.getElementById("t-message")
        if not _absent(box):
            box.textContent, box.className = message, "t-message t-error" if alert else "t-message"

    async def _think(self, observation: str, level: str, seed: int) -> str:
        """One computer decision in the "ai" worker; the time the page spent since the
        previous one (applying it, entering results) is measured as main-thread cost."""
        performance = self.window.performance
        if self._thought_at is not None:
            performance.measure("rummikub:practice-main", to_js({"start": self._thought_at, "end": performance.now()},
                                                                dict_converter=self.window.Object.fromEntries))
        worker = await browser.start_worker()
        move = await worker.think(observation, level, seed)
        self._thought_at = performance.now()
        return str(move)

    def _correct(self, form) -> None:
        round_number, table_number = int(form.dataset.round), int(form.dataset.table)
        table = self.tournament.rounds[round_number - 1].tables[table_number - 1]
        fields = self._fields(form)
        game = self._read_game(fields, "", table.seats)
        if game is None:
            raise TournamentError("no_winner")
        now = str(self.window.Date.new().toISOString())[:16].replace("T", " ")
        self._accept(director.correct_game(self.tournament, round_number, table_number, int(fields["game"]),
                                           game, fields.get("note", ""), now))

    def _export(self, action: str) -> None:
        base = "-".join((self.tournament.settings.name or "tournament").split()) or "tournament"
        if action == "export-json":
            browser.download(f"{base}.json", export_json(self.tournament), "application/json")
        elif action == "export-csv":
            browser.download(f"{base}-standings.csv", "\ufeff" + standings_csv(self.tournament, self.lang), "text/csv")
        else:
            browser.download(f"{base}-games.csv", "\ufeff" + games_csv(self.tournament, self.lang), "text/csv")

    async def _import(self, file) -> None:
        content = await file.text()
        try:
            tournament = import_json(str(content))
        except TournamentError as error:
            self._show_refusal(error.text(self.lang))
            return
        store.set_aside(self.storage)
        self._accept(tournament, _latest_view(tournament), text(self.lang, "imported"))


def _absent(element) -> bool:
    return element is None or element is jsnull


def _latest_view(tournament: Tournament) -> str:
    return f"round-{len(tournament.rounds)}" if tournament.rounds else "setup"
