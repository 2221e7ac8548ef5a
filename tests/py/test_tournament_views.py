"""The director page's HTML (game/tournament/views.py): seat plans (R-SEATS), sheets,
standings (R-STANDINGS) and result, rendered in CPython without a browser."""

import random
import re

from escaping_helpers import ATTRIBUTE, HOSTILE, assert_inert, text_of
from game.tournament.views import _practice_form, page, table_card, views
from rules.tournament import director
from rules.tournament.model import Game, Player, Settings, Tournament
from rules.tournament.practice import practice_tournament
from tournament_helpers import field, play_round


def test_setup_view_escapes_names_and_asks_for_substitutes():
    tournament = Tournament(settings=Settings(), players=[Player(id=1, name="<b>Ann</b>", club="RC & Co")])
    html = page(tournament, "setup", "en")
    assert "&lt;b&gt;Ann&lt;/b&gt;" in html and "RC &amp; Co" in html and "<b>Ann" not in html
    assert "add 3 substitutes so" in html
    assert "3 Ersatzspieler" in page(tournament, "setup", "de")


def _select(html: str, name: str) -> str:
    start = html.index(f'<select name="{name}"')
    return html[start:html.index("</select>", start)]


def test_r_time_r_round_setup_offers_what_the_format_allows():
    """club: always 1 minute and 4 games (nothing to choose); local: 1 minute or no
    clock (R-TIME, local 7A) and 3 or 2 games a round (R-ROUND, local 1B)."""
    club = page(Tournament(settings=Settings(), players=[]), "setup", "en")
    assert _select(club, "seconds").count("<option") == 1 and "disabled" in _select(club, "seconds")
    assert ">1 minute<" in _select(club, "seconds") and ">4<" in _select(club, "games")
    assert "disabled" in _select(club, "games")
    local = Settings(format="local", rounds=1, final=True, seconds_per_turn=None, two_games=True)
    html = page(Tournament(settings=local, players=[]), "setup", "de")
    clocks, games = _select(html, "seconds"), _select(html, "games")
    assert "disabled" not in clocks and '<option value="60">1 Minute<' in clocks
    assert '<option value="" selected>keine<' in clocks
    assert "disabled" not in games and '<option value="3">3<' in games and '<option value="2" selected>2<' in games


def test_r_round_a_local_round_of_two_games_prints_games_1_and_2_of_the_pattern():
    tournament = director.start_next_round(field(7, format="local", rounds=1, final=True, seed=2, two_games=True))
    html = page(tournament, "round-1", "en")
    assert "Game 1: A–B–C–D · A starts" in html and "Game 2: A–D–C–B · B starts" in html
    assert "Game 3" not in html


def test_round_view_prints_the_seat_plan_and_starting_players():
    tournament = director.start_next_round(field(7, format="local", rounds=1, final=True, seed=2))
    html = page(tournament, "round-1", "en")
    assert "Game 1: A–B–C–D · A starts" in html and "Game 3: A–D–B–C · C starts" in html
    assert "Game 2: A–C–B · B starts" in html  # the table of 3
    assert html.count('data-form="sheet"') == 2
    # the sheet's columns name the seats' players too; the games' plan is no numbered list ("1. Game 1");
    # a seat plan without clubs has no empty column for them
    assert "<tr><th>A</th><td>Player 03</td><td>RC Nord</td></tr>" in html
    clubless = field(7, format="local", rounds=1, final=True, seed=2)
    clubless = clubless.model_copy(update={"players": [p.model_copy(update={"club": ""}) for p in clubless.players]})
    assert "<tr><th>A</th><td>Player 03</td></tr>" in page(director.start_next_round(clubless), "round-1", "en")
    assert '<th>A<span class="t-seat-name">Player 03</span></th>' in html and '<ul class="t-games">' in html
    # ... and so does each seat's cell, where a phone hides the head (tournament.css)
    assert html.count('data-seat="A" data-name="Player 03"') == 3 + 1  # three games, the total


def test_every_field_of_a_round_s_sheets_has_a_name_of_its_own():
    """Two tables on the page: a screen reader (and a test) tells their winners and pool-empty
    boxes apart ("Winner 1" stood on every table's first game)."""
    import re

    html = page(director.start_next_round(field(7, format="local", rounds=1, final=True, seed=2)), "round-1", "en")
    labels = re.findall(r'<(?:input|select)[^>]* aria-label="([^"]*)"', html)
    assert "Table 2 Game 1 Winner" in labels and "Table 1 Game 3 Pool empty" in labels
    assert len(labels) > 60 and len(set(labels)) == len(labels)


def test_finished_tournament_shows_locked_sheets_standings_and_winner():
    tournament = director.start_next_round(field(6, format="local", rounds=1, final=True, seed=3))
    tournament = play_round(director.start_next_round(play_round(tournament, random.Random(1))), random.Random(2))
    assert views(tournament) == ["setup", "round-1", "round-2", "standings", "result"]
    final = page(tournament, "round-2", "de")
    assert "Finale" in final and 'data-form="sheet"' not in final and "Bestätigt" in final
    result = page(tournament, "result", "en")
    winner = director.display(tournament, director.result_rows(tournament))[0].name
    assert f"Winner: {winner}" in result and result.count("<tr") == 7


def test_the_round_says_what_blocks_the_next_step_and_the_result_tab_waits_for_the_end():
    """Issue #19: before every sheet is confirmed the round names each open table and
    why; "Final result" is no tab until the tournament is finished; the page links to
    the other language (tournament.html?lang=)."""
    tournament = director.start_next_round(field(8, format="club", rounds=2, seed=5))
    tournament = director.enter_game(tournament, 1, 1, 1, Game(scores={"A": 60, "B": -10, "C": -20, "D": -30},
                                                             winner="A"))
    html = page(tournament, "round-1", "en")
    assert ("“Pair round 2” comes once every score sheet of this round is confirmed. Still open: "
            "Table 1 (games missing: 2, 3, 4); Table 2 (games missing: 1, 2, 3, 4).") in text_of(html)
    assert "data-action=\"next-round\"" not in html and views(tournament) == ["setup", "round-1", "standings"]
    assert 'href="tournament.html?lang=de" lang="de">Deutsch<' in html
    assert 'href="tournament.html?lang=en" lang="en">English<' in page(tournament, "round-1", "de")
    tournament = play_round(tournament, random.Random(1))
    assert "t-blocked" not in page(tournament, "round-1", "en") and "result" not in views(tournament)
    tournament = play_round(director.start_next_round(tournament), random.Random(2))
    assert views(tournament)[-1] == "result" and director.is_finished(tournament)


def test_juniors_are_marked_in_plain_text_the_legend_explains():
    """The junior mark is "(J)", not a symbol that many fonts lack."""
    tournament = director.start_next_round(field(8, format="local", rounds=1, final=True, seed=4))
    juniors = [p.name for p in tournament.players if p.junior]
    html = page(tournament, "round-1", "de")
    assert juniors and all(f"{name} (J)" in html for name in juniors) and "(J) Junior." in html
    standings = page(tournament, "standings", "en")
    assert all(f"{name} (J)" in standings for name in juniors)


SCRIPT = "</td><script>alert(2)</script>"
HOSTILE_TEXTS = (HOSTILE, SCRIPT, ATTRIBUTE)


def _hostile_tournament() -> Tournament:
    players = [Player(id=i, name=f"{HOSTILE_TEXTS[i % 3]} {i}", club=HOSTILE_TEXTS[(i + 1) % 3],
                      junior=i % 5 == 0) for i in range(1, 9)]
    settings = Settings(name=HOSTILE, format="club", rounds=2, final=True, seed=7, seconds_per_turn=60)
    return Tournament(settings=settings, players=players)


def _every_view(tournament, lang):
    """Every tab of ``tournament``, with a hostile message, and each table card of each round."""
    for view in views(tournament):
        yield page(tournament, view, lang, message=SCRIPT, alert=True, confirm_new=True)
    for round_ in tournament.rounds:
        for table in round_.tables:
            yield table_card(tournament, round_.number, table, lang)


def test_hostile_names_clubs_and_tournament_name_stay_text_in_every_view():
    """Issue #17: set-up, each round (seat plans, swap and play forms, sheets, finalists,
    the final), standings, result, the table cards and the practice form."""
    tournament = _hostile_tournament()
    stages = [tournament]
    tournament = director.start_next_round(tournament)
    stages.append(tournament)  # round 1: open sheets, swap and "play here" forms
    tournament = play_round(tournament, random.Random(1))
    stages.append(tournament)
    tournament = director.correct_game(tournament, 1, 1, 1, tournament.rounds[0].tables[0].games[1],
                                       note=SCRIPT, at=ATTRIBUTE)
    tournament = play_round(director.start_next_round(tournament), random.Random(2))
    stages.append(tournament)  # after round 2: the finalists by name
    tournament = play_round(director.start_next_round(tournament), random.Random(3))
    stages.append(tournament)  # the final played: the champion
    assert views(tournament)[-3:] == ["round-3", "standings", "result"] and director.is_finished(tournament)
    rendered = [html for stage in stages for lang in ("en", "de") for html in _every_view(stage, lang)]
    rendered.append(_practice_form("en"))
    for html in rendered:
        assert_inert(html)
    shown = "".join(text_of(html) for html in rendered)
    for hostile in HOSTILE_TEXTS:  # read back as typed: escaped, not dropped
        assert hostile in shown
    assert all(f"{HOSTILE_TEXTS[i % 3]} {i}" in shown for i in range(1, 9))
    assert "&lt;img src=x" in page(tournament, "result", "en")


def test_hostile_practice_names_stay_text_with_the_link_to_your_table():
    tournament = practice_tournament(ATTRIBUTE, 8, 2, "casual", 1, name=HOSTILE)
    for lang in ("en", "de"):
        for html in _every_view(tournament, lang):
            assert_inert(html)
        assert 'class="t-play-link"' in page(tournament, "round-1", lang)


def test_r_pool_empty_a_shared_first_place_on_the_sheet_form_and_the_confirmed_sheet():
    """The winner's choice offers "A = B" for players sharing first place (R-POOL-EMPTY),
    selected for such a game; the confirmed sheet marks both 1st with 4 points (R-PLACEMENT)."""
    tournament = director.start_next_round(field(4, format="club", rounds=2, seed=8))
    shared = Game(scores={"A": -5, "B": -9, "C": -5, "D": -30}, winner="A", co_winners=["C"], pool_empty=True)
    tournament = director.enter_game(tournament, 1, 1, 1, shared)
    html = page(tournament, "round-1", "en")
    assert '<optgroup label="Shared first place (pool empty)">' in html
    assert '<option value="A+C" selected>A = C</option>' in html and html.count("selected>") == 1
    assert '<option value="A+B+C+D">A = B = C = D</option>' in html
    assert "Geteilter erster Platz" in page(tournament, "round-1", "de")
    for number in (2, 3, 4):
        tournament = director.enter_game(tournament, 1, 1, number, Game(
            scores={"A": 60, "B": -10, "C": -20, "D": -30}, winner="A"))
    confirmed = page(director.confirm_sheet(tournament, 1, 1), "round-1", "en")
    assert all(len(re.findall(f'<td class="t-winner" data-seat="{seat}" data-name="[^"]+">-5<small> 1. · 4 P</small></td>',
                              confirmed)) == 1 for seat in "AC")
    # the pool-empty mark of the confirmed sheet is explained (a referee's playtest found it bare)
    assert '<abbr title="Pool empty">∅</abbr>' in confirmed and "∅ Pool leer (Klub 11.4)" in page(
        director.confirm_sheet(tournament, 1, 1), "round-1", "de")


def test_r_pairing_a_round_with_pairs_that_met_before_says_so():
    """club 7.1 promises no second meeting by chance; with 8 players at two tables of 4 the
    second round cannot avoid 4 (a referee's playtest found nothing said)."""
    tournament = director.start_next_round(field(8, format="club", rounds=2, seed=5))
    first = page(tournament, "round-1", "en")
    assert "sat together in an earlier round" not in first
    tournament = director.start_next_round(play_round(tournament, random.Random(3)))
    assert director.repeats(tournament, 2) == 4
    assert "4 pairs of players sat together in an earlier round" in page(tournament, "round-2", "en")
    assert "4 Spielerpaare saßen schon" in page(tournament, "round-2", "de")


def test_r_standings_the_club_column_only_where_a_player_has_a_club_and_a_head_that_may_break():
    tournament = play_round(director.start_next_round(field(8, format="club", rounds=2, seed=5)), random.Random(3))
    with_clubs = page(tournament, "standings", "de")
    assert "<th>Klub</th>" in with_clubs and "RC Nord" in with_clubs
    assert "<th>Platzierungs\u00adpunkte</th>" in with_clubs  # may break on a phone
    without = tournament.model_copy(update={"players": [p.model_copy(update={"club": ""}) for p in tournament.players]})
    html = page(without, "standings", "de")
    assert "<th>Klub</th>" not in html and html.count("<td>") == with_clubs.count("<td>") - 8
