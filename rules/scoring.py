"""Scores of one finished game (R-SCORE, R-JOKER-VALUE, R-NO-MELD, R-ONE-TURN,
R-POOL-EMPTY).

Inputs are per player: the faces left on his rack, whether he made his
initial meld, and (for R-NO-MELD) whether at the start of any of his turns
his rack held sets worth 30 or more. Tiles drawn after the start of his last
turn never reach that check, because it is taken at the start of each turn.
Going out in a single turn scores like any other win (R-ONE-TURN): nothing
here depends on how the winner got there.
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


def pool_empty_winner(racks: Sequence[Sequence[int]], joker_value: int) -> int:
    """R-POOL-EMPTY: the lowest rack sum wins, ties broken by fewer tiles
    (then the earlier seat, so the result is always defined)."""
    return min(range(len(racks)),
               key=lambda player: (rack_sum(racks[player], joker_value), len(racks[player]), player))


def score_pool_empty_club(racks: Sequence[Sequence[int]], melded: Sequence[bool],
                          could_meld: Sequence[bool], joker_value: int,
                          no_meld_rule: bool) -> tuple[int, list[Line]]:
    """R-POOL-EMPTY `club` (11.4): every player, the winner too, scores minus
    his own rack sum. R-NO-MELD applies too: a player who never melded scores
    −100/−200 and the winner gets the matching plus (spec; club 11.4 itself is
    silent on that plus). Returns (winner, lines)."""
    winner = pool_empty_winner(racks, joker_value)
    lines = []
    for player, faces in enumerate(racks):
        loss, flat = penalty(faces, joker_value, melded[player], could_meld[player], no_meld_rule)
        lines.append(Line(-loss, rack_sum(faces, joker_value), faces.count(JOKER), flat))
    matching = sum(line.no_meld or 0 for player, line in enumerate(lines) if player != winner)
    lines[winner] = lines[winner]._replace(score=lines[winner].score + matching)
    return winner, lines


def score_pool_empty_original(racks: Sequence[Sequence[int]], joker_value: int) -> tuple[int, list[Line]]:
    """R-POOL-EMPTY `original`: every other player scores minus (own sum −
    winner's sum); the winner scores plus the total of those."""
    winner = pool_empty_winner(racks, joker_value)
    best = rack_sum(racks[winner], joker_value)
    lines: list[Optional[Line]] = [None] * len(racks)
    total = 0
    for player, faces in enumerate(racks):
        if player == winner:
            continue
        own = rack_sum(faces, joker_value)
        total += own - best
        lines[player] = Line(best - own, own, faces.count(JOKER))
    lines[winner] = Line(total, best, racks[winner].count(JOKER))
    return winner, lines  # type: ignore[return-value]
