"""Post-game analysis (game.learn.turns, game.learn.analysis, issue #20): the
human's turns read from a game's history with only what he could see, judged
by the solver (most tiles; most points once the pool is low; R-MELD30 before
the initial meld), checked against the ILP reference."""

import json

import pytest

from game import engine, selfplay
from game.learn import analysis, turns
from rules.profiles import Settings
from rules.tiles import face_of, parse_faces


def _finished_game(seed=7):
    """Beginner (the "human", seat 0) against Casual: the game bench/learn.py analyses too."""
    return selfplay.play(("beginner", "casual"), seed, Settings.for_profile("club"))


@pytest.fixture(scope="module")
def game():
    return _finished_game()


def test_turns_hold_what_the_player_saw(game):
    history = engine.history_json(game)
    found = turns.human_turns(history, [0])
    assert found and all(t["player"] == 0 for t in found)
    assert [t["turn"] for t in found] == list(range(1, len(found) + 1))
    for t in found[:8]:
        before = engine.replay(history, t["step"])
        assert before.current == 0 and t["rack"] == list(before.racks[0])  # his rack, no other
        assert t["table"] == [list(s) for s in before.table] and t["pool"] == len(before.pool)
        assert set(t["laid"]) <= set(t["rack"])
        assert "racks" not in t  # the other racks are never read into a turn


def test_each_turn_is_judged_against_the_solver(game):
    ilp = pytest.importorskip("ilp_reference")
    found = turns.human_turns(engine.history_json(game), [0])[:24]  # enough turns that some miss
    result = json.loads(analysis.analyse_json(json.dumps(found)))
    judged = result["turns"]
    assert len(judged) == len(found)
    for turn in judged[::3]:  # a sample against the ILP (each solve is exact; the sample keeps it fast)
        table = [f for s in turn["table"] for f in map(face_of, s)]
        expect = ilp.ilp_best(table, [face_of(t) for t in turn["rack"]], turn["melded"], turn["objective"])
        assert (turn["best"], turn["best_points"]) == expect
    for turn in judged:
        assert turn["objective"] == ("points" if turn["pool"] <= analysis.LOW_POOL else "tiles")
        measure = (turn["best_points"] - turn["points"]) if turn["objective"] == "points" \
            else turn["best"] - turn["count"]
        assert turn["missed"] == max(0, measure)
        assert turn["count"] == len(turn["laid"])
        if turn["best"]:
            on_table = {t for s in turn["best_table"] for t in s}
            assert {t for s in turn["table"] for t in s} <= on_table  # R-REARRANGE: the table's tiles stay
    missed = [t for t in judged if t["missed"]]
    assert result["missed_most"] == [t["step"] for t in sorted(missed, key=lambda t: (-t["missed"], t["step"]))][:3]


def test_before_the_meld_only_a_meld_counts():
    turn = {"step": 0, "player": 0, "turn": 1, "table": [], "rack": [0, 1, 2, 16], "melded": False,
            "pool": 80, "laid": [], "after": []}  # K1 K2 K3 O4: 6 points, no meld (R-MELD30)
    assert analysis.judge_turn(turn)["best"] == 0
    turn["melded"] = True
    assert analysis.judge_turn(turn)["best"] == 3


def test_a_joker_laid_counts_what_it_stands_for():
    tiles = [9, 10, 104]  # K10 K11 and a joker: the run reads K10 K11 K12 (or K9 K10 K11: the higher, R-JOKER)
    assert [face_of(t) for t in tiles[:2]] == parse_faces("K10 K11")
    assert analysis.laid_points(tiles, {104}) == 12
    assert analysis.laid_points(tiles, {9, 104}) == 22
    run = [2, 104, 105, 5]  # K3 J J K6: the jokers are K4 and K5, 9 points together
    assert analysis.laid_points(run, {104, 105}) == 9 and analysis.laid_points(run, set(run)) == 18
