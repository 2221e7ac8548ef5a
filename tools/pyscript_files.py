"""Keep pyscript.toml's [files] table equal to the Python files of rules/ and game/.

PyScript copies each listed file into the browser's file system before our
code runs; a static site cannot list a folder, so the list is written here.
`python3 tools/pyscript_files.py` rewrites the table; `--check` exits 1 if it
is stale (the test suite runs the check).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "pyscript.toml"
PACKAGES = ("rules", "game")
MARKER = "[files]"


def shipped_files() -> list[str]:
    """Every module of the browser packages, except the entry script itself."""
    files = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            if relative != "game/main.py" and "__pycache__" not in relative:
                files.append(relative)
    return files


def render(config_text: str) -> str:
    head = config_text.split(MARKER, 1)[0].rstrip() + "\n\n"
    lines = [MARKER] + [f'"./{name}" = "./{name}"' for name in shipped_files()]
    return head + "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    current = CONFIG.read_text(encoding="utf-8")
    wanted = render(current)
    if "--check" in argv:
        if current != wanted:
            print("pyscript.toml [files] is stale: run python3 tools/pyscript_files.py",
                  file=sys.stderr)
            return 1
        return 0
    CONFIG.write_text(wanted, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
