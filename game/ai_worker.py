"""Computer players' thinking, run in a PyScript worker so the page never freezes.

Started by game.ui.screen on the first computer turn:
``<script type="py" worker name="ai" src="game/ai_worker.py" config="game/ai_worker.toml">``;
the main thread gets it with ``await pyscript.workers["ai"]``.

Interface (JSON strings, so nothing but text crosses the thread boundary):
``think(observation_json, level, seed) -> move_json``
  observation: rules.observation.Observation.to_dict() of the player to move
  (own rack, table, melded flags, pool size, opponents' counts) — nothing
  hidden from that player. level: "beginner" | "casual" | "club" | "master";
  seed: int (decisions are reproducible from it).
  move: ``{"action": "draw"}`` (draws, or passes once the pool is empty) or
  ``{"action": "play", "table": [[tile ids], ...]}`` (the complete new table).

Until the four levels of issue #4 exist, every level plays the solver's best
play by tiles laid (rules.solver.best_play).
"""

import json

from rules.solver import best_play
from rules.tiles import assign_ids, face_of


def think(observation_json, level, seed):
    seen = json.loads(observation_json)
    rack, table = seen["rack"], seen["table"]
    answer = best_play([[face_of(t) for t in s] for s in table], [face_of(t) for t in rack],
                       seen["melded"][seen["player"]])
    if not answer.count:
        return json.dumps({"action": "draw"})
    new_table = assign_ids(answer.table, table, rack)
    return json.dumps({"action": "play", "table": new_table})


__export__ = ["think"]
