"""The word game's HTML (game.ui.word_views, issue #14): letter tiles, word rows,
scores, the joker's letter picker, the challenge bar, the new-game dialog's
variant and the end of a word game, in both languages, hostile names inert."""

from html.parser import HTMLParser
from types import SimpleNamespace

from escaping_helpers import HOSTILE, assert_inert, text_of

from rules.words.tiles import JOKER_IDS, LETTERS, face_ids

from game.settings import GameSettings
from game.ui import board_view, dialogs, layout, word_views
from game.view_model import BoardView, ChallengeView, SeatView, SetView

A, E, G, N, R, T = (face_ids(LETTERS.index(letter))[0] for letter in "AEGNRT")
JOKER, JOKER2 = JOKER_IDS


class _Elements(HTMLParser):
    """Start tags with their attributes, in order."""

    def __init__(self):
        super().__init__()
        self.found = []

    def handle_starttag(self, name, attrs):
        self.found.append((name, dict(attrs)))


def elements(html: str, element: str, **wanted) -> list:
    parser = _Elements()
    parser.feed(html)
    return [attrs for tag, attrs in parser.found
            if tag == element and all(attrs.get(key.replace("_", "-")) == value for key, value in wanted.items())]


def board(lang="de", **fields) -> BoardView:
    values = dict(lang=lang, seats=[SeatView("A", "Ada", None, 9, viewer=True, score=37, turn=True),
                                    SeatView("B", HOSTILE, "club", 11, score=104)],
                  pool=60, table=[], rack=[], viewer_name="Ada", my_turn=True, variant="words", goal=99)
    values.update(fields)
    return BoardView(**values)


def test_letter_tiles_are_named_by_letter_and_a_joker_by_its_letter_on_the_table_w_joker():
    """W-TILES, W-JOKER: "Buchstabe A" / "Letter A"; a joker on the rack is "Joker",
    on the table "Joker als E" / "Joker (E)" showing its letter in lower case."""
    de = word_views.tile("de", A)
    assert elements(de, "button", aria_label="Buchstabe A", data_tile=str(A), aria_pressed="false")
    assert ">A<" in de
    assert elements(word_views.tile("en", face_ids(LETTERS.index("Ü"))[0]), "button", aria_label="Letter Ü")
    assert elements(word_views.tile("de", JOKER), "button", aria_label="Joker")
    on_table = word_views.tile("de", JOKER, joker_letter="E")
    assert elements(on_table, "button", aria_label="Joker als E") and ">e<" in on_table
    assert elements(word_views.tile("en", JOKER, joker_letter="E"), "button", aria_label="Joker (E)")
    picked = elements(word_views.tile("en", A, selected=True, fresh=True), "button")[0]
    assert picked["class"].split() == ["tile", "letter", "selected", "fresh"]
    assert picked["aria-pressed"] == "true" and picked["data-focus"] == f"t{A}"


def test_word_rows_spell_their_word_and_mark_the_invalid_ones_w_word():
    """W-WORD: one row per word, labelled with its spelling; a row that is no word
    (yet) says so and is marked invalid like an invalid set; the new-word target drops."""
    view = board(table=[SetView([G, A, R, T, JOKER, N], "word", word="GARTeN"),
                        SetView([R, A, T], None, word="RAT")], jokers={JOKER: "E"}, lang="en")
    html = board_view.table(view)
    rows = elements(html, "div", role="group")
    assert [row["aria-label"] for row in rows] == ["Word 1: GARTEN", "Word 2: RAT, not a word yet"]
    assert [row["class"] for row in rows] == ["set word", "set word invalid"]
    assert [row["data-index"] for row in rows] == ["0", "1"]
    assert elements(html, "button", aria_label="Joker (E)")
    assert elements(html, "button", data_drop="new", aria_label="New word")
    german = board_view.table(board(table=view.table, jokers=view.jokers))
    assert elements(german, "div", aria_label="Wort 2: RAT, noch kein Wort")
    assert elements(german, "button", data_drop="new", aria_label="Neues Wort")


def test_rack_and_rack_tools_of_the_word_game():
    view = board(rack=[E, JOKER2], selected=E)
    rack = board_view.rack(view)
    assert elements(rack, "div", data_drop="rack", aria_label="Bank von Ada")
    assert elements(rack, "button", aria_label="Buchstabe E", aria_pressed="true")
    assert elements(rack, "button", aria_label="Joker")
    tools = board_view.rack_tools(view)
    assert [b["data-action"] for b in elements(tools, "button")] == ["sort_alpha", "sort_vowels"]
    assert board_view.rack_tools(board(variant="numbers")).count('data-action="sort_colour"') == 1


def test_seats_show_each_total_toward_the_goal_w_score_w_end():
    """W-SCORE, W-END: each seat's running total and a progress bar up to the goal (99)."""
    html = board_view.seats_bar(board())
    bars = elements(html, "progress")
    assert [(b["value"], b["max"]) for b in bars] == [("37", "99"), ("99", "99")]  # 104 fills the bar
    assert bars[0]["aria-label"] == "37 von 99 Punkten"
    assert ">104<" in html
    assert_inert(html)
    assert HOSTILE in text_of(html)
    assert not elements(board_view.seats_bar(board(seats=[SeatView("A", "Ada", None, 9)])), "progress")


def test_joker_picker_offers_the_29_letters_w_joker():
    """W-JOKER: a joker stands for any of the 29 letters."""
    html = word_views.joker_picker(board(joker_choice=JOKER, lang="en"))
    letters = elements(html, "button", data_action="joker_letter")
    assert [b["data-letter"] for b in letters] == list(LETTERS) and len(letters) == 29
    assert letters[0]["data-focus"] == "joker-letter"
    assert "Type a letter" in html
    assert elements(html, "button", data_action="undo")  # or cancel: the joker's move taken back
    assert "Tippe einen Buchstaben" in word_views.joker_picker(board(joker_choice=JOKER))


def test_challenge_bar_has_a_button_per_challenger_and_accept_w_challenge():
    """W-CHALLENGE: each human who may challenge gets a button; anyone may accept."""
    view = board(challenge=ChallengeView(player=HOSTILE, words=["RATHAuS"],
                                         challengers=[("A", "Ada"), ("C", HOSTILE)]))
    html = word_views.challenge_bar(view)
    challenge = elements(html, "button", data_action="challenge")
    assert [b["data-seat"] for b in challenge] == ["A", "C"]
    assert elements(html, "button", data_action="accept_play")
    shown = text_of(html)
    assert f"{HOSTILE} legte RATHAUS. Anfechten?" in shown and "Gelten lassen" in shown
    assert_inert(html)
    assert word_views.challenge_bar(board()) == ""


def test_new_game_dialog_offers_the_variant_and_for_words_the_check_w_challenge():
    """W-CHALLENGE's setting check (auto | challenge) beside the game chosen; the
    numbers-only fields are marked so the page hides them for words."""
    html = dialogs.new_game(GameSettings(lang="de", variant="words", check="challenge"),
                            variants=("numbers", "words"))
    options = elements(html, "option")
    assert {"value": "words", "selected": None} in options
    assert elements(html, "select", name="variant") and elements(html, "select", name="check")
    shown = text_of(html)
    assert "Zahlen" in shown and "Wörter" in shown and "Sofort prüfen" in shown and "Anfechten" in shown
    assert {"value": "challenge", "selected": None} in options
    assert len(elements(html, "label", **{"class": "field wide numbers-only"})) == 2
    only_numbers = dialogs.new_game(GameSettings(lang="de"), variants=("numbers",))
    assert not elements(only_numbers, "select", name="variant")
    assert not elements(only_numbers, "select", name="check")


def test_word_results_name_the_winner_the_end_and_every_total_w_end():
    """W-END: the winner, why the game ended, each total and the letters left."""
    result = SimpleNamespace(end="goal", totals={"A": 101, "B": 64, "C": 64}, winners=["A"],
                             racks={"A": "", "B": "QX*", "C": "E"})
    names = {"A": HOSTILE, "B": "Bea", "C": "Carl"}
    html = word_views.word_results("en", result, names)
    assert_inert(html)
    shown = text_of(html)
    assert f"{HOSTILE} wins" in shown and f"{HOSTILE} reached 101 points" in shown
    assert elements(html, "table", id="game-scores")
    rows = elements(html, "tr")
    assert [r.get("class") for r in rows] == [None, "win", None, None]
    assert "<td class=\"num\">2</td><td>Bea</td>" in html and "<td class=\"num\">2</td><td>Carl</td>" in html
    assert elements(html, "span", role="img", aria_label="QX*")
    assert [b["data-action"] for b in elements(html, "button")] == ["close_results", "replay", "new_round"]
    shared = SimpleNamespace(end="pool_empty", totals={"A": 40, "B": 40}, winners=["A", "B"], racks={"A": "", "B": ""})
    german_html = word_views.word_results("de", shared, {"A": "Ada", "B": "Bea"})
    german = text_of(german_html)
    assert "die höchste Summe gewinnt." in german and "Ada und Bea" in german and "W-END" not in german
    assert 'title="Regel: W-END"' in german_html  # the rule id a tooltip, for club players


def test_credits_name_the_word_lists_sources_and_licences_from_the_menu():
    html = dialogs.credits("de")
    shown = text_of(html)
    for source in ("simplemma", "german-nouns", "wordfreq", "CC BY-SA 4.0", "Pyodide", "PyScript", "Workbox"):
        assert source in shown
    assert "Credits / Quellen" in shown
    assert elements(layout.frame("en", strict=False), "button", data_action="credits")
