"""A human's hands on a workspace (game.workspace): tap-tap and keyboard play,
a tile moved by a drop, undo, and what the live region says of each. The one
place for the game (game.seats.Seats, so both variants' sessions) and the
tutorial (game.learn.tutorial.Tutorial); ``NumberHands`` adds the numbers game's words.

A mixin over ``workspace``, ``selected``, ``error``, ``effects``, ``lang``,
``drop`` (the variant's: it calls ``_move``), ``_can_edit()`` (a turn is laid
out here now), ``_name(tile)`` (a tile in words) and ``_locked()`` (what a tap
says while nothing may be moved).
"""

from __future__ import annotations

from typing import Optional

from game import engine
from game.i18n import Message, message, text
from game.workspace import Target, dropped
from rules.tiles import face_of, is_joker


class Hands:
    WORDING = ""  # the prefix of a refused or dropped move's message key (the word game's "word_")
    PICKED = "picked"  # what a picked-up tile asks for (the word game's: "word_picked")

    def tap(self, tile: int) -> None:
        """Pick a tile up, put it back (the same tile again), or drop the picked
        tile next to the tapped one (in its set or on the rack)."""
        if not self._can_edit():
            self._locked()
            return
        if self.selected is None:
            self.selected = tile
            self._say(text(self.lang, self.PICKED, tile=self._name(tile)))
        elif self.selected == tile:
            self.selected = None
            self._say(text(self.lang, "deselected", tile=self._name(tile)))
        else:
            where = self.workspace.where(tile)
            self.drop(self.selected, where.kind, where.index, where.position)

    def drop_selected(self, kind: str, index: int = -1) -> bool:
        """The picked tile onto the rack, set ``index`` or a new set (a tapped drop zone)."""
        return self.selected is not None and self.drop(self.selected, kind, index)

    def _move(self, tile: int, kind: str, index: int = -1, position: Optional[int] = None) -> bool:
        """Move ``tile`` on the workspace: a refusal said and kept in ``error``, else where it went."""
        self.error = None
        refused = self.workspace.move(tile, Target(kind, index, position))
        self.selected = None
        if refused:
            self._refuse(self._move_refusal(tile, refused))
            return False
        self._say(dropped(self.lang, self._name(tile), self.workspace.where(tile), kind, self.WORDING))
        return True

    def _move_refusal(self, tile: int, refused: str) -> Message:
        """What a refused move says (the workspace's i18n key, in this variant's words)."""
        return message(self.WORDING + refused)

    def undo(self) -> None:
        if not self._can_edit():
            return
        refused = self.workspace.undo_refused()
        if refused:
            self._refuse(message(refused))
        elif self.workspace.undo():
            self.selected, self.error = None, None
            self._say_undone()

    def _say_undone(self) -> None:
        """After an undo, what it moved back and where (the live region)."""
        tile = self.workspace.undone
        if tile is None:
            self._say(text(self.lang, "undone_all"))
            return
        where = self.workspace.where(tile)
        self._say(text(self.lang, "undone_rack", tile=self._name(tile)) if where.kind == "rack" else
                  text(self.lang, self.WORDING + "undone_set", tile=self._name(tile), n=where.index + 1))

    def _locked(self) -> None:
        """A tap while nothing may be moved here: nothing happens."""

    def _say(self, sentence: str) -> None:
        self.effects.append(("say", sentence))

    def _refuse(self, why: Message) -> None:
        self.error = why
        self.effects.append(("sound", "error"))
        self._say(why.text(self.lang))


class NumberHands(Hands):
    """The numbers game's hands (game.session.Session, the tutorial): a table joker taken
    to the rack says its own rule (R-JOKER-FREE), not only that table tiles stay."""

    def _move_refusal(self, tile: int, refused: str) -> Message:
        if refused == "takeback" and is_joker(face_of(tile)):
            return engine.refusal("R-JOKER-FREE")
        return super()._move_refusal(tile, refused)
