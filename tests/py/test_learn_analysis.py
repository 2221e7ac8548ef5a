"""Post-game analysis (game.learn.turns, game.learn.analysis, issue #20): the
human's turns read from a game's history with only what he could see, judged
by the solver (most tiles; most points once the pool is low; R-MELD30 before
the initial meld), checked against the ILP reference."""

import json

import pytest

from game import engine, selfplay
from game.learn import analysis, turns
from game.session import said_step
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
            # "Show" says the solver's sets in words, as a hint does: every rack tile it lays is named
            made = engine.steps(turn["table"], turn["best_table"])
            assert sorted(t for laid, _kept, _taken in made for t in laid) == sorted(on_table - {
                t for s in turn["table"] for t in s})
            assert all(said_step("en", *step) for step in made)
    assert len(result["missed_most"]) == min(analysis.MISSED_MOST, sum(1 for t in judged if t["missed"]))


def test_the_turns_missed_most_are_ranked_by_the_share_missed_not_by_tiles_against_points():
    def turn(step, objective, best, missed, tiles=5):
        return {"step": step, "objective": objective, "missed": missed,
                "best": best if objective == "tiles" else tiles, "best_points": best if objective == "points" else 50}
    judged = [turn(1, "tiles", 3, 3),       # laid none of 3 tiles
              turn(2, "tiles", 10, 2),      # 2 of 10 tiles
              turn(3, "points", 300, 30),   # 30 of 300 points (pool low): more by number, less by share
              turn(4, "tiles", 6, 3), turn(5, "tiles", 4, 2),  # half each: the larger play first
              turn(6, "tiles", 4, 0),
              turn(7, "points", 40, 40, tiles=2)]  # none of 40 points, a play of 2 tiles: after all of 3 tiles
    assert analysis.missed_most(judged) == [1, 7, 4]
    assert analysis.missed_most(judged[1:3]) == [2, 3]


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
