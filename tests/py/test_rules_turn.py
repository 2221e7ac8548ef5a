"""Turn checking: R-TURN, R-MELD30, R-REARRANGE, R-TAKEBACK, R-JOKER-FREE (club 11, 13, 14)."""

import pytest

from rules.messages import MESSAGES, message
from rules.tiles import parse_faces, parse_table
from rules.turn import check_rearrangement, check_turn, invalid_set_rule


def verdict(before, after, rack, melded=True):
    return check_turn(parse_table(before), parse_table(after), parse_faces(rack), melded)


def test_r_turn_nothing_played_is_no_turn():
    assert verdict("R1 R2 R3", "R1 R2 R3", "K5").rule == "R-TURN"


def test_r_rearrange_without_rack_tile_is_no_turn():
    """Club 13.1: rearranging without playing a rack tile is not a turn."""
    assert verdict("R1 R2 R3 R4 R5 R6", "R1 R2 R3 | R4 R5 R6", "K5").rule == "R-REARRANGE"


def test_r_rearrange_may_stand_with_a_draw_club_13_1():
    """Club 13.1: rearranging without a rack tile is allowed (not a turn: he draws).
    Legal with a draw: the table unchanged, or after the initial meld every table
    tile kept, none added and every set valid."""
    def stands(before, after, melded=True):
        return check_rearrangement(parse_table(before), parse_table(after), melded)

    assert stands("R1 R2 R3 R4 R5 R6", "R1 R2 R3 | R4 R5 R6").legal
    assert stands("R4 R5 R6 R7 | K4 O4 B4", "R5 R6 R7 | K4 O4 B4 R4").legal
    assert stands("R1 R2 R3 R4 R5 R6", "R6 R5 R4 R3 R2 R1", melded=False).legal  # unchanged
    assert stands("R1 R2 R3 R4 R5 R6", "R1 R2 R3 | R4 R5 R6", melded=False).rule == "R-MELD30"
    assert stands("R1 R2 R3 R4 R5 R6", "R1 R2 | R3 R4 R5 R6").rule == "R-RUN"
    assert stands("R1 R2 R3 R4 R5 R6", "R1 R2 R3 | R4 R5 R6 | K9").rule == "R-TURN"  # a rack tile laid
    assert stands("R1 R2 R3 R4 R5 R6", "R1 R2 R3 | R4 R5 R6 R7").rule == "R-TURN"
    assert stands("R1 R2 R3 R4 R5 R6", "R2 R3 R4 | R5 R6 R7").rule == "R-TAKEBACK"
    assert stands("R5 J R7 | K1 K2 K3", "R5 R6 R7 | K1 K2 K3").rule == "R-JOKER-FREE"


def test_r_rearrange_split_a_run_and_add():
    assert verdict("R1 R2 R3 R4 R5 R6", "R1 R2 R3 | R4 R5 R6 R7", "R7 K1").legal
    assert verdict("R4 R5 R6 | K4 O4 B4", "R4 R5 R6 R7 | K4 O4 B4 R4", "R7 R4").legal


def test_r_rearrange_every_set_valid_at_the_end():
    result = verdict("R1 R2 R3", "R1 R2 | R3 R4", "R4")
    assert result.rule == "R-RUN" and result.bad_set == 0
    assert verdict("K4 O4 B4", "K4 O4 B4 B4", "B4").rule == "R-GROUP"


@pytest.mark.parametrize("faces, rule", [
    ("B8 B2 K8", "R-GROUP"),   # a teacher's playtest: a child's group, explained as a run
    ("R10 B11 K12", "R-RUN"),  # numbers that follow on, colours mixed
    ("B8 B9 K8", "R-RUN"), ("R5 R5 R6", "R-RUN"), ("K8 O8 B8 K8", "R-GROUP"), ("J J", "R-RUN"),
])
def test_an_invalid_set_is_explained_by_the_rule_it_comes_nearest_to(faces, rule):
    assert invalid_set_rule(parse_faces(faces)) == rule


def test_r_takeback_table_tile_never_goes_to_the_rack():
    """Club 11.3: a tile that was on the table stays on the table."""
    assert verdict("R1 R2 R3 R4", "R1 R2 R3 | K9 O9 B9", "K9 O9 B9").rule == "R-TAKEBACK"


def test_r_joker_free_joker_must_stay_on_the_table():
    """Club 14.4.1: a freed joker is used again in the same turn, never to a rack."""
    assert verdict("R5 J R7", "R5 R6 R7", "R6").rule == "R-JOKER-FREE"
    # Freed by R6 from the rack, reused in a new group with K9 O9 (club 14.4).
    assert verdict("R5 J R7", "R5 R6 R7 | K9 O9 J", "R6 K9 O9").legal


def test_r_joker_free_swap_in_a_group_club_14_6():
    """In a 3-group the joker may be swapped for a missing colour (club 14.6)."""
    assert verdict("K8 O8 J", "K8 O8 R8 | B2 B3 J", "R8 B2 B3").legal


def test_r_meld30_new_sets_from_rack_worth_30():
    assert verdict("", "R9 R10 R11", "R9 R10 R11 K1", melded=False).legal  # exactly 30
    assert verdict("", "R8 R9 R10", "R8 R9 R10", melded=False).rule == "R-MELD30"  # 27
    assert verdict("", "K5 O5 B5 | R1 R2 R3", "K5 O5 B5 R1 R2 R3", melded=False).rule == "R-MELD30"  # 21
    assert verdict("", "K10 O10 B10 | R1 R2 R3", "K10 O10 B10 R1 R2 R3", melded=False).legal  # 36


def test_r_meld30_joker_counts_the_tile_it_stands_for():
    assert verdict("", "J K13 O13", "J K13 O13", melded=False).legal  # 39
    assert verdict("", "R9 J R11", "R9 J R11", melded=False).legal  # 30


def test_r_meld30_table_untouched_in_the_meld_turn():
    """Club 11.1 / 14.5: no adding, rearranging or joker taking in the meld turn."""
    rule = verdict("R1 R2 R3", "R1 R2 R3 R4 | K10 O10 B10", "R4 K10 O10 B10", melded=False).rule
    assert rule == "R-MELD30"
    assert verdict("R1 R2 R3", "R1 R2 R3 | K10 O10 B10", "K10 O10 B10", melded=False).legal


def test_r_tiles_only_from_the_rack():
    assert verdict("", "K10 O10 B10", "K10 O10", melded=True).rule == "R-TILES"


def test_messages_exist_in_german_and_english_for_every_rule():
    assert MESSAGES.missing() == []
    for rule in MESSAGES.table:
        assert MESSAGES("en", rule) != MESSAGES("de", rule), rule
    assert "30" in message("R-MELD30", "de")
