"""R-ROUND and R-SEATS: games per round and the seat rotation of club 7.2 / local 2B."""

import pytest

from rules.tournament.seating import game_plan, games_per_round, round_plan, seats_for

# club 7.2 example: with A fixed at South and play clockwise (S, W, N, E), player B
# sits West in game 1, East in game 2 and North in games 3 and 4.
COMPASS_CLOCKWISE_FROM_A = ("S", "W", "N", "E")


def test_r_round_club_has_4_games_local_3():
    assert games_per_round("club") == 4
    assert games_per_round("local") == 3
    with pytest.raises(ValueError):
        games_per_round("swiss")


def test_r_round_local_director_may_choose_2_games_the_first_two_of_the_pattern():
    """local 1B: "die Runden (Erste Runde und Finale) nur mit zwei Spielen"."""
    assert games_per_round("local", two_games=True) == 2
    with pytest.raises(ValueError):
        games_per_round("club", two_games=True)
    for size in (2, 3, 4):
        assert round_plan(size, "local", two_games=True) == round_plan(size, "local")[:2]
    assert [p.starter for p in round_plan(3, "local", two_games=True)] == ["A", "B"]


def test_r_seats_club_7_2_table_of_4():
    plans = round_plan(4, "club")
    assert [(p.game, "–".join(p.clockwise), p.starter) for p in plans] == [
        (1, "A–B–C–D", "A"),
        (2, "A–D–C–B", "B"),
        (3, "A–D–B–C", "C"),
        (4, "A–C–B–D", "D"),
    ]


def test_r_seats_every_player_starts_once_per_round_club_9_1():
    for size, tournament_format in ((4, "club"), (3, "local"), (4, "local")):
        starters = [plan.starter for plan in round_plan(size, tournament_format)]
        assert len(set(starters)) == len(starters)


def test_r_seats_player_b_moves_west_east_north_north():
    positions = []
    for game in range(1, 5):
        clockwise = game_plan(4, game).clockwise
        positions.append(COMPASS_CLOCKWISE_FROM_A[clockwise.index("B")])
    assert positions == ["W", "E", "N", "N"]


def test_r_seats_table_of_3_drops_d():
    assert [("".join(p.clockwise), p.starter) for p in round_plan(3, "local")] == [
        ("ABC", "A"), ("ACB", "B"), ("ABC", "C")]


def test_r_seats_local_round_is_the_first_three_club_games():
    assert round_plan(4, "local") == round_plan(4, "club")[:3]


def test_r_seats_final_of_two_alternates_the_starter():
    assert [(p.clockwise, p.starter) for p in round_plan(2, "local")] == [
        (("A", "B"), "A"), (("A", "B"), "B"), (("A", "B"), "A")]


def test_r_seats_rejects_impossible_tables_and_games():
    assert seats_for(3) == ("A", "B", "C")
    for size in (1, 5):
        with pytest.raises(ValueError):
            seats_for(size)
    with pytest.raises(ValueError):
        game_plan(4, 5)
