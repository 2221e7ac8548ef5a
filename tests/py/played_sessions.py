"""Sessions played on without a browser, for tests and benchmarks alike
(tests/py/test_game_table.py, bench/move_log.py): the humans draw, the
computers lay the solver's best play (game.engine.best_table)."""

import json
from typing import Optional

from game import engine


def played_on(session, turns: Optional[int] = None) -> None:
    """``turns`` turns of ``session`` (None: to the game's end)."""
    played = 0
    while not session.game.finished and (turns is None or played < turns):
        if session.human_turn():
            session.draw(0)
        else:
            table = engine.best_table(session.game)
            session.apply_ai(json.dumps({"act": "play", "table": table} if table else {"act": "draw"}), 0)
        played += 1
