"""Tiny HTML builder: every text and attribute value is escaped."""

from __future__ import annotations

from html import escape


def attrs(**values) -> str:
    """``class_="x", data_tile=3, hidden=True`` -> ` class="x" data-tile="3" hidden`."""
    parts = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        parts.append(f" {name}" if value is True else f' {name}="{escape(str(value))}"')
    return "".join(parts)


VOID = ("input",)


def tag(element: str, content: str = "", **values) -> str:
    if element in VOID:
        return f"<{element}{attrs(**values)}>"
    return f"<{element}{attrs(**values)}>{content}</{element}>"


def text(value) -> str:
    return escape(str(value))
