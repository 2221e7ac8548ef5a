"""Tiny HTML builder where escaping is the default.

Plain ``str`` is text: wherever it meets markup it is escaped. Markup is the
type ``Markup`` (a ``str``), made only by ``tag`` (and ``join``), or by
``Markup(...)`` around a constant written in this code base (an icon). So a
name, a URL value or a message from a save can never become an element or an
attribute, however the views combine them:

    tag("li", name)                      # name escaped
    tag("b", "x") + "<i>"                # -> '<b>x</b>&lt;i&gt;'
    join(tag("li", m) for m in notices)  # markup stays markup, text is escaped
"""

from __future__ import annotations

from html import escape as _escape
from typing import Iterable


class Markup(str):
    """A string of HTML that is safe to insert. Adding or joining plain text
    to it escapes that text (as MarkupSafe does)."""

    __slots__ = ()

    def __add__(self, other) -> "Markup":
        return Markup(str.__add__(self, escape(other)))

    def __radd__(self, other) -> "Markup":
        return Markup(str.__add__(escape(other), self))

    def join(self, parts: Iterable) -> "Markup":
        return Markup(str.join(self, (escape(part) for part in parts)))


def escape(value) -> Markup:
    """``value`` as markup: unchanged if it is Markup, else its text escaped."""
    return value if isinstance(value, Markup) else Markup(_escape(str(value)))


def join(parts: Iterable) -> Markup:
    """Markup pieces one after another (plain text among them is escaped)."""
    return Markup("").join(parts)


def attrs(**values) -> Markup:
    """``class_="x", data_tile=3, hidden=True`` -> ` class="x" data-tile="3" hidden`.
    Names come from this code (keywords); every value is escaped, Markup too."""
    parts = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        parts.append(f" {name}" if value is True else f' {name}="{_escape(str(value))}"')
    return Markup("".join(parts))


VOID = ("input",)


def tag(element: str, *content, **values) -> Markup:
    """``<element attrs>content…</element>``; each piece of content is escaped
    unless it is Markup."""
    if element in VOID:
        return Markup(f"<{element}{attrs(**values)}>")
    return Markup(f"<{element}{attrs(**values)}>{join(content)}</{element}>")
