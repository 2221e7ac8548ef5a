"""The exact solver (rules/solver.py): hand-made cases by rule id, the
published puzzles of ../shared/peer-fixtures, and an independent ILP reference
(tests/py/ilp_reference.py, HiGHS) on random positions with jokers.

Set SOLVER_SLOW=1 for the large random run (1,000 more positions)."""

import json
import os
import random
from pathlib import Path

import pytest

from rules.solver import best_play, clear_cache, could_meld, max_meld_points, solve_request
from rules.tiles import JOKER, NotationError, face_of, format_table, parse_faces, parse_table
from solver_check import check_play, valid_set
from solver_positions import random_position

BOX = [f for f in range(52) for _ in range(2)] + [52, 52]
FIXTURES = Path(__file__).resolve().parents[3] / "shared" / "peer-fixtures" / "wekken-puzzles.jsonl"


@pytest.mark.parametrize(
    "rack, points",
    [
        ("", 0),
        ("R10 R11", 0),
        ("R10 R11 R12", 33),  # R-RUN
        ("K9 O9 B9", 27),  # R-GROUP
        ("K9 O9 B9 R9 R9", 36),  # a group holds each colour once
        ("R12 R13 J", 36),  # R-JOKER: J stands for R11
        ("R1 J J", 6),  # run R1 R2 R3 beats group 1 1 1
        ("R13 J J", 39),  # group of 13s beats the run 11 12 13
        ("K1 K2 K3 K4 K5 K6 K7 K8 K9 K10 K11 K12 K13", 91),
        ("K1 K2 K3 K3 K4 K5", 18),  # two runs of one colour
        ("R5 R6 K5 K6 J", 18),  # one joker completes one run: R5 R6 R7
    ],
)
def test_max_meld_points_hand_cases(rack, points):
    """R-NO-MELD: what the rack alone could lay."""
    assert max_meld_points(parse_faces(rack)) == points


def play(table, rack, melded=True, objective="tiles"):
    sets, faces = parse_table(table), parse_faces(rack)
    result = best_play(sets, faces, melded, objective)
    check_play(sets, faces, result)
    return result


def test_meld30_exactly_30_is_laid_and_29_is_not():
    """R-MELD30: 30 or more from the rack alone."""
    result = play("", "K1 O1 B1 R1 R5 R6 R7 R8", melded=False)
    assert (result.count, result.points) == (8, 30)
    assert not could_meld(parse_faces("K1 O1 B1 R5 R6 R7 R8"))
    result = play("R2 R3 R4", "K1 O1 B1 R5 R6 R7 R8", melded=False)
    assert (result.count, result.points, result.placed) == (0, 0, [])
    assert format_table(result.table) == "R2 R3 R4"


def test_meld30_joker_counts_the_tile_it_stands_for():
    """R-MELD30, R-JOKER: R9 J R11 is 30 (J = R10); R12 R13 J is 36."""
    assert (play("", "R9 J R11", melded=False).points) == 30
    assert could_meld(parse_faces("R9 J R11"))
    assert play("", "R12 R13 J K2", melded=False).points == 36


def test_r_no_meld_could_meld_stops_early_and_agrees_with_the_most_points():
    """R-MELD30, R-NO-MELD: could_meld (which stops at the first sets worth 30) answers as the
    search for the most points does, on seeded racks of 0-35 tiles and racks of low numbers
    (where the answer is often no and the search has to finish), jokers included."""
    rng = random.Random(30)
    low = [t for t in range(106) if face_of(t) == JOKER or face_of(t) % 13 < 5]
    racks = [rng.sample(range(106), size) for size in range(0, 36)]
    racks += [rng.sample(low, size) for size in range(4, 31, 2) for _ in range(6)]
    answers = [(could_meld([face_of(t) for t in rack]), max_meld_points([face_of(t) for t in rack]) >= 30)
               for rack in racks]
    assert all(quick == full for quick, full in answers)
    assert 20 < sum(full for _, full in answers) < len(answers) - 20  # both answers are checked


def test_meld30_leaves_the_table_untouched():
    """R-MELD30: only new sets, the table as it was, the meld added."""
    result = play("R5 R6 R7 | K1 K2 K3", "R8 K10 O10 B10", melded=False)
    assert format_table(result.table) == "R5 R6 R7 | K1 K2 K3 | K10 O10 B10"
    assert (result.count, result.points) == (3, 30)
    result = play("R5 R6 R7 | K1 K2 K3", "R8 K10 O10 B10", melded=True)
    assert result.count == 4


def test_joker_free_frees_a_joker_and_uses_it_again():
    """R-JOKER-FREE: R7 frees the table joker, which completes K3 O3."""
    result = play("R5 R6 J", "R7 K3 O3")
    assert result.count == 3
    assert sorted(map(len, result.table)) == [3, 3]


def test_table_jokers_stay_on_the_table():
    """R-REARRANGE, R-JOKER-FREE: a table joker never goes to the rack."""
    result = play("K1 K2 J | O5 O6 O7", "K3")
    assert result.count == 1
    assert sum(s.count(52) for s in result.table) == 1


def test_rearrange_splits_a_run():
    """R-REARRANGE: K4..K8 splits into K4 K5 K6 | K6 K7 K8 around the rack's K6."""
    result = play("K4 K5 K6 K7 K8", "K6")
    assert result.count == 1
    assert format_table(result.table) == "K4 K5 K6 | K6 K7 K8"


def test_rearrange_moves_a_tile_from_a_group_into_a_run():
    """R-REARRANGE: B9 leaves the 4-group to complete B7 B8 B9."""
    result = play("K9 O9 B9 R9", "B7 B8")
    assert result.count == 2


def test_nothing_to_lay_keeps_the_table_as_it_was():
    result = play("R1 R2 R3 | K5 O5 B5", "K9")
    assert (result.count, result.points, result.placed) == (0, 0, [])
    assert format_table(result.table) == "R1 R2 R3 | K5 O5 B5"


def test_objectives_differ():
    """tiles: the most tiles; points: the most points."""
    table, rack = "K5 K6 K7", "K2 K3 K4 K13 O13 B13"
    assert (play(table, rack).count, play(table, rack).points) == (6, 48)
    assert play("", "K1 K2 K3 K4 K13 O13 B13", objective="points").points == 49
    tiles = play("", "K1 K2 K3 O3 B3 K13 O13 B13", objective="tiles")
    points = play("", "K1 K2 K3 O3 B3 K13 O13 B13", objective="points")
    assert tiles.count >= points.count and points.points >= tiles.points


def test_invalid_input_is_refused():
    with pytest.raises(ValueError):
        best_play(parse_table("R1 R2"), [], True)
    with pytest.raises(NotationError):
        best_play(parse_table("R1 R2 R3 | R1 R2 R3"), parse_faces("R1"), True)
    with pytest.raises(ValueError):
        best_play([], [], True, "fun")


def test_solve_request_and_determinism():
    request = {"op": "solve", "table": "R5 R6 J | K9 O9 B9", "rack": "R7 K3 O3 R9 j", "melded": True}
    first = solve_request(request)
    assert first == solve_request(dict(request))
    assert first["count"] == 5
    assert set(first) == {"table", "placed", "count", "points"}
    assert all(valid_set(s) for s in parse_table(first["table"]))
    assert solve_request({"table": "", "rack": "R1"}) == {"table": "", "placed": "", "count": 0, "points": 0}


def test_cached_colour_moves_change_no_answer():
    """The colour moves cached across searches are keyed by all they depend
    on: the same positions answered in the other order after the cache was
    emptied give the same plays, jokers in (R-JOKER, R-REARRANGE)."""
    rng = random.Random(7)
    positions = [random_position(rng, rng.randint(0, 60), rng.randint(1, 20)) for _ in range(40)]
    first = [best_play(table, rack) for table, rack in positions]
    clear_cache()
    again = [best_play(table, rack) for table, rack in reversed(positions)][::-1]
    assert [(p.table, p.placed, p.count, p.points) for p in first] == [
        (p.table, p.placed, p.count, p.points) for p in again
    ]
    assert any(52 in rack for _, rack in positions)


@pytest.mark.skipif(not FIXTURES.exists(), reason="peer fixtures not present")
def test_peer_fixture_puzzles_reach_the_published_optimum():
    lines = FIXTURES.read_text().splitlines()
    assert len(lines) == 20
    for line in lines:
        request = json.loads(line)
        expect = request.pop("expect_points")
        answer = solve_request(request)
        assert answer["points"] == expect
        assert all(valid_set(s) for s in parse_table(answer["table"]))


def _agree_with_ilp(seed, positions):
    ilp = pytest.importorskip("ilp_reference")
    rng = random.Random(seed)
    for _ in range(positions):
        table, rack = random_position(rng, rng.randint(0, 100), rng.randint(1, 30))
        objective = rng.choice(("tiles", "points"))
        melded = rng.random() < 0.85
        result = best_play(table, rack, melded, objective)
        check_play(table, rack, result)
        if not melded:
            assert result.table[: len(table)] == table
        table_faces = [f for s in table for f in s]
        expect = ilp.ilp_best(table_faces, rack, melded, objective)
        assert (result.count, result.points) == expect, (format_table(table), rack, objective, melded)


def test_max_meld_points_equals_ilp_on_random_racks():
    ilp = pytest.importorskip("ilp_reference")
    rng = random.Random(4)
    for _ in range(150):
        rack = rng.sample(BOX, rng.randint(1, 20))
        assert max_meld_points(rack) == ilp.ilp_best([], rack, True, "points")[1], rack


def test_best_play_equals_ilp_on_random_positions():
    _agree_with_ilp(seed=20, positions=150)


@pytest.mark.skipif(not os.environ.get("SOLVER_SLOW"), reason="set SOLVER_SLOW=1 (minutes)")
@pytest.mark.parametrize("seed", range(10))
def test_best_play_equals_ilp_on_thousands_of_positions(seed):
    _agree_with_ilp(seed=1000 + seed, positions=100)
