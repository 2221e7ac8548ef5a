"""bench/strength.py's count of a 4-player match on one paired deal (issue #21), so the
benchmark cannot rot: A's places agree with its wins (R-PLACEMENT)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import strength  # noqa: E402
from strength import markdown, play_deal, places_text, run_match  # noqa: E402


def test_r_placement_a_players_places_agree_with_its_wins(monkeypatch):
    """R-PLACEMENT: 4-3-1-0 by place; A is 1st exactly when it won (a shared first is a
    part of a win and still 1st), and its places' shares add up to its games."""
    deal = play_deal(("club", "casual", 4, 21_000))  # A: 1st, 2nd, 4th, 4th in its four games
    assert len(deal["places"]) == len(deal["wins"]) == 4 and len(set(deal["places"])) > 2
    for won, place in zip(deal["wins"], deal["places"]):
        assert place in (1, 2, 3, 4) and (won > 0) == (place == 1)
    monkeypatch.setattr(strength, "play_deal", lambda job: deal)  # the match counts the deal played above
    result = run_match("club-casual:4", 1, 21_000, 1)
    assert result["places"] == [deal["places"].count(k) / 4 for k in (1, 2, 3, 4)]
    assert abs(sum(result["places"]) - 1) < 1e-9
    row = next(line for line in markdown([result], [], 1.0).splitlines() if line.startswith("| club vs 3×"))
    assert places_text(result) == "25/25/0/50%" and f"| {places_text(result)} |" in row
