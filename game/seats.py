"""Who sits where and who holds the device: what the numbers round
(game.session.Session) and the word game (game.words.session.WordSession)
share. A mixin over ``settings``, ``order``, ``state()``, ``viewer``,
``privacy``, ``clock``, ``clock_limit``, ``workspace``, ``effects``, ``lang``
and ``error``: seat <-> player, the seats' names, whose turn it is, the
hot-seat privacy screen (one human's rack is never shown to another) and the
spoken/sounded effects of a refusal.
"""

from __future__ import annotations

from game.clock import TurnClock
from game.i18n import Message, text


class Seats:
    # -- seats ------------------------------------------------------------
    def seat_of(self, player: int) -> int:
        return self.order[player]

    def player_of(self, seat: int) -> int:
        return self.order.index(seat)

    def current_seat(self) -> int:
        return self.seat_of(self.state().current)

    def seat_name(self, seat: int) -> str:
        if self.settings.table:  # a tournament table: the players' names (R-SEATS labels kept)
            return self.settings.table["names"][seat]
        spec = self.settings.seats[seat]
        if spec.human:
            humans = [i for i, s in enumerate(self.settings.seats) if s.human]
            if len(humans) == 1:
                return text(self.lang, "you")
            return text(self.lang, "player_n", n=humans.index(seat) + 1)
        return text(self.lang, "computer_name", level=text(self.lang, f"level_{spec.level}"))

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
            self.privacy, self.viewer = seat, None
        else:
            self.viewer = seat
            self.effects.append(("sound", "turn"))

    def _watch(self) -> None:
        """A computer's turn (or none): no workspace, no clock; with one human his rack stays shown."""
        self.workspace = self.clock = None
        if self.multi_human():
            self.viewer = None
        elif self.viewer is None:
            self.viewer = next(i for i, s in enumerate(self.settings.seats) if s.human) \
                if self.settings.humans() else None

    def confirm_privacy(self, now_ms: float) -> None:
        """The named player has the device: show the rack and start the clock."""
        if self.privacy is not None:
            self.viewer, self.privacy = self.privacy, None
            self.clock = TurnClock(self.clock_limit, now_ms)
            self.effects.append(("sound", "turn"))

    def _can_edit(self) -> bool:
        return self.human_turn() and self.privacy is None and self.workspace is not None

    def _say(self, sentence: str) -> None:
        self.effects.append(("say", sentence))

    def _refuse(self, why: Message) -> None:
        self.error = why
        self.effects.append(("sound", "error"))
        self._say(why.text(self.lang))
