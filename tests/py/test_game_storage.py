"""Saves and imported game files (issue #17): the user reads why one was refused
in a sentence, in German or English, not a validator's message."""

import pytest

pytest.importorskip("pydantic")

from game import storage  # noqa: E402
from game.session import Session  # noqa: E402
from game.ui import board_view  # noqa: E402


def resumed(text: str) -> Session:
    """What the page does with a save: decode, resume, draw the board."""
    session = Session.from_save(storage.decode(text), 1_000)
    view = session.board(2_000)
    for part in (board_view.seats_bar, board_view.pool, board_view.clock, board_view.table, board_view.rack,
                 board_view.actions, board_view.rack_tools):
        part(view)
    return session


def refused(text: str) -> storage.SaveError:
    with pytest.raises(storage.SaveError) as error:
        resumed(text)
    message = {lang: error.value.text(lang) for lang in ("en", "de")}
    assert message["en"] != message["de"] and str(error.value)  # a sentence each; the detail kept
    assert not [text for text in message.values() if "Input should" in text or "validation" in text]
    return error.value


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '{"version": 1}', '{"version": 9, "settings": {}}'])
def test_not_a_save_of_this_app(text):
    error = refused(text)
    assert error.key == "save_not_ours"
    assert error.text("en") == "not a saved game of this app"
    assert error.text("de") == "kein gespeichertes Spiel dieser App"
