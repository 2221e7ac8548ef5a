"""Outside text never becomes markup on the game page (issue #17, critical):
URL values and names, names from a tournament table, save and import errors,
all drawn by the real views with hostile values."""

from game import save_slots, url_params
from game.i18n import message
from game.results import GameResult
from game.session import Session
from game.settings import GameSettings, Seat
from game.ui import board_view, dialogs, title_view
from game.ui.html import Markup, escape, join, tag

from escaping_helpers import ATTRIBUTE, HOSTILE, assert_inert

SCRIPT = "</span><script>alert(2)</script>"


def test_markup_escapes_plain_text_wherever_it_meets_markup():
    assert tag("b", "<i>") == "<b>&lt;i&gt;</b>"
    assert tag("b", "x") + "<i>" == "<b>x</b>&lt;i&gt;"
    assert "<i>" + tag("b", "x") == "&lt;i&gt;<b>x</b>"
    assert join([tag("b", "x"), "<i>"]) == "<b>x</b>&lt;i&gt;"
    assert tag("p", tag("b", "x"), "&") == "<p><b>x</b>&amp;</p>"
    assert tag("a", "x", title=Markup('"><b>')) == '<a title="&quot;&gt;&lt;b&gt;">x</a>'
    assert isinstance(tag("b") + tag("i"), Markup) and escape(Markup("<b>")) == "<b>"


def test_hostile_address_values_and_names_stay_text_on_the_first_screen():
    query = (f"?seats={HOSTILE}&seed={SCRIPT}&clock={ATTRIBUTE}&profile={HOSTILE}&pace={HOSTILE}"
             f"&hints={SCRIPT}&lang={HOSTILE}&{HOSTILE}=1")
    parsed = url_params.parse(query)
    for lang in ("en", "de"):
        notices = [url_params.describe(problem) for problem in parsed.problems]
        assert len(notices) == 8
        html = title_view.first_screen(lang, notices + [message("save_corrupt", why=SCRIPT)], ready=True)
        assert_inert(html)
        assert "&lt;img src=x" in html


def _table_session(names, humans=1) -> Session:
    seats = tuple(Seat() if i < humans else Seat("casual") for i in range(len(names)))
    table = {"round": 1, "table": 2, "games": 4, "names": list(names), "fingerprint": "f", "seed": 1}
    return Session(GameSettings(seats=seats, seed=3, table=table, strict=True, hints=False))


def test_hostile_player_names_stay_text_on_the_board_dialogs_and_results():
    names = [HOSTILE, SCRIPT, ATTRIBUTE, "Eva"]
    session = _table_session(names, humans=2)
    view = session.board(0)
    for html in (board_view.seats_bar(view), board_view.rack(view), board_view.table(view),
                 board_view.actions(view), dialogs.privacy("en", session.seat_name(0))):
        assert_inert(html)
    result = GameResult(game=2, end="rummikub", winner="A", scores={"A": 10, "B": -5, "C": -5, "D": 0},
                        places={"A": 1, "B": 3, "C": 3, "D": 2}, points={"A": 4, "B": 1, "C": 1, "D": 3},
                        racks={"A": "", "B": "R1", "C": "K2", "D": "J"})
    by_label = {label: name for label, name in zip("ABCD", names)}
    html = dialogs.results("de", result, by_label, [(1, "A", 4, 10)], 4, False)
    assert_inert(html)
    assert html.count("&lt;img") == 3  # the winner: in the heading and in both tables (the round's from game 2)


def test_hostile_names_stay_text_in_the_notices_that_name_players():
    """Hot-seat's "Anna: Time ran out: …" and the next game's seating ("Order of play: …; Anna starts")."""
    from game.ui import layout

    session = Session(GameSettings(seats=(Seat(None, HOSTILE[:20]), Seat(None, SCRIPT[:20]), Seat("casual")), seed=3,
                                   clock=60))
    session.confirm_privacy(0)
    session.timeout(61_000)
    following = session.next_game(0)
    assert (session.notice.key, following.notice.key) == ("to_player", "seats_turned")
    for said in (session.notice, following.notice):
        html = layout.sentence("en", said, class_="notice")  # as the status line draws a notice
        assert_inert(html)
        assert "&lt;img src=x" in html and "<img" not in html
    # ... and on the hand-over screen, which repeats the notice of the turn that just ended
    assert session.handed_over_news() is session.notice
    handover = escape(dialogs.privacy("en", session.seat_name(session.privacy), session.handed_over_news()))
    assert_inert(handover)
    assert "&lt;img src=x" in handover and "<img" not in handover


def test_a_hostile_name_stays_text_in_the_last_tile_notice():
    """R-POOL-EMPTY's "Anna drew the last tile: …, Anna first" names the drawer twice, in the
    status line: a hostile name stays text there (the live region takes text only, textContent)."""
    from game.ui import layout

    session = Session(GameSettings(seats=(Seat(None, HOSTILE[:20]), Seat(None, SCRIPT[:20])), seed=3, clock=0))
    while session.state().pool:
        session.confirm_privacy(0)
        session.draw(0)
    assert session.notice.key == "pool_ran_out"
    html = layout.sentence("en", session.notice, class_="notice")
    assert_inert(html)
    assert html.count("&lt;img src=x") + html.count("&lt;/span&gt;&lt;script") == 2 and "<img" not in html


def test_a_saved_games_hostile_names_stay_text_in_the_link_question():
    """The saved game is named by its humans' names (save_slots.summary): a link's question shows them as text."""
    saved = {"settings": {"seats": ["human", "human", "master"], "names": [HOSTILE, ATTRIBUTE, ""]},
             "game_no": 1, "history": '{"actions": []}'}
    html = dialogs.link_or_saved("en", save_slots.summary("en", saved))
    assert_inert(html)
    assert "&lt;img" in html


def test_a_copied_puzzle_link_from_a_hostile_address_stays_text_in_the_status_line():
    """The puzzle page's "Copy link" notice repeats the page's own address (game.learn.puzzle_screen)."""
    from game.ui import layout

    session = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=3, lang="en"))
    for key in ("puzzle_copied", "puzzle_copy_by_hand"):
        html = layout.status_line(session.board(0), [], message(key, link=f"http://h/{HOSTILE}?mode=puzzle"), None)
        assert_inert(html)
        assert "?mode=puzzle" in html
