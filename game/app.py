"""The first screen, the page's ready state, and loading the engine behind it.

Step 1 (``start``) needs only the standard library and our light modules
(i18n, settings, url_params): the title screen with its buttons (disabled
until the rules are loaded) and any messages about the address's parameters.
Step 2 (``load_engine``) loads pydantic, imports the rules and the game
screen, then resumes a saved game, starts the game the address asks for,
or enables the title screen's buttons; ``?mode=tutorial`` or ``?mode=puzzle``
opens a learning screen instead (``open_mode``, issue #20), its modules fetched
first (game.learn_loading: the start-up leaves them out, issue #18). Embedded (``?embed=1``, README
"Embed") there is no title screen: a game starts at once, and with
``?parent=<origin>`` the host page's API (game.ui.host_link) is opened first.
"""

import asyncio
import sys
from dataclasses import replace

from game import device_storage, i18n, url_params
from game.i18n import message
from game.prefs import browser_languages, page_language
from game.ui.title_view import embed_loading, first_screen, notice_list

ENGINE_PACKAGES = ["pydantic"]


def start(document, window):
    """Replace the loading splash by the title screen and mark the page ready.
    Returns the parsed address parameters for step 2."""
    parsed = url_params.parse(str(window.location.search or ""))
    setup = getattr(window, "rummikubTestSetup", None)  # set only by the browser tests (game.e2e_setup)
    if isinstance(setup, str):
        parsed = parsed._replace(settings=replace(parsed.settings, extra={**parsed.settings.extra, "test": setup}))
    store = device_storage.local_storage(window)
    lang = page_language(parsed.lang, store, browser_languages(window.navigator))
    parsed = parsed._replace(settings=replace(parsed.settings, lang=lang))
    notices = [url_params.describe(problem) for problem in parsed.problems] + device_storage.notices()
    document.documentElement.lang = lang
    if parsed.parent and window.parent == window:  # not framed: a page that opened the game in a window
        parsed = parsed._replace(parent=None)   # of its own would reach the game's saves (host_link)
        window.console.warn("rummikub: parent ignored: the game is not in a frame")
    if parsed.embed:
        parsed = parsed._replace(mode=None)  # a frame shows the table alone (README "Embed")
        document.documentElement.dataset.embed = "api" if parsed.parent else "plain"
        for problem in parsed.problems:
            if problem.key == "bad_parent":
                window.console.warn(url_params.describe(problem).text("en"))
        document.getElementById("app").innerHTML = embed_loading(lang, notices)
    elif parsed.mode:  # a learning screen follows once the rules are loaded (open_mode)
        document.getElementById("app").innerHTML = embed_loading(lang, notices)
    else:
        document.getElementById("app").innerHTML = first_screen(lang, notices)
    document.documentElement.dataset.state = "ready"
    window.performance.mark("rummikub:ready")
    return parsed, notices


def open_mode(parsed, notices) -> None:
    """Issue #20: ``?mode=`` opens a learning screen instead of the title screen
    (a saved game stays saved, untouched). The one place each mode starts."""
    if parsed.mode == "puzzle":  # no game is started or resumed
        from game.learn.puzzle_screen import open_page

        open_page(parsed.settings, notices, parsed.learn)
        return
    from game.learn.tutorial_screen import TutorialScreen

    TutorialScreen(parsed.settings.lang, notices)


def python_version() -> str:
    return "Python " + ".".join(str(part) for part in sys.version_info[:3])


async def load_engine(document, window, parsed, notices) -> None:
    """Install pydantic from the vendored lock (no network beyond our origin),
    import the rules and the game screen, then open the game."""
    root = document.documentElement
    lang = parsed.settings.lang
    try:
        import pyodide_js

        await pyodide_js.loadPackage(ENGINE_PACKAGES, messageCallback=lambda _msg: None)
        import pydantic

        await asyncio.sleep(0)  # issue #18: the page answers taps and paints between the long imports
        import rules.tiles
        from game import save_slots, storage, table_play

        await asyncio.sleep(0)
        from game.tournament.store import KEY as TOURNAMENT_KEY
        from game.ui.host_link import HostLink
        from game.ui.screen import Screen
        from rules.tournament.messages import TournamentError

        summary = (f"{python_version()} · pydantic {pydantic.VERSION} · "
                   f"{i18n.text(lang, 'tiles_n', n=len(rules.tiles.ALL_TILE_IDS))}")
        document.getElementById("runtime").textContent = summary
    except Exception as error:
        root.dataset.engine = "error"
        failure = ("Die Spielregeln konnten nicht geladen werden. Bitte lade die Seite neu."
                   if lang == "de" else "The game rules could not be loaded. Please reload the page.")
        document.getElementById("runtime").textContent = f"{failure} ({type(error).__name__}: {error})"
        raise
    if parsed.mode:
        try:
            from game import browser, learn_loading

            await learn_loading.ready(browser.site_root())
        except Exception as error:  # no learning screen without its modules: say so, never hang
            root.dataset.engine = "error"
            why = f"{type(error).__name__}: {error}"
            document.getElementById("runtime").textContent = i18n.text(lang, "learn_load_failed", why=why)
            raise
        open_mode(parsed, notices)
        root.dataset.engine = "ready"
        window.performance.mark("rummikub:engine")
        return
    store = device_storage.local_storage(window)
    settings, first_game, start_now, problems = parsed.settings, 1, parsed.start_now, []
    if "table" in settings.extra:  # a tournament table's games (game.table_play)
        try:
            settings, first_game = table_play.table_settings(settings, store.getItem(TOURNAMENT_KEY))
        except TournamentError as error:
            start_now = False
            problems.append(message("table_not_opened", why=error.message()))
    screen = Screen(settings, [*notices, *problems])
    if parsed.parent:  # embedded, the host's API open ("ready") before the first game's events
        screen.host = HostLink(screen, parsed.parent, replace(parsed.settings, extra={}))
    saved = screen.saves.load()
    resumed = False
    if saved:
        try:
            data = None  # a word game's save waits for the word game (game.word_loading)
            if not storage.holds_words(str(saved)) or await screen.words_ready():
                data = storage.decode(str(saved))
            if data is None:
                pass  # kept as it is: resumed once the word game loads (the notice says why not now)
            elif table_play.same_table(data, settings) or (not start_now and not problems) \
                    or (start_now and save_slots.same_game(data, settings)):  # a reload of the game's own link
                screen.resume(data, lang=parsed.lang)
                resumed = True
            elif start_now and not problems:  # another game's link: ask, the saved game shown behind
                screen.resume(data, lang=parsed.lang)
                if screen.session.state().finished or screen.session.untouched():
                    resumed = False  # nothing to ask: started below, the saved one kept among the recent
                else:
                    screen.offer_link(settings, first_game)
                    resumed = True
        except Exception as error:  # a broken save is set aside, never a crash
            if device_storage.set_aside(store, storage.corrupt_key(window.Date.now()), saved):
                screen.saves.remove()
            screen.notices.append(message("save_corrupt", why=storage.reason(error)))
    if not resumed and (start_now or parsed.embed):  # embedded: the table at once, never the title screen
        screen.start(settings, first_game)
    elif not resumed:
        for button in document.querySelectorAll(".title-screen [data-action]"):
            button.disabled = False
        if screen.notices != notices:
            document.getElementById("runtime").insertAdjacentHTML(
                "beforebegin", notice_list(lang, screen.notices, "save-notices"))
    screen.watch_other_tabs()
    root.dataset.engine = "ready"
    window.performance.mark("rummikub:engine")
