"""Who sits where and who holds the device: what the numbers round
(game.session.Session) and the word game (game.words.session.WordSession)
share. A mixin over ``settings``, ``game``, ``order``, ``state()``,
``viewer``, ``privacy``, ``held_ms``, ``clock``, ``clock_limit``, ``warned``,
``workspace`` (made by ``_workspace``), ``rack_orders``, ``selected``,
``effects``, ``lang``, ``error``, ``notice``, ``labels``, ``game_no``, ``results``,
``drop``, ``timeout``, ``_name``, ``log`` and ``turn_mark`` (game.move_log; ``SPELL``
words a word game's row there, ``POOL_RAN_OUT`` names the last tile's notice): seat
<-> player, the seats' names, whose turn it is, the hot-seat privacy screen
(one human's rack is never shown to another), the hands (game.hands: tap-tap
play, a drop, undo, a refusal's effects), the rack's order and sorting, the
clock's tick, the move log and the frame of a save. ``seat_name`` and
``name_taken`` work on the settings alone (the new-game dialog asks them too).
"""

from __future__ import annotations

from typing import Optional

from game import move_log
from game.clock import TurnClock
from game.hands import Hands
from game.i18n import Message, message, text
from game.workspace import Target, merge_rack_order


def seat_name(settings, seat: int, lang: str) -> str:
    """The name of ``seat`` as the seats, the log, the results and saves show it."""
    if settings.table:  # a tournament table: the players' names (R-SEATS labels kept)
        return settings.table["names"][seat]
    spec = settings.seats[seat]
    if spec.name:  # his own (game.settings.clean_name)
        return spec.name
    if spec.human:
        humans = [i for i, s in enumerate(settings.seats) if s.human]
        if len(humans) == 1:
            return text(lang, "you")
        return text(lang, "player_n", n=humans.index(seat) + 1)
    level = text(lang, "computer_name", level=text(lang, f"level_{spec.level}"))
    alike = [i for i, s in enumerate(settings.seats) if s.level == spec.level]
    return level if len(alike) == 1 else text(lang, "computer_n", level=level, n=alike.index(seat) + 1)


def name_taken(settings) -> Optional[int]:
    """The last human seat whose own name is another seat's name in either language
    (letter case aside: names tell the seats apart in the log, the results and saves), or None."""
    for lang in ("de", "en"):
        names = [seat_name(settings, seat, lang).casefold() for seat in range(len(settings.seats))]
        taken = next((seat for seat in reversed(range(len(names)))  # the later one: likely the name just typed
                      if settings.seats[seat].human and settings.seats[seat].name and names.count(names[seat]) > 1),
                     None)
        if taken is not None:
            return taken
    return None


class Seats(Hands):
    SPELL = None  # the word game: how move_log spells a row
    POOL_RAN_OUT = "pool_ran_out"  # what the turn that draws the last tile says (the word game's: W-END's)
    # -- seats ------------------------------------------------------------
    def seat_of(self, player: int) -> int:
        return self.order[player]

    def player_of(self, seat: int) -> int:
        return self.order.index(seat)

    def viewer_player(self) -> Optional[int]:
        """The engine player whose rack this device shows now (None: none, e.g. behind the
        hot-seat screen): a replay shows his rack as it was, never another's."""
        return None if self.viewer is None else self.player_of(self.viewer)

    def current_seat(self) -> int:
        return self.seat_of(self.state().current)

    def rack_of(self, seat: int) -> tuple:
        """The rack of the player at ``seat``, as the game shows it to him alone."""
        player = self.player_of(seat)
        return self.game.view(player).rack(player)

    def status(self) -> str:
        """Whose turn it is, or that the game is over; while a tile is in the
        hand, where it may go (a child did not find it in the live region alone)."""
        if self.state().finished:
            return text(self.lang, "game_over")
        seat = self.current_seat()
        if self.selected is not None and self._can_edit():
            return text(self.lang, "holding", tile=self._name(self.selected))
        if self.settings.seats[seat].human:
            if self.multi_human():
                return text(self.lang, "turn_of_human", name=self.seat_name(seat))
            return text(self.lang, "your_turn")
        return text(self.lang, "turn_of", name=self.seat_name(seat))

    def seat_name(self, seat: int) -> str:
        return seat_name(self.settings, seat, self.lang)

    def human_turn(self) -> bool:
        return not self.state().finished and self.settings.seats[self.current_seat()].human

    def computer_turn(self) -> bool:
        return not self.state().finished and not self.human_turn()

    def multi_human(self) -> bool:
        return self.settings.humans() > 1

    # -- who holds the device ---------------------------------------------
    def _hand_over(self, seat: int, now_ms: float, spent_ms: float = 0.0) -> None:
        """A human's turn begins at ``seat``: his clock starts, and in hot-seat
        play the privacy screen asks for him first."""
        self.clock = TurnClock(self.clock_limit, now_ms, spent_ms)
        if self.multi_human() and self.viewer != seat:
            self.privacy, self.viewer, self.held_ms = seat, None, spent_ms
        else:
            self.viewer = seat
            self.effects.append(("sound", "turn"))
            self._say(self.status())  # after what the others did: "Your turn" (issue #19)

    def _watch(self) -> None:
        """A computer's turn (or none): no workspace, no clock; with one human his rack stays shown."""
        self.workspace = self.clock = None
        if self.multi_human():
            self.viewer = None
        elif self.viewer is None:
            self.viewer = next(i for i, s in enumerate(self.settings.seats) if s.human) \
                if self.settings.humans() else None

    def confirm_privacy(self, now_ms: float) -> None:
        """The named player has the device: show the rack and start the clock (from the
        time his turn held before a reload, ``held_ms``)."""
        if self.privacy is not None:
            self.viewer, self.privacy = self.privacy, None
            self.clock, self.held_ms = TurnClock(self.clock_limit, now_ms, self.held_ms), 0.0
            self.effects.append(("sound", "turn"))
            # issue #19: the live region now names him, not what the previous player did
            self._say(text(self.lang, "turn_of_human", name=self.seat_name(self.viewer)))

    def _can_edit(self) -> bool:
        return self.human_turn() and self.privacy is None and self.workspace is not None

    def clock_face(self, now_ms: float) -> tuple:
        """The turn's clock as drawn (R-TIME): (text, phase); ("", "off") without a clock,
        ("", "idle") while nobody at this device lays out a turn."""
        reading = self.clock.read(now_ms) if (self.clock and self._can_edit()) else None
        if reading:
            return reading.text, reading.phase
        return "", ("off" if not self.settings.clock else "idle")

    def _said(self, seat: int, key: str, **params) -> str:
        """What the player at ``seat`` did, for the live region: "Casual played 4 tiles.",
        or "You played 4 tiles." for the one human (``_you``)."""
        return text(self.lang, self._you(seat, key), name=self.seat_name(seat), **params)

    def _named(self, seat: int, said: Optional[Message]) -> Optional[Message]:
        """A notice of the turn ``seat`` just ended, in "you" words; in hot-seat the next
        player reads it first, so it starts with the name ("Anna: Time ran out: …" was read
        by Ben as his own)."""
        if said is None or not self.multi_human():
            return said
        return message("to_player", name=self.seat_name(seat), what=said)

    def handed_over_news(self) -> Optional[Message]:
        """What the hot-seat hand-over screen repeats: the notice ``_named`` made of the turn
        that just ended, read while its player still holds the device; None for any other."""
        return self.notice if self.notice is not None and self.notice.key == "to_player" else None

    def _you(self, seat: int, key: str) -> str:
        """``key``, or ``you_`` + ``key`` when ``seat`` is the one human, addressed as "you" (German "Du hast")."""
        if self.settings.seats[seat].human and not self.multi_human() and not self.settings.table:
            return f"you_{key}"
        return key

    # -- the human's hands (game.hands) -------------------------------------------
    def dismiss_notice(self) -> None:
        """The notice closed by its ×."""
        self.notice = None

    def _locked(self) -> None:
        self.error = message("not_your_turn")

    def _reorder_waiting_rack(self, tile: int, position: Optional[int]) -> bool:
        """Between his turns a player may still arrange his own rack."""
        if self.viewer is None or self.privacy is not None:
            return False
        order = self._rack_order(self.viewer)
        if tile not in order:
            return False
        probe = self._workspace([], order)
        probe.move(tile, Target("rack", position=position))
        self.rack_orders[self.viewer] = probe.rack
        return True

    def _rack_order(self, seat: int) -> list:
        """``seat``'s rack in the order he keeps it: his arrangement, tiles new to it after."""
        return merge_rack_order(self.rack_orders.get(seat, []), self.rack_of(seat))

    def _shown_rack(self, editing: bool) -> list:
        """The rack this device shows: the turn's workspace while its owner plays, else the
        viewer's own in his order (kept), none behind the hot-seat screen."""
        if self.viewer is None:
            return []
        if editing and self.viewer == self.current_seat():
            return list(self.workspace.rack)
        self.rack_orders[self.viewer] = self._rack_order(self.viewer)
        return self.rack_orders[self.viewer]

    def _turn_actions(self, editing: bool, finished: bool) -> set:
        """The buttons both variants enable alike (game.ui.board_view): the results' once the
        game is over, Draw, and Reset turn, End turn and Undo once there is something to take back."""
        enabled = {"results"} if finished and self.results else set()
        if editing:
            enabled.add("draw")
            if self.workspace.changed():
                enabled.update(("reset_turn", "end_turn"))
            if self.workspace.can_undo():
                enabled.add("undo")
        return enabled

    def sort_rack(self, mode: str) -> None:
        if self.workspace is not None and self.viewer == self.current_seat():
            self.workspace.sort_rack(mode)
        elif self.viewer is not None:
            probe = self._workspace([], self._rack_order(self.viewer))
            probe.sort_rack(mode)
            self.rack_orders[self.viewer] = probe.rack

    def pause_clock(self, now_ms: float, paused: bool) -> None:
        """The menu or a dialog over the table: the turn's clock stands still meanwhile (a
        player lost his time reading the saved games); a tournament table's runs on (R-TIME)."""
        if self.clock is not None and not self.settings.table:
            self.clock.pause(now_ms, paused)

    def tick(self, now_ms: float) -> None:
        """Called a few times a second; applies R-TIMEOUT (W-TIME) when time is up."""
        if self.clock is None or self.privacy is not None or not self.human_turn():
            return
        reading = self.clock.read(now_ms)
        if reading.phase == "warning" and not self.warned:
            self.warned = True
            self.effects.append(("sound", "warn"))
            self._say(text(self.lang, "warning_10s"))
        if reading.phase == "expired":
            self.timeout(now_ms)

    # -- the turn in progress -------------------------------------------------
    def _open_workspace(self, seat: int) -> None:
        """The turn of the human at ``seat``: the table as it lies, his rack in his own order."""
        self.workspace, self.workspace_seat = self._workspace(self.state().table, self._rack_order(seat)), seat

    def _end_turn(self, now_ms: float) -> None:
        """His rack's order stays his for the whole game (issue #19: kept under the
        seat whose turn it was, not the next one's), then the next turn begins."""
        if self.workspace is not None:
            self.rack_orders[self.workspace_seat] = list(self.workspace.rack)
        self._log_turn()
        self._begin_turn(now_ms)

    def _log_turn(self, player: Optional[int] = None) -> None:
        """The move log (game.move_log): what the turn begun at ``turn_mark`` did; the next turn's mark."""
        start = self.turn_mark if player is None else self.turn_mark._replace(player=player)
        move = move_log.move_of(start, self.game, self.game.last_outcome, self.SPELL)
        if move is not None:
            self.log.append(move)
        self.turn_mark = move_log.mark(self.game)
        outcome, state = self.game.last_outcome, self.state()
        if outcome is not None and outcome.drawn and not state.pool and not state.finished:
            self._pool_ran_out(self.seat_of(start.player), state.final_turns is not None)  # it drew the last tile

    def _pool_ran_out(self, seat: int, last_round: bool) -> None:
        """The turn just ended drew the last tile: the game says so, as the drawer must at the
        club's table (R-POOL-EMPTY, club 11.4 "sagt dies deutlich der Spielrunde an"), and what follows
        (``last_round``: every player one more turn; else play on without drawing)."""
        key = self.POOL_RAN_OUT if last_round else "pool_ran_out_play_on"
        self.notice = message(self._you(seat, key), name=self.seat_name(seat))
        self._say(self.notice.text(self.lang))

    def authors(self) -> dict:
        """Tile -> seat label of the player who laid it since the shown rack's
        owner last moved (issue #19: whose sets are new when his turn comes
        back); none under the strict display, which hides who did what."""
        if self.settings.strict or self.viewer is None:
            return {}
        me, found = self.player_of(self.viewer), {}
        for move in reversed(self.log):
            if move.player == me:
                break
            found.update({tile: self.labels[self.seat_of(move.player)] for tiles in move.sets for tile in tiles
                          if tile not in found})
        return found

    LOG_SHOWN = 40  # at least the log's newest moves on the table
    LOG_TRIM = 20  # and up to this many older ones: they go this many at a time

    def log_view(self, shown: Optional[int] = LOG_SHOWN) -> list:
        """The move log for BoardView.log: (seat label, name, Move), newest last:
        the newest ``shown`` and up to ``LOG_TRIM`` - 1 more (None: all); none under the
        strict display, which hides the move history (club 17-18). The oldest lines
        go ``LOG_TRIM`` at a time (issue #18: each line taken off the top moved the others, and
        the whole log was painted again)."""
        if self.settings.strict:
            return []
        seats = [self.seat_of(player) for player in range(len(self.settings.seats))]
        who = [(self.labels[seat], self.seat_name(seat)) for seat in seats]  # once per seat, not per line
        moves = self.log
        if shown and len(moves) > shown:
            moves = moves[-(shown + (len(moves) - shown) % self.LOG_TRIM):]
        return [(*who[move.player], move) for move in moves]

    # -- saves ------------------------------------------------------------------
    def _save_frame(self, version: int, history: str, workspace: Optional[dict], now_ms: float,
                    wall_ms: Optional[float]) -> dict:
        """What every save holds (game.storage): settings, results, the game's
        history, the racks' order, who sees what; with a turn in progress its
        ``workspace`` and the clock: ``wall_ms`` (``Date.now()``) stores when the
        turn's clock started, so a reload does not give the player his time back (R-TIME)."""
        data = {"version": version, "settings": self.settings.to_dict(), "game_no": self.game_no,
                "results": [result.model_dump() for result in self.results], "history": history,
                "rack_orders": {str(k): v for k, v in self.rack_orders.items()},
                "viewer": self.viewer, "privacy": self.privacy}
        if workspace is not None:
            data["workspace"] = workspace
            if self.privacy is not None:  # the device is being handed over: his time does not run
                data["spent_ms"] = self.held_ms
            else:
                data["spent_ms"] = self.clock.elapsed_ms(now_ms) if self.clock else 0
                if wall_ms is not None:
                    data["turn_started"] = wall_ms - data["spent_ms"]
        return data

    def _resume_frame(self, data: dict) -> None:
        """The racks' order and who sees what, from ``_save_frame``'s data."""
        self.rack_orders = {int(k): list(v) for k, v in data.get("rack_orders", {}).items()}
        self.viewer, self.privacy = data.get("viewer"), data.get("privacy")
        self.effects.clear()

    def _resume_clock(self, data: dict, now_ms: float, wall_ms: Optional[float]) -> None:
        """The turn's clock counts the time since it started (``turn_started``),
        never less than the time spent when saved (R-TIME). In hot-seat a reloaded
        page may be in other hands: the privacy screen asks for the player again,
        his laid-out turn and the time it held kept (his rack was shown at once)."""
        spent = float(data.get("spent_ms", 0))
        if wall_ms is not None and data.get("turn_started") is not None:
            spent = max(spent, wall_ms - float(data["turn_started"]))
        self.clock = TurnClock(self.clock_limit, now_ms, spent)
        if self.multi_human():
            self.privacy, self.viewer, self.held_ms = self.current_seat(), None, spent

    def _turn_in_progress(self) -> bool:
        """A human's turn is laid out on this device, or waits behind the privacy screen."""
        return self.human_turn() and self.workspace is not None
