"""The first screen, the page's ready state, and loading the engine behind it."""

import sys

ENGINE_PACKAGES = ["pydantic"]


def german(window) -> bool:
    return str(window.navigator.language or "").lower().startswith("de")


def start(document, window) -> None:
    """Replace the loading splash by the title screen and mark the page ready."""
    is_german = german(window)
    document.documentElement.lang = "de" if is_german else "en"
    app = document.getElementById("app")
    app.innerHTML = ""
    screen = document.createElement("section")
    screen.className = "title-screen"
    heading = document.createElement("h1")
    heading.textContent = "Rummikub"
    lead = document.createElement("p")
    lead.textContent = ("Club-Regeln, Computergegner, ganz ohne Internet." if is_german
                        else "Club rules, computer opponents, no internet needed.")
    footer = document.createElement("p")
    footer.className = "runtime"
    footer.id = "runtime"
    footer.textContent = python_version()
    screen.append(heading, lead, footer)
    app.append(screen)
    document.documentElement.dataset.state = "ready"
    window.performance.mark("rummikub:ready")


def python_version() -> str:
    return "Python " + ".".join(str(part) for part in sys.version_info[:3])


async def load_engine(document, window) -> None:
    """Install pydantic from the vendored lock (no network beyond our origin)
    and import the rules engine; the first screen stays usable meanwhile."""
    root = document.documentElement
    try:
        import pyodide_js

        await pyodide_js.loadPackage(ENGINE_PACKAGES, messageCallback=lambda _msg: None)
        import pydantic

        import rules.tiles

        summary = (f"{python_version()} · pydantic {pydantic.VERSION} · "
                   f"{len(rules.tiles.ALL_TILE_IDS)} tiles")
        document.getElementById("runtime").textContent = summary
        root.dataset.engine = "ready"
        window.performance.mark("rummikub:engine")
    except Exception as error:
        root.dataset.engine = "error"
        message = ("Die Spielregeln konnten nicht geladen werden. Bitte lade die Seite neu."
                   if german(window) else "The game rules could not be loaded. Please reload the page.")
        document.getElementById("runtime").textContent = f"{message} ({type(error).__name__}: {error})"
        raise
