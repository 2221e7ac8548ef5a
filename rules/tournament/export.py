"""CSV files of a tournament: the standings and every game line (R-STANDINGS, R-SHEET).

Text that a spreadsheet would read as a formula (a name such as ``=HYPERLINK(…)``)
gets a leading apostrophe; the numbers written here stay numbers. German files
separate columns with ``;`` (German spreadsheet programs read ``,`` as the decimal
comma and would put a whole line in one column); every number here is whole, so
no decimal sign is ever written."""

from __future__ import annotations

import csv
import io

from rules.tournament import director
from rules.tournament.model import Tournament
from rules.tournament.sheet import placement_points, places

HEADERS = {
    "standings": {
        "en": ["rank", "name", "club", "junior", "substitute", "placement points", "game score",
               "1st", "2nd", "3rd", "4th", "minus points", "games"],
        "de": ["Platz", "Name", "Klub", "Junior", "Ersatzspieler", "Platzierungspunkte", "Spielpunkte",
               "1. Plätze", "2. Plätze", "3. Plätze", "4. Plätze", "Minuspunkte", "Spiele"],
    },
    "games": {
        "en": ["round", "table", "game", "seat", "name", "score", "winner", "place", "placement points",
               "no initial meld", "pool empty"],
        "de": ["Runde", "Tisch", "Spiel", "Position", "Name", "Punkte", "Gewinner", "Platz",
               "Platzierungspunkte", "ohne Auslage", "Pool leer"],
    },
}
FINAL = {"en": "final", "de": "Finale"}
DELIMITERS = {"en": ",", "de": ";"}
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _yes(flag: bool) -> str:
    return "1" if flag else ""


def _row(cells: list) -> list:
    """Text cells that would start a formula are made plain text; numbers pass."""
    return [f"'{cell}" if isinstance(cell, str) and cell.startswith(FORMULA_STARTS) else cell for cell in cells]


def standings_csv(tournament: Tournament, lang: str = "en") -> str:
    """The current result table (after the final, finalists first); substitutes unranked."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=DELIMITERS[lang], lineterminator="\r\n")
    writer.writerow(HEADERS["standings"][lang])
    for row in director.display(tournament, director.result_rows(tournament)):
        writer.writerow(_row(["" if row.rank is None else row.rank, row.name, row.club, _yes(row.junior),
                              _yes(row.substitute), row.points, row.total, *row.place_counts, row.minus,
                              row.games]))
    return out.getvalue()


def games_csv(tournament: Tournament, lang: str = "en") -> str:
    """One line per player and entered game: the score sheets as a table."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=DELIMITERS[lang], lineterminator="\r\n")
    writer.writerow(HEADERS["games"][lang])
    for round_ in tournament.rounds:
        label = FINAL[lang] if round_.final else round_.number
        for table in round_.tables:
            for number, game in enumerate(table.games, start=1):
                if game is None:
                    continue
                game_places = places(game.scores, game.winner, game.co_winners)
                points = placement_points(game.scores, game.winner, game.co_winners)
                for seat, player in table.seats.items():
                    writer.writerow(_row([label, table.number, number, seat, tournament.player(player).name,
                                          game.scores[seat], _yes(game_places[seat] == 1), game_places[seat],
                                          points[seat], game.no_meld.get(seat, ""), _yes(game.pool_empty)]))
    return out.getvalue()
