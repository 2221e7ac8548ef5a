"""R-SHEET, R-SCORE, R-NO-MELD checks of one game, and R-PLACEMENT with every tie table of club 10.1."""

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from rules.scoring import score_pool_empty
from rules.tiles import parse_faces
from rules.tournament.messages import MESSAGES, TournamentError
from rules.tournament.sheet import completed_scores, implied_winner, placement_points, places, sheet_problems


def codes(*args, **kwargs):
    return [problem.code for problem in sheet_problems(*args, **kwargs)]


def test_r_score_club_19_1_example_sums_to_zero():
    assert codes(4, {"A": 60, "B": -10, "C": -20, "D": -30}, "A") == []


def test_r_score_zero_sum_is_enforced_with_the_expected_winner_score():
    [problem] = sheet_problems(4, {"A": 50, "B": -10, "C": -20, "D": -30}, "A")
    assert problem.code == "zero_sum" and problem.params["expected"] == 60
    text = TournamentError(problem.code, **problem.params)
    assert "+60" in text.text("en") and "+60" in text.text("de") and "-10" in text.text("en")


def test_r_score_the_winners_plus_follows_from_the_others():
    """club 19.1's example with A's +60 left blank: the sheet fills it in, and the
    result passes the zero-sum check; nothing is guessed where it does not follow."""
    typed = {"A": None, "B": -10, "C": -20, "D": -30}
    assert completed_scores(typed, "A") == {"A": 60, "B": -10, "C": -20, "D": -30}
    assert codes(4, completed_scores(typed, "A"), "A") == []
    assert completed_scores({"A": -3, "B": None, "C": -8}, "A") == {"A": -3, "B": None, "C": -8}
    assert completed_scores(typed, "A", pool_empty=True) == typed  # the winner's own rack counts (R-POOL-EMPTY)
    assert completed_scores({"A": 12, "B": -10, "C": None}, "A")["C"] is None
    # a correction: the plus the sheet filled in (60) follows from the corrected minus (-19 for -10)
    saved = completed_scores(typed, "A")
    assert completed_scores({**saved, "B": -19}, "A", before=saved) == {"A": 69, "B": -19, "C": -20, "D": -30}
    assert completed_scores({**saved, "A": 55, "B": -19}, "A", before=saved)["A"] == 55  # typed anew: kept, and refused
    assert completed_scores({**saved, "B": -19}, "A", pool_empty=True, before=saved)["A"] == 60  # own rack (R-POOL-EMPTY)
    typed_plus = {"A": 61, "B": -10, "C": -20, "D": -30}  # a plus that did not follow: the referee's, kept
    assert completed_scores({**typed_plus, "B": -19}, "A", before=typed_plus)["A"] == 61
    flagged = {"A": None, "B": -100, "C": -200, "D": -7}  # R-NO-MELD: the flat amounts count like racks
    assert codes(4, completed_scores(flagged, "A"), "A", no_meld={"B": 100, "C": 200}) == []


def test_r_score_a_losers_score_typed_without_its_minus_is_read_as_minus():
    """A referee copying a paper sheet's minus column types "30": a loser never
    scores plus, so it is -30; the winner's (and a shared first place's) sign
    stays as typed, as after a pool-empty end either can be right."""
    assert completed_scores({"A": None, "B": 10, "C": -20, "D": 30}, "A") == {"A": 60, "B": -10, "C": -20, "D": -30}
    assert completed_scores({"A": 5, "B": 9, "C": 5}, "A", pool_empty=True, co_winners=["C"]) == \
        {"A": 5, "B": -9, "C": 5}
    assert codes(4, completed_scores({"A": None, "B": 100, "C": 7, "D": 3}, "A"), "A", no_meld={"B": 100}) == []


def test_r_score_an_unmarked_winner_is_the_seat_the_typed_scores_show():
    """A referee who forgets the winner's mark: the one seat left blank (his plus follows), the
    one score typed with a plus, or the one not typed minus; nothing where it does not show."""
    assert implied_winner({"A": "-10", "B": "", "C": "20", "D": "-30"}) == "B"
    assert implied_winner({"A": "10", "B": "+60", "C": "20", "D": "30"}) == "B"
    assert implied_winner({"A": "-10", "B": "-20", "C": " 60 ", "D": "-30"}) == "C"
    for unclear in ({"A": "", "B": "", "C": "-20", "D": "-30"}, {"A": "+5", "B": "+9", "C": "-1"},
                    {"A": "10", "B": "20", "C": "-30"}, {"A": "-1", "B": "-2", "C": "-3"}, {"A": ""}):
        assert implied_winner(unclear) is None, unclear


def test_r_score_losers_score_minus_and_every_seat_is_filled():
    assert "loser_not_minus" in codes(4, {"A": 40, "B": 10, "C": -20, "D": -30}, "A")
    assert codes(4, {"A": 30, "B": -10, "C": -20}, "A") == ["missing_score"]
    assert codes(3, {"A": 30, "B": -10, "C": -20, "D": 0}, "A") == ["unknown_seat"]
    assert codes(4, {"A": 60, "B": -10, "C": -20, "D": -30}, "") == ["no_winner"]


def test_r_no_meld_100_and_200_flags_fix_the_score_and_the_winner_gets_the_plus():
    scores = {"A": 312, "B": -100, "C": -200, "D": -12}
    assert codes(4, scores, "A", no_meld={"B": 100, "C": 200}) == []
    wrong = dict(scores, B=-90, A=302)
    [problem] = sheet_problems(4, wrong, "A", no_meld={"B": 100, "C": 200})
    assert problem.code == "no_meld_score" and problem.params == {"seat": "B", "flag": 100, "score": -90}
    assert "−100" in TournamentError(problem.code, **problem.params).text("de")


def test_r_no_meld_flag_is_100_or_200_and_never_on_the_winner():
    scores = {"A": 160, "B": -150, "C": -5, "D": -5}
    assert codes(4, scores, "A", no_meld={"B": 150}) == ["no_meld_flag"]
    assert codes(4, {"A": 100, "B": -100, "C": 0, "D": 0}, "A", no_meld={"A": 100}) == ["no_meld_winner"]


def test_r_pool_empty_everyone_scores_minus_and_the_winner_holds_least():
    assert codes(4, {"A": -5, "B": -10, "C": -20, "D": -30}, "A", pool_empty=True) == []
    assert codes(4, {"A": -5, "B": -5, "C": -20, "D": -30}, "A", pool_empty=True) == []  # fewer tiles
    assert codes(4, {"A": -15, "B": -10, "C": -20, "D": -30}, "A", pool_empty=True) == ["pool_empty_not_lowest"]
    assert codes(4, {"A": 5, "B": -10, "C": -20, "D": -30}, "A", pool_empty=True) == ["pool_empty_winner_plus"]


def test_r_no_meld_applies_after_pool_empty_too():
    scores = {"A": 95, "B": -100, "C": -20, "D": -30}  # winner: -5 own rack + 100
    assert codes(4, scores, "A", pool_empty=True, no_meld={"B": 100}) == []
    assert codes(4, dict(scores, A=120), "A", pool_empty=True, no_meld={"B": 100}) == ["pool_empty_winner_plus"]
    assert codes(4, dict(scores, A=70), "A", pool_empty=True, no_meld={"B": 100}) == ["pool_empty_not_lowest"]


def test_r_no_meld_after_pool_empty_the_winner_takes_the_plus_as_the_game_scores_it():
    """One reading on the sheet and on the table (a referee's playtest found the sheet took both):
    the winner's own minus with the 100/200 on top, as rules.scoring scores a game played here."""
    _, lines = score_pool_empty("one_more_turn", [parse_faces(r) for r in ("K1 K2", "K5", "K10", "J")],
                                [True, True, True, False], [False, False, False, True], 30, True)
    scores = dict(zip("ABCD", (line.score for line in lines)))
    assert scores == {"A": 197, "B": -5, "C": -10, "D": -200}
    assert codes(4, scores, "A", pool_empty=True, no_meld={"D": 200}) == []
    [problem] = sheet_problems(4, dict(scores, A=-3), "A", pool_empty=True, no_meld={"D": 200})
    assert problem.code == "pool_empty_no_meld_plus" and problem.params["expected"] == 197
    assert "+197" in TournamentError(problem.code, **problem.params).text("de")
    [problem] = sheet_problems(4, dict(scores, A=3), "A", pool_empty=True, no_meld={"D": 200})  # the rack as a plus
    assert problem.code == "pool_empty_no_meld_plus" and problem.params["expected"] == 197
    # +200 would leave the winner an empty rack: a Rummikub end, not a pool-empty one (a user's check)
    [problem] = sheet_problems(4, dict(scores, A=200), "A", pool_empty=True, no_meld={"D": 200})
    assert problem.code == "pool_empty_winner_plus" and "+199" in TournamentError(problem.code, **problem.params).text("en")
    assert codes(4, {"A": 0, "B": -10, "C": -20, "D": -30}, "A", pool_empty=True) == ["pool_empty_winner_plus"]


def test_every_message_has_both_languages():
    assert MESSAGES.missing() == []
    assert TournamentError("no_winner").text("fr") == MESSAGES("en", "no_winner")
    with pytest.raises(KeyError):
        TournamentError("no_such_code")


def test_a_seat_is_named_as_the_sheet_names_it_never_platz_which_is_a_place():
    """The sheet's column says "Position" for a seat A-D; "Platz" is a place (rank, R-PLACEMENT)."""
    from game.tournament.texts import TEXTS

    seat_word = TEXTS("de", "seat")
    with_seat = [key for key, entry in MESSAGES.table.items() if "eat {seat}" in entry["en"]]  # "Seat B"
    assert len(with_seat) >= 8
    for key in with_seat:
        german = MESSAGES("de", key, seat="B", winner="A", flag=100, score=5, bonus=3, expected=4)
        assert f"{seat_word} B" in german and "Platz B" not in german, german


# R-PLACEMENT: the tables of club 10.1, in seat order A (winner), B, C, D.
CLUB_10_1_TABLES = [
    pytest.param({"A": 60, "B": -10, "C": -20, "D": -30}, [4, 3, 1, 0], [1, 2, 3, 4], id="no-tie"),
    pytest.param({"A": 50, "B": -10, "C": -10, "D": -30}, [4, 2, 2, 0], [1, 2, 2, 4], id="two-2nd"),
    pytest.param({"A": 30, "B": -10, "C": -10, "D": -10}, [4, 2, 2, 2], [1, 2, 2, 2], id="three-2nd"),
    pytest.param({"A": 25, "B": -5, "C": -10, "D": -10}, [4, 3, 1, 1], [1, 2, 3, 3], id="two-3rd"),
]


@pytest.mark.parametrize("scores, points, game_places", CLUB_10_1_TABLES)
def test_r_placement_club_10_1_tie_tables(scores, points, game_places):
    assert [placement_points(scores, "A")[seat] for seat in "ABCD"] == points
    assert [places(scores, "A")[seat] for seat in "ABCD"] == game_places


def test_r_placement_table_of_3_is_4_3_1_and_ties_share():
    assert placement_points({"A": 30, "B": -10, "C": -20}, "A") == {"A": 4, "B": 3, "C": 1}
    assert placement_points({"A": 20, "B": -10, "C": -10}, "A") == {"A": 4, "B": 2, "C": 2}


def test_r_placement_winner_is_first_even_when_tied_on_score_after_pool_empty():
    # club 11.4: equal racks, the winner had fewer tiles
    assert placement_points({"A": -5, "B": -5, "C": -20, "D": -30}, "A") == {"A": 4, "B": 3, "C": 1, "D": 0}


racks = st.lists(st.integers(0, 52), min_size=1, max_size=20)  # faces; 52 is a joker


@settings(max_examples=200, deadline=None)
@given(st.data(), st.integers(2, 4))
def test_r_sheet_accepts_every_result_the_engine_scores(data, players):
    """The sheet checks agree with the engine's scoring (rules/scoring.py, R-SCORE, R-POOL-EMPTY, R-NO-MELD)."""
    scoring = pytest.importorskip("rules.scoring")
    seats = "ABCD"[:players]
    hands = [data.draw(racks) for _ in seats]
    melded = [data.draw(st.booleans()) for _ in seats]
    could = [data.draw(st.booleans()) for _ in seats]
    if data.draw(st.booleans()):
        winner = data.draw(st.integers(0, players - 1))
        hands[winner], melded[winner] = [], True
        winners, lines = (winner,), scoring.score_rummikub(hands, winner, melded, could, 30, True)
        pool_empty = False
    else:
        winners, lines = scoring.score_pool_empty_club(hands, melded, could, 30, True)
        pool_empty = True
    scores = {seat: line.score for seat, line in zip(seats, lines)}
    flags = {seat: line.no_meld for seat, line in zip(seats, lines) if line.no_meld}
    first, *shared = [seats[player] for player in winners]
    assert sheet_problems(players, scores, first, pool_empty, flags, shared) == []


def test_r_placement_shared_first_place_after_pool_empty():
    """R-POOL-EMPTY: players equal in rack sum and tiles share first place; by
    R-PLACEMENT they share 4 and 3 (rounded up: 4 each) and the next is 3rd."""
    scores = {"A": -5, "B": -5, "C": -20, "D": -30}
    assert places(scores, "A", ["B"]) == {"A": 1, "B": 1, "C": 3, "D": 4}
    assert placement_points(scores, "A", ["B"]) == {"A": 4, "B": 4, "C": 1, "D": 0}
    assert placement_points({"A": -5, "B": -5, "C": -5, "D": -9}, "B", ["A", "C"]) == {"A": 3, "B": 3, "C": 3,
                                                                                       "D": 0}


def test_r_pool_empty_shared_first_place_is_checked_on_the_sheet():
    # equal racks of 50 share first place and the plus of C's -100: 0 each (found by hypothesis)
    assert codes(3, {"A": 0, "B": 0, "C": -100}, "A", pool_empty=True, no_meld={"C": 100}, co_winners=["B"]) == []
    scores = {"A": -5, "B": -5, "C": -20, "D": -30}
    assert codes(4, scores, "A", pool_empty=True, co_winners=["B"]) == []
    assert codes(4, {"A": 0, "B": 0, "C": -20, "D": -20}, "A", co_winners=["B"]) == ["shared_first_rummikub"]
    [problem] = sheet_problems(4, dict(scores, B=-6), "A", pool_empty=True, co_winners=["B"])
    assert problem == ("shared_first_score", {"seat": "B", "winner": "A", "score": -6, "expected": -5})
    text = TournamentError(problem.code, **problem.params)
    assert "-5" in text.text("en") and "teilt sich den ersten Platz" in text.text("de")
    assert codes(4, scores, "A", pool_empty=True, co_winners=["A"]) == ["shared_first_twice"]
    assert codes(4, scores, "A", pool_empty=True, co_winners=["E"]) == ["unknown_seat"]
    assert codes(4, scores, "A", pool_empty=True, co_winners=["B"], no_meld={"B": 100}) == ["no_meld_winner"]


def test_r_no_meld_shared_first_place_shares_the_plus_on_the_sheet():
    """R-NO-MELD after R-POOL-EMPTY: two sharing first place get 100 each of C's 200."""
    scores = {"A": 95, "B": 95, "C": -200}
    assert codes(3, scores, "A", pool_empty=True, no_meld={"C": 200}, co_winners=["B"]) == []
    assert codes(3, dict(scores, A=195, B=195), "A", pool_empty=True, no_meld={"C": 200},
                 co_winners=["B"]) == ["pool_empty_winner_plus"]


def test_r_no_meld_nobody_melded_after_pool_empty_first_place_by_the_flat_amounts():
    flags = {"A": 100, "B": 200, "C": 100}
    scores = {"A": -100, "B": -200, "C": -100}
    assert codes(3, scores, "A", pool_empty=True, no_meld=flags, co_winners=["C"]) == []
    assert codes(3, scores, "A", no_meld=flags, co_winners=["C"])[0] == "shared_first_rummikub"
