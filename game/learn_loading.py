"""Learning mode (game/learn/, issue #20), loaded when a learning screen opens (issue #18).

The game page's start-up leaves game/learn/ out but its package and analysis.py (the
computers' worker thinks the analysis; tools/pyscript_files.py): a normal game never
uses it. ``?mode=tutorial``, ``?mode=puzzle`` (game.app) and
the analysis after a game (game.ui.screen) first call ``ready``, which fetches
the modules the page does not hold yet (the list is game/learn_files.py) and
writes them beside the shipped ones (game.lazy_modules); then they import as usual.

    await ready(site_root)
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional

from game.lazy_modules import Fetch, browser_fetch, fetch_modules, shipped_root
from game.learn_files import FILES


def missing(root: Path) -> list:
    """The learning modules not (yet) under ``root``."""
    return [path for path in FILES if not (root / path).is_file()]


async def ready(site: str, fetch: Optional[Fetch] = None, root: Optional[Path] = None) -> None:
    """Fetch what ``missing`` names from the site's root URL ``site`` (none when
    all are there: a second call, CPython); a failed fetch raises, nothing written."""
    root = root or shipped_root()
    files = missing(root)
    if files:
        await fetch_modules(fetch or browser_fetch(site), files, root)
