"""Sentences in English and German: the one shape of every text table (rule
messages, tournament messages, the game's and the director's words).

    WORDS = Texts({"winner": {"en": "{name} wins!", "de": "{name} gewinnt!"}})
    WORDS("de", "winner", name="Eva")             # -> "Eva gewinnt!"
    note = WORDS.message("winner", name="Eva")    # kept as key + parameters
    note.text("en")                               # worded when drawn: a language switch re-words it

A parameter that is itself a ``Message`` is worded in the same language.
Unknown languages fall back to English. One of a count: where the table holds
``key + "_one"``, it is said when the parameter ``n`` is 1 ("1 tile", not "1 tiles");
``key + "_zero"`` when ``n`` is 0 (no "you drew 0 penalty tiles").
"""

from __future__ import annotations

from typing import Dict, NamedTuple

LANGUAGES = ("en", "de")


class Texts:
    def __init__(self, table: Dict[str, Dict[str, str]]):
        self.table = table

    def __call__(self, lang: str, key: str, /, **params) -> str:
        count = params.get("n")
        suffix = "_one" if count == 1 else "_zero" if count == 0 else ""
        if suffix and f"{key}{suffix}" in self.table:
            key = f"{key}{suffix}"
        entry = self.table[key]
        template = entry.get(lang) or entry["en"]
        if not params:
            return template
        return template.format(**{name: value.text(lang) if isinstance(value, Message) else value
                                  for name, value in params.items()})

    def __contains__(self, key: str) -> bool:
        return key in self.table

    def message(self, key: str, /, **params) -> "Message":
        """The sentence ``key``, worded later (``Message.text(lang)``)."""
        if key not in self.table:
            raise KeyError(key)
        return Message(self, key, params)

    def missing(self) -> list:
        """Keys without a sentence in one of the LANGUAGES (a test keeps this empty)."""
        return [key for key, entry in self.table.items() if any(not entry.get(lang) for lang in LANGUAGES)]


class Message(NamedTuple):
    """A sentence kept as its table, key and parameters until it is drawn."""

    texts: Texts
    key: str
    params: dict

    def text(self, lang: str) -> str:
        return self.texts(lang, self.key, **self.params)
