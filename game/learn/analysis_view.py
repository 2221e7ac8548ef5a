"""The post-game analysis drawn (pure HTML, issue #20): a dialog with each of
the humans' turns against the solver, the turns missed most marked, a button
per turn that shows it on the replayed table (game.learn.analysis_actions)."""

from __future__ import annotations

from game.i18n import text
from game.ui.html import Markup, join, tag


def _dialog(lang: str, body: Markup, busy: bool = False, several: bool = False) -> Markup:
    """``several``: the turns of more than one human (hot-seat): "Eure Züge", not "Deine"."""
    close = tag("div", tag("button", text(lang, "replay_close"), type="button", class_="action",
                           data_action="close_dialog", data_focus="close"), class_="buttons")
    title = text(lang, "analysis_title_all" if several else "analysis_title")
    return tag("div", tag("h2", title, id="dialog-title") + body + close,
               class_="dialog analysis", role="dialog", aria_modal="true", aria_labelledby="dialog-title",
               aria_busy="true" if busy else None)


def busy(lang: str) -> Markup:
    return _dialog(lang, tag("p", text(lang, "analysis_busy"), role="status"), busy=True)


def failed(lang: str, why: str) -> Markup:
    return _dialog(lang, tag("p", text(lang, "analysis_failed", why=why), role="alert"))


def dialog(lang: str, result: dict, names: dict) -> Markup:
    """``result``: game.learn.analysis.analyse's; ``names``: engine player -> name."""
    turns = result["turns"]
    if not turns:
        return _dialog(lang, tag("p", text(lang, "analysis_none")))
    players = sorted({t["player"] for t in turns})
    summaries = join(tag("p", text(lang, "analysis_summary", name=names[player],
                                   n=sum(1 for t in turns if t["player"] == player),
                                   better=sum(1 for t in turns if t["player"] == player and t["missed"])),
                         class_="analysis-note") for player in players)
    most = result["missed_most"]
    several = len(players) > 1
    if most:  # each player counts his own turns: with several, named ("15 (Mama), 15 (Tom)")
        numbers = ", ".join(str(t["turn"]) + (f" ({names[t['player']]})" if several else "")
                            for step in most for t in turns if t["step"] == step)
        summaries += tag("p", text(lang, "analysis_most", turns=numbers), class_="analysis-note")
    shown = [t for t in turns if t["best"] or t["count"]]  # a turn where nothing could be laid says nothing
    head = tag("tr", tag("th", text(lang, "analysis_turn"))
               + (tag("th", text(lang, "player")) if several else "")
               + tag("th", text(lang, "analysis_laid")) + tag("th", text(lang, "analysis_best"))
               + tag("th", text(lang, "analysis_missed"))
               + tag("th", tag("span", text(lang, "analysis_show_head"), class_="sr-only")))
    rows = join(_row(lang, turn, names, several, turn["step"] in most) for turn in shown)
    table = tag("div", tag("table", tag("thead", head) + tag("tbody", rows)), class_="scroll")
    notes = tag("p", text(lang, "analysis_note"), class_="muted")
    return _dialog(lang, summaries + notes + table, several=several)


def _row(lang: str, turn: dict, names: dict, several: bool, most: bool) -> Markup:
    best = _two_lines(lang, turn["best"], turn["best_points"])
    if turn["objective"] == "points":
        best += tag("small", " (" + text(lang, "analysis_points_note") + ")")
    show = tag("button", text(lang, "analysis_show_short"), type="button", class_="action",
               aria_label=text(lang, "analysis_show", n=turn["turn"]),
               data_action="analysis_turn", data_step=turn["step"], data_focus=f"an-{turn['step']}")
    mark = tag("span", f", {text(lang, 'analysis_marked')}", class_="sr-only") if most else ""  # seen as a colour
    return tag("tr", tag("td", str(turn["turn"]), mark) + (tag("td", names[turn["player"]]) if several else "")
               + tag("td", _two_lines(lang, turn["count"], turn["points"])) + tag("td", best)
               + tag("td", text(lang, "analysis_missed_" + turn["objective"], n=turn["missed"])) + tag("td", show),
               class_="missed" if most else None, data_step=turn["step"])


def _cell(lang: str, count: int, points: int) -> str:
    return text(lang, "analysis_cell", n=count, points=points)


def _two_lines(lang: str, count: int, points: int) -> Markup:
    """A table cell's tiles and points: one line on a wide screen, two on a phone (app.css;
    "4 Steine, 34 Punkte" wrapped into four lines)."""
    return (tag("span", text(lang, "analysis_missed_tiles", n=count) + ",", class_="an-tiles") + " "
            + tag("span", text(lang, "analysis_missed_points", n=points), class_="an-points"))


def on_table(lang: str, turn: dict, name: str) -> str:
    """The replay bar's line for a turn shown with the solver's table."""
    return text(lang, "analysis_on_table", n=turn["turn"], name=name,
                best=_cell(lang, turn["best"], turn["best_points"]), laid=_cell(lang, turn["count"], turn["points"]))
