"""Computer players' thinking, run in a PyScript worker so the page never freezes.

Started by game.ui.screen after the engine has loaded:
``<script type="py" worker name="ai" src="game/ai_worker.py" config="game/ai_worker.toml">``;
the main thread gets it with ``await pyscript.workers["ai"]``.

Interface (all JSON strings, so nothing but text crosses the thread boundary):
``think(observation_json, level, seed) -> move_json``
  observation: the engine's per-player observation (own rack, table, melded,
  pool size, opponents' tile counts) — nothing hidden from that player.
  level: "beginner" | "casual" | "club" | "master"; seed: int (decisions are
  reproducible from it). move: ``{"action": "draw"}`` or
  ``{"action": "play", "table": [[tile ids], ...]}`` (the complete new table).
``ready() -> "ok"`` answers once the worker is up.

Until the four levels of issue #4 exist every level plays game.simple_player.
"""

import json

from game import simple_player


def think(observation_json, level, seed):
    observation = json.loads(observation_json)
    table = simple_player.choose(observation["table"], observation["rack"], observation["melded"])
    if table is None:
        return json.dumps({"action": "draw"})
    return json.dumps({"action": "play", "table": table})


def ready():
    return "ok"


__export__ = ["think", "ready"]
