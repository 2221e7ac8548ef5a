"""Scores of one finished game (R-SCORE, R-JOKER-VALUE, R-NO-MELD, R-ONE-TURN,
R-POOL-EMPTY).

Inputs are per player: the faces left on his rack, whether he made his
initial meld, and (for R-NO-MELD) whether at the start of any of his turns
his rack held sets worth 30 or more. Tiles drawn after the start of his last
turn never reach that check, because it is taken at the start of each turn.
Going out in a single turn scores like any other win (R-ONE-TURN): nothing
here depends on how the winner got there. After R-POOL-EMPTY several players
may share first place (``pool_empty_first``); they share the winner's plus.
"""

from __future__ import annotations

from typing import NamedTuple, Optional, Sequence

from rules.tiles import JOKER, number_of

NO_MELD_FLAT = 100  # R-NO-MELD: could not have melded
NO_MELD_COULD = 200  # R-NO-MELD: could have melded


class Line(NamedTuple):
    """One player's score with its breakdown (for the end-of-game table)."""

    score: int
    rack_sum: int  # tiles left, jokers at the profile's value
    jokers: int  # jokers left on the rack
    no_meld: Optional[int] = None  # 100 or 200 when R-NO-MELD replaced the rack sum


def rack_sum(faces: Sequence[int], joker_value: int) -> int:
    """R-JOKER-VALUE: a joker left on a rack counts 30 (club) or 50 (original)."""
    return sum(joker_value if face == JOKER else number_of(face) for face in faces)


def penalty(faces: Sequence[int], joker_value: int, melded: bool, could_meld: bool,
            no_meld_rule: bool) -> tuple[int, Optional[int]]:
    """What a player loses: his rack sum, or the flat R-NO-MELD amount
    (jokers not counted again) if he never melded and the rule applies."""
    if no_meld_rule and not melded:
        flat = NO_MELD_COULD if could_meld else NO_MELD_FLAT
        return flat, flat
    return rack_sum(faces, joker_value), None


def score_rummikub(racks: Sequence[Sequence[int]], winner: int, melded: Sequence[bool],
                   could_meld: Sequence[bool], joker_value: int, no_meld_rule: bool) -> list[Line]:
    """R-SCORE: the others lose their rack sums (or 100/200), the winner gains
    their total; the scores sum to zero (club 19.1)."""
    lines: list[Optional[Line]] = [None] * len(racks)
    total = 0
    for player, faces in enumerate(racks):
        if player == winner:
            continue
        loss, flat = penalty(faces, joker_value, melded[player], could_meld[player], no_meld_rule)
        total += loss
        lines[player] = Line(-loss, rack_sum(faces, joker_value), faces.count(JOKER), flat)
    lines[winner] = Line(total, 0, 0, None)
    return lines  # type: ignore[return-value]


def share(amount: int, sharers: int) -> int:
    """One part of ``amount`` shared by ``sharers`` players of equal first
    place: the mean, rounded up, as R-PLACEMENT shares placement points."""
    return -(-amount // sharers)


def pool_empty_first(racks: Sequence[Sequence[int]], melded: Sequence[bool], could_meld: Sequence[bool],
                     joker_value: int, no_meld_rule: bool, fewer_tiles: bool = True) -> tuple[int, ...]:
    """R-POOL-EMPTY: the players who share first place, in seat order. The
    lowest rack sum wins, ties broken by fewer tiles (``fewer_tiles``: `club`
    11.4; the original rules know no tie-break); players equal in what counts
    share first place (R-PLACEMENT): the order of the seats decides nothing.
    A player under R-NO-MELD cannot win by rack sum: he is ranked by his flat
    amount, after every player who melded (if nobody did, the smallest flat
    amount is first, and wins nothing: see ``_with_plus``)."""
    def rank(player: int) -> tuple:
        loss, flat = penalty(racks[player], joker_value, melded[player], could_meld[player], no_meld_rule)
        return (1, loss) if flat else (0, loss, len(racks[player]) if fewer_tiles else 0)

    best = min(rank(player) for player in range(len(racks)))
    return tuple(player for player in range(len(racks)) if rank(player) == best)


def _with_plus(lines: list[Line], first: tuple[int, ...], plus: int) -> list[Line]:
    """The players of ``first`` share ``plus`` (``share``), unless first
    place went by R-NO-MELD amounts: nobody won by rack sum."""
    if lines[first[0]].no_meld is not None:
        return lines
    part = share(plus, len(first))
    return [line._replace(score=line.score + part) if player in first else line
            for player, line in enumerate(lines)]


def score_pool_empty_club(racks: Sequence[Sequence[int]], melded: Sequence[bool],
                          could_meld: Sequence[bool], joker_value: int,
                          no_meld_rule: bool) -> tuple[tuple[int, ...], list[Line]]:
    """R-POOL-EMPTY `club` (11.4): every player, the winner too, scores minus
    his own rack sum. R-NO-MELD applies too: a player who never melded scores
    −100/−200 and the winner gets the matching plus (spec; club 11.4 itself is
    silent on that plus), shared by players of equal first place. Returns
    (the players sharing first place, lines)."""
    first = pool_empty_first(racks, melded, could_meld, joker_value, no_meld_rule)
    lines = []
    for player, faces in enumerate(racks):
        loss, flat = penalty(faces, joker_value, melded[player], could_meld[player], no_meld_rule)
        lines.append(Line(-loss, rack_sum(faces, joker_value), faces.count(JOKER), flat))
    matching = sum(line.no_meld or 0 for player, line in enumerate(lines) if player not in first)
    return first, _with_plus(lines, first, matching)


def score_pool_empty_original(racks: Sequence[Sequence[int]], melded: Sequence[bool],
                              could_meld: Sequence[bool], joker_value: int,
                              no_meld_rule: bool) -> tuple[tuple[int, ...], list[Line]]:
    """R-POOL-EMPTY `original`: every other player scores minus (own sum −
    winner's sum), or his flat R-NO-MELD amount (orig's rule differences,
    item 10); the winner scores plus the total of those, shared by players
    of equal first place (equal rack sums: no tie-break by tiles). Returns
    (the players sharing first place, lines)."""
    first = pool_empty_first(racks, melded, could_meld, joker_value, no_meld_rule, fewer_tiles=False)
    best = rack_sum(racks[first[0]], joker_value)
    lines = []
    for player, faces in enumerate(racks):
        loss, flat = penalty(faces, joker_value, melded[player], could_meld[player], no_meld_rule)
        own = rack_sum(faces, joker_value)
        lines.append(Line(-(loss if flat else own - best), own, faces.count(JOKER), flat))
    total = -sum(line.score for player, line in enumerate(lines) if player not in first)
    return first, _with_plus(lines, first, total)


POOL_EMPTY_SCORING = {"one_more_turn": score_pool_empty_club, "play_on": score_pool_empty_original}


def score_pool_empty(procedure: str, racks: Sequence[Sequence[int]], melded: Sequence[bool],
                     could_meld: Sequence[bool], joker_value: int,
                     no_meld_rule: bool) -> tuple[tuple[int, ...], list[Line]]:
    """R-POOL-EMPTY under the profile's procedure (``Settings.pool_empty``):
    `one_more_turn` scores as club 11.4, `play_on` as the original rules."""
    return POOL_EMPTY_SCORING[procedure](racks, melded, could_meld, joker_value, no_meld_rule)
