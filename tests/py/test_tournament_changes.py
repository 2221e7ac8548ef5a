"""Two director tabs on one tournament (game.tournament.store, changes): a change made
on an older copy goes onto the newer one another tab saved, or is refused and the
newer one kept; never is the other tab's entry overwritten. A full storage keeps the
tournament in memory."""

import pytest

from game.browser import Conflict, SaveFailed
from game.tournament import changes, store
from rules.tournament import director
from rules.tournament.messages import TournamentError
from rules.tournament.model import Game, Settings, export_json
from test_browser import FakeStorage
from tournament_helpers import field, play_round

WIN_A = Game(scores={"A": 60, "B": -10, "C": -20, "D": -30}, winner="A")
WIN_B = Game(scores={"A": -5, "B": 45, "C": -15, "D": -25}, winner="B")


def two_tabs(tournament):
    storage = FakeStorage({store.KEY: export_json(tournament)})
    first, second = store.TournamentStore(storage), store.TournamentStore(storage)
    return storage, (first, first.load()), (second, second.load())


def stored(storage):
    return store.TournamentStore(storage).load()


def game(tournament, table, number, round_number=1):
    return tournament.rounds[round_number - 1].tables[table - 1].games[number - 1]


def enter(base, table, games):
    change, problems = changes.enter_games(base, 1, table, games)
    assert problems == {}
    return change


def started():
    return director.start_next_round(field(8, format="club", rounds=2, seed=7))


def test_games_entered_at_two_tables_in_two_tabs_are_both_kept():
    storage, (first, first_copy), (second, second_copy) = two_tabs(started())
    second.update(second_copy, enter(second_copy, 2, {1: WIN_B}))
    assert first.changed() and not second.changed()
    saved = first.update(first_copy, enter(first_copy, 1, {1: WIN_A}))
    assert saved.merged and not saved.failed and not first.changed()
    for tournament in (saved.tournament, stored(storage)):
        assert (game(tournament, 1, 1), game(tournament, 2, 1)) == (WIN_A, WIN_B)


def test_a_game_the_other_tab_entered_differently_is_refused_and_the_newer_kept():
    storage, (first, first_copy), (second, second_copy) = two_tabs(started())
    second.update(second_copy, enter(second_copy, 1, {2: WIN_B}))
    with pytest.raises(store.Superseded) as refused:
        first.update(first_copy, enter(first_copy, 1, {1: WIN_A, 2: WIN_A}))
    assert refused.value.error.code == "changed_elsewhere"
    assert game(refused.value.newer, 1, 2) == WIN_B == game(stored(storage), 1, 2)
    assert game(stored(storage), 1, 1) is None


def test_a_sheet_another_tab_changed_is_not_confirmed_unseen():
    tournament = started()
    for number in range(1, 5):
        tournament = director.enter_game(tournament, 1, 1, number, WIN_A)
    storage, (first, first_copy), (second, second_copy) = two_tabs(tournament)
    second.update(second_copy, enter(second_copy, 1, {3: WIN_B}))
    with pytest.raises(store.Superseded):
        first.update(first_copy, changes.confirm(first_copy, 1, 1))
    assert not stored(storage).rounds[0].tables[0].confirmed
    second.update(second.load(), enter(second.load(), 2, {1: WIN_B}))  # at another table: no matter
    latest = first.load()
    second.update(second.load(), enter(second.load(), 2, {2: WIN_B}))
    confirmed = first.update(latest, changes.confirm(latest, 1, 1))
    assert confirmed.merged and confirmed.tournament.rounds[0].tables[0].confirmed
    assert game(stored(storage), 2, 2) == WIN_B


def test_a_round_paired_in_another_tab_is_not_paired_again():
    storage, (first, first_copy), (second, second_copy) = two_tabs(play_round(started()))
    second.update(second_copy, changes.next_round(second_copy))
    with pytest.raises(store.Superseded):
        first.update(first_copy, changes.next_round(first_copy))
    assert len(stored(storage).rounds) == 2


def test_players_added_in_two_tabs_are_both_kept_and_settings_changed_twice_are_refused():
    storage, (first, first_copy), (second, second_copy) = two_tabs(field(4, seed=3))
    second.update(second_copy, changes.add_player(second_copy, "Eva", "", False, False))
    saved = first.update(first_copy, changes.add_player(first_copy, "Frank", "RC Süd", True, False))
    assert [p.name for p in saved.tournament.players][-2:] == ["Eva", "Frank"]
    assert [p.id for p in saved.tournament.players][-2:] == [5, 6]
    latest = second.load()
    removed = second.update(latest, changes.remove_player(latest, 1)).tournament
    assert "Player 01" not in [p.name for p in removed.players]
    renamed = first.update(saved.tournament, changes.new_settings(saved.tournament, Settings(name="Cup", seed=3)))
    assert renamed.merged and len(renamed.tournament.players) == 5
    with pytest.raises(store.Superseded):
        second.update(removed, changes.new_settings(removed, Settings(name="Club night", seed=3)))
    assert stored(storage).settings.name == "Cup"


def test_swaps_and_corrections_rest_on_what_the_tab_showed():
    storage, (first, first_copy), (second, second_copy) = two_tabs(started())
    a, b = list(first_copy.rounds[0].tables[0].seats.values())[:2]
    second.update(second_copy, changes.swap(second_copy, 1, a, b))
    with pytest.raises(store.Superseded):  # swapping them again would undo it
        first.update(first_copy, changes.swap(first_copy, 1, a, b))
    played = play_round(stored(storage))
    storage, (first, first_copy), (second, second_copy) = two_tabs(played)
    before = game(played, 1, 1)
    other = WIN_B if before != WIN_B else WIN_A
    second.update(second_copy, changes.correct(second_copy, 1, 1, 1, other, "swapped", "2026-01-01 10:00"))
    with pytest.raises(store.Superseded):
        first.update(first_copy, changes.correct(first_copy, 1, 1, 1, WIN_A if other == WIN_B else WIN_B,
                                                 "typo", "2026-01-01 10:01"))
    assert [c.note for c in stored(storage).rounds[0].tables[0].corrections] == ["swapped"]


def test_a_tournament_replaced_in_another_tab_takes_no_changes_made_for_the_old_one():
    storage, (first, first_copy), (second, second_copy) = two_tabs(field(4, seed=3))
    second.set_aside()
    second.update(second_copy, changes.replace(field(3, seed=8)))
    with pytest.raises(store.Superseded):
        first.update(first_copy, changes.add_player(first_copy, "Eva", "", False, False))
    assert len(stored(storage).players) == 3 and storage[store.PREVIOUS_KEY] == export_json(first_copy)


def test_a_result_written_by_a_page_that_knows_no_revisions_is_kept():
    storage, (first, first_copy), _ = two_tabs(started())
    storage[store.KEY] = export_json(director.enter_game(first_copy, 1, 2, 1, WIN_B))  # game.table_play
    saved = first.update(first_copy, enter(first_copy, 1, {1: WIN_A}))
    assert saved.merged and game(stored(storage), 2, 1) == WIN_B


def test_a_change_the_rules_refuse_on_this_tab_changes_nothing():
    storage, (first, first_copy), _ = two_tabs(started())
    change, problems = changes.enter_games(first_copy, 1, 1, {1: WIN_A, 2: Game(scores={"A": 5, "B": -1, "C": -1,
                                                                                        "D": -1}, winner="A")})
    assert list(problems) == [2] and game(change(first_copy), 1, 1) == WIN_A
    with pytest.raises(TournamentError) as refused:
        first.update(first_copy, changes.next_round(first_copy))
    assert refused.value.code == "round_open"
    assert stored(storage) == first_copy


def test_a_full_storage_keeps_the_tournament_in_memory_until_there_is_room():
    tournament = started()
    storage = FakeStorage({store.KEY: export_json(tournament)}, quota=len(export_json(tournament)) + 30)
    tab = store.TournamentStore(storage)
    copy = tab.load()
    saved = tab.update(copy, enter(copy, 1, {1: WIN_A}))
    assert saved.failed == "QuotaExceededError" and tab.unsaved
    assert game(saved.tournament, 1, 1) == WIN_A and stored(storage) == tournament
    storage.quota = None
    again = tab.update(saved.tournament, enter(saved.tournament, 2, {1: WIN_B}))
    assert not again.failed and not tab.unsaved
    assert (game(stored(storage), 1, 1), game(stored(storage), 2, 1)) == (WIN_A, WIN_B)


def test_changes_that_could_not_be_saved_are_not_merged_away():
    tournament = started()
    storage = FakeStorage({store.KEY: export_json(tournament)}, quota=len(export_json(tournament)) + 30)
    first, second = store.TournamentStore(storage), store.TournamentStore(storage)
    first_copy, second_copy = first.load(), second.load()
    unsaved = first.update(first_copy, enter(first_copy, 1, {1: WIN_A})).tournament
    storage.quota = None
    second.update(second_copy, enter(second_copy, 2, {1: WIN_B}))
    with pytest.raises(Conflict):
        first.update(unsaved, enter(unsaved, 1, {2: WIN_A}))
    assert game(stored(storage), 1, 1) is None and game(stored(storage), 2, 1) == WIN_B


def test_setting_aside_into_a_full_storage_is_reported():
    tournament = started()
    storage = FakeStorage({store.KEY: export_json(tournament)}, quota=len(export_json(tournament)) + 30)
    with pytest.raises(SaveFailed):
        store.TournamentStore(storage).set_aside()
    assert list(storage) == [store.KEY]
