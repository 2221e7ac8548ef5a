"""Modules a page's start-up leaves out, fetched when first needed (issues #14, #18).

A static site cannot list a folder, so tools/pyscript_files.py writes each such
group's list (game/word_files.py: the word game; game/learn_files.py: learning
mode). ``fetch_modules`` fetches a list from this site, writes the files into
Pyodide's file system beside the shipped modules and lets the import system see
them. The service worker precaches them like every file of the site (tools/build.py),
so they load offline too.

    await fetch_modules(browser_fetch(site_root), FILES, shipped_root())
"""

from __future__ import annotations

import asyncio
import importlib
from pathlib import Path
from typing import Awaitable, Callable, Iterable

Fetch = Callable[[str], Awaitable[bytes]]
Progress = Callable[[int, int], None]


def shipped_root() -> Path:
    """Where PyScript put the shipped modules (the folder holding game/)."""
    return Path(__file__).resolve().parent.parent


async def fetch_modules(fetch: Fetch, files: Iterable[str], root: Path,
                        progress: Progress = lambda _done, _total: None, extra: int = 0) -> None:
    """Fetch ``files`` (paths from the site's root) at once and write them under
    ``root``; ``progress(done, total)`` counts them as they arrive (``extra`` more
    to come after them, e.g. the word game's lexicon). A failed fetch raises before
    anything is written."""
    files = tuple(files)
    total = len(files) + extra
    done = 0

    async def one(path: str) -> tuple:
        nonlocal done
        data = await fetch(path)
        done += 1
        progress(done, total)
        return path, data

    for path, data in await asyncio.gather(*(one(path) for path in files)):
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    importlib.invalidate_caches()


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
