"""The word game's session on one device (game/words/session.py): a human's
turn through the workspace's rows (W-FIRST, W-SCORE, W-CHANGE, W-JOKER,
W-WORD, W-PASS, W-TIME, W-CHALLENGE), computer seats to the end (W-END),
and its saves (game.storage, WordSession.from_save).

Positions are put in place with ``arrange`` (tests/py/word_positions.py);
the flow tests use ``tiny_lexicon``, the computer game the built lexicon.
"""

import json
from dataclasses import replace

import pytest

from game import storage, url_params
from game.players.words import choose_move
from game.settings import GameSettings, Seat
from game.ui import board_view, dialogs
from game.ui.html import escape
from game.words.session import WORD_LEVELS, WordSession
from rules.texts import LANGUAGES
from game.replay import Replay
from game.words.replay import positions
from rules.words import history as word_history
from rules.words.tiles import FACE_OF, JOKER, LETTERS, format_rack, format_word
from word_lexicon import lexicon, tiny_lexicon  # noqa: F401  (the fixtures)
from word_positions import arrange

pytest.importorskip("pydantic")


def hot_seat(lexicon, check="auto", clock=60, lang="en"):
    return WordSession(GameSettings(seats=(Seat(), Seat()), seed=5, clock=clock, lang=lang, check=check), lexicon)


def position(session, **where):
    """``arrange`` the game, then the turn of its current player begins again, his rack shown."""
    arrange(session.game, **where)
    session.viewer = None
    session._begin_turn(0)
    session.confirm_privacy(0)


def rack_tiles(session, letters):
    """The current rack's tiles spelling ``letters`` (``*`` a joker), each once."""
    left = list(session.workspace.rack)
    found = []
    for letter in letters:
        face = JOKER if letter == "*" else LETTERS.index(letter)
        tile = next(tile for tile in left if FACE_OF[tile] == face)
        left.remove(tile)
        found.append(tile)
    return found


def lay(session, letters, row=None):
    """Drop the rack's ``letters`` into a new row (or onto the end of row ``row``)."""
    for tile in rack_tiles(session, letters):
        if row is None:
            session.drop(tile, "new")
            row = len(session.workspace.sets) - 1
        else:
            session.drop(tile, "set", row)


def words(session):
    return [(row.word, row.kind) for row in session.board(0).table]


def test_a_picked_up_letter_says_where_it_may_go_in_the_words_of_the_word_game(tiny_lexicon):
    """The live region (the numbers game's says "set", "New set") and the status line while a tile is in the hand."""
    session = hot_seat(tiny_lexicon, lang="de")
    position(session, racks=("GARTENXQ", "REIFENAB"), pool="EEEEEEEE")
    before = session.board(0).status
    session.tap(rack_tiles(session, "G")[0])
    said = [value for kind, value in session.effects if kind == "say"]
    assert said[-1] == "G aufgenommen. Wähle ein Wort, „Neues Wort“ oder die Bank."
    assert session.board(0).status == "G: wohin damit?"
    session.tap(rack_tiles(session, "G")[0])  # put back
    assert session.board(0).status == before
    g, a = rack_tiles(session, "GA")  # a drop is said in words of words too, not of sets (a teacher's playtest)
    session.drop(g, "new")
    session.drop(a, "set", len(session.workspace.sets) - 1)
    said = [value for kind, value in session.effects if kind == "say"]
    assert said[-2:] == ["G beginnt ein neues Wort.", f"A in Wort {len(session.workspace.sets)} gelegt."]


def test_w_first_w_end_the_first_word_s_letters_are_counted_while_it_is_built_and_the_goal_is_named(tiny_lexicon):
    """A newcomer met W-FIRST only when his three-letter word was refused, and the 99 nowhere."""
    session = hot_seat(tiny_lexicon, lang="de")
    position(session, racks=("GARTENXQ", "REIFENAB"), pool="EEEEEEEE")
    chip = lambda: board_view.meld_total(session.board(0))  # noqa: E731
    assert session.board(0).game_label == "Wortspiel · bis 99 Punkte"
    assert ">Erstes Wort: 0 Buchstaben von deiner Bank (6 nötig)<" in chip()
    lay(session, "G")
    assert ">Erstes Wort: 1 Buchstabe von deiner Bank (6 nötig)<" in chip() and "reached" not in chip()
    lay(session, "ARTEN", row=0)
    assert "(6 nötig)" in chip() and 'class="meld-total reached"' in chip()
    assert session.end_turn(1000)
    session.confirm_privacy(1000)
    assert session.board(1000).first_word is not None  # the other player has not laid his yet
    session.draw(2000)
    session.confirm_privacy(2000)
    assert chip() == ""  # his first word lies: nothing to count


def test_w_first_w_score_a_hot_seat_turn_lays_a_six_letter_word_and_scores_it(tiny_lexicon):
    session = hot_seat(tiny_lexicon)
    position(session, racks=("GARTENXQ", "REIFENAB"), pool="EEEEEEEE")
    player, seat = session.state().current, session.current_seat()
    lay(session, "GARTEN")
    assert words(session) == [("GARTEN", "word")]
    board = session.board(0)
    assert board.variant == "words" and board.goal == 99 and {"end_turn", "draw", "undo"} <= board.enabled
    assert "redeal" not in board.enabled and "hint" not in board.enabled
    assert session.end_turn(1000)
    assert session.state().totals[player] == 6
    assert session.notice.text("en") == f"{session.seat_name(seat)} laid GARTEN for 6 points."
    assert "GARTEN" in session.notice.text("de") and "6 Punkte" in session.notice.text("de")
    seat_view = next(view for view in session.board(0).seats if view.label == session.labels[seat])
    assert seat_view.score == 6 and seat_view.melded and seat_view.count == 2
    # hot seat: the next human's rack waits behind the privacy screen
    assert session.privacy is not None and session.viewer is None and session.board(0).rack == []


def test_w_empty_laying_the_whole_rack_doubles_the_word_and_draws_7_and_says_so(tiny_lexicon):
    session = hot_seat(tiny_lexicon)
    position(session, racks=("GARTEN", "REIFENAB"), pool="EEEESSSSSD")
    lay(session, "GARTEN")
    assert session.end_turn(0)
    assert session.state().totals[0] == 12 and session.state().counts[0] == 7
    assert "W-EMPTY" in session.notice.text("en") and "12" in session.notice.text("de")
    assert "7" in session.notice.text("en")


def test_w_word_berlin_is_refused_with_the_reason_and_the_turn_goes_on(tiny_lexicon):
    session = hot_seat(tiny_lexicon)
    position(session, racks=("BERLINAB", "GARTENXQ"), pool="EEEEEEEE")
    lay(session, "BERLIN")
    assert words(session) == [("BERLIN", None)]  # under "auto" the row shows it is no word
    assert not session.end_turn(1000)
    assert session.error.text("en") == "BERLIN is a proper noun, which is not allowed (W-WORD)."
    assert session.error.text("de") == "BERLIN ist ein Eigenname und nicht erlaubt (W-WORD)."
    assert session.human_turn() and session.workspace.sets and session.state().totals == (0, 0)


def test_w_first_a_first_word_of_five_letters_and_no_rack_tile_are_refused(tiny_lexicon):
    session = hot_seat(tiny_lexicon)
    position(session, racks=("AHORNXY", "GARTENMQ"), pool="EEEE")
    assert not session.end_turn(0)
    assert "W-CHANGE" in session.error.text("en")
    lay(session, "AHORN")
    assert not session.end_turn(0)
    assert session.error.text("en") == "Your first word needs at least 6 letters from your own rack (W-FIRST)."


def test_w_joker_a_joker_laid_asks_for_its_letter_and_stands_for_it(tiny_lexicon):
    session = hot_seat(tiny_lexicon)
    position(session, racks=("GART*NQX", "REIFENAB"), pool="EEEEEEEE")
    joker = rack_tiles(session, "*")[0]
    lay(session, "GART*N")
    assert session.board(0).joker_choice == joker
    assert words(session) == [("GART?N", None)]
    assert not session.end_turn(0) and "W-JOKER" in session.error.text("en")
    for wrong in ("1", "ß", "EE", ""):
        assert not session.choose_joker(wrong)
        assert "W-JOKER" in session.error.text("en") and "W-JOKER" in session.error.text("de")
    assert session.choose_joker("e")
    board = session.board(0)
    assert board.joker_choice is None and board.jokers == {joker: "E"}
    assert words(session) == [("GARTeN", "word")]
    # back on the rack it forgets its letter; laid again it is asked for again
    session.drop(joker, "rack")
    assert session.board(0).jokers == {} and session.board(0).joker_choice is None
    session.drop(joker, "set", 0, 4)
    assert session.board(0).joker_choice == joker
    assert session.choose_joker("E") and session.end_turn(0)
    assert session.game.jokers == {joker: LETTERS.index("E")} and session.state().totals[0] == 6


def test_w_joker_a_table_joker_keeps_its_letter_unless_moved_to_another_row(tiny_lexicon):
    session = hot_seat(tiny_lexicon)
    position(session, table=("TEsT", "GARTEN"), racks=("XAB", "HUT"), pool="EEEE", laid_first=(True, True))
    joker = next(tile for tile in session.workspace.sets[0] if FACE_OF[tile] == JOKER)
    session.drop(joker, "set", 0, 0)  # within its row
    assert session.board(0).jokers == {joker: "S"} and session.board(0).joker_choice is None
    session.drop(joker, "set", 1)  # to another row
    assert session.board(0).joker_choice == joker and joker not in session.board(0).jokers


def test_w_joker_undo_brings_a_moved_joker_back_with_its_letter(tiny_lexicon):
    session = hot_seat(tiny_lexicon)
    position(session, table=("TEsT", "GARTEN"), racks=("XAB", "HUT"), pool="EEEE", laid_first=(True, True))
    joker = next(tile for tile in session.workspace.sets[0] if FACE_OF[tile] == JOKER)
    session.drop(joker, "set", 1)  # to another row: its letter is asked for again
    assert joker not in session.board(0).jokers
    session.undo()
    board = session.board(0)
    assert board.jokers == {joker: "S"} and board.joker_choice is None and words(session)[0] == ("TEsT", "word")
    assert session.effects[-1] == ("say", "Undone: Joker back in word 1.")
    # a joker from the rack: lettered, moved back to the rack, then both moves undone
    session = hot_seat(tiny_lexicon)
    position(session, racks=("GART*NQX", "REIFENAB"), pool="EEEEEEEE")
    joker = rack_tiles(session, "*")[0]
    lay(session, "GART*N")
    assert session.choose_joker("E")
    session.drop(joker, "rack")
    session.undo()
    assert session.board(0).jokers == {joker: "E"} and words(session) == [("GARTeN", "word")]
    session.undo()  # the last N off the table: the joker keeps its letter
    assert session.board(0).jokers == {joker: "E"} and words(session) == [("GARTe", None)]
    session.undo()  # the joker itself back to the rack: no letter
    assert session.board(0).jokers == {} and session.board(0).joker_choice is None
    assert session.effects[-1] == ("say", "Undone: Joker back on your rack.")
    session.undo()
    assert session.effects[-1] == ("say", "Undone: T back on your rack.")


def test_w_change_lieben_becomes_eben_and_list_through_the_rows(tiny_lexicon):
    session = hot_seat(tiny_lexicon)
    position(session, table=("LIEBEN",), racks=("STQ", "GARTEN"), pool="EEEE", laid_first=(True, True))
    l_tile, i_tile = session.workspace.sets[0][:2]
    assert session.drop(l_tile, "new") and session.drop(i_tile, "set", 1)
    lay(session, "ST", row=1)
    assert words(session) == [("EBEN", "word"), ("LIST", "word")]
    # letters of the table stay on the table (W-CHANGE)
    assert not session.drop(session.workspace.sets[0][0], "rack")
    assert "W-CHANGE" in session.error.text("en") and "W-CHANGE" in session.error.text("de")
    assert session.end_turn(0)
    assert [row for row in session.game.table] == [list(row) for row in session.state().table]
    assert sorted(session.board(0).table[i].word for i in range(2)) == ["EBEN", "LIST"]
    assert session.state().totals[0] == 4
    assert session.notice.text("en") == f"{session.seat_name(session.seat_of(0))} laid LIST for 4 points."


def test_w_pass_drawing_after_changing_table_words_puts_the_table_back(tiny_lexicon):
    session = hot_seat(tiny_lexicon)
    position(session, table=("LIEBEN",), racks=("STQ", "GARTEN"), pool="EEEE", laid_first=(True, True))
    before = session.state().table
    session.drop(session.workspace.sets[0][0], "new")
    assert session.board(0).draw_note == "restores"
    session.draw(0)
    assert session.state().table == before and session.state().counts[0] == 4
    assert "W-PASS" in session.notice.text("en") and "W-PASS" in session.notice.text("de")


def test_w_end_the_last_tile_drawn_is_said_and_the_pool_shows_the_last_round(tiny_lexicon):
    session = hot_seat(tiny_lexicon)
    position(session, racks=("STQ", "GARTEN"), pool="E", laid_first=(True, True))
    name = session.seat_name(session.current_seat())
    session.draw(0)
    assert session.notice.text("en") == f"{name} drew the last tile: every player has exactly one more turn (W-END)."
    assert 'aria-label="Pool empty: last round, 2 turns left"' in board_view.pool(session.board(0))


def test_w_time_rack_tiles_of_a_bad_word_go_back_with_3_penalty_tiles(tiny_lexicon):
    session = hot_seat(tiny_lexicon, clock=30)
    position(session, racks=("GARTENXQ", "REIFENAB"), pool="EEEEEEEE")
    lay(session, "GARTEN")
    lay(session, "XQ")
    session.tick(29_000)
    assert session.human_turn() and session.state().current == 0
    session.tick(30_001)
    assert session.state().current == 1 and session.state().totals[0] == 6
    assert session.state().counts[0] == 2 + 3
    assert "W-TIME" in session.notice.text("en") and "3" in session.notice.text("en")
    assert "Strafsteine" in session.notice.text("de")


def test_w_time_a_table_word_left_broken_undoes_the_turn_with_3_penalty_tiles(tiny_lexicon):
    session = hot_seat(tiny_lexicon, clock=30)
    position(session, table=("LIEBEN",), racks=("STQ", "GARTEN"), pool="EEEEEE", laid_first=(True, True))
    before = session.state().table
    session.drop(session.workspace.sets[0][0], "new")  # IEBEN is no word
    lay(session, "ST", row=1)
    session.timeout(30_000)
    assert session.state().table == before and session.state().counts[0] == 3 + 3
    assert session.notice.params["what"].key == "word_time_penalty" and "IEBEN" in session.notice.text("en")
    assert session.notice.text("en").startswith(session.seat_name(0) + ": ")  # hot-seat: whose time ran out
    assert "Strafsteine" in session.notice.text("de")


def test_w_time_nothing_laid_draws_one_tile(tiny_lexicon):
    session = hot_seat(tiny_lexicon, clock=30)
    position(session, racks=("GARTENXQ", "REIFENAB"), pool="EEEEEEEE")
    session.timeout(30_000)
    assert session.state().counts[0] == 9 and session.notice.params["what"].key == "word_time_draw"


def test_w_challenge_a_right_challenge_takes_the_play_back(tiny_lexicon):
    session = hot_seat(tiny_lexicon, check="challenge")
    position(session, racks=("BERLINAB", "GARTENXQ"), pool="EEEEEEEE")
    player = session.state().current
    lay(session, "BERLIN")
    assert words(session) == [("BERLIN", "word")]  # membership is not shown while editing
    assert session.end_turn(0)
    board = session.board(0)
    other = session.seat_of(1 - player)
    assert board.challenge.words == ["BERLIN"]
    assert board.challenge.challengers == [(session.labels[other], session.seat_name(other))]
    assert {"challenge", "accept"} <= board.enabled
    assert not session.challenge(session.seat_of(player))  # not his own play
    assert session.challenge(other)
    assert session.state().totals == (0, 0) and session.state().table == ()
    assert session.state().counts[player] == 8 + 3 and session.state().challengeable is None
    assert "BERLIN" in session.notice.text("en") and "W-CHALLENGE" in session.notice.text("de")
    laid, withdrawn = session.log[-2:]  # the log says the play went back (game.move_log.move_of)
    assert (laid.kind, laid.player, withdrawn.kind, withdrawn.player, withdrawn.drawn) == \
        ("laid", player, "withdrawn", player, 3)
    assert "word challenged and taken back, 3 penalty tiles" in board_view.move_log(session.board(0))


def test_w_challenge_a_wrong_challenge_leaves_the_play_standing(tiny_lexicon):
    session = hot_seat(tiny_lexicon, check="challenge")
    position(session, racks=("GARTENXQ", "REIFENAB"), pool="EEEEEEEE")
    lay(session, "GARTEN")
    assert session.end_turn(0)
    other = session.current_seat()
    session.confirm_privacy(0)
    assert session.challenge(other)
    assert session.notice.text("en").endswith("GARTEN stands: it is in the German dictionary (W-CHALLENGE).")
    assert session.state().totals[0] == 6 and session.human_turn() and session.board(0).challenge is None


def test_w_challenge_w_end_a_deciding_computer_play_waits_for_the_human(tiny_lexicon):
    settings = GameSettings(seats=(Seat(), Seat("club")), seed=5, check="challenge")
    session = WordSession(settings, tiny_lexicon)
    computer = session.player_of(1)
    racks, totals = ["GARTENXQ", "GARTENXQ"], [0, 0]
    racks[computer], totals[computer] = "REIFENAB", 95
    arrange(session.game, racks=racks, pool="EEEEEEEE", laid_first=(True, True), totals=totals)
    session.game.current = computer
    session._begin_turn(0)
    assert session.computer_turn()
    rack, reifen = session.game.racks[computer], []
    for letter in "REIFEN":
        reifen.append(next(t for t in rack if FACE_OF[t] == LETTERS.index(letter) and t not in reifen))
    session.apply_ai(json.dumps({"act": "play", "table": [reifen]}), 0)
    assert session.state().waiting and not session.human_turn() and not session.computer_turn()
    assert session.board(0).challenge.challengers == [("A", session.seat_name(0))]
    assert session.accept(0)
    assert session.state().finished and session.results[-1].end == "goal" and session.results[-1].winners == ["B"]


def test_computer_seats_play_a_whole_game_to_w_end_through_ai_request_and_apply_ai(lexicon):
    assert set(WORD_LEVELS) == {"beginner", "casual", "club", "master"}
    session = WordSession(GameSettings(seats=(Seat("club"), Seat("casual")), seed=2, clock=0), lexicon)
    for turn in range(400):
        if session.state().finished:
            break
        observation, level, seed = session.ai_request()
        seen = json.loads(observation)
        assert set(seen) == {"player", "rack", "table", "jokers", "laid_first", "totals", "pool"}
        assert len(seen["rack"]) == session.state().counts[seen["player"]]
        assert level == WORD_LEVELS[session.settings.seats[session.current_seat()].level]
        session.apply_ai(json.dumps(choose_move(seen, level, seed, lexicon).as_action()), turn * 1000)
    result = session.results[-1]
    assert session.state().finished and session.round_over()
    assert result.totals == {session.labels[session.seat_of(p)]: total
                             for p, total in enumerate(session.state().totals)}
    top = max(result.totals.values())
    assert result.winners == [label for label, total in result.totals.items() if total == top]
    assert (top >= 99) == (result.end == "goal")
    fresh = session.next_game(0)
    assert fresh.games_total == 1 and not fresh.results and fresh.state().version == 0
    assert fresh.game.racks != session.game.racks
    _replayed_as_played(session, lexicon)


def _replayed_as_played(session, lexicon):
    """The replay (game.replay with game.words.replay's positions) shows each position's
    words with their jokers' letters (W-JOKER) and the pool as the game had them."""
    replay = Replay(session.history_json(), positions(lexicon))
    assert replay.total == len(session.game.actions) and replay.shown.table
    laid = [step for step, action in enumerate(session.game.actions, start=1) if action["act"] == "play"]
    for step in (0, laid[0], replay.total):
        replay.go(step - replay.step)
        game = word_history.from_json(session.history_json(), lexicon, upto=step)
        view = game.view()
        assert [row.word for row in replay.shown.table] == [format_word(w, view.jokers) for w in view.table]
        assert all(row.kind == "word" for row in replay.shown.table) and replay.shown.pool == view.pool
        board = replay.board(session.board(0))
        assert board.rack == [] and board.table == replay.shown.table and not board.enabled


def test_a_broken_or_illegal_computer_answer_becomes_a_draw(tiny_lexicon):
    session = WordSession(GameSettings(seats=(Seat("master"), Seat("club")), seed=4), tiny_lexicon)
    for answer in ("not json", json.dumps({"act": "play", "table": [[999]]}),
                   json.dumps({"act": "play", "table": "x", "jokers": [1]}), json.dumps(["draw"])):
        counts, current = session.state().counts, session.state().current
        session.apply_ai(answer, 0)
        assert session.state().counts[current] == counts[current] + 1


def test_save_mid_turn_with_a_joker_and_its_letter_round_trips_through_storage(tiny_lexicon):
    """W-JOKER: the rows, the rack and the letter chosen for a joker come back after a reload."""
    session = next(session for seed in range(200)
                   for session in [WordSession(GameSettings(seats=(Seat(), Seat("club")), seed=seed), tiny_lexicon)]
                   if session.human_turn() and any(FACE_OF[tile] == JOKER for tile in session.workspace.rack))
    joker = next(tile for tile in session.workspace.rack if FACE_OF[tile] == JOKER)
    session.drop(joker, "new")
    session.choose_joker("Ä")
    session.drop(next(tile for tile in session.workspace.rack if tile != joker), "set", 0)
    text = storage.encode(session.to_save(5000, 1_000_000))
    resumed = WordSession.from_save(storage.decode(text), tiny_lexicon, 0, 1_004_000)  # no lexicon in decode
    board, again = session.board(5000), resumed.board(0)
    assert [(row.tiles, row.word) for row in again.table] == [(row.tiles, row.word) for row in board.table]
    assert again.rack == board.rack and again.jokers == board.jokers == {joker: "Ä"}
    assert again.enabled == board.enabled - {"undo"}  # the undo history is not saved, as in the numbers game
    assert (board.clock_text, again.clock_text) == ("0:55", "0:51")  # the 4 s away count (W-TIME)


def real_save(tiny_lexicon):
    """A save of a real (replayable) game in the middle of the second player's turn."""
    session = hot_seat(tiny_lexicon)
    session.confirm_privacy(0)
    session.draw(0)
    session.confirm_privacy(0)
    session.drop(session.workspace.rack[0], "new")
    return session, session.to_save(0)


def test_save_of_a_real_game_resumes_and_a_hostile_one_is_refused_in_both_languages(tiny_lexicon):
    session, data = real_save(tiny_lexicon)
    text = storage.encode(data)
    resumed = WordSession.from_save(storage.decode(text), tiny_lexicon, 0)
    assert resumed.privacy == session.current_seat() and resumed.board(0).rack == []  # hot-seat: who holds it?
    resumed.confirm_privacy(0)
    assert resumed.board(0).table[0].tiles == session.board(0).table[0].tiles
    assert resumed.workspace.rack == session.workspace.rack
    # a tile of another rack in the workspace: decode (no lexicon) cannot see it, from_save refuses it
    other = session.rack_of(1 - session.current_seat())[0]
    stolen = json.loads(text)
    stolen["workspace"]["rack"][0] = other
    with pytest.raises(storage.SaveError) as refused:
        WordSession.from_save(storage.decode(json.dumps(stolen)), tiny_lexicon, 0)
    assert all(refused.value.text(lang) for lang in LANGUAGES)
    assert refused.value.text("de") != refused.value.text("en")
    # structure decode refuses by itself: a joker's letter that is no letter, a tile twice, a word result of 5 seats
    for bad in ({"jokers": {"110": 40}}, {"rack": data["workspace"]["rack"] + data["workspace"]["rack"][:1]}):
        broken = json.loads(text)
        broken["workspace"].update(bad)
        with pytest.raises(storage.SaveError):
            storage.decode(json.dumps(broken))
    broken, history = json.loads(text), json.loads(data["history"])
    history["actions"][0]["act"] = "fly"
    broken["history"] = json.dumps(history)
    with pytest.raises(storage.SaveError):
        storage.decode(json.dumps(broken))
    # W-EMPTY's option: the save's settings and its history must agree on it too
    for change, what in ((("refill", True), "contra_rules"), (("seed", data["settings"]["seed"] + 1), "contra_deal")):
        changed = json.loads(text)
        changed["settings"].update([change])
        with pytest.raises(storage.SaveError) as refused:
            storage.decode(json.dumps(changed))
        assert (refused.value.key, refused.value.params["what"]) == ("save_contradicts", what)


def test_w_empty_option_chosen_in_the_address_is_played_and_saved(tiny_lexicon):
    """refill=1 (W-EMPTY's option, English/Kompakt editions): the game's rules, its settings' round trip."""
    parsed = url_params.parse("variant=words&refill=1&seats=you,you")
    assert parsed.settings.refill and not parsed.problems
    assert GameSettings.from_dict(parsed.settings.to_dict()) == parsed.settings
    assert "refill" not in GameSettings().to_dict()  # a save without the option is as before
    session = WordSession(replace(parsed.settings, seed=3), tiny_lexicon)
    assert session.game.settings.refill
    assert 'name="refill"' in escape(dialogs.new_game(parsed.settings)) and url_params.parse("refill=2").problems


def test_sort_rack_alpha_puts_jokers_last_and_vowels_first(tiny_lexicon):
    session = hot_seat(tiny_lexicon)
    position(session, racks=("Z*EBAÖ", "GARTEN"), pool="EEEE")
    session.sort_rack("alpha")
    assert format_rack(session.workspace.rack) == "ABEZÖ*"
    session.sort_rack("vowels")
    assert format_rack(session.workspace.rack) == "AEÖBZ*"


def test_the_browser_tests_hand_the_first_human_a_known_rack(lexicon):
    """game.e2e_setup ``letters``: the word tests' known position; every tile still once in the game (W-TILES)."""
    settings = GameSettings(seats=(Seat("club"), Seat()), seed=4, variant="words", extra={"test": "letters=GARTEN*Q"})
    session = WordSession(settings, lexicon)
    rack = session.rack_of(1)
    assert "".join(sorted(format_rack(rack))) == "".join(sorted("GARTEN*Q"))
    state = session.game
    everything = [t for r in state.racks for t in r] + list(state.pool)
    assert sorted(everything) == list(range(112)) and len(state.racks[session.player_of(0)]) == 14


def test_his_rack_order_stays_his_after_the_computers_turn(lexicon):
    """Issue #19 in the word game: the rack sorted A-Z keeps that order after his draw and the computer's turn."""
    session = WordSession(GameSettings(seats=(Seat(), Seat("club")), seed=6, clock=0, variant="words"), lexicon)
    session.sort_rack("alpha")
    arranged = list(session.workspace.rack)
    session.draw(0)
    observation, level, seed = session.ai_request()
    session.apply_ai(json.dumps(choose_move(json.loads(observation), level, seed, lexicon).as_action()), 0)
    assert session.human_turn() and session.workspace.rack[:len(arranged)] == arranged
