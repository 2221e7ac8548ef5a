"""bench/word_strength.py's game loop on two deals (issue #14 part 3), so the
benchmark cannot rot: whole word games through ``WordGame.apply``, the
result read as W-END says, the same seed giving the same games."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from rules.words.game import WIN_POINTS  # noqa: E402
from word_lexicon import lexicon  # noqa: E402,F401  (the fixture)
from word_strength import markdown, play_deal, play_word_game, run_match  # noqa: E402


def test_w_end_two_paired_deals_of_master_against_greedy(lexicon):
    """W-END: a game ends with 99 points (the player who reached them wins) or
    after the last round (the highest total wins, equal top totals share);
    the benchmark counts A's wins from the seat A had, half for a shared first."""
    result = run_match("master-greedy", 2, 14_000, lexicon)
    assert result["games"] == 4 and 0 <= result["by_99"] <= 4
    assert 0.0 <= result["win"][0] <= 1.0 and result["turns"] > 2
    assert set(result["times"]) == {"master", "greedy"}
    for seed in (14_000, 14_001):
        for levels in (("master", "greedy"), ("greedy", "master")):
            record = play_word_game(levels, seed, lexicon)
            totals, winners = record["totals"], record["winners"]
            assert winners == tuple(seat for seat, total in enumerate(totals) if total == max(totals))
            assert (record["end"] == "points") == (max(totals) >= WIN_POINTS)
            if record["end"] == "points":
                assert len(winners) == 1 and sorted(totals)[0] < WIN_POINTS
    games = play_deal("master", "greedy", 14_000, lexicon, {})
    again = play_deal("master", "greedy", 14_000, lexicon, {})
    assert [(game["win"], game["a"], game["b"], game["turns"]) for game in games] == \
        [(game["win"], game["a"], game["b"], game["turns"]) for game in again]
    row = markdown([result], ["--deals", "2"], 1.0).splitlines()
    assert any(line.startswith("| master vs greedy | 2 | 4 |") for line in row)
