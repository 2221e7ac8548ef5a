"""issue #18: the pages start Pyodide from a memory snapshot made at set-up
(static/js/pyodide-snapshot.mjs, tools/make_snapshot.mjs), plainly when it is
missing or does not restore. That the real snapshot restores is checked by
``node tools/make_snapshot.mjs --check`` (tools/test.sh: two restores, ~3 s)."""

import json
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="host-only checks (the repository's tools)")

ROOT = Path(__file__).resolve().parents[2]
LOADER = ROOT / "static" / "js" / "pyodide-snapshot.mjs"
sys.path.insert(0, str(ROOT / "tools"))

import vendor  # noqa: E402


def test_every_page_starts_through_the_loader_which_preloads_its_snapshot_from_the_locked_pyodide():
    dest = next(p for p in vendor.load_lock()["npm"] if p["package"] == "pyodide")["dest"]
    source = LOADER.read_text(encoding="utf-8")  # its import of the locked Pyodide: test_foundation.py
    assert f'new URL("../{dest.removeprefix("static/")}/", import.meta.url)' in source
    name = re.search(r'export const SNAPSHOT = "(snapshot-\d+\.bin)"', source).group(1)
    for config in ("pyscript.toml", "tournament.toml", "game/ai_worker.toml"):
        interpreter = tomllib.loads((ROOT / config).read_text(encoding="utf-8"))["interpreter"]
        assert (ROOT / config).parent.joinpath(interpreter).resolve() == LOADER
    for page in ("index.html", "tournament.html"):
        html = (ROOT / page).read_text(encoding="utf-8")
        assert '<link rel="modulepreload" href="static/js/pyodide-snapshot.mjs">' in html
        assert f'<link rel="preload" href="{dest}/{name}" as="fetch" crossorigin>' in html


START = """
const { startFrom } = await import(process.argv[1]);
const calls = [];
const start = async (options) => {
  calls.push(Object.keys(options).sort());
  if (options._loadSnapshot && options.broken) throw new Error("Snapshot has invalid magic number");
  return { _api: { config: { ...options } }, runPython: (code) => calls.push(code) };
};
const warnings = [];
console.warn = (...args) => warnings.push(String(args[0]));
const results = {};
for (const [label, snapshot, options] of [["restored", new Uint8Array(8), {}], ["broken", new Uint8Array(8), { broken: 1 }],
                                          ["missing", null, {}]]) {
  calls.length = 0; warnings.length = 0;
  const pyodide = await startFrom(start, snapshot, { indexURL: "x/", ...options });
  results[label] = { calls: [...calls], warnings: [...warnings], kept: "_loadSnapshot" in pyodide._api.config };
}
console.log(JSON.stringify(results));
"""


@pytest.mark.skipif(not shutil.which("node"), reason="needs node")
def test_a_snapshot_that_does_not_restore_or_is_missing_starts_pyodide_plainly_and_a_restored_one_draws_new_random():
    out = subprocess.run(["node", "--input-type=module", "-e", START, LOADER.as_uri()], capture_output=True,
                         text=True, check=True, timeout=60).stdout
    results = json.loads(out.strip().splitlines()[-1])
    reseed = "import random; random.seed()"
    assert results["restored"] == {"calls": [["_loadSnapshot", "indexURL"], reseed], "warnings": [], "kept": False}
    assert results["broken"]["calls"] == [["_loadSnapshot", "broken", "indexURL"], ["broken", "indexURL"]]
    assert results["broken"]["warnings"] == ["Pyodide memory snapshot not restored, starting plainly:"]
    assert results["missing"] == {"calls": [["indexURL"]], "warnings": [], "kept": False}
