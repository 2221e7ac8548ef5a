"""Practice mode's computer-only tables, played without freezing the page.

``play_table`` plays every open game of one table of the latest round with
the real session (R-SEATS rotation, R-SCORE, R-NO-MELD: game.session), asks
``think`` (the "ai" worker's coroutine in the browser) for each decision, and
enters each result on the sheet as soon as the game ends, then confirms it
(rules.tournament.table_link, director.confirm_sheet). The tournament is read
(``load``) and written (``save``) around every entry, so a result is never
lost and another tab's changes are not overwritten; a tournament replaced
meanwhile stops the play with the refusal. Pure: no browser imports.
"""

from __future__ import annotations

from typing import Awaitable, Callable, List, Optional

from game.session import Session
from game.settings import GameSettings, Seat
from rules.tournament import director
from rules.tournament.messages import TournamentError
from rules.tournament.model import Tournament
from rules.tournament.practice import computer_request
from rules.tournament.table_link import TableRequest, enter_result, next_open_game, table_link

Think = Callable[[str, str, int], Awaitable[str]]


async def play_table(load: Callable[[], Optional[Tournament]], save: Callable[[Tournament], None],
                     table_number: int, think: Think, levels: Optional[List[str]] = None) -> None:
    """Play and enter the table's open games, then confirm its sheet; raises
    TournamentError if the stored tournament no longer allows it. ``levels``:
    the seats' levels (default: the practice level at every seat, computer_request;
    bench/level_tournament.py seats the levels apart, in a tournament of its own)."""
    tournament = load()
    if tournament is None:
        raise TournamentError("link_replaced")
    round_number = len(tournament.rounds)
    game_no = next_open_game(tournament, round_number, table_number)
    if game_no is not None:  # (an interrupted run may have entered them all already)
        request = computer_request(tournament, table_number) if levels is None else \
            TableRequest(round=round_number, table=table_number, seats=list(levels))
        link = table_link(tournament, request)
        settings = GameSettings(seats=tuple(Seat(level) for level in request.seats)).for_table(link)
    while game_no is not None:
        session = Session(settings, game_no)
        while not session.state().finished:
            observation, level, seed = session.ai_request()
            session.apply_ai(str(await think(observation, level, seed)), 0)
        tournament = enter_result(load(), link, game_no, session.results[-1].sheet_game())
        save(tournament)
        game_no = next_open_game(tournament, link.round, link.table, after=game_no)
    save(director.confirm_sheet(load(), round_number, table_number))
