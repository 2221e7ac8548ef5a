"""Game app logic without a browser: the turn clock (R-TIME) and address parameters."""

import pytest

from game.clock import TurnClock
from game.settings import GameSettings, Seat
from game import url_params


def test_clock_counts_from_timestamps_not_ticks():
    clock = TurnClock(60, started_ms=1000.0)
    assert clock.read(1000.0).text == "1:00"
    # a background tab may wake up late: one reading is enough
    assert clock.read(1000.0 + 45_500).text == "0:15"
    assert clock.read(1000.0 + 50_000).phase == "warning"
    assert clock.read(1000.0 + 49_999).phase == "running"
    assert clock.read(1000.0 + 60_000).phase == "expired"
    assert clock.read(1000.0 + 99_000).phase == "expired"


def test_clock_off_and_resumed_with_spent_time():
    assert TurnClock(0, 0).read(10**9).phase == "off"
    assert TurnClock(0, 0).remaining_ms(10**9) is None
    assert TurnClock(30, started_ms=0, spent_ms=25_000).read(0).text == "0:05"


def test_r_time_the_clock_stands_still_under_a_dialog_except_at_a_tournament_table():
    """The menu or a dialog over a casual game's table pauses the turn's clock (the saved games,
    read for a minute, timed a turn out); at a tournament table the minute is the rule."""
    from game.session import Session
    from test_game_storage import TABLE

    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=3, clock=60), now_ms=0)
    session.pause_clock(10_000, True)
    session.tick(100_000)
    assert session.human_turn() and session.clock_face(100_000)[0] == "0:50"
    assert session.to_save(100_000)["spent_ms"] == 10_000
    session.pause_clock(100_000, False)
    assert session.clock_face(120_000)[0] == "0:30"
    session.tick(150_000)
    assert not session.human_turn()  # 10 + 50 s of his own: R-TIMEOUT
    table = Session(GameSettings(seats=(Seat(), Seat("casual"), Seat("club")), seed=77, clock=60, table=TABLE,
                                 strict=True, hints=False), now_ms=0)
    table.pause_clock(10_000, True)
    assert table.clock_face(40_000)[0] == "0:20"


def test_a_game_chosen_in_the_dialog_takes_the_game_out_of_the_address():
    """A reload after Menu → New game dealt the address's seed=5 game again; the language and the
    frame's keys stay."""
    assert url_params.without_game("?seed=5&seats=you,casual&clock=60&lang=en") == "?lang=en"
    assert url_params.without_game("?embed=1&parent=http%3A%2F%2Flocalhost%3A8000&Seed=3&table=1.2") == \
        "?embed=1&parent=http%3A%2F%2Flocalhost%3A8000"
    assert url_params.without_game("?seed=5") == "" and url_params.without_game("") == ""


def test_url_parameters_start_the_shared_deal():
    parsed = url_params.parse("?seed=42&seats=you,casual,club,master&clock=60&profile=club&lang=en")
    assert parsed.problems == [] and parsed.start_now and parsed.lang == "en"
    assert parsed.settings.seed == 42 and parsed.settings.clock == 60
    assert parsed.settings.seats == (Seat(), Seat("casual"), Seat("club"), Seat("master"))


def test_bad_url_values_get_messages_and_defaults():
    parsed = url_params.parse("seed=-3&seats=you&clock=7&profile=x&lang=fr&colour=blue")
    assert parsed.settings == GameSettings()
    keys = [(p.key, p.params.get("name")) for p in parsed.problems]
    assert keys == [("bad_param", "seed"), ("bad_param", "seats"), ("bad_param", "clock"),
                    ("bad_param", "profile"), ("bad_param", "lang"), ("unknown_param", "colour")]
    english = url_params.describe(parsed.problems[2]).text("en")
    assert "clock='7'" in english and "Using 60" in english
    assert "Es gilt 60" in url_params.describe(parsed.problems[2]).text("de")
    # a default that is no address value is worded, not named ("Es gilt random.")
    assert url_params.describe(parsed.problems[0]).text("de").endswith("Es gilt eine neue Verteilung.")
    assert url_params.describe(parsed.problems[4]).text("en").endswith("Using the browser's language.")


@pytest.mark.parametrize("query", ["seed=%C2%B2", "clock=%C2%B2&lang=de", "seed=" + "9" * 5000, "seed=%D9%A3"])
def test_numbers_in_the_address_are_ascii_digits_and_not_too_many(query):
    """Hostile input (a security test): "²" and "٣" are digits to str.isdigit but not to int(),
    and int() refuses 5,000 digits; the page did not start. Now a notice and the default."""
    parsed = url_params.parse(query)
    assert parsed.settings.seed is None and parsed.settings.clock == 60
    assert [p.key for p in parsed.problems] == ["bad_param"]
    assert len(url_params.describe(parsed.problems[0]).text("en")) < 200  # the value clipped


def test_r_invalid_end_from_the_address_validated_like_the_others():
    parsed = url_params.parse("?seed=4&seats=you,casual&invalid_end=penalize")
    assert parsed.problems == [] and parsed.start_now and parsed.settings.invalid_end == "penalize"
    parsed = url_params.parse("?seed=4&seats=you,casual&invalid_end=punish")
    assert parsed.settings.invalid_end == "reject"
    [problem] = parsed.problems
    english, german = url_params.describe(problem).text("en"), url_params.describe(problem).text("de")
    assert "invalid_end='punish'" in english and "reject, penalize" in english and "Using reject" in english
    assert "reject, penalize" in german and "Es gilt reject" in german


def test_r_time_the_engine_refuses_a_clock_it_does_not_know_instead_of_dropping_it():
    """A clock is 0 (none) or one of R-TIME's choices; 45 s used to become "no clock"."""
    pytest.importorskip("pydantic")
    from game import engine

    assert engine.new_game(2, 1, 0, "club", 60).settings.turn_seconds == 60
    assert engine.new_game(2, 1, 0, "club", 0).settings.turn_seconds is None
    with pytest.raises(ValueError, match="turn time"):
        engine.new_game(2, 1, 0, "club", 45)


def test_no_game_parameters_means_the_dialog():
    parsed = url_params.parse("?lang=de")
    assert not parsed.start_now and parsed.lang == "de" and parsed.settings.lang == "de"


def test_settings_round_trip():
    settings = GameSettings(seats=(Seat(), Seat()), clock=30, seed=7, profile="original", invalid_end="penalize")
    assert GameSettings.from_dict(settings.to_dict()) == settings
    older = {key: value for key, value in settings.to_dict().items() if key != "invalid_end"}
    assert GameSettings.from_dict(older).invalid_end == "reject"  # R-INVALID-END before the setting


def test_the_test_setup_is_not_reachable_from_the_address():
    """Issue #17: ``?test=position=…`` dealt any rack on a served game."""
    parsed = url_params.parse("?seed=1&seats=you,casual&test=position=/R10 R11 R12;melded")
    assert "test" not in parsed.settings.extra
    assert [p.key for p in parsed.problems] == ["unknown_param"]


def test_a_tournament_tables_game_ignores_any_test_setup():
    from game.session import Session

    table = {"round": 1, "table": 1, "games": 4, "names": ["A", "B"], "fingerprint": "f", "seed": 1}
    settings = GameSettings(seats=(Seat(), Seat("casual")), seed=1, table=table,
                            extra={"test": "position=/R10 R11 R12;melded"})
    session = Session(settings)
    assert all(len(rack) == 14 for rack in session.game.racks)
    assert not any(session.game.melded)


def test_play_now_has_no_turn_clock_the_dialog_keeps_the_minute():
    quick = GameSettings.quick("de")
    assert quick.clock == 0 and quick.lang == "de" and len(quick.seats) == 4 and quick.seats[0].human
    assert GameSettings().clock == 60  # the new-game dialog's default (R-TIME's minute) is unchanged
