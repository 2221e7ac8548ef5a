"""Saves and imported game files (issue #17): too large or too deeply nested text is
refused before parsing, and the user reads why in a sentence, in German or English,
not a validator's message."""

import json

import pytest

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
