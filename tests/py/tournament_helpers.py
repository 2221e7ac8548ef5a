"""Shared builders for the tournament tests: a field of players and made-up game results."""

import random

from rules.tournament import director
from rules.tournament.model import Game, Player, Settings, Tournament


def field(count, substitutes=0, **settings):
    players = [Player(id=i, name=f"Player {i:02d}", club="RC Nord" if i % 2 else "", junior=i % 5 == 0,
                      substitute=i > count - substitutes) for i in range(1, count + 1)]
    return Tournament(settings=Settings(**settings), players=players)


def made_up_game(seats, rng):
    """A valid game: a random winner, the others a random minus, the winner their sum (R-SCORE)."""
    winner = rng.choice(seats)
    scores = {seat: -rng.randint(1, 60) for seat in seats if seat != winner}
    scores[winner] = -sum(scores.values())
    return Game(scores=scores, winner=winner)


def play_round(tournament, rng=None, winners=None):
    """Enter and confirm every sheet of the last round; ``winners`` maps player id -> always wins."""
    rng = rng or random.Random(0)
    number = len(tournament.rounds)
    for table in tournament.rounds[-1].tables:
        seats = list(table.seats)
        for game_number in range(1, len(table.games) + 1):
            game = made_up_game(seats, rng)
            favourite = next((seat for seat, player in table.seats.items() if player in (winners or ())), None)
            if favourite:
                scores = {seat: -rng.randint(1, 60) for seat in seats if seat != favourite}
                scores[favourite] = -sum(scores.values())
                game = Game(scores=scores, winner=favourite)
            tournament = director.enter_game(tournament, number, table.number, game_number, game)
        tournament = director.confirm_sheet(tournament, number, table.number)
    return tournament
