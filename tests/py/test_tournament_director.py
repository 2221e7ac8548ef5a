"""A tournament run by the director: rounds, swaps, sheets, corrections, standings, final
(R-PAIRING, R-SEATS, R-SHEET, club 10.3, R-STANDINGS, R-FINAL)."""

import random
from itertools import combinations

import pytest
from pydantic import ValidationError

from rules.tournament import director
from rules.tournament.messages import TournamentError
from rules.tournament.model import Game, Settings, refusal
from tournament_helpers import field, play_round

CLUB_EXAMPLE = Game(scores={"A": 60, "B": -10, "C": -20, "D": -30}, winner="A")


def test_r_pairing_club_with_substitutes_plays_three_rounds_and_ranks_only_registered_players():
    tournament = director.start_next_round(field(16, substitutes=3, format="club", rounds=3, seed=5))
    rng = random.Random(1)
    pairs = []
    for number in (1, 2, 3):
        assert [len(table.seats) for table in tournament.rounds[-1].tables] == [4, 4, 4, 4]
        pairs += [frozenset(p) for table in tournament.rounds[-1].tables
                  for p in combinations(table.seats.values(), 2)]
        tournament = play_round(tournament, rng)
        if number < 3:
            tournament = director.start_next_round(tournament)
    assert len(pairs) == len(set(pairs)), "rounds 2 and 3 repeat no pair"
    rows = director.display(tournament, director.result_rows(tournament))
    assert [row.substitute for row in rows] == [False] * 13 + [True] * 3
    assert all(row.rank is None for row in rows[13:]) and rows[0].rank == 1
    assert all(row.games == 12 for row in rows)
    assert director.is_finished(tournament)
    with pytest.raises(TournamentError) as refused:
        director.start_next_round(tournament)
    assert refused.value.code == "no_more_rounds"


def test_same_seed_same_tournament():
    def run():
        tournament = director.start_next_round(field(8, format="club", rounds=2, seed=11))
        tournament = director.start_next_round(play_round(tournament, random.Random(2)))
        return tournament.model_dump()
    assert run() == run()


def test_next_round_waits_for_every_sheet_to_be_confirmed():
    tournament = director.start_next_round(field(8, format="club", rounds=2))
    with pytest.raises(TournamentError) as refused:
        director.start_next_round(tournament)
    assert refused.value.code == "round_open" and "Runde 1" in refused.value.text("de")


def test_r_sheet_entry_is_checked_and_the_confirmed_sheet_is_locked():
    tournament = director.start_next_round(field(4, format="club", rounds=2))
    bad = Game(scores={"A": 50, "B": -10, "C": -20, "D": -30}, winner="A")
    with pytest.raises(TournamentError) as refused:
        director.enter_game(tournament, 1, 1, 1, bad)
    assert refused.value.code == "zero_sum"
    assert tournament.rounds[0].tables[0].games[0] is None, "a refused entry changes nothing"
    for game in range(1, 4):
        tournament = director.enter_game(tournament, 1, 1, game, CLUB_EXAMPLE)
    with pytest.raises(TournamentError) as incomplete:
        director.confirm_sheet(tournament, 1, 1)
    assert incomplete.value.params == {"table": 1, "game": 4}
    tournament = director.confirm_sheet(director.enter_game(tournament, 1, 1, 4, CLUB_EXAMPLE), 1, 1)
    with pytest.raises(TournamentError) as locked:
        director.enter_game(tournament, 1, 1, 2, CLUB_EXAMPLE)
    assert locked.value.code == "sheet_locked"


def test_club_10_3_correction_of_a_confirmed_sheet_leaves_an_audit_note():
    tournament = play_round(director.start_next_round(field(4, format="club", rounds=2)))
    seat_a = tournament.rounds[0].tables[0].seats["A"]
    before = tournament.rounds[0].tables[0].games[1]
    fixed = Game(scores={"A": 60, "B": -10, "C": -20, "D": -30}, winner="A")
    with pytest.raises(TournamentError) as no_note:
        director.correct_game(tournament, 1, 1, 2, fixed, "  ", "2026-11-22T18:00")
    assert no_note.value.code == "correction_needs_note"
    corrected = director.correct_game(tournament, 1, 1, 2, fixed, "B misread his rack", "2026-11-22T18:00")
    [note] = corrected.rounds[0].tables[0].corrections
    assert (note.game, note.before, note.after, note.note) == (2, before, fixed, "B misread his rack")
    assert corrected.rounds[0].tables[0].confirmed
    points = {row.record.player: row.record for row in director.standing_rows(corrected)}
    assert points[seat_a].place_counts[0] >= 1
    with pytest.raises(TournamentError) as unchanged:
        director.correct_game(corrected, 1, 1, 2, fixed, "again", "2026-11-22T18:05")
    assert unchanged.value.code == "correction_unchanged"


def test_club_7_1_director_swaps_players_before_play_only():
    tournament = director.start_next_round(field(8, format="club", rounds=2, seed=3))
    first, second = (table.seats["A"] for table in tournament.rounds[0].tables)
    swapped = director.swap_players(tournament, 1, first, second)
    assert swapped.rounds[0].tables[0].seats["A"] == second
    assert swapped.rounds[0].tables[1].seats["A"] == first
    assert tournament.rounds[0].tables[0].seats["A"] == first, "the original stays as it was"
    played = director.enter_game(swapped, 1, 1, 1, CLUB_EXAMPLE)
    with pytest.raises(TournamentError) as refused:
        director.swap_players(played, 1, first, second)
    assert refused.value.params == {"table": 1}
    with pytest.raises(TournamentError):
        director.swap_players(swapped, 1, first, 99)


def test_r_final_local_table_winners_play_and_the_final_decides():
    tournament = director.start_next_round(field(10, format="local", rounds=1, final=True, seed=4))
    round_one = tournament.rounds[0]
    assert [len(table.seats) for table in round_one.tables] == [4, 3, 3]
    assert all(len(table.games) == 3 for table in round_one.tables)
    winners = [table.seats["A"] for table in round_one.tables]
    tournament = play_round(tournament, random.Random(5), winners=winners)
    assert not director.is_finished(tournament)
    assert sorted(f.player for f in director.qualified(tournament)) == sorted(winners)
    tournament = director.start_next_round(tournament)
    final = tournament.rounds[-1]
    assert final.final and sorted(final.tables[0].seats.values()) == sorted(winners)
    champion = final.tables[0].seats["C"]
    tournament = play_round(tournament, random.Random(6), winners=[champion])
    rows = director.result_rows(tournament)
    assert rows[0].rank == 1 and rows[0].record.player == champion
    assert rows[0].record.games == 3, "the final alone decides"
    assert {row.record.player for row in rows[:3]} == set(winners)
    assert [row.rank for row in rows[3:]] == sorted(row.rank for row in rows[3:]) and rows[3].rank == 4
    assert director.is_finished(tournament)


def _local_final(seed, two_games=False):
    """A local tournament of 12 players whose seat A players win their tables, then its final seated."""
    tournament = director.start_next_round(field(12, format="local", rounds=1, final=True, seed=seed,
                                                 two_games=two_games))
    winners = [table.seats["A"] for table in tournament.rounds[0].tables]
    tournament = play_round(tournament, random.Random(seed), winners=winners)
    return director.start_next_round(tournament)


def test_r_final_local_the_finals_seats_are_drawn_anew_from_the_seed():
    """local 2A: "Auch die Reihenfolge im Finale wird neu ausgelost": the finalists'
    seats are a new draw, not their tables' order, and the same draw number
    gives the same draw."""
    seatings = {}
    for seed in range(1, 9):
        tournament = _local_final(seed)
        seats = list(tournament.rounds[-1].tables[0].seats.values())
        assert seats == list(_local_final(seed).rounds[-1].tables[0].seats.values())  # reproducible
        by_table = [table.seats["A"] for table in tournament.rounds[0].tables]
        assert sorted(seats) == sorted(by_table)
        seatings[seed] = (seats, by_table)
    assert any(seats != by_table for seats, by_table in seatings.values())
    assert len({tuple(by_table.index(p) for p in seats) for seats, by_table in seatings.values()}) > 2


def test_r_round_r_final_local_two_games_a_round_and_in_the_final():
    """local 1B: the director may play the round and the final with 2 games each:
    games 1-2 of the R-SEATS pattern (A, then B starts)."""
    tournament = _local_final(3, two_games=True)
    assert [len(table.games) for r in tournament.rounds for table in r.tables] == [2, 2, 2, 2]
    champion = tournament.rounds[-1].tables[0].seats["B"]
    tournament = play_round(tournament, random.Random(4), winners=[champion])
    rows = director.result_rows(tournament)
    assert rows[0].record.player == champion and rows[0].record.games == 2
    assert director.is_finished(tournament)
    three = _local_final(3)
    assert [len(table.games) for r in three.rounds for table in r.tables] == [3, 3, 3, 3]


def test_r_round_two_games_a_round_only_in_the_local_format():
    with pytest.raises(ValidationError) as invalid:
        Settings(format="club", rounds=2, two_games=True)
    error = refusal(invalid.value)
    assert error.code == "two_games_local" and "local 1B" in error.text("en") and "Lokal 1B" in error.text("de")
    assert Settings(format="local", rounds=1, final=True, two_games=True).games == 2
    assert Settings(format="local", rounds=1, final=True).games == 3 and Settings().games == 4


def test_r_final_local_single_table_needs_no_final():
    tournament = play_round(director.start_next_round(field(4, format="local", rounds=1, final=True)))
    assert director.is_finished(tournament)
    with pytest.raises(TournamentError) as refused:
        director.start_next_round(tournament)
    assert refused.value.code == "final_not_needed"


def test_r_final_club_optional_final_of_the_best_four():
    tournament = director.start_next_round(field(8, format="club", rounds=2, final=True, seed=9))
    tournament = play_round(director.start_next_round(play_round(tournament, random.Random(1))),
                            random.Random(2))
    top = [row.record.player for row in director.standing_rows(tournament)[:4]]
    tournament = director.start_next_round(tournament)
    assert sorted(tournament.rounds[-1].tables[0].seats.values()) == sorted(top)
    assert len(tournament.rounds[-1].tables[0].games) == 4
