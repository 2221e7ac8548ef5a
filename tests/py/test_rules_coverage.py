"""Every rule id of the spec is checked by at least one test."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import rules_coverage  # noqa: E402


@pytest.mark.skipif(sys.platform == "emscripten", reason="reads the test sources of the host")
def test_every_rule_id_has_a_test():
    missing = [rule for rule, tests in rules_coverage.coverage().items() if not tests]
    assert missing == []


def test_python_tests_are_found_by_name_and_docstring():
    found = rules_coverage.python_tests()
    assert "test_rules_turn.py::test_r_meld30_new_sets_from_rack_worth_30" in found["R-MELD30"]
