"""A human's turn in progress: the table being rearranged and the rack.

Pure model of what the player drags around before ending the turn; the
engine judges the result (R-TURN, R-MELD30, R-REARRANGE). The only rule this
model applies itself is the physical one of R-TAKEBACK (club 11.3): a tile
that lay on the table when the turn began cannot be dropped on the rack, and
under ``strict`` neither can an own tile of this turn once it is *attached*.

Attached (club 11.3: "angelegt, bzw. zur Reihen- oder Gruppenbildung
verwendet"): an own tile of this turn that has, after any move of this turn,
lain in a valid set (run or group, R-RUN, R-GROUP, R-JOKER) — together with
table tiles (attached to another set) or with other own tiles (used to build
one). That is what club 12.4 calls laid according to the rules. A tile alone
in a new set, in a pair or in a set that is not valid was never laid so and
may still come back. Once attached it stays attached for the rest of the turn,
wherever on the table it is moved, an undone move too. Under ``strict`` Undo
takes moves back as long as none would put an attached tile back on the rack
(the move that attached it included: a referee's playtest); Reset refuses while
a tile is attached. Without ``strict`` every own tile of the turn may go back,
and Undo and Reset reach the turn's start.

Tiles are tile ids (rules.tiles); sets are lists in display order (``shown``:
numbers as the table shows them, engine.set_shown, after every move; so a tile
dropped before the one tapped lands where the player saw it), the rack keeps
the player's own order between turns.

The word game (game.words.session) uses the same model for its rows of
letters: ``slot`` says where a tile dropped into a row without a position
goes (numbers: by number; words: at the end), ``sort_key`` how the rack
sorts (a mode -> a key of a tile id) and ``shown`` the order a row is shown in
(words: as laid); a word turn is never ``strict``.
"""

from __future__ import annotations

from typing import Callable, List, NamedTuple, Optional, Sequence

from rules.tiles import face_of, number_of, sort_key_colour, sort_key_number

from game.engine import set_kind, set_shown
from game.i18n import text


def dropped(lang: str, name: str, where: "Target", aimed: str, wording: str = "") -> str:
    """What the live region says of the tile ``name`` that a drop aimed at ``aimed``
    (a Target kind) put ``where`` (its place now); ``wording``: the variant's key prefix
    (the word game's "word_": a word, not a set)."""
    if where.kind == "rack":
        return text(lang, "dropped_rack", tile=name)
    if aimed == "new":
        return text(lang, wording + "dropped_new", tile=name)
    return text(lang, wording + "dropped_set", tile=name, n=where.index + 1)


class Target(NamedTuple):
    """Where a tile goes: ``kind`` "rack", "set" (``index``) or "new";
    ``position`` inserts before that place (None: a sensible place)."""

    kind: str
    index: int = -1
    position: Optional[int] = None


class Workspace:
    def __init__(self, table: Sequence[Sequence[int]], rack: Sequence[int], strict: bool = False,
                 slot: Optional[Callable[[Sequence[int], int], int]] = None,
                 sort_key: Optional[Callable[[str], Callable[[int], tuple]]] = None,
                 shown: Optional[Callable[[Sequence[int]], Sequence[int]]] = None):
        self.shown = shown or _number_shown
        self.start_table = [list(self.shown(s)) for s in table]
        self.start_rack = list(rack)
        self.sets: List[List[int]] = [list(s) for s in self.start_table]
        self.rack: List[int] = list(rack)
        self.strict = strict
        self.slot = slot or _number_slot
        self.sort_key = sort_key or _number_sort_key
        self.attached: frozenset = frozenset()  # strict: own tiles attached this turn (R-TAKEBACK)
        self._undo: list = []  # (sets, rack, the tile the move moved or None) before each move
        self.undone: Optional[int] = None  # the tile the last undo moved back (None: a whole table put back)

    # -- queries ----------------------------------------------------------
    def where(self, tile: int) -> Target:
        if tile in self.rack:
            return Target("rack", -1, self.rack.index(tile))
        for index, tiles in enumerate(self.sets):
            if tile in tiles:
                return Target("set", index, tiles.index(tile))
        raise KeyError(tile)

    def from_table(self, tile: int) -> bool:
        return any(tile in s for s in self.start_table)

    def played(self) -> List[int]:
        """Rack tiles now on the table."""
        own = set(self.start_rack)
        return [tile for s in self.sets for tile in s if tile in own]

    def changed(self) -> bool:
        return self.sets != self.start_table or sorted(self.rack) != sorted(self.start_rack)

    def table_changed(self) -> bool:
        return self.sets != self.start_table

    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo_steps(self) -> int:
        """How many moves ``undo`` can take back now (a session keeping its own
        state beside each move counts with it: the word game's jokers' letters)."""
        return len(self._undo)

    def table(self) -> List[List[int]]:
        return [list(s) for s in self.sets]

    # -- actions ----------------------------------------------------------
    def move(self, tile: int, target: Target) -> Optional[str]:
        """Move ``tile``; returns an i18n key if refused, else None."""
        source = self.where(tile)
        if target.kind == "rack":
            if self.from_table(tile):
                return "takeback"
            if tile in self.attached:
                return "takeback_attached"
            if source.kind == "rack":  # reordering the rack is not a game action
                self._reorder_rack(tile, target.position)
                return None
        if target.kind == "set" and not 0 <= target.index < len(self.sets):
            target = Target("new")
        if source.kind == "set" and target.kind == "set" and source.index == target.index:
            self._snapshot(tile)
            tiles = self.sets[source.index]
            tiles.remove(tile)
            tiles.insert(_clamp(target.position, len(tiles)), tile)
            self.sets[source.index] = list(self.shown(tiles))
            return None
        self._snapshot(tile)
        self._take(tile, source)
        if target.kind == "rack":
            self.rack.insert(_clamp(target.position, len(self.rack)), tile)
        elif target.kind == "new":
            self.sets.append([tile])
        else:
            tiles = self.sets[target.index]
            position = target.position if target.position is not None else self.slot(tiles, tile)
            tiles.insert(_clamp(position, len(tiles)), tile)
        self.sets = [list(self.shown(s)) for s in self.sets if s]
        self._attach()
        return None

    def undo_refused(self) -> Optional[str]:
        """Why ``undo`` may not take the last move back (an i18n key): under strict it
        would put an attached tile back on the rack (R-TAKEBACK); None if it may."""
        if self._undo and self.attached & set(self._undo[-1][1]):
            return "undo_attached"
        return None

    def undo(self) -> bool:
        """Take the last move back, unless ``undo_refused``; what is attached stays so."""
        if not self._undo or self.undo_refused():
            return False
        self.sets, self.rack, self.undone = self._undo.pop()
        return True

    def reset(self) -> Optional[str]:
        """Everything back as at the start of the turn (the rack keeps its
        order); refused (an i18n key) under strict while a tile is attached."""
        if self.attached:
            return "takeback_attached"
        order = [t for t in self.rack if t in self.start_rack]
        order += [t for t in self.start_rack if t not in order]
        self.sets = [list(s) for s in self.start_table]
        self.rack = order
        self._undo.clear()
        return None

    def place(self, sets: Sequence[Sequence[int]], rack: Sequence[int]) -> None:
        """Put a whole table and rack in place (a puzzle's solution shown,
        game.learn.puzzle_session); one undo brings the previous ones back."""
        self._snapshot()
        self.sets, self.rack = [list(s) for s in sets], list(rack)

    def sort_rack(self, mode: str) -> None:
        self.rack.sort(key=self.sort_key(mode))

    # -- internals --------------------------------------------------------
    def _snapshot(self, tile: Optional[int] = None) -> None:
        self._undo.append(([list(s) for s in self.sets], list(self.rack), tile))

    def _attach(self) -> None:
        """Strict R-TAKEBACK: own tiles now in a valid set are attached."""
        if self.strict:
            own = set(self.start_rack)
            self.attached |= {tile for tiles in self.sets if set_kind(tiles) for tile in tiles if tile in own}

    def _take(self, tile: int, source: Target) -> None:
        if source.kind == "rack":
            self.rack.remove(tile)
        else:
            self.sets[source.index].remove(tile)

    def _reorder_rack(self, tile: int, position: Optional[int]) -> None:
        index = self.rack.index(tile)
        self.rack.remove(tile)
        if position is not None and position > index:
            position -= 1
        self.rack.insert(_clamp(position, len(self.rack)), tile)


def _clamp(position: Optional[int], length: int) -> int:
    if position is None or position > length:
        return length
    return max(0, position)


def _number_sort_key(mode: str) -> Callable[[int], tuple]:
    """Sort a numbers rack by colour ("colour") or by number (any other mode)."""
    key = sort_key_colour if mode == "colour" else sort_key_number
    return lambda tile: (key(face_of(tile)), tile)


def _number_shown(tiles: Sequence[int]) -> Sequence[int]:
    return set_shown(tuple(tiles))[1]


def _number_slot(tiles: Sequence[int], tile: int) -> int:
    """Insert a numbered tile before the first higher number (runs read
    ascending); a joker goes to the end."""
    face = face_of(tile)
    if face == 52:
        return len(tiles)
    number = number_of(face)
    for index, other in enumerate(tiles):
        other_face = face_of(other)
        if other_face != 52 and number_of(other_face) > number:
            return index
    return len(tiles)


def merge_rack_order(previous: Sequence[int], rack: Sequence[int]) -> List[int]:
    """Keep the player's manual order for tiles still on the rack; new tiles
    (drawn, returned) go to the end."""
    present = set(rack)
    order = [tile for tile in previous if tile in present]
    seen = set(order)
    return order + [tile for tile in rack if tile not in seen]

