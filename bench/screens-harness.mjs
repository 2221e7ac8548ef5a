// What the screenshot scripts share: our server on a port (--port N), Debian's
// Chromium, the phone and desktop sizes, and the output folder.
//
//   await withBrowser(8793, async (browser, base) => { ... });
import { spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { mkdirSync } from "node:fs";

const require = createRequire(import.meta.url);
const { chromium } = require("@playwright/test");
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const OUT = resolve(ROOT, "bench/results/screens");
export const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };

async function waitForServer(base) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try { if ((await fetch(base)).ok) return; } catch { /* not up yet */ }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error("server did not start");
}

export async function withBrowser(defaultPort, work) {
  const index = process.argv.indexOf("--port");
  const port = index > 0 ? Number(process.argv[index + 1]) : defaultPort;
  const base = `http://127.0.0.1:${port}/`;
  const server = spawn("python3", ["tools/serve.py", "--port", String(port), "--quiet"],
    { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  try {
    await waitForServer(base);
    mkdirSync(OUT, { recursive: true });
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
    try {
      await work(browser, base);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
  }
}
