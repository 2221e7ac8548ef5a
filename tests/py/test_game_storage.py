"""Saves and imported game files (issue #17): too large or too deeply nested text is
refused before parsing, a save that contradicts itself is refused like a corrupt
one, every save that is accepted resumes and draws, and the user reads a sentence
in German or English, not a validator's message."""

import json
import math

import pytest
from hypothesis import given, settings, strategies as st

pytest.importorskip("pydantic")

from game import engine, storage  # noqa: E402
from game.session import Session  # noqa: E402
from game.settings import GameSettings, Seat  # noqa: E402
from game.ui import board_view, dialogs  # noqa: E402
from test_game_session import computer_move, play_out  # noqa: E402

TABLE = {"round": 1, "table": 2, "games": 3, "names": ["Anna", "Ben", "Cem"], "fingerprint": "0123456789abcdef",
         "seconds_per_turn": 60, "seed": 77}


def _turn():
    """Human against Club, a tile moved in the human's unfinished turn, 5 s on the clock."""
    session = Session(GameSettings(seats=(Seat(), Seat("club")), seed=21), now_ms=0)
    session.draw(0)
    session.apply_ai(computer_move(session), 0)
    session.drop(session.workspace.rack[2], "new")
    return session.to_save(5_000)


def _round():
    """Game 2 of a round of four players, game 1's result kept."""
    session = Session(GameSettings(seats=(Seat(),) + (Seat("casual"),) * 3, seed=11), now_ms=0)
    play_out(session)
    session = session.next_game(0)
    session.draw(0)
    return session.to_save(0)


def _four():
    session = Session(GameSettings(seats=(Seat(),) + (Seat("casual"),) * 3, seed=12), now_ms=0)
    session.draw(0)
    return session.to_save(0)


def _hot_seat():
    return Session(GameSettings(seats=(Seat(), Seat()), seed=9)).to_save(0)


def _table():
    settings = GameSettings(seats=(Seat(), Seat("casual"), Seat("club")), seed=77, table=TABLE, strict=True,
                            hints=False, clock=60)
    return Session(settings).to_save(0)


def _finished():
    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=3), now_ms=0)
    play_out(session)
    return session.to_save(0)


@pytest.fixture(scope="module")
def saves():
    return {name: storage.encode(make()) for name, make in
            (("turn", _turn), ("round", _round), ("four", _four), ("hot_seat", _hot_seat), ("table", _table),
             ("finished", _finished))}


def resumed(text: str) -> Session:
    """What the page does with a save: decode, resume, draw the board and any dialog."""
    session = Session.from_save(storage.decode(text), 1_000)
    view = session.board(2_000)
    for part in (board_view.seats_bar, board_view.pool, board_view.clock, board_view.table, board_view.rack,
                 board_view.actions, board_view.rack_tools):
        part(view)
    session.tick(3_000)
    if session.privacy is not None:
        dialogs.privacy("de", session.seat_name(session.privacy))
    if session.game.finished:
        names = {label: session.seat_name(i) for i, label in enumerate(session.labels)}
        dialogs.results("de", session.results[-1], names, session.standings(), session.games_total,
                        session.round_over())
    return session


def test_real_saves_are_small_shallow_and_resume(saves):
    """A save is a few KB (7 KB after a long 4-player game; see the limits in game.storage)."""
    for text in saves.values():
        assert len(text) < 20_000
        assert engine.history_json(resumed(text).game) == json.loads(text)["history"]


def refused(text: str) -> storage.SaveError:
    with pytest.raises(storage.SaveError) as error:
        resumed(text)
    message = {lang: error.value.text(lang) for lang in ("en", "de")}
    assert message["en"] != message["de"] and str(error.value)  # a sentence each; the detail kept
    assert not [text for text in message.values() if "Input should" in text or "validation" in text]
    return error.value


def test_too_large_is_refused_before_parsing(saves):
    padded = saves["turn"] + " " * (storage.MAX_CHARS - len(saves["turn"]))
    resumed(padded)
    error = refused(padded + " ")
    assert error.key == "save_too_large" and "2 MB" in error.text("en") and "2 MB" in error.text("de")


@pytest.mark.parametrize("text", ["[" * 100_000, '{"version": 1, "results": ' + "[{}, " * 100_000,
                                  '{"a": ' * 100_000 + "1" + "}" * 100_000])
def test_deep_nesting_is_refused_before_json_parses_it(text):
    """json.loads recurses per level: 100,000 `[` exhaust Python's recursion limit
    (and Pyodide's smaller stack first)."""
    error = refused(text)
    assert error.key == "save_not_ours" and "nested" in str(error)


def test_a_deeply_nested_history_inside_a_save_is_refused_too(saves):
    """The save's history is a JSON text inside the save's JSON (a security test: 100,000
    brackets there passed the save's own check and killed Pyodide)."""
    data = json.loads(saves["turn"])
    data["history"] = "[" * 100_000 + "]" * 100_000
    assert refused(json.dumps(data)).key == "save_contradicts"  # its history cannot be read


def test_brackets_inside_strings_do_not_count_as_nesting(saves):
    data = json.loads(saves["table"])
    data["settings"]["table"]["names"][1] = 'Ben "[[' + "[" * 200 + '\\"{{'
    assert resumed(json.dumps(data)).seat_name(1).startswith('Ben "[[[')


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '{"version": 1}', '{"version": 9, "settings": {}}'])
def test_not_a_save_of_this_app(text):
    error = refused(text)
    assert error.key == "save_not_ours"
    assert error.text("en") == "not a saved game of this app"
    assert error.text("de") == "kein gespeichertes Spiel dieser App"


def _history(edit):
    def change(data):
        history = json.loads(data["history"])
        edit(history)
        data["history"] = json.dumps(history)
    return change


def _result(edit):
    def change(data):
        edit(data["results"][0])
    return change


FOUR_PLAYER_RESULT = {"game": 1, "end": "rummikub", "scores": {"A": 10, "B": -4, "C": -6, "D": 0}, "winner": "A",
                      "places": {"A": 1, "B": 3, "C": 4, "D": 2}, "points": {"A": 4, "B": 1, "C": 0, "D": 3},
                      "racks": {"A": "", "B": "R4", "C": "K6", "D": ""}}
SHARED_RESULT = {"game": 1, "end": "pool_empty", "scores": {"A": -4, "B": -4, "C": -6, "D": -9}, "winner": "A",
                 "co_winners": ["B"], "places": {"A": 1, "B": 1, "C": 3, "D": 4},
                 "points": {"A": 4, "B": 4, "C": 1, "D": 0}, "racks": {"A": "R4", "B": "K4", "C": "K6", "D": "O9"}}
CONTRADICTIONS = [
    ("turn", lambda d: d.update(viewer=99), "contra_seat", "seat 99 does not exist"),
    ("turn", lambda d: d.update(viewer=-1), "contra_seat", "seat -1"),
    ("turn", lambda d: d.update(viewer=1), "contra_computer", "seat B"),
    ("hot_seat", lambda d: d.update(privacy=2), "contra_seat", "seat 2"),
    ("turn", lambda d: d["rack_orders"].update({"7": [1, 2]}), "contra_seat", "seat 7"),
    ("turn", lambda d: d["rack_orders"].update({"x": []}), "contra_seat", "seat x"),
    ("turn", lambda d: d.update(spent_ms=math.nan), "contra_time", "time"),
    ("turn", lambda d: d.update(spent_ms=math.inf), "contra_time", "time"),
    ("turn", lambda d: d.update(spent_ms=-1), "contra_time", "time"),
    ("turn", lambda d: d.update(spent_ms=1e15), "contra_time", "time"),
    ("turn", lambda d: d.update(turn_started=-math.inf), "contra_time", "time"),
    ("turn", lambda d: d.update(turn_started=math.nan), "contra_time", "time"),
    ("four", lambda d: d["settings"].update(seats=["human", "casual"]), "contra_players", "4 players at 2 seats"),
    ("turn", lambda d: d["settings"].update(seats=["human", "club", "club"]), "contra_players", "2 players"),
    ("table", lambda d: d.update(game_no=4), "contra_game_no", "game 4 of a round of 3"),
    ("table", lambda d: d["settings"]["table"].update(names=["Anna", "Ben"]), "contra_names", "2 names"),
    ("turn", lambda d: d["workspace"]["rack"].pop(), "contra_workspace", "unfinished turn"),
    ("turn", lambda d: d["workspace"]["sets"].append([d["workspace"]["rack"][0]]), "contra_workspace", "turn"),
    ("finished", lambda d: d.update(workspace={"sets": [], "rack": []}), "contra_workspace", "turn"),
    ("turn", _history(lambda h: h["actions"].append({"act": "play", "table": [[0, 1, 2]]})), "contra_moves", "moves"),
    ("turn", _history(lambda h: h.update(players=5)), "contra_moves", "moves"),
    ("round", _result(lambda r: r.update(game=2)), "contra_results", "results"),
    ("round", _result(lambda r: r.update(game=3)), "contra_results", "results"),
    ("round", lambda d: d["results"].append(d["results"][0]), "contra_results", "results"),
    ("round", _result(lambda r: r.update(winner="D" if r["winner"] != "D" else "C")), "contra_results", "results"),
    ("round", _result(lambda r: r.update(co_winners=[r["winner"]])), "contra_results", "results"),
    ("round", _result(lambda r: r.update(co_winners=["D" if r["winner"] != "D" else "C"])), "contra_results",
     "results"),
    ("round", _result(lambda r: r.update(SHARED_RESULT, end="rummikub")), "contra_results", "results"),
    ("round", _result(lambda r: r["places"].update(A=4, B=4, C=4, D=4)), "contra_results", "results"),
    ("round", _result(lambda r: r["points"].update(A=9)), "contra_results", "results"),
    ("round", _result(lambda r: r["scores"].pop("D")), "contra_results", "results"),
    ("turn", lambda d: d.update(results=[FOUR_PLAYER_RESULT]), "contra_results", "results"),
    ("turn", lambda d: d["settings"].update(invalid_end="penalize"), "contra_rules", "different rules"),
    # a security test: a club save's history under the original rules resumed with their timeout
    ("turn", lambda d: d["settings"].update(profile="original"), "contra_rules", "different rules"),
    ("turn", lambda d: d["settings"].update(strict=True), "contra_rules", "different rules"),
    ("turn", lambda d: d["settings"].update(clock=30), "contra_rules", "different rules"),
    ("turn", _history(lambda h: h["settings"].update(timeout="original")), "contra_rules", "different rules"),
    ("turn", _history(lambda h: h["settings"].update(joker_value=50)), "contra_rules", "different rules"),
    ("turn", lambda d: d["settings"].update(seed=d["settings"]["seed"] + 1), "contra_deal", "deal"),
]


def test_r_invalid_end_saves_from_before_the_setting_resume_with_reject(saves):
    data = json.loads(saves["turn"])
    del data["settings"]["invalid_end"]
    session = resumed(json.dumps(data))
    assert session.settings.invalid_end == "reject" == session.game.settings.invalid_end


def test_r_time_a_table_game_saved_with_a_clock_the_rules_no_longer_allow_goes_on_at_one_minute(saves):
    """Before R-TIME was enforced a director could give a table 45 s (the engine then
    recorded no clock); such a save resumes at 1 minute, its next game too. Outside
    a tournament table a clock the dialog never offered is not this app's save."""
    data = json.loads(saves["table"])
    data["settings"]["clock"] = data["settings"]["table"]["seconds_per_turn"] = 45
    session = resumed(json.dumps(data))
    assert session.settings.clock == 60 and session.clock.limit_ms == 60_000
    assert session.settings.table["seconds_per_turn"] == 45  # the link as it was made (its fingerprint)
    play_out(session)
    assert session.next_game(0).game.settings.turn_seconds == 60
    casual = json.loads(saves["turn"])
    casual["settings"]["clock"] = 45
    assert refused(json.dumps(casual)).key == "save_not_ours"
    for never in (5, 301, "45", 45.5):  # no earlier version saved these
        data["settings"]["clock"] = never
        assert refused(json.dumps(data)).key == "save_not_ours"


def test_r_time_a_reloaded_hot_seat_turn_asks_for_its_player_again_and_keeps_his_tiles_and_time():
    """The page may be in other hands after a reload: the privacy screen comes first (the rack
    was shown at once), then the turn as he left it, its spent time gone (R-TIME); saved again
    behind the privacy screen, nothing changes. With one human his rack is shown at once."""
    session = Session(GameSettings(seats=(Seat(None, "Anna"), Seat(None, "Eva")), seed=9, clock=60), now_ms=0)
    session.confirm_privacy(0)
    laid = session.workspace.rack[0]
    session.drop(laid, "new")
    text = storage.encode(session.to_save(20_000, wall_ms=1_000_000))
    again = Session.from_save(storage.decode(text), 0, wall_ms=1_005_000)  # reloaded 5 s later
    assert again.privacy == session.current_seat() and again.board(0).rack == [] and not again._can_edit()
    behind = Session.from_save(storage.decode(storage.encode(again.to_save(90_000, wall_ms=1_090_000))), 0,
                               wall_ms=2_000_000)  # the privacy screen's wait does not count
    for resumed in (again, behind):
        resumed.confirm_privacy(500)
        assert resumed.workspace.sets == [[laid]] and resumed.clock.remaining_ms(500) == 35_000
    alone = Session(GameSettings(seats=(Seat(None, "Anna"), Seat("casual")), seed=9, clock=60), now_ms=0)
    assert alone.human_turn()  # the human starts (R-SEATS: seat A)
    resumed = Session.from_save(storage.decode(storage.encode(alone.to_save(20_000))), 0)
    assert resumed.privacy is None and resumed._can_edit()


@pytest.mark.parametrize("save, edit, what, words", CONTRADICTIONS)
def test_a_save_that_contradicts_itself_is_refused(saves, save, edit, what, words):
    data = json.loads(saves[save])
    edit(data)
    error = refused(json.dumps(data))
    assert (error.key, error.params["what"]) == ("save_contradicts", what), str(error)
    assert words in error.text("en")
    assert error.text("en").startswith("the saved game contradicts itself (")
    assert error.text("de").startswith("das gespeicherte Spiel widerspricht sich selbst (")


def test_a_shared_first_place_is_kept_and_shown_R_POOL_EMPTY(saves):
    """A result whose first place is shared (R-POOL-EMPTY) loads from a save and
    counts in the round table: both first, 4 placement points each (R-PLACEMENT)."""
    data = json.loads(saves["round"])
    data["results"] = [SHARED_RESULT]
    session = resumed(json.dumps(data))
    assert session.results[0].winners == ["A", "B"] and session.standings()[0][:2] == (1, "A")
    assert session.standings()[1][:3] == (1, "B", 4)


HOSTILE_VALUES = [None, True, False, -1, 0, 1, 2, 3, 4, 5, 13, 52, 99, 105, 106, 2**31, -2**63, 1.5, 1e308,
                  math.nan, math.inf, "", "A", "D", "x", "human", "master", "original", "no_meld_100", "R1 J",
                  "pool_empty", [], [0], [[]], [[0, 1, 2]], {}, {"A": 0}]


@st.composite
def mutated(draw, saves):
    """A real save with one value somewhere in it (the history's JSON included) replaced, removed or added."""
    data = json.loads(draw(st.sampled_from(sorted(saves.values()))))
    data["history"] = json.loads(data["history"])
    node = data
    while isinstance(node, (dict, list)) and node and draw(st.integers(0, 3)):
        key = draw(st.sampled_from(sorted(node) if isinstance(node, dict) else range(len(node))))
        if not isinstance(node[key], (dict, list)) or not node[key]:
            break
        node = node[key]
    if isinstance(node, (dict, list)) and node:
        key = draw(st.sampled_from(sorted(node) if isinstance(node, dict) else range(len(node))))
        action = draw(st.sampled_from(["set", "delete", "add"]))
        if action == "set":
            node[key] = draw(st.sampled_from(HOSTILE_VALUES))
        elif action == "delete":
            del node[key]
        elif isinstance(node, list):
            node.append(draw(st.sampled_from(HOSTILE_VALUES)))
        else:
            node[draw(st.sampled_from(["x", "0", "7", "A", "D"]))] = draw(st.sampled_from(HOSTILE_VALUES))
    if "history" in data:
        data["history"] = json.dumps(data["history"])
    return json.dumps(data)


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_hostile_edits_are_refused_or_resume(saves, data):
    """decode + from_save raise nothing but SaveError, and what they accept draws."""
    text = data.draw(mutated(saves))
    try:
        resumed(text)
    except storage.SaveError as error:
        assert error.text("en") and error.text("de")
