"""Keep the [files] tables of the PyScript configs equal to the Python files they ship.

pyscript.toml (the game, index.html) ships rules/ and game/ (of game/tournament/
only the store: a tournament table's games enter their results); tournament.toml
(the director's page, tournament.html) ships rules/, game/tournament/, the
browser helpers (game/browser.py), the HTML builder its views use
(game/ui/html.py), the "new version" banner (game/update.py) and the game
session that practice mode's computer tables play with (game/practice.py).

PyScript copies each listed file into the browser's file system before our
code runs; a static site cannot list a folder, so the list is written here.
Neither page ships rules/words/ (the word variant), game/players/words/ (its
computer players) or game/words/ (its session): the numbers game's start-up
must not fetch them; a word game loads them when it starts.
`python3 tools/pyscript_files.py` rewrites the tables; `--check` exits 1 if one
is stale (the test suite runs the check).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "pyscript.toml"
MARKER = "[files]"
# config -> (folders or files it ships, paths it leaves out: entry scripts, other pages)
SHIPPED = {
    CONFIG: (("rules", "game"), ("game/main.py", "game/tournament/main.py", "game/tournament/page.py",
                                 "game/tournament/changes.py", "game/tournament/texts.py",
                                 "game/tournament/views.py", "rules/words/", "game/players/words/",
                                 "game/words/")),
    ROOT / "tournament.toml": (("rules", "game/__init__.py", "game/ai_client.py", "game/ai_worker.py", "game/players",
                                "game/browser.py", "game/tournament", "game/practice.py",
                                "game/session.py", "game/seats.py", "game/engine.py", "game/clock.py", "game/e2e_setup.py",
                                "game/i18n.py", "game/results.py", "game/settings.py", "game/view_model.py",
                                "game/workspace.py", "game/ui/__init__.py", "game/ui/html.py", "game/update.py"),
                               ("game/tournament/main.py", "rules/words/", "game/players/words/", "game/words/")),
}


def shipped_files(config: Path = CONFIG) -> list[str]:
    """Every module a page's config ships, except its entry script."""
    sources, left_out = SHIPPED[config]
    files = []
    for source in sources:
        paths = [ROOT / source] if source.endswith(".py") else sorted((ROOT / source).rglob("*.py"))
        for path in paths:
            relative = path.relative_to(ROOT).as_posix()
            if "__pycache__" not in relative and not relative.startswith(left_out):
                files.append(relative)
    return files


def render(config_text: str, config: Path = CONFIG) -> str:
    head = config_text.split(MARKER, 1)[0].rstrip() + "\n\n"
    lines = [MARKER] + [f'"./{name}" = "./{name}"' for name in shipped_files(config)]
    return head + "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    stale = []
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
