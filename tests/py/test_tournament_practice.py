"""Practice mode: the user plus named computer players play a complete club tournament
(R-PAIRING tables of 4); the computers' tables play themselves through the real
session (R-SEATS, R-SCORE) and are confirmed, the user's table waits for the user."""

import asyncio
import sys
import time

import pytest

pytest.importorskip("pydantic")

from game import ai_worker, practice  # noqa: E402
from rules.tournament.messages import TournamentError  # noqa: E402
from rules.tournament.model import export_json, import_json  # noqa: E402
from rules.tournament.practice import (COMPUTER_NAMES, computer_request, computer_tables,  # noqa: E402
                                       practice_tournament, your_request, your_table)


async def think(observation, level, seed):
    await asyncio.sleep(0)  # like the worker: the page gets the event loop between decisions
    return ai_worker.think(observation, level, seed)


class Store:
    """The browser's localStorage copy of the tournament, as page.py keeps it."""

    def __init__(self, tournament):
        self.text = export_json(tournament)
        self.saves = 0

    def load(self):
        return import_json(self.text) if self.text else None

    def save(self, tournament):
        self.text = export_json(tournament)
        self.saves += 1


def test_practice_field_names_and_round_one():
    tournament = practice_tournament("Ada", 12, 3, "club", seed=5, name="Practice")
    names = [p.name for p in tournament.players]
    assert names[0] == "Ada" and len(names) == 12 and len(set(names)) == 12
    assert set(names[1:]) <= set(COMPUTER_NAMES)
    assert tournament.settings.practice.you == 1 and tournament.settings.practice.level == "club"
    assert len(tournament.rounds) == 1 and len(tournament.rounds[0].tables) == 3
    mine = your_table(tournament)
    assert 1 in mine.seats.values()
    assert computer_tables(tournament) == [t.number for t in tournament.rounds[0].tables if t is not mine]
    request = your_request(tournament)
    assert request.table == mine.number
    assert request.seats == ["human" if p == 1 else "club" for p in mine.seats.values()]
    assert computer_request(tournament, computer_tables(tournament)[0]).seats == ["club"] * 4
    assert import_json(export_json(tournament)) == tournament  # the file keeps the practice settings


def test_practice_choices_are_checked():
    for args, code in ((("", 8, 3, "casual", 1), "blank_name"), (("Me", 10, 3, "casual", 1), "practice_size")):
        with pytest.raises(TournamentError) as refused:
            practice_tournament(*args)
        assert refused.value.code == code


def test_ordinary_tournament_files_do_not_change():
    tournament = practice_tournament("Ada", 8, 2, "casual", 1)
    plain = tournament.model_copy(update={"settings": tournament.settings.model_copy(update={"practice": None})})
    assert '"practice"' not in export_json(plain) and '"practice"' in export_json(tournament)


# asyncio.run inside Pyodide under Node needs WebAssembly stack switching, which Node lacks here;
# the browser runs the same coroutine on its own event loop (game.tournament.page)
needs_event_loop = pytest.mark.skipif(sys.platform == "emscripten", reason="asyncio.run needs stack switching")


@needs_event_loop
@pytest.mark.parametrize("level", ["beginner", "casual"])
def test_computer_tables_play_enter_and_confirm_their_sheets(level):
    tournament = practice_tournament("Me", 8, 2, level, seed=11)
    store = Store(tournament)
    table = computer_tables(tournament)[0]
    started = time.perf_counter()
    asyncio.run(practice.play_table(store.load, store.save, table, think))
    played = store.load()
    sheet = played.rounds[0].tables[table - 1]
    assert sheet.confirmed and None not in sheet.games
    assert store.saves == 5  # every game as soon as it ends, then the confirmation
    assert computer_tables(played) == [] and not your_table(played).confirmed
    assert time.perf_counter() - started < 120


@needs_event_loop
def test_a_table_may_seat_levels_apart_as_the_level_benchmark_plays_it():
    """bench/level_tournament.py plays its tables with this very function, each seat at its level."""
    practice_one = practice_tournament("Me", 8, 2, "master", seed=5)
    table = computer_tables(practice_one)[0]  # as the bench: a club tournament, not a practice one
    tournament = practice_one.model_copy(update={"settings": practice_one.settings.model_copy(
        update={"practice": None})})
    store, asked = Store(tournament), []

    async def thinking(observation, level, seed):
        asked.append(level)
        return await think(observation, level, seed)

    def stop_after_first(saved):
        store.save(saved)
        raise KeyboardInterrupt  # one game is enough to see who thought

    with pytest.raises(KeyboardInterrupt):
        asyncio.run(practice.play_table(store.load, stop_after_first, table, thinking,
                                        ["beginner", "casual", "beginner", "casual"]))
    assert set(asked) == {"beginner", "casual"}  # never the tournament's own practice level
    assert store.load().rounds[0].tables[table - 1].games[0] is not None


@needs_event_loop
def test_an_interrupted_table_continues_where_it_stopped_and_a_replaced_tournament_stops_it():
    tournament = practice_tournament("Me", 8, 2, "beginner", seed=3)
    table = computer_tables(tournament)[0]
    store = Store(tournament)

    def stop_after_first(saved):
        store.save(saved)
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        asyncio.run(practice.play_table(store.load, stop_after_first, table, think))
    first = store.load().rounds[0].tables[table - 1].games[0]
    asyncio.run(practice.play_table(store.load, store.save, table, think))
    assert store.load().rounds[0].tables[table - 1].games[0] == first
    assert store.load().rounds[0].tables[table - 1].confirmed
    other = Store(practice_tournament("You", 8, 2, "beginner", seed=4))
    replaced = Store(tournament)
    replaced_loads = iter([tournament])

    def load_then_replaced():
        return next(replaced_loads, None) or other.load()

    with pytest.raises(TournamentError) as refused:
        asyncio.run(practice.play_table(load_then_replaced, replaced.save, table, think))
    assert refused.value.code == "link_replaced" and replaced.saves == 0
