"""Saved games keep every setting and the deal: a clock that is off stays off,
and a game whose starter was drawn (R-START `original`) replays the same deal."""

import json

from rules import history
from rules.game import Game
from rules.profiles import Settings


def test_clock_off_survives_save_and_load():
    """R-TIME: `turn_seconds` None (no clock) must not come back as the 60 s default."""
    game = Game(2, seed=1, settings=Settings.for_profile("club", turn_seconds=None), starter=0)
    loaded = history.from_json(history.to_json(game))
    assert loaded.settings == game.settings
    assert loaded.deadline is None


def test_r_start_original_drawn_starter_replays_the_same_deal():
    """R-START `original`: the start draw uses the seeded RNG before R-DEAL, so the
    replay must draw it again rather than take the starter as given."""
    for seed in range(6):
        game = Game(3, seed=seed, settings=Settings.for_profile("original"))
        game.draw(now=1000)
        text = history.to_json(game)
        assert json.loads(text)["starter"] is None
        loaded = history.from_json(text)
        assert (loaded.starter, loaded.racks, loaded.pool) == (game.starter, game.racks, game.pool)


def test_given_starter_is_kept_under_either_profile():
    """R-START `club`: the round's seat rotation names the starter; it is saved as given."""
    for profile in ("club", "original"):
        game = Game(4, seed=9, settings=Settings.for_profile(profile), starter=2)
        loaded = history.from_json(history.to_json(game))
        assert loaded.starter == 2 and loaded.racks == game.racks
