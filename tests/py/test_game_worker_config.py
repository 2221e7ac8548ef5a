"""The computer-player worker's PyScript config ships every module it imports."""

import ast
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="reads the repository")

ROOT = Path(__file__).resolve().parents[2]


def local_imports(path: Path) -> set:
    """Our modules (rules.*, game.*) a file imports, as repository paths."""
    package = path.parent.relative_to(ROOT).as_posix().replace("/", ".")
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            names = [base] + [f"{base}.{alias.name}" for alias in node.names]
        for name in names:
            if name.split(".")[0] not in ("rules", "game"):
                continue
            parts = name.split(".")
            for end in range(1, len(parts) + 1):
                module = ROOT.joinpath(*parts[:end]).with_suffix(".py")
                init = ROOT.joinpath(*parts[:end], "__init__.py")
                for candidate in (module, init):
                    if candidate.exists():
                        found.add(candidate.relative_to(ROOT).as_posix())
    return found


def test_worker_config_lists_every_module_the_worker_imports():
    import tomllib

    config = tomllib.loads((ROOT / "game" / "ai_worker.toml").read_text(encoding="utf-8"))
    shipped = {target.lstrip("./") for target in config["files"].values()}
    needed, todo = set(), [ROOT / "game" / "ai_worker.py"]
    while todo:
        for module in local_imports(todo.pop()) - needed:
            needed.add(module)
            todo.append(ROOT / module)
    assert needed - shipped == set()
    assert all((ROOT / name).exists() for name in shipped)
