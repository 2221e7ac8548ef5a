"""The director's changes as functions of a tournament, so that a change made on
this tab's copy can be applied again to a newer copy another tab saved meanwhile
(game.tournament.store: ``TournamentStore.update``).

A change is made from ``base``, the tournament the page showed. Applied to
another tournament, it refuses with "changed_elsewhere" where that one differs
in what the change rests on (another tournament: another draw number; the same
game entered differently; a round already paired) instead of overwriting it.
Pure: no browser imports.
"""

from __future__ import annotations

from functools import partial, reduce
from typing import Callable

from pydantic import ValidationError

from rules.tournament import director
from rules.tournament.messages import TournamentError
from rules.tournament.model import Game, Player, Settings, Tournament, refusal

Change = Callable[[Tournament], Tournament]


def based_on(base: Tournament, apply: Change, part: Callable[[Tournament], object] = lambda _t: None) -> Change:
    """``apply``, refusing a tournament whose draw number or ``part`` differs from base's."""
    expected = part(base)

    def change(tournament: Tournament) -> Tournament:
        if tournament.settings.seed != base.settings.seed or _part(part, tournament) != expected:
            raise TournamentError("changed_elsewhere")
        return apply(tournament)
    return change


def _part(part: Callable[[Tournament], object], tournament: Tournament) -> object:
    try:
        return part(tournament)
    except IndexError:  # that round or table does not exist there
        return IndexError


def chain(*changes: Change) -> Change:
    return lambda tournament: reduce(lambda changed, step: step(changed), changes, tournament)


def replace(tournament: Tournament) -> Change:
    """A new, practice or imported tournament: whatever was stored (store.set_aside keeps it)."""
    return lambda _stored: tournament


def setup(tournament: Tournament, settings: Settings, players: list[Player]) -> Tournament:
    """The tournament with new settings or players, before round 1 only."""
    if tournament.rounds:
        raise TournamentError("setup_locked")
    try:
        return Tournament(settings=settings, players=players)
    except ValidationError as error:
        raise refusal(error, "invalid_value") from None


def new_settings(base: Tournament, settings: Settings) -> Change:
    return based_on(base, lambda t: setup(t, settings, list(t.players)), lambda t: t.settings)


def add_player(base: Tournament, name: str, club: str, junior: bool, substitute: bool) -> Change:
    def add(tournament: Tournament) -> Tournament:
        player = Player(id=max((p.id for p in tournament.players), default=0) + 1, name=name, club=club,
                        junior=junior, substitute=substitute)
        return setup(tournament, tournament.settings, [*tournament.players, player])
    return based_on(base, add)


def remove_player(base: Tournament, player: int) -> Change:
    return based_on(base, lambda t: setup(t, t.settings, [p for p in t.players if p.id != player]))


def next_round(base: Tournament) -> Change:
    return based_on(base, director.start_next_round, lambda t: len(t.rounds))


def _game(tournament: Tournament, round_number: int, table_number: int, game_number: int) -> Game | None:
    return tournament.rounds[round_number - 1].tables[table_number - 1].games[game_number - 1]


def enter_games(base: Tournament, round_number: int, table_number: int,
                games: dict[int, Game]) -> tuple[Change, dict[int, TournamentError]]:
    """Entering a sheet's changed games (game number -> entry): the change of those
    the sheet rules accept on ``base``, and the reasons for the others."""
    accepted, problems, tournament = [], {}, base
    for number, game in games.items():
        step = based_on(base, partial(_enter, round_number, table_number, number, game),
                        partial(_game, round_number=round_number, table_number=table_number, game_number=number))
        try:
            tournament = step(tournament)
            accepted.append(step)
        except TournamentError as error:
            problems[number] = error
    return chain(*accepted), problems


def _enter(round_number: int, table_number: int, number: int, game: Game, tournament: Tournament) -> Tournament:
    return director.enter_game(tournament, round_number, table_number, number, game)


def confirm(base: Tournament, round_number: int, table_number: int) -> Change:
    """Confirm the sheet as ``base`` has it: not one another tab changed since."""
    def table(tournament: Tournament):
        return tournament.rounds[round_number - 1].tables[table_number - 1]
    return based_on(base, lambda t: director.confirm_sheet(t, round_number, table_number), table)


def correct(base: Tournament, round_number: int, table_number: int, number: int, game: Game, note: str,
            at: str) -> Change:
    return based_on(base, lambda t: director.correct_game(t, round_number, table_number, number, game, note, at),
                    partial(_game, round_number=round_number, table_number=table_number, game_number=number))


def swap(base: Tournament, round_number: int, first: int, second: int) -> Change:
    """club 7.1, on the seating ``base`` shows."""
    def seating(tournament: Tournament):
        return [table.seats for table in tournament.rounds[round_number - 1].tables]
    return based_on(base, lambda t: director.swap_players(t, round_number, first, second), seating)
