"""Learning mode arrives when a learning screen opens (game.learn_loading, issue #18):
the game page's start-up ships none of game/learn/; the modules missing are fetched
once, written beside the shipped ones, and then import as usual."""

import asyncio
import re
import sys
import tomllib
from pathlib import Path

import pytest

from game import learn_loading
from game.learn_files import FILES

pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="asyncio.run needs stack switching")

ROOT = Path(__file__).resolve().parents[2]


def _fetcher(asked, broken=()):
    async def fetch(path):
        asked.append(path)
        await asyncio.sleep(0)
        if path in broken:
            raise OSError(f"{path}: HTTP 404")
        return (ROOT / path).read_bytes()
    return fetch


def test_the_missing_learning_modules_are_fetched_once_and_written_beside_the_shipped_ones(tmp_path):
    (tmp_path / "game" / "learn").mkdir(parents=True)
    (tmp_path / "game" / "learn" / "tutorial.py").write_text("")  # one already there
    asked = []
    asyncio.run(learn_loading.ready("https://example.org/rk/", _fetcher(asked), tmp_path))
    assert sorted(asked) == sorted(set(FILES) - {"game/learn/tutorial.py"})
    assert all((tmp_path / name).read_bytes() == (ROOT / name).read_bytes() for name in asked)
    assert learn_loading.missing(tmp_path) == []
    asyncio.run(learn_loading.ready("https://example.org/rk/", _fetcher(asked), tmp_path))
    assert len(asked) == len(FILES) - 1  # nothing fetched again


def test_a_file_that_does_not_arrive_fails_the_load_and_nothing_is_written(tmp_path):
    with pytest.raises(OSError, match="HTTP 404"):
        asyncio.run(learn_loading.ready("", _fetcher([], broken={"game/learn/puzzles.py"}), tmp_path))
    assert learn_loading.missing(tmp_path) == list(FILES)


def test_the_game_page_ships_of_learning_mode_only_what_the_computers_import():
    """The page thinks for the computers itself when their worker cannot be had (game.ai_client):
    game.ai_worker imports the post-game analysis; the rest arrives with a learning screen."""
    on_disk = {p.relative_to(ROOT).as_posix() for p in (ROOT / "game" / "learn").glob("*.py")}
    shipped = {target.lstrip("./") for target in
               tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))["files"].values()}
    assert on_disk & shipped == {"game/learn/__init__.py", "game/learn/analysis.py"}
    assert on_disk - shipped == set(FILES)
    assert {"game/learn_loading.py", "game/learn_files.py", "game/lazy_modules.py"} <= shipped


def test_every_learning_module_the_game_screen_imports_by_name_is_one_that_arrives():
    """game.ui.screen imports the analysis actions by name once learning mode is loaded: a
    renamed module must be renamed there too (a stale name fails only in the browser)."""
    source = (ROOT / "game" / "ui" / "screen.py").read_text(encoding="utf-8")
    named = set(re.findall(r'import_module\("game\.learn\.(\w+)"\)', source))
    assert named == {"analysis_actions"}
    assert {f"game/learn/{name}.py" for name in named} <= set(FILES)
