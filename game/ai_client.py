"""The computer players' worker as a page sees it: started on first use,
restarted when it fails or stops answering, and replaced by thinking on the
page when it cannot be had (e.g. the server went away after the page loaded).
A computer always moves; the game never hangs on it.

    client = AiClient(start, stop, on_page, report)
    move_json, trouble = await client.think(observation_json, level, seed)
    move_json, trouble = await client.think(observation_json, level, seed, words_site)   # word game
    notes_json, trouble = await client.analyse(turns_json)        # post-game analysis (game.learn)

``start()`` returns an awaitable worker with ``think(observation, level, seed)``,
``analyse(turns)`` and, for the word game, ``load_words(site, levels)`` and
``think_words(observation, level, seed)`` (game/ai_worker.py; game.browser starts the PyScript worker;
``words_site`` is the site's root URL the worker fetches the word game from,
given the start's time as it loads once per worker), ``stop()`` ends a broken
one, ``on_page`` is the same ``think`` run here (``think_on_page``) and
``report`` takes each failure's text. ``trouble`` is None, "restarted"
(the worker failed once and answered after a restart) or "on_page" (this
move was thought here): the page says so to the player.
Pure asyncio: no browser import, so it is tested in CPython.
"""

from __future__ import annotations

import asyncio
import json
from typing import Awaitable, Callable, Optional, Sequence, Tuple

# Master's worst move is under 1.5 s in the browser (README), the worker's
# start about 3 s; both several times more on a slow laptop.
START_SECONDS = 45.0
THINK_SECONDS = 30.0
ANALYSE_SECONDS = 120.0  # a whole game's turns (README "Post-game analysis": seconds, more when throttled)


class AiClient:
    def __init__(self, start: Callable[[], Awaitable], stop: Callable[[], None],
                 on_page: Callable[..., str], report: Callable[[str], None] = lambda _text: None):
        self._start, self._stop, self._on_page, self._report = start, stop, on_page, report
        self._worker = None
        self._words = False  # the worker has loaded the word game
        self._lock = asyncio.Lock()  # one start (and one load of the word game) however many ask at once
        self.failures = 0  # in a row; after two, the worker is not tried again
        self.start_seconds, self.think_seconds, self.analyse_seconds = START_SECONDS, THINK_SECONDS, ANALYSE_SECONDS

    async def think(self, observation: str, level: str, seed: int,
                    words_site: Optional[str] = None) -> Tuple[str, Optional[str]]:
        move, trouble = await self._ask(
            lambda worker: worker.think(observation, level, seed) if words_site is None
            else worker.think_words(observation, level, seed), self.think_seconds, words_site)
        if move is not None:
            return move, trouble
        if words_site is not None:
            return self._on_page(observation, level, seed, words=True), "on_page"
        return self._on_page(observation, level, seed), "on_page"

    async def analyse(self, turns: str) -> Tuple[str, Optional[str]]:
        """The post-game analysis of ``turns`` (game.learn.analysis, JSON in and
        out) in the worker; on the page only when the worker cannot be had."""
        answer, trouble = await self._ask(lambda worker: worker.analyse(turns), self.analyse_seconds)
        if answer is not None:
            return answer, trouble
        from game.learn import analysis

        return analysis.analyse_json(turns), "on_page"

    async def _ask(self, call: Callable, seconds: float,
                   words_site: Optional[str] = None) -> Tuple[Optional[str], Optional[str]]:
        """``call(worker)``'s answer and the trouble on the way; a broken or
        silent worker is restarted once; (None, "on_page") when none can be had."""
        trouble = None
        while self.failures < 2:
            try:
                await self._ready(words_site)
                answer = await asyncio.wait_for(call(self._worker), seconds)
                self.failures = 0
                return str(answer), trouble
            except Exception as error:  # a broken or silent worker: restart it once
                self.failures += 1
                self._report(f"computer players' worker failed ({type(error).__name__}: {error})")
                self._worker = None
                self._stop()
                trouble = "restarted"
        return None, "on_page"

    async def prepare_words(self, words_site: str, levels: Sequence[str]) -> None:
        """Start the worker and load the word game with the vocabularies of
        ``levels`` before the first computer turn (while the human thinks); a
        failure is only reported here: ``think`` tries again."""
        try:
            await self._ready(words_site, levels)
        except Exception as error:
            self._report(f"preparing the computer players failed ({type(error).__name__}: {error})")
            self._worker = None
            self._stop()

    async def _ready(self, words_site: Optional[str], levels: Sequence[str] = ()) -> None:
        """The worker started, and the word game loaded in it when ``words_site`` is given."""
        async with self._lock:
            if self._worker is None:
                self._worker, self._words = await asyncio.wait_for(self._start(), self.start_seconds), False
            if words_site is not None and not self._words:
                await asyncio.wait_for(self._worker.load_words(words_site, json.dumps(list(levels))),
                                       self.start_seconds)
                self._words = True


def think_on_page(observation: str, level: str, seed: int, words: bool = False) -> str:
    """A computer's move when its worker cannot be had: thought on the page,
    at most at Casual's strength (the word game's Child) so the page stays
    responsive. The word game thinks with the page's lexicon (game.word_loading)."""
    if words:
        from importlib import import_module  # the word game's modules arrive at run time

        from game import word_loading

        choose_move = import_module("game.players.words").choose_move
        return json.dumps(choose_move(json.loads(observation), "child", seed, word_loading.lexicon()).as_action())
    from game import ai_worker  # the players and the solver: only when needed

    return ai_worker.think(observation, "casual" if level in ("club", "master") else level, seed)
