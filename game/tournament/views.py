"""HTML of the director's page, built from a Tournament (pure Python, no browser).

Built with ``game.ui.html``, where escaping is the default: every name, club,
tournament name or message is plain text and stays text (issue #17). Buttons
carry ``data-action`` and forms ``data-form``; page.py reads them. Print shows
the current view without its controls (static/css/tournament.css).
"""

from __future__ import annotations

from itertools import combinations
from typing import Optional

from game.tournament.texts import text
from game.ui.html import Markup, join, tag
from rules.tournament import director
from rules.tournament.model import Table, Tournament, allowed_clocks
from rules.tournament.seating import game_plan
from rules.tournament.sheet import placement_points, places
from rules.tournament.practice import FIELD_SIZES, your_request
from rules.tournament.table_link import SEAT_KINDS, game_address


def _button(label: str, action: str, **data) -> Markup:
    extra = {f"data_{key}": value for key, value in data.items()}
    return tag("button", label, type="button", data_action=action, **extra)


def _options(choices, current=None) -> Markup:
    """``<option value=…>caption</option>`` for each (value, caption); the one
    equal to ``current`` selected."""
    return join(tag("option", caption, value=value, selected=value == current) for value, caption in choices)


def views(tournament: Tournament) -> list[str]:
    """The tabs: set-up, each round (the final included), standings, and the
    result once the tournament is finished."""
    tabs = ["setup"] + [f"round-{r.number}" for r in tournament.rounds]
    if tournament.rounds:
        tabs.append("standings")
    return tabs + (["result"] if director.is_finished(tournament) else [])


def page(tournament: Tournament, view: str, lang: str, message: str = "", alert: bool = False,
         confirm_new: bool = False) -> Markup:
    """The whole page body for ``view``."""
    if view not in views(tournament):
        view = views(tournament)[-1]
    body = {"setup": setup_view, "standings": standings_view, "result": result_view}.get(view)
    content = body(tournament, lang) if body else round_view(tournament, int(view.split("-")[1]), lang)
    name = tournament.settings.name
    header = tag("header",
                 tag("h1", text(lang, "title") + (" · " + name if name else "")),
                 tag("a", text(lang, "other_language"), class_="no-print t-lang",
                     href="tournament.html?lang=" + ("en" if lang == "de" else "de"),
                     lang="en" if lang == "de" else "de"),
                 tag("a", text(lang, "back"), class_="no-print back", href="index.html"),
                 class_="t-header")
    return join([
        header, _nav(tournament, view, lang), _toolbar(lang, confirm_new),
        tag("p", message, class_="t-message t-error" if alert else "t-message",
            role="alert" if alert else "status", id="t-message"),
        tag("section", content, class_="t-view", data_view=view),
    ])


def _nav(tournament: Tournament, view: str, lang: str) -> Markup:
    def label(tab: str) -> str:
        if tab.startswith("round-"):
            number = int(tab.split("-")[1])
            return text(lang, "final") if tournament.rounds[number - 1].final else text(lang, "round", n=number)
        return text(lang, tab)
    items = join(tag("button", label(tab), type="button", role="tab", data_action="view", data_view=tab,
                     aria_selected="true" if tab == view else "false")
                 for tab in views(tournament))
    return tag("nav", items, class_="t-tabs no-print", role="tablist")


def _toolbar(lang: str, confirm_new: bool) -> Markup:
    new = (_button(text(lang, "really_new"), "new-confirmed") if confirm_new else _button(text(lang, "new"), "new"))
    return tag("div",
               _button(text(lang, "print"), "print"), _button(text(lang, "export_json"), "export-json"),
               _button(text(lang, "export_csv"), "export-csv"), _button(text(lang, "export_games"), "export-games"),
               tag("label", text(lang, "import_json"),
                   tag("input", type="file", accept=".json,application/json", data_action="import-json"),
                   class_="t-file"),
               new, class_="t-toolbar no-print")


def _labelled(caption: str, control: Markup) -> Markup:
    """``<label>caption control</label>``."""
    return tag("label", caption, " ", control)


def _checkbox(caption: str, name: str, **values) -> Markup:
    """``<label><input type=checkbox> caption</label>``, the box before its words."""
    return tag("label", tag("input", type="checkbox", name=name, **values), " ", caption, class_="t-check")


def setup_view(tournament: Tournament, lang: str) -> Markup:
    settings, started = tournament.settings, bool(tournament.rounds)
    local = settings.format == "local"
    rounds = join(tag("option", n, selected=n == settings.rounds) for n in (2, 3, 4))
    formats = _options(((f, text(lang, "format_" + f)) for f in ("club", "local")), settings.format)
    games = _options(((n, n) for n in ((3, 2) if local else (4,))), settings.games)
    clocks = _options(((seconds or "", text(lang, "one_minute" if seconds else "no_clock"))
                       for seconds in allowed_clocks(settings.format)), settings.seconds_per_turn or "")
    form = tag("form", tag("fieldset",
        _labelled(text(lang, "name"), tag("input", name="name", value=settings.name, maxlength="80")),
        _labelled(text(lang, "format"), tag("select", formats, name="format")),
        _labelled(text(lang, "rounds"), tag("select", rounds, name="rounds", disabled=local)),
        _labelled(text(lang, "games_per_round"), tag("select", games, name="games", disabled=not local)),
        _checkbox(text(lang, "with_final"), "final", checked=settings.final, disabled=local),
        _labelled(text(lang, "seconds"), tag("select", clocks, name="seconds", disabled=not local)),
        _labelled(text(lang, "seed"), tag("input", name="seed", type="number", min="0", value=settings.seed)),
        tag("button", text(lang, "save_settings"), type="submit"),
        disabled=started), class_="t-settings", data_form="settings")
    rows = join(tag("tr", tag("td", p.name), tag("td", p.club), tag("td", "✓" if p.junior else ""),
                    tag("td", "✓" if p.substitute else ""),
                    tag("td", "" if started else _button(text(lang, "remove"), "remove-player", player=p.id),
                        class_="no-print"))
                for p in tournament.players)
    head = tag("tr", *(tag("th", text(lang, key)) for key in ("player", "club", "junior", "substitute")), tag("th"))
    players = tag("h2", text(lang, "players", n=len(tournament.players)))
    if tournament.players:  # no empty table of headings before the first name
        players += tag("table", tag("thead", head), tag("tbody", rows), class_="t-players")
    if started:
        return form + players
    substitute_box = (_checkbox(text(lang, "substitute"), "substitute")
                      if settings.format == "club" else Markup(""))
    add = tag("form",
              _labelled(text(lang, "player"), tag("input", name="name", required=True, maxlength="60")),
              _labelled(text(lang, "club"), tag("input", name="club", maxlength="60")),
              _checkbox(text(lang, "junior"), "junior"), substitute_box,
              tag("button", text(lang, "add"), type="submit"),
              class_="t-add no-print", data_form="add-player")
    practice = _practice_form(lang)
    registered = sum(not p.substitute for p in tournament.players)
    missing = -len(tournament.players) % 4
    hint = (tag("p", text(lang, "need_substitutes", n=missing), class_="t-hint")
            if settings.format == "club" and registered and missing else Markup(""))
    return join([form, players, add, hint,
                 tag("p", _button(text(lang, "start"), "next-round"), class_="no-print"), practice])


def _practice_form(lang: str) -> Markup:
    """Practice mode: your name, field size, rounds, computer strength (rules.tournament.practice)."""
    sizes = join(tag("option", n, selected=n == 8) for n in FIELD_SIZES)
    rounds = join(tag("option", n, selected=n == 3) for n in (2, 3, 4))
    levels = _options(((k, text(lang, "kind_" + k)) for k in SEAT_KINDS[1:]), "casual")
    fields = tag("div",
                 _labelled(text(lang, "your_name"), tag("input", name="practice-you", required=True, maxlength="60")),
                 _labelled(text(lang, "field_size"), tag("select", sizes, name="practice-players")),
                 _labelled(text(lang, "rounds"), tag("select", rounds, name="practice-rounds")),
                 _labelled(text(lang, "strength"), tag("select", levels, name="practice-level")),
                 class_="t-practice-fields")
    return tag("form", tag("h2", text(lang, "practice")), tag("p", text(lang, "practice_hint")), fields,
               tag("button", text(lang, "practice_start"), type="submit"),
               class_="t-practice no-print", data_form="practice")


def round_view(tournament: Tournament, number: int, lang: str) -> Markup:
    round_ = tournament.rounds[number - 1]
    title = text(lang, "final") if round_.final else text(lang, "round", n=number)
    seconds = tournament.settings.seconds_per_turn
    parts = [tag("h2", title)]
    if seconds:
        parts.append(tag("p", text(lang, "time_per_turn", s=seconds)))
    repeats = director.repeats(tournament, number)
    if repeats:  # the director should know, and that the pairing could not do better
        parts.append(tag("p", text(lang, "repeats" if repeats > 1 else "repeats_one", n=repeats), class_="t-hint"))
    parts.append(_swap_form(tournament, number, lang))
    parts += [table_card(tournament, number, table, lang) for table in round_.tables]
    if round_.confirmed:
        if not round_.final:
            parts.append(tag("h2", text(lang, "after_round", n=number))
                         + standings_table(tournament, director.standing_rows(tournament, after_round=number), lang))
        if number == len(tournament.rounds):
            parts.append(_next_step(tournament, lang))
    elif number == len(tournament.rounds):
        parts.append(_blocked(tournament, round_, lang))
    return join(parts)


def _blocked(tournament: Tournament, round_, lang: str) -> Markup:
    """What stands between the director and the next step (pairing the next round,
    seating the final, the result): each table's missing games or confirmation."""
    settings, played = tournament.settings, len(tournament.rounds)
    if played < settings.rounds:
        step = text(lang, "next_round", n=played + 1)
    elif settings.final and not round_.final:
        step = text(lang, "seat_final")
    else:
        step = text(lang, "result")
    open_tables = []
    for table in round_.tables:
        if table.confirmed:
            continue
        missing = [str(g) for g, game in enumerate(table.games, start=1) if game is None]
        why = (text(lang, "games_missing", games=", ".join(missing)) if missing else text(lang, "not_confirmed"))
        open_tables.append(f'{text(lang, "table", n=table.number)} ({why})')
    return tag("p", text(lang, "blocked", step=step, tables="; ".join(open_tables)), class_="t-blocked")


def _next_step(tournament: Tournament, lang: str) -> Markup:
    if director.is_finished(tournament):
        return tag("p", text(lang, "finished"), class_="t-done")
    settings, played = tournament.settings, len(tournament.rounds)
    if played < settings.rounds:
        return tag("p", _button(text(lang, "next_round", n=played + 1), "next-round"), class_="no-print")
    finalists = director.qualified(tournament)
    names = ", ".join(tournament.player(f.player).name + (" " + text(lang, "by_lot") if f.by_lot else "")
                      for f in finalists)
    return (tag("p", text(lang, "finalists", names=names))
            + tag("p", _button(text(lang, "seat_final"), "next-round"), class_="no-print"))


def _swap_form(tournament: Tournament, number: int, lang: str) -> Markup:
    open_tables = [t for t in tournament.rounds[number - 1].tables if all(g is None for g in t.games)]
    if not open_tables:
        return Markup("")
    players = sorted((tournament.player(p) for t in open_tables for p in t.seats.values()),
                     key=lambda p: p.name.casefold())
    options = _options((p.id, p.name) for p in players)
    return tag("form", tag("span", text(lang, "swap")), " ",
               tag("select", options, name="first", aria_label="first"), " ⇄ ",
               tag("select", options, name="second", aria_label="second"), " ",
               tag("button", text(lang, "swap_button"), type="submit"),
               class_="t-swap no-print", data_form="swap", data_round=number)


def table_card(tournament: Tournament, number: int, table: Table, lang: str) -> Markup:
    size = len(table.seats)
    clubs = any(tournament.player(p).club for p in table.seats.values())  # no empty column of clubs
    seat_rows = join(tag("tr", tag("th", seat), tag("td", _player_label(tournament, p, lang)),
                         tag("td", tournament.player(p).club) if clubs else "") for seat, p in table.seats.items())
    plans = join(tag("li", f'{text(lang, "game", n=g)}: {"–".join(game_plan(size, g).clockwise)} · '
                           f'{text(lang, "starts", seat=game_plan(size, g).starter)}')
                 for g in range(1, len(table.games) + 1))
    names = {seat: tournament.player(p).name for seat, p in table.seats.items()}
    sheet = (_confirmed_sheet(table, names, lang) + _correction_form(number, table, names, lang) if table.confirmed
             else _play_form(tournament, number, table, lang) + _sheet_form(number, table, names, lang))
    notes = join(tag("li", f'{c.at} · {text(lang, "game", n=c.game)}: '
                           f'{_game_summary(c.before)} → {_game_summary(c.after)} · {c.note}')
                 for c in table.corrections)
    audit = (tag("h4", text(lang, "corrections")) + tag("ul", notes, class_="t-audit")) if notes else Markup("")
    status = (Markup(" ") + tag("span", text(lang, "confirmed"), class_="t-confirmed")) if table.confirmed else ""
    plan = tag("div", tag("table", tag("caption", text(lang, "seat_plan")), seat_rows, class_="t-seats"),
               tag("ul", plans, class_="t-games"), class_="t-plan")  # each says its game's number
    return tag("article", tag("h3", text(lang, "table", n=table.number), status), plan, sheet, audit,
               class_="t-table", data_table=table.number)


def _play_form(tournament: Tournament, number: int, table: Table, lang: str) -> Markup:
    """"Play here": human or computer level per seat, then the game page plays the
    table's open games and enters them (rules.tournament.table_link). Only in the
    latest round, while the sheet still has an empty game. In practice mode the
    user's table has a direct link, the computers' tables play themselves."""
    if number != len(tournament.rounds) or None not in table.games:
        return Markup("")
    if tournament.settings.practice is not None:
        request = your_request(tournament)
        if request is None or request.table != table.number:
            return Markup("")
        return tag("p", text(lang, "your_turn_table"), " ",
                   tag("a", text(lang, "play_yours"), class_="t-play-link", href=game_address(request, lang)),
                   class_="t-yours no-print")
    rows = []
    options = _options((kind, text(lang, "kind_" + kind)) for kind in SEAT_KINDS)
    for seat, player in table.seats.items():
        name = tournament.player(player).name
        rows.append(tag("label", tag("span", seat, class_="t-seat"), f" {name} ",
                        tag("select", options, name=f"seat-{seat}",
                            aria_label=f'{text(lang, "table", n=table.number)} {seat} {name}')))
    form = tag("form", tag("p", text(lang, "play_hint"), class_="t-hint"), join(rows), form_error(),
               tag("button", text(lang, "play_open"), type="submit"),
               data_form="play", data_round=number, data_table=table.number)
    return tag("details", tag("summary", text(lang, "play_here")), form, class_="t-play no-print")


def form_error() -> Markup:
    """Where a form's refusal is shown (page.py fills it and moves focus there), so
    the reason appears beside what was typed, not at the top of the page."""
    return tag("p", "", class_="t-form-error t-error", role="alert", tabindex="-1", hidden=True)


def _player_label(tournament: Tournament, player_id: int, lang: str) -> str:
    player = tournament.player(player_id)
    return (player.name + (" (J)" if player.junior else "")
            + (f' ({text(lang, "substitute")})' if player.substitute else ""))


def _game_summary(game) -> str:
    if game is None:
        return "–"
    first = {game.winner, *game.co_winners}
    return " ".join(f"{seat}{'*' if seat in first else ''} {score:+d}" for seat, score in game.scores.items())


def _game_inputs(prefix: str, table: Table, game, label: str, names: dict, lang: str) -> Markup:
    """Score and 100/200 inputs per seat, winner and pool-empty; ``label`` names the
    row for screen readers (and tests): "Table 2 Game 1 B", "Table 2 Game 1 Winner";
    each seat's cell carries its player's name, a phone's caption (the head is hidden there)."""
    cells = []
    for seat in table.seats:
        score = "" if game is None else game.scores[seat]
        flag = None if game is None else game.no_meld.get(seat)
        flags = _options(((v, v or "–") for v in ("", 100, 200)), flag)
        cells.append(tag("td",
                         tag("input", type="number", step="1", name=f"{prefix}s-{seat}", value=score,
                             aria_label=f"{label} {seat}"),
                         tag("select", flags, name=f"{prefix}m-{seat}", class_="t-flag",
                             aria_label=f'{label} {seat} {text(lang, "no_meld")}'), data_seat=seat,
                         data_name=names.get(seat)))
    return join(cells) + join([
        tag("td", tag("select", _winner_options(table, game, lang), name=f"{prefix}w",
                      aria_label=f'{label} {text(lang, "winner")}'), data_seat=text(lang, "winner"), class_="t-end"),
        tag("td", tag("input", type="checkbox", name=f"{prefix}p", checked=bool(game and game.pool_empty),
                      aria_label=f'{label} {text(lang, "pool_empty")}'), data_seat=text(lang, "pool_empty"),
            class_="t-end"),
    ])


def _winner_options(table: Table, game, lang: str) -> Markup:
    """The winner's seat, or (after a pool-empty end, R-POOL-EMPTY) the seats
    sharing first place, as "A+B"; the game's own choice selected."""
    current = "+".join(sorted({game.winner, *game.co_winners})) if game else None
    shared = [seats for size in range(2, len(table.seats) + 1) for seats in combinations(table.seats, size)]
    return join([tag("option", "", value=""), _options(((seat, seat) for seat in table.seats), current),
                 tag("optgroup", _options((("+".join(seats), " = ".join(seats)) for seats in shared), current),
                     label=text(lang, "shared_first"))])


def _sheet_head(names: dict, lang: str, *extra: str) -> Markup:
    """The sheet's head row: "Score", the seats with their players' ``names`` (the seat
    plan is above, a referee copying a paper sheet should not need it), the ``extra`` captions."""
    seats = [seat + tag("span", name, class_="t-seat-name") for seat, name in names.items()]
    return tag("thead", tag("tr", join(tag("th", cell) for cell in [text(lang, "score"), *seats, *extra])))


def _sheet_form(number: int, table: Table, names: dict, lang: str) -> Markup:
    rows = join(tag("tr", tag("th", text(lang, "game", n=g)),
                    _game_inputs(f"g{g}-", table, game, f'{text(lang, "table", n=table.number)} '
                                 f'{text(lang, "game", n=g)}', names, lang))
                for g, game in enumerate(table.games, start=1))
    head = _sheet_head(names, lang, text(lang, "winner"), text(lang, "pool_empty"))
    return tag("form",
               tag("table", head, tag("tbody", rows), _totals(table, names, lang)),
               form_error(), tag("p", text(lang, "legend"), class_="t-legend no-print"),
               tag("p", tag("button", text(lang, "save_sheet"), type="submit"), " ",
                   _button(text(lang, "confirm"), "confirm", round=number, table=table.number), class_="no-print"),
               class_="t-sheet", data_form="sheet", data_round=number, data_table=table.number)


def _confirmed_sheet(table: Table, names: dict, lang: str) -> Markup:
    rows = []
    for g, game in enumerate(table.games, start=1):
        game_places = places(game.scores, game.winner, game.co_winners)
        points = placement_points(game.scores, game.winner, game.co_winners)
        cells = join(tag("td", f"{game.scores[seat]:+d}"
                               + (f" ({game.no_meld[seat]})" if seat in game.no_meld else ""),
                         tag("small", f" {game_places[seat]}. · {points[seat]} P"),
                         class_="t-winner" if game_places[seat] == 1 else "", data_seat=seat,
                         data_name=names.get(seat))
                     for seat in table.seats)
        empty = join([" ", tag("abbr", "∅", title=text(lang, "pool_empty"))]) if game.pool_empty else ""
        rows.append(tag("tr", tag("th", text(lang, "game", n=g), empty), cells))
    sheet = tag("table", _sheet_head(names, lang), tag("tbody", join(rows)), _totals(table, names, lang),
                class_="t-sheet t-locked")
    if not any(game.pool_empty for game in table.games):
        return sheet
    return sheet + tag("p", f'∅ {text(lang, "pool_empty")} ({text(lang, "club")} 11.4)', class_="t-legend")


def _totals(table: Table, names: dict, lang: str) -> Markup:
    totals = {seat: [0, 0] for seat in table.seats}
    for game in table.games:
        if game is None:
            continue
        points = placement_points(game.scores, game.winner, game.co_winners)
        for seat in table.seats:
            totals[seat][0] += points[seat]
            totals[seat][1] += game.scores[seat]
    cells = join(tag("td", f"{p} P · {s:+d}", data_seat=seat, data_name=names.get(seat))
                 for seat, (p, s) in totals.items())
    return tag("tfoot", tag("tr", tag("th", text(lang, "total")), cells))


def _correction_form(number: int, table: Table, names: dict, lang: str) -> Markup:
    games = _options((g, text(lang, "game", n=g)) for g in range(1, len(table.games) + 1))
    head = _sheet_head(names, lang, text(lang, "winner"), text(lang, "pool_empty"))
    row_tag = text(lang, "correction")
    label = f'{text(lang, "table", n=table.number)} {row_tag}'
    form = tag("form",
               tag("select", games, name="game", aria_label=text(lang, "correct")),
               tag("table", head, tag("tbody", tag("tr", tag("th"),
                                                   _game_inputs("", table, None, label, names, lang))),
                   class_="t-sheet"),
               form_error(), _labelled(text(lang, "note"), tag("input", name="note", required=True, maxlength="300")),
               " ",
               tag("button", text(lang, "save_correction"), type="submit"),
               data_form="correct", data_round=number, data_table=table.number)
    return tag("details", tag("summary", text(lang, "correct")), form, class_="no-print")


def standings_table(tournament: Tournament, rows, lang: str) -> Markup:
    """R-STANDINGS' table; the club column only where a player has a club (on a phone the table
    scrolls sideways, the names staying in sight)."""
    shown = director.display(tournament, rows)
    clubs = any(row.club for row in shown)
    body = []
    for row in shown:
        rank = text(lang, "unranked") if row.rank is None else f"{row.rank}."
        tags = (" (J)" if row.junior else "") + (f' ({text(lang, "substitute")})' if row.substitute else "")
        cells = (rank, row.name + tags, *([row.club] if clubs else []), row.points, f"{row.total:+d}",
                 "/".join(map(str, row.place_counts)), row.minus, row.games)
        body.append(tag("tr", join(tag("td", cell) for cell in cells), class_="t-sub" if row.substitute else ""))
    keys = ("rank", "player", *(["club"] if clubs else []), "place_points", "points", "places", "minus", "games")
    head = join(tag("th", text(lang, "place_points_head" if key == "place_points" else key)) for key in keys)
    return tag("table", tag("thead", tag("tr", head)), tag("tbody", join(body)), class_="t-standings")


def standings_view(tournament: Tournament, lang: str) -> Markup:
    played = sum(1 for r in tournament.rounds if not r.final and any(g for t in r.tables for g in t.games))
    return (tag("h2", text(lang, "after_round", n=max(played, 1)))
            + standings_table(tournament, director.standing_rows(tournament), lang))


def result_view(tournament: Tournament, lang: str) -> Markup:
    rows = director.result_rows(tournament)
    champion: Optional[str] = None
    if director.is_finished(tournament) and rows and rows[0].rank == 1:
        champion = tournament.player(rows[0].record.player).name
    title = text(lang, "result") + (f" · {tournament.settings.name}" if tournament.settings.name else "")
    lead = tag("p", text(lang, "champion", name=champion), class_="t-champion") if champion else Markup("")
    return tag("h2", title) + lead + standings_table(tournament, rows, lang)
