"""Keep the [files] tables of the PyScript configs equal to the Python files they ship.

pyscript.toml (the game, index.html) ships rules/ and game/ (of game/tournament/
only the store: a tournament table's games enter their results); tournament.toml
(the director's page, tournament.html) ships rules/, game/tournament/, the
browser helpers (game/browser.py), the HTML builder its views use
(game/ui/html.py), the "new version" banner (game/update.py) and the game
session that practice mode's computer tables play with (game/practice.py).

PyScript copies each listed file into the browser's file system before our
code runs; a static site cannot list a folder, so the list is written here.
Neither page ships the word game (``WORD_GAME``: rules/words/, its session,
views and computer players): the numbers game's start-up must not fetch them;
a word game loads them when it starts (game.word_loading), from the list this
script writes into game/word_files.py. Nor does the game page ship learning
mode (``LEARNING``, game/learn/, issue #18; but for ``LEARN_SHIPPED``): a learning
screen loads it when it opens (game.learn_loading), from game/learn_files.py.
`python3 tools/pyscript_files.py` rewrites the tables and those lists; `--check`
exits 1 if one is stale (the test suite runs the check).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "pyscript.toml"
MARKER = "[files]"
WORD_GAME = ("rules/words/", "game/words/", "game/players/words/", "game/ui/word_views.py")
LEARNING = ("game/learn/",)
# of learning mode, what the computers' worker imports (the post-game analysis): shipped all the same,
# for the page's own thinking when the worker cannot be had (game.ai_client.think_on_page imports game.ai_worker)
LEARN_SHIPPED = ("game/learn/__init__.py", "game/learn/analysis.py")
# modules fetched when first needed (game.lazy_modules): list file -> (what it lists, who loads it, when)
LAZY = {
    ROOT / "game" / "word_files.py": (WORD_GAME, "game.word_loading",
                                      "The word game's modules, fetched when a word game starts"),
    ROOT / "game" / "learn_files.py": (LEARNING, "game.learn_loading",
                                       "Learning mode's modules, fetched when a learning screen opens"),
}
# config -> (folders or files it ships, paths it leaves out: entry scripts, other pages)
SHIPPED = {
    CONFIG: (("rules", "game"), ("game/main.py", "game/tournament/main.py", "game/tournament/page.py",
                                 "game/tournament/changes.py", "game/tournament/texts.py",
                                 "game/tournament/views.py", *WORD_GAME, *LEARNING)),
    ROOT / "tournament.toml": (("rules", "game/__init__.py", "game/ai_client.py", "game/ai_worker.py", "game/players",
                                "game/browser.py", "game/tournament", "game/practice.py",
                                "game/session.py", "game/seats.py", "game/hands.py", "game/move_log.py", "game/engine.py", "game/clock.py", "game/e2e_setup.py",
                                "game/i18n.py", "game/prefs.py", "game/results.py", "game/settings.py", "game/view_model.py",
                                "game/workspace.py", "game/ui/__init__.py", "game/ui/html.py", "game/update.py",
                                "game/word_files.py", "game/word_loading.py", "game/lazy_modules.py",
                                "game/learn/__init__.py", "game/learn/analysis.py"),  # ai_client's analyse
                               ("game/tournament/main.py", *WORD_GAME)),
}


def shipped_files(config: Path = CONFIG) -> list[str]:
    """Every module a page's config ships, except its entry script."""
    sources, left_out = SHIPPED[config]
    files = []
    for source in sources:
        paths = [ROOT / source] if source.endswith(".py") else sorted((ROOT / source).rglob("*.py"))
        for path in paths:
            relative = path.relative_to(ROOT).as_posix()
            if "__pycache__" not in relative and (not relative.startswith(left_out) or relative in LEARN_SHIPPED):
                files.append(relative)
    return files


def render(config_text: str, config: Path = CONFIG) -> str:
    head = config_text.split(MARKER, 1)[0].rstrip() + "\n\n"
    lines = [MARKER] + [f'"./{name}" = "./{name}"' for name in shipped_files(config)]
    return head + "\n".join(lines) + "\n"


def lazy_files(sources: tuple) -> list[str]:
    """The modules under ``sources`` (folders or files), in the order game.lazy_modules writes them."""
    found = []
    for source in sources:
        path = ROOT / source
        paths = [path] if source.endswith(".py") else sorted(path.rglob("*.py"))
        found += [p.relative_to(ROOT).as_posix() for p in paths if p.exists() and "__pycache__" not in p.parts]
    return [name for name in found if name not in LEARN_SHIPPED]


def render_lazy_files(list_file: Path) -> str:
    sources, loader, what = LAZY[list_file]
    names = "".join(f'    "{name}",\n' for name in lazy_files(sources))
    return (f'"""{what} ({loader}).\n\n'
            'Written by tools/pyscript_files.py: do not edit."""\n\nFILES = (\n' + names + ")\n")


def main(argv: list[str]) -> int:
    stale = []
    for list_file in LAZY:
        current = list_file.read_text(encoding="utf-8") if list_file.exists() else ""
        if current != render_lazy_files(list_file):
            stale.append(list_file.name)
            if "--check" not in argv:
                list_file.write_text(render_lazy_files(list_file), encoding="utf-8")
    for config in SHIPPED:
        current = config.read_text(encoding="utf-8")
        wanted = render(current, config)
        if current == wanted:
            continue
        stale.append(config.name)
        if "--check" not in argv:
            config.write_text(wanted, encoding="utf-8")
    if stale and "--check" in argv:
        print(f"{', '.join(stale)} [files] stale: run python3 tools/pyscript_files.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
