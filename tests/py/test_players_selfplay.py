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
