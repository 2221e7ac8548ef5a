"""The game screen: seats bar, table of sets, actions and the rack (pure HTML)."""

from __future__ import annotations

from functools import lru_cache

from rules.tiles import JOKER, face_of, number_of
from rules.turn import MELD_MINIMUM

from game.i18n import text
from game.ui.html import Markup, join, tag
from game.ui import tiles_view
from game.view_model import BoardView, SeatView, SetView

ACTIONS = ("redeal", "undo", "reset_turn", "hint", "draw", "end_turn")


def seats_bar(view: BoardView) -> Markup:
    items = join(_seat(view.lang, seat, view.goal) for seat in view.seats)
    return tag("ol", items, class_="seat-list", aria_label=text(view.lang, "seats"))


def pool(view: BoardView) -> Markup:
    """The pool's count; once it ran out, the last round's turns left (R-POOL-EMPTY `club`, W-END)."""
    said = text(view.lang, "pool_n", n=view.pool)
    if view.final_turns is None:
        return tag("div", tag("span", "", class_="pool-stack", aria_hidden="true")
                   + tag("span", str(view.pool), class_="pool-count"),
                   class_="pool", role="img", aria_label=said, title=said)
    said = text(view.lang, "last_round_turns", n=view.final_turns)
    return tag("div", tag("span", text(view.lang, "last_round"), class_="pool-count"),
               class_="pool last-round", role="img", aria_label=said, title=said)


def _seat(lang: str, seat: SeatView, goal: int) -> Markup:
    level = text(lang, "computer") if seat.level else text(lang, "human")
    if seat.count is None:
        count = text(lang, "tiles_hidden")
    else:
        count = text(lang, "tiles_n", n=seat.count)
    classes = "seat" + (" turn" if seat.turn else "") + (" viewer" if seat.viewer else "")
    body = (tag("span", seat.label, class_="seat-label", aria_hidden="true")
            + tag("span", tag("span", seat.name, class_="seat-name", title=seat.name)
                  + tag("span", f"{level} · {count}", class_="seat-meta"), class_="seat-text")
            + tag("span", "?" if seat.count is None else str(seat.count), class_="seat-count",
                  aria_hidden="true"))
    if seat.score is not None:
        body += _score(lang, seat.score, goal)
    return tag("li", body, class_=classes, aria_current="true" if seat.turn else None,
               data_seat=seat.label)


def _score(lang: str, score: int, goal: int) -> Markup:
    """Word game: the seat's running total toward the goal (W-SCORE, W-END), a number
    and a bar (a native <progress>: role progressbar, its value and maximum)."""
    words = text(lang, "score_of", score=score, goal=goal)
    return tag("span", tag("span", str(score), class_="seat-score-n", aria_hidden="true")
               + tag("progress", "", value=min(score, goal), max=goal, aria_label=words, title=words),
               class_="seat-score")


def meld_total(view: BoardView) -> Markup:
    """R-MELD30's running total while the first meld is built (issue #19); the word game's
    first word likewise, its rack letters in one row (W-FIRST: a newcomer met the rule only
    when his three-letter word was refused); "" otherwise."""
    if view.first_word is not None:
        (count, goal), key = view.first_word, "first_word_total"
    elif view.meld_touched:  # the points would not count: the table must stay as it was
        return tag("span", text(view.lang, "meld_touched"), class_="meld-total", id="meld-total")
    elif view.meld_total is not None:
        (count, goal), key = (view.meld_total, MELD_MINIMUM), "meld_total"
    else:
        return Markup("")
    return tag("span", text(view.lang, key, n=count, goal=goal),
               class_="meld-total" + (" reached" if count >= goal else ""), id="meld-total")


def clock(view: BoardView) -> Markup:
    return tag("div", view.clock_text or "–", id="clock", class_=f"clock {view.clock_phase}",
               role="timer", aria_label=text(view.lang, "clock_label"),
               hidden=view.clock_phase == "off")


VARIANT_DRAWING: dict = {}
"""Variant -> the module drawing its table, rack and rack tools; game.ui.word_views enters
"words" when it is imported (with the word modules, which the numbers page does not ship:
this module never imports them). A variant not entered here fails loudly (KeyError)."""


def _drawing(view: BoardView):
    return VARIANT_DRAWING[view.variant]


DENSE_TABLE = 60  # more tiles than this on the table draw them smaller


def dense_table(view: BoardView) -> bool:
    return view.variant == "numbers" and sum(len(s.tiles) for s in view.table) > DENSE_TABLE


def table(view: BoardView, small: int | None = None) -> Markup:
    """The table's sets; the first ``small`` of them with their tiles drawn small (default: all or
    none, by ``dense_table``). The game screen switches a table between the sizes a part of the
    sets at a time, over a few frames (issue #18: the whole table's restyle and layout in one was a
    long frame at 4x CPU throttle)."""
    if view.variant != "numbers":
        return _drawing(view).table(view)
    if small is None:
        small = len(view.table) if dense_table(view) else 0
    sets = join(_set(view, number, s, number <= small) for number, s in enumerate(view.table, start=1))
    if not view.table:
        sets = tag("p", text(view.lang, "empty_table" if view.my_turn else "empty_table_waiting"), class_="empty-table")
    new_set = tag("button", tag("span", "+", class_="plus", aria_hidden="true")
                  + tag("span", text(view.lang, "new_set")),
                  type="button", class_="new-set", data_drop="new", data_focus="new-set",
                  aria_label=text(view.lang, "new_set"), title=text(view.lang, "new_set_hint"),
                  disabled=not view.my_turn)
    dense = bool(view.table) and small >= len(view.table)
    return tag("div", sets + new_set, class_="sets" + (" dense" if dense else ""))


def _set(view: BoardView, number: int, item: SetView, small: bool) -> Markup:
    tiles = tuple(item.tiles)
    return _set_markup(view.lang, number, tiles, item.kind, frozenset(tiles).intersection(item.fresh),
                       _authors(view, item), view.selected if view.selected in tiles else None,
                       frozenset(tiles).intersection(view.hinted), small)


@lru_cache(maxsize=512)  # a redraw draws every set again; most are as they were (issue #18)
def _set_markup(lang: str, number: int, tiles: tuple, kind, fresh: frozenset, authors: tuple, selected,
                hinted: frozenset, small: bool) -> Markup:
    words = text(lang, f"set_valid_{kind}") if kind else text(lang, "set_invalid")
    shown = join(tiles_view.tile(lang, t, selected=t == selected, fresh=t in fresh, hinted=t in hinted)
                 for t in tiles)
    badges, by = _authors_markup(lang, authors)
    label = f"{text(lang, 'set_n', n=number)}: {words}{by}"
    return tag("div", badges + shown, class_="set" + ("" if kind else " invalid") + (" dense" if small else ""),
               role="group", aria_label=label,
               data_drop="set", data_index=number - 1)


def _authors(view: BoardView, item: SetView) -> tuple:
    """((seat label, name), ...) of who laid tiles in this set since the viewer's last move (issue #19)."""
    if not item.by:
        return ()
    names = {seat.label: seat.name for seat in view.seats}
    return tuple((label, names.get(label, label)) for label in item.by)


def set_authors(view: BoardView, item: SetView) -> tuple:
    """Who laid tiles in this set since the viewer's last move (issue #19): the seats'
    letters as badges, and ", laid by Club" for the set's accessible name."""
    return _authors_markup(view.lang, _authors(view, item))


def _authors_markup(lang: str, authors: tuple) -> tuple:
    if not authors:
        return Markup(""), ""
    badges = join(tag("span", label, class_="set-by", aria_hidden="true", title=name) for label, name in authors)
    return badges, ", " + text(lang, "set_by", names=", ".join(name for _label, name in authors))


RACK_DENSE = 21  # more tiles than this on a rack draw them smaller: a long rack must leave the table in sight


def rack(view: BoardView) -> Markup:
    dense = ""
    if view.variant != "numbers":
        tiles = _drawing(view).rack(view)
    else:
        tiles = join(tiles_view.tile(view.lang, t, selected=t == view.selected, hinted=t in view.hinted)
                     for t in view.rack)
        dense = " dense" if len(view.rack) > RACK_DENSE else ""
    return tag("div", tiles, class_="rack" + dense, role="group", data_drop="rack",
               aria_label=text(view.lang, "rack_of", name=view.viewer_name) if view.viewer_name
               else text(view.lang, "rack"))


def actions(view: BoardView) -> Markup:
    if "results" in view.enabled:  # the game is over: its results, closed to look at the table, come back here
        return tag("button", text(view.lang, "results"), type="button", class_="action primary",
                   data_action="show_results", data_focus="a-results")
    buttons = []
    for name in ACTIONS:
        if name == "hint" and not view.hints_allowed or name == "redeal" and name not in view.enabled:
            continue
        # Draw leads only while nothing is laid: after a change, End turn is the way on (R-REARRANGE),
        # once every set on the table is valid and a first meld makes 30 (R-MELD30, shown with hints);
        # before that no button leads: End turn would be refused
        primary = " primary" if (name == "end_turn" and all(s.kind for s in view.table)
                                 and (view.meld_total is None or view.meld_total >= MELD_MINIMUM
                                      and not view.meld_touched)
                                 or name == "draw" and not view.draw_note) else ""
        caption, note, hint = _draw_caption(view) if name == "draw" else (name, None, None)
        words, note_words = text(view.lang, caption), note and text(view.lang, note)
        noted = " noted" if hint else ""  # a longer caption: narrow screens give the rack tools a row
        buttons.append(tag("button", words, tag("small", f"({note_words})") if note else "", type="button",
                           class_="action" + primary + noted, data_action=name, data_focus=f"a-{name}",
                           disabled=name not in view.enabled, title=text(view.lang, hint) if hint else None,
                           aria_label=f"{words} ({note_words})" if note else None))
    return join(buttons)


DRAW_NOTES = {"keeps": "table_stays", "restores": "table_goes_back"}


def _draw_caption(view: BoardView) -> tuple:
    """The draw button's text, note and hint keys: draw, or pass once the pool
    is empty; whether the table stays (R-REARRANGE, club 13.1) or goes back;
    under strict with tiles attached, giving the turn up (R-TAKEBACK) as the
    profile's timeout ends it ("give_up" or "give_up_original")."""
    if view.draw_note.startswith("give_up"):
        return "give_up", None, f"{view.draw_note}_hint"
    word = "pass" if view.pool == 0 else "draw"
    if view.draw_note:
        return word, DRAW_NOTES[view.draw_note], f"{view.draw_note}_hint"
    return word, None, None


def rack_tools(view: BoardView) -> Markup:
    if view.variant != "numbers":
        return _drawing(view).rack_tools(view)
    sort = join(tag("button", tag("span", icon, aria_hidden="true"), type="button", class_="tool",
                       data_action=f"sort_{mode}", data_focus=f"a-sort-{mode}",
                       aria_label=text(view.lang, f"sort_{mode}"), title=text(view.lang, f"sort_{mode}"))
                   for mode, icon in (("colour", "●▲■"), ("number", "123")))
    return sort


def move_log(view: BoardView) -> Markup:
    """The move log (issue #19, game.move_log), newest last: "Casual laid 7● 8● 9●",
    a word game's words and points, draws, passes, penalties; each tile also named
    in words for screen readers. Its box follows the newest line (data-follow, static/js/patch.js):
    a new line at the end leaves the others where they are (issue #18: when each move put a line
    on top, the whole log moved and was painted again)."""
    lines = [_log_line(view.lang, label, name, move) for label, name, move in view.log]
    if not lines:
        lines = [tag("li", text(view.lang, "log_empty"), class_="log-empty")]
    return tag("ol", join(lines), class_="log-list")


@lru_cache(maxsize=1024)  # the whole log is drawn on every move: each line once (issue #18)
def _log_line(lang: str, label: str, name: str, move) -> Markup:
    return tag("li", logged_move(lang, label, name, move), data_seat=label, data_step=move.step)


def logged_move(lang: str, label: str, name: str, move) -> Markup:
    """One move of the log (game.move_log.Move) by the player ``name`` at seat ``label``."""
    who = tag("span", label, class_="seat-label", aria_hidden="true")
    if move.kind != "laid":
        return who + text(lang, f"log_{move.kind}", name=name, n=move.drawn)
    if move.words:  # the word game: the words his play made, and its points (W-SCORE)
        return who + text(lang, "log_word", name=name, words=", ".join(word.upper() for word in move.words),
                          n=move.score)  # a joker's letter in capitals too, as the rows' names spell it
    pause = tag("span", ";", class_="sr-only")  # a screen reader hears where one set's tiles end
    sets = join(tag("span", join(tiles_view.mini(lang, tile) for tile in _in_order(tiles)), class_="log-set")
                + (pause if index < len(move.sets) - 1 else "") for index, tiles in enumerate(move.sets))
    return who + text(lang, "log_laid", name=name) + " " + sets


def _in_order(tiles) -> list:
    """Tiles laid in one set, by number, then colour (a run's or a group's order; jokers last)."""
    return sorted(tiles, key=lambda tile: (number_of(face_of(tile)) if face_of(tile) != JOKER else 99, face_of(tile)))
