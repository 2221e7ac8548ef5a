"""Seeded mid-game positions for the computer-player tests: a real
rules.game.Game advanced by Casual moves, and a twin of it whose hidden
tiles (the opponents' racks and the pool order) are dealt differently."""

import copy
import random

from game.players import choose_move
from rules.game import Game
from rules.observation import observe
from rules.profiles import Settings

CLUB = Settings.for_profile("club", turn_seconds=None)


def position(seed, turns, players=2, settings=CLUB):
    """The game after ``turns`` Casual turns (fewer if it ended); None if over."""
    game = Game(players, seed, settings, starter=0)
    for turn in range(turns):
        if game.finished:
            return None
        game.apply(choose_move(observe(game, game.current), "casual", turn).as_action())
    return None if game.finished else game


def hidden_twin(game, seed):
    """A copy of ``game`` with the same observation for the player to move but
    the opponents' racks and the pool dealt anew from the same tiles."""
    twin = copy.deepcopy(game)
    others = [p for p in range(game.players) if p != game.current]
    hidden = [t for p in others for t in twin.racks[p]] + twin.pool
    random.Random(seed).shuffle(hidden)
    for p in others:
        size = len(twin.racks[p])
        twin.racks[p], hidden = hidden[:size], hidden[size:]
    twin.pool = hidden
    return twin


def positions(count, players=2, seed=0):
    """``count`` positions spread over the game (opening to late)."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        game = position(rng.randrange(10**6), rng.randrange(0, 50 * players // 2), players)
        if game is not None:
            found.append(game)
    return found
