// Bytecode wheels against PyPI's source wheels (issue #18, tools/compile_wheels.py):
// the vendored Pyodide under Node loads pydantic from the lock and imports what the
// game page imports before its table (pydantic's models, the rules, saves),
// alternately from the lock tools/vendor.py writes (bytecode wheels) and from the
// same lock pointing at the PyPI wheels; a fresh interpreter each time, medians.
//
//   node bench/bytecode.mjs [--runs 5]
import { readFileSync, writeFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ROOT, median, numberFlag } from "./bench-harness.mjs";

const RUNS = numberFlag("runs", 5);
const runtime = JSON.parse(readFileSync(join(ROOT, "tools", "runtime-lock.json"), "utf8"));
const core = runtime.npm.find((p) => p.package === "pyodide");
const indexURL = join(ROOT, core.dest) + "/";
const { loadPyodide } = await import(join(indexURL, "pyodide.mjs"));

// The PyPI wheels' lock: the same entries, the file names and hashes of the wheels vendor.py downloaded.
const compiled = JSON.parse(readFileSync(join(indexURL, "pyodide-lock.json"), "utf8"));
const sources = structuredClone(compiled);
for (const wheel of runtime.wheels.filter((w) => w.lock_entry)) {
  Object.assign(sources.packages[wheel.lock_entry], { file_name: wheel.file, sha256: wheel.sha256 });
}
const sourceLock = join(indexURL, "pyodide-lock.bench-sources.json");
writeFileSync(sourceLock, JSON.stringify(sources));

const IMPORTS = `
import time
started = time.perf_counter()
from pydantic import BaseModel
import rules.tiles
from game import save_slots, storage, table_play
time.perf_counter() - started`;

async function once(lockFileURL) {
  const started = performance.now();
  const pyodide = await loadPyodide({ indexURL, lockFileURL });
  const booted = performance.now();
  await pyodide.loadPackage(["pydantic"], { messageCallback: () => {} });
  const loaded = performance.now();
  pyodide.FS.mkdir("/repo");
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: ROOT }, "/repo");
  pyodide.runPython("import sys, os; sys.dont_write_bytecode = True; os.chdir('/repo'); sys.path.insert(0, '/repo')");
  const imports = pyodide.runPython(IMPORTS) * 1000;
  return { boot: booted - started, load: loaded - booted, imports, total: loaded - booted + imports };
}

const results = { bytecode: [], sources: [] };
try {
  for (let run = 0; run < RUNS; run++) {
    results.bytecode.push(await once(join(indexURL, "pyodide-lock.json")));
    results.sources.push(await once(sourceLock));
  }
} finally {
  rmSync(sourceLock);
}
const ms = (values, key) => Math.round(median(values.map((r) => r[key])));
console.log(`Pyodide under Node, median of ${RUNS} alternating runs (ms):\n`);
console.log("| wheels | loadPackage(pydantic) | imports (pydantic models, rules, saves) | both | ratio |\n|---|---|---|---|---|");
const base = ms(results.sources, "total");
for (const [name, values] of [["PyPI (sources)", results.sources], ["bytecode (1pyc)", results.bytecode]]) {
  console.log(`| ${name} | ${ms(values, "load")} | ${ms(values, "imports")} | ${ms(values, "total")} | ${(ms(values, "total") / base).toFixed(2)} |`);
}
