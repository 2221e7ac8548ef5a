"""Headless self-play (game.selfplay): all-computer games on rules.game, one
JSON line per game and a summary; reproducible from the seed; --duplicate
plays each deal once per seat rotation (R-SCORE: scores sum to zero)."""

import json

import pytest

from game import selfplay


def run(capsys, *argv):
    assert selfplay.main(list(argv)) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    return lines[:-1], lines[-1]["summary"]


def test_games_summary_and_reproducibility(capsys):
    games, summary = run(capsys, "--seats", "casual,beginner", "--games", "2", "--seed", "5", "--duplicate")
    assert [g["seats"] for g in games] == [["casual", "beginner"], ["beginner", "casual"]] * 2
    assert [g["seed"] for g in games] == [5, 5, 6, 6]
    for game in games:
        assert sum(game["scores"]) == 0 and game["end"] in ("rummikub", "pool_empty")
        assert game["winner_level"] == game["seats"][game["winner"]] and game["winners"][0] == game["winner"]
    assert summary["games"] == 4
    assert summary["levels"]["casual"]["wins"] + summary["levels"]["beginner"]["wins"] == 4
    again, _ = run(capsys, "--seats", "casual,beginner", "--games", "2", "--seed", "5", "--duplicate")
    assert again == games


def test_four_seats_and_original_profile(capsys):
    games, summary = run(capsys, "--seats", "club,casual,beginner,casual", "--games", "1",
                         "--seed", "3", "--profile", "original")
    assert len(games) == 1 and len(games[0]["scores"]) == 4
    assert summary["levels"]["casual"]["seats"] == 2


def test_records_placement_points_and_meld_chances_R_PLACEMENT_R_NO_MELD():
    """Each record ranks the game as a club sheet does (R-PLACEMENT 4-3-1-0) and
    counts per seat the turns begun unmelded with 30 on the rack (R-NO-MELD:
    a -200 needs at least one)."""
    from game.selfplay import play_game
    from rules.profiles import Settings

    club = Settings.for_profile("club", turn_seconds=None)
    record = play_game(["casual", "beginner", "beginner", "casual"], 3, club)
    assert record["places"][record["winner"]] == 1 and record["points"][record["winner"]] == 4
    assert sorted(record["points"]) == [0, 1, 3, 4] or len(set(record["scores"])) < 4
    for flat, chances in zip(record["no_meld"], record["meld_chances"]):
        assert (flat == 200) <= (chances >= 1) and chances >= 0


def test_a_shared_first_place_counts_as_part_of_a_win_R_POOL_EMPTY():
    records = [{"seats": ["master", "club", "casual"], "winner": 0, "winner_level": "master", "winners": [0, 2],
                "scores": [-4, -9, -4]},
               {"seats": ["club", "casual", "master"], "winner": 0, "winner_level": "club", "winners": [0],
                "scores": [20, -12, -8]}]
    levels = selfplay.summary(records)["levels"]
    assert {level: levels[level]["wins"] for level in levels} == {"master": 0.5, "club": 1.0, "casual": 0.5}


def test_bad_seats_are_refused(capsys):
    with pytest.raises(SystemExit):
        selfplay.main(["--seats", "casual,grandmaster"])
    assert "--seats" in capsys.readouterr().err


def test_beginner_under_original_rules_always_finishes():
    """R-POOL-EMPTY `original`: a computer whose pass is refused (it could play)
    lays the solver's play instead of stopping the game (issue #17: 27 of
    seeds 1-30 raised GameError before)."""
    from game.selfplay import play_game
    from rules.profiles import Settings

    original = Settings.for_profile("original", turn_seconds=None)
    for seed in range(1, 31):
        record = play_game(["beginner", "beginner"], seed, original)
        assert record["end"] in ("rummikub", "pool_empty")
