"""Which tests check which rule of ../shared/docs/rules-spec.md (R- ids) and
../shared/docs/word-rules-spec.md (W- ids, the letter-tile variant).

Every rule id of the specs must be named by at least one test (in its name,
docstring or body). `python3 tools/rules_coverage.py` prints the coverage
table for docs/rules-engine.md; tests/py/test_rules_coverage.py fails if a
rule id has no test.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The rule ids of rules-spec.md, in its order.
RULE_IDS = (
    "R-TILES", "R-NOTATION", "R-RUN", "R-GROUP", "R-JOKER", "R-JOKER-FREE", "R-DEAL", "R-START",
    "R-REDEAL", "R-TURN", "R-MELD30", "R-REARRANGE", "R-TAKEBACK", "R-TIME", "R-TIMEOUT",
    "R-INVALID-END", "R-PENALTY-ORDER", "R-RUMMIKUB", "R-POOL-EMPTY", "R-SCORE", "R-JOKER-VALUE",
    "R-NO-MELD", "R-ONE-TURN", "R-ROUND", "R-SEATS", "R-PLACEMENT", "R-STANDINGS", "R-PAIRING",
    "R-FINAL", "R-SHEET",
    # word-rules-spec.md, in its order
    "W-TILES", "W-DEAL", "W-WORD", "W-FIRST", "W-CHANGE", "W-JOKER", "W-STEM", "W-PASS", "W-SCORE",
    "W-EMPTY", "W-END", "W-TIME", "W-CHALLENGE",
)
ID_PATTERN = re.compile(r"[RW]-[A-Z0-9]+(?:-[A-Z0-9]+)*")
JS_TEST = re.compile(r"""test\(\s*["'`](.+?)["'`]""")


def python_tests() -> dict[str, set[str]]:
    """rule id -> 'file::test' for the pytest files."""
    found: dict[str, set[str]] = {}
    for path in sorted((ROOT / "tests" / "py").glob("test_*.py")):
        if path.name == "test_rules_coverage.py":
            continue  # names rule ids to test this tool, checks no rule
        tree = ast.parse(path.read_text(encoding="utf-8"))
        lines = path.read_text(encoding="utf-8").splitlines()
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                text = "\n".join(lines[node.lineno - 1:node.end_lineno])
                dashed = "-" + node.name.upper().replace("_", "-") + "-"
                ids = set(ID_PATTERN.findall(text)) | {rule for rule in RULE_IDS if f"-{rule}-" in dashed}
                for rule in ids:
                    found.setdefault(rule, set()).add(f"{path.name}::{node.name}")
    return found


def browser_tests() -> dict[str, set[str]]:
    """rule id -> 'file: test title' for the Playwright files (ids in the file)."""
    found: dict[str, set[str]] = {}
    for path in sorted((ROOT / "tests" / "e2e").glob("*.spec.js")):
        text = path.read_text(encoding="utf-8")
        titles = JS_TEST.findall(text)
        for rule in set(ID_PATTERN.findall(text)):
            found.setdefault(rule, set()).add(f"{path.name} ({len(titles)} tests)")
    return found


def coverage() -> dict[str, list[str]]:
    """rule id -> its tests: the rules engine's own (test_rules_*, test_words_*) first, then the app's, then the browser's."""
    python, browser = python_tests(), browser_tests()

    def engine_first(test: str) -> tuple:
        return not test.startswith(("test_rules_", "test_words_")), test

    return {rule: sorted(python.get(rule, set()), key=engine_first) + sorted(browser.get(rule, set()))
            for rule in RULE_IDS}


def uncovered() -> list[str]:
    """Rule ids without a test."""
    return [rule for rule, tests in coverage().items() if not tests]


def table() -> str:
    rows = ["| rule | tests |", "|---|---|"]
    for rule, tests in coverage().items():
        shown = ", ".join(f"`{t}`" for t in tests[:4]) + (f" and {len(tests) - 4} more" if len(tests) > 4 else "")
        rows.append(f"| {rule} | {shown or '**none**'} |")
    return "\n".join(rows)


if __name__ == "__main__":
    print(table())
    sys.exit(1 if uncovered() else 0)
