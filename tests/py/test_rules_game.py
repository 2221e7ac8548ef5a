"""The game state machine: R-DEAL, R-START, R-REDEAL, R-TURN, R-TIMEOUT, R-INVALID-END,
R-PENALTY-ORDER, R-RUMMIKUB, R-POOL-EMPTY, R-SCORE, R-JOKER-VALUE, R-NO-MELD, R-ONE-TURN."""

import pytest

from rules import scoring
from rules.game import Game, GameError
from rules.variant import NUMBERS
from rules.profiles import Settings
from rules.tiles import face_ids, parse_faces

CLUB = Settings.for_profile("club")
ORIGINAL = Settings.for_profile("original")


def ids(text, taken=()):
    """Tile ids for faces in notation, choosing copies not in ``taken``."""
    result, used = [], set(taken)
    for face in parse_faces(text):
        tile = next(t for t in face_ids(face) if t not in used)
        used.add(tile)
        result.append(tile)
    return result


def rig(game, racks, table=(), pool=None):
    """Put a known position on the board (tests only); the rest goes to the pool."""
    taken = []
    game.table = []
    for text in table:
        tiles = ids(text, taken)
        taken += tiles
        game.table.append(tiles)
    for player, text in enumerate(racks):
        game.racks[player] = ids(text, taken)
        taken += game.racks[player]
    rest = [t for t in range(106) if t not in taken]
    game.pool = rest if pool is None else rest[:pool]
    game.meld_racks = [None] * game.players
    game._start_turn(0)


def test_r_deal_14_each_rest_in_pool_and_seeded():
    game = Game(4, seed=1)
    assert [len(r) for r in game.racks] == [14] * 4 and len(game.pool) == 50
    assert Game(4, seed=1).racks == game.racks and Game(4, seed=2).racks != game.racks
    everything = sorted(t for r in game.racks for t in r) + sorted(game.pool)
    assert sorted(everything) == list(range(106))


def test_r_start_club_seat_given_original_highest_tile():
    assert Game(4, seed=3, settings=CLUB, starter=2).current == 2
    game = Game(3, seed=5, settings=ORIGINAL)
    values = [(t % 13) + 1 if t < 104 else 0 for t in game.start_draw]
    assert values.count(max(values)) == 1 and game.current == values.index(max(values))


def test_r_redeal_three_pairs_before_first_draw_club_8_3():
    """Club 8.3 example: 2×B3, 2×R8, 2×O10 allow a redeal, until the first tile is drawn."""
    assert NUMBERS.has_redeal_pairs(ids("B3 B3 R8 R8 O10 O10 K1"))
    assert not NUMBERS.has_redeal_pairs(ids("B3 B3 R8 R8 O10 K1 J J"))
    game = Game(2, seed=9)
    game.dealt[1] = ids("B3 B3 R8 R8 O10 O10 K1 K2 K3 K4 K5 K6 K7 K8")
    assert game.can_redeal(1) and not game.can_redeal(0)
    before = [list(r) for r in game.racks]
    game.claim_redeal(1)
    assert game.racks != before and game.actions[-1]["act"] == "redeal"
    game.dealt[1] = ids("B3 B3 R8 R8 O10 O10 K1 K2 K3 K4 K5 K6 K7 K8")
    game.draw()
    with pytest.raises(GameError) as error:
        game.claim_redeal(1)
    assert error.value.rule == "R-REDEAL"


def test_r_turn_draw_ends_the_turn():
    game = Game(2, seed=4, starter=0)
    top = game.pool[0]
    outcome = game.draw(now=1000)
    assert outcome.drawn == (top,) and top in game.racks[0] and game.current == 1
    assert game.turn_started_at == 1000


def test_play_initial_meld_then_rearrange():
    game = Game(2, seed=4, settings=CLUB, starter=0)
    rig(game, ["K10 O10 B10 R1 R2 R3 K5", "R4 K1 K2"])
    meld = [game.racks[0][:3]]
    game.play(meld)
    assert game.melded[0] and game.current == 1 and len(game.racks[0]) == 4
    with pytest.raises(GameError) as error:  # R-INVALID-END reject: nothing changes
        game.play([meld[0], game.racks[1][:3]])
    assert error.value.rule == "R-RUN" and game.current == 1


def test_r_rearrange_valid_rearrangement_stands_and_he_draws_club_13_1():
    """Club 13.1: rearranging without playing a rack tile is allowed but is not a
    turn: the rearranged table stands, he draws one tile, the action records the table."""
    game = Game(2, seed=4, settings=CLUB, starter=0)
    rig(game, ["K5 O9", "R9"], table=["R1 R2 R3 R4 R5 R6"])
    game.melded[0] = True
    low, high = game.table[0][:3], game.table[0][3:]
    rack, top = list(game.racks[0]), game.pool[0]
    with pytest.raises(GameError) as error:  # ending the turn with it is still refused (R-INVALID-END reject)
        game.play([low, high])
    assert error.value.rule == "R-REARRANGE" and "rearranged table stays" in str(error.value)
    outcome = game.apply({"act": "draw", "at": 5, "table": [low, high]})
    assert outcome == ("rearrange", (top,), (), "R-REARRANGE")
    assert game.table == [low, high] and game.racks[0] == rack + [top] and game.current == 1
    assert game.actions[-1] == {"act": "draw", "at": 5, "table": [low, high]}


def test_r_rearrange_invalid_rearrangement_with_a_draw_restores_the_turn_start():
    """R-REARRANGE: a table that may not stand (an invalid set, a rack tile on it,
    a table tile gone, before the initial meld) is not applied: the turn's start
    stands, he draws one tile without penalty, and the outcome names the rule."""
    cases = [("R-RUN", lambda table, rack: [table[0][:2], table[0][2:]], True),
             ("R-TURN", lambda table, rack: [table[0][:3], table[0][3:], rack[:1]], True),
             ("R-TAKEBACK", lambda table, rack: [table[0][1:]], True),
             ("R-MELD30", lambda table, rack: [table[0][:3], table[0][3:]], False)]
    for rule, rearranged, melded in cases:
        game = Game(2, seed=4, settings=CLUB, starter=0)
        rig(game, ["K5 O9", "R9"], table=["R1 R2 R3 R4 R5 R6"])
        game.melded[0] = melded
        start, rack, top = [list(s) for s in game.table], list(game.racks[0]), game.pool[0]
        outcome = game.draw(now=7, table=rearranged(game.table, game.racks[0]))
        assert (outcome.kind, outcome.drawn, outcome.rule) == ("draw", (top,), rule), rule
        assert game.table == start and game.racks[0] == rack + [top] and game.melded[0] == melded


def test_r_rearrange_draw_with_tiles_not_his_is_refused_r_tiles_and_changes_nothing():
    game = Game(2, seed=4, settings=CLUB, starter=0)
    rig(game, ["K5 O9", "R9 R10"], table=["R1 R2 R3 R4 R5 R6"])
    game.melded[0] = True
    run, other = game.table[0], game.racks[1][0]
    for table in ([run[:3], run[3:] + [other]], [run, run[:1]], [run, []], [run + [106]]):
        with pytest.raises(GameError) as error:
            game.draw(table=table)
        assert error.value.rule == "R-TILES" and game.actions == [] and game.current == 0


def test_r_turn_plain_draw_keeps_its_meaning():
    """R-TURN: ``{"act": "draw"}`` without a table, or with the table unchanged,
    draws one tile and leaves the table as it was (saved games replay unchanged)."""
    game = Game(2, seed=4, settings=CLUB, starter=0)
    rig(game, ["K5 O9", "R9 R10"], table=["R1 R2 R3"])
    game.melded = [True, True]
    start = [list(s) for s in game.table]
    assert game.apply({"act": "draw", "at": 1}) == ("draw", (game.racks[0][-1],), (), "")
    assert game.apply({"act": "draw", "at": 2, "table": [list(reversed(start[0]))]}).kind == "draw"
    assert game.table == start and game.actions[0] == {"act": "draw", "at": 1}


def test_r_rearrange_pass_once_the_pool_is_empty_keeps_the_rearranged_table():
    """R-POOL-EMPTY club 11.4 with club 13.1: after the pool ran out a turn of
    rearranging only passes, and the valid rearranged table stands."""
    game = Game(2, seed=4, settings=CLUB, starter=0)
    rig(game, ["K5", "O9"], table=["R1 R2 R3 R4 R5 R6"], pool=1)
    game.melded = [True, True]
    game.draw()  # player 0 drew the last tile: one more turn each, starting with him
    low, high = game.table[0][:3], game.table[0][3:]
    outcome = game.apply({"act": "pass", "at": 3, "table": [low, high]})
    assert (outcome.kind, outcome.drawn, outcome.rule) == ("rearrange", (), "R-REARRANGE")
    assert game.table == [low, high] and game.current == 1 and len(game.racks[0]) == 2


def test_r_invalid_end_penalize_restores_and_draws_three():
    settings = Settings.for_profile("club", invalid_end="penalize")
    game = Game(2, seed=4, settings=settings, starter=0)
    rig(game, ["K10 O10 K1", "R4"])
    outcome = game.play([game.racks[0][:3]])
    assert outcome.kind == "penalty" and outcome.rule == "R-INVALID-END" and len(outcome.drawn) == 3
    assert game.table == [] and len(game.racks[0]) == 6


def test_r_timeout_original_restores_and_draws_three():
    game = Game(2, seed=4, settings=ORIGINAL, starter=0)
    rig(game, ["K10 O10 B10 R1", "R4"])
    outcome = game.timeout([game.racks[0][:3]])  # even a legal table is undone
    assert outcome.kind == "penalty" and len(outcome.drawn) == 3 and game.table == []


def test_r_timeout_club_legal_table_stands():
    game = Game(2, seed=4, settings=CLUB, starter=0)
    rig(game, ["K10 O10 B10 R1", "R4"])
    outcome = game.timeout([game.racks[0][:3]])
    assert outcome.kind == "play" and len(game.table) == 1 and game.melded[0]


def test_r_timeout_club_only_new_sets_valid_part_stands():
    game = Game(2, seed=4, settings=CLUB, starter=0)
    rig(game, ["K5 K6", "R4 R5 R6"], table=["R10 R11 R12"])
    game.melded[0] = True
    r10 = game.table[0]
    broken = game.racks[0][:2]
    outcome = game.timeout([r10, broken])  # only a new, invalid set: it goes back
    assert outcome.kind == "draw" and outcome.rule == "R-TIMEOUT" and len(outcome.drawn) == 1
    assert game.table == [r10] and len(game.racks[0]) == 3


def test_r_timeout_club_partial_meld_stands_rest_returns():
    game = Game(2, seed=4, settings=CLUB, starter=0)
    rig(game, ["K10 O10 B10 R1 R2", "R4"])
    group, junk = game.racks[0][:3], game.racks[0][3:5]
    outcome = game.timeout([group, junk])
    assert outcome.kind == "partial" and set(outcome.returned) == set(junk)
    assert game.table == [group] and set(junk) <= set(game.racks[0])


def test_r_timeout_club_returned_names_only_tiles_back_on_his_rack():
    """R-TIMEOUT club: ``returned`` is what went back to his rack, never a tile
    that stays on the table though given twice (found by the engine fuzz)."""
    game = Game(2, seed=4, settings=CLUB, starter=0)
    rig(game, ["K10 O10 B10 R1 R2", "R4"])
    group, junk = game.racks[0][:3], game.racks[0][3:5]
    outcome = game.timeout([group, junk, group[:1]])
    assert outcome.kind == "partial" and game.table == [group]
    assert sorted(outcome.returned) == sorted(junk) and sorted(game.racks[0]) == sorted(junk)


def test_r_timeout_club_own_tiles_leave_invalid_sets_and_valid_changes_stand():
    """R-TIMEOUT club 12.4: from every invalid set his own tiles go back to the rack, every
    valid set stays, a table set he validly extended too; no penalty (found by the engine fuzz)."""
    game = Game(2, seed=4, settings=CLUB, starter=0)
    rig(game, ["R10 R1 R2 R3 K4", "R4"], table=["R11 B11 O11", "K1 K2 K3"])
    game.melded[0] = True
    group, run = game.table
    r10, r1, r2, r3, k4 = game.racks[0]
    outcome = game.timeout([group + [r10], run + [k4], [r1, r2, r3]])
    assert outcome.kind == "partial" and outcome.returned == (r10,) and game.racks[0] == [r10]
    assert game.table == [group, run + [k4], [r1, r2, r3]]


def test_r_timeout_club_nothing_of_his_stays_he_draws_one_without_penalty():
    game = Game(2, seed=4, settings=CLUB, starter=0)
    rig(game, ["K3", "R4"], table=["B1 K1 R1 O1"])
    game.melded[0] = True
    group = game.table[0]
    outcome = game.timeout([group + game.racks[0]])
    assert outcome.kind == "draw" and len(outcome.drawn) == 1 and game.table == [group]


def test_r_timeout_club_valid_rearrangement_without_his_tiles_stands_and_he_draws():
    """R-TIMEOUT club 12.4 with club 13.1: what is left is a valid table but no
    rack tile of his stayed (he only rearranged validly; his unfinished set
    goes back): the rearranged table stands and he draws one tile; once the
    pool is empty he passes."""
    for pool in (None, 0):
        game = Game(2, seed=4, settings=CLUB, starter=0)
        rig(game, ["K5 O9", "R9"], table=["R1 R2 R3 R4 R5 R6"], pool=pool)
        game.melded = [True, True]
        game.final_turns = None if pool is None else 2
        low, high = game.table[0][:3], game.table[0][3:]
        k5, o9 = game.racks[0]
        top = game.pool[:1]
        outcome = game.timeout([low, high, [k5]])
        assert (outcome.kind, outcome.drawn, outcome.returned, outcome.rule) == (
            "rearrange", tuple(top), (k5,), "R-TIMEOUT")
        assert game.table == [low, high] and game.racks[0] == [k5, o9] + top and game.current == 1


def test_r_timeout_club_before_the_meld_only_his_new_sets_stay():
    """R-TIMEOUT with R-MELD30: a tile he added to a table set goes back, his new sets worth 30 stay."""
    game = Game(2, seed=4, settings=CLUB, starter=0)
    rig(game, ["K10 O10 B10 R4", "K5"], table=["R1 R2 R3"])
    run = game.table[0]
    k10, o10, b10, r4 = game.racks[0]
    outcome = game.timeout([run + [r4], [k10, o10, b10]])
    assert outcome.kind == "partial" and outcome.returned == (r4,) and game.melded[0]
    assert game.table == [run, [k10, o10, b10]] and game.racks[0] == [r4]


def test_r_timeout_club_before_the_meld_a_valid_rearrangement_is_undone_without_penalty():
    """R-TIMEOUT club with R-MELD30: before his initial meld he may not rearrange, but a table
    left valid is no invalid manipulation (no table tile outside a valid set): the table's sets
    go back as they were, his new sets worth 30 stand; less than 30, he draws one, no penalty."""
    for rack_sets, kind in (([0, 1, 2], "partial"), ([], "draw"), ([3], "draw")):
        game = Game(2, seed=4, settings=CLUB, starter=0)
        rig(game, ["K10 K11 K12 O5", "R9"], table=["R1 R2 R3 R4 R5 R6"])
        run = game.table[0]
        mine = [game.racks[0][i] for i in rack_sets]
        outcome = game.timeout([run[:3], run[3:]] + ([mine] if mine else []))
        assert (outcome.kind, len(outcome.drawn)) == (kind, 0 if kind == "partial" else 1)
        assert game.table == [run] + ([mine] if kind == "partial" else [])
        assert game.melded[0] == (kind == "partial")


def test_r_timeout_club_changed_set_invalid_restores_with_penalty():
    game = Game(2, seed=4, settings=CLUB, starter=0)
    rig(game, ["K5", "R4"], table=["R1 R2 R3 R4"])
    game.melded[0] = True
    r1, r2, r3, r4 = game.table[0]
    outcome = game.timeout([[r1, r2], [r3, r4, game.racks[0][0]]])
    assert outcome.kind == "penalty" and len(outcome.drawn) == 3
    assert game.table == [[r1, r2, r3, r4]]


def test_r_penalty_order_fewer_than_three_left_then_pool_empty():
    """Club 12.4.1: he draws what is left and R-POOL-EMPTY applies."""
    game = Game(2, seed=4, settings=ORIGINAL, starter=0)
    rig(game, ["K10 O10", "R4 R9"], pool=2)
    outcome = game.timeout([])
    assert len(outcome.drawn) == 2 and game.pool == []
    with pytest.raises(GameError) as error:
        game.draw()
    assert error.value.rule == "R-POOL-EMPTY"


def test_r_rummikub_and_r_score_club_19_1():
    """Club 19.1: B 10, C 20, D 30 left → A +60, B −10, C −20, D −30; sum zero."""
    game = Game(4, seed=4, settings=CLUB, starter=0)
    rig(game, ["K10 O10 B10", "R10", "R10 B10", "K10 O10 R1 R1 R8"])
    game.melded = [True] * 4
    game.play([list(game.racks[0])])
    assert game.finished and game.result.end == "rummikub" and game.winner == 0
    assert game.result.scores == [60, -10, -20, -30] and sum(game.result.scores) == 0


def test_r_joker_value_club_30_original_50():
    assert scoring.rack_sum(parse_faces("J R5"), 30) == 35
    assert scoring.rack_sum(parse_faces("J R5"), 50) == 55
    lines = scoring.score_rummikub([[], parse_faces("J J")], 0, [True, True], [False, False], 50, False)
    assert [line.score for line in lines] == [100, -100]


def test_r_no_meld_100_or_200_club_19_2():
    """Club 19.2: never melded → −100 flat, −200 if he could have; the winner gets it; jokers not again."""
    lines = scoring.score_rummikub([[], parse_faces("J R1"), parse_faces("R13 K13 O13"), parse_faces("R2")],
                                   0, [True, False, False, True], [False, False, True, False], 30, True)
    assert [line.score for line in lines] == [302, -100, -200, -2]
    assert lines[1].no_meld == 100 and lines[2].no_meld == 200


def test_r_no_meld_tile_drawn_after_his_last_turn_began_does_not_count():
    """R-NO-MELD (club 19.2): K10 O10 cannot meld; the B10 he draws in his last
    turn would make 30, but the game ends before another turn of his: −100, not −200."""
    game = Game(2, seed=4, settings=CLUB, starter=0)
    rig(game, ["K1 K2 K3", "K10 O10"])
    game.melded[0] = True
    k4, b10 = ids("K4 B10", [t for r in game.racks for t in r])
    game.pool = [k4, b10] + [t for t in game.pool if t not in (k4, b10)]
    game.draw()  # player 0 draws K4
    game.draw()  # player 1's turn began with K10 O10; he draws B10
    assert game.could_meld == [False, False]
    game.play([list(game.racks[0])])  # K1 K2 K3 K4: Rummikub
    assert game.result.scores == [100, -100] and game.result.lines[1].no_meld == 100


def test_r_no_meld_could_have_melded_at_a_turn_start_gives_200():
    game = Game(2, seed=4, settings=CLUB, starter=0)
    rig(game, ["K1 K2 K3", "K10 O10 B10"])
    game.melded[0] = True
    k4 = ids("K4", [t for r in game.racks for t in r])[0]
    game.pool = [k4] + [t for t in game.pool if t != k4]
    game.draw()  # player 0 draws K4; player 1's turn begins with 30 points in hand
    assert game.could_meld[1] is True
    game.draw()  # he holds back and draws
    game.play([list(game.racks[0])])
    assert game.result.scores == [200, -200] and game.result.lines[1].no_meld == 200


def test_r_pool_empty_club_one_more_turn_each_starting_with_the_drawer():
    game = Game(3, seed=4, settings=CLUB, starter=0)
    rig(game, ["K1 K2", "O1", "B5 B6"], pool=1)
    game.melded = [True] * 3
    game.draw()  # player 0 draws the last tile
    assert game.current == 0 and game.final_turns == 3
    game.pass_turn(); game.pass_turn(); game.pass_turn()
    assert game.finished and game.result.end == "pool_empty" and game.winner == 1
    assert game.result.scores[1] == -1  # the winner too scores minus his own rack sum


def test_r_pool_empty_original_must_play_if_he_can():
    game = Game(2, seed=4, settings=ORIGINAL, starter=0)
    rig(game, ["K1 K2 K3 R9", "O5"], table=["B1 B2 B3"], pool=1)
    game.melded = [True, True]
    game.draw()  # player 0 draws the last tile
    game.pass_turn()  # player 1 cannot play: he passes
    with pytest.raises(GameError) as error:  # player 0 could lay K1 K2 K3
        game.pass_turn()
    assert error.value.rule == "R-POOL-EMPTY" and "must" in str(error.value)


def test_r_pool_empty_original_full_round_of_passes():
    game = Game(2, seed=4, settings=ORIGINAL, starter=0)
    rig(game, ["K1 K2", "O5"], pool=1)
    game.pool = ids("B9", [t for rack in game.racks for t in rack])  # no play after the draw
    game.melded = [True, True]
    game.draw()
    assert not game.finished
    game.pass_turn(); game.pass_turn()
    assert game.finished and game.winner == 1
    winner_sum = scoring.rack_sum(game.faces(game.racks[1]), 50)
    loser_sum = scoring.rack_sum(game.faces(game.racks[0]), 50)
    assert game.result.scores == [winner_sum - loser_sum, loser_sum - winner_sum]


def test_r_one_turn_going_out_at_once_is_not_doubled():
    """Club 11.5: going out from the full rack in one turn scores like any win."""
    game = Game(2, seed=4, settings=CLUB, starter=0)
    rig(game, ["K10 O10 B10 R10 K11 K12 K13", "R5 R6"])
    game.melded[1] = True
    game.play([game.racks[0][:4], game.racks[0][4:]])
    assert game.result.scores == [11, -11]


def test_deadline_follows_the_turn_clock():
    """R-TIME: the limit is a setting; the engine only computes the deadline."""
    game = Game(2, seed=4, settings=Settings.for_profile("club", turn_seconds=30), now=5000)
    assert game.deadline == 35000
    game.draw(now=9000)
    assert game.deadline == 39000
    assert Game(2, seed=4, settings=Settings.for_profile("club", turn_seconds=None)).deadline is None


def test_settings_are_validated_with_clear_messages():
    with pytest.raises(ValueError, match="turn time"):
        Settings.for_profile("club", turn_seconds=45)
    with pytest.raises(ValueError):
        Settings.for_profile("tournament")
    assert Settings.for_profile("original").joker_value == 50
    assert Settings.for_profile("original", joker_value=30).joker_value == 30


def test_r_no_meld_after_pool_empty_winner_gets_the_matching_plus():
    """R-NO-MELD applies after R-POOL-EMPTY (club 11.4): −100/−200, the winner gets the plus."""
    winners, lines = scoring.score_pool_empty_club(
        [parse_faces("R2"), parse_faces("K9 K9"), parse_faces("R5")], [True, False, True],
        [False, True, False], 30, True)
    assert winners == (0,) and [line.score for line in lines] == [-2 + 200, -200, -5]


def test_r_no_meld_original_profile_flat_100_200_like_club():
    """R-NO-MELD under `original` (orig's list of rule differences, item 10): −200 for
    the player who could have melded, −100 for the one who could not; jokers (50) not again."""
    assert ORIGINAL.no_meld_penalty and ORIGINAL.joker_value == 50
    game = Game(3, seed=4, settings=ORIGINAL, starter=0)
    rig(game, ["K1 K2 K3", "K10 O10 B10", "J R1"])
    game.melded[0] = True
    k4 = ids("K4", [t for r in game.racks for t in r])[0]
    game.pool = [k4] + [t for t in game.pool if t != k4]
    game.draw()  # player 0 draws K4; player 1's turn begins with 30 points in hand
    game.draw()  # he holds back
    game.draw()  # player 2 (J R1) could not meld
    game.play([list(game.racks[0])])
    assert game.result.scores[1:] == [-200, -100] and game.result.scores[0] == 300
    assert [line.no_meld for line in game.result.lines] == [None, 200, 100]


def test_r_no_meld_original_pool_empty_flat_amount_goes_into_the_winners_plus():
    """R-POOL-EMPTY `original` with R-NO-MELD ("applies also after R-POOL-EMPTY"):
    the others score minus (own − winner's sum), a player who never melded his
    flat amount, whatever his rack; the winner the total of those (zero-sum)."""
    racks = [parse_faces("R5"), parse_faces("K9 K9"), parse_faces("R1"), parse_faces("B13")]
    winners, lines = scoring.score_pool_empty_original(racks, [True, True, False, True],
                                                       [False, False, True, False], 50, True)
    assert winners == (0,)  # R1 is lower, but its player never melded
    assert [line.score for line in lines] == [13 + 200 + 8, -13, -200, -8]
    assert sum(line.score for line in lines) == 0


def test_r_pool_empty_original_game_ends_with_the_no_meld_rule():
    """A whole `original` game ending by a full round of passes: the player who
    never melded scores −100 (he could not meld: K1 K2), not his rack."""
    game = Game(2, seed=4, settings=ORIGINAL, starter=0)
    rig(game, ["K1 K2", "O5"], pool=1)
    game.pool = ids("B9", [t for rack in game.racks for t in rack])
    game.melded = [False, True]
    game.draw()
    game.pass_turn(); game.pass_turn()
    assert game.finished and game.winners == (1,)
    assert game.result.scores == [-100, 100]


def test_r_pool_empty_club_players_equal_in_sum_and_tiles_share_first_place():
    """R-POOL-EMPTY `club`: equal rack sum and equal tiles share first place
    (R-PLACEMENT); swapping the players swaps nothing but their seats."""
    racks = [parse_faces("R5"), parse_faces("K5"), parse_faces("B2 B3"), parse_faces("O9")]
    melded, could = [True] * 4, [False] * 4
    winners, lines = scoring.score_pool_empty_club(racks, melded, could, 30, True)
    assert winners == (0, 1) and [line.score for line in lines] == [-5, -5, -5, -9]  # B2 B3: more tiles
    swapped, swapped_lines = scoring.score_pool_empty_club(racks[::-1], melded, could, 30, True)
    assert swapped == (2, 3) and [line.score for line in swapped_lines] == [-9, -5, -5, -5]


def test_r_pool_empty_club_fewer_tiles_still_wins_alone():
    racks = [parse_faces("B2 B3"), parse_faces("R5")]
    winners, _ = scoring.score_pool_empty_club(racks, [True, True], [False, False], 30, True)
    assert winners == (1,)


def test_r_pool_empty_original_equal_rack_sums_share_first_place_whatever_their_tiles():
    """R-POOL-EMPTY `original`: the lowest rack sum wins; its rules break no tie by tiles
    (club 11.4 does), so equal sums share first place and the winner's plus."""
    racks = [parse_faces("R1 R2"), parse_faces("K3"), parse_faces("K1 K2"), parse_faces("B5 B6")]
    winners, lines = scoring.score_pool_empty_original(racks, [True] * 4, [False] * 4, 50, True)
    assert winners == (0, 1, 2) and lines[3].score == -(11 - 3)
    assert lines[0].score == lines[1].score == lines[2].score > 0
    assert scoring.score_pool_empty_club(racks, [True] * 4, [False] * 4, 30, True)[0] == (1,)


def test_r_pool_empty_shared_first_place_shares_the_r_no_meld_plus_rounded_up():
    """R-POOL-EMPTY `club` + R-NO-MELD: the players sharing first place share
    the matching plus (mean, rounded up, as R-PLACEMENT shares points)."""
    racks = [parse_faces("R5"), parse_faces("K5"), parse_faces("J"), parse_faces("O5")]
    winners, lines = scoring.score_pool_empty_club(racks, [True, True, False, True],
                                                   [False, False, True, True], 30, True)
    assert winners == (0, 1, 3)
    assert [line.score for line in lines] == [-5 + 67, -5 + 67, -200, -5 + 67]


def test_r_no_meld_player_cannot_win_by_rack_sum_after_pool_empty():
    """Club 19.2 with 11.4: R1 is the lowest rack, but its player never melded:
    he scores his flat −100 and the lowest rack of a melded player wins."""
    racks = [parse_faces("R1"), parse_faces("K10 K10"), parse_faces("O13")]
    winners, lines = scoring.score_pool_empty_club(racks, [False, True, True], [False, False, False], 30, True)
    assert winners == (2,) and [line.score for line in lines] == [-100, -20, -13 + 100]


def test_r_pool_empty_nobody_melded_first_place_by_the_flat_amounts_without_plus():
    """Nobody can win by rack sum: first place goes by the R-NO-MELD amounts
    (those who could not have melded share it), and nobody gets a plus."""
    racks = [parse_faces("R1"), parse_faces("K10 K11 K12"), parse_faces("O13")]
    for score in (scoring.score_pool_empty_club, scoring.score_pool_empty_original):
        winners, lines = score(racks, [False] * 3, [False, True, False], 30, True)
        assert winners == (0, 2) and [line.score for line in lines] == [-100, -200, -100]


def test_r_pool_empty_original_equal_lowest_racks_share_first_and_the_plus():
    racks = [parse_faces("R5"), parse_faces("K5"), parse_faces("B10")]
    winners, lines = scoring.score_pool_empty_original(racks, [True] * 3, [False] * 3, 50, True)
    assert winners == (0, 1) and [line.score for line in lines] == [3, 3, -5]


def test_r_pool_empty_club_game_with_a_tie_has_two_winners():
    """A club game ending by R-POOL-EMPTY with two equal racks: ``winners`` holds
    both, ``winner`` the first of them, the view shows both."""
    game = Game(3, seed=4, settings=CLUB, starter=0)
    rig(game, ["K1 K2", "O3", "B3"], pool=1)
    game.pool = ids("R13", [t for rack in game.racks for t in rack])
    game.melded = [True] * 3
    game.draw()
    game.pass_turn(); game.pass_turn(); game.pass_turn()
    assert game.finished and game.winners == (1, 2) and game.winner == 1
    assert game.result.scores == [-16, -3, -3] and game.view().winners == (1, 2)
