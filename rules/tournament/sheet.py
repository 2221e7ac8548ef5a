"""One game's line on a table's score sheet (R-SHEET, R-SCORE, R-NO-MELD, R-PLACEMENT).

A game is entered as each seat's plus/minus score, the winner's seat (and the
seats sharing first place with him after a pool-empty end), whether the pool
ran empty (club 11.4) and the seats under the 100/200 rule (club 19.2).
``sheet_problems`` says what is wrong with an entry (codes for the de/en
messages); ``places`` and ``placement_points`` rank a valid entry.
"""

from __future__ import annotations

from math import ceil
from typing import Iterable, Mapping, NamedTuple, Optional

from rules.scoring import share
from rules.tournament.seating import seats_for

PLACE_POINTS = (4, 3, 1, 0)  # club 10.1a; tables of 3 use the first three
NO_MELD_FLAGS = (100, 200)


class Problem(NamedTuple):
    """One reason a sheet entry is refused: a message code and its parameters."""

    code: str
    params: dict


def sheet_problems(table_size: int, scores: Mapping[str, int], winner: str,
                   pool_empty: bool = False, no_meld: Mapping[str, int] | None = None,
                   co_winners: Iterable[str] = ()) -> list[Problem]:
    """Everything wrong with one game's entry; empty if it can go on the sheet.

    Rummikub ends (R-SCORE): the losers score minus, the winner plus their sum,
    so the game sums to zero. Pool empty (R-POOL-EMPTY, club 11.4): everyone
    scores minus his own rack and the winner holds the lowest rack; players
    equal in rack sum and tiles share first place (``co_winners`` beside the
    ``winner``) and score alike. R-NO-MELD: a flagged seat scores exactly -100
    or -200 and the winner gets the plus (after a pool-empty end too, on top of
    his own minus; players sharing first place share it). A
    flagged seat cannot win, except after a pool-empty end in which every seat
    is flagged (nobody won by rack sum: first place goes by the flat amounts).
    """
    no_meld = dict(no_meld or {})
    winners = [winner, *co_winners]
    seats = seats_for(table_size)
    problems = [Problem("missing_score", {"seat": seat}) for seat in seats if seat not in scores]
    problems += [Problem("unknown_seat", {"seat": seat}) for seat in scores if seat not in seats]
    problems += [Problem("unknown_seat", {"seat": seat}) for seat in no_meld if seat not in seats]
    problems += [Problem("unknown_seat", {"seat": seat}) for seat in winners[1:] if seat not in seats]
    if winner not in seats:
        problems.append(Problem("no_winner", {}))
    if problems:
        return problems
    problems += [Problem("shared_first_twice", {"seat": seat})
                 for index, seat in enumerate(winners) if seat in winners[:index]]
    if len(winners) > 1 and not pool_empty:
        problems.append(Problem("shared_first_rummikub", {}))
    problems += [Problem("shared_first_score", {"seat": seat, "winner": winner, "score": scores[seat],
                                                "expected": scores[winner]})
                 for seat in winners[1:] if scores[seat] != scores[winner]]
    nobody_melded = pool_empty and set(no_meld) == set(seats)
    for seat, flag in no_meld.items():
        if seat in winners and not nobody_melded:
            problems.append(Problem("no_meld_winner", {"seat": seat}))
        elif flag not in NO_MELD_FLAGS:
            problems.append(Problem("no_meld_flag", {"seat": seat, "flag": flag}))
        elif scores[seat] != -flag:
            problems.append(Problem("no_meld_score", {"seat": seat, "flag": flag, "score": scores[seat]}))
    if problems or nobody_melded:
        return problems
    losers = [seat for seat in seats if seat not in winners]
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
    # The winner's own rack: his minus, with (his share of) the 100/200 plus on top
    # (R-NO-MELD applies after R-POOL-EMPTY too, as rules.scoring scores a game played here).
    bonus = share(sum(no_meld.values()), len(winners))
    own_rack = bonus - scores[winner]
    lowest_other = min((-scores[seat] for seat in others), default=0)
    # his rack typed, the plus left out; with no other loser to compare (the rest share first place
    # or are flagged) a 0 is a rack of 50 and a shared plus of 50 (found by hypothesis)
    if bonus and others and own_rack > lowest_other and abs(scores[winner]) <= lowest_other:
        return [Problem("pool_empty_no_meld_plus", {"seat": winner, "score": scores[winner],
                                                    "expected": bonus - abs(scores[winner])})]
    if own_rack < 1:  # a rack left empty is a Rummikub end, not a pool-empty one
        return [Problem("pool_empty_winner_plus", {"seat": winner, "score": scores[winner], "most": bonus - 1})]
    return [Problem("pool_empty_not_lowest", {"seat": seat, "winner": winner})
            for seat in others if -scores[seat] < own_rack]


def completed_scores(scores: Mapping[str, Optional[int]], winner: str,
                     pool_empty: bool = False, before: Optional[Mapping[str, int]] = None,
                     co_winners: Iterable[str] = ()) -> dict[str, Optional[int]]:
    """The scores with the winner's plus filled in where it follows from the others
    (R-SCORE, club 19.1: after a Rummikub end the game sums to zero, so the winner
    scores the others' minus as plus). Left as given after a pool-empty end (the
    winner's own rack counts, R-POOL-EMPTY), or when another seat is blank too.
    A loser never scores plus (R-SCORE, R-POOL-EMPTY, R-NO-MELD): his score typed
    without its minus, as on a paper sheet's minus column, is read as minus; the
    winner's and ``co_winners``' are taken as typed (after a pool-empty end
    either sign can be right).
    ``before``: the same game's scores as saved, with the same winner. A winner's plus
    that only repeats what followed from them follows from the others again, so a
    corrected minus corrects the plus the sheet filled in (the referee need not)."""
    firsts = {winner, *co_winners}
    scores = {seat: -score if seat not in firsts and score is not None and score > 0 else score
              for seat, score in scores.items()}
    if before is not None and not pool_empty and winner in scores and scores[winner] == before.get(winner) \
            and before[winner] == -sum(score for seat, score in before.items() if seat != winner):
        scores = {**scores, winner: None}
    others = [score for seat, score in scores.items() if seat != winner]
    if pool_empty or winner not in scores or scores[winner] is not None or None in others:
        return dict(scores)
    return {**scores, winner: -sum(others)}


def implied_winner(typed: Mapping[str, str]) -> Optional[str]:
    """The winner of a Rummikub end that a referee did not mark, where the scores as typed
    (text, per seat) show it (R-SCORE): the one seat left blank while every other has its
    score (his plus follows from theirs), or the one score typed with a plus sign, or the
    one not typed minus when every other is. None where they do not show it (after a
    pool-empty end everyone may score minus: the referee marks the winner)."""
    values = {seat: value.strip() for seat, value in typed.items()}
    for marked in ([seat for seat, value in values.items() if not value],
                   [seat for seat, value in values.items() if value.startswith("+")],
                   [seat for seat, value in values.items() if not value.startswith(("-", "−"))]):
        if len(marked) == 1 and len(values) > 1:
            return marked[0]
        if marked:
            return None
    return None


def places(scores: Mapping[str, int], winner: str, co_winners: Iterable[str] = ()) -> dict[str, int]:
    """R-PLACEMENT: the winner is 1st, and so is every player sharing first
    place with him (``co_winners``, R-POOL-EMPTY); the others by game score,
    equal scores share the better place (two 2nd, then 4th)."""
    result = dict.fromkeys([winner, *co_winners], 1)
    others = [seat for seat in scores if seat not in result]
    first = len(result)
    for seat in others:
        result[seat] = 1 + first + sum(1 for other in others if scores[other] > scores[seat])
    return result


def placement_points(scores: Mapping[str, int], winner: str, co_winners: Iterable[str] = ()) -> dict[str, int]:
    """R-PLACEMENT (club 10.1a): 4-3-1-0 (table of 3: 4-3-1); players tied on places
    share the mean of the points of the places they span, rounded up."""
    ranked = places(scores, winner, co_winners)
    points_for_place = PLACE_POINTS[:len(scores)]
    result = {}
    for seat, place in ranked.items():
        span = sum(1 for other in ranked.values() if other == place)
        spanned = points_for_place[place - 1:place - 1 + span]
        result[seat] = ceil(sum(spanned) / span)
    return result
