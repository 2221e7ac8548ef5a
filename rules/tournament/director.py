"""What the tournament director does, one action at a time.

Every action takes a ``Tournament`` and returns a new, validated one, or
raises ``TournamentError`` and leaves the given tournament untouched.
"""

from __future__ import annotations

import random
from typing import Iterable, NamedTuple, Optional

from rules.tournament import final as finals
from rules.tournament.messages import TournamentError
from rules.tournament.model import Correction, Game, Round, Table, Tournament
from rules.tournament.pairing import draw_first_round, meetings, pair_by_standings, repeated_pairs, table_sizes
from rules.tournament.seating import SEATS
from rules.tournament.sheet import placement_points, places, sheet_problems
from rules.tournament.standings import GameLine, Standing, rank, tally


class Row(NamedTuple):
    """A standings row for display: rank (None: substitute), the player, the totals."""

    rank: Optional[int]
    name: str
    club: str
    junior: bool
    substitute: bool
    points: int
    total: int
    place_counts: tuple[int, int, int, int]
    minus: int
    games: int


def _rng(tournament: Tournament, purpose: str) -> random.Random:
    return random.Random(f"{tournament.settings.seed}/{purpose}")


def _rebuilt(tournament: Tournament) -> Tournament:
    return Tournament.model_validate(tournament.model_dump())


def _editable(tournament: Tournament) -> Tournament:
    return tournament.model_copy(deep=True)


def _round(tournament: Tournament, number: int) -> Round:
    if not 1 <= number <= len(tournament.rounds):
        raise TournamentError("unknown_table", round=number, table="–")
    return tournament.rounds[number - 1]


def table_at(tournament: Tournament, round_number: int, table_number: int) -> Table:
    """Table ``table_number`` of round ``round_number``; refused (unknown_table, both numbers
    named) when the round or the table is not there."""
    if not 1 <= round_number <= len(tournament.rounds):
        raise TournamentError("unknown_table", round=round_number, table=table_number)
    tables = tournament.rounds[round_number - 1].tables
    if not 1 <= table_number <= len(tables):
        raise TournamentError("unknown_table", round=round_number, table=table_number)
    return tables[table_number - 1]


def _seated(tables: Iterable[list[int]], final: bool, number: int, games: int) -> Round:
    return Round(number=number, final=final, tables=[
        Table(number=index, seats=dict(zip(SEATS, players)), games=[None] * games)
        for index, players in enumerate(tables, start=1)])


def start_next_round(tournament: Tournament) -> Tournament:
    """Pair the next round (R-PAIRING) or, after the last one, seat the final (R-FINAL)."""
    rounds = tournament.rounds
    if rounds and not rounds[-1].confirmed:
        raise TournamentError("round_open", round=len(rounds))
    settings = tournament.settings
    games = settings.games
    number = len(rounds) + 1
    rng = _rng(tournament, f"round {number}")
    if len(rounds) < settings.rounds:
        ids = [player.id for player in tournament.players]
        sizes = table_sizes(len(ids), settings.format)
        if not rounds:
            tables = draw_first_round(ids, sizes, rng)
        else:
            order = [row.record.player for row in standing_rows(tournament, include_substitutes=True)]
            met = meetings(_seated_ids(r) for r in rounds)
            tables = pair_by_standings(order, sizes, met, rng)
        new_round = _seated(tables, False, number, games)
    elif settings.final and len(rounds) == settings.rounds:
        finalists = [finalist.player for finalist in qualified(tournament)]
        if len(finalists) < 2:
            raise TournamentError("final_not_needed")
        rng.shuffle(finalists)  # local 2A: the final's seats are drawn anew (seeded: the same draw everywhere)
        new_round = _seated([finalists], True, number, games)
    else:
        raise TournamentError("no_more_rounds")
    changed = _editable(tournament)
    changed.rounds.append(new_round)
    return _rebuilt(changed)


def repeats(tournament: Tournament, number: int) -> int:
    """How many pairs at round ``number``'s tables sat together in an earlier round (club 7.1:
    avoided where the pairing can; a final's table is whoever qualified)."""
    rounds = tournament.rounds[:number]
    if rounds[-1].final:
        return 0
    return repeated_pairs(_seated_ids(rounds[-1]), meetings(_seated_ids(r) for r in rounds[:-1]))


def _seated_ids(round_) -> list:
    """The player ids at each of a round's tables (rules.tournament.pairing's tables)."""
    return [list(table.seats.values()) for table in round_.tables]


def swap_players(tournament: Tournament, round_number: int, first: int, second: int) -> Tournament:
    """club 7.1: the director exchanges two players' places before they play."""
    changed = _editable(tournament)
    spots = {}
    for table in _round(changed, round_number).tables:
        for seat, player in table.seats.items():
            spots[player] = (table, seat)
    for player in (first, second):
        if player not in spots:
            raise TournamentError("unknown_player", player=player)
        table = spots[player][0]
        if any(game is not None for game in table.games):
            raise TournamentError("swap_after_results", table=table.number)
    (table_a, seat_a), (table_b, seat_b) = spots[first], spots[second]
    table_a.seats[seat_a], table_b.seats[seat_b] = second, first
    return _rebuilt(changed)


def checked_game(table: Table, game: Game) -> Game:
    """The entry if the sheet rules accept it (R-SHEET, R-SCORE, R-NO-MELD)."""
    problems = sheet_problems(len(table.seats), game.scores, game.winner, game.pool_empty, game.no_meld,
                              game.co_winners)
    if problems:
        first = problems[0]
        raise TournamentError(first.code, **first.params)
    return game


def enter_game(tournament: Tournament, round_number: int, table_number: int, game_number: int,
               game: Game) -> Tournament:
    """Write one game onto an unconfirmed sheet (replacing an earlier entry)."""
    changed = _editable(tournament)
    table = table_at(changed, round_number, table_number)
    if table.confirmed:
        raise TournamentError("sheet_locked", table=table_number)
    check_game_number(table, game_number)
    table.games[game_number - 1] = checked_game(table, game)
    return _rebuilt(changed)


def confirm_sheet(tournament: Tournament, round_number: int, table_number: int) -> Tournament:
    """The players sign the sheet (club 10.2, 10.4): it is locked from now on."""
    changed = _editable(tournament)
    table = table_at(changed, round_number, table_number)
    if table.confirmed:
        raise TournamentError("sheet_locked", table=table_number)
    for number, game in enumerate(table.games, start=1):
        if game is None:
            raise TournamentError("sheet_incomplete", table=table_number, game=number)
    table.confirmed = True
    return _rebuilt(changed)


def correct_game(tournament: Tournament, round_number: int, table_number: int, game_number: int,
                 game: Game, note: str, at: str) -> Tournament:
    """club 10.3: the director changes a confirmed sheet; the old entry, the new
    one, the time and his note stay on the sheet as an audit note."""
    changed = _editable(tournament)
    table = table_at(changed, round_number, table_number)
    if not table.confirmed:
        raise TournamentError("sheet_not_confirmed", table=table_number)
    check_game_number(table, game_number)
    note = " ".join(note.split())
    if not note:
        raise TournamentError("correction_needs_note")
    before = table.games[game_number - 1]
    if before == game:
        raise TournamentError("correction_unchanged")
    table.games[game_number - 1] = checked_game(table, game)
    table.corrections.append(Correction(at=at, game=game_number, before=before, after=game, note=note))
    return _rebuilt(changed)


def check_game_number(table: Table, game_number: int) -> None:
    """Refused (unknown_game) unless the table's sheet has a game ``game_number``."""
    if not 1 <= game_number <= len(table.games):
        raise TournamentError("unknown_game", games=len(table.games))


def game_lines(table: Table) -> list[GameLine]:
    """Each entered game's line per player: place, placement points, score (R-PLACEMENT)."""
    lines = []
    for game in table.games:
        if game is None:
            continue
        game_places = places(game.scores, game.winner, game.co_winners)
        points = placement_points(game.scores, game.winner, game.co_winners)
        lines += [GameLine(table.seats[seat], game_places[seat], points[seat], game.scores[seat])
                  for seat in table.seats]
    return lines


def _standings(tournament: Tournament, rounds: Iterable[Round], players: list[int],
               substitutes: Iterable[int]) -> list[Standing]:
    lines = [line for round_ in rounds for table in round_.tables for line in game_lines(table)]
    records = tally(lines, players)
    return rank(records.values(), tournament.settings.format, unranked=substitutes)


def standing_rows(tournament: Tournament, after_round: Optional[int] = None,
                  include_substitutes: bool = True) -> list[Standing]:
    """R-STANDINGS over the regular rounds (up to ``after_round``); complete ties
    are listed by name. Substitutes come last, unranked."""
    regular = [r for r in tournament.rounds if not r.final]
    if after_round is not None:
        regular = regular[:after_round]
    by_name = sorted(tournament.players, key=lambda p: (p.name.casefold(), p.id))
    substitutes = [p.id for p in by_name if p.substitute]
    rows = _standings(tournament, regular, [p.id for p in by_name], substitutes)
    return rows if include_substitutes else [row for row in rows if row.rank is not None]


def qualified(tournament: Tournament) -> list[finals.Finalist]:
    """R-FINAL: who plays the final, once the regular rounds are confirmed."""
    settings = tournament.settings
    regular = [r for r in tournament.rounds if not r.final]
    if len(regular) < settings.rounds or not regular[-1].confirmed:
        raise TournamentError("final_not_ready")
    rng = _rng(tournament, "final lot")
    standings = standing_rows(tournament)
    if settings.format == "local":
        records = {row.record.player: row.record for row in standings}
        tables = [list(table.seats.values()) for table in regular[0].tables]
        return finals.table_winners(tables, records, settings.format, rng)
    return finals.best_of_standings(standings, finals.CLUB_FINALISTS, rng)


def result_rows(tournament: Tournament) -> list[Standing]:
    """The tournament's standings now: with a played final, finalists first by the final."""
    earlier = standing_rows(tournament)
    final_round = next((r for r in tournament.rounds if r.final), None)
    if final_round is None:
        return earlier
    finalists = list(final_round.tables[0].seats.values())
    lines = [line for table in final_round.tables for line in game_lines(table)]
    records = tally(lines, finalists)
    return finals.final_standings(records.values(), earlier, tournament.settings.format)


def display(tournament: Tournament, rows: Iterable[Standing]) -> list[Row]:
    """Standings rows with the players' names for pages and files."""
    shown = []
    for row in rows:
        player = tournament.player(row.record.player)
        record = row.record
        shown.append(Row(row.rank, player.name, player.club, player.junior, player.substitute,
                         record.points, record.total, record.place_counts, record.minus, record.games))
    return shown


def is_finished(tournament: Tournament) -> bool:
    """All rounds are confirmed, and the final too unless a single table made it moot."""
    settings, rounds = tournament.settings, tournament.rounds
    if len(rounds) < settings.rounds or not rounds[-1].confirmed:
        return False
    if not settings.final or rounds[-1].final:
        return True
    return len(qualified(tournament)) < 2
