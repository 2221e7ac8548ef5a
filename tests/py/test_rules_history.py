"""Saved games and replay (history), observations, and whole random games as properties."""

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from rules import history
from rules.game import Game
from rules.observation import Observation, observe
from rules.profiles import Settings
from rules.sets import is_valid
from rules.tiles import face_of
from rules_random_play import random_turn, split_runs


def play_out(seed, players=3, profile="club", limit=400):
    game = Game(players, seed, Settings.for_profile(profile), starter=seed % players)
    rng = random.Random(seed)
    for step in range(limit):
        if game.finished:
            break
        random_turn(game, rng, now=step * 1000)
    return game


def state(game):
    return (game.racks, game.table, game.pool, game.current, game.melded, game.finished,
            game.result)


def test_save_load_replays_exactly():
    game = play_out(11)
    loaded = history.from_json(history.to_json(game))
    assert state(loaded) == state(game)
    assert json.loads(history.to_json(game))["version"] == history.FORMAT_VERSION


def test_replay_a_prefix():
    game = play_out(12)
    text = history.to_json(game)
    early = history.from_json(text, upto=5)
    assert len(early.actions) == 5 and not early.finished


def test_r_rearrange_a_draw_with_its_rearranged_table_replays_and_a_plain_draw_is_unchanged():
    """R-REARRANGE (club 13.1): a draw that carries the rearranged table is saved
    with it and replays to the same game; a plain draw is saved as before,
    ``{"act": "draw", "at": ms}``, so histories recorded before replay unchanged."""
    rearranged = 0
    for seed in range(30, 40):
        game = Game(3, seed, Settings.for_profile("club"), starter=0)
        rng = random.Random(seed)
        for step in range(300):
            if game.finished:
                break
            split = split_runs([list(tiles) for tiles in game.table], rng)
            if game.melded[game.current] and game.pool and len(split) > len(game.table):
                assert game.apply({"act": "draw", "at": step, "table": split}).kind == "rearrange"
                assert game.table == split and game.actions[-1]["table"] == split
                rearranged += 1
            else:
                random_turn(game, rng, now=step * 1000)
        text = history.to_json(game)
        assert state(history.from_json(text)) == state(game)
        draws = [action for action in json.loads(text)["actions"] if action["act"] == "draw"]
        assert all(set(action) == ({"act", "at", "table"} if "table" in action else {"act", "at"})
                   for action in draws)
    assert rearranged >= 3


@pytest.mark.parametrize("damage, reason", [
    (lambda d: d.update(seed="x"), "seed"),
    (lambda d: d.update(version=99), "format 99"),
    (lambda d: d["actions"].append({"act": "play", "table": [[0, 1, 2]], "at": 0}), "not legal"),
    (lambda d: d["actions"].insert(0, {"act": "fly", "at": 0}), "actions"),
    (lambda d: d["settings"].update(turn_seconds=7), "turn time"),
    (lambda d: d.update(players=9), "players"),
])
def test_tampered_files_fail_clearly(damage, reason):
    data = json.loads(history.to_json(play_out(13, limit=20)))
    damage(data)
    with pytest.raises(history.HistoryError, match=reason):
        history.from_json(json.dumps(data))


def test_truncated_file_fails_clearly():
    text = history.to_json(play_out(14, limit=20))
    with pytest.raises(history.HistoryError, match="not a valid saved game"):
        history.from_json(text[: len(text) // 2])


def test_observation_holds_only_what_the_player_may_know():
    game = Game(3, seed=5, starter=0)
    seen = observe(game, 1)
    assert seen.rack == tuple(game.racks[1]) and seen.pool_size == len(game.pool)
    assert seen.counts == (14, 14, 14)
    assert Observation.from_dict(json.loads(json.dumps(seen.to_dict()))) == seen
    strict = Game(3, seed=5, starter=0, settings=Settings.for_profile("club", strict_display=True))
    assert observe(strict, 1).counts is None
    other_racks = set(game.racks[0]) | set(game.racks[2])
    assert not other_racks & set(seen.rack)
    assert "pool" not in seen.to_dict()


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), profile=st.sampled_from(["club", "original"]))
def test_random_games_keep_every_tile_and_a_valid_table(seed, players, profile):
    """R-TILES: never a tile lost or duplicated; every table valid; R-SCORE sums to
    zero after R-RUMMIKUB; replay reproduces the state."""
    game = Game(players, seed, Settings.for_profile(profile), starter=0)
    rng = random.Random(seed)
    for step in range(300):
        if game.finished:
            break
        random_turn(game, rng, now=step)
        history.check_tiles(game)
        assert all(is_valid([face_of(t) for t in tiles]) for tiles in game.table)
    if game.finished and game.result.end == "rummikub":
        assert sum(game.result.scores) == 0
    assert state(history.from_json(history.to_json(game))) == state(game)


def test_r_score_random_games_ended_by_rummikub_sum_to_zero():
    """R-SCORE over whole games: every R-RUMMIKUB ending scores to zero (club 19.1 check)."""
    ended = 0
    for seed in range(40):
        game = play_out(seed, players=2 + seed % 3, profile=("club", "original")[seed % 2])
        if game.finished and game.result.end == "rummikub":
            ended += 1
            assert sum(game.result.scores) == 0 and game.result.scores[game.winner] > 0
    assert ended >= 2
