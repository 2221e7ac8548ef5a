"""Puzzles (game.learn.puzzles, issue #20): every generated puzzle's optimum
against the ILP reference (tests/py/ilp_reference.py), the difficulty the
solver measures, the daily puzzle, the van der Wekken set, shared ids, and
judging a player's table (R-TURN, R-RUN, R-TAKEBACK, R-REARRANGE)."""

import random
from datetime import date, timedelta

import pytest

from game import url_params
from game.learn import puzzle_ids, puzzles, wekken
from rules.tiles import parse_faces, parse_table

SEEDS = (0, 1, 2, 3, 7, 1002)  # easy, medium and hard among them


@pytest.mark.parametrize("seed", SEEDS)
def test_generated_optimum_equals_ilp(seed):
    ilp = pytest.importorskip("ilp_reference")
    puzzle = puzzles.load(str(seed))
    expect = ilp.ilp_best([f for s in puzzle.table for f in s], puzzle.rack, True, "tiles")
    assert (puzzle.best_count, puzzle.best_points) == expect
    assert puzzles.judge(puzzle, puzzle.best_table).solved  # R-REARRANGE: the solver's table is a legal turn


def test_deal_is_seeded_and_within_the_box():
    assert puzzles.deal(5) == puzzles.deal(5) != puzzles.deal(6)
    for seed in range(15):
        table, rack = puzzles.deal(seed)
        assert 3 <= len(table) <= 6 and 6 <= len(rack) <= 10
        faces = [f for s in table for f in s] + rack
        assert all(faces.count(f) <= 2 for f in set(faces))
        assert all(len(s) >= 3 for s in table)


def test_levels_follow_the_measure():
    seen = set()
    for seed in range(25):
        puzzle = puzzles.load(str(seed))
        shortfall = puzzle.best_count - puzzle.greedy
        assert shortfall >= 0 and puzzle.best_count >= puzzles.MIN_BEST
        assert (puzzle.level == "easy") == (shortfall == 0)
        if puzzle.level == "medium":
            assert shortfall <= 2 and puzzle.changed < 3
        seen.add(puzzle.level)
    assert seen == set(puzzles.LEVELS)


def test_greedy_leaves_the_table_whole():
    table = parse_table("R3 R4 R5 R6 R7")
    # the best play splits the run (R-REARRANGE): R3 R4 R5 + R5 R6 R7 ... the greedy player cannot
    assert puzzles.greedy_count(table, parse_faces("R5 K9")) == 0
    assert puzzles.measure("t", table, parse_faces("R5 K9"), "tiles").best_count == 1
    assert puzzles.greedy_count(table, parse_faces("R8 K3 O3")) == 1  # R8 at the end; no group without R3


@pytest.mark.parametrize("level", puzzles.LEVELS)
def test_find_gives_the_level_asked_for(level):
    assert puzzles.load(str(puzzles.find(level, 500))).level == level
    new = puzzles.new_of_level(level, random.Random(level))  # a new one is named by a short number
    assert puzzles.load(str(new)).level == level and 10_000 <= new < 100_000 + puzzles.SEARCH
    # the address (read before learning mode loads) takes exactly the levels the puzzles have
    assert url_params.parse(f"mode=puzzle&level={level.upper()}").learn == {"level": level}


def test_the_address_names_the_puzzles_levels_as_its_choices():
    assert url_params.choices_of("level") == ", ".join(puzzles.LEVELS)


def test_daily_puzzle_is_fixed_by_the_date_and_every_day_has_its_own():
    day = puzzles.daily_seed(date(2026, 11, 25))
    assert day == puzzles.daily_seed(date(2026, 11, 25)) and puzzles.load(str(day)).level == "medium"
    # from YYYYMMDD itself the search ran into the next days' starts: Nov 3-8 shared one puzzle
    month = [puzzles.daily_seed(date(2026, 11, 1) + timedelta(days=n)) for n in range(45)]
    assert len(set(month)) == 45 and puzzles.daily_date(month[7]) == date(2026, 11, 8)
    assert puzzles.daily_date(20261131) is None and puzzles.daily_date(month[7] + 1) is None


@pytest.mark.parametrize("number", (1, 3, 11, 20))
def test_wekken_puzzles_reach_the_published_optimum(number):
    puzzle = puzzles.load(f"w{number}")
    assert puzzle.objective == "points" and puzzle.table == []
    assert puzzle.target == wekken.PUZZLES[number - 1][1]
    assert puzzles.judge(puzzle, puzzle.best_table).solved


def test_ids_from_the_address_are_checked():
    assert puzzle_ids.parse_id(" 42 ") == "42" and puzzle_ids.parse_id("W3") == "w3"
    for bad in ("w0", "w21", "-1", "4x", "", str(2**31), "<script>"):
        assert puzzle_ids.parse_id(bad) is None
    ids, bad = puzzle_ids.parse_ids("12, w3,,nope,99999999999")
    assert ids == ["12", "w3"] and bad == ["nope", "99999999999"]
    ids, bad = puzzle_ids.parse_ids(",".join(["1"] * (puzzle_ids.MAX_IDS + 2)))
    assert len(ids) == puzzle_ids.MAX_IDS and len(bad) == 2


def test_a_hostile_puzzle_list_gives_a_short_notice():
    ids, (notice,) = puzzle_ids.from_address({"puzzle": "7," + ",".join(["<b>" + "x" * 5000] * 1000)})
    assert ids == ["7"]
    for lang in ("en", "de"):
        said = notice.text(lang)
        assert len(said) < 300 and said.endswith(", …") and "<b>xxx" in said  # escaped where it is drawn


def test_judge_names_the_rule_and_compares_with_the_optimum():
    puzzle = puzzles.measure("t", parse_table("R3 R4 R5 R6 R7|K9 O9 B9"), parse_faces("R5 R9 K9"), "tiles")
    assert puzzle.best_count == 2  # R5 into the split run, R9 to the group
    assert puzzles.judge(puzzle, puzzle.table).rule == "R-TURN"
    assert puzzles.judge(puzzle, parse_table("R3 R4 R5 R6 R7|K9 O9 B9 R9 K9")).rule == "R-GROUP"
    assert puzzles.judge(puzzle, parse_table("R3 R4 R5 R6 R7|K9 O9")).rule == "R-TAKEBACK"
    partial = puzzles.judge(puzzle, parse_table("R3 R4 R5 R6 R7|K9 O9 B9 R9"))
    assert partial == puzzles.Answer("", 1, 9, False)
    full = puzzles.judge(puzzle, parse_table("R3 R4 R5|R5 R6 R7|K9 O9 B9 R9"))
    assert full.solved and full.count == 2
