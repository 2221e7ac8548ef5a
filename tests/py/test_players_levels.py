"""How the four levels differ (issue #4): Beginner never rearranges (R-REARRANGE)
and makes mistakes, Casual is greedy by tiles, Club keeps its jokers
(R-JOKER-FREE) unless it goes out or the pool is empty (R-POOL-EMPTY),
Master searches; labels in English and German."""

import pytest

from game.players import LEVELS, choose_move, master
from game.settings import LEVELS as SETTINGS_LEVELS
from game.players.seen import Seen
from game.players.worlds import World
from rules import sets
from rules.observation import Observation, observe
from rules.solver import best_play
from rules.tiles import face_ids, face_of, parse_faces

from players_positions import positions


def observation(table, rack, pool_size=40, melded=True, counts_other=10, final_turns=None):
    """Player 0 of 2 to move with this table and rack (notation)."""
    used = set()

    def ids(text):
        out = []
        for face in parse_faces(text):
            tile = next(t for t in face_ids(face) if t not in used)
            used.add(tile)
            out.append(tile)
        return tuple(out)

    table_ids = tuple(ids(part) for part in table.split("|")) if table else ()
    rack_ids = ids(rack)
    return Observation(player=0, players=2, current=0, rack=rack_ids, table=table_ids, pool_size=pool_size,
                       melded=(melded, True), counts=(len(rack_ids), counts_other), last_move="draw",
                       turns_played=20, final_turns=final_turns, joker_value=30, finished=False)


def laid(seen, move):
    if move.action != "play":
        return []
    before = {t for tiles in seen.table for t in tiles}
    return sorted(face_of(t) for tiles in move.table for t in tiles if t not in before)


JOKER_ONLY_FITS = observation("R5 R6 R7", "J B9 K2 O11")


def test_casual_lays_the_joker_club_and_master_keep_it():
    assert laid(JOKER_ONLY_FITS, choose_move(JOKER_ONLY_FITS, "casual", 1)) == [52]
    for level in ("club", "master"):
        assert choose_move(JOKER_ONLY_FITS, level, 1).action == "draw"


@pytest.mark.parametrize("level", ["casual", "club", "master"])
def test_going_out_with_the_joker(level):
    seen = observation("R5 R6 R7", "J R8")
    assert laid(seen, choose_move(seen, level, 1)) == [7 + 13 * 3, 52]  # R8 and the joker


def test_with_the_pool_empty_club_lays_its_joker():
    seen = observation("R5 R6 R7", "J K2 O11", pool_size=0, final_turns=2)
    assert laid(seen, choose_move(seen, "club", 1)) == [52]
    assert choose_move(observation("R5 R6 R7", "K2 O11", pool_size=0, final_turns=2), "club", 1).action == "pass"


def test_club_melds_without_jokers():
    seen = observation("", "J K10 K11 K12 O12 B12 R1", melded=False)
    assert laid(seen, choose_move(seen, "casual", 1)) == sorted(parse_faces("J K10 K11 K12 O12 B12"))
    club = laid(seen, choose_move(seen, "club", 1))
    assert len(club) == 3 and 52 not in club  # 30+ without the joker, which it keeps


def test_club_plays_for_points_when_an_opponent_is_nearly_out():
    seen = observation("R5 R6 R7 | B11 O11 K11", "R4 R11 K1 K2", counts_other=2)
    assert laid(seen, choose_move(seen, "casual", 1)) == sorted(parse_faces("R4 R11"))
    assert laid(seen, choose_move(seen, "club", 1)) == sorted(parse_faces("R4 R11"))


def test_beginner_never_rearranges_and_sometimes_overlooks_a_play():
    draws_while_able = 0
    for index, game in enumerate(positions(12, players=2, seed=3)):
        seen = observe(game, game.current)
        move = choose_move(seen, "beginner", index)
        if move.action == "play":
            new_sets = [set(tiles) for tiles in move.table]
            for tiles in seen.table:  # every old set still whole inside one new set
                assert any(set(tiles) <= new for new in new_sets)
        elif best_play([[face_of(t) for t in s] for s in seen.table], [face_of(t) for t in seen.rack],
                       seen.melded[seen.player]).count:
            draws_while_able += 1
    assert draws_while_able  # a beginner's mistake


def test_levels_play_differently():
    games = positions(16, players=2, seed=4)
    moves = {level: [choose_move(observe(g, g.current), level, i) for i, g in enumerate(games)] for level in LEVELS}
    for weaker, stronger in (("beginner", "casual"), ("club", "master")):
        assert moves[weaker] != moves[stronger]  # casual vs club: the joker tests above
    for level, move_list in moves.items():
        assert {m.action for m in move_list} <= {"play", "draw", "pass"}


def test_the_levels_are_named_once_for_the_app_the_same_in_every_german_text():
    from game.i18n import text
    from game.tournament.texts import TEXTS

    assert tuple(LEVELS) == SETTINGS_LEVELS
    assert [text("en", f"level_{level}") for level in LEVELS] == ["Beginner", "Casual", "Club", "Master"]
    german = [text("de", f"level_{level}") for level in LEVELS]
    assert german == ["Anfänger", "Hobby", "Klub", "Meister"]
    assert [TEXTS("de", f"kind_{level}") for level in LEVELS] == [f"Computer · {name}" for name in german]
    assert "„Hobby“" in text("de", "ai_on_page")  # the strongest level thinking on the page is Casual


def test_master_past_its_work_limit_keeps_clubs_play(monkeypatch):
    """A world that runs past WORK_LIMIT is left out; with none finished,
    Master plays Club's move (bounded thinking, issue #4)."""
    games = positions(16, players=2, seed=4)
    decide = lambda level: [choose_move(observe(g, g.current), level, i) for i, g in enumerate(games)]  # noqa: E731
    club, searched = decide("club"), decide("master")
    monkeypatch.setattr(master, "WORK_LIMIT", 0)
    capped = decide("master")
    assert capped == club and searched != club


def test_master_values_a_pool_empty_end_by_the_rules_r_no_meld_and_shared_first():
    """Master's playouts score an ending with the engine's scoring (rules.scoring):
    an opponent under R-NO-MELD cannot win by rack sum (R-POOL-EMPTY club), and a
    shared first place lies between a win and a loss."""
    seen = Seen(observation("", "K5", pool_size=0, final_turns=1))
    faces = lambda text: list(parse_faces(text))  # noqa: E731
    never_melded = master._ending_value(seen, [faces("R1"), faces("K5")], [False, True], 1)
    assert never_melded == master.WIN + master.POINT_WEIGHT * (-5 + 100)
    tied = master._ending_value(seen, [faces("R5"), faces("O5")], [True, True], 1)
    assert tied == master.POINT_WEIGHT * -5  # first place shared by two: halfway
    lost = master._ending_value(seen, [faces("R4"), faces("O5")], [True, True], 1)
    assert lost == -master.WIN + master.POINT_WEIGHT * -5


def test_master_values_its_own_r_no_meld_loss_and_the_original_play_on_end():
    """Without his meld Master loses 200 if he could have melded (R-NO-MELD: his own rack,
    K8 K9 K10 = 27 is not enough, with K11 it is); under `original` a full round without a
    play ends the playout (R-POOL-EMPTY original), scored as the engine scores it."""
    for rack, flat in (("K8 K9 K10 O2", -100), ("K8 K9 K10 K11", -200)):
        seen = Seen(observation("", rack, melded=False))
        assert seen.could_meld is (flat == -200)
        out = master._ending_value(seen, [[], list(parse_faces(rack))], [True, False], 1, out=0)
        assert out == -master.WIN + master.POINT_WEIGHT * flat
    assert not Seen(observation("", "K8 K9 K10 K11", melded=True)).could_meld
    original = Seen(observation("", "K2", pool_size=0)._replace(pool_empty="play_on", joker_value=50))
    world = World((list(parse_faces("R9 O7")),), [])
    value = master._playout(original, world, None, master.ENDGAME_TURNS, True, [0])
    assert value == master.WIN + master.POINT_WEIGHT * (16 - 2)


def four_players(rack, melded=False, counts=(14, 14, 14), pool_size=40):
    """Player 0 of 4 to move (notation), empty table."""
    ids = tuple(face_ids(face)[0] for face in parse_faces(rack))  # one tile of each face
    return Observation(player=0, players=4, current=0, rack=ids, table=(), pool_size=pool_size,
                       melded=(melded, True, True, True), counts=(len(ids), *counts), last_move="draw",
                       turns_played=12, final_turns=None, joker_value=30, finished=False)


ONLY_A_JOKER_MELDS = "J K9 K10 R2 O5 B7 B13 O1"  # K9 K10 J = 30 (R-MELD30); nothing without the joker


def test_club_melds_with_a_joker_once_the_game_may_end_soon_r_no_meld():
    """A joker kept back while an opponent is close to going out risks -200
    (R-NO-MELD: he could have melded): Club then melds with the joker; with
    the game young it keeps the joker (R-JOKER-FREE) and draws."""
    young = four_players(ONLY_A_JOKER_MELDS)
    assert choose_move(young, "club", 1).action == "draw"
    late = four_players(ONLY_A_JOKER_MELDS, counts=(14, 6, 12))
    assert laid(late, choose_move(late, "club", 1)) == sorted(parse_faces("K9 K10 J"))


def test_master_lays_an_initial_meld_once_the_game_may_end_soon_r_meld30():
    """With an opponent close to going out Master does not hold back an initial
    meld it can lay (R-MELD30; R-NO-MELD: -200 if the game ends first),
    whatever its playouts say of drawing."""
    for rack, counts in (("K10 K11 K12 R1 B3 O7 O9 R13", (14, 6, 14)), (ONLY_A_JOKER_MELDS, (3, 12, 12))):
        seen = four_players(rack, counts=counts)
        for seed in range(3):
            move = choose_move(seen, "master", seed)
            assert move.action == "play"
            assert sum(sets.points([face_of(t) for t in tiles]) for tiles in move.table) >= 30
