"""One round of games on this device: seats, turn flow, the human's turn in
progress, computer moves, end-of-game scores and the running round table.

Pure (no browser): the screen calls these methods and draws ``board()``;
time comes in as ``now_ms``. Rules questions go to game.engine.
Seats keep their labels A-D for the whole round (R-ROUND); game ``g`` seats
them clockwise per club 7.2 and seat A..D starts (R-SEATS, R-START club).
"""

from __future__ import annotations

import json
import random
from typing import List, Optional

from rules.game import View
from rules.tiles import face_of
from rules.tournament import seating, standings
from rules.turn import MELD_MINIMUM

from game import engine, e2e_setup, move_log
from game.clock import TurnClock
from game.hands import NumberHands
from game.i18n import Message, message, text, tile_name, winners_text
from game.results import GameResult
from game.seats import Seats
from game.settings import SEAT_LABELS, GameSettings, game_seed
from game.view_model import BoardView, SeatView, SetView
from game.workspace import Workspace

SAVE_VERSION = 1
HINT_STEPS = 2  # the steps a hint gives at a time, when it has more than one step more
GAMES_PER_ROUND = seating.games_per_round("club")


def said_step(lang: str, laid, kept, taken) -> str:
    """One set of a hint (engine.hint, engine.steps): the rack tiles to lay and to what, the
    table tiles it takes out of other sets (named without set numbers: the sets' numbers
    change as the hint is followed)."""
    def names(tiles) -> str:
        return ", ".join(tile_name(lang, face_of(tile)) for tile in tiles)
    if not laid:
        said = message("hint_move", tiles=names(taken), others=names(kept)) if kept else \
            message("hint_regroup", tiles=names(taken))
        return said.text(lang)
    if kept:
        said = message("hint_with", tiles=names(laid), others=names(kept))
    else:
        first, *rest = laid
        said = message("hint_new_set", first=names([first]), rest=names(rest)) if rest else \
            message("hint_new_set_alone", first=names([first]))
    out = message("hint_taken", tiles=names(taken)).text(lang) if taken else ""
    return said.text(lang) + (f" ({out})" if out else "")


class Session(NumberHands, Seats):
    def __init__(self, settings: GameSettings, game_no: int = 1, results: Optional[list] = None,
                 now_ms: float = 0.0, history: Optional[str] = None):
        if settings.seed is None:
            settings = settings.with_seed(random.randrange(2**31))
        self.settings = settings
        self.lang = settings.lang
        self.game_no = game_no
        self.results: List[GameResult] = [GameResult.model_validate(r) for r in results or []]
        count = len(settings.seats)
        self.labels = SEAT_LABELS[:count]
        plan = seating.game_plan(count, game_no)
        # engine player i sits at seat self.order[i] (index into settings.seats)
        self.order = [self.labels.index(label) for label in plan.clockwise]
        starter = plan.clockwise.index(plan.starter)
        self.log: list = []  # game.move_log.Move, rebuilt from the history when loaded
        if history is None:
            self.game = engine.new_game(count, game_seed(settings.seed, game_no), starter, settings.profile,
                                        settings.clock, settings.strict, int(now_ms), settings.invalid_end)
        else:
            self.game = engine.load_game(history, move_log.watcher(self.log))
        self.rack_orders: dict = {}
        self.selected: Optional[int] = None
        self.hint_targets: tuple = ()  # (lit tiles, the set they go to) per step of the hint in sight
        self.fresh: frozenset = frozenset()
        self.effects: list = []
        self.error: Optional[Message] = None   # kept as key + parameters: worded when drawn
        self.notice: Optional[Message] = None
        self.workspace: Optional[Workspace] = None
        self.clock: Optional[TurnClock] = None
        self.viewer: Optional[int] = None        # seat index whose rack is shown
        self.privacy: Optional[int] = None       # seat waiting behind the privacy screen
        self.held_ms = 0.0                       # the time his turn has spent (after a reload)
        self.warned = False
        self.clock_limit = settings.clock
        if settings.extra.get("test") and history is None and not settings.table:
            self._apply_test_hook(settings.extra["test"])
        self.turn_mark = move_log.mark(self.game)
        self._begin_turn(now_ms)

    def _apply_test_hook(self, value: str) -> None:
        """Known positions for the browser tests (game.e2e_setup)."""
        setup = e2e_setup.parse(value)
        if setup.clock is not None:
            self.clock_limit = setup.clock
        if setup.rack is not None:
            human = next(i for i, s in enumerate(self.settings.seats) if s.human)
            self.game.set_position(self.player_of(human), setup.table, setup.rack, setup.melded)
        if setup.played:
            from game.players import choose_move  # the test hook only: the page asks the worker
            from rules.observation import observe

            self.turn_mark = move_log.mark(self.game)
            while not self.state().finished:
                level = self.settings.seats[self.current_seat()].level or "beginner"
                move = choose_move(observe(self.game, self.state().current), level, engine.decision_seed(self.game))
                engine.computer_move(self.game, move.as_action(), 0)
                self._log_turn()  # the move log as a game played on the page has it

    # -- seats ------------------------------------------------------------
    def state(self) -> View:
        """The game, read-only (rules.game.View): the session reads its state only so (the move
        log marks each turn from the game itself, game.move_log)."""
        return self.game.view()

    @property
    def games_total(self) -> int:
        """R-ROUND: games of this round (a tournament table's format, else club's 4)."""
        return self.settings.table["games"] if self.settings.table else GAMES_PER_ROUND

    # -- turn flow ----------------------------------------------------------
    def _begin_turn(self, now_ms: float, spent_ms: float = 0.0) -> None:
        """A new turn; a refusal from before (e.g. "Wait for your turn" to a tap during a
        computer's turn) is stale now and goes."""
        self.error = None
        if self.notice is not None and self.notice.key.startswith("hint"):  # a hint is for its turn only
            self.notice = None
        self.selected, self.hint_targets, self.warned = None, (), False
        state = self.state()
        if state.finished:
            self.workspace = self.clock = None
            self._record_result()
            return
        seat = self.current_seat()
        if self.settings.seats[seat].human:
            self._open_workspace(seat)
            self._hand_over(seat, now_ms, spent_ms)
        else:
            self._watch()

    def _workspace(self, table, rack) -> Workspace:
        return Workspace(table, rack, strict=self.settings.strict)

    # -- the human's moves --------------------------------------------------
    def drop(self, tile: int, kind: str, index: int = -1, position: Optional[int] = None) -> bool:
        """Move ``tile`` to the rack, set ``index`` or a new set (drag and drop)."""
        if not self._can_edit():
            if kind == "rack" and self._reorder_waiting_rack(tile, position):
                return True
            self._locked()
            return False
        following = bool(self.hint_targets)  # a hint being followed stays in sight, its tiles lit till placed
        if not following:
            self.notice = None
        if not self._move(tile, kind, index, position):
            return False
        self.effects.append(("sound", "place"))
        if following and not self.hinted:
            self.hint_targets, self.notice = (), None  # all its tiles are where it puts them
        return True

    def dismiss_notice(self) -> None:
        """The notice closed by its ×: a hint's lit tiles go with its words."""
        self.notice, self.hint_targets = None, ()

    @property
    def hinted(self) -> frozenset:
        """The hint's lit tiles not yet where it puts them: on the rack, or in a set holding a
        tile the hint's set does not (a tile laid to the wrong set stays lit)."""
        if not self.hint_targets or self.workspace is None:
            return frozenset()
        where = {tile: frozenset(tiles) for tiles in self.workspace.sets for tile in tiles}
        return frozenset(tile for lit, target in self.hint_targets for tile in lit
                         if tile not in where or not where[tile] <= target)

    def reset_turn(self) -> None:
        """Everything back as at the start of the turn; under strict refused
        while a tile is attached (R-TAKEBACK, club 11.3)."""
        if self._can_edit():
            refused = self.workspace.reset()
            self.selected = None
            if refused:
                self._refuse(message(refused))
            else:
                self.error = None
                self._say(text(self.lang, "turn_reset"))

    def draw(self, now_ms: float) -> None:
        """R-TURN: drawing ends the turn. A table he rearranged without a rack
        tile stays if it is valid (R-REARRANGE, club 13.1); any other goes back
        as it was at the start of the turn, his tiles to his rack, and the
        notice says which and why. Under strict, tiles attached this turn
        cannot go back (R-TAKEBACK, club 11.3): the button gives the turn up
        as when the time runs out (R-TIMEOUT)."""
        if not self._can_edit():
            return
        if self.workspace.attached:
            self._end_early(now_ms, "gave_up")
            return
        self.notice = None
        seat = self.current_seat()
        table = self.workspace.table() if self.workspace.table_changed() else None
        outcome = engine.draw(self.game, now_ms, table)
        if not outcome.ok:
            self._refuse(engine.refusal(outcome.rule))
            return
        self.fresh = frozenset()
        drawn = ", ".join(self._name(t) for t in outcome.drawn)
        # in hot-seat the notice is the next player's to read (and his hand-over screen's): never which tile
        shown = message("a_tile") if drawn and self.multi_human() else drawn
        then = message("then_drew", tile=shown) if drawn else message("then_passed")
        if outcome.kind == "rearrange":
            self.notice = message("drew_rearranged", tile=shown) if drawn else message("passed_rearranged")
        elif outcome.rule == "R-TURN":
            self.notice = message("draw_took_back", then=then)
        elif outcome.rule:
            self.notice = message("draw_restored", why=engine.refusal(outcome.rule), then=then)
        self.notice = self._named(seat, self.notice)
        self._say(self.notice.text(self.lang) if self.notice else
                  text(self.lang, "you_drew", tile=drawn) if drawn else self._said(seat, "passed"))
        self.effects.append(("sound", "draw"))
        self.error = None
        self._end_turn(now_ms)

    def end_turn(self, now_ms: float) -> bool:
        """Ask the engine. An illegal table (R-INVALID-END): `reject` refuses it
        with the rule's message and the clock keeps running; `penalize` (club
        11.6) restores the turn's start, draws the penalty tiles and says so.
        With no rack tile on the table there is no turn to end, under either
        setting: rearranging alone is not a turn (R-REARRANGE, club 13.1), the
        refusal points him to Draw, and nothing is penalized."""
        if not self._can_edit():
            return False
        if not self.workspace.played():
            self._refuse(engine.refusal("R-REARRANGE"))
            return False
        table, seat = self.workspace.table(), self.current_seat()  # the seat that plays, not the next one
        outcome = engine.play(self.game, table, now_ms)
        if not outcome.ok:
            self._refuse(engine.meld_refusal(self.state().table, table, self.workspace.start_rack)
                         if outcome.rule == "R-MELD30" else
                         self._set_refusal(outcome.rule, table))
            return False
        self.error = None
        if outcome.kind == "penalty":
            self.fresh = frozenset()
            self.notice = self._named(seat, engine.penalized(outcome))
            self.effects.append(("sound", "error"))
            self._say(self.notice.text(self.lang))
        else:
            self.fresh = frozenset(self.workspace.played())
            self._say(self._played_text(seat, len(self.fresh)))
            self.effects.append(("sound", "place"))
        self._end_turn(now_ms)
        return True

    @staticmethod
    def _set_refusal(rule: str, table) -> Message:
        """The engine's refusal; a set of one or two tiles is named as such (R-RUN, R-GROUP: issue #19)."""
        short = next((number for number, tiles in enumerate(table, start=1) if len(tiles) < 3), None)
        if rule in ("R-RUN", "R-GROUP") and short is not None:
            count = len(table[short - 1])
            return message("set_single" if count == 1 else "set_two", n=short, rule=rule)
        return engine.refusal(rule)

    def redeal(self, now_ms: float) -> None:
        """R-REDEAL claimed by the human whose rack is shown."""
        if self.viewer is None or not engine.can_redeal(self.game, self.player_of(self.viewer)):
            return
        engine.redeal(self.game, self.player_of(self.viewer), now_ms)
        self._log_turn(self.player_of(self.viewer))
        self.rack_orders.clear()
        self.fresh = frozenset()
        self.notice = message("redealt", name=self.seat_name(self.viewer))
        self._say(self.notice.text(self.lang))
        self._begin_turn(now_ms)

    def hint(self) -> None:
        """The solver's best play, in the steps a player makes, its tiles lit (if hints are
        on); more than HINT_STEPS + 1 steps are given HINT_STEPS at a time: asked again, the
        hint goes on from where the turn stands."""
        if not self._can_edit():
            return
        if not self.settings.hints:
            self.notice = message("hints_off")
            return
        workspace, state = self.workspace, self.state()
        valid, melded = all(engine.set_kind(tiles) for tiles in workspace.sets), state.melded[state.current]
        if workspace.played() and valid and not melded:  # R-MELD30: the meld, then nothing
            done = engine.meld_total(workspace.sets, workspace.start_rack) >= MELD_MINIMUM
            play = [] if done else engine.hint(self.game)
        else:  # from where his turn stands (melded: also with sets a step left broken, R-REARRANGE), else its start
            now = workspace.changed() and (valid or melded)
            play = engine.hint(self.game, workspace.table(), workspace.rack) if now else []
            done = not play and valid and bool(workspace.played())
            if not play and not done:
                play = engine.hint(self.game)
        shown = play[:HINT_STEPS] if len(play) > HINT_STEPS + 1 else play  # a long one in parts (a child's turn 9)
        self.hint_targets = tuple((frozenset(laid + taken), frozenset(laid + kept + taken)) for laid, kept, taken in shown)
        sets = " · ".join(said_step(self.lang, *made) for made in shown)
        more = len(play) - len(shown)
        self.notice = (message("hint_sets_more", sets=sets, n=more) if more else message("hint_sets", sets=sets)
                       if sets else message("hint_done" if done else "hint_none"))
        self._say(self.notice.text(self.lang))

    # -- the clock ----------------------------------------------------------
    def timeout(self, now_ms: float) -> None:
        """R-TIMEOUT, applied by the engine with the profile's consequence."""
        self._end_early(now_ms, "timeout")

    def _end_early(self, now_ms: float, why: str) -> None:
        """The turn ends as R-TIMEOUT ends it: the time ran out (``why``
        "timeout"), or under strict he gave it up with tiles attached that
        cannot go back ("gave_up", R-TAKEBACK club 11.3)."""
        table, seat = self.workspace.table() if self.workspace else self.state().table, self.current_seat()
        outcome = engine.timeout(self.game, table, now_ms)
        self.error = None
        self.notice = self._named(seat, message(why, what=message(outcome.kind, n=len(outcome.drawn))))
        self.effects.append(("sound", "error"))
        said = self.notice.text(self.lang)
        if outcome.drawn and self._you(seat, "drew").startswith("you_"):  # the one human hears which: no one else does
            said += " " + text(self.lang, "you_drew", tile=", ".join(self._name(t) for t in outcome.drawn))
        self._say(said)
        self._end_turn(now_ms)

    # -- computer players ---------------------------------------------------
    def ai_request(self) -> tuple:
        """(observation JSON, level, seed) for the worker's think()."""
        seat = self.current_seat()
        observation = engine.observation(self.game, self.state().current)
        seed = engine.decision_seed(self.game)
        return observation, self.settings.seats[seat].level, seed

    def apply_ai(self, move_json: str, now_ms: float) -> None:
        """Apply the worker's move (game.engine.computer_move: an illegal
        answer becomes a draw)."""
        if not self.computer_turn():
            return
        seat = self.current_seat()
        try:
            move = json.loads(move_json)
        except ValueError:
            move = {}
        outcome = engine.computer_move(self.game, move if isinstance(move, dict) else {}, now_ms)
        self.fresh = outcome.laid
        if outcome.laid:
            self._say(self._said(seat, "computer_laid", tiles="; ".join(
                text(self.lang, "laid_new_set" if outcome.laid.issuperset(tiles) else "laid_in_set", n=number,
                     tiles=", ".join(self._name(tile) for tile in tiles if tile in outcome.laid))
                for number, tiles in enumerate(self.state().table, start=1) if outcome.laid.intersection(tiles))))
            self.effects.append(("sound", "place"))
        else:
            self._say(self._said(seat, "drew" if outcome.kind == "draw" else "passed"))
            self.effects.append(("sound", "draw"))
        self._end_turn(now_ms)

    # -- end of game and round ----------------------------------------------
    def _record_result(self) -> None:
        """R-SCORE with its breakdown, R-PLACEMENT for the round table."""
        if any(result.game == self.game_no for result in self.results):
            return
        result = engine.game_result(self.game, self.game_no, lambda player: self.labels[self.seat_of(player)])
        self.results.append(result)
        self.effects.append(("sound", "win"))
        self._say(winners_text(self.lang, [self.seat_name(self.labels.index(label)) for label in result.winners]))

    def untouched(self) -> bool:
        """Nobody has moved in this round yet: a new game loses the player nothing."""
        return self.game_no == 1 and not self.results and self.state().version == 0

    def round_over(self) -> bool:
        return bool(self.results) and self.results[-1].game >= self.games_total

    def next_game(self, now_ms: float, game_no: Optional[int] = None) -> "Session":
        """R-ROUND: the next game of the round (new deal, rotated seats); a
        tournament table may skip games already on its sheet (``game_no``). The
        notice says the new order (R-SEATS: a child wondered why the seats had moved)."""
        session = Session(self.settings, game_no or self.game_no + 1, self.results, now_ms)
        first = session.state().current  # the order of play from the one who starts (it read "Mama, …; Lena starts")
        order = ", ".join(session.seat_name(seat) for seat in session.order[first:] + session.order[:first])
        session.notice = message("seats_turned", n=session.game_no, order=order,
                                 first=session.seat_name(session.current_seat()))  # no one has moved yet
        return session

    @property
    def standings_order(self) -> str:
        """R-STANDINGS of this match (rules.tournament.standings): named by its
        profile, `original` (games won, then total score) or `club` (placement
        points first; a tournament table always plays under club)."""
        return self.settings.profile

    def standings(self) -> list:
        """R-STANDINGS over the games played so far: (rank, label, what the match
        ranks by first (placement points, or games won under `original`), total)."""
        lines = [standings.GameLine(self.labels.index(label), result.places[label], result.points[label], score)
                 for result in self.results for label, score in result.scores.items()]
        records = standings.tally(lines, range(len(self.labels)))
        wins = self.standings_order == "original"
        return [(row.rank, self.labels[row.record.player],
                 row.record.place_counts[0] if wins else row.record.points, row.record.total)
                for row in standings.rank(records.values(), self.standings_order)]

    # -- the view -----------------------------------------------------------
    def board(self, now_ms: float) -> BoardView:
        editing = self._can_edit()
        state = self.state()
        table_sets = self.workspace.sets if editing else state.table
        seats = []
        for seat in range(len(self.settings.seats)):
            player = self.player_of(seat)
            spec = self.settings.seats[seat]
            count = None if self.settings.strict else state.counts[player]
            seats.append(SeatView(self.labels[seat], self.seat_name(seat), spec.level, count,
                                  turn=not state.finished and player == state.current,
                                  melded=state.melded[player], viewer=seat == self.viewer))
        seats = [seats[s] for s in self.order]  # clockwise, as they sit
        rack = self._shown_rack(editing)
        fresh = frozenset() if self.settings.strict else self.fresh
        authors, sets = self.authors(), []
        standing = [sorted(tiles) for tiles in state.table] if editing else None
        for tiles in table_sets:
            kind, shown = engine.set_shown(tuple(tiles))
            mine = standing is not None and sorted(tiles) not in standing  # his own work this turn: no badge
            sets.append(SetView(list(shown), kind, fresh & set(tiles),
                                by=() if mine else tuple(sorted({authors[t] for t in tiles if t in authors}))))
        enabled = self._turn_actions(editing, state.finished) | ({"hint"} if editing else set())
        if self.viewer is not None and not state.finished and \
                engine.can_redeal(self.game, self.player_of(self.viewer)):
            enabled.add("redeal")
        clock_text, clock_phase = self.clock_face(now_ms)
        draw_note = self._draw_note() if editing else ""
        meld, touched = None, False  # R-MELD30: the running total while the first meld is built, a hint for beginners
        if editing and self.settings.hints and not state.melded[state.current]:
            meld = engine.meld_total(self.workspace.sets, self.workspace.start_rack)
            touched = not engine.table_untouched(self.workspace.start_table, self.workspace.sets)
        return BoardView(
            lang=self.lang, seats=seats, pool=state.pool, table=sets, rack=rack,
            viewer_name=self.seat_name(self.viewer) if self.viewer is not None and self.multi_human() else "",
            my_turn=editing, selected=self.selected, hinted=self.hinted, enabled=frozenset(enabled),
            status=self.status(), clock_text=clock_text, clock_phase=clock_phase,
            hints_allowed=self.settings.hints, draw_note=draw_note,
            game_label=self.game_label(), log=self.log_view(), meld_total=meld, meld_touched=touched,
            final_turns=state.final_turns)

    def _draw_note(self) -> str:
        """What pressing Draw does to the table: "keeps" a valid rearrangement
        without a rack tile (R-REARRANGE, club 13.1), "restores" the turn's
        start, "give_up" under strict with tiles attached (R-TAKEBACK; "give_up_original"
        where the timeout restores all with a penalty, R-TIMEOUT); "" if the table is unchanged."""
        if self.workspace.attached:
            return "give_up_original" if self.game.settings.timeout == "original" else "give_up"
        if not self.workspace.table_changed():
            return ""
        return "restores" if engine.rearrangement(self.game, self.workspace.table()) else "keeps"

    def game_label(self) -> str:
        label = text(self.lang, "game_n", n=self.game_no, total=self.games_total)
        table = self.settings.table
        return text(self.lang, "table_label", round=table["round"], table=table["table"]) + " · " + label \
            if table else label

    def _played_text(self, seat: int, count: int) -> str:
        return self._said(seat, "played", n=count)

    def _name(self, tile: int) -> str:
        return tile_name(self.lang, face_of(tile))

    # -- saving -------------------------------------------------------------
    def to_save(self, now_ms: float, wall_ms: Optional[float] = None) -> dict:
        """Everything needed to resume exactly (the engine's history inside).
        ``wall_ms`` (``Date.now()``) stores when the turn's clock started, so a
        reload does not give the player his time back (R-TIME)."""
        workspace = None
        if self._turn_in_progress():
            workspace = {"sets": self.workspace.sets, "rack": self.workspace.rack}
            if self.workspace.attached:  # strict R-TAKEBACK: a reload frees none of them
                workspace["attached"] = sorted(self.workspace.attached)
        return self._save_frame(SAVE_VERSION, engine.history_json(self.game), workspace, now_ms, wall_ms)

    @classmethod
    def from_save(cls, data: dict, now_ms: float, wall_ms: Optional[float] = None) -> "Session":
        """Rebuild from ``to_save`` as game.storage.decode accepted it (the unfinished
        turn's tiles checked there against the game). The turn's clock counts the
        time since it started (``turn_started``), never less than the time spent
        when saved."""
        if data.get("version") != SAVE_VERSION:
            raise ValueError(f"unknown save version {data.get('version')!r}")
        settings = GameSettings.from_dict(data["settings"])
        session = cls(settings, int(data["game_no"]), data["results"], now_ms, history=data["history"])
        session._resume_frame(data)
        if session._turn_in_progress():
            saved = data.get("workspace")
            session._open_workspace(session.current_seat())
            if saved:
                session.workspace.sets = [list(s) for s in saved["sets"]]
                session.workspace.rack = list(saved["rack"])
                session.workspace.attached = frozenset(saved.get("attached", ()))
            session._resume_clock(data, now_ms, wall_ms)
        return session
