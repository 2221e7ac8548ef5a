// Hosting benchmark (issue #15): a first visit's bytes on the wire and its cold start,
// dist/ with pre-compressed files (tools/build.py; served by tools/site_server.py under
// /spiele/rummikub/, as a club's web space would) against tools/serve.py (the
// repository, uncompressed, as before dist/ existed).
//
//   python3 tools/build.py && node bench/hosting.mjs [--runs 5] [--mbit 50] [--rtt 20]
//
// Every run is a fresh browser profile (a first visit), the servers interleaved. Bytes
// are counted on the wire by a TCP proxy in front of each server (headers included,
// the page, its worker and the service worker alike). Times are the page's own marks
// from navigation start: first screen (data-state="ready") and engine loaded
// (data-engine="ready"). Two networks: loopback, and the page's requests throttled
// to --mbit Mbit/s with --rtt ms round trip (Chromium's network emulation). With
// dist/ the service worker is allowed and its offline copy measured to the end; with
// tools/serve.py it is blocked, as it was before.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM, QUIET_ARGS, ROOT, chromium, median, numberFlag } from "./bench-harness.mjs";

const RUNS = numberFlag("runs", 5);
const MBIT = numberFlag("mbit", 50);
const RTT = numberFlag("rtt", 20);
const DIST = join(ROOT, "dist");
const QUERY = "?seed=3&seats=you,casual&lang=en";

function start(args) {
  const child = spawn("python3", args, { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve) => child.stdout.on("data", (chunk) => {
    const url = /http:\/\/\S+/.exec(String(chunk));
    if (url) resolve({ child, url: new URL(url[0]) });
  }));
}

/** A TCP proxy to `port` that counts the bytes the server sends. */
function countingProxy(port) {
  const counter = { bytes: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(port, "127.0.0.1");
    upstream.on("data", (chunk) => { counter.bytes += chunk.length; });
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, counter, port: server.address().port })));
}

async function firstVisit(target, throttled) {
  const profile = mkdtempSync(`${tmpdir()}/hosting-bench-`);
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: QUIET_ARGS,
    serviceWorkers: target.serviceWorker ? "allow" : "block" });
  const page = context.pages()[0] ?? await context.newPage();
  if (throttled) {
    const devtools = await context.newCDPSession(page);
    await devtools.send("Network.enable");
    await devtools.send("Network.emulateNetworkConditions", { offline: false, latency: RTT,
      downloadThroughput: MBIT * 1e6 / 8, uploadThroughput: MBIT * 1e6 / 8 });
  }
  target.proxy.counter.bytes = 0;
  await page.goto(`http://127.0.0.1:${target.proxy.port}${target.path}${QUERY}`);
  await page.waitForSelector('html[data-engine="ready"]', { state: "attached", timeout: 180_000 });
  const result = await page.evaluate(() => {
    const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
    return { ready: mark("rummikub:ready"), engine: mark("rummikub:engine") };
  });
  result.bytes = target.proxy.counter.bytes;
  if (target.serviceWorker) {
    await page.evaluate(async () => {
      const { active } = await navigator.serviceWorker.ready;
      if (active.state !== "activated") {
        await new Promise((done) => active.addEventListener("statechange", () => active.state === "activated" && done()));
      }
    });
    result.offline = target.proxy.counter.bytes;
  }
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  return result;
}

if (!existsSync(join(DIST, "sw.js"))) {
  console.error("bench/hosting.mjs: build dist/ first (python3 tools/build.py)");
  process.exit(1);
}
const dev = await start(["tools/serve.py", "--port", "0", "--quiet"]);
const site = await start(["tools/site_server.py", "--dir", DIST, "--host", "127.0.0.1", "--port", "0",
  "--prefix", "/spiele/rummikub/", "--quiet"]);
const TARGETS = [
  { name: "tools/serve.py (repository, uncompressed)", port: dev.url.port, path: "/", serviceWorker: false },
  { name: "dist/ (br/gz) under /spiele/rummikub/", port: site.url.port, path: "/spiele/rummikub/", serviceWorker: true },
];
for (const target of TARGETS) target.proxy = await countingProxy(Number(target.port));

const results = {};
try {
  for (let run = 0; run < RUNS; run++) {
    for (const throttled of [false, true]) {
      for (const target of TARGETS) {
        const key = `${target.name}|${throttled}`;
        const result = await firstVisit(target, throttled);
        (results[key] ??= []).push(result);
        console.log(`run ${run + 1} ${throttled ? `${MBIT} Mbit/s` : "loopback"} ${target.name}: ` +
          `ready ${(result.ready / 1000).toFixed(2)} s, engine ${(result.engine / 1000).toFixed(2)} s, ` +
          `${(result.bytes / 1e6).toFixed(2)} MB${result.offline ? `, with offline copy ${(result.offline / 1e6).toFixed(2)} MB` : ""}`);
      }
    }
  }
} finally {
  for (const target of TARGETS) target.proxy.server.close();
  dev.child.kill();
  site.child.kill();
}

const seconds = (values) => `${(median(values) / 1000).toFixed(2)} s`;
const megabytes = (values) => `${(median(values) / 1e6).toFixed(2)} MB`;
const rows = [];
for (const throttled of [false, true]) {
  for (const target of TARGETS) {
    const list = results[`${target.name}|${throttled}`];
    rows.push(`| ${throttled ? `${MBIT} Mbit/s, ${RTT} ms` : "loopback"} | ${target.name} | ${seconds(list.map((r) => r.ready))} | ` +
      `${seconds(list.map((r) => r.engine))} | ${megabytes(list.map((r) => r.bytes))} | ` +
      `${target.serviceWorker ? megabytes(list.map((r) => r.offline)) : "–"} |`);
  }
}
const table = ["| network | served from | first screen | engine loaded | bytes to engine loaded | bytes with the offline copy |",
  "|---|---|---|---|---|---|", ...rows].join("\n");
const browser = await chromium.launch({ executablePath: CHROMIUM, args: QUIET_ARGS });
const version = browser.version();
await browser.close();
const report = `# Hosting: first visit, cold (node bench/hosting.mjs --runs ${RUNS} --mbit ${MBIT} --rtt ${RTT})\n\n`
  + `Medians of ${RUNS} fresh-profile visits per row, interleaved, ${new Date().toISOString().slice(0, 10)}, `
  + `Chromium ${version}.\n\n${table}\n`;
writeFileSync(join(ROOT, "bench", "results-hosting.md"), report);
console.log(`\n${report}`);
