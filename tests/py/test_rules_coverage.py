"""Every rule id of the specs is checked by at least one test."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import rules_coverage  # noqa: E402


@pytest.mark.skipif(sys.platform == "emscripten", reason="reads the test sources of the host")
def test_every_rule_id_has_a_test():
    assert rules_coverage.uncovered() == []


def test_python_tests_are_found_by_name_and_docstring():
    found = rules_coverage.python_tests()
    assert "test_rules_turn.py::test_r_meld30_new_sets_from_rack_worth_30" in found["R-MELD30"]
    assert "test_words_turn.py::test_w_stem_spiel_on_the_table_forbids_spielen_and_spielt_word_4_4" in found["W-STEM"]


@pytest.mark.skipif(sys.platform == "emscripten", reason="reads the test sources of the host")
def test_the_word_games_flow_rules_are_covered_by_its_tests_and_the_table_names_them():
    """W-DEAL, W-PASS, W-END, W-TIME, W-CHALLENGE: the word game's flow (rules/words/game.py)."""
    found = rules_coverage.python_tests()
    rows = {row.split(" | ")[0].strip("| "): row for row in rules_coverage.table().splitlines()[2:]}
    for rule in ("W-DEAL", "W-PASS", "W-END", "W-TIME", "W-CHALLENGE"):
        assert any(test.startswith("test_words_game.py::") for test in found[rule]), rule
        assert "test_words_game.py::" in rows[rule] and "**none**" not in rows[rule]
    assert set(rows) == set(rules_coverage.RULE_IDS)
