"""The statistics dialog (pure; game.stats holds and checks the numbers): per
variant a table of games played and won against each computer level with the
best score, then the last finished games on this device; a reset, asked once more."""

from __future__ import annotations

from typing import Optional, Sequence

from game.i18n import Message, text
from game.stats import OPPONENTS, Stats
from game.ui.html import Markup, join, tag

VARIANT_KEYS = {"numbers": "variant_numbers", "words": "variant_words"}


def _opponents(lang: str, opponents: str) -> str:
    return text(lang, "stats_humans" if opponents == "humans" else f"level_{opponents}")


def stats_dialog(lang: str, stats: Stats, dates: Sequence[str], note: Optional[Message] = None,
                 confirm_reset: bool = False) -> Markup:
    """``dates``: when each history game ended, worded by the browser for ``lang``;
    ``note``: why the stored statistics were set aside (or not reset), if so;
    ``confirm_reset``: the player asked to reset them: ask once more, Cancel focused."""
    parts = [tag("h2", text(lang, "stats"), id="dialog-title"),
             tag("p", note.text(lang), class_="sheet-note error", role="alert") if note else Markup("")]
    for variant, key in VARIANT_KEYS.items():
        rows = [(opponents, stats.tally(variant, opponents)) for opponents in OPPONENTS]
        rows = [(opponents, tally) for opponents, tally in rows if tally.played]
        if not rows:
            continue
        head = tag("tr", tag("th", text(lang, "stats_against")), tag("th", text(lang, "stats_played"), class_="num"),
                   tag("th", text(lang, "stats_won"), class_="num"), tag("th", text(lang, "stats_best"), class_="num"))
        body = join(tag("tr", tag("td", _opponents(lang, opponents)), tag("td", tally.played, class_="num"),
                        tag("td", tally.won, class_="num"), tag("td", f"{tally.best:+d}", class_="num"))
                    for opponents, tally in rows)
        parts.append(tag("h3", text(lang, key)))
        parts.append(tag("table", tag("thead", head), tag("tbody", body), class_="score-table stats-table",
                         data_variant=variant))
    if stats.history:
        lines = join(tag("li", tag("span", text(lang, "stats_game", variant=text(lang, VARIANT_KEYS[game.variant]),
                                                opponents=_opponents(lang, game.opponents), players=game.players)),
                         tag("span", text(lang, "stats_result", place=game.place, score=f"{game.score:+d}"),
                             class_="win" if game.won else ""),
                         tag("small", when, class_="muted"))
                     for game, when in zip(stats.history, dates))
        parts += [tag("h3", text(lang, "stats_history")), tag("ol", lines, class_="stats-history")]
    else:
        parts.append(tag("p", text(lang, "stats_none")))
    if confirm_reset:
        parts.append(tag("div", tag("p", text(lang, "stats_reset_question"))
                         + tag("div", tag("button", text(lang, "cancel"), type="button", class_="action",
                                          data_action="stats", data_focus="stats-cancel")
                               + tag("button", text(lang, "stats_reset_yes"), type="button", class_="action",
                                     data_action="stats_reset_confirmed"), class_="buttons"),
                         class_="stats-reset", role="alert"))
    reset = (tag("button", text(lang, "stats_reset"), type="button", class_="action", data_action="stats_reset")
             if stats != Stats() and not confirm_reset else Markup(""))
    parts.append(tag("div", reset + tag("button", text(lang, "close"), type="button", class_="action primary",
                                        data_action="close_dialog", data_focus="close"), class_="buttons"))
    return tag("div", join(parts), class_="dialog stats", role="dialog", aria_modal="true",
               aria_labelledby="dialog-title")
