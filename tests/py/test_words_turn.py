"""The word turn: W-FIRST, W-CHANGE, W-WORD, W-JOKER, W-STEM, W-SCORE, W-EMPTY.

Every example of the source (word 4.3-5) and of word-rules-spec.md is a test
here; the lexicon is a fixture (tests/py/word_lexicon.py). Tables are written
in the text form: a joker on the table in lower case (TEsT), on a rack ``*``.
"""

import random
from collections import Counter

import pytest

from rules.tiles import NotationError
from rules.words.messages import WORD_MESSAGES
from rules.words.notation import read_turn
from rules.words.tiles import JOKER_IDS, LETTERS
from rules.words.turn import WordTable, check_turn
from word_lexicon import lexicon  # noqa: F401  (the fixture)


def check(lexicon, before, after, rack, first=False):
    """The verdict on a turn written as words; ``first``: this turn lays the player's first word."""
    table, proposed, tiles = read_turn(before, after, rack)
    return check_turn(table, proposed, tiles, not first, lexicon)


def refusal(verdict):
    return verdict.rule, verdict.key, verdict.word


# -- the source's examples (word 4.3 to 5) -----------------------------------

def test_w_joker_w_score_testspiel_joker_replaced_and_letters_added_scores_9_word_4_3(lexicon):
    """TEST (S = joker): the joker replaced by S, and S(joker = P)IEL laid on: TESTSPIEL, full points."""
    verdict = check(lexicon, ["TEsT"], ["TESTSpIEL"], "SSIELAB")
    assert verdict.legal and verdict.score == 9


def test_w_change_words_with_jokers_may_be_extended_split_shortened_dissolved_word_4_3(lexicon):
    """Word 4.3 item 4 and W-CHANGE: a word with a joker is changed like any other."""
    assert check(lexicon, ["FERNREIsE"], ["FERN", "REIsEN"], "NX").score == 6  # split and extended
    assert check(lexicon, ["MAsT"], ["AsT", "MAUS"], "AUSX").score == 4  # shortened: M goes to MAUS
    assert check(lexicon, ["HUT", "AsT", "RAUM"], ["HUT", "TRAUM", "HAUs"], "HUX").score == 4  # AsT dissolved


def test_w_stem_spiel_on_the_table_forbids_spielen_and_spielt_word_4_4(lexicon):
    """"Auf dem Tisch liegt SPIEL": neither SPIELEN nor SPIELT may be laid (the box
    has one P, so a second SPIEL-word needs a joker), nor SPIEL + EN = SPIELEN."""
    assert refusal(check(lexicon, ["SPIEL"], ["SPIEL", "SpIELT"], "S*IELTX")) == ("W-STEM", "stem-table", "SPIELT")
    assert refusal(check(lexicon, ["SPIEL"], ["SPIEL", "SpIELEN"], "S*IELENX")) == \
        ("W-STEM", "stem-table", "SPIELEN")
    extended = check(lexicon, ["SPIEL"], ["SPIELEN"], "ENX")
    assert refusal(extended) == ("W-STEM", "stem-table", "SPIELEN") and extended.other == "SPIEL"
    assert extended.text("de") == "SPIELEN: derselbe Wortstamm wie SPIEL, das schon liegt: jedes Wort nur einmal (W-STEM)."


def test_w_stem_spielgruppe_is_a_new_word_word_4_4(lexicon):
    """"SPIELGRUPPE wäre aber ein neues Wort und somit erlaubt" (the two more Ps are jokers)."""
    verdict = check(lexicon, ["SPIEL"], ["SPIELGRUppE"], "GRU**EX")
    assert verdict.legal and verdict.score == 11


def test_w_stem_inflected_forms_allowed_while_their_stem_is_not_on_the_table_word_4_4(lexicon):
    """Singular, plural and inflected forms are allowed (spielt - spielen, lernt - lernen)
    as long as the stem is not on the table, and never two of one stem in a turn."""
    for word in ("SPIELT", "SPIELEN", "LERNT", "LERNEN"):
        assert check(lexicon, ["HUT"], ["HUT", word], word + "X").score == len(word)
    both = check(lexicon, ["HUT"], ["HUT", "SPIELT", "SpIELEN"], "SPIELTS*IELENX")
    assert refusal(both) == ("W-STEM", "stem-turn", "SPIELEN") and both.other == "SPIELT"
    assert refusal(check(lexicon, ["LERNT"], ["LERNT", "LERNEN"], "LERNENX")) == ("W-STEM", "stem-table", "LERNEN")


def test_w_word_proper_nouns_foreign_words_abbreviations_are_refused_word_4_4(lexicon):
    """W-WORD: the lexicon's reason becomes the refusal, naming the word."""
    assert refusal(check(lexicon, ["HUT"], ["HUT", "BERLIN"], "BERLINX")) == ("W-WORD", "word-name", "BERLIN")
    assert refusal(check(lexicon, ["HUT"], ["HUT", "LKW"], "LKWX")) == ("W-WORD", "word-abbreviation", "LKW")
    assert refusal(check(lexicon, ["HUT"], ["HUT", "HAEUSER"], "HAEUSERX")) == ("W-WORD", "word-unknown", "HAEUSER")
    assert check(lexicon, ["HUT"], ["HUT", "HÄUSER"], "HÄUSERX").legal
    assert check(lexicon, ["HUT"], ["HUT", "STEIN"], "STEINX").legal  # also a surname, but an ordinary word


def test_w_empty_longest_word_doubled_others_score_nothing_word_4_5_and_5(lexicon):
    """A-H-O-R-N-H-U-T-R-S-E on the rack, REIFEN on the table: AHORN, HUT and with
    R, S, E from REIFEN the new word FERNREISE: 9 points, doubled for the empty rack."""
    verdict = check(lexicon, ["REIFEN"], ["AHORN", "HUT", "FERNREISE"], "AHORNHUTRSE")
    assert verdict.legal and verdict.score == 18


def test_w_score_verlieben_scores_9_with_the_letters_already_on_the_table_word_5(lexicon):
    """LIEBEN gives six points; laying VER before it gives VERLIEBEN, nine."""
    assert check(lexicon, [], ["LIEBEN"], "LIEBENX", first=True).score == 6
    assert check(lexicon, ["LIEBEN"], ["VERLIEBEN"], "VERTAGH").score == 9


def test_w_score_only_replacing_a_joker_scores_nothing_word_5(lexicon):
    """TEST (S = joker) becomes TEXT: no points; the freed joker goes into AST
    (MAST), which holds no rack tile and scores nothing on that account either."""
    verdict = check(lexicon, ["TEsT", "AST"], ["TEXT", "mAST"], "XB")
    assert verdict.legal and verdict.score == 0
    assert check(lexicon, ["HUt", "RAUM"], ["HUT", "tRAUM"], "TX").score == 0  # TRAUM only receives the joker


def test_w_score_replacing_a_joker_and_adding_letters_full_points_unless_a_longer_word_word_5(lexicon):
    """Full points for TESTSPIEL, "wenn er kein anderes längeres Wort in diesem Zug auslegt"."""
    assert check(lexicon, ["TEsT"], ["TESTSpIEL", "HUT"], "SSIELHUTX").score == 9
    assert check(lexicon, ["TEsT"], ["TESTSpIEL", "KINDERGARTEN"], "SSIELKINDERGARTENX").score == 12


# -- the spec's rules -----------------------------------------------------------

def test_w_first_first_word_at_least_6_letters_from_the_own_rack(lexicon):
    """W-FIRST: the first word has ≥ 6 letters; further words that turn come from the rack, ≥ 3 letters."""
    assert check(lexicon, [], ["SPIELT"], "SPIELTX", first=True).score == 6
    assert check(lexicon, ["MAUS"], ["MAUS", "SPIELT", "HUT"], "SPIELTHUTX", first=True).score == 6
    assert refusal(check(lexicon, [], ["LIST"], "LISTX", first=True)) == ("W-FIRST", "first-short", "")
    assert refusal(check(lexicon, ["MAUS"], ["MAUS", "HUT", "AST"], "HUTASTX", first=True))[:2] == \
        ("W-FIRST", "first-short")


def test_w_first_no_change_to_the_table_before_the_first_word(lexicon):
    """W-FIRST: before his first word a player may not touch the table, not even
    in the turn he lays it (no letter taken, no joker exchanged)."""
    assert refusal(check(lexicon, ["AST"], ["MAST"], "M", first=True)) == ("W-FIRST", "first-table", "AST")
    assert refusal(check(lexicon, ["AST"], ["SPIELER", "MAST"], "SPIELERM", first=True)) == \
        ("W-FIRST", "first-table", "AST")
    assert refusal(check(lexicon, ["TEsT", "AST"], ["TEST", "mAST", "SPIELER"], "SSPIELER", first=True)) == \
        ("W-FIRST", "first-table", "TEST")
    assert check(lexicon, ["AST"], ["SPIELER", "MAST"], "SPIELERM").legal  # after the first word: allowed


def test_w_first_every_word_at_least_3_letters_at_the_end_of_every_turn(lexicon):
    """W-FIRST: leftovers count too: MAST - M = AST stands, MAUS - U,S = MA does not."""
    assert check(lexicon, ["MAST"], ["AST", "MAUS"], "AUSX").legal
    verdict = check(lexicon, ["MAUS"], ["MA", "HUTS"], "HTX")
    assert refusal(verdict) == ("W-FIRST", "short", "MA") and verdict.bad_word == 0


def test_w_change_the_spec_examples(lexicon):
    """W-CHANGE: LIEBEN - L,I = EBEN and L,I + S,T = LIST; MAST - M = AST, AHORN - A = HORN,
    M,A + U,S = MAUS; REIFEN + R,S,E = FERNREISE (scores count one word: W-SCORE)."""
    assert check(lexicon, ["LIEBEN"], ["EBEN", "LIST"], "STX").score == 4
    assert check(lexicon, ["MAST", "AHORN"], ["AST", "HORN", "MAUS"], "USX").score == 4
    assert check(lexicon, ["REIFEN"], ["FERNREISE"], "RSEX").score == 9


def test_w_change_table_letters_stay_and_a_rack_tile_is_laid(lexicon):
    """W-CHANGE: no table letter goes back to the rack; changing the table alone is no turn."""
    assert refusal(check(lexicon, ["MAST"], ["AST"], "X")) == ("W-CHANGE", "take-back", "MAST")
    assert refusal(check(lexicon, ["MAST", "AHORN"], ["AST", "HORN", "MUAS"], "USX")) == \
        ("W-WORD", "word-unknown", "MUAS")
    assert refusal(check(lexicon, ["HUT", "MAST"], ["HUT", "MAST"], "X")) == ("W-CHANGE", "no-rack-tile", "")
    assert refusal(check(lexicon, ["TEsT", "AST"], ["TEsT", "AST"], "X"))[:2] == ("W-CHANGE", "no-rack-tile")


def test_w_change_every_table_tile_ends_in_a_valid_word(lexicon):
    """W-CHANGE, W-WORD: LIEBEN - L,I leaves EBEN; L,I with S and X is no word."""
    verdict = check(lexicon, ["LIEBEN"], ["EBEN", "LISX"], "SXT")
    assert refusal(verdict) == ("W-WORD", "word-unknown", "LISX") and verdict.bad_word == 1


def test_w_tiles_only_own_rack_tiles_each_once(lexicon):
    """W-TILES: a letter on neither table nor rack, or one tile twice, is refused."""
    assert refusal(check(lexicon, ["HUT"], ["HUT", "BAUM"], "BAUX")) == ("W-TILES", "tiles", "BAUM")
    table, proposed, rack = read_turn(["HUT"], ["HUT", "RAUM"], "RAUMX")
    twice = WordTable([*proposed.words, [rack[0], *table.words[0]]], proposed.jokers)
    assert refusal(check_turn(table, twice, rack, True, lexicon)) == ("W-TILES", "tiles", "RHUT")
    unknown = WordTable([*proposed.words[:1], [*proposed.words[1], 999]], proposed.jokers)
    assert refusal(check_turn(table, unknown, rack, True, lexicon)) == ("W-TILES", "tiles", "RAUM?")


def test_w_joker_exchange_own_letter_or_a_letter_giving_a_valid_word(lexicon):
    """W-JOKER: TEST stays TEST (the joker's own letter: no new word, so no W-STEM
    clash with TEST) or becomes TEXT; a letter giving no word is refused."""
    assert check(lexicon, ["TEsT", "AST"], ["TEST", "mAST"], "SX").legal
    assert check(lexicon, ["TEsT", "AST"], ["TEXT", "mAST"], "XB").legal
    assert refusal(check(lexicon, ["TEsT", "AST"], ["TEKT", "mAST"], "KX")) == ("W-WORD", "word-unknown", "TEKT")


def test_w_joker_freed_joker_must_be_placed_in_a_word_the_same_turn(lexicon):
    assert refusal(check(lexicon, ["TEsT"], ["TEXT"], "XB")) == ("W-JOKER", "joker-free", "TEST")
    assert refusal(check(lexicon, ["TEsT"], ["TEST"], "SB")) == ("W-JOKER", "joker-free", "TEST")


def test_w_joker_a_joker_on_the_table_stands_for_a_letter(lexicon):
    """W-JOKER: a joker laid without a letter (or with none of the 29) is refused, not guessed."""
    table, proposed, rack = read_turn(["HUT"], ["HUT", "BAUm"], "BAU*")
    assert check_turn(table, proposed, rack, True, lexicon).legal
    for letter in (None, len(LETTERS), -1):
        jokers = {} if letter is None else {rack[3]: letter}
        verdict = check_turn(table, WordTable(proposed.words, jokers), rack, True, lexicon)
        assert refusal(verdict) == ("W-JOKER", "joker-letter", "BAU?") and verdict.bad_word == 1
    assert rack[3] in JOKER_IDS


def test_w_stem_spieler_and_verlieben_are_new_words(lexicon):
    """W-STEM (decision): SPIEL -> SPIELER and LIEBEN -> VERLIEBEN are allowed."""
    assert check(lexicon, ["SPIEL"], ["SPIELER"], "ERX").score == 7
    assert check(lexicon, ["LIEBEN"], ["VERLIEBEN"], "VERX").score == 9


def test_w_stem_ass_after_essen_is_blocked_accepted_by_the_spec(lexicon):
    """W-STEM (decision): ASS reads as a form of "essen", so with ESSEN on the table it is refused."""
    verdict = check(lexicon, ["ESSEN"], ["ESSEN", "ASS"], "ASSX")
    assert refusal(verdict) == ("W-STEM", "stem-table", "ASS") and verdict.other == "ESSEN"


def test_w_stem_no_word_twice(lexicon):
    """W-STEM, "Keine doppelten Wörter": not again beside itself, not twice in one turn."""
    assert refusal(check(lexicon, ["SPIEL"], ["SPIEL", "SpIEL"], "S*IELX")) == ("W-STEM", "twice-table", "SPIEL")
    assert refusal(check(lexicon, ["HUT"], ["HUT", "MAST", "MAsT"], "MASTMA*TX")) == ("W-STEM", "twice-turn", "MAST")


def test_w_stem_a_word_on_the_table_at_the_start_counts_even_when_changed(lexicon):
    """W-STEM (decision): "already laid" is the table at the start of the turn."""
    verdict = check(lexicon, ["SPIEL", "HUT"], ["SPIELER", "HUT", "SpIELT"], "ERS*IELTX")
    assert refusal(verdict) == ("W-STEM", "stem-table", "SPIELT")


def test_w_score_longest_new_word_with_a_rack_tile(lexicon):
    """W-SCORE: KINDER and GARTEN are new but hold no rack tile; MAST holds the M."""
    assert check(lexicon, ["KINDERGARTEN", "AST"], ["KINDER", "GARTEN", "MAST"], "MX").score == 4


def test_w_empty_only_when_every_rack_tile_is_laid(lexicon):
    """W-EMPTY: the longest newly formed word doubled only in the turn the rack empties."""
    assert check(lexicon, ["REIFEN"], ["FERNREISE"], "RSE").score == 18
    assert check(lexicon, ["REIFEN"], ["FERNREISE"], "RSEX").score == 9
    assert check(lexicon, ["LIEBEN"], ["EBEN", "LIST"], "ST").score == 8
    assert check(lexicon, ["TEsT", "AST"], ["TEXT", "mAST"], "X").score == 0  # nothing doubled is nothing


def test_w_word_every_refusal_has_a_german_and_english_sentence_naming_its_rule(lexicon):
    """Every refusal key of the check has both sentences, each naming the rule id."""
    assert WORD_MESSAGES.missing() == []
    for key, entry in WORD_MESSAGES.table.items():
        rule = entry["en"][entry["en"].rindex("(W-"):]
        assert rule.endswith(").") and entry["de"].endswith(rule), key
    for reason in ("letters", "unknown", "name", "abbreviation"):
        assert f"word-{reason}" in WORD_MESSAGES


@pytest.mark.parametrize("lang, text", [
    ("en", "SPIELT: the same word stem as SPIEL, which is already on the table: each word only once (W-STEM)."),
    ("de", "SPIELT: derselbe Wortstamm wie SPIEL, das schon liegt: jedes Wort nur einmal (W-STEM)."),
])
def test_w_stem_refusal_is_worded_in_either_language(lexicon, lang, text):
    verdict = check(lexicon, ["SPIEL"], ["SPIEL", "SpIELT"], "S*IELTX")
    assert verdict.message().text(lang) == text == verdict.text(lang)


def test_w_score_w_empty_random_turns_are_checked_without_fail(lexicon):
    """Seeded random turns of the lexicon's words (some letters jokers): the check
    always answers; a legal score is at most twice the longest word at the end
    (W-SCORE, W-EMPTY); every refusal is worded in both languages. The turns go on
    until 50 were legal and each rule below refused one (W-FIRST is rare: about 1 in
    2,000 turns), so that another word list draws other turns, not fewer rules."""
    words = sorted(lexicon.words())
    rng = random.Random(14)
    answered = Counter()
    wanted = {"W-TILES", "W-CHANGE", "W-JOKER", "W-FIRST"}

    def with_joker(word):
        at = rng.randrange(len(word))
        return word[:at] + word[at].lower() + word[at + 1:] if rng.random() < 0.15 else word

    for _ in range(20_000):
        if answered["legal"] >= 50 and wanted <= set(answered):
            break
        before = [with_joker(word) for word in rng.sample(words, rng.randint(0, 4))]
        after = [with_joker(word) for word in rng.sample(words, rng.randint(1, 5))]
        rack = "".join(rng.choice(LETTERS + "*") for _ in range(rng.randint(0, 7)))
        rack += "".join(after)[:rng.randint(0, 20)].upper()
        try:
            table, proposed, tiles = read_turn(before, after, rack)
        except NotationError:
            continue
        for first in (False, True):
            verdict = check_turn(table, proposed, tiles, not first, lexicon)
            answered[verdict.rule or "legal"] += 1
            if verdict.legal:
                assert 0 <= verdict.score <= 2 * max(map(len, proposed.words))
            else:
                assert verdict.text("en") and verdict.text("de")
    assert answered["legal"] >= 50 and wanted <= set(answered), answered
