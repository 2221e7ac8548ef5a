"""Turn flow of a round on one device, with the engine behind game.engine."""

import json

import pytest

from game import ai_worker, engine, storage
from game.session import Session
from game.settings import GameSettings, Seat
from game.ui import board_view
from rules.tournament import sheet

pytest.importorskip("pydantic")


def computer_move(session):
    observation, level, seed = session.ai_request()
    data = json.loads(observation)
    assert "racks" not in data and "pool" not in data  # the player's own view only
    return ai_worker.think(observation, level, seed)


def play_out(session, limit=600):
    for _ in range(limit):
        if session.game.finished:
            return
        if session.human_turn():
            session.draw(0)
            if session.error:  # `original`, pool empty: a player who can play must play
                session.workspace.sets = engine.best_table(session.game)
                assert session.end_turn(0), session.error
        else:
            session.apply_ai(computer_move(session), 0)
    raise AssertionError("game did not end")


@pytest.mark.parametrize("profile, seed", [("club", 11), ("original", 12), ("club", 13)])
def test_full_game_to_the_end_with_places(profile, seed):
    session = Session(GameSettings(seats=(Seat(),) + (Seat("casual"),) * 3, seed=seed, profile=profile))
    play_out(session)
    result = session.results[-1]
    assert sorted(result.places.values())[0] == 1
    assert set(result.points) == set("ABCD")
    assert session.standings()[0][0] == 1
    # the results, closed to look at the final table, come back by the one button left (game.ui.screen)
    assert session.board(0).enabled == {"results"}
    assert 'data-action="show_results"' in board_view.actions(session.board(0))


def test_round_rotates_seats_and_starters_R_SEATS():
    session = Session(GameSettings(seats=(Seat("casual"),) * 4, seed=5))
    assert session.current_seat() == 0  # game 1: A starts
    play_out(session)
    second = session.next_game(0)
    assert second.game_no == 2 and second.current_seat() == 1  # game 2: B starts
    assert [second.labels[s] for s in second.order] == list("ADCB")
    # the players are told (a child wondered why the seats had moved), the order from the one who
    # starts (a family read "Mama, …; Lena starts" as a contradiction); the rule id goes to the tooltip
    assert second.notice.text("en") == ("Game 2: the seats turn (R-SEATS). Order of play: Casual 2, Casual 1, "
                                        "Casual 4, Casual 3; Casual 2 starts.")


def test_illegal_end_of_turn_is_refused_with_rule_id():
    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=3))
    tile = session.workspace.rack[0]
    assert session.drop(tile, "new")
    assert not session.end_turn(0)
    assert "(R-" in session.error.text("en") and "(R-" in session.error.text("de")
    assert session.human_turn()


def test_r_invalid_end_penalize_restores_the_table_and_draws_three_with_a_notice():
    """club 11.6: with `penalize` an invalid end of turn restores the turn's start,
    the player draws 3 penalty tiles, the turn passes, and the notice says so (de/en)."""
    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=3, invalid_end="penalize"))
    assert session.game.settings.invalid_end == "penalize"
    rack = list(session.rack_of(0))
    pool = session.state().pool
    assert session.drop(rack[0], "new")
    broken = session.game.check(session.workspace.table()).rule
    assert broken and session.end_turn(0)
    assert session.state().table == () and not session.human_turn()
    after = session.rack_of(0)
    assert len(after) == len(rack) + 3 and set(rack) < set(after) and session.state().pool == pool - 3
    assert session.error is None
    english, german = session.notice.text("en"), session.notice.text("de")
    assert f"({broken})" in english and "R-INVALID-END" in english and "3 penalty tiles" in english
    assert f"({broken})" in german and "R-INVALID-END" in german and "3 Strafsteine" in german
    assert ("say", english) in session.effects and ("sound", "error") in session.effects


def test_r_invalid_end_casual_play_keeps_reject():
    assert GameSettings().invalid_end == "reject"
    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=3))
    assert session.game.settings.invalid_end == "reject"
    assert session.drop(session.workspace.rack[0], "new") and not session.end_turn(0)
    assert session.human_turn() and len(session.rack_of(0)) == 14 and len(session.workspace.sets) == 1
    assert "R-INVALID-END" not in session.error.text("en")


def test_r_invalid_end_a_computers_invalid_answer_is_a_draw_not_a_penalty():
    """A machine's failed answer is not a player's invalid end of turn: it draws one tile."""
    session = Session(GameSettings(seats=(Seat("casual"), Seat("casual")), seed=3, invalid_end="penalize"))
    tile = session.rack_of(0)[0]
    session.apply_ai(json.dumps({"act": "play", "table": [[tile]]}), 0)
    assert len(session.rack_of(0)) == 15 and session.state().table == ()


def test_takeback_refused_and_timeout_penalty():
    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=3, clock=30), now_ms=0)
    rack_before = len(session.game.racks[0])
    session.drop(session.workspace.rack[0], "new")
    session.tick(21_000)
    assert ("sound", "warn") in session.effects
    session.tick(30_000)
    assert not session.human_turn()
    assert session.notice and len(session.game.racks[0]) == rack_before + 1  # club: draws one


def test_hot_seat_privacy_hides_the_rack():
    session = Session(GameSettings(seats=(Seat(), Seat()), seed=9))
    assert session.privacy == 0 and session.board(0).rack == []
    session.confirm_privacy(0)
    assert session.board(0).rack
    session.draw(0)
    assert session.privacy == 1 and session.board(0).rack == []


def test_save_and_resume_exactly_including_unfinished_turn():
    session = Session(GameSettings(seats=(Seat(), Seat("club")), seed=21), now_ms=0)
    session.draw(0)
    session.apply_ai(computer_move(session), 0)
    tile = session.workspace.rack[2]
    session.drop(tile, "new")
    text = storage.encode(session.to_save(5_000))
    back = Session.from_save(storage.decode(text), 100_000)
    assert back.game.racks == session.game.racks and back.workspace.sets == session.workspace.sets
    assert back.clock.elapsed_ms(100_000) == 5_000


def test_a_reload_does_not_give_the_turns_time_back():
    """R-TIME, issue #17: the clock counts from the turn's start on the wall
    clock, so reloading (new page, performance.now() from 0) is no escape."""
    session = Session(GameSettings(seats=(Seat(), Seat("club")), seed=21, clock=60), now_ms=1_000)
    saved = storage.decode(storage.encode(session.to_save(21_000, wall_ms=1_700_000_020_000)))
    back = Session.from_save(saved, 50, wall_ms=1_700_000_045_000)  # 25 s later, in a new page
    assert back.clock.read(50).text == "0:15"
    late = Session.from_save(saved, 50, wall_ms=1_700_000_090_000)
    late.tick(50)  # time ran out while the page was closed: R-TIMEOUT applies at once
    assert late.game.actions[-1]["act"] == "timeout" and late.current_seat() != 0
    early = Session.from_save(saved, 50, wall_ms=1_700_000_000_000)  # the wall clock went back
    assert early.clock.read(50).text == "0:40"


def test_redeal_claim_R_REDEAL():
    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=158))  # A holds three pairs
    assert "redeal" in session.board(0).enabled
    before = list(session.game.racks[0])
    session.redeal(0)
    assert session.game.racks[0] != before and "R-REDEAL" in session.notice.text("en")
    assert session.human_turn() and session.workspace.rack == session.game.racks[0]


def test_rack_can_be_arranged_while_computers_play():
    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=4))
    session.draw(0)
    assert session.computer_turn()
    rack = session.board(0).rack
    assert session.drop(rack[-1], "rack", position=0)
    assert session.board(0).rack[0] == rack[-1]


def test_a_refusal_made_while_computers_play_is_gone_when_his_turn_begins():
    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=4))
    session.draw(0)
    tile = session.board(0).rack[0]
    assert not session.drop(tile, "new")  # laying out during the computer's turn
    assert session.error is not None and session.error.key == "not_your_turn"
    session.apply_ai(computer_move(session), 0)
    assert session.human_turn() and session.error is None  # "Wait for your turn" no longer beside "Your turn"


def test_his_rack_order_stays_his_through_his_turns_and_a_reload():
    """Issue #19: sorted (or arranged) once, a rack keeps its order after his draw, the
    computer's turn and a reload; a drawn tile joins at the end."""
    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=4))
    session.sort_rack("number")
    arranged = list(session.workspace.rack)
    assert arranged != sorted(arranged)  # the numbers' order, not the tiles' ids
    session.draw(0)
    session.apply_ai(computer_move(session), 0)
    assert session.human_turn()
    assert session.workspace.rack[:len(arranged)] == arranged and len(session.workspace.rack) == len(arranged) + 1
    again = Session.from_save(storage.decode(storage.encode(session.to_save(0))), 0)
    assert again.workspace.rack == session.workspace.rack


def test_the_app_reads_the_game_only_through_its_read_only_view():
    """Issue #17: the session and the screens ask ``Game.view`` (or the engine),
    never the game's internals, and the view shows only the racks asked for."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "game"
    internals = re.compile(r"\bgame\.(racks|pool|table|melded|current|finished|actions|winner|result)\b")
    for path in [root / "session.py", root / "app.py", root / "practice.py", *sorted((root / "ui").glob("*.py"))]:
        assert not internals.findall(path.read_text()), path
    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=3))
    before = session.state()
    assert before.racks == {} and len(session.rack_of(0)) == 14 and before.counts == (14, 14)
    session.draw(0)
    assert session.state().version == before.version + 1


def test_a_round_nobody_has_moved_in_is_untouched():
    """A link replaces such a game without asking (it is kept among the recent games)."""
    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=3))
    assert session.untouched()
    session.drop(session.workspace.rack[0], "new")
    assert session.untouched()  # a tile moved in an unfinished turn is no move of the game
    session.draw(0)
    assert not session.untouched()
    assert not Session(GameSettings(seats=(Seat("casual"), Seat("casual")), seed=3), game_no=2).untouched()


def _four_player_result(game, scores, winner, end="rummikub"):
    return {"game": game, "end": end, "scores": scores, "winner": winner,
            "places": sheet.places(scores, winner), "points": sheet.placement_points(scores, winner),
            "racks": {label: "" if label == winner else "R1" for label in scores}}


# A wins game 1 and is last in game 2; B is 2nd and shares 2nd; C wins game 2 (R-PLACEMENT 4-3-1-0).
MATCH = [_four_player_result(1, {"A": 40, "B": -5, "C": -15, "D": -20}, "A"),
         _four_player_result(2, {"A": -60, "B": -5, "C": 70, "D": -5}, "C")]


def test_r_standings_a_casual_match_under_original_ranks_by_games_won_then_total():
    """orig (rule differences, item 7): games won first, then total score; the club
    ranks the same match by placement points (R-STANDINGS)."""
    seats = (Seat(),) + (Seat("casual"),) * 3
    original = Session(GameSettings(seats=seats, seed=1, profile="original"), 3, MATCH)
    assert original.standings_order == "original"
    assert original.standings() == [(1, "C", 1, 55), (2, "A", 1, -20), (3, "B", 0, -10), (4, "D", 0, -25)]
    club = Session(GameSettings(seats=seats, seed=1), 3, MATCH)
    assert club.standings_order == "club"
    assert club.standings() == [(1, "C", 5, 55), (2, "B", 5, -10), (3, "A", 4, -20), (4, "D", 2, -25)]
