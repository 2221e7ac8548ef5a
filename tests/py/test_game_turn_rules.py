"""The game page's turn under issue #16: rearranging and then drawing
(R-REARRANGE, club 13.1), tiles that may not go back under strict
(R-TAKEBACK, club 11.3), and a club timeout that leaves only a valid
rearrangement (R-TIMEOUT). Positions come from the browser tests' set-up
(game.e2e_setup); saves need a real deal and use one."""

import itertools
import re

import pytest

from rules.game import Game
from rules.observation import observe
from rules.profiles import Settings

from game import engine, storage
from game.players import LEVELS, choose_move
from game.session import Session
from game.settings import GameSettings, Seat
from game.ui import board_view
from players_positions import positions

pytest.importorskip("pydantic")


def session_at(position, strict=False, clock=0, profile="club"):
    """The human (seat A, who starts) at ``position`` (e2e_setup notation)."""
    settings = GameSettings(seats=(Seat(), Seat("casual")), seed=7, clock=clock, strict=strict, profile=profile,
                            extra={"test": position})
    return Session(settings, now_ms=0)


def tile(session, name):
    """The id of the tile called ``name`` ("Red 4") on the table or the rack."""
    tiles = [t for s in session.workspace.sets for t in s] + session.workspace.rack
    return next(t for t in tiles if session._name(t) == name)


def set_of(session, name):
    return session.workspace.where(tile(session, name)).index


def faces(session):
    return sorted(sorted(session._name(t) for t in tiles) for tiles in session.state().table)


def draw_button(session, action="draw"):
    """The draw button's (or another action's) HTML: its name (aria-label, with a note), hint and caption."""
    return re.search(rf'<button[^>]*data-action="{action}".*?</button>', board_view.actions(session.board(0)))[0]


def split_run(session):
    """R1-R6 -> R1 R2 R3 | R4 R5 R6 (no rack tile)."""
    session.drop(tile(session, "Red 4"), "new")
    for name in ("Red 5", "Red 6"):
        session.drop(tile(session, name), "set", set_of(session, "Red 4"))


def test_a_picked_up_tile_says_where_it_may_go_on_the_status_line_until_it_is_laid():
    session = session_at("position=R1 R2 R3/K5 O9;melded")
    assert session.board(0).status == "Your turn"
    session.tap(tile(session, "Black 5"))
    assert session.board(0).status == "Black 5: where to?"
    session.tap(tile(session, "Black 5"))  # tapped again (or Escape): put down
    assert session.effects[-1] == ("say", "Black 5 stays where it was.") and session.board(0).status == "Your turn"
    session.tap(tile(session, "Black 5"))
    session.drop_selected("new")
    assert session.board(0).status == "Your turn"


def test_r_rearrange_valid_rearrangement_then_draw_keeps_the_table_club_13_1():
    session = session_at("position=R1 R2 R3 R4 R5 R6/K5 O9;melded")
    rack = len(session.rack_of(0))
    assert session.board(0).draw_note == "" and 'class="action primary"' in draw_button(session)
    split_run(session)
    assert session.board(0).draw_note == "keeps" and "Draw (table stays)" in draw_button(session)
    assert 'class="action noted"' in draw_button(session)  # End turn leads once the table is changed
    assert 'class="action primary"' in draw_button(session, "end_turn")
    assert "club 13.1" in draw_button(session)  # the button's hint says why
    session.draw(0)
    assert faces(session) == [["Red 1", "Red 2", "Red 3"], ["Red 4", "Red 5", "Red 6"]]
    assert len(session.rack_of(0)) == rack + 1 and not session.human_turn()
    assert "Your rearranged table stays" in session.notice.text("en")
    assert "umgelegter Tisch bleibt liegen" in session.notice.text("de")


def test_a_tile_tapped_onto_a_set_goes_before_the_tile_as_the_table_shows_it():
    """A run being built shows in number order ("4 5" though 5 was tapped onto the 4):
    the next tile tapped onto the 4 lands before the 4 as shown, not in the set's inner
    order (a tutorial's Blue 9 on Red 4 showed "5 9 4")."""
    session = session_at("position=/R4 R5 B9;melded")
    session.tap(tile(session, "Red 4"))
    session.drop_selected("new")
    session.tap(tile(session, "Red 5"))
    session.tap(tile(session, "Red 4"))

    def shown():  # the table as the board draws it
        return [[session._name(t) for t in s.tiles] for s in session.board(0).table]

    assert shown() == [["Red 4", "Red 5"]]
    session.tap(tile(session, "Blue 9"))
    session.tap(tile(session, "Red 4"))
    assert shown() == [["Blue 9", "Red 4", "Red 5"]]


def test_no_button_leads_while_a_set_on_the_table_is_invalid():
    """End turn leads once something is laid, but not while a set breaks
    R-RUN or R-GROUP: the table needs mending, and End turn would be refused."""
    session = session_at("position=R1 R2 R3 R4 R5 R6/K5 O9;melded")
    session.drop(tile(session, "Red 4"), "new")
    assert [s.kind for s in session.board(0).table].count(None) == 2
    assert "primary" not in draw_button(session) and "primary" not in draw_button(session, "end_turn")
    session.drop(tile(session, "Red 4"), "set", set_of(session, "Red 5"))
    assert 'class="action primary"' in draw_button(session, "end_turn")
    # nor while a first meld makes less than 30 (R-MELD30): End turn would be refused too
    short = session_at("position=/R1 R2 R3 K9 B9")
    for name in ("Red 1", "Red 2", "Red 3"):
        short.drop(tile(short, name), "new" if name == "Red 1" else "set", set_of(short, "Red 1"))
    assert short.board(0).meld_total == 6 and "primary" not in draw_button(short, "end_turn")


@pytest.mark.parametrize("position, move, words", [
    ("position=R1 R2 R3 R4 R5 R6/K5 O9;melded", lambda s: s.drop(tile(s, "Red 4"), "new"), "(R-RUN)"),
    ("position=R1 R2 R3 R4 R5 R6/K5 O9", split_run, "(R-MELD30)"),
    ("position=R1 R2 R3 R4 R5 R6/K5 O9;melded", lambda s: (split_run(s), s.drop(tile(s, "Black 5"), "new")),
     "without playing (R-TURN)"),
])
def test_r_rearrange_a_table_that_cannot_stay_goes_back_with_the_draw_and_the_notice_says_why(position, move,
                                                                                            words):
    """R-REARRANGE: an invalid set, a rearrangement before the initial meld
    (R-MELD30), a rack tile on the table (R-TURN): Draw puts the table back as
    it was at the start of the turn, draws one tile, and says so."""
    session = session_at(position)
    rack = len(session.rack_of(0))
    move(session)
    assert session.board(0).draw_note == "restores" and "Draw (table goes back)" in draw_button(session)
    session.draw(0)
    assert faces(session) == [["Red 1", "Red 2", "Red 3", "Red 4", "Red 5", "Red 6"]]
    assert len(session.rack_of(0)) == rack + 1 and not session.human_turn()
    notice = session.notice.text("en")
    assert words in notice and "as it was at the start of your turn" in notice and "you drew" in notice
    assert "wie zu Beginn deines Zuges" in session.notice.text("de")


def test_r_timeout_club_a_valid_rearrangement_left_without_his_tiles_stands_and_he_draws():
    """R-TIMEOUT club 12.4 with club 13.1: his lone tile goes back, the valid
    rearrangement stands, he draws one tile, and the notice says so."""
    session = session_at("position=R1 R2 R3 R4 R5 R6/K5 O9;melded;clock=3", clock=30)
    split_run(session)
    session.drop(tile(session, "Black 5"), "new")
    session.tick(3_000)
    assert not session.human_turn() and session.game.actions[-1]["act"] == "timeout"
    assert faces(session) == [["Red 1", "Red 2", "Red 3"], ["Red 4", "Red 5", "Red 6"]]
    assert len(session.rack_of(0)) == 3
    assert session.notice.text("en").startswith("Time ran out: no tile from your rack could stay; your valid "
                                                "rearrangement of the table stays, and you drew one tile")


def test_r_timeout_club_before_the_meld_the_notice_says_the_tables_sets_went_back_not_his_tiles():
    """R-TIMEOUT with R-MELD30 (the fix check: "the other tiles went back" though none did; the
    review: a tile of his added to the split run went back, and the notice forgot the table):
    his new set worth 33 stays, the run he split is whole again, Red 7 back on his rack."""
    for extra in (False, True):
        session = session_at("position=R1 R2 R3 R4 R5 R6/K10 K11 K12 R7;clock=3", clock=30)
        split_run(session)
        if extra:
            session.drop(tile(session, "Red 7"), "set", set_of(session, "Red 4"))
        session.drop(tile(session, "Black 10"), "new")
        for name in ("Black 11", "Black 12"):
            session.drop(tile(session, name), "set", set_of(session, "Black 10"))
        session.tick(3_000)
        assert sorted(faces(session)) == [["Black 10", "Black 11", "Black 12"],
                                          ["Red 1", "Red 2", "Red 3", "Red 4", "Red 5", "Red 6"]]
        assert session.notice.text("en") == ("Time ran out: your new sets stay; everything else is back as it was "
                                             "(before your first meld the table may not change).")


def test_r_rearrange_in_hot_seat_the_draw_notice_never_names_the_tile_the_next_player_reads():
    """R-REARRANGE with a draw: the notice ("you drew Red 7") stayed on the table for the next
    player, and now stands on his hand-over screen: in hot-seat it says "a tile"."""
    settings = GameSettings(seats=(Seat(None, "Ann"), Seat(None, "Ben")), seed=7, clock=0,
                            extra={"test": "position=R1 R2 R3 R4 R5 R6/K5 O9;melded"})
    session = Session(settings, now_ms=0)
    session.confirm_privacy(0)
    split_run(session)
    before = set(session.rack_of(0))
    session.draw(0)
    drawn, = set(session.rack_of(0)) - before
    assert session.notice.text("en") == ("Ann: Your rearranged table stays (rearranging alone is not a turn, "
                                         "club 13.1); you drew a tile.")
    assert session._name(drawn) not in session.notice.text("en")


def test_r_takeback_strict_an_attached_tile_stays_reset_refuses_and_draw_gives_up_club_11_3():
    """Strict R-TAKEBACK: R7 attached to the run cannot go back to the rack,
    Reset refuses, the draw button turns into giving the turn up, which ends
    it as a club timeout would (here a table tile left alone: an invalid
    manipulation, restored with 3 penalty tiles)."""
    session = session_at("position=R1 R2 R3 R4 R5 R6/R7 K5 O9;melded", strict=True)
    r7 = tile(session, "Red 7")
    assert session.drop(r7, "set", 0)
    assert not session.drop(r7, "rack") and "R-TAKEBACK" in session.error.text("en")
    assert "Klub 11.3" in session.error.text("de")
    session.drop(tile(session, "Red 1"), "new")
    session.reset_turn()
    assert "R-TAKEBACK" in session.error.text("en") and session.workspace.where(r7).kind == "set"
    assert session.board(0).draw_note == "give_up" and "Give up turn" in draw_button(session)
    assert "valid sets stay" in draw_button(session)  # the club's timeout (the original's restores all: below)
    session.draw(0)
    assert faces(session) == [["Red 1", "Red 2", "Red 3", "Red 4", "Red 5", "Red 6"]]
    assert len(session.rack_of(0)) == 6 and not session.human_turn()
    assert session.notice.text("en") == "You gave up your turn: your tiles went back, and you drew 3 penalty tiles."


def test_r_takeback_strict_giving_up_under_the_original_rules_says_it_restores_with_a_penalty():
    """Strict R-TAKEBACK with the `original` R-TIMEOUT: the button's hint says what giving up
    does there (all back, 3 penalty tiles), not the club's 12.4; and it does so."""
    session = session_at("position=R1 R2 R3/R4 K9 O2;melded", strict=True, profile="original")
    session.drop(tile(session, "Red 4"), "set", 0)
    hint = draw_button(session)
    assert session.board(0).draw_note == "give_up_original" and "3 penalty tiles" in hint and "12.4" not in hint
    session.draw(0)
    assert faces(session) == [["Red 1", "Red 2", "Red 3"]] and len(session.rack_of(0)) == 6


def test_r_takeback_strict_undo_never_puts_an_attached_tile_back_on_the_rack():
    """Strict R-TAKEBACK (a referee's playtest: Undo took an attached tile back): Undo takes
    back moves of tiles not attached, and refuses, saying why, the one that attached Red 7."""
    session = session_at("position=R1 R2 R3 R4 R5 R6/R7 K5 O9;melded", strict=True)
    session.drop(tile(session, "Red 7"), "set", 0)
    session.drop(tile(session, "Black 5"), "set", 0)  # to the set's end: an invalid run, not attached
    session.drop(tile(session, "Black 5"), "new")
    session.undo()
    assert session.effects[-1] == ("say", "Undone: Black 5 back in set 1.")  # a screen reader's user hears it
    session.undo()
    assert session.effects[-1] == ("say", "Undone: Black 5 back on your rack.")
    session.undo()
    assert "not by Undo either" in session.error.text("en") and "R-TAKEBACK" in session.effects[-1][1]
    assert session.workspace.where(tile(session, "Red 7")).kind == "set"
    assert session.board(0).draw_note == "give_up"


def strict_session_with_a_set_on_the_table():
    """A real deal (saves replay their history) whose human holds a valid set
    of three; strict; the three laid as a new set: attached."""
    for seed in range(100):
        session = Session(GameSettings(seats=(Seat(), Seat("club")), seed=seed, strict=True), now_ms=0)
        trio = next((list(c) for c in itertools.combinations(session.workspace.rack, 3) if engine.set_kind(c)), None)
        if trio:
            session.drop(trio[0], "new")
            for t in trio[1:]:
                session.drop(t, "set", 0)
            return session, trio
    raise AssertionError("no deal with a set of three")


def test_r_takeback_strict_attached_tiles_survive_a_reload_and_a_save_cannot_free_them():
    session, trio = strict_session_with_a_set_on_the_table()
    assert session.workspace.attached == set(trio)
    saved = session.to_save(1_000)
    back = Session.from_save(storage.decode(storage.encode(saved)), 2_000)
    assert back.workspace.attached == set(trio) and not back.drop(trio[0], "rack")
    rack_tile = next(t for t in saved["workspace"]["rack"])
    for attached, strict in (([rack_tile], True), (trio, False)):
        bad = {**saved, "workspace": {**saved["workspace"], "attached": attached},
               "settings": {**saved["settings"], "strict": strict}}
        with pytest.raises(storage.SaveError):
            storage.decode(storage.encode(bad))


# -- the computer players (R-REARRANGE club 13.1: rearranging alone never helps them) --

def test_r_rearrange_computers_never_draw_with_a_table_nor_play_without_a_rack_tile():
    """Every level, in seeded positions and where only a rearrangement of the
    table is possible (no rack tile fits): a draw is the plain ``{"act": "draw"}``,
    a play lays at least one rack tile."""
    only_rearranging = Game(2, 5, Settings.for_profile("club"), starter=0)
    only_rearranging.set_position(0, [list(range(0, 6))], [25, 14, 51], melded=True)  # K1-K6 | O13 O2 R13
    games = positions(6, seed=16) + [only_rearranging]
    for game in games:
        for level in LEVELS:
            action = choose_move(observe(game, game.current), level, 3).as_action()
            if action["act"] == "play":
                before = {t for tiles in game.table for t in tiles}
                assert any(t not in before for tiles in action["table"] for t in tiles), (level, action)
            else:
                assert action == {"act": "draw" if game.pool else "pass"}, (level, action)
    assert all(choose_move(observe(only_rearranging, 0), level, 3).as_action() == {"act": "draw"}
               for level in LEVELS)


def test_r_rearrange_a_computer_answer_that_only_rearranges_becomes_a_plain_draw():
    """game.engine.computer_move: a worker answer that carries a rearranged
    table with a draw, or plays one without a rack tile (R-REARRANGE refused),
    ends as the plain draw; the table stays as it was."""
    for answer in ({"act": "draw", "table": [[0, 1, 2], [3, 4, 5]]}, {"act": "play", "table": [[0, 1, 2], [3, 4, 5]]}):
        game = Game(2, 5, Settings.for_profile("club"), starter=0)
        game.set_position(0, [list(range(0, 6))], [25, 14, 51], melded=True)  # K1-K6 | O13 O2 R13
        turn = engine.computer_move(game, answer, 9)
        assert turn.ok and turn.kind == "draw" and game.table == [list(range(0, 6))]
        assert game.actions == [{"act": "draw", "at": 9}]


@pytest.mark.parametrize("invalid_end", ["reject", "penalize"])
def test_r_rearrange_end_turn_without_a_rack_tile_is_refused_not_penalized_club_13_1(invalid_end):
    """Pressing End turn after only rearranging is no invalid end of turn
    (R-INVALID-END): there is no turn to end; he is told to draw instead."""
    settings = GameSettings(seats=(Seat(), Seat("casual")), seed=7, clock=0, invalid_end=invalid_end,
                            extra={"test": "position=R1 R2 R3 R4 R5 R6/K5 O9;melded"})
    session = Session(settings, now_ms=0)
    rack = len(session.rack_of(0))
    split_run(session)
    assert session.end_turn(0) is False
    assert session.human_turn() and len(session.rack_of(0)) == rack
    assert "(R-REARRANGE)" in session.error.text("en")
    session.draw(0)  # the rearranged table then stays with the draw
    assert faces(session) == [["Red 1", "Red 2", "Red 3"], ["Red 4", "Red 5", "Red 6"]]
