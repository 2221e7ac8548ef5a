"""One word game on this device (word-rules-spec.md): seats, turn flow, the
human's turn in progress (rows of letters instead of sets), jokers' letters,
computer moves, the challenge window, the end and the save.

Pure (no browser) and duck-typed like game.session.Session, which the screen
drives the same way; the lexicon (rules.words.lexicon) is passed in, time as
``now_ms``. Rules questions go to rules.words.game's ``WordGame``; seats,
privacy, tap-tap play, the rack's order and the clock's tick are game.seats'.

A word round is one game (``games_total`` 1): ``next_game`` deals afresh.
Computers never challenge (W-CHALLENGE): only the humans other than the
player may; a computer's next action closes the window, and a play that
would end the game with no human to challenge it is accepted at once.
"""

from __future__ import annotations

import json
import random
import unicodedata
from dataclasses import replace
from typing import List, Optional

from rules import safe_json
from rules.flow import GameError
from rules.history import HistoryError
from rules.profiles import WordSettings
from rules.words import history as word_history
from rules.words.game import WIN_POINTS, WordGame, WordOutcome, WordView
from rules.words.messages import WORD_MESSAGES
from rules.words.tiles import FACE_OF, JOKER, JOKER_IDS, LETTERS, face_ids, format_rack, format_word, parse_rack, spell
from rules.words.turn import FIRST_WORD_MINIMUM, WORD_MINIMUM, new_words, shown

from game import e2e_setup, engine, move_log
from game.clock import TurnClock
from game.i18n import Message, message, text, winners_text
from game.seats import Seats
from game.session import SAVE_VERSION
from game.settings import SEAT_LABELS, GameSettings, game_seed
from game.view_model import BoardView, ChallengeView, SeatView, SetView
from game.words.results import WordResult
from game.workspace import Workspace
from rules.tournament import seating

# The numbers game's levels (game.settings.LEVELS) as the word game's (game.players.words.LEVELS).
WORD_LEVELS = {"beginner": "child", "casual": "child", "club": "club", "master": "master"}
VOWELS = frozenset(LETTERS.index(letter) for letter in "AEIOUÄÖÜ")


def _at_end(tiles, tile) -> int:
    """A letter dropped into a row without a position goes to its end."""
    return len(tiles)


def _sort_key(mode: str):
    """The rack sorted "alpha" (A..Z Ä Ö Ü, jokers last) or "vowels" (vowels first, then alpha)."""
    if mode == "vowels":
        return lambda tile: (FACE_OF[tile] not in VOWELS, FACE_OF[tile], tile)
    return lambda tile: (FACE_OF[tile], tile)


class WordSession(Seats):
    SPELL = staticmethod(lambda row, game: format_word(row, game.jokers))  # a row in the move log (game.move_log)
    POOL_RAN_OUT = "word_pool_ran_out"
    WORDING = "word_"  # a refused or dropped move in the word game's words (game.hands)
    PICKED = "word_picked"
    def __init__(self, settings: GameSettings, lexicon, game_no: int = 1, results: Optional[list] = None,
                 now_ms: float = 0.0, history: Optional[str] = None):
        if settings.seed is None:
            settings = settings.with_seed(random.randrange(2**31))
        self.settings = replace(settings, variant="words")
        self.lexicon = lexicon
        self.lang = settings.lang
        self.game_no = game_no
        self.results: List[WordResult] = [WordResult.model_validate(r) for r in results or []]
        count = len(settings.seats)
        self.labels = SEAT_LABELS[:count]
        plan = seating.game_plan(count, 1)
        self.order = [self.labels.index(label) for label in plan.clockwise]  # player i sits at seat order[i]
        self.log: list = []  # game.move_log.Move, rebuilt from the history when loaded
        if history is None:
            self.started_at = int(now_ms)
            self.game = WordGame(count, game_seed(settings.seed, game_no), lexicon,
                                 WordSettings.for_choices(settings.clock, settings.check, settings.refill),
                                 plan.clockwise.index(plan.starter), self.started_at)
        else:
            self.started_at = int(safe_json.loads(history).get("started_at", 0))
            self.game = word_history.from_json(history, lexicon, watch=move_log.watcher(self.log, self.SPELL))
        self.rack_orders: dict = {}
        self.selected: Optional[int] = None
        self.fresh: frozenset = frozenset()
        self.effects: list = []
        self.error: Optional[Message] = None
        self.notice: Optional[Message] = None
        self.workspace: Optional[Workspace] = None
        self.letters: dict = {}              # joker tile id -> letter face, for the turn in progress (W-JOKER)
        self._letters_undo: tuple = (None, [])  # (workspace, [(its undo steps, letters a move forgot)])
        self.asking: Optional[int] = None    # the joker whose letter the player is asked for
        self.clock: Optional[TurnClock] = None
        self.viewer: Optional[int] = None
        self.privacy: Optional[int] = None
        self.held_ms = 0.0  # the time a turn behind the privacy screen has spent (after a reload)
        self.warned = False
        self.clock_limit = settings.clock
        self.now_ms = now_ms
        if settings.extra.get("test") and history is None:
            self._apply_test_hook(settings.extra["test"])
        self.turn_mark = move_log.mark(self.game)
        self._begin_turn(now_ms)

    def _apply_test_hook(self, value: str) -> None:
        """Known positions for the browser tests (game.e2e_setup: ``letters``, ``clock``)."""
        setup = e2e_setup.parse(value)
        if setup.clock is not None:
            self.clock_limit = setup.clock
        if setup.letters is not None:
            free = {face: list(face_ids(face)) for face in set(FACE_OF)}
            rack = [free[face].pop(0) for face in parse_rack(setup.letters)]
            human = next(i for i, s in enumerate(self.settings.seats) if s.human)
            self.game.set_rack(self.player_of(human), rack)

    # -- seats ------------------------------------------------------------
    def state(self) -> WordView:
        return self.game.view()

    @property
    def games_total(self) -> int:
        return 1

    def human_turn(self) -> bool:
        """A human's turn; nobody's while the end waits for a challenge (W-CHALLENGE)."""
        state = self.state()
        return not state.finished and not state.waiting and self.settings.seats[self.current_seat()].human

    def computer_turn(self) -> bool:
        state = self.state()
        return not state.finished and not state.waiting and not self.settings.seats[self.current_seat()].human

    # -- turn flow ----------------------------------------------------------
    def _workspace(self, table, rack) -> Workspace:
        return Workspace(table, rack, strict=False, slot=_at_end, sort_key=_sort_key, shown=list)  # rows as laid

    def _begin_turn(self, now_ms: float, spent_ms: float = 0.0) -> None:
        """A new turn; a refusal from before (e.g. "Wait for your turn" to a tap during a
        computer's turn) is stale now and goes."""
        self.error = None
        self.selected, self.asking, self.warned = None, None, False
        if self.state().waiting and not self._challengers():
            self._accept(now_ms)
        state = self.state()
        if state.finished:
            self.workspace = self.clock = None
            self._record_result()
            return
        if state.waiting:  # the humans decide: challenge or accept
            self.workspace = self.clock = None
            return
        seat = self.current_seat()
        if self.settings.seats[seat].human:
            self._open_workspace(seat)
            self.letters = dict(state.jokers)
            self._hand_over(seat, now_ms, spent_ms)
        else:
            self._watch()

    # -- the human's moves --------------------------------------------------
    def drop(self, tile: int, kind: str, index: int = -1, position: Optional[int] = None) -> bool:
        """Move ``tile`` to the rack, row ``index`` (before ``position``, else
        at its end) or a new row. A joker laid from the rack or moved to
        another row asks for its letter; back on the rack it forgets it."""
        if not self._can_edit():
            if kind == "rack" and self._reorder_waiting_rack(tile, position):
                return True
            self._locked()
            return False
        self.notice = None
        source = self.workspace.where(tile)
        steps = self.workspace.undo_steps()
        if not self._move(tile, kind, index, position):
            return False
        where = self.workspace.where(tile)
        forgotten = {}
        if FACE_OF[tile] == JOKER:
            same_row = source.kind == where.kind == "set" and kind == "set" and source.index == index
            if not same_row and tile in self.letters:
                forgotten[tile] = self.letters.pop(tile)
            self.asking = self._unlettered()
        if self.workspace.undo_steps() > steps:  # undoing this move gives the joker its letter back
            owner, kept = self._letters_undo
            self._letters_undo = (self.workspace, [*(kept if owner is self.workspace else []), (steps + 1, forgotten)])
        if self.asking is not None:
            self._say(text(self.lang, "word_joker_ask"))
        self.effects.append(("sound", "place"))
        return True

    @property
    def joker_choice(self) -> Optional[int]:
        """The joker whose letter the player is asked for now (W-JOKER), or None."""
        return self.asking if self._can_edit() else None

    def choose_joker(self, letter: str) -> bool:
        """W-JOKER: the joker asked about (``board().joker_choice``) stands for ``letter``."""
        if not self._can_edit():
            self.error = message("not_your_turn")
            return False
        joker = self.asking if self.asking is not None else self._unlettered()
        if joker is None:
            self._refuse(message("word_joker_none"))
            return False
        capital = unicodedata.normalize("NFC", str(letter).strip()).upper()
        if len(capital) != 1 or capital not in LETTERS:
            self._refuse(message("word_joker_bad", letter=str(letter)[:8]))
            return False
        self.letters[joker] = LETTERS.index(capital)
        self.asking, self.error = self._unlettered(), None
        self._say(text(self.lang, "word_joker_set", letter=capital))
        return True

    def undo(self) -> None:
        """The last move taken back; a joker it moved back to its row has its letter
        again, one back on the rack has none (W-JOKER)."""
        if not self._can_edit():
            return
        steps = self.workspace.undo_steps()
        if self.workspace.undo():
            owner, kept = self._letters_undo
            if owner is self.workspace and kept and kept[-1][0] == steps:
                self.letters.update(kept.pop()[1])
            self.letters = {tile: face for tile, face in self.letters.items() if tile not in self.workspace.rack}
            self.selected, self.error = None, None
            self.asking = self._unlettered()
            self._say_undone()

    def reset_turn(self) -> None:
        """Everything back as at the start of the turn (no R-TAKEBACK under the word rules)."""
        if self._can_edit():
            self.workspace.reset()
            self.letters, self._letters_undo = dict(self.state().jokers), (None, [])
            self.selected, self.asking, self.error = None, None, None
            self._say(text(self.lang, "turn_reset"))

    def draw(self, now_ms: float) -> None:
        """W-PASS: one tile, which ends the turn (none once the pool is empty);
        table words he changed go back as they were at the start of the turn."""
        if not self._can_edit():
            return
        self.now_ms = now_ms
        restored, seat = self.workspace.table_changed(), self.current_seat()
        outcome = self.game.draw(int(now_ms))
        self.fresh = frozenset()
        self.notice = self._named(seat, message("word_draw_restored") if restored else None)
        drawn = ", ".join(self._name(tile) for tile in outcome.drawn)
        self._say(text(self.lang, "you_drew", tile=drawn) if drawn else self._said(seat, "passed"))
        self.effects.append(("sound", "draw"))
        self.error = None
        self._end_turn(now_ms)

    def end_turn(self, now_ms: float) -> bool:
        """Lay the rows as they are: WordGame.play judges them (W-CHANGE ..
        W-STEM; W-WORD too under ``auto``); a refusal says why and the turn
        and its clock go on."""
        if not self._can_edit():
            return False
        self.now_ms = now_ms
        if not self.workspace.played():
            self._refuse(WORD_MESSAGES.message("no-rack-tile"))
            return False
        pending = self._unlettered()
        if pending is not None:
            self.asking = pending
            row = next(row for row in self.workspace.sets if pending in row)
            self._refuse(WORD_MESSAGES.message("joker-letter", word=shown(row, self.letters)))
            return False
        seat, before, rack = self.current_seat(), self.state(), self.rack_of(self.current_seat())
        try:
            outcome = self.game.play(self.workspace.table(), self._jokers(), int(now_ms))
        except GameError as refusal:
            self._refuse(refusal.message or WORD_MESSAGES.message("tiles", word="?"))
            return False
        self.error = None
        self.fresh = frozenset(self.workspace.played())
        self._laid(seat, before, rack, outcome)
        self._end_turn(now_ms)
        return True

    def redeal(self, now_ms: float) -> None:
        """The word rules have no redeal."""

    def hint(self) -> None:
        """The word game offers no hints."""
        self.notice = message("word_no_hints")

    # -- the clock ----------------------------------------------------------
    def timeout(self, now_ms: float) -> None:
        """W-TIME: WordGame.timeout with the rows as he left them."""
        self.now_ms, seat = now_ms, self.current_seat()
        rows = self.workspace.table() if self.workspace else [list(row) for row in self.state().table]
        try:
            outcome = self.game.timeout(rows, self._jokers() if self.workspace else None, int(now_ms))
        except GameError:  # not this turn's tiles: the turn as it began (a draw)
            outcome = self.game.timeout([list(row) for row in self.state().table], None, int(now_ms))
        drawn = len(outcome.drawn)
        if outcome.kind == "play":
            self.notice = message("word_time_play", n=outcome.score)
        elif outcome.kind == "partial":
            self.notice = message("word_time_partial", why=outcome.reason, returned=len(outcome.returned),
                                  n=outcome.score, drawn=drawn)
        elif outcome.kind == "penalty":
            self.notice = message("word_time_penalty", why=outcome.reason, drawn=drawn)
        else:
            self.notice = message("word_time_draw" if outcome.kind == "draw" else "word_time_pass")
        self.notice = self._named(seat, self.notice)
        self.error, self.fresh = None, frozenset()
        self.effects.append(("sound", "error"))
        self._say(self.notice.text(self.lang))
        self._end_turn(now_ms)

    # -- the challenge window (W-CHALLENGE) ---------------------------------
    def _challengers(self) -> list:
        """The seats that may challenge now: the humans other than the player whose play is open."""
        player = self.state().challengeable
        if player is None:
            return []
        return [seat for seat, spec in enumerate(self.settings.seats) if spec.human and seat != self.seat_of(player)]

    def challenge(self, seat: int, now_ms: Optional[float] = None) -> bool:
        """``seat`` challenges the open play: WordGame.challenge decides it at once."""
        now_ms = self.now_ms if now_ms is None else now_ms
        player = self.state().challengeable
        if seat not in self._challengers():
            self._refuse(WORD_MESSAGES.message("challenge-who" if player is not None else "challenge-none"))
            return False
        words = self._open_words()
        try:
            outcome = self.game.challenge(self.player_of(seat), int(now_ms))
        except GameError as refusal:
            self._refuse(refusal.message)
            return False
        self._log_turn()  # a withdrawn play is logged (game.move_log) and left the table: the mark anew
        name, played = self.seat_name(seat), self.seat_name(self.seat_of(player))
        self.error = None
        if outcome.kind == "withdrawn":
            self.notice = message("word_withdrawn", name=name, why=outcome.reason, player=played,
                                  n=-outcome.score, drawn=len(outcome.drawn))
            self.fresh = frozenset()
            self.effects.append(("sound", "error"))
            self._say(self.notice.text(self.lang))
            self.workspace = None  # the next turn starts again on the table as it was
            self._begin_turn(now_ms)
        else:
            self.notice = message("word_upheld", name=name, words=", ".join(words))
            self._say(self.notice.text(self.lang))
            if self.state().finished or self.workspace is None:
                self._begin_turn(now_ms)
        return True

    def accept(self, now_ms: Optional[float] = None) -> bool:
        """Nobody challenges the open play: the window closes (a game it ends is over)."""
        if self.state().challengeable is None:
            return False
        self._accept(self.now_ms if now_ms is None else now_ms)
        if self.workspace is None:
            self._begin_turn(self.now_ms if now_ms is None else now_ms)
        return True

    def _accept(self, now_ms: float) -> None:
        player = self.state().challengeable
        self.game.accept(int(now_ms))
        self.notice = message("word_accepted", player=self.seat_name(self.seat_of(player)))

    def _open_words(self) -> list:
        """The newly formed words of the play in the open window, spelled as on the table."""
        window = self.game.window
        if window is None:
            return []
        return [format_word(self.game.table[index], self.game.jokers) for index in self._new_rows(window.before)]

    def _new_rows(self, before) -> list:
        """The indexes of the table's rows that spell a word ``before`` (a view) did not have."""
        was = [spell(row, dict(before.jokers)) for row in before.table]
        return new_words(was, [spell(row, self.game.jokers) for row in self.game.table])

    # -- computer players ---------------------------------------------------
    def ai_request(self) -> tuple:
        """(WordSeen as JSON, word level, seed): the player's own view only
        (game.players.words.seen), the seed as game.engine.decision_seed."""
        player = self.state().current
        view = self.game.view(player)
        seen = {"player": player, "rack": list(view.rack(player)), "table": [list(row) for row in view.table],
                "jokers": {str(tile): face for tile, face in view.jokers.items()},
                "laid_first": list(view.laid_first), "totals": list(view.totals), "pool": view.pool}
        level = WORD_LEVELS[self.settings.seats[self.current_seat()].level]
        return json.dumps(seen), level, engine.decision_seed(self.game)

    def apply_ai(self, move_json: str, now_ms: float) -> None:
        """The worker's move (WordMove.as_action): a play through WordGame.apply;
        anything else, or an illegal or broken play, becomes a draw (W-PASS)."""
        if not self.computer_turn():
            return
        self.now_ms = now_ms
        seat, before, rack = self.current_seat(), self.state(), self.rack_of(self.current_seat())
        try:
            move = json.loads(move_json)
        except (TypeError, ValueError):
            move = None
        outcome = None
        if isinstance(move, dict) and move.get("act") == "play":
            try:
                outcome = self.game.apply({"act": "play", "at": int(now_ms), "table": move.get("table"),
                                           "jokers": move.get("jokers")})
            except (GameError, TypeError, ValueError, AttributeError):
                outcome = None
        if outcome is None:
            outcome = self.game.draw(int(now_ms))
        if outcome.kind == "play":
            self.fresh = frozenset(tile for row in self.game.table for tile in row) - \
                frozenset(tile for row in before.table for tile in row)
            self._laid(seat, before, rack, outcome)
        else:
            self.fresh = frozenset()
            self._say(self._said(seat, "drew" if outcome.kind == "draw" else "passed"))
            self.effects.append(("sound", "draw"))
        self._end_turn(now_ms)

    # -- end of game --------------------------------------------------------
    def _record_result(self) -> None:
        """W-END: the totals, who shares first place, the letters left."""
        if self.results:
            return
        result = self.game.result
        label = {player: self.labels[self.seat_of(player)] for player in range(self.game.players)}
        self.results.append(WordResult(
            end="goal" if result.end == "points" else "pool_empty",
            totals={label[p]: line.score for p, line in enumerate(result.lines)},
            winners=[label[p] for p in sorted(result.winners, key=self.seat_of)],
            racks={label[p]: format_rack(rack) for p, rack in enumerate(self.game.racks)}))
        self.effects.append(("sound", "win"))
        self._say(winners_text(self.lang, [self.seat_name(self.labels.index(w)) for w in self.results[-1].winners]))

    def untouched(self) -> bool:
        return not self.results and self.state().version == 0

    def round_over(self) -> bool:
        return bool(self.results)

    def next_game(self, now_ms: float, game_no: Optional[int] = None) -> "WordSession":
        """A fresh word game with the same seats and settings, a new deal."""
        return WordSession(self.settings.with_seed(game_seed(self.settings.seed, 2)), self.lexicon, 1, None, now_ms)

    # -- the view -----------------------------------------------------------
    def board(self, now_ms: float) -> BoardView:
        editing = self._can_edit()
        state = self.state()
        rows = self.workspace.sets if editing else [list(row) for row in state.table]
        letters = self.letters if editing else state.jokers
        seats = []
        for seat in range(len(self.settings.seats)):
            player = self.player_of(seat)
            spec = self.settings.seats[seat]
            seats.append(SeatView(self.labels[seat], self.seat_name(seat), spec.level, state.counts[player],
                                  turn=not state.finished and player == state.current,
                                  melded=state.laid_first[player], viewer=seat == self.viewer,
                                  score=state.totals[player]))
        seats = [seats[s] for s in self.order]
        rack = self._shown_rack(editing)
        authors = self.authors()
        table = [SetView(list(row), self._row_kind(row, letters), self.fresh & set(row), _spelled(row, letters),
                         by=tuple(sorted({authors[t] for t in row if t in authors}))) for row in rows]
        enabled = self._turn_actions(editing, state.finished)
        if self._challengers():
            enabled.update(("challenge", "accept"))
        clock_text, clock_phase = self.clock_face(now_ms)
        first = None  # W-FIRST: his rack's letters in one row while the first word is built, a hint for beginners
        if editing and self.settings.hints and not state.laid_first[state.current]:
            played = set(self.workspace.played())
            first = (max((sum(t in played for t in row) for row in self.workspace.sets), default=0), FIRST_WORD_MINIMUM)
        return BoardView(
            lang=self.lang, seats=seats, pool=state.pool, table=table, rack=rack,
            viewer_name=self.seat_name(self.viewer) if self.viewer is not None and self.multi_human() else "",
            my_turn=editing, selected=self.selected, enabled=frozenset(enabled), status=self.status(),
            clock_text=clock_text, clock_phase=clock_phase,
            hints_allowed=False, draw_note="restores" if editing and self.workspace.table_changed() else "",
            game_label=self.game_label(), log=self.log_view(), variant="words", goal=WIN_POINTS,
            final_turns=state.final_turns,
            jokers={tile: LETTERS[letters[tile]] for row in rows for tile in row if tile in JOKER_IDS
                    and tile in letters},
            joker_choice=self.joker_choice, challenge=self._challenge_view(), first_word=first)

    def _challenge_view(self) -> Optional[ChallengeView]:
        seats = self._challengers()
        if not seats:
            return None
        return ChallengeView(self.seat_name(self.seat_of(self.state().challengeable)), self._open_words(),
                             [(self.labels[seat], self.seat_name(seat)) for seat in seats])

    def _row_kind(self, row, letters) -> Optional[str]:
        """"word" if the row is a word now: every joker has its letter, 3
        letters or more, and under ``auto`` the lexicon knows it (under
        ``challenge`` membership is not shown while editing, W-CHALLENGE)."""
        if len(row) < WORD_MINIMUM or any(tile in JOKER_IDS and tile not in letters for tile in row):
            return None
        if self.settings.check == "challenge":
            return "word"
        return "word" if self.lexicon.refusal(spell(row, letters)) is None else None

    def game_label(self) -> str:
        return text(self.lang, "word_game_to", goal=WIN_POINTS)  # W-END: the goal, said where the game is named

    def status(self) -> str:
        state = self.state()
        if state.waiting and not state.finished:  # W-CHALLENGE: the end waits for the window
            return text(self.lang, "word_waiting", player=self.seat_name(self.seat_of(state.challengeable)))
        return super().status()

    # -- helpers --------------------------------------------------------------
    def _unlettered(self) -> Optional[int]:
        """The first joker in the rows without a letter (W-JOKER), None if none."""
        if self.workspace is None:
            return None
        return next((tile for row in self.workspace.sets for tile in row
                     if tile in JOKER_IDS and tile not in self.letters), None)

    def _jokers(self) -> dict:
        """The letters of the jokers in the rows."""
        return {tile: self.letters[tile] for row in self.workspace.sets for tile in row
                if tile in JOKER_IDS and tile in self.letters}

    def _laid(self, seat: int, before: WordView, rack: tuple, outcome: WordOutcome) -> None:
        """Say what a play laid: its longest new word with a rack tile and the points (W-SCORE), W-EMPTY's
        double and draw."""
        new = self._new_rows(before)
        own = set(rack)
        best = max(new, key=lambda index: (bool(own.intersection(self.game.table[index])), len(self.game.table[index])),
                   default=None)
        word = "" if best is None else spell(self.game.table[best], self.game.jokers)  # a joker as its letter
        on_table = {tile for row in self.game.table for tile in row}
        name = self.seat_name(seat)
        if set(rack) <= on_table:
            self.notice = message(self._you(seat, "word_laid_all"), name=name, word=word, n=outcome.score,
                                  drawn=len(outcome.drawn))
        else:
            self.notice = message(self._you(seat, "word_laid"), name=name, word=word, n=outcome.score)
        self._say(self.notice.text(self.lang))
        self.effects.append(("sound", "place"))

    def _name(self, tile: int) -> str:
        return "Joker" if FACE_OF[tile] == JOKER else LETTERS[FACE_OF[tile]]

    # -- saving -------------------------------------------------------------
    def history_json(self) -> str:
        return word_history.to_json(self.game, self.started_at)

    def to_save(self, now_ms: float, wall_ms: Optional[float] = None) -> dict:
        """As Session.to_save, variant words; the unfinished turn's rows with their jokers' letters."""
        workspace = None
        if self._turn_in_progress():
            workspace = {"sets": self.workspace.table(), "rack": list(self.workspace.rack),
                         "jokers": {str(tile): face for tile, face in self._jokers().items()}}
        return self._save_frame(SAVE_VERSION, self.history_json(), workspace, now_ms, wall_ms)

    @classmethod
    def from_save(cls, data: dict, lexicon, now_ms: float, wall_ms: Optional[float] = None) -> "WordSession":
        """Rebuild from ``to_save`` (as game.storage.decode accepted it): the
        history replays with ``lexicon``; an unfinished turn whose tiles or
        jokers' letters do not fit the game is refused (SaveError)."""
        from game.storage import SaveError, contradiction

        if data.get("version") != SAVE_VERSION:
            raise SaveError("save_not_ours", f"unknown save version {data.get('version')!r}")
        settings = GameSettings.from_dict(data["settings"])
        try:
            session = cls(settings, lexicon, int(data.get("game_no", 1)), data.get("results"), now_ms,
                          history=data["history"])
        except (HistoryError, GameError, KeyError, TypeError, ValueError) as error:
            raise contradiction("contra_moves", f"history: {error}") from None
        session._resume_frame(data)
        saved = data.get("workspace")
        if saved and not session._turn_in_progress():
            raise contradiction("contra_workspace", "an unfinished turn where no human can edit")
        if session._turn_in_progress():
            session._open_workspace(session.current_seat())
            if saved:
                session._resume(saved)
            session._resume_clock(data, now_ms, wall_ms)
        return session

    def _resume(self, saved: dict) -> None:
        """The saved rows and rack, checked against the turn: the same tiles, each once, and table letters
        kept (the jokers' letters were checked with the save's shape, game.words.saves)."""
        from game.storage import contradiction

        rows, rack = [list(row) for row in saved.get("sets", [])], list(saved.get("rack", []))
        state = self.state()
        tiles = [tile for row in rows for tile in row] + rack
        start = [tile for row in state.table for tile in row] + list(self.rack_of(self.current_seat()))
        if not all(rows) or sorted(tiles) != sorted(start) or not set(rack) <= set(self.rack_of(self.current_seat())):
            raise contradiction("contra_workspace", "workspace tiles are not the table and the rack of the turn")
        self.workspace.sets, self.workspace.rack = rows, rack
        self.letters = {int(tile): face for tile, face in (saved.get("jokers") or {}).items()}  # (game.words.saves)
        self.asking = self._unlettered()


def _spelled(row, letters) -> str:
    """A row as SetView.word: format_word's table form, ``?`` for a joker without its letter."""
    if all(tile not in JOKER_IDS or tile in letters for tile in row):
        return format_word(row, letters)
    return "".join("?" if tile in JOKER_IDS and tile not in letters else format_word([tile], letters)
                   for tile in row)

