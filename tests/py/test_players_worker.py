"""The computer-player worker (game/ai_worker.py) runs from exactly the files
game/ai_worker.toml ships (no pydantic, no rules.game): think() answers a
move for every level from an observation's JSON."""

import json
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from rules.observation import observe

from players_positions import positions

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="needs a subprocess")


def test_worker_thinks_from_the_shipped_files_only(tmp_path):
    shipped = tomllib.loads((ROOT / "game" / "ai_worker.toml").read_text())["files"]
    for source, target in shipped.items():
        destination = tmp_path / target
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy((ROOT / "game" / source).resolve(), destination)
    shutil.copy(ROOT / "game" / "ai_worker.py", tmp_path / "ai_worker.py")
    game = positions(1, players=2, seed=5)[0]
    request = json.dumps(observe(game, game.current).to_dict())
    script = ("import json, sys; sys.path.insert(0, '.'); sys.modules['pydantic'] = None; import ai_worker\n"
              f"print(json.dumps([json.loads(ai_worker.think({request!r}, level, 3))"
              " for level in ('beginner', 'casual', 'club', 'master')]))")
    done = subprocess.run([sys.executable, "-I", "-c", script], cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    for move in json.loads(done.stdout):
        assert move["act"] in ("play", "draw", "pass")
        if move["act"] == "play":
            assert game.check(move["table"]).legal
