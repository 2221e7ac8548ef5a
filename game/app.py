"""The first screen and the page's ready state."""

import sys

import pydantic

import rules.tiles


def runtime_summary() -> str:
    """One line naming the runtime, shown in the footer (useful in bug reports)."""
    python = ".".join(str(part) for part in sys.version_info[:3])
    return f"Python {python} · pydantic {pydantic.VERSION} · {len(rules.tiles.ALL_TILE_IDS)} tiles"


def start(document, window) -> None:
    """Replace the loading splash by the title screen and mark the page ready."""
    german = str(window.navigator.language or "").lower().startswith("de")
    document.documentElement.lang = "de" if german else "en"
    app = document.getElementById("app")
    app.innerHTML = ""
    screen = document.createElement("section")
    screen.className = "title-screen"
    heading = document.createElement("h1")
    heading.textContent = "Rummikub"
    lead = document.createElement("p")
    lead.textContent = ("Club-Regeln, Computergegner, ganz ohne Internet." if german
                        else "Club rules, computer opponents, no internet needed.")
    footer = document.createElement("p")
    footer.className = "runtime"
    footer.textContent = runtime_summary()
    screen.append(heading, lead, footer)
    app.append(screen)
    document.documentElement.dataset.state = "ready"
