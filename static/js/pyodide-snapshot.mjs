// PyScript's `interpreter` (pyscript.toml, tournament.toml, game/ai_worker.toml): the vendored
// Pyodide, started from the memory snapshot that `python3 tools/vendor.py` made at set-up
// (tools/make_snapshot.mjs: the interpreter already initialised, README "The offline runtime"),
// so the page skips Python's own start-up; a plain start when the file is missing or does not restore.
import { loadPyodide as plainStart, version } from "../vendor/pyodide-314.0.7/pyodide.mjs";

export { version };
export const INDEX_URL = new URL("../vendor/pyodide-314.0.7/", import.meta.url).href;
// static/vendor/ is served immutable: a new recipe (tools/make_snapshot.mjs) needs a new name.
export const SNAPSHOT = "snapshot-1.bin";

// The bytes, or null; the pages preload the file (index.html, tournament.html), so this fetch
// takes the download already under way beside the wasm's. Nothing keeps them after the start.
async function fetchSnapshot() {
  try {
    const response = await fetch(INDEX_URL + SNAPSHOT, { credentials: "same-origin" });
    return response.ok ? await response.arrayBuffer() : null;
  } catch {
    return null;
  }
}

// Start Pyodide from `snapshot` (bytes, or null), else plainly, with `options`.
export async function startFrom(start, snapshot, options) {
  if (snapshot) {
    try {
      const pyodide = await start({ ...options, _loadSnapshot: new Uint8Array(snapshot) });
      delete pyodide._api.config._loadSnapshot; // 31 MB the page no longer needs
      // The snapshot's random generator state is every visitor's: a new game's seed
      // (game/session.py) must not be the same on every load.
      pyodide.runPython("import random; random.seed()");
      return pyodide;
    } catch (error) {
      console.warn("Pyodide memory snapshot not restored, starting plainly:", error);
    }
  }
  return start(options);
}

export async function loadPyodide(options = {}) {
  return startFrom(plainStart, await fetchSnapshot(), { ...options, indexURL: INDEX_URL });
}
