"""The puzzle page's own regions (pure HTML, issue #20); the table and the rack
are the game's (game.ui.board_view). ``title``: the top bar's place of the
seats; ``banner``: above the table, the goal, the level, choosing another
puzzle, the link to the set and the credit; ``actions``: the buttons by the rack."""

from __future__ import annotations

from typing import NamedTuple, Optional, Sequence

from game.i18n import text
from game.learn import puzzles
from game.ui.html import Markup, join, tag


class Place(NamedTuple):
    """Where the player is: the puzzle, its place in the set, how it was chosen."""

    puzzle: puzzles.Puzzle
    index: int
    ids: Sequence[str]
    daily: bool = False


def share_query(ids: Sequence[str], index: int = 0) -> str:
    """The address of a set of puzzles (README "Puzzles"): ``?mode=puzzle&seed=N``
    for one generated puzzle, ``?mode=puzzle&puzzle=12,40,w3`` for a set, with
    ``&at=N`` when its puzzle ``index`` (from 0) is not the first."""
    if len(ids) == 1 and not ids[0].startswith("w"):
        return f"?mode=puzzle&seed={ids[0]}"
    return "?mode=puzzle&puzzle=" + ",".join(ids) + (f"&at={index + 1}" if index else "")


def name(lang: str, place: Place) -> str:
    puzzle = place.puzzle
    if puzzle.id.startswith("w"):
        return text(lang, "puzzle_wekken_title", n=int(puzzle.id[1:]))
    if place.daily:
        return text(lang, "puzzle_daily")
    day = puzzles.daily_date(int(puzzle.id))  # a day's puzzle opened from a link says whose day it was
    if day is not None:
        return text(lang, "puzzle_daily_of", day=f"{day.day}.{day.month}.{day.year}" if lang == "de" else day.isoformat())
    return text(lang, "puzzle_title", id=puzzle.id)


def title(lang: str, place: Place) -> Markup:
    where = text(lang, "puzzle_of", n=place.index + 1, total=len(place.ids)) if len(place.ids) > 1 else ""
    return tag("div", tag("strong", name(lang, place), class_="puzzle-name")
               + (tag("span", where, class_="puzzle-where") if where else ""), class_="puzzle-title")


def banner(lang: str, place: Place, checked: Optional[bool]) -> Markup:
    """The goal (and, once checked or shown, what a player who never rearranges lays),
    the level, new puzzles by level, the daily and the van der Wekken ones, the set's link."""
    puzzle = place.puzzle
    facts = [text(lang, f"puzzle_goal_{puzzle.objective}", n=puzzle.target)]
    if puzzle.objective == "tiles":
        facts.insert(0, text(lang, f"puzzle_level_{puzzle.level}"))
        if checked:
            facts.append(text(lang, "puzzle_greedy", n=puzzle.greedy))
    facts_html = join(tag("span", fact, class_="puzzle-fact") for fact in facts)
    choose = tag("span", text(lang, "puzzle_new"), class_="puzzle-new") + join(
        tag("button", text(lang, f"puzzle_level_{level}"), type="button", class_="action",
            data_action="puzzle_level", data_level=level, data_focus=f"p-{level}")
        for level in puzzles.LEVELS)
    choose += tag("button", text(lang, "puzzle_daily"), type="button", class_="action",
                  data_action="puzzle_daily", data_focus="p-daily")
    choose += tag("button", text(lang, "puzzle_wekken"), type="button", class_="action",
                  data_action="puzzle_wekken", data_focus="p-wekken")
    share = tag("a", text(lang, "puzzle_share"), href=share_query(place.ids), class_="puzzle-share")
    share += tag("button", text(lang, "puzzle_copy"), type="button", class_="action", data_action="puzzle_copy",
                 data_focus="p-copy")
    credit = tag("p", text(lang, "wekken_credit"), class_="puzzle-credit") if puzzle.id.startswith("w") else ""
    return tag("section", tag("div", facts_html, class_="puzzle-facts") + tag("div", choose + share,
                                                                            class_="puzzle-choose") + credit,
               class_="puzzle-bar", aria_label=text(lang, "puzzles"))


def actions(lang: str, enabled: frozenset, done: bool = False) -> Markup:
    """Undo, reset, check (the game's End turn), the solution, the next puzzle; the
    main button is Check, and Next once the puzzle is ``done`` (solved, or its solution shown)."""
    check, after = ("", " primary") if done else (" primary", "")
    buttons = [("undo", "undo", ""), ("reset_turn", "reset_turn", ""), ("puzzle_solution", "puzzle_show_solution", ""),
               ("end_turn", "puzzle_check", check), ("puzzle_next", "puzzle_next", after)]
    return join(tag("button", text(lang, caption), type="button", class_="action" + extra, data_action=name,
                    data_focus=f"a-{name}",
                    disabled=name in ("undo", "reset_turn") and name not in enabled)
                for name, caption, extra in buttons)
