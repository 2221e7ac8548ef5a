"""issue #18: the runtime wheels with bytecode instead of sources
(tools/compile_wheels.py, tools/vendor.py): what the page's Pyodide loads."""

import base64
import csv
import hashlib
import importlib.util
import json
import sys
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="host-only checks (the repository's tools)")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import compile_wheels  # noqa: E402
import vendor  # noqa: E402


def make_wheel(path: Path) -> None:
    with zipfile.ZipFile(path, "w") as wheel:
        wheel.writestr("demo/__init__.py", "ANSWER = 6 * 7\n")
        wheel.writestr("demo/data.txt", "kept")
        wheel.writestr("demo-1.0.dist-info/RECORD", "demo/__init__.py,sha256=x,15\ndemo/data.txt,sha256=y,4\n"
                       "demo-1.0.dist-info/RECORD,,\n")


def test_every_source_becomes_bytecode_of_this_interpreter_and_the_same_input_the_same_bytes(tmp_path):
    make_wheel(tmp_path / "demo-1.0-py3-none-any.whl")
    for out in ("a.whl", "b.whl"):
        compile_wheels.compile_wheel(tmp_path / "demo-1.0-py3-none-any.whl", tmp_path / out)
    assert (tmp_path / "a.whl").read_bytes() == (tmp_path / "b.whl").read_bytes()
    with zipfile.ZipFile(tmp_path / "a.whl") as wheel:
        assert sorted(wheel.namelist()) == ["demo-1.0.dist-info/RECORD", "demo/__init__.pyc", "demo/data.txt"]
        assert wheel.read("demo/data.txt") == b"kept"
        bytecode = wheel.read("demo/__init__.pyc")
        record = wheel.read("demo-1.0.dist-info/RECORD").decode()
    digest = base64.urlsafe_b64encode(hashlib.sha256(bytecode).digest()).rstrip(b"=").decode()
    assert record.splitlines() == [  # the wheel spec: every file as it now is, its sha256 and size; RECORD without
        f"demo/__init__.pyc,sha256={digest},{len(bytecode)}",
        "demo/data.txt,sha256=efB2q90Zp1Lbcme__y-QIhYdEg3qkZ_ayi_9_CTKjJY,4", "demo-1.0.dist-info/RECORD,,"]
    for row in csv.reader(record.splitlines()[:-1]):  # as installers check it
        with zipfile.ZipFile(tmp_path / "a.whl") as wheel:
            data = wheel.read(row[0])
        assert row[1] == "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        assert int(row[2]) == len(data)
    assert bytecode[:4] == importlib.util.MAGIC_NUMBER
    (tmp_path / "site" / "demo").mkdir(parents=True)
    (tmp_path / "site" / "demo" / "__init__.pyc").write_bytes(bytecode)  # sourceless: imported as it is
    sys.path.insert(0, str(tmp_path / "site"))
    try:
        assert importlib.import_module("demo").ANSWER == 42
    finally:
        sys.path.remove(str(tmp_path / "site"))
        sys.modules.pop("demo", None)


def test_the_bytecode_wheel_carries_a_build_tag_and_the_lock_names_it_where_it_exists():
    wheel = {"file": "pydantic_core-2.50.4-cp314-cp314-pyemscripten_2026_0_wasm32.whl"}
    assert vendor.compiled_name(wheel) == "pydantic_core-2.50.4-2pyc-cp314-cp314-pyemscripten_2026_0_wasm32.whl"
    lock = vendor.load_lock()
    pyodide = next(p for p in lock["npm"] if p["package"] == "pyodide")
    if not (ROOT / pyodide["dest"] / "pyodide-lock.json").exists():
        pytest.skip("runtime not vendored")
    entries = json.loads((ROOT / pyodide["dest"] / "pyodide-lock.json").read_text())["packages"]
    replaced = vendor.superseded(lock)
    for wheel in lock["wheels"]:
        if wheel.get("lock_entry"):
            expected = vendor.compiled_name(wheel) if wheel["file"] in replaced else wheel["file"]
            assert entries[wheel["lock_entry"]]["file_name"] == expected
            assert entries[wheel["lock_entry"]]["sha256"] == vendor.sha256(ROOT / wheel["dest"] / expected)


def test_bytecode_wheels_of_an_older_build_tag_are_removed_and_nothing_else(tmp_path):
    """static/vendor/ is served immutable: a changed bytecode wheel takes a new name, the old one goes."""
    names = ["demo-1.0-py3-none-any.whl", "demo-1.0-1pyc-py3-none-any.whl", f"demo-1.0-{vendor.BUILD_TAG}-py3-none-any.whl",
             "demo-1.01-1pyc-py3-none-any.whl", "other-1.0-1pyc-py3-none-any.whl"]
    for name in names:
        (tmp_path / name).write_bytes(b"")
    lock = {"wheels": [{"file": "demo-1.0-py3-none-any.whl", "dest": str(tmp_path), "lock_entry": "demo"},
                       {"file": "other-1.0-py3-none-any.whl", "dest": str(tmp_path)}]}  # not in the lock's entries
    vendor.remove_old_compiled(lock)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(set(names) - {"demo-1.0-1pyc-py3-none-any.whl"})
