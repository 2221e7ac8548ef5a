"""The device's statistics (game.stats, issue #19): what a finished game counts as,
counted once, both variants, and a stored record read as hostile input."""

import json
from types import SimpleNamespace

import pytest

from game import device_storage, stats
from game.results import GameResult
from game.settings import GameSettings, Seat
from game.ui.stats_view import stats_dialog
from game.words.results import WordResult
from escaping_helpers import assert_inert, text_of
from storage_helpers import FakeStorage

pytest.importorskip("pydantic")

# club 19.1's example: A went out (+60); B, C, D minus their racks (R-SCORE).
CLUB_19_1 = GameResult(game=1, end="rummikub", scores={"A": 60, "B": -10, "C": -20, "D": -30}, winner="A",
                       places={"A": 1, "B": 2, "C": 3, "D": 4}, points={"A": 4, "B": 3, "C": 1, "D": 0},
                       racks={"A": "", "B": "R10", "C": "K10 O10", "D": "B10 R10 K10"})


def session(seats, result, variant="numbers", seed=42):
    settings = GameSettings(seats=tuple(Seat(level) for level in seats), seed=seed, variant=variant)
    return SimpleNamespace(settings=settings, labels="ABCD"[:len(seats)], results=[result])


def test_a_game_counts_under_the_strongest_computer_won_or_lost_with_the_humans_best_score():
    lost = stats.finished_game(session((None, "casual", "master", "club"), CLUB_19_1.model_copy(
        update={"winner": "B", "places": {"A": 2, "B": 1, "C": 3, "D": 4},
                "scores": {"A": -10, "B": 60, "C": -20, "D": -30}})), 1_000)
    assert (lost.opponents, lost.won, lost.place, lost.score, lost.players) == ("master", False, 2, -10, 4)
    hot_seat = stats.finished_game(session((None, None, "beginner", None), CLUB_19_1), 2_000)
    assert (hot_seat.opponents, hot_seat.won, hot_seat.place, hot_seat.score) == ("beginner", True, 1, 60)
    alone = stats.finished_game(session((None, None), CLUB_19_1.model_copy(
        update={"scores": {"A": 10, "B": -10}, "places": {"A": 1, "B": 2}, "points": {"A": 4, "B": 3},
                "racks": {"A": "", "B": "R10"}})), 3_000)
    assert alone.opponents == "humans" and alone.won
    assert stats.finished_game(session(("casual", "club"), CLUB_19_1), 0) is None  # no human played


def test_both_variants_are_counted_apart_and_each_game_once():
    words = WordResult(end="goal", totals={"A": 87, "B": 102}, winners=["B"], racks={"A": "EN", "B": ""})
    counted = stats.Stats()
    for at in (1, 2):  # the same finished game shown again (a reload) counts once
        counted = stats.record(counted, stats.finished_game(session((None, "club"), words, "words"), at))
    numbers = stats.finished_game(session((None, "casual", "master", "club"), CLUB_19_1), 3)
    counted = stats.record(counted, numbers)
    assert counted.tally("words", "club") == stats.Tally(played=1, won=0, best=87)
    assert counted.tally("numbers", "master") == stats.Tally(played=1, won=1, best=60)
    assert [game.variant for game in counted.history] == ["numbers", "words"]
    assert counted.history[1].place == 2
    again = stats.record(counted, numbers.model_copy(update={"key": "numbers:43:1:A60", "score": 12}))
    assert again.tally("numbers", "master") == stats.Tally(played=2, won=2, best=60)


def test_the_history_keeps_the_last_games_while_the_counts_go_on():
    counted = stats.Stats()
    game = stats.finished_game(session((None, "casual"), CLUB_19_1.model_copy(
        update={"scores": {"A": 10, "B": -10}, "places": {"A": 1, "B": 2}, "points": {"A": 4, "B": 3},
                "racks": {"A": "", "B": "R10"}})), 0)
    for number in range(stats.HISTORY + 5):
        counted = stats.record(counted, game.model_copy(update={"key": f"g{number}", "at": number}))
    assert len(counted.history) == stats.HISTORY and counted.history[0].at == stats.HISTORY + 4
    assert counted.tally("numbers", "casual").played == stats.HISTORY + 5
    assert stats.read(counted.model_dump_json()) == counted


GOOD = stats.record(stats.Stats(), stats.finished_game(session((None, "casual", "master", "club"), CLUB_19_1), 5))


@pytest.mark.parametrize("text, why", [
    ("{", "not JSON"),
    ("[]", "the record: Input should be a valid dictionary"),
    (json.dumps({"version": 1, "tallies": {"numbers": {"casual": {"played": 1, "won": 2, "best": 3}}}}),
     "2 games won of 1 played"),
    (json.dumps({"version": 1, "tallies": {"numbers": {"god": {"played": 1, "won": 0, "best": 3}}}}),
     "tallies.numbers.god"),
    (json.dumps({"version": 1, "tallies": {"numbers": {"casual": {"played": 0, "won": 0, "best": 3}}}}),
     "a best score belongs to games played"),
    (GOOD.model_dump_json().replace('"won":1', '"won":0', 1), "more numbers games against master"),
    (GOOD.model_dump_json().replace('"best":60', '"best":50'), "beats the best one"),
    (GOOD.model_dump_json().replace('"place":1', '"place":3'), "place 3 of 4 players, won True"),
    (json.dumps({"version": 1, "tallies": {}, "history": [], "admin": True}), "admin"),
    ("x" * (stats.MAX_CHARS + 1), "more than"),
    ("[" * 15_000 + "]" * 15_000, "nested deeper"),  # within the size limit, past json.loads's recursion
])
def test_a_stored_record_that_is_not_ours_is_set_aside_and_counting_starts_anew(text, why):
    storage = FakeStorage({stats.KEY: text})
    counted, note = stats.load(storage)
    assert counted == stats.Stats() and why in note.text("en") and "rummikub.stats.unreadable.1" in note.text("de")
    assert storage[stats.UNREADABLE_KEY + ".1"] == text and stats.KEY not in storage


def test_a_second_unreadable_record_is_kept_beside_the_first_and_past_the_cap_nothing_is_overwritten():
    storage = FakeStorage({stats.KEY: "{first"})
    assert "rummikub.stats.unreadable.1" in stats.load(storage)[1].text("en")
    storage[stats.KEY] = "{second"
    assert "rummikub.stats.unreadable.2" in stats.load(storage)[1].text("en")
    assert storage[stats.UNREADABLE_KEY + ".1"] == "{first" and storage[stats.UNREADABLE_KEY + ".2"] == "{second"
    for number in range(3, stats.UNREADABLE_KEPT + 1):
        storage[stats.KEY] = f"{{record {number}"
        stats.load(storage)
    storage[stats.KEY] = "{one too many"
    kept = dict(storage)
    played = session((None, "casual"), CLUB_19_1.model_copy(update={"scores": {"A": 60, "B": -60},
                                                                   "places": {"A": 1, "B": 2},
                                                                   "points": {"A": 4, "B": 0},
                                                                   "racks": {"A": "", "B": "R10"}}))
    note = stats.count(storage, played, 9)  # not set aside (all kept already): not counted over it either
    assert storage == kept and len([k for k in storage if k.startswith(stats.UNREADABLE_KEY)]) == stats.UNREADABLE_KEPT
    assert "could not be set aside" in note.text("en") and "nicht beiseitegelegt" in note.text("de")
    assert stats.reset(storage) is None and stats.count(storage, played, 10) is None  # the player chose: counted
    assert stats.load(storage)[0].tally("numbers", "casual").played == 1


def test_an_unreadable_record_in_a_full_storage_stays_where_it_is_and_nothing_breaks():
    storage = FakeStorage({stats.KEY: "{"}, quota=len(stats.KEY) + 1)
    counted, note = stats.load(storage)
    assert counted == stats.Stats() and "not JSON" in note.text("en") and note.key == stats.STAYS
    assert storage == {stats.KEY: "{"}  # not set aside, so not removed either


def test_set_aside_keeps_a_value_under_its_own_key_or_says_it_could_not():
    storage = FakeStorage(quota=20)
    assert device_storage.set_aside(storage, "k.corrupt.1", "{broken") and storage["k.corrupt.1"] == "{broken"
    assert not device_storage.set_aside(storage, "k.corrupt.2", "x" * 20) and "k.corrupt.2" not in storage


class BrowserNull:
    """What Pyodide hands over for the browser's ``null``: not None, but falsy."""

    def __bool__(self):
        return False


def test_nothing_stored_yet_is_no_statistics_and_no_note():
    class Browser(FakeStorage):
        def getItem(self, key):
            return self.get(key, BrowserNull())
    storage = Browser()
    assert stats.load(storage) == (stats.Stats(), None) and not any(k.startswith(stats.UNREADABLE_KEY) for k in storage)


def test_count_stores_a_finished_game_and_a_full_storage_stops_nothing():
    storage = FakeStorage()
    played = session((None, "casual", "master", "club"), CLUB_19_1)
    assert stats.count(storage, played, 7) is None and stats.load(storage) == (GOOD.model_copy(
        update={"history": [GOOD.history[0].model_copy(update={"at": 7})]}), None)
    full = FakeStorage(quota=0)
    assert stats.count(full, played, 7) is None and stats.KEY not in full
    storage[stats.KEY] = "{"
    assert "not JSON" in stats.count(storage, played, 8).text("en")
    assert stats.load(storage)[0].tally("numbers", "master").played == 1


def test_the_dialog_shows_counts_best_scores_and_the_history_as_text():
    hostile = GOOD.model_copy(update={"history": [GOOD.history[0].model_copy(update={"key": "<img src=x>"})]})
    html = stats_dialog("de", hostile, ["<b>25.11.2026</b>"], stats.load(FakeStorage({stats.KEY: "{"}))[1])
    assert_inert(html)
    shown = text_of(html)
    assert "Zahlen" in shown and "Meister" in shown and "+60" in shown and "<b>25.11.2026</b>" in shown
    assert "Platz 1, +60" in shown and "nicht lesbar" in shown
    assert "No game has been finished" in text_of(stats_dialog("en", stats.Stats(), []))


def test_the_statistics_can_be_reset_after_one_more_question():
    storage = FakeStorage({stats.KEY: GOOD.model_dump_json()})
    for lang in ("en", "de"):
        shown = stats_dialog(lang, GOOD, ["today"])
        assert 'data-action="stats_reset"' in shown and "stats_reset_confirmed" not in shown
        asked = stats_dialog(lang, GOOD, ["today"], confirm_reset=True)
        assert_inert(asked)
        assert 'data-action="stats_reset_confirmed"' in asked and 'data-action="stats_reset"' not in asked
        assert asked.index('data-focus="stats-cancel"') < asked.index('data-focus="close"')  # Cancel is focused
        assert ("cannot be undone" if lang == "en" else "nicht rückgängig") in text_of(asked)
    assert "stats_reset" not in stats_dialog("en", stats.Stats(), [])  # nothing to reset
    assert stats.reset(storage) is None and stats.KEY not in storage and stats.load(storage) == (stats.Stats(), None)

    class Refusing(FakeStorage):
        def removeItem(self, key):
            raise RuntimeError("SecurityError")
    refusing = Refusing({stats.KEY: GOOD.model_dump_json()})
    note = stats.reset(refusing)
    assert "refused" in note.text("en") and "abgelehnt" in note.text("de") and stats.KEY in refusing
