"""HTML of the director's page, built from a Tournament (pure Python, no browser).

Every text goes through ``html.escape``. Buttons carry ``data-action`` and
forms ``data-form``; page.py reads them. Print shows the current view without
its controls (static/css/tournament.css).
"""

from __future__ import annotations

from html import escape
from typing import Optional

from game.tournament.texts import text
from rules.tournament import director
from rules.tournament.model import Table, Tournament
from rules.tournament.seating import game_plan
from rules.tournament.sheet import placement_points, places
from rules.tournament.practice import FIELD_SIZES, your_request
from rules.tournament.table_link import SEAT_KINDS, game_address


def _e(value) -> str:
    return escape(str(value))


def _button(label: str, action: str, **data) -> str:
    extra = "".join(f' data-{key}="{_e(value)}"' for key, value in data.items())
    return f'<button type="button" data-action="{action}"{extra}>{_e(label)}</button>'


def views(tournament: Tournament) -> list[str]:
    """The tabs: set-up, each round (the final included), standings, result."""
    tabs = ["setup"] + [f"round-{r.number}" for r in tournament.rounds]
    return tabs + (["standings", "result"] if tournament.rounds else [])


def page(tournament: Tournament, view: str, lang: str, message: str = "", alert: bool = False,
         confirm_new: bool = False) -> str:
    """The whole page body for ``view``."""
    if view not in views(tournament):
        view = views(tournament)[-1]
    body = {"setup": setup_view, "standings": standings_view, "result": result_view}.get(view)
    content = body(tournament, lang) if body else round_view(tournament, int(view.split("-")[1]), lang)
    role = "alert" if alert else "status"
    return (f'<header class="t-header"><h1>{_e(text(lang, "title"))}'
            f'{_e(" · " + tournament.settings.name) if tournament.settings.name else ""}</h1>'
            f'<a class="no-print back" href="index.html">{_e(text(lang, "back"))}</a></header>'
            + _nav(tournament, view, lang) + _toolbar(lang, confirm_new)
            + f'<p class="t-message{" t-error" if alert else ""}" role="{role}" id="t-message">{_e(message)}</p>'
            + f'<section class="t-view" data-view="{_e(view)}">{content}</section>')


def _nav(tournament: Tournament, view: str, lang: str) -> str:
    def label(tab: str) -> str:
        if tab.startswith("round-"):
            number = int(tab.split("-")[1])
            return text(lang, "final") if tournament.rounds[number - 1].final else text(lang, "round", n=number)
        return text(lang, tab)
    items = "".join(f'<button type="button" role="tab" data-action="view" data-view="{tab}" '
                    f'aria-selected="{"true" if tab == view else "false"}">{_e(label(tab))}</button>'
                    for tab in views(tournament))
    return f'<nav class="t-tabs no-print" role="tablist">{items}</nav>'


def _toolbar(lang: str, confirm_new: bool) -> str:
    new = (_button(text(lang, "really_new"), "new-confirmed") if confirm_new else _button(text(lang, "new"), "new"))
    return ('<div class="t-toolbar no-print">'
            + _button(text(lang, "print"), "print") + _button(text(lang, "export_json"), "export-json")
            + _button(text(lang, "export_csv"), "export-csv") + _button(text(lang, "export_games"), "export-games")
            + f'<label class="t-file">{_e(text(lang, "import_json"))}'
            f'<input type="file" accept=".json,application/json" data-action="import-json"></label>'
            + new + '</div>')


def setup_view(tournament: Tournament, lang: str) -> str:
    settings, started = tournament.settings, bool(tournament.rounds)
    off = " disabled" if started else ""
    rounds = "".join(f'<option{" selected" if n == settings.rounds else ""}>{n}</option>' for n in (2, 3, 4))
    formats = "".join(f'<option value="{f}"{" selected" if f == settings.format else ""}>'
                      f'{_e(text(lang, "format_" + f))}</option>' for f in ("club", "local"))
    form = (f'<form class="t-settings" data-form="settings"><fieldset{off}>'
            f'<label>{_e(text(lang, "name"))} <input name="name" value="{_e(settings.name)}" maxlength="80"></label>'
            f'<label>{_e(text(lang, "format"))} <select name="format">{formats}</select></label>'
            f'<label>{_e(text(lang, "rounds"))} <select name="rounds"'
            f'{" disabled" if settings.format == "local" else ""}>{rounds}</select></label>'
            f'<label><input type="checkbox" name="final"{" checked" if settings.final else ""}'
            f'{" disabled" if settings.format == "local" else ""}> {_e(text(lang, "with_final"))}</label>'
            f'<label>{_e(text(lang, "seconds"))} <input name="seconds" type="number" min="30" max="300" '
            f'value="{settings.seconds_per_turn or ""}"></label>'
            f'<label>{_e(text(lang, "seed"))} <input name="seed" type="number" min="0" value="{settings.seed}"></label>'
            f'<button type="submit">{_e(text(lang, "save_settings"))}</button></fieldset></form>')
    rows = "".join(
        f'<tr><td>{_e(p.name)}</td><td>{_e(p.club)}</td><td>{"✓" if p.junior else ""}</td>'
        f'<td>{"✓" if p.substitute else ""}</td><td class="no-print">'
        + ("" if started else _button(text(lang, "remove"), "remove-player", player=p.id)) + '</td></tr>'
        for p in tournament.players)
    players = (f'<h2>{_e(text(lang, "players", n=len(tournament.players)))}</h2>'
               f'<table class="t-players"><thead><tr><th>{_e(text(lang, "player"))}</th>'
               f'<th>{_e(text(lang, "club"))}</th><th>{_e(text(lang, "junior"))}</th>'
               f'<th>{_e(text(lang, "substitute"))}</th><th></th></tr></thead><tbody>{rows}</tbody></table>')
    if started:
        return form + players
    substitute_box = (f'<label><input type="checkbox" name="substitute"> {_e(text(lang, "substitute"))}</label>'
                      if settings.format == "club" else "")
    add = (f'<form class="t-add no-print" data-form="add-player">'
           f'<label>{_e(text(lang, "player"))} <input name="name" required maxlength="60"></label>'
           f'<label>{_e(text(lang, "club"))} <input name="club" maxlength="60"></label>'
           f'<label><input type="checkbox" name="junior"> {_e(text(lang, "junior"))}</label>{substitute_box}'
           f'<button type="submit">{_e(text(lang, "add"))}</button></form>')
    practice = _practice_form(lang)
    registered = sum(not p.substitute for p in tournament.players)
    missing = -len(tournament.players) % 4
    hint = (f'<p class="t-hint">{_e(text(lang, "need_substitutes", n=missing))}</p>'
            if settings.format == "club" and registered and missing else "")
    return (form + players + add + hint + f'<p class="no-print">{_button(text(lang, "start"), "next-round")}</p>'
            + practice)


def _practice_form(lang: str) -> str:
    """Practice mode: your name, field size, rounds, computer strength (rules.tournament.practice)."""
    sizes = "".join(f'<option{" selected" if n == 8 else ""}>{n}</option>' for n in FIELD_SIZES)
    rounds = "".join(f'<option{" selected" if n == 3 else ""}>{n}</option>' for n in (2, 3, 4))
    levels = "".join(f'<option value="{k}"{" selected" if k == "casual" else ""}>{_e(text(lang, "kind_" + k))}</option>'
                     for k in SEAT_KINDS[1:])
    return (f'<form class="t-practice no-print" data-form="practice"><h2>{_e(text(lang, "practice"))}</h2>'
            f'<p>{_e(text(lang, "practice_hint"))}</p><div class="t-practice-fields">'
            f'<label>{_e(text(lang, "your_name"))} <input name="practice-you" required maxlength="60"></label>'
            f'<label>{_e(text(lang, "field_size"))} <select name="practice-players">{sizes}</select></label>'
            f'<label>{_e(text(lang, "rounds"))} <select name="practice-rounds">{rounds}</select></label>'
            f'<label>{_e(text(lang, "strength"))} <select name="practice-level">{levels}</select></label></div>'
            f'<button type="submit">{_e(text(lang, "practice_start"))}</button></form>')


def round_view(tournament: Tournament, number: int, lang: str) -> str:
    round_ = tournament.rounds[number - 1]
    title = text(lang, "final") if round_.final else text(lang, "round", n=number)
    seconds = tournament.settings.seconds_per_turn
    parts = [f'<h2>{_e(title)}</h2>']
    if seconds:
        parts.append(f'<p>{_e(text(lang, "time_per_turn", s=seconds))}</p>')
    parts.append(_swap_form(tournament, number, lang))
    parts += [table_card(tournament, number, table, lang) for table in round_.tables]
    if round_.confirmed:
        if not round_.final:
            parts.append(f'<h2>{_e(text(lang, "after_round", n=number))}</h2>'
                         + standings_table(tournament, director.standing_rows(tournament, after_round=number), lang))
        if number == len(tournament.rounds):
            parts.append(_next_step(tournament, lang))
    return "".join(parts)


def _next_step(tournament: Tournament, lang: str) -> str:
    if director.is_finished(tournament):
        return f'<p class="t-done">{_e(text(lang, "finished"))}</p>'
    settings, played = tournament.settings, len(tournament.rounds)
    if played < settings.rounds:
        return f'<p class="no-print">{_button(text(lang, "next_round", n=played + 1), "next-round")}</p>'
    finalists = director.qualified(tournament)
    names = ", ".join(tournament.player(f.player).name + (" " + text(lang, "by_lot") if f.by_lot else "")
                      for f in finalists)
    return (f'<p>{_e(text(lang, "finalists", names=names))}</p>'
            f'<p class="no-print">{_button(text(lang, "seat_final"), "next-round")}</p>')


def _swap_form(tournament: Tournament, number: int, lang: str) -> str:
    open_tables = [t for t in tournament.rounds[number - 1].tables if all(g is None for g in t.games)]
    if not open_tables:
        return ""
    players = sorted((tournament.player(p) for t in open_tables for p in t.seats.values()),
                     key=lambda p: p.name.casefold())
    options = "".join(f'<option value="{p.id}">{_e(p.name)}</option>' for p in players)
    return (f'<form class="t-swap no-print" data-form="swap" data-round="{number}">'
            f'<span>{_e(text(lang, "swap"))}</span> <select name="first" aria-label="first">{options}</select>'
            f' ⇄ <select name="second" aria-label="second">{options}</select>'
            f' <button type="submit">{_e(text(lang, "swap_button"))}</button></form>')


def table_card(tournament: Tournament, number: int, table: Table, lang: str) -> str:
    size = len(table.seats)
    seat_rows = "".join(f'<tr><th>{seat}</th><td>{_e(_player_label(tournament, p, lang))}</td>'
                        f'<td>{_e(tournament.player(p).club)}</td></tr>' for seat, p in table.seats.items())
    plans = "".join(f'<li>{_e(text(lang, "game", n=g))}: {"–".join(game_plan(size, g).clockwise)} · '
                    f'{_e(text(lang, "starts", seat=game_plan(size, g).starter))}</li>'
                    for g in range(1, len(table.games) + 1))
    sheet = (_confirmed_sheet(table, lang) + _correction_form(number, table, lang) if table.confirmed
             else _play_form(tournament, number, table, lang) + _sheet_form(number, table, lang))
    notes = "".join(f'<li>{_e(c.at)} · {_e(text(lang, "game", n=c.game))}: '
                    f'{_e(_game_summary(c.before))} → {_e(_game_summary(c.after))} · {_e(c.note)}</li>'
                    for c in table.corrections)
    audit = f'<h4>{_e(text(lang, "corrections"))}</h4><ul class="t-audit">{notes}</ul>' if notes else ""
    status = f' <span class="t-confirmed">{_e(text(lang, "confirmed"))}</span>' if table.confirmed else ""
    return (f'<article class="t-table" data-table="{table.number}"><h3>{_e(text(lang, "table", n=table.number))}'
            f'{status}</h3><div class="t-plan"><table class="t-seats"><caption>{_e(text(lang, "seat_plan"))}</caption>'
            f'{seat_rows}</table><ol class="t-games">{plans}</ol></div>{sheet}{audit}</article>')


def _play_form(tournament: Tournament, number: int, table: Table, lang: str) -> str:
    """"Play here": human or computer level per seat, then the game page plays the
    table's open games and enters them (rules.tournament.table_link). Only in the
    latest round, while the sheet still has an empty game. In practice mode the
    user's table has a direct link, the computers' tables play themselves."""
    if number != len(tournament.rounds) or None not in table.games:
        return ""
    if tournament.settings.practice is not None:
        request = your_request(tournament)
        if request is None or request.table != table.number:
            return ""
        return (f'<p class="t-yours no-print">{_e(text(lang, "your_turn_table"))} '
                f'<a class="t-play-link" href="{_e(game_address(request, lang))}">{_e(text(lang, "play_yours"))}</a></p>')
    rows = []
    for seat, player in table.seats.items():
        name = tournament.player(player).name
        options = "".join(f'<option value="{kind}">{_e(text(lang, "kind_" + kind))}</option>' for kind in SEAT_KINDS)
        rows.append(f'<label><span class="t-seat">{seat}</span> {_e(name)} <select name="seat-{seat}" '
                    f'aria-label="{_e(text(lang, "table", n=table.number))} {seat} {_e(name)}">{options}</select></label>')
    return (f'<details class="t-play no-print"><summary>{_e(text(lang, "play_here"))}</summary>'
            f'<form data-form="play" data-round="{number}" data-table="{table.number}">'
            f'<p class="t-hint">{_e(text(lang, "play_hint"))}</p>{"".join(rows)}'
            f'<button type="submit">{_e(text(lang, "play_open"))}</button></form></details>')


def _player_label(tournament: Tournament, player_id: int, lang: str) -> str:
    player = tournament.player(player_id)
    return (player.name + (" (J)" if player.junior else "")
            + (f' ({text(lang, "substitute")})' if player.substitute else ""))


def _game_summary(game) -> str:
    if game is None:
        return "–"
    return " ".join(f"{seat}{'*' if seat == game.winner else ''} {score:+d}" for seat, score in game.scores.items())


def _game_inputs(prefix: str, table: Table, game, label: str, tag: str, lang: str) -> str:
    """Score and 100/200 inputs per seat, winner and pool-empty; ``label`` names the
    row for screen readers (and tests), ``tag`` tells the rows' winners apart."""
    cells = []
    for seat in table.seats:
        score = "" if game is None else game.scores[seat]
        flag = None if game is None else game.no_meld.get(seat)
        flags = "".join(f'<option value="{v}"{" selected" if flag == v else ""}>{v or "–"}</option>'
                        for v in ("", 100, 200))
        cells.append(f'<td><input type="number" step="1" name="{prefix}s-{seat}" value="{score}" '
                     f'aria-label="{_e(label)} {seat}"><select name="{prefix}m-{seat}" class="t-flag" '
                     f'aria-label="{_e(label)} {seat} {_e(text(lang, "no_meld"))}">{flags}</select></td>')
    winners = "".join(f'<option value="{seat}"{" selected" if game and game.winner == seat else ""}>{seat}</option>'
                      for seat in table.seats)
    pool = " checked" if game and game.pool_empty else ""
    return ("".join(cells) + f'<td><select name="{prefix}w" aria-label="{_e(text(lang, "winner"))} '
            f'{_e(tag)}"><option value=""></option>{winners}</select></td>'
            f'<td><input type="checkbox" name="{prefix}p"{pool} aria-label="{_e(text(lang, "pool_empty"))} '
            f'{_e(tag)}"></td>')


def _sheet_head(table: Table, lang: str) -> str:
    seats = "".join(f"<th>{seat}</th>" for seat in table.seats)
    return f'<thead><tr><th>{_e(text(lang, "score"))}</th>{seats}'


def _sheet_form(number: int, table: Table, lang: str) -> str:
    rows = "".join(f'<tr><th>{_e(text(lang, "game", n=g))}</th>'
                   + _game_inputs(f"g{g}-", table, game, f'{text(lang, "table", n=table.number)} '
                                  f'{text(lang, "game", n=g)}', str(g), lang) + '</tr>'
                   for g, game in enumerate(table.games, start=1))
    head = (_sheet_head(table, lang) + f'<th>{_e(text(lang, "winner"))}</th>'
            f'<th>{_e(text(lang, "pool_empty"))}</th></tr></thead>')
    return (f'<form class="t-sheet" data-form="sheet" data-round="{number}" data-table="{table.number}">'
            f'<table>{head}<tbody>{rows}</tbody>{_totals(table, lang)}</table>'
            f'<p class="t-legend no-print">{_e(text(lang, "legend"))}</p>'
            f'<p class="no-print"><button type="submit">{_e(text(lang, "save_sheet"))}</button> '
            + _button(text(lang, "confirm"), "confirm", round=number, table=table.number) + '</p></form>')


def _confirmed_sheet(table: Table, lang: str) -> str:
    rows = []
    for g, game in enumerate(table.games, start=1):
        game_places, points = places(game.scores, game.winner), placement_points(game.scores, game.winner)
        cells = "".join(
            f'<td class="{"t-winner" if seat == game.winner else ""}">{game.scores[seat]:+d}'
            f'{" (" + str(game.no_meld[seat]) + ")" if seat in game.no_meld else ""}'
            f'<small> {game_places[seat]}. · {points[seat]} P</small></td>' for seat in table.seats)
        rows.append(f'<tr><th>{_e(text(lang, "game", n=g))}{" ∅" if game.pool_empty else ""}</th>{cells}</tr>')
    return (f'<table class="t-sheet t-locked">{_sheet_head(table, lang)}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody>{_totals(table, lang)}</table>')


def _totals(table: Table, lang: str) -> str:
    totals = {seat: [0, 0] for seat in table.seats}
    for game in table.games:
        if game is None:
            continue
        points = placement_points(game.scores, game.winner)
        for seat in table.seats:
            totals[seat][0] += points[seat]
            totals[seat][1] += game.scores[seat]
    cells = "".join(f"<td>{p} P · {s:+d}</td>" for p, s in totals.values())
    return f'<tfoot><tr><th>{_e(text(lang, "total"))}</th>{cells}</tr></tfoot>'


def _correction_form(number: int, table: Table, lang: str) -> str:
    games = "".join(f'<option value="{g}">{_e(text(lang, "game", n=g))}</option>'
                    for g in range(1, len(table.games) + 1))
    head = (_sheet_head(table, lang) + f'<th>{_e(text(lang, "winner"))}</th>'
            f'<th>{_e(text(lang, "pool_empty"))}</th></tr></thead>')
    tag = text(lang, "correction")
    label = f'{text(lang, "table", n=table.number)} {tag}'
    return (f'<details class="no-print"><summary>{_e(text(lang, "correct"))}</summary>'
            f'<form data-form="correct" data-round="{number}" data-table="{table.number}">'
            f'<select name="game" aria-label="{_e(text(lang, "correct"))}">{games}</select>'
            f'<table>{head}<tbody><tr><th></th>{_game_inputs("", table, None, label, tag, lang)}</tr></tbody></table>'
            f'<label>{_e(text(lang, "note"))} <input name="note" required maxlength="300"></label> '
            f'<button type="submit">{_e(text(lang, "save_correction"))}</button></form></details>')


def standings_table(tournament: Tournament, rows, lang: str) -> str:
    body = []
    for row in director.display(tournament, rows):
        rank = text(lang, "unranked") if row.rank is None else f"{row.rank}."
        tags = (" (J)" if row.junior else "") + (f' ({text(lang, "substitute")})' if row.substitute else "")
        body.append(f'<tr class="{"t-sub" if row.substitute else ""}"><td>{_e(rank)}</td>'
                    f'<td>{_e(row.name + tags)}</td><td>{_e(row.club)}</td><td>{row.points}</td>'
                    f'<td>{row.total:+d}</td><td>{"/".join(map(str, row.place_counts))}</td>'
                    f'<td>{row.minus}</td><td>{row.games}</td></tr>')
    head = "".join(f"<th>{_e(text(lang, key))}</th>" for key in
                   ("rank", "player", "club", "place_points", "points", "places", "minus", "games"))
    return f'<table class="t-standings"><thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>'


def standings_view(tournament: Tournament, lang: str) -> str:
    played = sum(1 for r in tournament.rounds if not r.final and any(g for t in r.tables for g in t.games))
    return (f'<h2>{_e(text(lang, "after_round", n=max(played, 1)))}</h2>'
            + standings_table(tournament, director.standing_rows(tournament), lang))


def result_view(tournament: Tournament, lang: str) -> str:
    rows = director.result_rows(tournament)
    champion: Optional[str] = None
    if director.is_finished(tournament) and rows and rows[0].rank == 1:
        champion = tournament.player(rows[0].record.player).name
    title = text(lang, "result") + (f" · {tournament.settings.name}" if tournament.settings.name else "")
    lead = f'<p class="t-champion">{_e(text(lang, "champion", name=champion))}</p>' if champion else ""
    return f'<h2>{_e(title)}</h2>{lead}' + standings_table(tournament, rows, lang)
