// Run Python inside the vendored Pyodide under Node, with this repository
// mounted at /repo as the working directory (so `rules` imports as in CPython).
//
//   node tools/pyodide-run.mjs pytest [pytest args...]   run pytest in Pyodide
//   node tools/pyodide-run.mjs script.py [args...]       run a script
//
// pydantic comes from the vendored lock; pytest and hypothesis from
// .cache/pyodide-test-wheels (python3 tools/vendor.py puts them there).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const lock = JSON.parse(readFileSync(join(ROOT, "tools", "runtime-lock.json"), "utf8"));
const core = lock.npm.find((p) => p.package === "pyodide");
const { loadPyodide } = await import(join(ROOT, core.dest, "pyodide.mjs"));

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node tools/pyodide-run.mjs pytest [args] | script.py [args]");
  process.exit(2);
}

// The fuzzers' game counts (RULES_FUZZ_GAMES, WORDS_FUZZ_SEED, ...) reach Python's os.environ.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => /^(RULES|WORDS)_FUZZ_/.test(name)));
const pyodide = await loadPyodide({ indexURL: join(ROOT, core.dest) + "/", env });
await pyodide.loadPackage(["pydantic"], { messageCallback: () => {} });
if (command === "pytest") {
  const wheelDir = join(ROOT, ".cache", "pyodide-test-wheels");
  const wheels = readdirSync(wheelDir).filter((name) => name.endsWith(".whl"));
  await pyodide.loadPackage(wheels.map((name) => join(wheelDir, name)), { messageCallback: () => {} });
}
pyodide.FS.mkdir("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: ROOT }, "/repo");
pyodide.globals.set("run_args", pyodide.toPy([command, ...args]));
let exitCode;
try {
  exitCode = await pyodide.runPythonAsync(`
import os, sys, runpy
os.chdir("/repo")
sys.path.insert(0, "/repo")
command, *rest = run_args
if command == "pytest":
    import pytest
    code = int(pytest.main(["-p", "no:cacheprovider", *rest]))
else:
    sys.argv = [command, *rest]
    try:
        runpy.run_path(command, run_name="__main__")
        code = 0
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
code
`);
} catch (error) {
  console.error(error.message); // a Python traceback; the JS stack adds nothing
  exitCode = 1;
}
process.exit(exitCode);
