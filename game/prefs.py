"""The device's choices (sound on, language) in the browser's storage, and the page's language:
the one rule the game (game/app.py) and the tournament director's page (game/tournament/main.py)
follow. No pydantic (the standard library and rules.texts): the director's first screen uses it
before pydantic is loaded.
static/js/boot.js repeats the language rule for the splash, before Python runs."""

import json

from rules import safe_json
from rules.texts import LANGUAGES

PREFS_KEY = "rummikub.prefs"


def prefs(storage) -> dict:
    """The device's choices stored under PREFS_KEY (``storage``: localStorage);
    unreadable ones count as none: they never block the start."""
    try:
        stored = safe_json.loads(storage.getItem(PREFS_KEY) or "{}")
    except Exception:  # not JSON, or storage switched off
        return {}
    return stored if isinstance(stored, dict) else {}


def save_prefs(storage, **choices) -> bool:
    """Store the device's choices with ``choices`` changed (the others kept: the
    tutorial's language beside the game's sound); False when the browser refuses
    (storage full): the choice then holds for this visit."""
    try:
        storage.setItem(PREFS_KEY, json.dumps({**prefs(storage), **choices}))
        return True
    except Exception:
        return False


def browser_languages(navigator) -> list:
    """The browser's languages, the preferred first (``navigator.languages``, else its ``language``)."""
    return list(navigator.languages or []) or [str(navigator.language or "")]


def page_language(asked, storage, browser_languages) -> str:
    """``asked`` (the address's ``?lang=``), else the language this device chose last, each only
    when it is one we speak; else German when the browser's first language is German, else English."""
    for choice in (asked, prefs(storage).get("lang")):
        if choice in LANGUAGES:
            return choice
    first = next(iter(browser_languages), "")
    return "de" if str(first).lower().startswith("de") else "en"
