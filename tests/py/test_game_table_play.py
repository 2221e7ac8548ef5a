"""A tournament table played on this device (game.table_play): the seats carry
the table's players (R-SEATS), the round goes on from the first open game, and
each finished game goes onto the sheet (R-SHEET, R-SCORE, R-NO-MELD) only when
the sheet still takes it."""

import pytest

from game import storage, table_play, url_params
from game.session import Session
from game.settings import GameSettings, Seat
from rules.tournament import director
from rules.tournament.model import Game

from tournament_helpers import field


def started(players=8, **settings):
    tournament = field(players, seed=77, **settings)
    return director.start_next_round(tournament)


def result(game_no, scores, winner, end="rummikub", notes=None):
    return {"game": game_no, "scores": scores, "winner": winner, "end": end, "notes": notes or {}}


def test_address_names_round_and_table():
    parsed = url_params.parse("?table=2.3&seats=you,master,you,you")
    assert parsed.settings.extra["table"] == (2, 3) and parsed.start_now and not parsed.problems
    bad = url_params.parse("?table=two")
    assert "table" not in bad.settings.extra and bad.problems[0].params["why"] == "bad_table"


def test_settings_seat_the_table_players_in_seat_order_R_SEATS():
    tournament = started(seconds_per_turn=45)
    table = tournament.rounds[0].tables[1]
    base = GameSettings(seats=(Seat(), Seat("master"), Seat(), Seat("casual")), lang="de")
    settings, game_no = table_play.table_settings(tournament, (1, 2), base)
    names = {p.id: p.name for p in tournament.players}
    assert settings.names == tuple(names[table.seats[label]] for label in "ABCD")
    assert settings.seats == base.seats and settings.lang == "de" and settings.profile == "club"
    assert settings.clock == 45 and settings.table == (1, 2) and settings.round_games == 4
    assert game_no == 1
    again, _ = table_play.table_settings(tournament, (1, 2), base)
    assert again.seed == settings.seed  # the deal follows from the tournament
    other, _ = table_play.table_settings(tournament, (1, 1), base)
    assert other.seed != settings.seed


def test_the_round_goes_on_from_the_first_open_game():
    tournament = started()
    game = Game(scores={"A": 30, "B": -10, "C": -10, "D": -10}, winner="A")
    tournament = director.enter_game(tournament, 1, 1, 1, game)
    settings, game_no = table_play.table_settings(tournament, (1, 1), GameSettings())
    assert game_no == 2
    session = Session(settings, game_no)
    assert session.game_no == 2 and not session.round_over()
    assert session.seat_name(1).startswith(settings.names[1])  # a computer keeps the player's name


@pytest.mark.parametrize("ref, key", [((1, 9), "table_unknown"), ((3, 1), "table_unknown")])
def test_unknown_tables_are_refused(ref, key):
    with pytest.raises(table_play.TableRefused) as refused:
        table_play.table_settings(started(), ref, GameSettings())
    assert refused.value.key == key


def test_no_tournament_and_confirmed_sheets_are_refused():
    with pytest.raises(table_play.TableRefused) as refused:
        table_play.table_settings(None, (1, 1), GameSettings())
    assert refused.value.key == "table_no_tournament"
    tournament = started()
    for number in range(1, 5):
        game = Game(scores={"A": 30, "B": -10, "C": -10, "D": -10}, winner="A")
        tournament = director.enter_game(tournament, 1, 1, number, game)
    with pytest.raises(table_play.TableRefused) as refused:
        table_play.table_settings(tournament, (1, 1), GameSettings())
    assert refused.value.key == "table_complete"
    tournament = director.confirm_sheet(tournament, 1, 1)
    with pytest.raises(table_play.TableRefused) as refused:
        table_play.table_settings(tournament, (1, 1), GameSettings())
    assert refused.value.key == "table_confirmed"


def test_a_finished_game_goes_onto_the_sheet_R_SHEET_R_NO_MELD():
    tournament = started()
    settings, _ = table_play.table_settings(tournament, (1, 2), GameSettings())
    done = result(1, {"A": 250, "B": -10, "C": -200, "D": -40}, "A", "rummikub",
                  {"C": ["no_meld_200"], "B": []})
    after = table_play.enter_result(tournament, settings, done)
    entered = after.rounds[0].tables[1].games[0]
    assert entered == Game(scores=done["scores"], winner="A", no_meld={"C": 200})
    pool_empty = result(2, {"A": -5, "B": -10, "C": -20, "D": -30}, "A", "pool_empty")  # club 11.4
    after = table_play.enter_result(after, settings, pool_empty)
    assert after.rounds[0].tables[1].games[1].pool_empty
    assert tournament.rounds[0].tables[1].games[0] is None  # the old tournament is unchanged


def test_a_result_that_does_not_add_up_is_refused_R_SCORE():
    tournament = started()
    settings, _ = table_play.table_settings(tournament, (1, 1), GameSettings())
    with pytest.raises(table_play.TableRefused) as refused:
        table_play.enter_result(tournament, settings, result(1, {"A": 20, "B": -10, "C": -5, "D": -1}, "A"))
    assert refused.value.key == "table_sheet_refused"


def test_nothing_is_overwritten_filled_game_or_changed_table():
    tournament = started()
    settings, _ = table_play.table_settings(tournament, (1, 1), GameSettings())
    done = result(1, {"A": 30, "B": -10, "C": -10, "D": -10}, "A")
    after = table_play.enter_result(tournament, settings, done)
    with pytest.raises(table_play.TableRefused) as refused:
        table_play.enter_result(after, settings, done)
    assert refused.value.key == "table_game_filled"
    other = started(players=8)
    other = other.model_copy(update={"players": [p.model_copy(update={"name": p.name + "!"})
                                                 for p in other.players]})
    with pytest.raises(table_play.TableRefused) as refused:
        table_play.enter_result(other, settings, done)
    assert refused.value.key == "table_changed"


def test_the_table_link_survives_a_save():
    tournament = started()
    settings, game_no = table_play.table_settings(tournament, (1, 2), GameSettings(seats=(Seat(),) * 4))
    session = Session(settings, game_no)
    data = storage.decode(storage.encode(session.to_save(0)))
    again = Session.from_save(data, 0)
    assert again.settings.table == (1, 2) and again.settings.names == settings.names
    assert again.settings.clock == settings.clock
