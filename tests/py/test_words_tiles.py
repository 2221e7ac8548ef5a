"""The letter-tile box and its text forms (W-TILES, word 7), and how a turn
written in letters is read into tile ids (rules/words/notation.py)."""

from collections import Counter

import pytest

from rules.tiles import NotationError
from rules.words.notation import read_turn
from rules.words.tiles import (ALL_TILE_IDS, JOKER, JOKER_IDS, LETTERS, check_box, face_ids, face_of,
                               format_rack, format_word, letter_of, parse_rack, parse_word, spell)

WORD_7 = ("A6 B2 C4 D6 E12 F3 G3 H5 I8 J1 K3 L4 M4 N9 O4 P1 Q1 R6 S8 T4 U6 V1 W2 X1 Y1 Z2 Ä1 Ö1 Ü1")


def test_w_tiles_box_is_the_112_tiles_of_word_7():
    """W-TILES: 110 letter tiles as word 7 lists them, and 2 jokers; every tile its own id."""
    counts = Counter(letter_of(face_of(tile)) for tile in ALL_TILE_IDS)
    assert len(ALL_TILE_IDS) == 112 and counts["*"] == 2
    assert " ".join(f"{letter}{counts[letter]}" for letter in LETTERS) == WORD_7
    assert [face_of(tile) for tile in JOKER_IDS] == [JOKER, JOKER]
    assert sorted(tile for face in range(len(LETTERS) + 1) for tile in face_ids(face)) == list(ALL_TILE_IDS)
    assert all(face_of(tile) == face for face in range(len(LETTERS) + 1) for tile in face_ids(face))


def test_w_tiles_no_eszett_and_umlauts_are_letters_of_their_own():
    """W-TILES (decision): no ß tile (STRASSE is laid with SS); Ä, Ö, Ü are their
    own letters, AE does not stand in for Ä, and a real UE (FEUER) is just U, E."""
    with pytest.raises(NotationError) as refused:
        parse_word("STRAßE")
    assert refused.value.token == "ß" and "SS" in str(refused.value)
    with pytest.raises(NotationError):
        parse_rack("STRAẞE")
    assert [LETTERS[face] for face, _ in parse_word("STRASSE")] == list("STRASSE")
    assert [face for face, _ in parse_word("HÄUSER")] != [face for face, _ in parse_word("HAEUSER")]
    assert parse_word("HÄUSER")[1] == (LETTERS.index("Ä"), False)
    assert [LETTERS[face] for face, _ in parse_word("FEUER")] == list("FEUER")


def test_w_tiles_text_forms_joker_lower_case_on_the_table_star_on_the_rack():
    """A word in capitals, a joker on the table as the lower-case letter it stands
    for (GARTeN, also ä), a joker on a rack as * (case does not matter on a rack)."""
    glyphs = parse_word("GARTeN")
    assert glyphs[4] == (LETTERS.index("E"), True) and not any(joker for _, joker in glyphs[:4])
    assert parse_word(" äRGER ")[0] == (LETTERS.index("Ä"), True)
    assert parse_rack("vertagh *") == parse_rack("VERTAGH*") and parse_rack("*")[0] == JOKER
    assert parse_word("A\u0308RGER") == parse_word("ÄRGER")  # a decomposed Ä is the same letter
    table, _, rack = read_turn(["GARTeN"], ["GARTeN"], "VERTAGH*")
    assert format_word(table.words[0], table.jokers) == "GARTeN"
    assert spell(table.words[0], table.jokers) == "GARTEN"
    assert format_rack(rack) == "VERTAGH*"


@pytest.mark.parametrize("text, token", [("TE*T", "*"), ("A1", "1"), ("HAUS TÜR", " "), ("ﬆ", "ﬆ"), ("", "")])
def test_w_tiles_a_word_that_is_no_tiles_is_refused_naming_the_character(text, token):
    with pytest.raises(NotationError) as refused:
        parse_word(text)
    assert refused.value.token == token


def test_w_tiles_more_than_the_box_holds_is_refused():
    """W-TILES: one P, two jokers, twelve E in the box."""
    with pytest.raises(NotationError, match="3 jokers: the box holds only 2"):
        check_box([JOKER] * 3)
    with pytest.raises(NotationError, match="2 P tiles"):
        read_turn(["SPIEL"], ["SPIEL", "SPIELT"], "SPIELT")
    with pytest.raises(NotationError, match="13 E tiles"):
        read_turn([], ["E" * 13], "")
    read_turn(["SPIEL"], ["SPIEL", "SpIELT"], "S*IELT")  # the second P is a joker


def test_reading_keeps_whole_words_and_shared_runs_on_their_tiles():
    """Whole words keep their tiles; FERNREISE takes REI, FE and then N of REIFEN,
    so AHORN and HUT are the rack's (word 5)."""
    before, after, rack = read_turn(["REIFEN", "HUT"], ["AHORN", "HUT", "FERNREISE"], "AHORNRSEX")
    assert after.words[1] == before.words[1]
    assert set(after.words[2]) >= set(before.words[0])
    assert set(after.words[0]) <= set(rack)
    added = set(after.words[2]) - set(before.words[0])
    assert len(added) == 3 and added <= set(rack)


def test_reading_matches_jokers_table_first_and_gives_their_letters():
    """A lower-case letter at the end is a table joker if one is left, else a rack joker."""
    before, after, rack = read_turn(["TEsT", "AST"], ["TEXT", "mAST", "HUt"], "XHU*")
    table_joker = before.words[0][2]
    assert before.jokers == {table_joker: LETTERS.index("S")}
    assert after.words[1][0] == table_joker and after.words[2][2] == rack[3]
    assert after.jokers == {table_joker: LETTERS.index("M"), rack[3]: LETTERS.index("T")}
    assert after.words[0][:2] == before.words[0][:2] and after.words[0][3] == before.words[0][3]


def test_reading_gives_a_letter_on_neither_table_nor_rack_a_tile_of_the_box():
    """Such a tile is neither the table's nor the rack's: the check refuses it (W-TILES)."""
    before, after, rack = read_turn(["HUT"], ["HUT", "BAUM"], "BAU")
    tiles = set(before.words[0]) | set(rack)
    assert [tile in tiles for tile in after.words[1]] == [True, True, True, False]
