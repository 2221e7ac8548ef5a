"""The director page's HTML (game/tournament/views.py): seat plans (R-SEATS), sheets,
standings (R-STANDINGS) and result, rendered in CPython without a browser."""

import random

from game.tournament.views import page, views
from rules.tournament import director
from rules.tournament.model import Player, Settings, Tournament
from tournament_helpers import field, play_round


def test_setup_view_escapes_names_and_asks_for_substitutes():
    tournament = Tournament(settings=Settings(), players=[Player(id=1, name="<b>Ann</b>", club="RC & Co")])
    html = page(tournament, "setup", "en")
    assert "&lt;b&gt;Ann&lt;/b&gt;" in html and "RC &amp; Co" in html and "<b>Ann" not in html
    assert "add 3 substitute(s)" in html
    assert "3 Ersatzspieler" in page(tournament, "setup", "de")


def test_round_view_prints_the_seat_plan_and_starting_players():
    tournament = director.start_next_round(field(7, format="local", rounds=1, final=True, seed=2))
    html = page(tournament, "round-1", "en")
    assert "Game 1: A–B–C–D · A starts" in html and "Game 3: A–D–B–C · C starts" in html
    assert "Game 2: A–C–B · B starts" in html  # the table of 3
    assert html.count('data-form="sheet"') == 2


def test_finished_tournament_shows_locked_sheets_standings_and_winner():
    tournament = director.start_next_round(field(6, format="local", rounds=1, final=True, seed=3))
    tournament = play_round(director.start_next_round(play_round(tournament, random.Random(1))), random.Random(2))
    assert views(tournament) == ["setup", "round-1", "round-2", "standings", "result"]
    final = page(tournament, "round-2", "de")
    assert "Finale" in final and 'data-form="sheet"' not in final and "Bestätigt" in final
    result = page(tournament, "result", "en")
    winner = director.display(tournament, director.result_rows(tournament))[0].name
    assert f"Winner: {winner}" in result and result.count("<tr") == 7


def test_juniors_are_marked_in_plain_text_the_legend_explains():
    """The junior mark is "(J)", not a symbol that many fonts lack."""
    tournament = director.start_next_round(field(8, format="local", rounds=1, final=True, seed=4))
    juniors = [p.name for p in tournament.players if p.junior]
    html = page(tournament, "round-1", "de")
    assert juniors and all(f"{name} (J)" in html for name in juniors) and "(J) Junior." in html
    standings = page(tournament, "standings", "en")
    assert all(f"{name} (J)" in standings for name in juniors)
