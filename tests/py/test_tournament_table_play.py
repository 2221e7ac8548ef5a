"""A tournament table's games played on the device (R-ROUND, R-SEATS, R-SHEET): the
request is checked against the stored tournament, the game carries the players'
names, clock and seed, and each finished game goes onto the sheet exactly once,
refused (never overwritten) when the tournament changed."""

import random

import pytest

pytest.importorskip("pydantic")

from game import storage, table_play  # noqa: E402
from game.session import Session  # noqa: E402
from game.settings import LEVELS, GameSettings, Seat  # noqa: E402
from game.browser import Store  # noqa: E402
from game.results import GameResult  # noqa: E402
from game.tournament.store import KEY  # noqa: E402
from game.url_params import parse  # noqa: E402
from rules.tournament import director, sheet  # noqa: E402
from rules.tournament.messages import TournamentError  # noqa: E402
from rules.tournament.model import Game, Settings, export_json, import_json  # noqa: E402
from rules.tournament.table_link import (SEAT_KINDS, TableRequest, game_address, parse_request,  # noqa: E402
                                         table_link, table_seed)
from storage_helpers import FakeStorage  # noqa: E402
from test_game_session import play_out  # noqa: E402
from tournament_helpers import field, made_up_game, play_round  # noqa: E402


def started(count=8, **settings):
    tournament = field(count, seed=4711, **settings)
    return director.start_next_round(tournament)


def opened(tournament, query):
    return table_play.table_settings(parse(query).settings, export_json(tournament))


def test_seat_kinds_are_the_game_levels_plus_human():
    assert SEAT_KINDS == ("human",) + LEVELS


def test_request_from_the_address_is_validated():
    assert parse_request("2.3", ["human", "club", "master"]) == TableRequest(round=2, table=3,
                                                                             seats=["human", "club", "master"])
    for table, seats in (("x", ["human", "club"]), ("1.0", ["human", "club"]), ("1.1", ["robot", "club"]),
                         ("1.1", ["human"]), ("", ["human", "club"])):
        with pytest.raises(TournamentError) as refused:
            parse_request(table, seats)
        assert refused.value.code == "link_invalid"
        assert "link" in refused.value.text("en") and "Link" in refused.value.text("de")


def test_director_address_opens_the_table_with_names_clock_and_seed_R_SEATS_R_TIME_R_INVALID_END():
    tournament = started()
    request = parse_request("1.2", ["human", "club", "casual", "master"])
    address = game_address(request, "de")
    assert address == "index.html?table=1.2&seats=human,club,casual,master&lang=de"
    settings, first = opened(tournament, address.split("?", 1)[1])
    table = tournament.rounds[0].tables[1]
    assert first == 1
    assert settings.table["names"] == [tournament.player(p).name for p in table.seats.values()]
    assert settings.seats == (Seat(), Seat("club"), Seat("casual"), Seat("master"))
    assert (settings.clock, settings.profile, settings.invalid_end, settings.lang) == (60, "club", "penalize", "de")
    assert settings.seed == table_seed(4711, 1, 2) != table_seed(4711, 1, 1)
    session = Session(settings, first)
    assert [session.seat_name(i) for i in range(4)] == settings.table["names"]
    assert session.board(0).game_label == "Runde 1, Tisch 2 · Spiel 1 von 4"


def test_refusals_when_opening_a_table():
    tournament = started()
    cases = [(None, "1.1", "link_no_tournament"), (tournament, "3.1", "unknown_table"),
             (tournament, "1.7", "unknown_table")]
    for stored, table, code in cases:
        settings = parse(f"table={table}&seats=human,club,club,club").settings
        with pytest.raises(TournamentError) as refused:
            table_play.table_settings(settings, export_json(stored) if stored else None)
        assert refused.value.code == code
    with pytest.raises(TournamentError) as refused:
        opened(tournament, "table=1.1&seats=human,club,club")
    assert refused.value.code == "link_seat_count"
    rng = random.Random(1)
    seats = list(tournament.rounds[0].tables[0].seats)
    full = tournament
    for game in range(1, 5):
        full = director.enter_game(full, 1, 1, game, made_up_game(seats, rng))
    with pytest.raises(TournamentError) as refused:
        opened(full, "table=1.1&seats=human,club,club,club")
    assert refused.value.code == "link_all_entered"
    with pytest.raises(TournamentError) as refused:
        opened(director.confirm_sheet(full, 1, 1), "table=1.1&seats=human,club,club,club")
    assert refused.value.code == "sheet_locked"


def test_first_open_game_skips_games_entered_by_hand():
    tournament = started()
    seats = list(tournament.rounds[0].tables[0].seats)
    tournament = director.enter_game(tournament, 1, 1, 1, made_up_game(seats, random.Random(2)))
    settings, first = opened(tournament, "table=1.1&seats=club,club,club,club")
    assert first == 2


def finished_game(settings, game_no):
    session = Session(settings, game_no)
    play_out(session)
    return session


def test_a_played_game_goes_onto_the_sheet_once_R_SHEET():
    tournament = started()
    settings, first = opened(tournament, "table=1.1&seats=beginner,beginner,beginner,beginner")
    session = finished_game(settings, first)
    result = session.results[-1]
    entry = table_play.enter(export_json(tournament), settings.table, result)
    assert entry.error is None and entry.next_game == 2
    stored = import_json(entry.stored)
    game = stored.rounds[0].tables[0].games[0]
    assert game == result.sheet_game()
    assert game.scores == result.scores and game.winner == result.winner
    # A reload finds the same result already there: accepted, nothing to write.
    again = table_play.enter(entry.stored, settings.table, result)
    assert again.error is None and again.stored is None and again.next_game == 2
    # The save keeps the link; the next game plays game 2 with the same names.
    resumed = Session.from_save(storage.decode(storage.encode(session.to_save(0))), 0)
    assert resumed.settings.table == settings.table
    following = resumed.next_game(0, entry.next_game)
    assert following.game_no == 2 and following.seat_name(0) == settings.table["names"][0]


def test_refused_entries_never_overwrite():
    tournament = started()
    settings, _ = opened(tournament, "table=1.1&seats=beginner,beginner,beginner,beginner")
    result = finished_game(settings, 1).results[-1]
    seats = list(tournament.rounds[0].tables[0].seats)
    other = made_up_game(seats, random.Random(3))
    if other == result.sheet_game():
        other = made_up_game(seats, random.Random(4))
    by_hand = director.enter_game(tournament, 1, 1, 1, other)
    entry = table_play.enter(export_json(by_hand), settings.table, result)
    assert entry.error.code == "link_game_entered" and entry.stored is None
    # Another tournament on the device (a new one, or this one re-seated).
    replaced = director.start_next_round(field(8, seed=99))
    assert table_play.enter(export_json(replaced), settings.table, result).error.code == "link_replaced"
    swapped = director.swap_players(tournament, 1, tournament.rounds[0].tables[0].seats["A"],
                                    tournament.rounds[0].tables[1].seats["A"])
    assert table_play.enter(export_json(swapped), settings.table, result).error.code == "link_replaced"
    assert table_play.enter(None, settings.table, result).error.code == "link_replaced"
    # A confirmed sheet stays as it is.
    complete = tournament
    for number in range(2, 5):
        complete = director.enter_game(complete, 1, 1, number, made_up_game(seats, random.Random(number)))
    complete = director.enter_game(complete, 1, 1, 1, other)
    locked = director.confirm_sheet(complete, 1, 1)
    assert table_play.enter(export_json(locked), settings.table, result).error.code == "sheet_locked"


def test_r_time_a_game_started_before_its_tournaments_clock_became_one_minute_still_enters_its_result():
    """A link made when the tournament had 45 s per turn: read now, the tournament
    plays 1 minute (rules.tournament.model.read_json), yet it is the same
    tournament and the game's result goes onto the sheet; a re-seated one is refused."""
    tournament = started()
    old_settings = Settings.model_construct(**{**tournament.settings.model_dump(), "seconds_per_turn": 45})
    old = tournament.model_copy(update={"settings": old_settings})  # as the director's page kept it then
    old_link = table_link(old, parse_request("1.1", ["beginner"] * 4))
    assert old_link.seconds_per_turn == 45
    settings, first = opened(tournament, "table=1.1&seats=beginner,beginner,beginner,beginner")
    result = finished_game(settings, first).results[-1]
    entry = table_play.enter(export_json(old), old_link.model_dump(mode="json"), result)
    assert entry.error is None
    stored = import_json(entry.stored)
    assert stored.settings.seconds_per_turn == 60 and stored.rounds[0].tables[0].games[0] == result.sheet_game()
    table = old.rounds[0].tables
    swapped = old.model_copy(update={"rounds": [director.swap_players(tournament, 1, table[0].seats["A"],
                                                                      table[1].seats["A"]).rounds[0]]})
    assert table_play.enter(export_json(swapped), old_link.model_dump(mode="json"), result).error.code == \
        "link_replaced"


def _result(co_winners=(), **values) -> GameResult:
    scores = values["scores"]
    return GameResult(game=1, winner="A", co_winners=list(co_winners), places=sheet.places(scores, "A", co_winners),
                      points=sheet.placement_points(scores, "A", co_winners), racks={label: "" for label in scores},
                      **values)


def test_no_meld_and_pool_empty_reach_the_sheet_as_its_model_wants_R_NO_MELD():
    result = _result(scores={"A": 260, "B": -200, "C": -40, "D": -20}, end="rummikub", no_meld={"B": 200})
    assert result.sheet_game() == Game(scores=result.scores, winner="A", no_meld={"B": 200})
    empty = _result(scores={"A": -3, "B": -10, "C": -20}, end="pool_empty")
    assert empty.sheet_game().pool_empty


def test_a_shared_first_place_reaches_the_sheet_R_POOL_EMPTY():
    """Players equal in rack sum and tiles share first place: the sheet gets them
    all (``co_winners``) and gives both place 1 (R-PLACEMENT)."""
    tournament = started()
    settings, _ = opened(tournament, "table=1.1&seats=beginner,beginner,beginner,beginner")
    result = _result(scores={"A": -4, "B": -10, "C": -4, "D": -20}, end="pool_empty", co_winners=["C"])
    assert result.winners == ["A", "C"] and result.places["C"] == 1 and result.points == {"A": 4, "B": 1, "C": 4,
                                                                                           "D": 0}
    entry = table_play.enter(export_json(tournament), settings.table, result)
    game = import_json(entry.stored).rounds[0].tables[0].games[0]
    assert entry.error is None and game.co_winners == ["C"] and game == result.sheet_game()


def test_results_of_older_saves_keep_their_no_meld_notes_R_NO_MELD():
    old = {"game": 1, "scores": {"A": 10, "B": -200}, "winner": "A", "end": "rummikub", "places": {"A": 1, "B": 2},
           "points": {"A": 4, "B": 1}, "racks": {"A": "", "B": "R1"}, "notes": {"A": [], "B": ["no_meld_200"]}}
    assert GameResult.model_validate(old).no_meld == {"B": 200}


def test_same_table_resumes_instead_of_restarting():
    tournament = started()
    settings, _ = opened(tournament, "table=1.1&seats=human,club,club,club")
    saved = storage.decode(storage.encode(Session(settings, 1).to_save(0)))
    assert table_play.same_table(saved, settings)
    other, _ = opened(tournament, "table=1.2&seats=human,club,club,club")
    assert not table_play.same_table(saved, other)
    assert not table_play.same_table(saved, GameSettings())


def test_local_tables_of_three_play_three_games_R_ROUND():
    tournament = started(6, format="local", rounds=1, final=True)
    settings, first = opened(tournament, "table=1.1&seats=beginner,beginner,beginner")
    assert settings.table["games"] == 3
    session = Session(settings, 3)
    assert [session.labels[s] for s in session.order] == ["A", "B", "C"] and session.games_total == 3
    play_out(session)
    assert session.round_over()


def test_local_two_games_a_round_the_table_plays_two_R_ROUND():
    """local 1B: a round of 2 games on the device ends after game 2 (B started it)."""
    tournament = started(6, format="local", rounds=1, final=True, two_games=True, seconds_per_turn=None)
    settings, first = opened(tournament, "table=1.1&seats=beginner,beginner,beginner")
    assert settings.table["games"] == 2 and settings.clock == 0  # the local director chose no clock (R-TIME)
    session = Session(settings, 2)
    assert session.current_seat() == 1 and session.games_total == 2
    play_out(session)
    assert session.round_over()
    assert storage.decode(storage.encode(session.to_save(0)))["settings"]["table"]["games"] == 2


def test_a_whole_round_of_a_table_played_on_the_device_fills_the_sheet():
    tournament = play_round(started())
    tournament = director.start_next_round(tournament)
    stored = export_json(tournament)
    settings, game_no = opened(tournament, "table=2.2&seats=beginner,beginner,beginner,beginner")
    session = Session(settings, game_no)
    while True:
        play_out(session)
        entry = table_play.enter(stored, settings.table, session.results[-1])
        assert entry.error is None
        stored = entry.stored
        if entry.next_game is None:
            break
        session = session.next_game(0, entry.next_game)
    assert session.round_over()
    final = director.confirm_sheet(import_json(stored), 2, 2)
    assert final.rounds[1].tables[1].confirmed


def test_a_result_is_entered_on_a_tournament_another_tab_saved_meanwhile_R_SHEET():
    tournament = started()
    settings, first = opened(tournament, "table=1.1&seats=beginner,beginner,beginner,beginner")
    result = finished_game(settings, first).results[-1]
    seats = list(tournament.rounds[0].tables[1].seats)
    by_director = director.enter_game(tournament, 1, 2, 1, made_up_game(seats, random.Random(7)))
    storage, raced = FakeStorage(), []
    director_tab, game_tab = Store(storage, KEY), Store(storage, KEY)
    director_tab.save(export_json(tournament))
    game_tab.load()
    original_save = game_tab.save

    def save_after_the_director(text):  # the director's tab saves between this tab's load and save
        if not raced:
            raced.append(director_tab.save(export_json(by_director)))
        original_save(text)

    game_tab.save = save_after_the_director
    entry = table_play.enter_stored(game_tab, settings.table, result)
    stored = import_json(storage[KEY])
    assert entry.error is None
    assert stored.rounds[0].tables[0].games[0] == result.sheet_game()  # this table's game
    assert stored.rounds[0].tables[1].games[0] == by_director.rounds[0].tables[1].games[0]  # and the other tab's


def test_a_result_the_browser_refuses_to_store_is_not_claimed_entered():
    tournament = started()
    settings, first = opened(tournament, "table=1.1&seats=beginner,beginner,beginner,beginner")
    result = finished_game(settings, first).results[-1]
    storage = FakeStorage()
    storage.setItem(KEY, export_json(tournament))
    storage.quota = 0
    entry = table_play.enter_stored(Store(storage, KEY), settings.table, result)
    assert entry.error.code == "not_stored" and "QuotaExceededError" in entry.error.text("en")
