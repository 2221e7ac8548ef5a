"""The game page's fixed markup (pure): the frame that game.ui.screen mounts
once and whose regions it redraws, the status line, the replay bar and the
sound button's icon."""

from __future__ import annotations

import re
from typing import Optional, Sequence

from game.i18n import Message, text
from game.ui import board_view
from game.ui.html import Markup, join, tag
from game.ui.title_view import dismiss_button
from game.view_model import BoardView

_SPEAKER = ('<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" '
            'stroke="currentColor" stroke-width="2" stroke-linecap="round">'
            '<path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/>{}</svg>')
SPEAKER_ON = Markup(_SPEAKER.format('<path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11"/>'))
SPEAKER_OFF = Markup(_SPEAKER.format('<path d="M16 9l5 6M21 9l-5 6"/>'))


def frame(lang: str, strict: bool) -> Markup:
    """The page's regions (seats, pool, clock, status, table, actions, rack),
    the menu, the live region for screen readers, the overlay and the file input."""
    entries = [("new_game", "open_dialog"), ("recent_games", "recent_games"), ("export", "export"),
               ("import", "import")]
    if not strict:  # the strict display hides the move history (club 17-18)
        entries.append(("replay", "replay"))
    entries += [("learn", "open_tutorial"), ("puzzles", "open_puzzles"), ("stats", "stats"),
                ("credits", "credits")]  # the tutorial and the puzzles: game.learn
    menu_items = join(tag("button", text(lang, key), type="button", role="menuitem", data_action=action)
                      for key, action in entries)
    menu_items += tag("button", "Deutsch" if lang == "en" else "English", type="button", role="menuitem",
                      data_action="switch_lang", lang="de" if lang == "en" else "en")
    topbar = tag("header",
                 tag("div", "", class_="seats", id="seats")
                 + tag("div", "", id="pool-slot")
                 + tag("div", "", id="clock-slot")
                 + tag("button", "", type="button", class_="icon-button", id="sound-toggle",
                       data_action="toggle_sound")
                 + tag("button", "☰", type="button", class_="icon-button", id="menu-button",
                       data_action="menu", aria_haspopup="menu", aria_expanded="false",
                       aria_label=text(lang, "menu"), title=text(lang, "menu"))
                 + tag("div", menu_items, class_="menu-panel", id="menu", role="menu", hidden=True),
                 class_="topbar")
    status = tag("div", "", class_="status-line", id="status")
    table = tag("section", "", class_="table-area", id="table", aria_label=text(lang, "table"))
    dock = tag("section",
               tag("div", "", class_="actions", id="actions")
               + tag("div", tag("div", "", id="rack-slot", class_="rack-slot")
                     + tag("div", "", class_="rack-tools", id="rack-tools"), class_="rack-row"),
               class_="dock", aria_label=text(lang, "rack"))
    live = tag("div", "", id="live", class_="sr-only", aria_live="polite", role="status")
    overlay = tag("div", "", class_="overlay", id="overlay", hidden=True)
    replay = tag("div", "", class_="replay-bar", id="replay-bar", hidden=True)
    file_input = tag("input", type="file", id="import-file", accept=".json,application/json", hidden=True)
    challenge = tag("div", "", id="challenge-slot")  # the word game's challenge bar (W-CHALLENGE)
    log = "" if strict else tag("section", "", class_="move-log", id="log", aria_label=text(lang, "log"),
                                tabindex="0", data_follow=True)  # the move log (issue #19), none under the strict display
    heading = tag("h1", "Rummikub", class_="sr-only")  # a screen reader's way in: the screen has a heading
    return (tag("div", heading, topbar, replay, status, log, challenge, table, dock, class_="game", id="game")
            + live + overlay + file_input)


def status_line(view: BoardView, notices: Sequence[Message], notice: Optional[Message] = None,
                error: Optional[Message] = None) -> Markup:
    """Which game, whose turn, the page's notices, the last notice and error,
    worded in the view's language."""
    lang = view.lang
    turn = view.status
    if view.replay_move:  # the replay: who made the move shown (issue #19)
        turn = board_view.logged_move(lang, *view.replay_move)
    parts = [tag("span", view.game_label, class_="game-label"), tag("span", turn, class_="turn-text"),
             board_view.meld_total(view)]
    parts += [sentence(lang, note, dismiss_button(lang), class_="notice") for note in notices]
    if notice:
        parts.append(sentence(lang, notice, dismiss_button(lang), class_="notice", id="notice"))
    if error:
        parts.append(sentence(lang, error, class_="error", id="error"))  # said by the live region, once
    return join(parts)


_RULE_ID = re.compile(r"\s*\(([RW]-[A-Z0-9-]+)\)|\b([RW]-[A-Z0-9-]+), ")
_DOUBLE_STOP = re.compile(r"(?<!\.)\.\.(?!\.)")  # "lowest). (R-RUN)." once the id is out


def without_rule_ids(sentence: str) -> tuple:
    """A sentence for players (issue #19): the rule ids taken out ("(R-RUN)" goes,
    "(R-TAKEBACK, club 11.3)" keeps "(club 11.3)"), and the ids taken, for a tooltip."""
    ids: list = []

    def cut(match) -> str:
        ids.append(match.group(1) or match.group(2))
        return ""
    return _DOUBLE_STOP.sub(".", _RULE_ID.sub(cut, sentence)), ids


def sentence(lang: str, said: Message, *after, tag_name: str = "span", **attributes) -> Markup:
    """A notice or an error, its rule ids in the tooltip for club players;
    ``after``: what follows it (a notice's ×)."""
    shown, ids = without_rule_ids(said.text(lang))
    return tag(tag_name, shown, *after, title=text(lang, "rule_ids", ids=", ".join(ids)) if ids else None,
               **attributes)


def replay_bar(lang: str, step: int, total: int, note: str = "", analysis: bool = False, words: str = "") -> Markup:
    """Step through a game's moves (game.replay); ``note`` says what the position
    shows (a turn of the analysis) and ``words`` its sets, folded; ``analysis`` offers
    it (numbers game, issue #20)."""
    extra = tag("button", text(lang, "analysis"), type="button", class_="action", data_action="analysis",
                data_focus="r-analysis") if analysis else ""
    folded = tag("details", tag("summary", text(lang, "analysis_in_words")) + words) if words else ""
    extra += tag("div", note, folded, class_="replay-note", id="replay-note") if note else ""
    return (tag("button", "◀", type="button", class_="action", data_action="replay_prev", data_focus="r-prev",
                aria_label=text(lang, "replay_prev"), disabled=step == 0)
            + tag("span", text(lang, "replay_of", n=step, total=total), id="replay-pos", aria_live="polite")
            + tag("button", "▶", type="button", class_="action", data_action="replay_next", data_focus="r-next",
                  aria_label=text(lang, "replay_next"), disabled=step == total)
            + tag("button", text(lang, "replay_close"), type="button", class_="action", data_action="replay_close",
                  data_focus="r-close")
            + extra)
