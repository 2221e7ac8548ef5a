"""The word game, loaded when one starts (issue #14): its modules and the lexicon.

The pages' PyScript configs leave out the word game (rules/words/, game/words/,
game/players/words/, game/ui/word_views.py: tools/pyscript_files.py), so the
numbers game's start-up fetches nothing more. A word game fetches them from
this site (the list, ``FILES``, is game/word_files.py, written by
tools/pyscript_files.py), writes them into Pyodide's file system beside the
shipped modules, imports them and reads the lexicon (rules.words.lexicon.PATH).
The page and the computer players' worker (game/ai_worker.py) both load so;
each does it once.

    lexicon = await load(fetch, site_root, progress)   # fetch(path) -> bytes
"""

from __future__ import annotations

import asyncio
import importlib
from pathlib import Path
from typing import Awaitable, Callable, Optional

from game.word_files import FILES

Fetch = Callable[[str], Awaitable[bytes]]
Progress = Callable[[int, int], None]

_loaded: dict = {}  # root -> the lexicon read there


def shipped_root() -> Path:
    """Where PyScript put the shipped modules (the folder holding game/)."""
    return Path(__file__).resolve().parent.parent


async def load(fetch: Fetch, root: Optional[Path] = None, progress: Progress = lambda _done, _total: None):
    """Write the word game's modules under ``root`` (default: beside the shipped
    ones), import them and return the lexicon (rules.words.lexicon.Lexicon).
    ``progress(done, total)`` counts the files as they arrive (the lexicon is the
    last and largest). A failed fetch raises; nothing is imported then."""
    root = root or shipped_root()
    if root in _loaded:
        return _loaded[root]
    total = len(FILES) + 1
    done = 0

    async def one(path: str) -> tuple:
        nonlocal done
        data = await fetch(path)
        done += 1
        progress(done, total)
        return path, data

    for path, data in await asyncio.gather(*(one(path) for path in FILES)):
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    importlib.invalidate_caches()
    # imported by name: these modules arrive at run time (the worker's config check reads static imports)
    lexicon_module = importlib.import_module("rules.words.lexicon")
    data = await fetch(lexicon_module.PATH)
    progress(total, total)
    lexicon = lexicon_module.load(data)
    _loaded[root] = lexicon
    return lexicon


def lexicon():
    """The lexicon ``load`` read (the first, on a page there is one); None before."""
    return next(iter(_loaded.values()), None)


def browser_fetch(base: str) -> Fetch:
    """``fetch(path)`` for Pyodide: ``path`` from the site's root ``base`` (the
    page's folder URL, so a site under a sub-path works); a status other than
    200 is an error naming the file."""
    from pyodide.http import pyfetch

    async def fetch(path: str) -> bytes:
        response = await pyfetch(base + path)
        if not response.ok:
            raise OSError(f"{path}: HTTP {response.status}")
        return await response.bytes()

    return fetch
