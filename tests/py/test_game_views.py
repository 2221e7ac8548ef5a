"""Texts and HTML of the game screen: names, labels, both languages."""

import re

from rules.tiles import face_ids, parse_face

from game import i18n, url_params
from game.results import GameResult
from game.session import Session
from game.settings import GameSettings, Seat
from game.ui import board_view, dialogs, layout, tiles_view, title_view
from escaping_helpers import text_of
from storage_helpers import FakeStorage


def test_every_text_table_has_one_shape_both_languages_and_the_same_placeholders():
    """The four text tables (game, director's page, rule and tournament messages)
    are rules.texts.Texts; each sentence exists in English and German and asks
    for the same parameters in both."""
    import string

    from game.tournament import texts as director_texts
    from rules import messages
    from rules.tournament import messages as tournament_messages

    for table in (i18n.TEXTS, director_texts.TEXTS, messages.MESSAGES, tournament_messages.MESSAGES):
        assert table.missing() == []
        for key, entry in table.table.items():
            fields = [{name for _, name, _, _ in string.Formatter().parse(entry[lang]) if name}
                      for lang in ("en", "de")]
            assert fields[0] == fields[1], key


def test_one_of_a_count_is_said_in_the_singular():
    """rules.texts: ``key_one`` when ``n`` is 1 ("1 tiles" stood beside an opponent about to go out),
    ``key_zero`` when it is 0 ("you drew 0 penalty tiles" once the pool was empty); every singular
    asks for the parameters of its plural but ``n``, and has a plural."""
    import string

    assert i18n.text("en", "tiles_n", n=1) == "1 tile" and i18n.text("en", "tiles_n", n=2) == "2 tiles"
    assert i18n.text("de", "pool_n", n=1) == "1 Stein im Pool" and i18n.text("de", "pool_n", n=0) == "0 Steine im Pool"
    assert i18n.message("played", name="Club", n=1).text("en") == "Club played 1 tile."
    assert i18n.text("de", "meld_total", n=1, goal=30) == "Erste Auslage: 1 Punkt (30 nötig)"
    assert i18n.message("timeout", what=i18n.message("turn_restored", n=0)).text("en") == \
        "Time ran out: your tiles went back; the pool is empty, so no penalty tile could be drawn."
    for key, entry in i18n.TEXTS.table.items():
        if key.endswith(("_one", "_zero")):
            plural = i18n.TEXTS.table[key.rsplit("_", 1)[0]]
            fields = [{name for _, name, _, _ in string.Formatter().parse(table["en"]) if name}
                      for table in (entry, plural)]
            assert fields[0] == fields[1] - {"n"}, key


def test_a_message_is_worded_when_drawn():
    note = i18n.message("import_failed", why=i18n.message("save_not_ours"))
    assert note.text("en") == "This file could not be opened: not a saved game of this app."
    assert note.text("de") == "Diese Datei ließ sich nicht öffnen: kein gespeichertes Spiel dieser App."


def test_tile_names_and_colour_symbols():
    red7 = face_ids(parse_face("R7"))[0]
    assert i18n.tile_name("en", parse_face("R7")) == "Red 7"
    assert i18n.tile_name("de", parse_face("R7")) == "Rot 7"
    assert i18n.tile_name("de", parse_face("J")) == "Joker"
    html = tiles_view.tile("en", red7)
    assert 'aria-label="Red 7"' in html and "◆" in html and "<button" in html
    assert "aria-description" not in html  # unlit: nothing said after the name
    assert 'aria-label="Rot 7"' in (lit := tiles_view.tile("de", red7, hinted=True, fresh=True))
    assert 'aria-description="Tipp, eben gelegt"' in lit  # what its lights show, for a screen reader
    assert len(set(i18n.COLOUR_SYMBOLS)) == 4


def test_board_has_labelled_groups_timer_and_named_actions():
    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=1, lang="de"))
    view = session.board(0)
    assert 'aria-label="Deine Bank"' in board_view.rack(view)
    assert 'role="timer"' in board_view.clock(view)
    actions = board_view.actions(view)
    for name in ("Ziehen", "Zug beenden", "Rückgängig", "Zug zurücksetzen"):
        assert f">{name}<" in actions


def test_a_long_rack_is_drawn_dense_so_the_table_stays_in_sight():
    """A player who keeps drawing (R-TURN) holds 22 tiles or more: smaller tiles (a phone showed a 436 px rack)."""
    from dataclasses import replace

    view = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=1, lang="en")).board(0)
    assert 'class="rack"' in board_view.rack(view)
    pool = [tile for tile in range(106) if tile not in view.rack]
    longer = replace(view, rack=tuple(view.rack) + tuple(pool[:board_view.RACK_DENSE - len(view.rack)]))
    assert 'class="rack"' in board_view.rack(longer)
    assert 'class="rack dense"' in board_view.rack(replace(longer, rack=longer.rack + (pool[-1],)))


def test_a_full_table_is_drawn_dense_unless_the_screen_holds_the_size_drawn_before():
    """Over 60 tiles on the table draw them smaller; the game screen may keep the size drawn
    before, or draw the first sets small (issue #18: the resize is painted a part at a time in
    frames of its own)."""
    from dataclasses import replace

    from game.view_model import SetView

    view = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=1, lang="en")).board(0)
    sets = [SetView(list(range(start, start + 3)), "run") for start in range(0, 60, 3)]
    full = replace(view, table=sets)
    assert not board_view.dense_table(full) and 'class="sets"' in board_view.table(full)
    fuller = replace(view, table=sets + [SetView([60], None)])
    assert board_view.dense_table(fuller) and 'class="sets dense"' in board_view.table(fuller)
    small_sets = re.compile(r'class="set( invalid)? dense"')
    assert len(small_sets.findall(board_view.table(fuller))) == 21
    large = board_view.table(fuller, small=0)
    assert 'class="sets"' in large and 'dense' not in large
    half = board_view.table(fuller, small=11)
    assert 'class="sets"' in half and len(small_sets.findall(half)) == 11
    assert half.index('class="set dense"') < half.index('class="set"')  # the first sets


def test_page_language_asked_then_stored_then_the_browsers_first():
    """game.prefs.page_language, the game's and the director's page's rule: ?lang=, else the
    device's stored choice, else the browser's first language; a stored value we do not speak
    (hostile or from elsewhere) counts as none."""
    from game.prefs import PREFS_KEY, page_language

    nothing, german = FakeStorage(), FakeStorage({PREFS_KEY: '{"lang": "de"}'})
    assert page_language(None, nothing, ["de-AT", "en"]) == "de"
    assert page_language(None, nothing, ["en-GB", "de"]) == "en"
    assert page_language(None, nothing, []) == "en"
    assert page_language(None, german, ["en-GB"]) == "de"
    assert page_language("en", german, ["de"]) == "en"
    for stored in ('{"lang": "fr"}', '{"lang": ["de"]}', "not json", '"de"'):
        assert page_language("xx", FakeStorage({PREFS_KEY: stored}), ["en-US"]) == "en"


def test_dialog_lists_seats_and_clock_choices():
    html = dialogs.new_game(GameSettings())
    assert html.count('class="seat-row"') == 4
    for caption in ("Off", "30 s", "60 s", "2 min", "5 min"):
        assert f">{caption}<" in html
    # the deal number: the browser refuses other characters and says what it takes (a security test
    # typed "²": the game then dealt a random deal without a word)
    assert 'pattern="[0-9]*" maxlength="10" title="Digits only, at most 2147483647."' in html


def test_a_new_game_from_a_game_offers_a_new_deal_with_the_same_seats():
    """The menu's "New game" dialog held the running game's deal number: the same tiles came again."""
    session = Session(GameSettings(seats=(Seat(name="Anna"), Seat(name="Ben"), Seat("club")), clock=30))
    dealt = session.settings
    offered = dealt.next_deal()
    assert dealt.seed is not None and offered.seed is None
    assert offered.seats == dealt.seats and offered.clock == 30
    assert 'name="seed" id="f-seed" value=""' in dialogs.new_game(offered)
    assert Session(offered).rack_of(0) != session.rack_of(0)


def test_the_saved_games_dialog_closes_when_empty_and_cancels_a_choice_otherwise():
    empty, one = dialogs.recent_games("de", []), dialogs.recent_games("de", [("heute", "Anna gegen Klub")])
    assert ">Schließen</button>" in empty and "Abbrechen" not in empty
    assert ">Abbrechen</button>" in one and 'data-action="resume_recent"' in one


def test_r_invalid_end_the_dialog_offers_reject_and_the_clubs_penalty():
    html = dialogs.new_game(GameSettings())
    assert 'name="invalid_end"' in html and '<option value="reject" selected>Refused, with the reason<' in html
    assert '<option value="penalize">Table restored + 3 penalty tiles (club 11.6)<' in html
    german = dialogs.new_game(GameSettings(lang="de", invalid_end="penalize"))
    assert '<option value="penalize" selected>Tisch zurück + 3 Strafsteine (Klub 11.6)<' in german


def test_messages_follow_a_language_switch():
    """Issue #17: errors and notices are kept as key + parameters, so switching
    the language re-words those already shown."""
    from game import url_params
    from game.ui import layout

    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=3, lang="en"))
    session.drop(session.workspace.rack[0], "new")
    assert not session.end_turn(0)
    notices = [url_params.describe(problem) for problem in url_params.parse("?clock=7").problems]
    session.lang = "de"
    html = layout.status_line(session.board(0), notices, None, session.error)
    shown = {lang: layout.without_rule_ids(session.error.text(lang))[0] for lang in ("de", "en")}
    assert shown["de"] in html and shown["en"] not in html
    assert 'title="Regel: R-RUN"' in html  # issue #19: the rule id in the tooltip, not the sentence
    assert "Es gilt 60" in html and "Ignored" not in html


def test_end_of_game_names_a_shared_first_place_and_what_the_round_ranks_by():
    """R-POOL-EMPTY: players sharing first place are all named (de/en) and marked;
    R-STANDINGS: the round table says what it ranks by (club: placement points,
    original: games won)."""
    result = GameResult(game=2, end="pool_empty", winner="A", co_winners=["C"],
                        scores={"A": -4, "B": -9, "C": -4}, places={"A": 1, "B": 3, "C": 1},
                        points={"A": 4, "B": 1, "C": 4}, racks={"A": "R4", "B": "K9", "C": "O4"})
    names = {"A": "Anna", "B": "Ben", "C": "Cem"}
    standings = [(1, "A", 4, -4), (1, "C", 4, -4), (3, "B", 1, -9)]
    english = dialogs.results("en", result, names, standings, 4, False)
    assert "Game over — Anna and Cem share first place!" in english
    assert english.count('<tr class="win">') == 2
    assert "Ranked by placement points, then total score, then more first places (then second, third), then " \
        "fewer minus points." in english  # R-STANDINGS whole (club 10.1), as rules.tournament.standings ranks
    assert 'title="place 1: 4, place 2: 3, place 3: 1">Placement points</th>' in english  # R-PLACEMENT, a table of 3
    assert 'title="Club rules 10.1 (R-STANDINGS)"' in english  # the rule for the referee, not in a child's way
    # after a round's first game the round's table would repeat the game's: not shown
    first = dialogs.results("en", result.model_copy(update={"game": 1}), names, standings, 4, False)
    assert 'id="game-scores"' in first and 'id="round-table"' not in first and "Ranked by" not in first
    # ... it says instead what a round is, once, where a child meets "placement points" first
    assert "A round has 4 games: the placement points of each (place 1: 4, place 2: 3, place 3: 1; a tie shares " \
        "them)" in first  # R-PLACEMENT: players tied on places share their points
    assert "Eine Runde hat 4 Spiele" in dialogs.results("de", result.model_copy(update={"game": 1}), names,
                                                        standings, 4, False)
    assert 'id="round-explained"' not in english
    assert 'data-action="close_results">See the table</button>' in english  # the final table in sight
    assert 'aria-label="Black 9"' in english and 'aria-label="K9"' not in english  # a rack in words, not notation
    assert 'aria-label="Schwarz 9, Rot 2, Joker"' in dialogs.results(
        "de", result.model_copy(update={"racks": {**result.racks, "B": "K9 R2 J"}}), names, standings, 4, False)
    assert "Platzierungs\u00adpunkte</th>" in dialogs.results("de", result, names, standings, 4, False)
    german = dialogs.results("de", result, names, standings, 4, False, order="original")
    assert "Anna und Cem teilen sich den ersten Platz!" in german
    assert "Reihenfolge: gewonnene Spiele, dann Gesamtpunkte" in german
    assert 'title="Gewonnene Spiele">Siege</abbr>' in german
    assert i18n.winners_text("en", ["Anna", "Ben", "Cem"]) == "Anna, Ben and Cem share first place!"
    assert i18n.winners_text("de", ["Anna"]) == "Anna gewinnt!"
    assert i18n.winners_text("en", ["You"]) == "You win!" and i18n.winners_text("de", ["Du"]) == "Du gewinnst!"
    # the ending said without its rule id, which goes to the tooltip (issue #19)
    assert "die kleinste Bank gewinnt.</p>" in german and "(R-POOL-EMPTY)" not in german
    assert 'title="Regel: R-POOL-EMPTY"' in german
    # issue #18: the round's table comes a frame later (data-later, shown by game/ui/screen.py); the
    # buttons that take the focus are in the part drawn first
    later = english.index('data-later hidden')
    assert english.index('id="game-scores"') < later < english.index('id="round-table"')
    assert english.index("</div>", english.index('id="round-table"')) < english.index('data-focus="next"')


def test_new_version_banner_says_so_in_both_languages_with_a_reload_button():
    """issue #15: the banner game/update.py shows when a new version waits (both pages)."""
    from game import update

    for lang, said, button in (("en", "A new version of the game is ready.", "Reload (your game is kept)"),
                               ("de", "Eine neue Version des Spiels ist da.", "Neu laden (dein Spiel bleibt erhalten)")):
        html = update.banner(lang)
        assert f"<span>{said}</span>" in html
        assert f'<button type="button" class="update-reload">{button}</button>' in html
        assert 'class="dismiss update-later" aria-label="{0}" title="{0}"></button>'.format(
            "Not now" if lang == "en" else "Später") in html


def test_german_texts_use_the_rule_books_words():
    """Issue #19: one word each, as the German club rules (rules-sources) write them:
    "Klub", not "Verein"; "Pool", not "Vorrat"; "erste Auslage", not "Herauskommen"; nothing abbreviated as "Pl.-Pkt."."""
    from game.tournament.texts import TEXTS as DIRECTOR
    from rules.messages import MESSAGES
    from rules.tournament.messages import MESSAGES as TOURNAMENT
    from rules.words.messages import WORD_MESSAGES
    german = [entry["de"] for table in (i18n.TEXTS, DIRECTOR, MESSAGES, TOURNAMENT, WORD_MESSAGES)
              for entry in table.table.values()]
    assert len(german) > 300 and not [t for t in german if "Verein" in t or "Vorrat" in t or "Pkt." in t
                                      or "Beutel" in t]
    assert not [t for t in german if "herauskommen" in t.lower() or "heraus\u00adgekommen" in t or "bist heraus" in t]
    assert "Erste Auslage: 27 Punkte (30 nötig)" == i18n.text("de", "meld_total", n=27, goal=30)  # club 11.1's word
    assert i18n.text("de", "tiles_n", n=106) == "106 Steine"


def test_notices_can_be_dismissed_and_keep_their_text():
    """Issue #19: every notice (the title screen's, the status line's) has its ×, a
    button named in the page's language; the notice's text stays the notice alone."""
    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=3, lang="en"))
    notices = [url_params.describe(problem) for problem in url_params.parse("?clock=7").problems]
    html = layout.status_line(session.board(0), notices, i18n.message("hints_off"))
    assert html.count('data-action="dismiss_notice"') == 2 and 'aria-label="Dismiss"' in html
    title = title_view.first_screen("de", notices, ready=True)
    assert title.count('data-action="dismiss_notice" aria-label="Ausblenden"') == 1
    assert text_of(title_view.notice_list("en", notices)).strip() == notices[0].text("en")


def test_no_text_or_table_key_is_written_twice():
    """A dict literal keeps the last of two equal keys without a word: a text added under a key
    that stands already (it nearly happened to analysis_on_table) would replace the older one, and
    its screen would say the new words. Every dict literal in the app and the engine has each key once."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    twice = []
    for path in sorted([*root.glob("game/**/*.py"), *root.glob("rules/**/*.py")]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict):
                keys = [key.value for key in node.keys if isinstance(key, ast.Constant)]
                twice += [f"{path.relative_to(root)}: {key}" for key in set(keys) if keys.count(key) > 1]
    assert twice == []
