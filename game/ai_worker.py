"""Computer players' thinking, run in a PyScript worker so the page never freezes.

Started on first use (game.browser.ai_client): a computer's turn, a word game's start,
the post-game analysis, the director's practice tables:
``<script type="py" worker name="ai" src="game/ai_worker.py" config="game/ai_worker.toml">``;
the main thread gets it with ``await pyscript.workers["ai"]``.

Interface (JSON strings, so nothing but text crosses the thread boundary):
``think(observation_json, level, seed) -> move_json``
  observation: rules.observation.Observation.to_dict() of the player to move
  (own rack, table, melded flags, pool size, opponents' counts) — nothing
  hidden from that player. level: "beginner" | "casual" | "club" | "master";
  seed: int (decisions are reproducible from it).
  move: game.players.Move.as_action(): ``{"act": "draw"}``, ``{"act": "pass"}``
  (pool empty) or ``{"act": "play", "table": [[tile ids], ...]}`` (the complete
  new table), applied by game.engine.computer_move.

The decision is game.players.choose_move (issue #4), bounded by work, not time.

The word game (issue #14): ``load_words(site, levels_json)`` fetches its
modules and the lexicon from the site's root URL ``site`` once
(game.word_loading) and builds the vocabularies of the word levels listed
(game.players.words.prepare), then
``think_words(observation_json, level, seed) -> move_json`` answers with
game.players.words.choose_move: observation is a WordSeen's dict, level
"child" | "club" | "master", the move WordMove.as_action().

Post-game analysis (issue #20): ``analyse(turns_json) -> analysis_json``,
game.learn.analysis.analyse_json (the human's turns as game.learn.turns reads
them on the page; the solver's answers here, so the page stays responsive).
"""

import json
from importlib import import_module

from game import lazy_modules, word_loading
from game.learn.analysis import analyse_json
from game.players import choose_move


def think(observation_json, level, seed):
    return json.dumps(choose_move(json.loads(observation_json), level, int(seed)).as_action())


async def load_words(site, levels_json="[]"):
    lexicon = await word_loading.load(lazy_modules.browser_fetch(str(site)))
    players = import_module("game.players.words")
    for level in json.loads(levels_json):
        players.prepare(str(level), lexicon)
    return True


def think_words(observation_json, level, seed):
    players = import_module("game.players.words")  # fetched by load_words, not shipped with the worker
    move = players.choose_move(json.loads(observation_json), str(level), int(seed), word_loading.lexicon())
    return json.dumps(move.as_action())


def analyse(turns_json):
    return analyse_json(str(turns_json))


__export__ = ["think", "load_words", "think_words", "analyse"]
