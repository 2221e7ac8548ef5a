// Make the Pyodide memory snapshot the pages start from (static/js/pyodide-snapshot.mjs):
//   node tools/make_snapshot.mjs            write static/vendor/pyodide-<v>/snapshot-<recipe>.bin
//                                           unless it is there and newer than the runtime
//   node tools/make_snapshot.mjs --check    restore it through the pages' loader and run Python
// The vendored Pyodide under Node, started with `_makeSnapshot`, nothing imported beyond its own
// start-up (a snapshot cannot hold loaded packages: pydantic-core's extension module, Pyodide's
// list of loaded packages); PYTHONHASHSEED=0 so the string hashes do not vary from build to build.
// Called by tools/vendor.py.
import { existsSync, readFileSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const lock = JSON.parse(readFileSync(join(ROOT, "tools", "runtime-lock.json"), "utf8"));
const dest = join(ROOT, lock.npm.find((p) => p.package === "pyodide").dest);
const { loadPyodide } = await import(pathToFileURL(join(dest, "pyodide.mjs")).href);
const loader = await import(pathToFileURL(join(ROOT, "static", "js", "pyodide-snapshot.mjs")).href);
const target = join(dest, loader.SNAPSHOT);
const quiet = { stdout: () => {}, stderr: () => {} };

if (process.argv[2] === "--check") {
  // The pages' own loader, with the file's bytes: the interpreter must come back and run
  // Python, with a random generator of its own (not the snapshot's).
  const draw = async () => {
    let restored = false;
    const start = async (options) => {
      const pyodide = await loadPyodide(options);
      restored ||= options._loadSnapshot !== undefined;
      return pyodide;
    };
    const pyodide = await loader.startFrom(start, readFileSync(target), { indexURL: dest + "/", ...quiet });
    if (!restored) throw new Error("the snapshot did not restore");
    if (pyodide._api.config._loadSnapshot !== undefined) throw new Error("snapshot kept in memory");
    return pyodide.runPython("import sys, random; f'{sys.version_info[0]}.{random.getrandbits(64)}'");
  };
  const [first, second] = [await draw(), await draw()];  // the same memory twice: the same draw unless reseeded
  console.log(JSON.stringify({ first, second }));
  process.exit(first.startsWith("3.") && first !== second ? 0 : 1);
}
if (existsSync(target) && statSync(target).mtimeMs >= statSync(join(dest, "pyodide.asm.wasm")).mtimeMs) {
  console.log(JSON.stringify({ file: target, made: false }));
  process.exit(0);
}
const started = performance.now();
const pyodide = await loadPyodide({ indexURL: dest + "/", _makeSnapshot: true, env: { PYTHONHASHSEED: "0" }, ...quiet });
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(target + ".tmp", snapshot);
renameSync(target + ".tmp", target);
for (const name of readdirSync(dest)) {  // an older recipe's file
  if (/^snapshot-.*\.bin$/.test(name) && name !== loader.SNAPSHOT) unlinkSync(join(dest, name));
}
console.log(JSON.stringify({ file: target, made: true, bytes: snapshot.length, seconds: (performance.now() - started) / 1000 }));
