"""The word game, loaded when one starts (issue #14): its modules and the lexicon.

The pages' PyScript configs leave out the word game (rules/words/, game/words/,
game/players/words/, game/ui/word_views.py: tools/pyscript_files.py), so the
numbers game's start-up fetches nothing more. A word game fetches them from
this site (the list, ``FILES``, is game/word_files.py, written by
tools/pyscript_files.py; game.lazy_modules writes them into Pyodide's file
system beside the shipped modules), imports them and reads the lexicon
(rules.words.lexicon.PATH).
The page and the computer players' worker (game/ai_worker.py) both load so;
each does it once.

    lexicon = await load(browser_fetch(site_root), progress=progress)   # game.lazy_modules.browser_fetch
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Optional

from game.lazy_modules import Fetch, Progress, fetch_modules, shipped_root
from game.word_files import FILES

_loaded: dict = {}  # root -> the lexicon read there


async def load(fetch: Fetch, root: Optional[Path] = None, progress: Progress = lambda _done, _total: None):
    """Write the word game's modules under ``root`` (default: beside the shipped
    ones), import them and return the lexicon (rules.words.lexicon.Lexicon).
    ``progress(done, total)`` counts the files as they arrive (the lexicon is the
    last and largest). A failed fetch raises; nothing is imported then."""
    root = root or shipped_root()
    if root in _loaded:
        return _loaded[root]
    await fetch_modules(fetch, FILES, root, progress, extra=1)
    # imported by name: these modules arrive at run time (the worker's config check reads static imports)
    lexicon_module = importlib.import_module("rules.words.lexicon")
    data = await fetch(lexicon_module.PATH)
    total = len(FILES) + 1
    progress(total, total)
    lexicon = lexicon_module.load(data)
    _loaded[root] = lexicon
    return lexicon


def lexicon():
    """The lexicon ``load`` read (the first, on a page there is one); None before."""
    return next(iter(_loaded.values()), None)
