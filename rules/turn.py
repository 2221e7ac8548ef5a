"""Is a finished turn legal? (R-TURN, R-MELD30, R-REARRANGE, R-TAKEBACK,
R-JOKER-FREE, R-RUN, R-GROUP, R-TILES)

The check compares the table at the start of the turn with the proposed
table, given the rack at the start of the turn and whether the player has
made his initial meld (``check_turn``), or, for a turn ended by drawing,
whether the table he rearranged may stand (``check_rearrangement``). It works on faces (two copies of a tile are
interchangeable for legality), so it serves the game (tile ids mapped to
faces), the batch CLI and the solver's tests alike.
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple, Optional, Sequence

from rules import sets
from rules.messages import message
from rules.tiles import JOKER, colour_of, number_of

MELD_MINIMUM = 30

Table = Sequence[Sequence[int]]


class Verdict(NamedTuple):
    """Outcome of a check: ``rule`` is the broken rule id, or "" if legal."""

    rule: str = ""
    bad_set: Optional[int] = None  # index of the first invalid set, if that is the reason

    @property
    def legal(self) -> bool:
        return not self.rule

    def message(self, lang: str = "en") -> str:
        return message(self.rule, lang) if self.rule else ""


LEGAL = Verdict()


def invalid_set_rule(faces: Sequence[int]) -> str:
    """The rule an invalid set comes nearest to, to explain it: R-GROUP where more of its tiles
    share a number than a colour, R-RUN where more share a colour; as many: R-RUN if its
    numbers follow on (R10 B11 K12), else R-GROUP (B8 B2 K8: a child's group, not a run)."""
    numbered = [face for face in faces if face != JOKER]
    if not numbered:
        return "R-RUN"
    by_number = max(Counter(number_of(face) for face in numbered).values())
    by_colour = max(Counter(colour_of(face) for face in numbered).values())
    if by_number != by_colour:
        return "R-GROUP" if by_number > by_colour else "R-RUN"
    numbers = sorted({number_of(face) for face in numbered})
    return "R-RUN" if numbers[-1] - numbers[0] < len(faces) else "R-GROUP"


def check_sets(table: Table) -> Verdict:
    """Every set on the table valid (R-RUN, R-GROUP, R-JOKER)."""
    for index, faces in enumerate(table):
        if not sets.is_valid(faces):
            return Verdict(invalid_set_rule(faces), index)
    return LEGAL


def meld_points(new_sets: Table) -> int:
    """Points of an initial meld: each set at its best reading (R-MELD30)."""
    return sum(sets.points(faces) for faces in new_sets)


def check_turn(before: Table, after: Table, rack: Sequence[int], melded: bool) -> Verdict:
    """The verdict on ending a turn with ``after`` on the table."""
    old = Counter(face for faces in before for face in faces)
    new = Counter(face for faces in after for face in faces)
    missing = old - new
    if missing:
        return Verdict("R-JOKER-FREE" if JOKER in missing else "R-TAKEBACK")
    laid = new - old
    if laid - Counter(rack):
        return Verdict("R-TILES")
    if not laid:
        unchanged = sorted(map(sorted, before)) == sorted(map(sorted, after))
        return Verdict("R-TURN" if unchanged else "R-REARRANGE")
    verdict = check_sets(after)
    if not verdict.legal:
        return verdict
    if not melded:
        return check_initial_meld(before, after)
    return LEGAL


def check_rearrangement(before: Table, after: Table, melded: bool) -> Verdict:
    """May ``after`` stand when the turn ends with a draw (or a pass once the
    pool is empty)? Club 13.1 (R-REARRANGE): rearranging without playing a
    rack tile is allowed but is not a turn. Legal: the table unchanged, or,
    after the initial meld (R-MELD30), every table tile still on the table
    (R-TAKEBACK, R-JOKER-FREE), no tile added (R-TURN: drawing lays nothing)
    and every set valid (R-RUN, R-GROUP)."""
    old = Counter(face for faces in before for face in faces)
    new = Counter(face for faces in after for face in faces)
    missing = old - new
    if missing:
        return Verdict("R-JOKER-FREE" if JOKER in missing else "R-TAKEBACK")
    if new - old:
        return Verdict("R-TURN")
    if sorted(map(sorted, before)) == sorted(map(sorted, after)):
        return LEGAL
    if not melded:
        return Verdict("R-MELD30")
    return check_sets(after)


def check_initial_meld(before: Table, after: Table) -> Verdict:
    """R-MELD30: the old sets untouched, new sets only from the rack, ≥ 30 points."""
    remaining = Counter(tuple(sorted(faces)) for faces in after)
    for faces in before:
        key = tuple(sorted(faces))
        if not remaining[key]:
            return Verdict("R-MELD30")
        remaining[key] -= 1
    new_sets = [faces for faces, count in remaining.items() for _ in range(count)]
    if meld_points(new_sets) < MELD_MINIMUM:
        return Verdict("R-MELD30")
    return LEGAL
