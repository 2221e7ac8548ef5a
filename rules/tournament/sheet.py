"""One game's line on a table's score sheet (R-SHEET, R-SCORE, R-NO-MELD, R-PLACEMENT).

A game is entered as each seat's plus/minus score, the winner's seat, whether
the pool ran empty (club 11.4) and the seats under the 100/200 rule (club 19.2).
``sheet_problems`` says what is wrong with an entry (codes for the de/en
messages); ``places`` and ``placement_points`` rank a valid entry.
"""

from __future__ import annotations

from math import ceil
from typing import Mapping, NamedTuple

from rules.tournament.seating import seats_for

PLACE_POINTS = (4, 3, 1, 0)  # club 10.1a; tables of 3 use the first three
NO_MELD_FLAGS = (100, 200)


class Problem(NamedTuple):
    """One reason a sheet entry is refused: a message code and its parameters."""

    code: str
    params: dict


def sheet_problems(table_size: int, scores: Mapping[str, int], winner: str,
                   pool_empty: bool = False, no_meld: Mapping[str, int] | None = None) -> list[Problem]:
    """Everything wrong with one game's entry; empty if it can go on the sheet.

    Rummikub ends (R-SCORE): the losers score minus, the winner plus their sum,
    so the game sums to zero. Pool empty (R-POOL-EMPTY, club 11.4): everyone
    scores minus his own rack and the winner holds the lowest rack. R-NO-MELD:
    a flagged seat scores exactly -100 or -200 and the winner gets the plus
    (after a pool-empty end, with or without that plus: see below).
    """
    no_meld = dict(no_meld or {})
    seats = seats_for(table_size)
    problems = [Problem("missing_score", {"seat": seat}) for seat in seats if seat not in scores]
    problems += [Problem("unknown_seat", {"seat": seat}) for seat in scores if seat not in seats]
    problems += [Problem("unknown_seat", {"seat": seat}) for seat in no_meld if seat not in seats]
    if winner not in seats:
        problems.append(Problem("no_winner", {}))
    if problems:
        return problems
    for seat, flag in no_meld.items():
        if seat == winner:
            problems.append(Problem("no_meld_winner", {"seat": seat}))
        elif flag not in NO_MELD_FLAGS:
            problems.append(Problem("no_meld_flag", {"seat": seat, "flag": flag}))
        elif scores[seat] != -flag:
            problems.append(Problem("no_meld_score", {"seat": seat, "flag": flag, "score": scores[seat]}))
    if problems:
        return problems
    losers = [seat for seat in seats if seat != winner]
    if not pool_empty:
        problems += [Problem("loser_not_minus", {"seat": seat, "score": scores[seat]})
                     for seat in losers if scores[seat] >= 0]
        total = sum(scores[seat] for seat in seats)
        if total != 0:
            problems.append(Problem("zero_sum", {"total": total, "winner": winner,
                                                 "expected": scores[winner] - total}))
        return problems
    others = [seat for seat in losers if seat not in no_meld]
    problems += [Problem("loser_not_minus", {"seat": seat, "score": scores[seat]})
                 for seat in others if scores[seat] > 0]
    if problems:
        return problems
    # The winner's own rack: his minus alone, or with the 100/200 plus on top
    # (R-NO-MELD after R-POOL-EMPTY is read both ways; either is accepted).
    bonus = sum(no_meld.values())
    own_racks = sorted(rack for rack in {-scores[winner], bonus - scores[winner]} if rack >= 0)
    if not own_racks:
        return [Problem("pool_empty_winner_plus", {"seat": winner, "score": scores[winner], "bonus": bonus})]
    return [Problem("pool_empty_not_lowest", {"seat": seat, "winner": winner})
            for seat in others if -scores[seat] < own_racks[0]]


def places(scores: Mapping[str, int], winner: str) -> dict[str, int]:
    """R-PLACEMENT: the winner is 1st; the others by game score, equal scores share
    the better place (two 2nd, then 4th)."""
    others = [seat for seat in scores if seat != winner]
    result = {winner: 1}
    for seat in others:
        result[seat] = 2 + sum(1 for other in others if scores[other] > scores[seat])
    return result


def placement_points(scores: Mapping[str, int], winner: str) -> dict[str, int]:
    """R-PLACEMENT (club 10.1a): 4-3-1-0 (table of 3: 4-3-1); players tied on places
    share the mean of the points of the places they span, rounded up."""
    ranked = places(scores, winner)
    points_for_place = PLACE_POINTS[:len(scores)]
    result = {}
    for seat, place in ranked.items():
        span = sum(1 for other in ranked.values() if other == place)
        spanned = points_for_place[place - 1:place - 1 + span]
        result[seat] = ceil(sum(spanned) / span)
    return result
