"""The tournament file: versioned JSON export and a pydantic-validated import that refuses a bad
or edited file with the reason (R-SHEET entries, R-PAIRING tables, club 6.1), plus the CSV files."""

import csv
import io
import json
import random

import pytest
from pydantic import ValidationError

from rules.tournament import director
from rules.tournament.export import games_csv, standings_csv
from rules.tournament.messages import TournamentError
from rules.tournament.model import (Game, Player, Settings, Tournament, _checksum, export_json, import_json,
                                    read_json, refusal as model_refusal)
from tournament_helpers import field, play_round


@pytest.fixture(scope="module")
def finished():
    tournament = director.start_next_round(field(12, substitutes=0, format="club", rounds=2, seed=8))
    tournament = director.start_next_round(play_round(tournament, random.Random(3)))
    tournament = play_round(tournament, random.Random(4))
    fixed = tournament.rounds[0].tables[0].games[0].model_copy(deep=True)
    fixed.scores = {seat: score * 2 for seat, score in fixed.scores.items()}
    return director.correct_game(tournament, 1, 1, 1, fixed, "doubled by mistake", "2026-11-22T18:00")


def refusal(text):
    with pytest.raises(TournamentError) as refused:
        import_json(text)
    return refused.value


def resealed(envelope):
    envelope["checksum"] = _checksum(envelope["tournament"])
    return json.dumps(envelope)


def test_export_then_import_gives_the_same_tournament(finished):
    text = export_json(finished)
    envelope = json.loads(text)
    assert (envelope["kind"], envelope["version"]) == ("rummikub-tournament", 1)
    assert import_json(text) == finished


def test_an_edited_file_is_refused_by_its_checksum(finished):
    envelope = json.loads(export_json(finished))
    envelope["tournament"]["players"][0]["name"] = "Someone Else"
    assert refusal(json.dumps(envelope)).code == "import_checksum"


def test_r_sheet_a_file_whose_game_does_not_add_up_is_refused_with_where_and_why(finished):
    envelope = json.loads(export_json(finished))
    envelope["tournament"]["rounds"][1]["tables"][2]["games"][3]["scores"]["A"] += 7
    error = refusal(resealed(envelope))
    assert error.code == "import_invalid"
    assert "rounds.1.tables.2" in error.params["where"] and "table 3, game 4" in error.params["detail"]
    assert "zero" in error.params["detail"] and "fehlerhaft" in error.text("de")


@pytest.mark.parametrize("edit, code", [
    (lambda t: t["players"].append(dict(t["players"][0], id=99)), "duplicate_name"),
    (lambda t: t["settings"].update(rounds=5), "import_invalid"),
    (lambda t: t["settings"].update(format="local"), "rounds_range"),
    (lambda t: t["players"][0].update(rating=1800), "import_invalid"),
    (lambda t: t["rounds"][0]["tables"][0]["seats"].update(A=t["rounds"][0]["tables"][1]["seats"]["A"]),
     "import_invalid"),
    (lambda t: t["rounds"][0]["tables"][1].update(confirmed=False), "import_invalid"),
    (lambda t: t["rounds"][0]["tables"][0]["corrections"][0].update(note=""), "import_invalid"),
])
def test_a_file_breaking_the_rules_is_refused(finished, edit, code):
    envelope = json.loads(export_json(finished))
    edit(envelope["tournament"])
    error = refusal(resealed(envelope))
    assert error.code == code, error.text()
    assert error.text("en") and error.text("de")


def test_not_a_tournament_file_is_refused():
    assert refusal("{ not json").code == "import_not_json"
    deep = '{"kind": "rummikub-tournament", "version": 1, "checksum": "x", "tournament": ' + "[" * 200_000
    assert refusal(deep + "]" * 200_000 + "}").code == "import_not_json"  # before json.loads recurses
    assert refusal(json.dumps({"kind": "something else"})).code == "import_wrong_kind"
    newer = {"kind": "rummikub-tournament", "version": 2, "checksum": "", "tournament": {}}
    error = refusal(json.dumps(newer))
    assert error.code == "import_version" and "Version 2" in error.text("de")


def test_r_time_a_club_tournament_plays_one_minute_a_local_one_one_minute_or_none():
    assert Settings().seconds_per_turn == 60
    assert Settings(format="local", rounds=1, final=True, seconds_per_turn=None).seconds_per_turn is None
    for tournament_format, seconds in (("club", None), ("club", 45), ("club", 120), ("local", 30), ("local", 0)):
        rounds = {"rounds": 1, "final": True} if tournament_format == "local" else {}
        with pytest.raises(ValidationError) as invalid:
            Settings(format=tournament_format, seconds_per_turn=seconds, **rounds)
        error = model_refusal(invalid.value)
        assert error.code == "clock_not_allowed", seconds
        assert "R-TIME" in error.text("en") and "1 Minute" in error.text("de")


@pytest.mark.parametrize("tournament_format, was, now, words", [
    ("club", 45, 60, ("with 45 s per turn", "mit 45 s pro Zug")),
    ("club", None, 60, ("without a time limit per turn", "ohne Zeitbegrenzung pro Zug")),
    ("local", 300, 60, ("with 300 s per turn", "mit 300 s pro Zug")),
    ("local", None, None, None),
    ("club", 60, 60, None),
])
def test_r_time_an_older_file_is_read_at_the_clock_the_rules_allow_and_says_so(finished, tournament_format, was,
                                                                              now, words):
    """Files from before R-TIME was enforced carry any 30-300 s or none: they are never
    refused for it; a clock the format does not allow becomes 1 minute, with a note."""
    tournament = finished if tournament_format == "club" else director.start_next_round(
        field(7, format="local", rounds=1, final=True, seed=3))
    envelope = json.loads(export_json(tournament))
    envelope["tournament"]["settings"]["seconds_per_turn"] = was
    read = read_json(resealed(envelope))
    assert read.tournament.settings.seconds_per_turn == now
    assert read.tournament.model_copy(update={"settings": tournament.settings}) == tournament  # nothing else
    if words is None:
        assert read.notes == ()
    else:
        [note] = read.notes
        assert words[0] in note.text("en") and "1 minute per turn" in note.text("en")
        assert words[1] in note.text("de") and "1 Minute pro Zug" in note.text("de")
        assert import_json(export_json(read.tournament)) == read.tournament  # stored again: read as it is


@pytest.mark.parametrize("seconds", [5, 301, "45", 45.5, True, [60]])
def test_r_time_a_clock_no_earlier_version_wrote_is_refused_not_mapped(finished, seconds):
    envelope = json.loads(export_json(finished))
    envelope["tournament"]["settings"]["seconds_per_turn"] = seconds
    assert refusal(resealed(envelope)).code in ("clock_not_allowed", "import_invalid")


def test_files_of_tournaments_without_the_newer_settings_stay_as_they_were():
    """Ordinary tournaments' files hold no "practice" and no "two_games" (local 1B) key."""
    settings = json.loads(export_json(field(8, format="club", rounds=2)))["tournament"]["settings"]
    assert sorted(settings) == ["final", "format", "name", "rounds", "seconds_per_turn", "seed"]
    two = field(8, format="local", rounds=1, final=True, two_games=True)
    assert json.loads(export_json(two))["tournament"]["settings"]["two_games"] is True
    assert import_json(export_json(two)) == two


def test_club_6_1_substitutes_only_as_many_as_needed():
    players = [Player(id=i, name=f"P{i}", substitute=i > 12) for i in range(1, 15)]
    with pytest.raises(ValueError, match="At most 3 substitutes"):
        Tournament(settings=Settings(), players=players)
    with pytest.raises(ValueError, match="only in club format"):
        Tournament(settings=Settings(format="local", rounds=1, final=True), players=players[:14])


def test_csv_standings_and_game_lines(finished):
    standings = list(csv.reader(io.StringIO(standings_csv(finished))))
    assert standings[0][:3] == ["rank", "name", "club"] and len(standings) == 13
    assert standings[1][0] == "1" and all(row[12] == "8" for row in standings[1:])
    german = list(csv.reader(io.StringIO(standings_csv(finished, "de")), delimiter=";"))
    assert german[0][:3] == ["Platz", "Name", "Klub"] and german[1:] == standings[1:]
    lines = list(csv.reader(io.StringIO(games_csv(finished))))
    assert len(lines) == 1 + 2 * 3 * 4 * 4
    first_game = [row for row in lines[1:5]]
    assert sum(int(row[5]) for row in first_game) == 0 and [row[3] for row in first_game] == list("ABCD")


def test_csv_german_files_split_columns_at_semicolons(finished):
    """German spreadsheet programs split at ``;`` (``,`` is their decimal comma):
    every German line has as many ``;``-cells as the English one has ``,``-cells,
    and no cell holds a decimal number."""
    for write in (standings_csv, games_csv):
        english, german = write(finished).splitlines(), write(finished, "de").splitlines()
        assert [line.count(";") for line in german[1:]] == [line.count(",") for line in english[1:]]
        assert "," not in "".join(german[1:]) and len(german[0].split(";")) == len(english[0].split(","))


HOSTILE_CELLS = ['=HYPERLINK("http://evil.example","x")', "+41 79 000", "-2+3+cmd|' /C calc'!A0", "@SUM(A1:A9)"]


def test_csv_text_cells_cannot_start_a_formula():
    """Issue #17: a spreadsheet must show hostile names and clubs as text, while the
    scores the export writes (minus points included) stay numbers."""
    tournament = field(12, substitutes=0, format="club", rounds=2, seed=8)
    players = [player.model_copy(update={"name": hostile, "club": hostile})
               for player, hostile in zip(tournament.players, HOSTILE_CELLS)] + tournament.players[4:]
    tournament = director.start_next_round(tournament.model_copy(update={"players": players}))
    tournament = play_round(tournament, random.Random(5))
    standings = list(csv.reader(io.StringIO(standings_csv(tournament))))[1:]
    lines = list(csv.reader(io.StringIO(games_csv(tournament, "de")), delimiter=";"))[1:]
    texts = [cell for row in standings for cell in row[1:3]] + [row[4] for row in lines]
    assert {cell[1:] for cell in texts if cell.startswith("'")} == set(HOSTILE_CELLS)
    assert not [cell for cell in texts if cell[:1] in ("=", "+", "-", "@", "\t", "\r")]
    scores, totals = [int(row[5]) for row in lines], [int(row[6]) for row in standings]
    assert min(scores) < 0 and min(totals) < 0


def test_r_pool_empty_shared_first_place_on_a_sheet_through_the_file_standings_and_csv():
    """A game whose first place is shared (R-POOL-EMPTY) keeps its ``co_winners`` in
    the file; both get place 1 and 4 placement points (R-PLACEMENT) in the standings
    and the CSV; files of games nobody shared stay as they were (no new key)."""
    tournament = director.start_next_round(field(4, format="club", rounds=2, seed=8))
    plain = json.loads(export_json(tournament))
    shared = Game(scores={"A": -5, "B": -5, "C": -20, "D": -30}, winner="A", co_winners=["B"], pool_empty=True)
    tournament = director.enter_game(tournament, 1, 1, 1, shared)
    text = export_json(tournament)
    assert import_json(text) == tournament
    assert json.loads(text)["tournament"]["rounds"][0]["tables"][0]["games"][0]["co_winners"] == ["B"]
    alone = director.enter_game(tournament, 1, 1, 2, Game(scores={"A": 60, "B": -10, "C": -20, "D": -30},
                                                            winner="A"))
    assert "co_winners" not in json.loads(export_json(alone))["tournament"]["rounds"][0]["tables"][0]["games"][1]
    assert "co_winners" not in json.dumps(plain)
    seats = tournament.rounds[0].tables[0].seats
    lines = {line.player: line for line in director.game_lines(tournament.rounds[0].tables[0])}
    assert (lines[seats["A"]].place, lines[seats["B"]].place, lines[seats["C"]].place) == (1, 1, 3)
    assert lines[seats["A"]].points == lines[seats["B"]].points == 4
    rows = list(csv.reader(io.StringIO(games_csv(tournament))))[1:]
    assert [(row[3], row[6], row[7]) for row in rows] == [("A", "1", "1"), ("B", "1", "1"), ("C", "", "3"),
                                                          ("D", "", "4")]
    with pytest.raises(TournamentError) as refused:
        director.enter_game(tournament, 1, 1, 2, shared.model_copy(update={"pool_empty": False}))
    assert refused.value.code == "shared_first_rummikub"
