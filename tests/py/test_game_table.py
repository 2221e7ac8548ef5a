"""Issue #19, what happens at the table: the move log (game/move_log.py) live,
after a reload and in the replay; the live region naming the player who moved;
players' names; the beginner's help (R-MELD30's running total, hints as sets,
rule ids out of the sentences, a one-tile set's message)."""

import json
from dataclasses import replace

import pytest

from game import e2e_setup, engine, move_log, storage
from game.i18n import tile_name
from game.replay import Replay
from game.seats import name_taken
from game.session import Session, said_step
from game.settings import GameSettings, Seat, clean_name
from game.ui import board_view, dialogs, layout
from game.ui.html import escape
from rules.tiles import face_of
from played_sessions import played_on
from word_lexicon import tiny_lexicon  # noqa: F401  (the fixture)

pytest.importorskip("pydantic")

YOU_CASUAL = (Seat(), Seat("casual"))


def dealt(rack: str, seats=YOU_CASUAL, lang="en", **settings) -> Session:
    """A game whose first human holds ``rack`` (game.e2e_setup's position), his turn."""
    session = Session(GameSettings(seats=seats, seed=3, lang=lang, clock=0, extra={"test": f"position=/{rack}"},
                                   **settings))
    assert session.human_turn()
    return session


def tiles(session, *names):
    """The rack's tiles of these English names."""
    return [next(t for t in session.workspace.rack if tile_name("en", face_of(t)) == name) for name in names]


def said(session):
    return [value for kind, value in session.effects if kind == "say"]


def lay_elevens(session):
    first, *rest = tiles(session, "Black 11", "Orange 11", "Blue 11", "Red 11")
    session.drop(first, "new")
    for tile in rest:
        session.drop(tile, "set", 0)


def test_after_laying_four_elevens_the_live_region_names_me_not_the_next_player():
    session = dealt("K11 O11 B11 R11 K1 O5")
    lay_elevens(session)
    session.effects.clear()
    assert session.end_turn(0)
    assert said(session) == ["You played 4 tiles."]
    german = dealt("K11 O11 B11 R11 K1 O5", lang="de")
    lay_elevens(german)
    german.effects.clear()
    german.end_turn(0)
    assert said(german) == ["Du hast 4 Steine gelegt."]  # not "Du hat"


def test_after_a_computer_moved_the_live_region_names_it_then_my_turn():
    session = dealt("K1 O5", seats=(Seat(), Seat("club")))
    session.draw(0)
    session.effects.clear()
    session.apply_ai(json.dumps({"act": "draw"}), 0)
    assert said(session) == ["Club drew a tile.", "Your turn"]


def test_a_computers_lay_is_said_tile_by_tile_set_by_set():
    """A screen reader's user hears what a computer laid, not only how many."""
    session = dealt("K1 O5", seats=(Seat(), Seat("club")))
    session.draw(0)
    setup = e2e_setup.parse("position=R1 R2 R3/R4 R5 K7 O7 B7 K12;melded")
    session.game.set_position(session.state().current, setup.table, setup.rack, True)
    r1, r2, r3 = setup.table[0]
    r4, r5, k7, o7, b7, _kept = setup.rack
    session.effects.clear()
    session.apply_ai(json.dumps({"act": "play", "table": [[r1, r2, r3, r4, r5], [k7, o7, b7]]}), 0)
    assert said(session) == ["Club laid Red 4, Red 5 in set 1; Black 7, Orange 7, Blue 7 as new set 2.", "Your turn"]


def test_a_hot_seat_hand_over_announces_the_next_player_not_the_last_draw():
    session = Session(GameSettings(seats=(Seat(), Seat(None, "Eva")), seed=8, clock=0, lang="en"))
    session.confirm_privacy(0)
    first = session.seat_name(session.current_seat())
    session.draw(0)
    assert said(session)[-1].startswith("You drew ")
    session.effects.clear()
    session.confirm_privacy(0)
    following = session.seat_name(session.current_seat())
    assert following != first and said(session) == [f"{following}'s turn"]


def test_a_hot_seat_timeout_notice_names_the_player_whose_time_ran_out():
    """R-TIMEOUT: "you drew one tile" was read by the next player, on his hand-over screen, as his own."""
    session = Session(GameSettings(seats=(Seat(None, "Anna"), Seat(None, "Eva")), seed=8, clock=60, lang="en"))
    session.confirm_privacy(0)
    first = session.seat_name(session.current_seat())
    session.timeout(61_000)
    assert session.notice.text("en") == f"{first}: Time ran out: nothing could stand, you drew one tile."
    # ... and on the hand-over screen, while the device is still in his hands (a child's went to the next)
    assert session.handed_over_news() is session.notice
    handover = escape(dialogs.privacy("en", session.seat_name(session.privacy), session.handed_over_news()))
    assert f'<p class="notice privacy-news">{session.notice.text("en")}</p>' in handover
    assert not any("You drew" in value for kind, value in session.effects if kind == "say")  # the next player hears it
    alone = Session(GameSettings(seats=(Seat(None, "Anna"), Seat("casual")), seed=8, clock=60, lang="de"))
    before = set(alone.rack_of(alone.current_seat()))
    alone.timeout(61_000)
    assert alone.notice.text("de") == "Zeit abgelaufen: nichts konnte liegen bleiben, du hast einen Stein gezogen."
    assert alone.handed_over_news() is None  # no hand-over with one human
    (drawn,) = set(alone.rack_of(0)) - before
    assert ("say", f"{alone.notice.text('de')} Du hast {tile_name('de', face_of(drawn))} gezogen.") in alone.effects


def test_the_move_log_names_who_laid_what_and_who_drew_and_survives_a_save():
    session = dealt("K11 O11 B11 R11 K1 O5", seats=(Seat(), Seat("casual"), Seat("casual")))
    lay_elevens(session)
    session.end_turn(0)
    session.apply_ai(json.dumps({"act": "draw"}), 0)
    (label, name, laid), (label2, name2, drew) = session.board(0).log
    assert (label, name, laid.kind, len(laid.sets[0])) == ("A", "You", "laid", 4)
    assert (label2, name2, drew.kind) == (session.labels[session.seat_of(1)], "Casual 1", "drew")
    html = board_view.move_log(session.board(0))
    assert html.index("You laid") < html.index("Casual 1 drew")  # newest last
    assert html.count('class="mini') == 4 and "Black 11" in html  # the tiles, named in words too
    session.lang = "de"
    assert "Hobby 1: gezogen" in board_view.move_log(session.board(0))
    two_sets = board_view.logged_move("en", "B", "Club", move_log.Move(1, "laid", sets=((1, 2, 3), (40,))))
    assert two_sets.count('<span class="sr-only">;</span>') == 1  # heard between the sets, not after the last


def test_a_reloaded_game_rebuilds_the_same_log_from_its_history():
    session = Session(GameSettings(seats=(Seat(), Seat("casual"), Seat("club")), seed=5, clock=0, lang="en"))
    played_on(session, 30)
    assert {move.kind for move in session.log} == {"laid", "drew"} and len(session.log) == 30
    resumed = Session.from_save(storage.decode(storage.encode(session.to_save(0))), 0)
    assert resumed.log == session.log  # rebuilt in the same pass that replays the history


def test_the_log_shows_the_newest_40_to_59_moves_and_lets_the_oldest_go_20_at_a_time():
    """Issue #18: a line taken off the top moves every line below it (a repaint of the whole log)."""
    session = Session(GameSettings(seats=(Seat(), Seat("casual"), Seat("club"), Seat("beginner")), seed=6, clock=0,
                                   lang="en"))
    played_on(session, 61)
    played = list(session.log)
    assert len(played) == 61
    for moves, shown in ((39, 39), (40, 40), (41, 41), (59, 59), (60, 40), (61, 41)):
        session.log = played[:moves]
        assert [move for *_who, move in session.log_view()] == played[moves - shown:moves]
    assert len(session.log_view(None)) == 61  # the replay's log: all of it


def test_the_log_is_hidden_under_the_strict_display():
    session = dealt("K11 O11 B11 R11 K1 O5", strict=True)
    lay_elevens(session)
    session.end_turn(0)
    assert session.log and session.board(0).log == []
    assert 'id="log"' not in layout.frame("en", strict=True)


def test_the_replay_shows_who_moved_the_seat_bar_of_that_position_and_the_log_up_to_it():
    session = Session(GameSettings(seats=YOU_CASUAL, seed=5, clock=0, lang="en"))
    played_on(session, 4)
    replay = Replay(engine.history_json(session.game), log=session.log_view(None))
    replay.go(-1)  # three moves in: the move shown is the third, whoever made it
    board = replay.board(session.board(0))
    third = session.log[2]
    assert [seat.turn for seat in board.seats] == [player != third.player for player in range(2)]
    assert len(board.log) == 3 and board.replay_move[2] == third
    assert board.replay_move[1] in layout.status_line(board, [])
    assert [seat.count for seat in board.seats] == list(engine.replay(replay.history, 3).view().counts)
    replay.go(-3)
    assert replay.board(session.board(0)).log == [] and replay.board(session.board(0)).replay_move is None
    # the deal: whose turn it was then, not the live game's (a family's replay said "Mama's turn", Lena lit)
    played_on(session, 1)
    live = session.board(0)
    dealt = Replay(engine.history_json(session.game), log=session.log_view(None), step=0).board(live)
    starter = engine.replay(replay.history, 0).view().current
    assert dealt.status == ("Your turn" if starter == session.player_of(0) else f"{session.seat_name(1)}'s turn")
    assert dealt.status != live.status
    opened = Replay(replay.history, log=session.log_view(None), step=3)  # the analysis opens a turn so
    assert opened.step == 3 and opened.shown.counts == tuple(engine.replay(replay.history, 3).view().counts)
    opened.go(1)
    assert opened.step == 4 == replay.total


def test_word_game_log_names_the_word_and_its_points(tiny_lexicon):  # noqa: F811
    from test_word_session import hot_seat, lay, position

    session = hot_seat(tiny_lexicon)
    position(session, racks=("GARTENXQ", "REIFENAB"), pool="EEEEEEEE")
    session.turn_mark = move_log.mark(session.game)  # the position was put in place after the turn began
    name = session.seat_name(session.current_seat())
    lay(session, "GARTEN")
    assert session.end_turn(0)
    (_, who, move), = session.board(0).log
    assert (who, move.kind, move.words, move.score) == (name, "laid", ("GARTEN",), 6)
    assert f"{name} laid GARTEN (+6)" in board_view.move_log(session.board(0))


def test_names_two_computers_of_one_level_differ_and_a_hostile_name_is_cut_and_escaped():
    assert clean_name("  Eva\u202e\x00  Maria " + "x" * 40) == "Eva Maria " + "x" * 10
    assert clean_name(None) == "" and clean_name("\n\t") == ""
    hostile = "<img src=x onerror>"
    session = Session(GameSettings(seats=(Seat(None, hostile), Seat(), Seat("casual"), Seat("casual")),
                                   seed=4, clock=0, lang="en"))
    assert [session.seat_name(seat) for seat in range(4)] == [hostile, "Player 2", "Casual 1", "Casual 2"]
    session.confirm_privacy(0)
    session.draw(0)
    html = board_view.move_log(session.board(0)) + board_view.seats_bar(session.board(0))
    assert hostile not in html and "&lt;img src=x onerror&gt;" in html
    saved = json.loads(storage.encode(session.to_save(0)))
    assert Session.from_save(storage.decode(json.dumps(saved)), 0).seat_name(0) == hostile
    for names in (["x" * 21, "", "", ""], ["", "", "Bot", ""], ["A\x00", "", "", ""], ["", ""]):
        with pytest.raises(storage.SaveError):
            storage.decode(json.dumps({**saved, "settings": {**saved["settings"], "names": names}}))


def test_two_players_of_one_name_are_refused_in_the_new_game_dialog_with_the_seat_named():
    def taken(*seats):
        return name_taken(GameSettings(seats=seats, lang="en"))
    assert taken(Seat(None, "Eva"), Seat(None, "Max"), Seat("casual")) is None
    assert taken(Seat(None, "Eva"), Seat("club"), Seat(None, "eva")) == 2  # letter case aside
    assert taken(Seat(), Seat(None, "Player 1")) == 1   # the unnamed first human is "Player 1"
    assert taken(Seat(None, "Hobby"), Seat("casual")) == 0  # the German name of a Casual computer
    assert taken(Seat(), Seat()) is None and taken(Seat("casual"), Seat("casual")) is None  # told apart by number
    hostile = "<b>Eva</b>"
    settings = GameSettings(seats=(Seat(None, hostile), Seat(None, hostile)), lang="de")
    html = str(dialogs.new_game(settings, taken=name_taken(settings)))
    assert hostile not in html and "nicht beide „&lt;b&gt;Eva&lt;/b&gt;“ heißen" in html and "für Platz B einen" in html
    assert 'role="alert"' in html and html.count('aria-invalid="true"') == 1
    assert 'name="name0" class="seat-name-input" value="&lt;b&gt;Eva&lt;/b&gt;"' in html
    assert "role=\"alert\"" not in str(dialogs.new_game(replace(settings, lang="en")))


def test_r_meld30_running_total_while_the_first_meld_is_built():
    session = dealt("K11 O11 B11 R11 K1 O5")
    assert session.board(0).meld_total == 0
    first, second, third = tiles(session, "Black 11", "Orange 11", "Blue 11")
    session.drop(first, "new")
    session.drop(second, "set", 0)
    assert session.board(0).meld_total == 0  # two tiles are no set yet
    session.drop(third, "set", 0)
    assert session.board(0).meld_total == 33
    assert "First meld: 33 points (30 needed)" in layout.status_line(session.board(0), [])
    assert dealt("K1 O5", hints=False).board(0).meld_total is None  # beginner help goes with the hints


def test_r_meld30_the_running_total_says_the_table_must_stay_once_a_table_set_is_touched():
    """A referee's playtest: a table joker moved into the new run, and the total said "0 points"
    without saying why; End turn does not lead then."""
    session = Session(GameSettings(seats=YOU_CASUAL, seed=3, clock=0,
                                   extra={"test": "position=K7 O7 B7 J|R1 R2 R3/R10 R11 R12 B5"}))
    red = tiles(session, "Red 10", "Red 11", "Red 12")
    session.drop(red[0], "new")
    for tile in red[1:]:
        session.drop(tile, "set", 2)
    assert session.board(0).meld_total == 33 and not session.board(0).meld_touched
    [joker] = _on_table(session, "Joker")
    session.drop(joker, "set", 1)  # every set still valid, 33 points of new sets, but the table is touched
    view = session.board(0)
    assert view.meld_touched and view.meld_total == 33 and all(s.kind for s in view.table)
    assert "First meld: new sets only, the table stays as it was (Undo)" in layout.status_line(view, [])
    assert "primary" not in board_view.actions(view).split('data-action="end_turn"')[0].rsplit("<button", 1)[1]


def test_r_meld30_a_first_meld_short_of_30_is_refused_with_its_points():
    session = dealt("K7 O7 B7 R1 K1 O5")
    for tile in tiles(session, "Black 7", "Orange 7", "Blue 7"):
        session.drop(tile, "new" if session.workspace.sets == [] else "set", 0)
    assert not session.end_turn(0)
    assert layout.without_rule_ids(session.error.text("en")) == (
        "Your first meld makes 21 points: it needs at least 30 from your own rack.", ["R-MELD30"])
    assert session.error.text("de").startswith("Deine erste Auslage bringt 21 Punkte")


def test_a_one_tile_set_is_refused_in_words_that_fit_it_and_rule_ids_go_to_the_tooltip():
    session = dealt("K11 O11 B11 R11 K1 O5")
    session.drop(tiles(session, "Black 1")[0], "new")
    assert not session.end_turn(0)
    assert session.error.text("en") == ("Set 1 is a single tile: a set needs at least 3 tiles, "
                                        "as a run or a group (R-RUN).")
    html = layout.status_line(session.board(0), [], None, session.error)
    assert "(R-RUN)" not in html and 'title="Rule: R-RUN"' in html
    assert layout.without_rule_ids("Tiles stay (R-TAKEBACK, club 11.3). Lowest (1). (R-RUN).") == \
        ("Tiles stay (club 11.3). Lowest (1).", ["R-TAKEBACK", "R-RUN"])


def test_a_hint_names_the_sets_to_lay():
    session = dealt("K11 O11 B11 R5 R6 R7 O5")
    session.hint()
    hint = session.notice.text("en")
    assert hint.startswith("Hint: start a new set with ") and " · " in hint
    assert "start a new set with Red 5 and add Red 6, Red 7" in hint and session.hinted == frozenset(tiles(session, "Black 11", "Orange 11",
                                                                                "Blue 11", "Red 5", "Red 6", "Red 7"))
    # followed tile by tile, it stays in sight, less the tiles laid, until all are laid
    red = tiles(session, "Red 5", "Red 6", "Red 7")
    session.drop(red[0], "new")
    assert session.notice.text("en") == hint and session.hinted == frozenset(tiles(session, "Black 11", "Orange 11",
                                                                                   "Blue 11", "Red 6", "Red 7"))
    for tile in red[1:]:
        session.drop(tile, "set", 0)
    black, *elevens = tiles(session, "Black 11", "Orange 11", "Blue 11")
    session.drop(black, "new")
    assert session.notice.text("en") == hint
    for tile in elevens:
        session.drop(tile, "set", 1)
    assert session.hinted == frozenset() and session.notice is None


def test_a_hint_tile_laid_to_the_wrong_set_stays_lit_until_it_is_where_the_hint_puts_it():
    """A child drops a lit tile into the wrong set: its light does not go as if it were followed."""
    session = dealt("K11 O11 B11 R5 R6 R7 O5")
    session.hint()
    red_5, black_11 = tiles(session, "Red 5", "Black 11")
    session.drop(red_5, "new")
    assert red_5 not in session.hinted
    session.drop(black_11, "set", 0)  # the Black 11 beside the Red 5: neither is where the hint puts it
    assert {red_5, black_11} <= session.hinted and session.notice is not None
    session.drop(black_11, "new")
    assert red_5 not in session.hinted and black_11 not in session.hinted
    session.drop(black_11, "rack")  # back on the rack: lit again
    assert black_11 in session.hinted
    session.dismiss_notice()  # the hint's × takes its lights too
    assert session.hinted == frozenset() and session.notice is None


def _hinted(position, lang="en"):
    session = Session(GameSettings(seats=YOU_CASUAL, seed=3, lang=lang, clock=0,
                                   extra={"test": f"position={position};melded"}))
    session.hint()
    return session, session.notice.text(lang)


def _on_table(session, *names):
    return [next(t for s in session.state().table for t in s if tile_name("en", face_of(t)) == name) for name in names]


def test_r_rearrange_a_hint_names_the_table_tiles_a_set_takes_and_lights_them():
    session, hint = _hinted("K12 B12 R12 O12|O13 B13 R13 K13/R11 K1")
    assert hint == "Hint: start a new set with Red 11 (take Red 12, Red 13 from the table too)"
    red_12, red_13 = _on_table(session, "Red 12", "Red 13")
    assert {red_12, red_13} <= session.hinted  # lit on the table
    session.drop(red_12, "new")
    assert red_12 not in session.hinted and red_13 in session.hinted  # moved: its light goes
    _, german = _hinted("K12 B12 R12 O12|O13 B13 R13 K13/R11 K1", "de")
    assert german == "Tipp: beginne eine neue Serie mit Rot 11 (nimm Rot 12, Rot 13 vom Tisch dazu)"


def test_r_joker_free_a_table_joker_taken_to_the_rack_says_its_own_rule():
    session = Session(GameSettings(seats=YOU_CASUAL, seed=3, clock=0,
                                   extra={"test": "position=R4 J R6|B1 B2 B3/R5 K1;melded"}))
    joker, blue = _on_table(session, "Joker", "Blue 1")
    assert not session.drop(joker, "rack")
    assert session.error.text("en") == ("A joker taken from the table must be used again in another set this turn; "
                                        "it never goes to a rack. (R-JOKER-FREE)")
    assert not session.drop(blue, "rack") and "R-TAKEBACK" in session.error.text("en")


CROWDED = ("R1 R2 R3|B1 B2 B3|O1 O2 O3|K1 K2 K3|R7 B7 O7|R10 R11 R12|B10 B11 B12/"
           "R4 B4 O4 K4 R5 B5 O5 K5 K7 R9 B9 O9 K9 R13 B13 O13 K13 R6 B6 O6")


def test_r_rearrange_a_hint_never_moves_a_tile_only_to_put_its_twin_in_its_place():
    """Two copies of each tile: the solver may lay the rack's Black 6 in the long run and move the
    run's own Black 6 to 3-4-5; the hint says what a player would do."""
    _, hint = _hinted("K3 K4 K5|K3 K4 K5 K6 K7 K8 K9/K6 B1")
    assert hint == "Hint: lay Black 6 to Black 3, Black 4, Black 5"
    _, hint = _hinted("K11 O11 B11 R11|R8 R9 R10/R11 K1")
    assert hint == "Hint: lay Red 11 to Red 8, Red 9, Red 10"  # the group of 11s stays as it is
    # nor moves a tile for nothing (the solver is indifferent: it took Red 12 and Red 13 from the groups)
    _, hint = _hinted("K12 B12 R12 O12|O13 B13 R13 K13|R8 R9 R10/R11 K1")
    assert hint == "Hint: lay Red 11 to Red 8, Red 9, Red 10"
    # an Orange 7 taken from the 7s to the orange run, though Black 7 could join the 7s as they are
    session, _ = _hinted(CROWDED)
    hint = " · ".join(said_step(session.lang, *made) for made in engine.hint(session.game))  # all its steps
    assert "lay Black 7 to Orange 7, Blue 7, Red 7" in hint and "from the table" not in hint, hint


def test_a_hint_asked_again_starts_from_where_the_turn_stands():
    """Asked again after it was followed, the hint gave the same words (from the turn's start)."""
    session, _ = _hinted("K12 B12 R12 O12|R8 R9 R10/R11 B5 O5 K5 R2")
    session.drop(tiles(session, "Red 11")[0], "set", 1)  # the run: R-RUN's Red 8-11
    session.hint()
    assert session.notice.text("en") == "Hint: start a new set with Black 5 and add Orange 5, Blue 5"
    black, *others = tiles(session, "Black 5", "Orange 5", "Blue 5")
    session.drop(black, "new")
    for tile in others:
        session.drop(tile, "set", 2)
    session.hint()
    assert session.notice.text("en") == "Nothing more to lay: end your turn."
    first = dealt("K11 O11 B11 R11 K1 O5")  # R-MELD30: the first meld laid, nothing more this turn
    for tile in tiles(first, "Black 11", "Orange 11", "Blue 11"):
        first.drop(tile, "new" if not first.workspace.sets else "set", 0)
    first.hint()
    assert first.notice.text("en") == "Nothing more to lay: end your turn."


@pytest.mark.parametrize("position", [
    CROWDED, "K3 K4 K5|K3 K4 K5 K6 K7 K8 K9/K6 B1", "K12 B12 R12 O12|O13 B13 R13 K13|R8 R9 R10/R11 K1",
    "K12 B12 R12 O12|O13 B13 R13 K13/R11 K1", "R4 R5 R6 R7|B7 K7 O7/B8 B9 K1",
    "R1 R2 R3 R4 R5|B5 K5 O5 J|K9 K10 K11 K12/R6 R7 B6 O6 K13 J",
    "O2 O3 O4|B2 B3 B4|K2 K3 K4|R7 R8 R9 R10|B10 K10 O10/R2 O5 R11 J"])
def test_r_rearrange_the_table_a_hint_leads_to_is_legal_and_lays_what_the_solver_lays(position):
    """Its tiles kept in place and the idle moves put back, the hint's table is still a legal end
    of the turn (R-TURN, R-REARRANGE, R-RUN, R-GROUP) laying as many rack tiles as the solver's."""
    session, _ = _hinted(position)
    game = session.game
    solver, hinted = engine.best_table(game), engine.hint_table(game, game.table)
    assert game.check(hinted).legal
    rack = set(game.racks[game.current])
    assert sum(t in rack for s in hinted for t in s) == sum(t in rack for s in solver for t in s) > 0


def _follow(session, steps):
    """Make the hint's ``steps`` (engine.hint's) as a player would, tile by tile."""
    for laid, kept, taken in steps:
        where = session.workspace.where(kept[0]).index if kept else None
        for tile in laid + taken:
            if where is None:
                session.drop(tile, "new")
                where = session.workspace.where(tile).index
            else:
                session.drop(tile, "set", where)


def test_a_long_hint_comes_in_parts_each_asked_for_from_where_the_turn_stands():
    """Eight steps in one notice were more than a child could follow: two at a time, the next
    two when asked again, to the end of the turn (R-TURN: the table it leads to is legal)."""
    session, hint = _hinted(CROWDED)
    steps = engine.hint(session.game)
    assert len(steps) == 8 and hint.endswith(" · then Hint again (6 steps more)")
    assert session.hinted == frozenset(t for laid, _, taken in steps[:2] for t in laid + taken)
    asked = 1
    while session.notice.key != "hint_done":
        _follow(session, engine.hint(session.game, session.workspace.table(), session.workspace.rack)[:2])
        assert session.notice is None  # followed: it went
        session.hint()
        asked += 1
    assert asked == 5 and session.end_turn(0) and len(session.rack_of(0)) == 0


def test_r_rearrange_a_hint_followed_in_part_goes_on_from_the_broken_sets_it_left():
    """Blue 7 taken to the blue run leaves Black 7, Orange 7 short of a group: asked again, the hint
    gave its first step again (it started over from the turn's start whenever a set was broken)."""
    session, hint = _hinted("R4 R5 R6 R7|B7 K7 O7/B8 B9 K1")
    _follow(session, engine.hint(session.game)[:1])
    assert not all(engine.set_kind(tiles) for tiles in session.workspace.sets)
    session.hint()
    assert session.notice.text("en") == "Hint: move Red 7 to Black 7, Orange 7"  # the table mended
    _follow(session, engine.hint(session.game, session.workspace.table(), session.workspace.rack))
    session.hint()
    assert session.notice.key == "hint_done" and session.end_turn(0)


def test_r_meld30_before_the_first_meld_a_broken_set_is_no_place_to_go_on_from():
    """Before his first meld he may not rearrange the table, so a hint cannot mend his broken sets: it
    starts from the turn's start (from the lone Red 5 it named the 11s only, and left Red 5 alone)."""
    session = dealt("K11 O11 B11 R5 R6 R7 O5")
    session.hint()
    whole = session.notice.text("en")
    session.drop(tiles(session, "Red 5")[0], "new")
    session.hint()
    assert session.notice.text("en") == whole and "Red 5 and add Red 6, Red 7" in whole


def test_a_set_is_badged_with_who_laid_it_until_the_viewer_makes_it_his_own():
    """Issue #19's badges ("laid by Casual") follow the others' sets; a set he changes this turn is his
    work, not theirs (a set built from Master's tiles showed Master's letter)."""
    session = Session(GameSettings(seats=YOU_CASUAL, seed=3, lang="en", clock=0, extra={
        "test": "position=R1 R2 R3|O7 O8 O9/K5 K6 K7 B9 R9 O2;melded"}))
    session.draw(0)
    played_on(session, 1)  # Casual's turn: the solver's best play
    badged = [index for index, view in enumerate(session.board(0).table) if view.by == ("B",)]
    assert badged, "Casual laid a set"
    session.drop(session.board(0).rack[0], "set", badged[0])
    table = session.board(0).table
    assert table[badged[0]].by == () and [view.by for view in table[:2]] == [(), ()]


def test_a_hint_is_for_its_turn_only():
    """Not followed, it went on standing through the computers' turns and into his next."""
    session = dealt("K11 O11 B11 R5 R6 R7 O5")
    session.hint()
    assert session.notice.key == "hint_sets" and session.hinted
    session.draw(0)
    assert session.notice is None and not session.hinted


def test_r_rearrange_a_hint_names_a_set_made_of_table_tiles_alone():
    """Blue 7 goes to the new blue run, Red 7 from the red run to the 7s left behind: both said, both lit."""
    session, hint = _hinted("R4 R5 R6 R7|B7 K7 O7/B8 B9 K1")
    assert hint == ("Hint: start a new set with Blue 8 and add Blue 9 (take Blue 7 from the table too) · "
                    "make a new set of Black 7, Orange 7, Red 7"), hint
    assert set(_on_table(session, "Blue 7", "Red 7", "Black 7", "Orange 7")) <= session.hinted


def test_the_one_human_of_a_word_game_is_addressed_as_you(tiny_lexicon):  # noqa: F811
    from game.words.session import WordSession
    from test_word_session import lay, position

    session = WordSession(GameSettings(seats=(Seat(), Seat("casual")), seed=5, lang="de"), tiny_lexicon)
    while not session.human_turn():
        session.apply_ai(json.dumps({"act": "draw"}), 0)
    position(session, racks=("GARTENXQ", "REIFENAB"), pool="EEEEEEEE")
    lay(session, "GARTEN")
    assert session.end_turn(0)
    assert session.notice.text("de") == "Du hast GARTEN gelegt: 6 Punkte."  # not "Du hat"


def test_r_run_a_run_being_built_is_shown_in_number_order_a_group_or_a_joker_set_as_laid():
    """A tap puts a tile before the one tapped: tapping Red 5 onto Red 4 gave "5 4" until the run was
    valid (a child's first run in the tutorial). One colour and no joker: number order (R-RUN)."""
    from rules.tiles import face_ids, parse_face

    red4, red5, red9, blue5, joker = (face_ids(parse_face(f))[0] for f in ("R4", "R5", "R9", "B5", "J"))
    assert engine.set_shown((red5, red4)) == (None, (red4, red5))
    assert engine.set_shown((red9, red5, red4)) == (None, (red4, red5, red9))
    assert engine.set_shown((red5, blue5)) == (None, (red5, blue5))  # a group being built (R-GROUP): as laid
    assert engine.set_shown((red9, joker, red4)) == (None, (red9, joker, red4))  # a joker's place is the player's
    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=3, lang="en"))
    assert engine.set_shown(tuple(session.board(0).rack[:1])) == (None, tuple(session.board(0).rack[:1]))


def drawn_down_to(session, human_next: bool) -> None:
    """Everyone draws in turn until the pool holds one tile, ``human_next`` to draw it (the human's
    rack, dealt by the test, makes the pool's count even or odd)."""
    while session.state().pool > 1:
        if session.human_turn():
            session.draw(0)
        else:
            session.apply_ai(json.dumps({"act": "draw"}), 0)
    assert session.human_turn() == human_next


def test_r_pool_empty_the_last_tile_drawn_is_said_and_the_pool_shows_the_last_round():
    """Club 11.4: the player who draws the last tile says so to the table; then every player has exactly
    one more turn, starting with him. The game says it (notice and live region), the pool shows the turns left."""
    session = dealt("K1 O5", seats=(Seat(), Seat("club")))
    drawn_down_to(session, human_next=False)
    session.effects.clear()
    session.apply_ai(json.dumps({"act": "draw"}), 0)  # the computer draws the last tile: it has the next turn
    notice = "Club drew the last tile: every player has exactly one more turn, Club first (R-POOL-EMPTY, club 11.4)."
    assert session.notice.text("en") == notice and ("say", notice) in session.effects
    assert session.state().final_turns == 2 and not session.human_turn()
    pool = board_view.pool(session.board(0))
    assert "Last round" in pool and 'aria-label="Pool empty: last round, 2 turns left"' in pool
    session.apply_ai(json.dumps({"act": "pass"}), 0)
    assert 'aria-label="Pool empty: last round, 1 turn left"' in board_view.pool(session.board(0))
    # the one human drew it: "you", and in German "Du hast", not "Du hat"
    german = dealt("K1 O5 B7", seats=(Seat(), Seat("club")), lang="de")  # a tile more: the human draws the last
    drawn_down_to(german, human_next=True)
    german.draw(0)
    assert german.notice.text("de").startswith("Du hast den letzten Stein gezogen: Jeder hat noch genau einen Zug, du zuerst")
    original = dealt("K1 O5 B7", seats=(Seat(), Seat("club")), profile="original")
    drawn_down_to(original, human_next=True)
    original.draw(0)
    assert original.notice.text("en").startswith("You drew the last tile: play goes on without drawing")
    assert original.state().final_turns is None and "Last round" not in board_view.pool(original.board(0))


def test_the_replay_shows_the_viewers_own_rack_as_it_was_never_anothers():
    """A club player stepping back through his game saw an empty rack at every step."""
    session = Session(GameSettings(seats=YOU_CASUAL, seed=5, clock=0, lang="en"))
    at_start = tuple(session.workspace.rack)
    played_on(session, 4)
    me = session.viewer_player()
    replay = Replay(engine.history_json(session.game), log=session.log_view(None), viewer=me, step=0)
    assert sorted(replay.board(session.board(0)).rack) == sorted(at_start)
    replay.go(4)
    assert sorted(replay.board(session.board(0)).rack) == sorted(engine.replay(replay.history, 4).view(me).rack(me))
    assert Replay(replay.history, log=session.log_view(None), step=0).shown.rack == ()  # no viewer: no rack
