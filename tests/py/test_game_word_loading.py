"""The word game arrives when one starts (game.word_loading, issue #14): every
module the pages leave out, then the lexicon; the numbers game ships none of it."""

import asyncio
import sys
import tomllib
from pathlib import Path

import pytest

from game import word_loading
from game.word_files import FILES

pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="asyncio.run needs stack switching")

ROOT = Path(__file__).resolve().parents[2]


def _fetcher(asked, broken=()):
    async def fetch(path):
        asked.append(path)
        if path in broken:
            raise OSError(f"{path}: HTTP 404")
        return (ROOT / path).read_bytes()
    return fetch


def test_the_word_game_is_written_beside_the_shipped_modules_and_its_lexicon_read(tmp_path):
    asked, seen = [], []
    lexicon = asyncio.run(word_loading.load(_fetcher(asked), tmp_path, lambda done, total: seen.append((done, total))))
    assert lexicon.refusal("HÄUSER") is None and lexicon.refusal("BERLIN") is not None
    assert all((tmp_path / name).read_bytes() == (ROOT / name).read_bytes() for name in FILES)
    assert asked[-1].endswith("de.lexicon") and len(asked) == len(FILES) + 1
    assert seen[-1] == (len(FILES) + 1,) * 2 and [done for done, _ in seen] == sorted(done for done, _ in seen)
    again = asyncio.run(word_loading.load(_fetcher(asked), tmp_path))
    assert again is lexicon and len(asked) == len(FILES) + 1  # once per page


def test_a_file_that_does_not_arrive_fails_the_load_and_nothing_is_kept(tmp_path):
    with pytest.raises(OSError, match="HTTP 404"):
        asyncio.run(word_loading.load(_fetcher([], broken={"rules/words/turn.py"}), tmp_path))
    assert tmp_path not in word_loading._loaded


def test_the_list_holds_every_word_module_and_no_page_ships_them():
    for folder in ("rules/words", "game/words", "game/players/words"):
        on_disk = {p.relative_to(ROOT).as_posix() for p in (ROOT / folder).glob("*.py")}
        assert on_disk <= set(FILES)
    for config in ("pyscript.toml", "tournament.toml", "game/ai_worker.toml"):
        shipped = tomllib.loads((ROOT / config).read_text(encoding="utf-8"))["files"].values()
        assert not {target.lstrip("./") for target in shipped} & set(FILES), config
