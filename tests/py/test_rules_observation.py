"""Observations (rules/observation.py): a player's view holds the public facts
and his own rack, nothing that depends on hidden tiles, and the scores at the end."""

import copy
import json
import random

from hypothesis import given, settings, strategies as st

from rules.game import Game
from rules.observation import Observation, observe
from rules.profiles import Settings
from rules_random_play import random_turn


def played(seed, players, steps, profile="club", **overrides):
    game = Game(players, seed, Settings.for_profile(profile, **overrides), starter=seed % players)
    rng = random.Random(seed)
    for step in range(steps):
        if game.finished:
            break
        random_turn(game, rng, now=step)
    return game


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(3, 4), steps=st.integers(0, 40),
       strict=st.booleans())
def test_hidden_tiles_do_not_change_the_observation(seed, players, steps, strict):
    """Reshuffling the pool and swapping tiles between two opponents' racks leaves
    a player's observation unchanged (only his own rack and public facts are in it)."""
    game = played(seed, players, steps, strict_display=strict)
    viewer = game.current
    twin = copy.deepcopy(game)
    rng = random.Random(seed)
    rng.shuffle(twin.pool)
    first, second = [p for p in range(players) if p != viewer][:2]
    if twin.racks[first] and twin.racks[second]:
        a, b = rng.randrange(len(twin.racks[first])), rng.randrange(len(twin.racks[second]))
        twin.racks[first][a], twin.racks[second][b] = twin.racks[second][b], twin.racks[first][a]
    assert observe(twin, viewer) == observe(game, viewer)


def test_r_score_scores_are_in_the_observation_once_the_game_is_over():
    for seed in range(60):
        game = played(seed, 2, 400)
        if game.finished:
            break
    assert game.finished
    for player in range(game.players):
        seen = observe(game, player)
        assert seen.finished and seen.scores == tuple(game.result.scores)
        assert Observation.from_dict(json.loads(json.dumps(seen.to_dict()))) == seen
    assert observe(Game(2, 1, starter=0), 0).scores is None


def test_r_no_meld_and_r_pool_empty_rules_are_observed_and_nothing_of_the_others_meld_chances():
    """A player knows how the end is scored (R-POOL-EMPTY procedure, R-NO-MELD); whether he
    could have melded is his own rack's (game.players.seen), the others' is not observed."""
    game = Game(3, 5, Settings.for_profile("original"), starter=0)
    seen = observe(game, 1)
    assert (seen.pool_empty, seen.no_meld_penalty) == ("play_on", True)
    assert "could_meld" not in seen.to_dict() and "meld_racks" not in seen.to_dict()
    assert Observation.from_dict(json.loads(json.dumps(seen.to_dict()))) == seen
    assert observe(Game(2, 1, starter=0), 0).pool_empty == "one_more_turn"
