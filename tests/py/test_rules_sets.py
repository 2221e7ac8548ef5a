"""Sets: R-RUN, R-GROUP, R-JOKER, and the notation they are written in (R-NOTATION, R-TILES)."""

import pytest

from rules import sets
from rules.tiles import (ALL_TILE_IDS, JOKER, NotationError, assign_ids, check_box, face_of, format_faces,
                         format_table, parse_faces, parse_set, parse_table)


def faces(text):
    return parse_faces(text)


def test_r_tiles_box_has_106_distinct_tiles():
    """R-TILES: 4 colours × 13 numbers × 2 copies + 2 jokers, each tile its own id."""
    assert len(ALL_TILE_IDS) == 106 == len(set(ALL_TILE_IDS))
    shown = [face_of(t) for t in ALL_TILE_IDS]
    assert shown.count(JOKER) == 2
    assert all(shown.count(face) == 2 for face in range(52))


@pytest.mark.parametrize("text, canonical", [
    ("r7 k13 j", "R7 K13 J"), ("  O1   B12 ", "O1 B12"), ("J", "J")])
def test_r_notation_case_insensitive_in_canonical_out(text, canonical):
    """R-NOTATION: input case-insensitive, output canonical upper case, round-trip exact."""
    assert format_faces(parse_faces(text)) == canonical
    assert format_faces(parse_faces(canonical)) == canonical


def test_r_notation_table_round_trip():
    text = "R5 R6 J | K13 O13 B13"
    assert format_table(parse_table(text)) == text
    assert parse_table("") == [] and parse_table("   ") == []


@pytest.mark.parametrize("text, token", [("X9", "X9"), ("R14", "R14"), ("R0", "R0"), ("7R", "7R"), ("R", "R"), ("R²", "R²"), ("R0013", "R0013"),
                                         pytest.param("R" + "1" * 5000, "R" + "1" * 5000, id="5000-digits")])
def test_r_notation_malformed_tile_names_the_token(text, token):
    with pytest.raises(NotationError) as error:
        parse_set(text)
    assert error.value.token == token and token in str(error.value)


def test_r_notation_empty_set_and_too_many_jokers():
    with pytest.raises(NotationError):
        parse_table("R1 R2 R3 | | K1 K2 K3")
    with pytest.raises(NotationError) as error:
        check_box(parse_faces("J J J"))
    assert error.value.token == "J"
    with pytest.raises(NotationError):
        check_box(parse_faces("R5 R5 R5"))


@pytest.mark.parametrize("text, expected", [
    ("R1 R2 R3", ("run",)),
    ("R11 R12 R13", ("run",)),
    ("K1 K2 K3 K4 K5 K6 K7 K8 K9 K10 K11 K12 K13", ("run",)),
    ("R12 R13 R1", ()),  # R-RUN: 13-1 never joins
    ("R1 R2", ()),
    ("R1 R2 R2", ()),
    ("R1 B2 R3", ()),
    ("R5 R7 R8", ()),
])
def test_r_run(text, expected):
    assert sets.kinds(faces(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("K7 O7 B7", ("group",)),
    ("K7 O7 B7 R7", ("group",)),
    ("K7 O7 K7", ()),  # club 13.3: no colour twice
    ("K7 O7 B7 R7 J", ()),  # at most 4
    ("K7 O7 B8", ()),
])
def test_r_group(text, expected):
    assert sets.kinds(faces(text)) == expected


def test_r_joker_one_tile_two_jokers_is_run_and_group_club_13_2_13_3():
    """Club 13.2/13.3: one tile and two jokers is valid as run or group, the player chooses."""
    assert sets.kinds(faces("B5 J J")) == ("run", "group")
    assert sets.points(faces("J J K13")) == 39  # as a group: 13 × 3
    assert sets.points(faces("R1 J J")) == 6  # as the run 1-2-3
    assert {kind for kind, _ in sets.interpretations(faces("B5 J J"))} == {"run", "group"}


def test_r_joker_fills_gaps_and_ends():
    assert sets.kinds(faces("R5 J R7")) == ("run",)
    assert sets.points(faces("R5 J R7")) == 18
    assert sets.points(faces("R12 R13 J")) == 36  # the joker can only be R11
    assert format_faces(sets.display_order(faces("R13 J R12"))) == "J R12 R13"
    assert sets.kinds(faces("K7 J B7 R7")) == ("group",)
    assert sets.kinds(faces("R5 J R8")) == ()


def test_r_joker_any_assignment_counts():
    """R-JOKER: valid iff SOME assignment works; every reading is listed."""
    readings = sets.interpretations(faces("K9 J J"))
    assert ("group", tuple(faces("K9 O9 B9"))) in readings
    assert ("run", tuple(faces("K9 K10 K11"))) in readings
    assert ("run", tuple(faces("K7 K8 K9"))) in readings


def test_r_tiles_assign_ids_keeps_table_tiles_on_the_table():
    table = [[0, 1, 2]]  # K1 K2 K3 (copy 0)
    rack = [52, 3, 104]  # K1 (copy 1), K4, joker
    new = assign_ids([parse_faces("K1 K2 K3 K4"), parse_faces("J")], table, rack)
    assert new == [[0, 1, 2, 3], [104]]
    with pytest.raises(ValueError, match="K5"):
        assign_ids([parse_faces("K5")], table, rack)
