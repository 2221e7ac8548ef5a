"""The word game's own drawing (issue #14, word-rules-spec): letter tiles, word
rows, the rack's sort tools, the joker's letter picker, the challenge bar and
the end of a word game (pure HTML).

Shipped and imported only with the word modules (rules/words/ is not on the
numbers page); importing it enters it in game.ui.board_view.VARIANT_DRAWING, so
board_view's table(), rack() and rack_tools() draw a view of ``variant ==
"words"`` with the functions of the same names here."""

from __future__ import annotations

import sys

from rules.words.tiles import JOKER, LETTERS, RACK_JOKER, face_of, letter_of

from game.i18n import message, text, winners_text
from game.ui import board_view, layout
from game.ui.html import Markup, join, tag
from game.ui.tiles_view import JOKER_SYMBOL, lights, tile_classes
from game.view_model import BoardView, SetView


def tile(lang: str, tile_id: int, *, joker_letter: str = "", selected=False, fresh=False,
         hinted=False) -> Markup:
    """A letter tile as a button: the big letter, named "Letter A" / "Buchstabe A";
    a joker (W-JOKER) shows ``JOKER_SYMBOL`` and, on the table, its letter in
    lower case ("Joker (E)" / "Joker als E"). Same data-tile / data-focus /
    aria-pressed as a number tile (drag.js and the keyboard treat both alike)."""
    face = face_of(tile_id)
    if face == JOKER:
        letter = joker_letter.upper()
        name = text(lang, "joker_as", letter=letter) if letter else "Joker"
        content = tag("span", letter.lower() or JOKER_SYMBOL, class_="num")
        if letter:  # on the table: its letter, and the mark that it is a joker
            content += tag("span", JOKER_SYMBOL, class_="sym", aria_hidden="true")
        kind = "letter joker"
    else:
        name = text(lang, "letter_tile", letter=letter_of(face))
        content = tag("span", letter_of(face), class_="num")
        kind = "letter"
    return tag("button", content, type="button", class_=tile_classes(kind, selected, fresh, hinted),
               data_tile=tile_id, data_focus=f"t{tile_id}", aria_label=name,
               aria_pressed="true" if selected else "false", aria_description=lights(lang, fresh, hinted),
               draggable="false")


def table(view: BoardView) -> Markup:
    """One row per word, tiles left to right, and the "new word" drop target."""
    rows = join(_row(view, number, item) for number, item in enumerate(view.table, start=1))
    if not view.table:
        rows = tag("p", text(view.lang, "empty_table_words"), class_="empty-table")
    new_word = tag("button", tag("span", "+", class_="plus", aria_hidden="true")
                   + tag("span", text(view.lang, "new_word")),
                   type="button", class_="new-set", data_drop="new", data_focus="new-set",
                   aria_label=text(view.lang, "new_word"), title=text(view.lang, "new_word_hint"),
                   disabled=not view.my_turn)
    return tag("div", rows + new_word, class_="sets words")


def _row(view: BoardView, number: int, item: SetView) -> Markup:
    """A table word; its label spells it ("Wort 2: GARTEN") and says if it is none yet."""
    badges, by = board_view.set_authors(view, item)
    label = f"{text(view.lang, 'word_n', n=number)}: {item.word.upper()}{by}"
    if not item.kind:
        label += f", {text(view.lang, 'word_not_yet')}"
    tiles = join(tile(view.lang, t, joker_letter=view.jokers.get(t, ""), selected=t == view.selected,
                      fresh=t in item.fresh, hinted=t in view.hinted) for t in item.tiles)
    if view.my_turn and view.selected is not None:  # a picked-up letter: dropped on a tile it goes before it
        tiles += tag("button", "+", type="button", class_="row-end", data_focus=f"row-end-{number}",
                     aria_label=text(view.lang, "word_row_end", n=number))
    return tag("div", badges + tiles, class_="set word" + ("" if item.kind else " invalid"), role="group",
               aria_label=label, data_drop="set", data_index=number - 1)


def rack(view: BoardView) -> Markup:
    """The viewer's letters (a joker on the rack has no letter yet)."""
    return join(tile(view.lang, t, selected=t == view.selected, hinted=t in view.hinted) for t in view.rack)


SORTS = (("alpha", "A–Z"), ("vowels", "AEI"))


def rack_tools(view: BoardView) -> Markup:
    """Sort the rack alphabetically or vowels first (game.words.session sorts)."""
    return join(tag("button", tag("span", icon, aria_hidden="true"), type="button", class_="tool",
                    data_action=f"sort_{mode}", data_focus=f"a-sort-{mode}",
                    aria_label=text(view.lang, f"sort_{mode}"), title=text(view.lang, f"sort_{mode}"))
                for mode, icon in SORTS)


def joker_picker(view: BoardView) -> Markup:
    """Asked when ``view.joker_choice`` is set: the 29 letters the joker may stand for (W-JOKER)."""
    lang = view.lang
    letters = join(tag("button", letter, type="button", class_="letter-pick", data_action="joker_letter",
                       data_letter=letter, aria_label=text(lang, "letter_tile", letter=letter),
                       data_focus="joker-letter" if index == 0 else None)
                   for index, letter in enumerate(LETTERS))
    cancel = tag("div", tag("button", text(lang, "joker_pick_cancel"), type="button", class_="action",
                            data_action="undo", data_focus="joker-cancel"),  # the joker's move taken back (Escape
                 class_="buttons")                                           # too); then the rack has the focus
    body = (tag("h2", text(lang, "joker_pick"), id="dialog-title")
            + tag("p", text(lang, "joker_pick_hint"), id="joker-hint")
            + tag("div", letters, class_="letter-picks", role="group", aria_describedby="joker-hint") + cancel)
    return tag("div", body, class_="dialog joker-picker", role="dialog", aria_modal="true",
               aria_labelledby="dialog-title", data_joker=view.joker_choice)


def challenge_bar(view: BoardView) -> Markup:
    """W-CHALLENGE under check = "challenge": the play that may be challenged, a
    button per human who may challenge it, and "accept"."""
    challenge = view.challenge
    if challenge is None:
        return Markup("")
    lang = view.lang
    words = ", ".join(word.upper() for word in challenge.words)
    buttons = join(tag("button", text(lang, "challenge_by", name=name), type="button", class_="action",
                       data_action="challenge", data_seat=label, data_focus=f"challenge-{label}")
                   for label, name in challenge.challengers)
    buttons += tag("button", text(lang, "accept_play"), type="button", class_="action primary",
                   data_action="accept_play", data_focus="accept-play")
    return tag("div", tag("p", text(lang, "challenge_ask", name=challenge.player, words=words))
               + tag("div", buttons, class_="buttons"), class_="challenge-bar", role="region",
               aria_label=text(lang, "check_challenge"))


def _mini_letters(letters: str) -> Markup:
    """Letters left on a rack (rack form: "*" a joker), drawn small."""
    minis = join(tag("span", JOKER_SYMBOL, class_="mini letter joker") if char == RACK_JOKER
                 else tag("span", char, class_="mini letter") for char in letters)
    return tag("span", minis, class_="minis letters", role="img", aria_label=letters)


def _places(totals: dict) -> dict:
    """Seat label -> place by total, equal totals sharing a place (W-END)."""
    ordered = sorted(totals.values(), reverse=True)
    return {label: ordered.index(total) + 1 for label, total in totals.items()}


def word_results(lang: str, result, names: dict) -> Markup:
    """End of a word game: who won, why the game ended (W-END: ``result.end`` is
    "goal" or "pool_empty"), each seat's total and the letters left on its rack
    (``result.totals``, ``result.racks``: label -> int / rack text), and the
    buttons new game, replay and close."""
    places = _places(result.totals)
    rows = join(tag("tr", tag("td", str(places[label]), class_="num") + tag("td", names[label])
                    + tag("td", _mini_letters(result.racks[label]) if result.racks.get(label)
                          else tag("span", "–", class_="muted"))  # no "went out": W-EMPTY refills
                    + tag("td", str(result.totals[label]), class_="num"),
                    class_="win" if label in result.winners else None)
                for label in sorted(result.totals, key=lambda l: places[l]))
    head = tag("tr", tag("th", text(lang, "place"), class_="num") + tag("th", text(lang, "player"))
               + tag("th", text(lang, "left_on_rack")) + tag("th", text(lang, "total"), class_="num"))
    scores = tag("table", tag("thead", head) + tag("tbody", rows), class_="score-table", id="game-scores")
    if result.end == "goal":
        first = result.winners[0]
        ending = message("word_end_goal", name=names[first], score=result.totals[first])
    else:
        ending = message("word_end_pool")
    winners = winners_text(lang, [names[label] for label in result.winners])
    buttons = tag("div", tag("button", text(lang, "look_at_table"), type="button", class_="action",
                             data_action="close_results")
                  + tag("button", text(lang, "replay"), type="button", class_="action", data_action="replay")
                  + tag("button", text(lang, "new_game"), type="button", class_="action primary",
                        data_action="new_round", data_focus="next"), class_="buttons")
    body = (tag("h2", f"{text(lang, 'game_over')} — {winners}", id="dialog-title")
            + layout.sentence(lang, ending, tag_name="p", class_="muted", id="game-end")  # its rule id a tooltip
            + scores + buttons)
    return tag("div", body, class_="dialog results", role="dialog", aria_modal="true", aria_labelledby="dialog-title")


board_view.VARIANT_DRAWING["words"] = sys.modules[__name__]
