"""A new version of the game waits (static/js/pwa.js): say so on either page,
with a Reload button that lets it take over and a × that puts it off (the new
version then takes over when every tab of the game is closed, and the banner
comes again on the next page load). Nothing is lost by the reload:
the game in progress is saved after every action and resumes; a tournament is
saved on every change. Texts in game/i18n.py.
"""

from __future__ import annotations

from game.i18n import text
from game.ui.html import Markup, tag

BANNER_ID = "update-banner"


def banner(lang: str) -> Markup:
    """The banner's content: what happened, the Reload button and the × (drawn by CSS)."""
    return (tag("span", text(lang, "update_ready"))
            + tag("button", text(lang, "update_reload"), type="button", class_="update-reload")
            + tag("button", "", type="button", class_="dismiss update-later", aria_label=text(lang, "update_later"),
                  title=text(lang, "update_later")))


def watch(document, window) -> None:
    """Show the banner when pwa.js reports a waiting version (now or later),
    worded in the page's language at that moment (<html lang>)."""
    from pyodide.ffi import create_proxy

    def reload(_event) -> None:
        document.getElementById(BANNER_ID).querySelector(".update-reload").disabled = True
        window.rummikubUpdate()

    def later(_event) -> None:
        document.getElementById(BANNER_ID).remove()
        if _came_from and _came_from[0].isConnected:  # the keyboard goes on where it came from, not at the page's top
            _came_from[0].focus()

    def entered(event) -> None:
        if event.relatedTarget and not event.currentTarget.contains(event.relatedTarget):
            _came_from[:] = [event.relatedTarget]

    def show(_event=None) -> None:
        if document.getElementById(BANNER_ID):  # shown already (a missing element is null: falsy)
            return
        box = document.createElement("div")
        box.id, box.className = BANNER_ID, "update-banner"
        box.setAttribute("role", "status")
        box.innerHTML = str(banner(str(document.documentElement.lang or "en")))
        box.querySelector(".update-reload").addEventListener("click", _proxies[0])
        box.querySelector(".update-later").addEventListener("click", _proxies[1])
        box.addEventListener("focusin", _proxies[3])
        document.body.append(box)

    _proxies[:] = [create_proxy(reload), create_proxy(later), create_proxy(show),
                   create_proxy(entered)]  # kept for the page's life
    window.addEventListener("rummikub:update", _proxies[2])
    if document.documentElement.getAttribute("data-update") == "ready":
        show()


_proxies: list = []
_came_from: list = []  # the element the focus left for the banner (its × gives the focus back)
