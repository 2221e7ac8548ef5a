"""Overlay contents: new-game dialog, hot-seat privacy screen, end of game
with scores and the round table, replay bar (pure HTML)."""

from __future__ import annotations

from typing import Optional, Sequence

from rules.tiles import JOKER, colour_of, number_of, parse_faces
from rules.tournament.sheet import PLACE_POINTS

from game import clock
from game.results import GameResult
from game.i18n import COLOUR_CLASSES, COLOUR_SYMBOLS, Message, message, text, tile_name, winners_text
from game.settings import (CHECKS, INVALID_ENDS, LEVELS, MAX_SEED, NAME_MAX, PROFILES, SEAT_LABELS, VARIANTS,
                           GameSettings)
from game.ui import layout
from game.ui.html import Markup, join, tag


def mini_tiles(lang: str, notation: str) -> Markup:
    """Tiles left on a rack, drawn small (number and colour symbol), named in words for
    screen readers ("Black 4, Red 5", not the notation "K4 R5")."""
    parts, faces = [], parse_faces(notation)
    for face in faces:
        if face == JOKER:
            parts.append(tag("span", "J", class_="mini joker"))
        else:
            parts.append(tag("span", f"{number_of(face)}{COLOUR_SYMBOLS[colour_of(face)]}",
                             class_=f"mini {COLOUR_CLASSES[colour_of(face)]}"))
    return tag("span", join(parts), class_="minis", role="img",
               aria_label=", ".join(tile_name(lang, face) for face in faces))


def _select(name: str, options, current, label: str, **extra) -> Markup:
    items = join(tag("option", caption, value=value, selected=str(value) == str(current))
                    for value, caption in options)
    return tag("select", items, name=name, id=f"f-{name}", aria_label=label, **extra)


def _clock_caption(lang: str, seconds: int) -> str:
    if seconds == 0:
        return text(lang, "clock_off")
    if seconds >= 120:
        return text(lang, "clock_min", n=seconds // 60)
    return text(lang, "clock_s", n=seconds)


def _variant_fields(settings: GameSettings, variants: Sequence[str]) -> list:
    """Which game (when there is a choice) and, for words, the word check (W-CHALLENGE).
    app.css shows the word-only fields with "words" chosen and hides the numbers-only ones."""
    lang = settings.lang
    if len(variants) < 2:
        return []
    fields = [tag("label", text(lang, "variant") + _select(
        "variant", [(v, text(lang, f"variant_{v}")) for v in variants], settings.variant,
        text(lang, "variant")), class_="field")]
    if "words" in variants:
        fields.append(tag("label", text(lang, "check") + _select(
            "check", [(c, text(lang, f"check_{c}")) for c in CHECKS], settings.check,
            text(lang, "check")), class_="field words-only"))
    return fields


def new_game(settings: GameSettings, variants: Sequence[str] = VARIANTS, taken: Optional[int] = None) -> Markup:
    """The new-game dialog; ``variants``: the games offered (game.settings.VARIANTS);
    ``taken``: a human seat whose name another seat has (game.seats.name_taken), said and marked."""
    lang = settings.lang
    kinds = [("human", text(lang, "human"))] + [(level, f"{text(lang, 'computer')} · {text(lang, 'level_' + level)}")
                                                for level in LEVELS]
    rows = []
    for index, seat in enumerate(settings.seats):
        label = text(lang, "seat_n", seat=SEAT_LABELS[index])
        remove = tag("button", "×", type="button", class_="tool", data_action="remove_seat", data_index=index,
                     aria_label=f"{text(lang, 'remove_seat')} {label}", disabled=len(settings.seats) <= 2)
        name = tag("input", "", type="text", name=f"name{index}", class_="seat-name-input", value=seat.name,
                   maxlength=NAME_MAX, autocomplete="off", placeholder=text(lang, "player_name"),
                   aria_label=f"{text(lang, 'player_name')} {label}",  # shown for a human (app.css)
                   aria_invalid="true" if index == taken else None,
                   aria_describedby="name-taken" if index == taken else None)
        rows.append(tag("div", tag("span", SEAT_LABELS[index], class_="seat-label", aria_hidden="true")
                        + _select(f"seat{index}", kinds, seat.token(), label, class_="seat-kind")
                        + name + remove, class_="seat-row"))
    add = tag("button", "+ " + text(lang, "add_seat"), type="button", class_="action", data_action="add_seat",
              disabled=len(settings.seats) >= 4)
    fields = tag("div", join(_variant_fields(settings, variants) + [
        tag("label", text(lang, "profile") + _select(
            "profile", [(p, text(lang, f"profile_{p}")) for p in PROFILES], settings.profile,
            text(lang, "profile")), class_="field wide numbers-only"),
        tag("label", text(lang, "clock") + _select(
            "clock", [(s, _clock_caption(lang, s)) for s in clock.CHOICES], settings.clock,
            text(lang, "clock")), class_="field"),
        tag("label", text(lang, "invalid_end") + _select(
            "invalid_end", [(i, text(lang, f"invalid_end_{i}")) for i in INVALID_ENDS], settings.invalid_end,
            text(lang, "invalid_end")), class_="field wide numbers-only"),
        tag("label", text(lang, "language") + _select(
            "lang", [("de", "Deutsch"), ("en", "English")], lang, text(lang, "language")), class_="field"),
        tag("label", text(lang, "seed") + tag("input", "", type="text", inputmode="numeric", name="seed",
                                                id="f-seed", value="" if settings.seed is None else settings.seed,
                                                pattern="[0-9]*", maxlength=len(str(MAX_SEED)),  # the browser
                                                title=text(lang, "seed_format", most=MAX_SEED),  # says what is wrong
                                                aria_describedby="seed-hint")
            + tag("small", text(lang, "seed_hint"), id="seed-hint"), class_="field"),
    ]), class_="field-row")
    checks = (tag("label", tag("input", "", type="checkbox", name="hints", checked=settings.hints)
                  + text(lang, "hints_allowed"), class_="check numbers-only")  # the word game has no hints
              + tag("label", tag("input", "", type="checkbox", name="strict", checked=settings.strict)
                    + text(lang, "strict"), class_="check numbers-only"))
    if "words" in variants:  # W-EMPTY's option
        checks += tag("label", tag("input", "", type="checkbox", name="refill", checked=settings.refill)
                      + text(lang, "refill"), class_="check words-only")
    buttons = tag("div", tag("button", text(lang, "cancel"), type="button", class_="action", data_action="close_dialog")
                  + tag("button", text(lang, "start"), type="submit", class_="action primary", data_focus="start"),
                  class_="buttons")
    clash = "" if taken is None else tag(
        "p", text(lang, "name_taken", name=settings.seats[taken].name, seat=SEAT_LABELS[taken]),
        id="name-taken", role="alert", class_="form-error")
    body = (tag("h2", text(lang, "new_game"), id="dialog-title")
            + tag("fieldset", tag("legend", text(lang, "seats"), class_="sr-only")
                  + tag("div", join(rows), class_="seat-rows") + clash + add, class_="plain")
            + fields + checks + buttons)
    return tag("form", body, class_="dialog", id="new-game-form", role="dialog", aria_modal="true",
               aria_labelledby="dialog-title")


def credits(lang: str) -> Markup:
    """Credits / sources: the word list's sources and licences (README "Word lexicon")
    and the runtime the game runs on. Pure text: both variants' pages draw it."""
    body = (tag("h2", text(lang, "credits"), id="dialog-title")
            + tag("p", text(lang, "lexicon_credits")) + tag("p", text(lang, "runtime_credits"))
            + tag("div", tag("button", text(lang, "close"), type="button", class_="action primary",
                             data_action="close_dialog", data_focus="close"), class_="buttons"))
    return tag("div", body, class_="dialog credits", role="dialog", aria_modal="true",
               aria_labelledby="dialog-title")


def privacy(lang: str, name: str, told: Optional[Message] = None) -> Markup:
    """Hot-seat: the device goes to ``name``; or a new game (the screen hid the menu: a teacher
    could not leave a game without showing a child's rack). ``told``: what happened to the player
    whose turn just ended ("Tom: Time ran out: …"), read while he still holds the device (a child
    never saw it: the hand-over covered it)."""
    news = tag("p", told.text(lang), class_="notice privacy-news") if told else ""
    body = (tag("h2", text(lang, "pass_device", name=name), id="dialog-title") + news
            + tag("p", text(lang, "pass_hint", name=name))
            + tag("div", tag("button", text(lang, "new_game"), type="button", class_="action",
                             data_action="open_dialog")
                  + tag("button", text(lang, "ready", name=name), type="button", class_="action primary",
                        data_action="privacy_ready", data_focus="privacy-ready"), class_="buttons"))
    return tag("div", body, class_="dialog privacy", role="dialog", aria_modal="true",
               aria_labelledby="dialog-title")


def link_or_saved(lang: str, summary: str) -> Markup:
    """A link asks for a new game while another is saved: which one to play."""
    body = (tag("h2", text(lang, "link_or_saved"), id="dialog-title")
            + tag("p", text(lang, "link_or_saved_hint", summary=summary))
            + tag("div", tag("button", text(lang, "continue_saved"), type="button", class_="action",
                             data_action="close_dialog")
                  + tag("button", text(lang, "start_linked"), type="button", class_="action primary",
                        data_action="start_linked", data_focus="start-linked"), class_="buttons"))
    return tag("div", body, class_="dialog", role="dialog", aria_modal="true", aria_labelledby="dialog-title",
               lang=lang)  # the link's language, maybe not the page's


def played_elsewhere(lang: str) -> Markup:
    """Another tab saved this game meanwhile: this one stops until the player loads the newer state."""
    body = (tag("h2", text(lang, "elsewhere"), id="dialog-title") + tag("p", text(lang, "elsewhere_hint"))
            + tag("div", tag("button", text(lang, "elsewhere_load"), type="button", class_="action primary",
                             data_action="load_elsewhere", data_focus="load-elsewhere"), class_="buttons"))
    return tag("div", body, class_="dialog", role="alertdialog", aria_modal="true", aria_labelledby="dialog-title")


def recent_games(lang: str, games: list) -> Markup:
    """The games set aside (game.save_slots): ``games`` as (saved at, summary)."""
    rows = [tag("li", tag("span", summary) + tag("small", when, class_="muted")
                + tag("button", text(lang, "recent_resume"), type="button", class_="action",
                      data_action="resume_recent", data_index=index))
            for index, (when, summary) in enumerate(games)]
    listing = tag("ol", join(rows), class_="recent-games") if rows else tag("p", text(lang, "recent_none"))
    body = (tag("h2", text(lang, "recent_games"), id="dialog-title") + listing
            + (tag("p", text(lang, "recent_hint"), class_="muted") if rows else "")
            + tag("div", tag("button", text(lang, "cancel" if rows else "close"), type="button", class_="action",
                             data_action="close_dialog", data_focus="close"), class_="buttons"))  # nothing to cancel
    return tag("div", body, class_="dialog", role="dialog", aria_modal="true", aria_labelledby="dialog-title")


def results(lang: str, result: GameResult, names: dict, standings: list, games_total: int, round_over: bool,
            sheet=None, table: Optional[dict] = None, order: str = "club") -> Markup:
    """End of game: who won (or shares first place), R-SCORE breakdown,
    R-PLACEMENT points, from the round's second game the R-STANDINGS table
    under ``order`` (`club`: placement points first, `original`: games won
    first; it says which, the club rule in its tooltip; after the first game
    it would repeat the game's table); for a tournament table (``table``)
    whether the result went onto its sheet (R-SHEET, ``sheet``:
    game.table_play.Entry) and the way back to the tournament."""
    rows = []
    for label in sorted(result.scores, key=lambda l: result.places[l]):
        left = result.racks[label]
        detail = mini_tiles(lang, left) if left else tag("span", text(lang, "rack_empty"), class_="muted")
        if left and label in result.rack_sums:
            detail += tag("span", f"= {result.rack_sums[label]}", class_="rack-sum")
        if label in result.no_meld:
            detail += tag("div", text(lang, f"no_meld_{result.no_meld[label]}"), class_="note")
        rows.append(tag("tr", tag("td", str(result.places[label]), class_="num")
                        + tag("td", names[label]) + tag("td", detail, class_="left")
                        + tag("td", f"{result.scores[label]:+d}", class_="num")
                        + tag("td", str(result.points[label]), class_="num"),
                        class_="win" if label in result.winners else None))
    scheme = ", ".join(text(lang, "place_points", place=place, n=points)
                       for place, points in enumerate(PLACE_POINTS[:len(result.scores)], 1))
    head = tag("tr", tag("th", text(lang, "place"), class_="num") + tag("th", text(lang, "player"))
               + tag("th", text(lang, "left_on_rack")) + tag("th", text(lang, "score"), class_="num")
               + tag("th", text(lang, "placement"), class_="num", title=scheme))
    game_table = tag("table", tag("thead", head) + tag("tbody", join(rows)), class_="score-table",
                     id="game-scores")
    ending = layout.sentence(lang, message("pool_empty_end"), tag_name="p", class_="muted") \
        if result.end == "pool_empty" else ""  # its rule id in the tooltip, as every notice's (issue #19)
    standing_rows = join(tag("tr", tag("td", str(rank), class_="num") + tag("td", names[label])
                                + tag("td", str(points), class_="num") + tag("td", f"{total:+d}", class_="num"))
                            for rank, label, points, total in standings)
    first = (tag("abbr", text(lang, "games_won_short"), title=text(lang, "games_won")) if order == "original"
             else text(lang, "placement"))
    standing_head = tag("tr", tag("th", text(lang, "place"), class_="num") + tag("th", text(lang, "player"))
                        + tag("th", first, class_="num")
                        + tag("th", text(lang, "total"), class_="num"))
    round_table = tag("table", tag("thead", standing_head) + tag("tbody", standing_rows), class_="score-table",
                      id="round-table")
    ranked_by = tag("p", text(lang, "ranked_by_wins" if order == "original" else "ranked_by_placement"),
                    class_="muted", id="ranked-by",
                    title=text(lang, "original_rules" if order == "original" else "club_rules_standings"))
    if table is None:
        replay = tag("button", text(lang, "look_at_table"), type="button", class_="action",
                     data_action="close_results")
        replay += tag("button", text(lang, "replay"), type="button", class_="action", data_action="replay")
        replay += tag("button", text(lang, "analysis"), type="button", class_="action", data_action="analysis",
                      data_focus="analysis")  # issue #20: the human's turns against the solver
        next_label = (text(lang, "new_round") if round_over
                      else text(lang, "next_game", n=result.game + 1, total=games_total))
        buttons = tag("div", replay + tag("button", next_label, type="button", class_="action primary",
                                          data_action="new_round" if round_over else "next_game",
                                          data_focus="next"), class_="buttons")
        note = ""
    else:
        buttons, note = _table_end(lang, result, sheet, table, games_total)
    winners = winners_text(lang, [names[label] for label in result.winners])
    # the round's table is shown a frame after the rest (data-later, game/ui/screen.py: issue #18, the
    # whole dialog's first layout at 4x CPU throttle made the longest frame of a game)
    standings_part = tag("div", tag("h3", text(lang, "round_over") if round_over else text(lang, "round_table"))
                         + ranked_by + round_table, class_="round-part", data_later=True, hidden=True) \
        if result.game > 1 else ""
    # a round's first game says what a round is: R-PLACEMENT's points add up to R-STANDINGS (a child asked)
    explained = tag("p", text(lang, "round_explained", total=games_total, scheme=scheme), class_="muted",
                    id="round-explained") if result.game == 1 and games_total > 1 and table is None else ""
    body = (tag("h2", f"{text(lang, 'game_over')} — {winners}", id="dialog-title")
            + note + ending + game_table + explained + standings_part + buttons)
    return tag("div", body, class_="dialog results", role="dialog", aria_modal="true", aria_labelledby="dialog-title")


def _table_end(lang: str, result: GameResult, sheet, table: dict, games_total: int):
    """A tournament table's game: the sheet note and the buttons (next open game,
    back to the director's page; no replay in the strict tournament display)."""
    if sheet.error is None:
        note = tag("p", text(lang, "sheet_entered", round=table["round"], table=table["table"], game=result.game),
                   class_="sheet-note", id="sheet-note", role="status")
    else:
        note = tag("p", text(lang, "sheet_not_entered", why=sheet.error.text(lang)), class_="sheet-note error",
                   id="sheet-note", role="alert")
    back = tag("a", text(lang, "back_to_tournament"), href="tournament.html",
               class_="action" + ("" if sheet.next_game else " primary"),
               data_focus=None if sheet.next_game else "next")
    if sheet.next_game:
        back += tag("button", text(lang, "next_game", n=sheet.next_game, total=games_total), type="button",
                    class_="action primary", data_action="next_game", data_focus="next")
    return tag("div", back, class_="buttons"), note
