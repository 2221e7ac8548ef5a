"""R-STANDINGS: every step of the tie-break chain (club 10.1), the shorter local chain (local 5A),
a casual match under the original rules (games won, then total), shared ranks, and substitutes
listed but unranked (club 6.1)."""

import pytest

from rules.tournament.standings import GameLine, Record, rank, sort_key, tally


def record(player, points, total, counts=(0, 0, 0, 0), minus=0):
    return Record(player, points, total, counts, minus, sum(counts))


def order(records, tournament_format="club", unranked=()):
    return [(row.rank, row.record.player) for row in rank(records, tournament_format, unranked)]


def test_r_standings_placement_points_first():
    assert order([record(1, 10, 500), record(2, 11, -300)]) == [(1, 2), (2, 1)]


def test_r_standings_then_total_game_score():
    assert order([record(1, 10, 40), record(2, 10, 55)]) == [(1, 2), (2, 1)]


def test_r_standings_then_more_first_places_then_second_then_third():
    first = [record(1, 12, 0, (2, 0, 4, 2)), record(2, 12, 0, (3, 0, 0, 5))]
    assert order(first) == [(1, 2), (2, 1)]
    second = [record(1, 13, 0, (2, 1, 2, 3)), record(2, 13, 0, (2, 1, 2, 3)), record(3, 14, 0, (2, 2, 0, 4))]
    assert order(second)[0] == (1, 3)
    # equal points are possible with different place counts because shared places score less
    third = [record(1, 12, 0, (2, 1, 1, 4)), record(2, 12, 0, (2, 1, 2, 3))]
    assert order(third) == [(1, 2), (2, 1)]
    assert order(third, "local") == [(1, 1), (1, 2)]


def test_r_standings_then_fewer_minus_points():
    players = [record(1, 8, 20, (2, 0, 0, 2), minus=90), record(2, 8, 20, (2, 0, 0, 2), minus=70)]
    assert order(players) == [(1, 2), (2, 1)]


def test_r_standings_complete_ties_share_the_rank_and_the_next_rank_skips():
    same = dict(points=8, total=20, counts=(2, 0, 0, 2), minus=70)
    players = [record(1, **same), record(2, **same), record(3, 5, 0)]
    assert order(players) == [(1, 1), (1, 2), (3, 3)]


def test_r_standings_local_uses_points_then_score_only():
    players = [record(1, 8, 20, (2, 0, 0, 2), minus=90), record(2, 8, 20, (1, 2, 0, 1), minus=10)]
    assert order(players, "local") == [(1, 1), (1, 2)]
    assert order(players, "club") == [(1, 1), (2, 2)]


def test_r_standings_substitutes_are_listed_last_without_a_rank():
    players = [record(1, 16, 300), record(2, 2, -100), record(3, 9, 0)]
    assert order(players, unranked=[1]) == [(1, 3), (2, 2), (None, 1)]


def test_r_standings_tally_counts_places_minus_and_games():
    lines = [GameLine(1, 1, 4, 60), GameLine(1, 2, 2, -10), GameLine(1, 4, 0, -30), GameLine(2, 2, 3, -5)]
    records = tally(lines, [1, 2, 3])
    assert records[1] == Record(1, 6, 20, (1, 1, 0, 1), 40, 3)
    assert records[3] == Record(3, 0, 0, (0, 0, 0, 0), 0, 0)


def test_r_standings_original_casual_match_games_won_then_total_score():
    """orig: "the highest total score wins", and ending a game counts more than
    points (rule differences, item 7): games won first, then total score."""
    winner_once = record(1, 4, -40, (1, 0, 0, 1))  # a win and a 4th
    second_twice = record(2, 6, 30, (0, 2, 0, 0))
    winner_once_more = record(3, 5, -10, (1, 0, 1, 0))
    players = [winner_once, second_twice, winner_once_more]
    assert order(players, "original") == [(1, 3), (2, 1), (3, 2)]
    assert order(players, "club") == [(1, 2), (2, 3), (3, 1)]
    assert order([record(1, 8, 20, (2, 0, 0, 0)), record(2, 0, 20, (2, 0, 0, 0))], "original") == [(1, 1), (1, 2)]
    with pytest.raises(ValueError):
        sort_key(winner_once, "casual")
