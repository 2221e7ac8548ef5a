"""JSON text from outside (saves, their inner histories, tournament files, stored
statistics, preferences and lists; hostile input) read only when its brackets nest
no deeper than a limit: json.loads recurses once per level, and a text of 100,000
brackets exhausts the stack (in Pyodide a fatal error that leaves the page dead).
Standard library only: the first screen reads preferences before pydantic is loaded."""

from __future__ import annotations

import json
from typing import Any

MAX_DEPTH = 64  # the deepest of our files nests 5 (a tournament); far below any stack's limit


def nested_deeper(text: str, limit: int) -> bool:
    """Whether brackets outside strings nest deeper than ``limit``: one pass,
    before json.loads meets a 100,000-deep file."""
    depth, in_string, escaped = 0, False, False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > limit:
                return True
        elif char in "]}":
            depth -= 1
    return False


def loads(text: str, limit: int = MAX_DEPTH) -> Any:
    """json.loads of outside ``text``; ValueError (as for text that is no JSON) if it nests
    deeper than ``limit``."""
    if nested_deeper(text, limit):
        raise ValueError(f"brackets nested deeper than {limit}")
    return json.loads(text)
