"""bench/word_strength.py's game loop on one paired deal (issue #14 part 3), so the
benchmark cannot rot: whole word games through ``WordGame.apply``, the
result read as W-END says, the same seed giving the same games."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from rules.words.game import WIN_POINTS  # noqa: E402
from word_lexicon import lexicon  # noqa: E402,F401  (the fixture)
from word_strength import markdown, play_deal, play_word_game, run_match  # noqa: E402


def test_w_end_a_paired_deal_of_master_against_greedy(lexicon):
    """W-END: a game ends with 99 points (the player who reached them wins) or
    after the last round (the highest total wins, equal top totals share);
    the benchmark counts A's wins from the seat A had, half for a shared first,
    and the same seed gives the same games."""
    result = run_match("master-greedy", 1, 14_000, lexicon)
    assert result["games"] == 2 and 0 <= result["by_99"] <= 2
    assert 0.0 <= result["win"][0] <= 1.0 and result["turns"] > 2
    assert set(result["times"]) == {"master", "greedy"}
    records = []
    for levels in (("master", "greedy"), ("greedy", "master")):
        record = play_word_game(levels, 14_000, lexicon)
        totals, winners = record["totals"], record["winners"]
        assert winners == tuple(seat for seat, total in enumerate(totals) if total == max(totals))
        assert (record["end"] == "points") == (max(totals) >= WIN_POINTS)
        if record["end"] == "points":
            assert len(winners) == 1 and sorted(totals)[0] < WIN_POINTS
        records.append(record)
    games = play_deal("master", "greedy", 14_000, lexicon, {})
    assert [(game["a"], game["b"], game["turns"]) for game in games] == \
        [(records[0]["totals"][0], records[0]["totals"][1], records[0]["turns"]),
         (records[1]["totals"][1], records[1]["totals"][0], records[1]["turns"])]
    row = markdown([result], ["--deals", "1"], 1.0).splitlines()
    assert any(line.startswith("| master vs greedy | 1 | 2 |") for line in row)
