"""Computer players see only their observation: the same observation and
seed give the same move whatever the hidden tiles are (other racks, pool
order); Master's guessed worlds deal exactly the unseen tiles (R-TILES);
every move they make is one the game accepts (R-TURN, R-MELD30,
R-REARRANGE, R-JOKER-FREE, R-POOL-EMPTY)."""

import copy
import random

import pytest

from game.players import LEVELS, choose_move
from game.players.seen import Seen
from game.players.worlds import sample_worlds
from rules.observation import observe

from players_positions import hidden_twin, positions

POSITIONS_2 = positions(10, players=2, seed=1)
POSITIONS_4 = positions(4, players=4, seed=2)


@pytest.mark.parametrize("level", list(LEVELS))
def test_hidden_tiles_do_not_change_the_decision(level):
    changed = 0
    for index, game in enumerate(POSITIONS_2 + POSITIONS_4):
        twin = hidden_twin(game, seed=index)
        player = game.current
        others = [p for p in range(game.players) if p != player]
        changed += any(game.racks[p] != twin.racks[p] for p in others) or game.pool != twin.pool
        seen, seen_twin = observe(game, player), observe(twin, player)
        assert seen == seen_twin
        assert choose_move(seen, level, 7 + index) == choose_move(seen_twin, level, 7 + index)
    assert changed == len(POSITIONS_2 + POSITIONS_4)  # the twins really differ


@pytest.mark.parametrize("level", list(LEVELS))
def test_moves_are_legal_and_reproducible(level):
    for index, game in enumerate(POSITIONS_2 + POSITIONS_4):
        game = copy.deepcopy(game)
        seen = observe(game, game.current)
        move = choose_move(seen, level, index)
        assert move == choose_move(seen.to_dict(), level, index)  # the worker's dict form
        if move.action == "play":
            assert game.check([list(t) for t in move.table]).legal
        else:
            assert move.action == ("draw" if game.pool else "pass")
        game.apply(move.as_action())  # the game takes it


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown level"):
        choose_move(observe(POSITIONS_2[0], POSITIONS_2[0].current), "grandmaster", 1)


@pytest.mark.parametrize("strict", [False, True])
def test_worlds_deal_exactly_the_unseen_tiles(strict):
    game = POSITIONS_4[0]
    seen = Seen(observe(game, game.current)._replace(counts=None) if strict else observe(game, game.current))
    worlds = list(sample_worlds(seen, random.Random(1), 5))
    sizes = [len(game.racks[p]) for p in seen.opponents]
    for world in worlds:
        assert sorted([f for rack in world.racks for f in rack] + world.pool) == seen.unseen_faces()
        assert len(world.pool) == len(game.pool)
        if not strict:
            assert [len(rack) for rack in world.racks] == sizes
        else:
            assert sum(len(rack) for rack in world.racks) == sum(sizes)
    assert len({tuple(world.pool) for world in worlds}) == len(worlds)  # different guesses
