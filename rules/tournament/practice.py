"""Practice mode: the user and computer players play a complete club tournament.

``practice_tournament`` builds the field (the user plus named computer players
of one level, club format: tables of 4, R-PAIRING) and draws round 1. In each
round, the tables without the user are played by the computers
(``computer_tables``, played by game.practice) and their sheets confirmed; the
user's table (``your_table``) is played on the device like any table
(rules.tournament.table_link) and confirmed by the user.
"""

from __future__ import annotations

from typing import Optional

from rules.tournament import director
from rules.tournament.messages import TournamentError
from rules.tournament.model import Player, Practice, Settings, Table, Tournament
from rules.tournament.table_link import TableRequest

FIELD_SIZES = (8, 12, 16)
COMPUTER_NAMES = ("Ada", "Bruno", "Clara", "Dario", "Elif", "Finn", "Greta", "Hugo", "Ines", "Jonas",
                  "Kira", "Luca", "Mara", "Nils", "Olga", "Paul")


def practice_tournament(your_name: str, players: int, rounds: int, level: str, seed: int,
                        name: str = "") -> Tournament:
    """Round 1 of a practice tournament; raises TournamentError for a bad choice."""
    your_name = " ".join(your_name.split())
    if not your_name:
        raise TournamentError("blank_name")
    if players not in FIELD_SIZES:
        raise TournamentError("practice_size", sizes=", ".join(map(str, FIELD_SIZES)))
    names = [n for n in COMPUTER_NAMES if n.casefold() != your_name.casefold()][:players - 1]
    field = [Player(id=1, name=your_name)] + [Player(id=i, name=n) for i, n in enumerate(names, start=2)]
    settings = Settings(name=name, format="club", rounds=rounds, seed=seed,
                        practice=Practice(you=1, level=level))
    return director.start_next_round(Tournament(settings=settings, players=field))


def _latest(tournament: Tournament) -> list[Table]:
    return tournament.rounds[-1].tables if tournament.rounds else []


def your_table(tournament: Tournament) -> Optional[Table]:
    """The user's table in the latest round (None: not a practice tournament)."""
    practice = tournament.settings.practice
    if practice is None:
        return None
    return next((t for t in _latest(tournament) if practice.you in t.seats.values()), None)


def computer_tables(tournament: Tournament) -> list[int]:
    """Tables of the latest round without the user whose sheet is not confirmed yet."""
    if tournament.settings.practice is None:
        return []
    mine = your_table(tournament)
    return [t.number for t in _latest(tournament) if t is not mine and not t.confirmed]


def your_request(tournament: Tournament) -> Optional[TableRequest]:
    """The user's table with the user human and the others computers, while it has
    games to play (for the game page, rules.tournament.table_link)."""
    table = your_table(tournament)
    if table is None or table.confirmed or None not in table.games:
        return None
    practice = tournament.settings.practice
    seats = ["human" if player == practice.you else practice.level for player in table.seats.values()]
    return TableRequest(round=len(tournament.rounds), table=table.number, seats=seats)


def computer_request(tournament: Tournament, table_number: int) -> TableRequest:
    """A computer-only table: every seat plays at the practice level."""
    table = _latest(tournament)[table_number - 1]
    return TableRequest(round=len(tournament.rounds), table=table_number,
                        seats=[tournament.settings.practice.level] * len(table.seats))
