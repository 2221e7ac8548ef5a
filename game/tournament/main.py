"""Entry point of tournament.html, run by PyScript (config: tournament.toml).

Like game/main.py, in two steps: the first screen and data-state="ready" with
the standard library only; then pydantic is loaded from the vendored lock and
the director's page takes over (data-engine="ready"). Failures end in
data-state="error" or data-engine="error" with a human message.
"""

import asyncio
from urllib.parse import parse_qs

from pyscript import document, window

from game.prefs import browser_languages, page_language

LOADING = {"en": ("Tournament director", "Loading the tournament rules…"),
           "de": ("Turnierleitung", "Turnierregeln werden geladen…")}


def language() -> str:
    """The game's rule (game.prefs.page_language): ``?lang=de|en`` (the page's language switch),
    else the language this device chose last, else the browser's first language."""
    asked = parse_qs(str(window.location.search).lstrip("?")).get("lang", [""])[-1].lower()
    try:
        storage = window.localStorage
    except Exception:  # storage switched off for this page: no stored choice (game.prefs.prefs: none)
        storage = None
    return page_language(asked, storage, browser_languages(window.navigator))


def first_screen(lang: str) -> None:
    title, status = LOADING[lang]
    document.documentElement.lang = lang
    document.getElementById("splash-title").textContent = title
    document.getElementById("splash-status").textContent = status
    document.documentElement.dataset.state = "ready"


async def load_director(lang: str) -> None:
    root = document.documentElement
    try:
        import pyodide_js

        await pyodide_js.loadPackage(["pydantic"], messageCallback=lambda _message: None)
        from game.tournament.page import DirectorPage

        page = DirectorPage(document, window, lang)
        page.render()
        window.rummikubDirector = page  # keeps the page and its event proxies alive
        root.dataset.engine = "ready"
    except Exception as error:
        root.dataset.engine = "error"
        status = document.getElementById("splash-status")
        if status is not None:
            status.textContent = ("Die Turnierregeln konnten nicht geladen werden." if lang == "de"
                                  else "The tournament rules could not be loaded.") + f" ({error})"
            status.setAttribute("role", "alert")
        raise


try:
    LANG = language()
    first_screen(LANG)
    from game import update

    update.watch(document, window)  # "new version — reload" (static/js/pwa.js)
except Exception as error:  # start-up must always end in a visible state
    window.rummikubBootFailed(f"{type(error).__name__}: {error}")
    raise

director_task = asyncio.ensure_future(load_director(LANG))
