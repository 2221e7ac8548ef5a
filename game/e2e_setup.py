"""Test-only set-up (tests/e2e reach a known position with it). Unreachable
from a served game: the browser tests set ``window.rummikubTestSetup`` before
the page's scripts run (Playwright's ``addInitScript``); no address, save or
file can, and a tournament table's game ignores it. Items separated by ``;``:

* ``position=<table>/<rack>`` — the table and the first human's rack in tile
  notation (``R3 R4 R5|K9 O9 J/B9 R9 K2``); other tiles go to the other racks and the pool;
* ``melded`` — that human has already made the initial meld;
* ``clock=<seconds>`` — a turn clock shorter than any real choice (timeout tests);
* ``letters=<rack>`` — the word game: the first human's rack in letters, ``*`` a joker (``GARTEN*X``);
* ``played`` — the numbers game is played to its end at once, every seat by a computer player
  (the human's seats as Beginner), so that the end of a real, replayable game is on the screen
  (the post-game analysis, issue #20).
"""

from __future__ import annotations

from typing import List, NamedTuple, Optional

from rules.tiles import distinct_ids, parse_faces, parse_table


class E2ESetup(NamedTuple):
    table: Optional[List[List[int]]] = None
    rack: Optional[List[int]] = None
    melded: bool = False
    clock: Optional[int] = None
    letters: Optional[str] = None
    played: bool = False


def parse(value: str) -> E2ESetup:
    setup = E2ESetup()
    for item in filter(None, (part.strip() for part in value.split(";"))):
        name, _, argument = item.partition("=")
        if name == "position":
            table_text, _, rack_text = argument.partition("/")
            *table, rack = distinct_ids([*parse_table(table_text), parse_faces(rack_text)])
            setup = setup._replace(table=table, rack=rack)
        elif name == "melded":
            setup = setup._replace(melded=True)
        elif name == "played":
            setup = setup._replace(played=True)
        elif name == "letters":
            setup = setup._replace(letters=argument)
        elif name == "clock":
            setup = setup._replace(clock=int(argument))
        else:
            raise ValueError(f"unknown test hook {name!r}")
    return setup

