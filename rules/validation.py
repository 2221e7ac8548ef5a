"""What a pydantic validation error says first, for a message to the user: where in the
input (its path, dotted) and pydantic's words for what is wrong. Saves, statistics, a
learner's progress and tournament files are all checked so (hostile input)."""

from __future__ import annotations

from pydantic import ValidationError


def first_error(error: ValidationError, whole: str) -> tuple:
    """(where, what) of the error's first problem; ``whole`` names the input when the
    problem is the input itself (an empty path)."""
    first = error.errors()[0]
    return ".".join(str(part) for part in first["loc"]) or whole, first["msg"]
