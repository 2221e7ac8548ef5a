"""R-PAIRING: table sizes, substitutes (club 6.1), tables of 3 (local 1A), the seeded
first-round draw and later rounds by standings without repeated pairs where avoidable."""

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.tournament.messages import TournamentError
from rules.tournament.pairing import (draw_first_round, meetings, pair_by_standings, repeated_pairs,
                                      substitutes_needed, table_sizes)


def test_r_pairing_club_substitutes_fill_the_field_to_a_multiple_of_4():
    assert [substitutes_needed(n) for n in (12, 13, 14, 15, 16)] == [0, 3, 2, 1, 0]
    assert table_sizes(16, "club") == [4, 4, 4, 4]
    with pytest.raises(TournamentError) as refused:
        table_sizes(14, "club")
    assert refused.value.params == {"players": 14, "n": 2}
    assert "2 Ersatzspieler" in refused.value.text("de") and "add 2 substitutes (club 6.1)" in refused.value.text("en")
    with pytest.raises(TournamentError) as one_short:
        table_sizes(15, "club")
    assert "add 1 substitute (club 6.1)" in one_short.value.text("en")


@pytest.mark.parametrize("players, sizes", [
    (16, [4, 4, 4, 4]), (15, [4, 4, 4, 3]), (14, [4, 4, 3, 3]), (13, [4, 3, 3, 3]),
    (9, [3, 3, 3]), (7, [4, 3]), (6, [3, 3]), (4, [4]), (3, [3]),
])
def test_r_pairing_local_tables_of_3_take_the_remainder(players, sizes):
    assert table_sizes(players, "local") == sizes


@pytest.mark.parametrize("players, code", [(17, "local_too_many"), (5, "local_cannot_seat"), (2, "local_cannot_seat")])
def test_r_pairing_local_refuses_fields_it_cannot_seat(players, code):
    with pytest.raises(TournamentError) as refused:
        table_sizes(players, "local")
    assert refused.value.code == code


def test_r_pairing_round_1_is_a_reproducible_draw():
    ids = list(range(1, 17))
    draw = draw_first_round(ids, [4] * 4, random.Random("7/round 1"))
    assert draw == draw_first_round(ids, [4] * 4, random.Random("7/round 1"))
    assert draw != draw_first_round(ids, [4] * 4, random.Random("8/round 1"))
    assert sorted(p for table in draw for p in table) == ids
    # pinned: the same seed gives this draw in CPython 3.11 and in Pyodide's 3.14
    assert draw == [[6, 10, 16, 4], [7, 3, 12, 1], [9, 13, 8, 15], [14, 11, 5, 2]]


def test_r_pairing_later_rounds_put_similar_standings_together():
    order = list(range(1, 17))
    tables = pair_by_standings(order, [4] * 4, {}, random.Random(1))
    assert [sorted(table) for table in tables] == [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]


def test_r_pairing_avoids_pairs_who_met_and_stays_close_in_standings():
    order = list(range(1, 17))
    met = meetings([[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]])
    tables = pair_by_standings(order, [4] * 4, met, random.Random(1))
    assert repeated_pairs(tables, met) == 0
    assert 1 in tables[0] and max(max(table) - min(table) for table in tables) <= 12


def test_r_pairing_repeats_only_when_unavoidable():
    met = meetings([[[1, 2, 3, 4]]])
    assert sorted(pair_by_standings([4, 3, 2, 1], [4], met, random.Random(1))[0]) == [1, 2, 3, 4]


def fewest_repeats_possible(players, met):
    """Exhaustive minimum over all splits into tables of 4 (small fields only)."""
    best = [None]

    def split(left, repeats):
        if best[0] is not None and repeats >= best[0]:
            return
        if not left:
            best[0] = repeats
            return
        first, rest = left[0], left[1:]
        for others in combinations(rest, 3):
            table = (first, *others)
            added = sum(met.get(frozenset(pair), 0) for pair in combinations(table, 2))
            split([p for p in rest if p not in others], repeats + added)

    split(list(players), 0)
    return best[0]


@pytest.mark.parametrize("seed", [0, 1])
def test_r_pairing_round_4_of_16_is_as_good_as_an_exhaustive_search(seed):
    rng = random.Random(seed)
    ids = list(range(1, 17))
    history = [draw_first_round(ids, [4] * 4, rng)]
    for _ in range(3):
        order = rng.sample(ids, len(ids))
        met = meetings(history)
        history.append(pair_by_standings(order, [4] * 4, met, rng))
    last_met = meetings(history[:-1])
    assert repeated_pairs(history[-1], last_met) == fewest_repeats_possible(ids, last_met)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from([16, 20, 32, 40]), st.randoms(use_true_random=False))
def test_r_pairing_rounds_2_and_3_never_repeat_a_pair(players, rng):
    ids = list(range(1, players + 1))
    sizes = table_sizes(players, "club")
    history = [draw_first_round(ids, sizes, rng)]
    for _ in range(2):
        met = meetings(history)
        tables = pair_by_standings(rng.sample(ids, players), sizes, met, rng)
        assert repeated_pairs(tables, met) == 0
        assert sorted(p for table in tables for p in table) == ids
        history.append(tables)


def test_r_pairing_local_tables_of_3_sit_at_the_bottom_of_the_standings():
    order = list(range(1, 14))
    tables = pair_by_standings(order, table_sizes(13, "local"), {}, random.Random(3))
    assert [len(table) for table in tables] == [4, 3, 3, 3] and 1 in tables[0] and 13 in tables[-1]
