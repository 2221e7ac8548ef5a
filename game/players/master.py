"""Master ("Meister"): Club's judgement, checked by simulation over sampled
hidden racks.

1. Candidates: Club's play (game.players.club: jokers kept, R-JOKER-FREE),
   the best joker-free plays by tiles and by points, and holding everything
   back (drawing), except an initial meld once the game may end soon
   (club.hurried; R-NO-MELD: -200 for a player who could have melded).
   Going out (R-RUMMIKUB) is taken at once; with the pool empty
   (R-POOL-EMPTY) the candidates are the best plays with jokers.
2. Worlds (game.players.worlds): the opponents' racks and the pool order
   dealt from the unseen tiles, consistent with the observation.
3. Every candidate is played in the same worlds (so differences between
   candidates are not noise of the deal): the opponents answer greedily by
   tiles with full rearrangement (as the exact solver plays), then the
   player's own next turn is played by the fast simple policy
   (game.players.simple). Value: the tile lead after that round minus the
   rack points still held; an opponent going out costs the game.
4. Exact endgame: once the pool is empty or a rack is nearly empty, the
   playout plays every turn with the exact solver for up to
   ``ENDGAME_TURNS`` turns, and a game that ends inside them (R-RUMMIKUB;
   R-POOL-EMPTY: `club` one more turn each, `original` a full round without
   a play) is scored as the game scores it, by the rules engine's own
   scoring (rules.scoring: R-SCORE, R-NO-MELD, players sharing first place).

Another candidate replaces Club's play only if it is better by ``MARGIN``
on average. Work budget: worlds are played out one after another (every
candidate in each) until the solver has expanded ``WORK`` search states
(``Play.work``, plus ``CALL_WORK`` per call for its fixed cost; the meld
checks of dealing a world count too), at most ``MAX_WORLDS``: quiet
positions get many worlds, dense tables with jokers few. A world in which
the work passes ``WORK_LIMIT`` before every candidate is played out is left
out and ends the search (if it was the first, Club's play stands): beyond
finding its candidates, no decision spends more than ``WORK_LIMIT`` and one
solver call. The budget counts work, not time, and the seed fixes the
worlds, so a decision depends only on the observation and the seed. Master's
solver calls ran about 350,000 states a second in CPython on the benchmark
machine (4-player games), so ``WORK`` is under 0.2 s of solving.
"""

from __future__ import annotations

import random

from rules import scoring
from rules.solver import best_play
from rules.tiles import JOKER

from . import club
from .seen import Move, Seen, without, without_jokers
from .simple import simple_play
from .worlds import sample_worlds

WORK = 60_000  # solver search states per decision
WORK_LIMIT = 100_000  # no solver call past this (the world is left out)
CALL_WORK = 100  # the fixed cost of one solver call, in states
MAX_WORLDS = 48
ENDGAME_TILES = 3  # a rack this small makes the playout run to the end
ENDGAME_TURNS = 4  # longest exact playout (turns)
WIN = 30.0  # value of going out, in tiles of lead
POINT_WEIGHT = 0.02  # tiles of lead per rack point still held
MARGIN = 0.5  # tiles of lead another candidate must gain over Club's play


def choose(seen: Seen, rng: random.Random) -> Move:
    candidates = _candidates(seen)
    if len(candidates) == 1:
        return seen.move_for(candidates[0]) if candidates[0] else seen.no_tiles_move()
    endgame = _endgame(seen)
    turns = ENDGAME_TURNS if endgame else len(seen.opponents)
    totals = [0.0] * len(candidates)
    meter = [0]  # solver work spent so far
    played = 0
    for world in sample_worlds(seen, rng, MAX_WORLDS, meter):
        values = _world_values(seen, world, candidates, turns, endgame, meter)
        if values is None:
            break
        totals = [total + value for total, value in zip(totals, values)]
        played += 1
        if meter[0] >= WORK:
            break
    best = max(range(len(candidates)), key=lambda i: (totals[i] - (0 if i == 0 else MARGIN * played), -i))
    play = candidates[best]
    return seen.move_for(play) if play else seen.no_tiles_move()


class _OutOfWork(Exception):
    """A playout would call the solver with the work past ``WORK_LIMIT``."""


def _world_values(seen: Seen, world, candidates, turns: int, endgame: bool, meter: list):
    """Every candidate's playout value in ``world``; None if the work passes
    ``WORK_LIMIT`` before they are all played."""
    try:
        return [_playout(seen, world, play, turns, endgame, meter) for play in candidates]
    except _OutOfWork:
        return None


def _candidates(seen: Seen) -> list:
    """Distinct plays, Club's first; None stands for drawing (holding back)."""
    best = seen.solve("tiles")
    if best.count == len(seen.rack) or not best.count:
        return [best]
    if not seen.pool_size:
        plays = [seen.solve("points"), best]
    else:
        plain = without_jokers(seen.rack)
        plays = [club.club_play(seen), seen.solve("tiles", plain)]
        if seen.melded:
            plays.append(seen.solve("points", plain))
    found, keys = [], set()
    for play in plays:
        key = (tuple(sorted(play.placed)), tuple(sorted(tuple(sorted(s)) for s in play.table)))
        if play.count and key not in keys:
            keys.add(key)
            found.append(play)
    if (seen.pool_size and (seen.melded or not club.hurried(seen))) or not found:
        found.append(None)  # holding back; not an initial meld once the game may end soon (R-NO-MELD)
    return found


def _endgame(seen: Seen) -> bool:
    return (not seen.pool_size or len(seen.rack) <= ENDGAME_TILES
            or min(seen.opponent_counts()) <= ENDGAME_TILES)


def _playout(seen: Seen, world, play, turns: int, endgame: bool, meter: list) -> float:
    """Value for the player of ``play`` in ``world`` (see the module docstring);
    the solver work it spends is added to ``meter[0]``; raises _OutOfWork
    rather than call the solver past ``WORK_LIMIT``."""
    me = len(seen.opponents)  # racks: opponents in play order, then the player
    club_end = seen.pool_empty == "one_more_turn"  # club 11.4, else play on (original)
    racks = [list(rack) for rack in world.racks] + [None]
    melded = [seen.melded_all[p] for p in seen.opponents] + [True]
    pool = list(world.pool)
    table = seen.table
    final = seen.final_turns
    passes = 0  # play on: turns in a row without a play since the pool ran out
    seat = 0
    if play is None:
        racks[me] = list(seen.rack) + pool[:1]
        melded[me] = seen.melded
        emptied = len(pool) == 1
        passes = 0 if pool else 1
        pool = pool[1:]
        if emptied and club_end:
            final, seat = me + 1, me  # one more turn each, the drawer first
    else:
        racks[me] = without(seen.rack, play.placed)
        table = play.table
        if not racks[me]:
            return _ending_value(seen, racks, melded, me, out=me)
    if final is not None and seat == 0:
        final -= 1
        if final == 0:
            return _ending_value(seen, racks, melded, me)
    for _ in range(turns):
        if seat == me and not endgame:
            return _next_play_value(seen, racks, me, table, melded[me])
        rack = racks[seat]
        if meter[0] > WORK_LIMIT:
            raise _OutOfWork
        answer = best_play(table, rack, melded[seat], "tiles" if pool else "points")
        meter[0] += answer.work + CALL_WORK
        emptied = False
        if answer.count:
            racks[seat] = without(rack, answer.placed)
            table = answer.table
            melded[seat] = True
            passes = 0
            if not racks[seat]:
                return _ending_value(seen, racks, melded, me, out=seat)
        elif pool:
            rack.append(pool.pop(0))
            emptied = not pool
        else:
            passes += 1
        if emptied and club_end:
            final = me + 1  # the drawer of the last tile plays next (club 11.4)
            continue
        if final is not None:
            final -= 1
            if final == 0:
                return _ending_value(seen, racks, melded, me)
        elif not club_end and passes > me:  # a full round without a play (R-POOL-EMPTY original)
            return _ending_value(seen, racks, melded, me)
        seat = (seat + 1) % (me + 1)
    return _lead(seen, racks, me)


def _next_play_value(seen: Seen, racks, me, table, melded: bool) -> float:
    """The lead after the player's own next turn, played by the simple policy."""
    rack = racks[me]
    jokers = [f for f in rack if f == JOKER]
    _, placed = simple_play(table, without_jokers(rack), melded)
    racks[me] = without(rack, placed)
    if not racks[me] or racks[me] == jokers and placed:
        return WIN * 0.8
    return _lead(seen, racks, me)


def _lead(seen: Seen, racks, me) -> float:
    lead = sum(len(r) for r in racks[:me]) / me - len(racks[me])
    return lead - POINT_WEIGHT * scoring.rack_sum(racks[me], seen.joker_value)


def _ending_value(seen: Seen, racks, melded, me, out=None) -> float:
    """A game that ended in the playout, scored by the rules engine as the game
    would score it: R-RUMMIKUB when ``out`` emptied his rack, else R-POOL-EMPTY
    under the observed procedure, with R-NO-MELD. Value: first place alone is
    ``WIN``, behind it ``-WIN``, shared by k players ``WIN * (2/k - 1)``; plus
    the score the player is given, ``POINT_WEIGHT`` per point. An opponent
    without his initial meld counts as one who could not have made it: in
    the playout he lays whenever he can, and the worlds deal him such a rack.
    (Valuing the places behind the winner by R-PLACEMENT's 4-3-1-0 instead
    was tried for issue #21: fewer wins and placement points vs 3x Casual.)"""
    could = [False] * me + [seen.could_meld]
    rules = (melded, could, seen.joker_value, seen.no_meld_penalty)
    if out is None:
        winners, lines = scoring.score_pool_empty(seen.pool_empty, racks, *rules)
    else:
        winners, lines = (out,), scoring.score_rummikub(racks, out, *rules)
    place = WIN * (2 / len(winners) - 1) if me in winners else -WIN
    return place + POINT_WEIGHT * lines[me].score
