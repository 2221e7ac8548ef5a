"""Nothing is lost when another game replaces the saved one (issue #17)."""

from dataclasses import replace

from game import save_slots
from game.settings import GameSettings, Seat
import pytest
from storage_helpers import FakeStorage


def test_replaced_games_are_kept_newest_first_and_at_most_five():
    slots = save_slots.SaveSlots(FakeStorage(), "save")
    for number in range(7):
        slots.keep(f"save {number}", number)
    assert [entry.text for entry in slots.recent()] == [f"save {n}" for n in (6, 5, 4, 3, 2)]
    slots.keep("save 4", 9)  # the same save again moves to the front, once
    assert [entry.text for entry in slots.recent()][:2] == ["save 4", "save 6"]
    slots.keep(None, 10)
    assert len(slots.recent()) == 5


def test_resuming_a_recent_game_keeps_the_current_one():
    slots = save_slots.SaveSlots(FakeStorage(), "save")
    slots.keep("old", 1)
    slots.save("current")
    assert slots.take(0, 2) == "old"
    assert [entry.text for entry in slots.recent()] == ["current"]
    assert slots.take(3, 2) is None


@pytest.mark.parametrize("stored", ['{"not": "a list"}', "[" * 100_000 + "]" * 100_000])
def test_an_unreadable_list_counts_as_empty(stored):
    """Tampered storage (a security test): a list nested 100,000 deep exhausted json.loads's
    recursion (in Pyodide a fatal error): rules.safe_json refuses it before."""
    storage = FakeStorage({save_slots.RECENT_KEY: stored})
    slots = save_slots.SaveSlots(storage, "save")
    assert slots.recent() == []
    slots.keep("kept", 1)
    assert [entry.text for entry in slots.recent()] == ["kept"]


def test_a_reload_of_the_games_own_link_is_the_same_game():
    link = GameSettings(seats=(Seat(), Seat("casual")), seed=5, clock=0)
    saved = {"settings": {**link.to_dict(), "lang": "de", "pace": "fast"}}
    assert save_slots.same_game(saved, link)
    assert not save_slots.same_game(saved, link.with_seed(6))
    assert not save_slots.same_game(saved, GameSettings(seats=(Seat(), Seat("casual")), clock=0))  # no seed
    assert not save_slots.same_game(saved, replace(link, invalid_end="penalize"))  # R-INVALID-END differs


def test_a_saved_game_is_named_by_players_game_and_moves():
    saved = {"settings": {"seats": ["human", "master"]}, "game_no": 2, "history": '{"actions": [1, 2, 3]}'}
    assert save_slots.summary("en", saved) == "Human, Master · game 2 · 3 moves"
    assert save_slots.summary("de", saved) == "Mensch, Meister · Spiel 2 · 3 Züge"
    named = {**saved, "settings": {"seats": ["human", "human", "master"], "names": ["Lena", "", ""]}}
    assert save_slots.summary("de", named) == "Lena, Mensch, Meister · Spiel 2 · 3 Züge"  # a human by his name
    unchecked = {**saved, "settings": {"seats": ["human", "master", "casual"], "names": ["Le\u0000na", "Bot"]}}
    assert save_slots.summary("en", unchecked) == "Lena, Master, Casual · game 2 · 3 moves"  # as unread saves are


def test_two_tabs_never_overwrite_each_others_game():
    storage = FakeStorage()
    mine, other = save_slots.SaveSlots(storage, "save"), save_slots.SaveSlots(storage, "save")
    assert mine.load() is None and mine.save("game, move 1") == "saved"
    assert other.load() == "game, move 1" and other.save("game, move 2") == "saved"
    assert mine.save("game, move 2 of mine") == "elsewhere"  # nothing written
    assert storage["save"] == "game, move 2"
    assert mine.load() == "game, move 2" and mine.save("game, move 3") == "saved"


def test_a_refused_write_is_an_answer_and_the_game_in_progress_moves_to_the_recent_ones():
    assert save_slots.SaveSlots(FakeStorage(quota=0), "save").save("game") == "QuotaExceededError"
    assert not save_slots.SaveSlots(FakeStorage(quota=0), "save").keep("game", 1)
    storage = FakeStorage()
    slots = save_slots.SaveSlots(storage, "save")
    slots.save("first game")
    assert slots.keep_current(1) and slots.save("second game") == "saved"
    assert slots.take(0, 2) == "first game"
    assert [entry.text for entry in slots.recent()] == ["second game"]


def test_unreadable_preferences_count_as_none():
    from game.prefs import PREFS_KEY, prefs

    assert prefs(FakeStorage({PREFS_KEY: '{"lang": "de", "sound": false}'})) == {"lang": "de", "sound": False}
    assert prefs(FakeStorage({PREFS_KEY: "not json"})) == {} and prefs(FakeStorage({PREFS_KEY: "[1]"})) == {}
    assert prefs(FakeStorage(quota=0)) == {}


def test_a_choice_is_stored_beside_the_others_and_a_full_storage_stops_nothing():
    from game.prefs import PREFS_KEY, prefs, save_prefs

    storage = FakeStorage({PREFS_KEY: '{"lang": "de", "sound": false}'})
    assert save_prefs(storage, lang="en") and prefs(storage) == {"lang": "en", "sound": False}
    assert not save_prefs(FakeStorage(quota=0), lang="en")
