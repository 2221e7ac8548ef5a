// What the browser benchmarks share (boot.mjs, micropip.mjs, ui.mjs, and through
// screens-harness.mjs the screenshot scripts): their command-line flags, our server
// (tools/serve.py) on a port, Debian's Chromium with the flags that keep it from
// talking to anyone, a fresh browser profile for a cold load, and the median.
//
//   const RUNS = numberFlag("runs", 7);
//   await withServer(numberFlag("port", 8765), async (base) => { ... });
import { spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";

const require = createRequire(import.meta.url);
export const { chromium } = require("@playwright/test");
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const CHROMIUM = "/usr/bin/chromium";
/** Chromium without background traffic (updates, sync, first-run pages) that would add noise. */
export const QUIET_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run"];

/** The word after `--name` on the command line, else `fallback`. */
export const flag = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
/** The number after `--name` on the command line, else `fallback`. */
export const numberFlag = (name, fallback) => Number(flag(name, fallback));

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function waitForServer(base) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try { if ((await fetch(base)).ok) return; } catch { /* not up yet */ }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error("server did not start");
}

/** Start our server on `port`, wait until it answers, run `work(base)`, stop the server.
 * `root`: another checkout to serve (a baseline), by its own tools/serve.py. */
export async function withServer(port, work, root = ROOT) {
  const base = `http://127.0.0.1:${port}/`;
  const server = spawn("python3", ["tools/serve.py", "--port", String(port), "--quiet"],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  try {
    await waitForServer(base);
    return await work(base);
  } finally {
    server.kill();
  }
}

/** Chromium on a fresh profile (empty caches, a first visit): `work(context, page)`,
 * then the browser closed and the profile removed. `prefix` names the profile folder.
 * Service workers are blocked: the offline copy (bench/hosting.mjs measures it) would
 * download beside what these benchmarks time, and serve their warm loads. */
export async function withFreshProfile(prefix, args, work) {
  const profile = mkdtempSync(`${tmpdir()}/${prefix}-`);
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args,
    serviceWorkers: "block" });
  const page = context.pages()[0] ?? await context.newPage();
  const result = await work(context, page);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  return result;
}
