"""The first screen (pure): title, the two ways to start, the two ways to learn
(``?mode=tutorial`` and ``?mode=puzzle``, issue #20), the language switch and any
messages about the address or the saved game. Drawn before the rules
are loaded (its buttons wait for them: ``ready``). Embedded in another page,
the first screen only says that the rules are loading (``embed_loading``):
the table follows by itself."""

from __future__ import annotations

from typing import Sequence

from game.i18n import Message, text
from game.ui.html import Markup, join, tag

# A fan of tiles above the title (decoration: hidden from screen readers).
TITLE_TILES = tag("div", join(
    tag("span", f"{number}\n{symbol}", class_=f"tile {colour}")
    for number, symbol, colour in (("7", "◆", "red"), ("8", "◆", "red"), ("☺", "J", "joker"),
                                   ("10", "◆", "red"), ("11", "◆", "red"))), class_="title-tiles", aria_hidden="true")


def first_screen(lang: str, notices: Sequence[Message], ready: bool = False) -> Markup:
    """The title screen; its buttons work once the rules are loaded (``ready``)."""
    buttons = tag("div",
                  tag("button", text(lang, "quick_start"), type="button", class_="action primary",
                      data_action="quick_start", disabled=not ready)
                  + tag("button", text(lang, "new_game"), type="button", class_="action",
                        data_action="open_dialog", disabled=not ready)
                  + tag("a", text(lang, "learn"), href=f"?mode=tutorial&lang={lang}", class_="action learn-link")
                  + tag("a", text(lang, "puzzles"), href=f"?mode=puzzle&lang={lang}", class_="action learn-link",
                        data_focus="puzzles")
                  + tag("button", text(lang, "stats"), type="button", class_="action",
                        data_action="stats", disabled=not ready)
                  + tag("button", "Deutsch" if lang == "en" else "English", type="button", class_="action",
                        data_action="switch_lang", lang="de" if lang == "en" else "en", disabled=not ready),
                  class_="buttons")
    return (tag("section",
                TITLE_TILES + tag("h1", "Rummikub") + tag("p", text(lang, "tagline"))
                + buttons + notice_list(lang, notices)
                + tag("p", "" if ready else text(lang, "loading_engine"), class_="runtime", id="runtime"),
                class_="title-screen")
            + tag("div", "", id="live", class_="sr-only", aria_live="polite", role="status")
            + tag("div", "", class_="overlay", id="overlay", hidden=True))


def embed_loading(lang: str, notices: Sequence[Message]) -> Markup:
    """The embedded game's first screen, and a learning screen's (``?mode=``): a spinner until it is up."""
    return (tag("section",
                tag("div", "", class_="spinner", aria_hidden="true") + notice_list(lang, notices)
                + tag("p", text(lang, "loading_engine"), class_="runtime", id="runtime", role="status"),
                class_="embed-loading")
            + tag("div", "", id="live", class_="sr-only", aria_live="polite", role="status"))


def words_loading(lang: str, done: int, total: int) -> Markup:
    """The word game's files and dictionary arriving (game.word_loading): a progress bar."""
    body = (tag("h2", text(lang, "words_loading"), id="dialog-title")
            + tag("progress", "", max=total, value=done, aria_labelledby="dialog-title")
            + tag("p", text(lang, "words_loading_n", done=done, total=total), class_="muted"))
    return tag("div", body, class_="dialog words-loading", role="dialog", aria_modal="true",
               aria_labelledby="dialog-title", aria_busy="true")


def notice_list(lang: str, notices: Sequence[Message], element_id: str = "notices") -> Markup:
    """Messages for the player, announced as an alert, each with its ×; nothing if
    there are none."""
    if not notices:
        return Markup("")
    return tag("ul", join(tag("li", note.text(lang), dismiss_button(lang)) for note in notices),
               class_="notices", id=element_id, role="alert")


def dismiss_button(lang: str) -> Markup:
    """The × that takes a notice away (game.ui.screen's ``dismiss_notice``); drawn by
    CSS, so the notice's text is the notice alone."""
    return tag("button", "", type="button", class_="dismiss", data_action="dismiss_notice",
               aria_label=text(lang, "dismiss_notice"), title=text(lang, "dismiss_notice"))
