// The browser's own cost of redrawing a late game's table at 4x CPU throttle (issue #18): style,
// layout, paint and compositing, from a DevTools trace, without Python or the computers in the way.
//
//   node bench/redraw.mjs [--reps 5] [--port 8797] [--fresh] [--variants '{"flat":{"css":".tile{background:#fff}"}}']
//
// A page is the screen at the end of a four-Beginner game (seed 100, 1280x720, the results dialog
// taken away), saved once as bench/results/redraw-snapshot.html (--fresh: again) and loaded with our
// CSS. On it, six switches to and from the dense table, then eight "moves": a line added at the
// log's end and a tile added to or taken from a set, one frame each. A variant adds CSS and/or runs
// a script before (so a change can be priced before it is made); each variant is loaded afresh,
// interleaved with the others, and the median of --reps runs is printed (CPU time of the main thread).
import { CHROMIUM, QUIET_ARGS, chromium, withServer, flag, numberFlag, median } from "./bench-harness.mjs";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";

const REPS = numberFlag("reps", 5);
const VARIANTS = { this: {}, ...JSON.parse(flag("variants", "{}")) };
const SNAPSHOT = "bench/results/redraw-snapshot.html";
const PARTS = { style: ["UpdateLayoutTree"], layout: ["Layout"], paint: ["Paint", "PrePaint"], compositing: ["Layerize", "Commit"] };

async function snapshot(context, base) {
  const page = await context.newPage();
  await page.goto(`${base}?seed=100&seats=beginner,beginner,beginner,beginner&clock=0&pace=fast&lang=en`);
  await page.waitForSelector('html[data-turn="over"]', { timeout: 600_000, state: "attached" });
  const html = await page.evaluate(() => {
    document.querySelectorAll("script").forEach((e) => e.remove());
    document.getElementById("overlay").replaceChildren();
    document.getElementById("overlay").hidden = true;
    document.querySelector(".sets").classList.remove("dense");
    return "<!doctype html>" + document.documentElement.outerHTML;
  });
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(SNAPSHOT, html.replace("<head>", `<head><base href="${base}">`));
  await page.close();
}

/** The scenario, in the page: frames of dense switches, then frames of moves. */
async function scenario() {
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const sets = document.querySelector(".sets");
  const log = document.querySelector(".log-list");
  const setList = [...document.querySelectorAll(".set")];
  const tile = document.querySelector(".set .tile");
  for (let i = 0; i < 6; i++) {
    sets.classList.toggle("dense");
    await frame();
  }
  performance.mark("moves");
  for (let i = 0; i < 8; i++) {
    log.append(log.lastElementChild.cloneNode(true));
    const set = setList[(i * 5) % setList.length];
    if (i % 2 === 0) set.append(tile.cloneNode(true)); else set.lastElementChild.remove();
    await frame();
  }
}

async function measure(page, cdp, variant, base) {
  await page.goto(`${base}${SNAPSHOT}`);
  if (variant.css) await page.addStyleTag({ content: variant.css });
  if (variant.js) await page.evaluate(variant.js);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForTimeout(300);
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on("Tracing.dataCollected", collect);
  const complete = new Promise((done) => cdp.once("Tracing.tracingComplete", done));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing", transferMode: "ReportEvents" });
  await page.evaluate(scenario);
  await cdp.send("Tracing.end");
  await complete;
  cdp.off("Tracing.dataCollected", collect);
  const threads = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const busiest = (t) => events.filter((e) => e.pid === t.pid && e.tid === t.tid).length;
  const main = threads.sort((a, b) => busiest(b) - busiest(a))[0];
  const slices = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  const split = events.find((e) => e.name === "moves")?.ts ?? Infinity;
  const result = {};
  for (const [part, names] of Object.entries(PARTS)) {
    const sum = (keep) => slices.filter((e) => names.includes(e.name) && keep(e))
      .reduce((total, e) => total + (e.tdur ?? e.dur), 0) / 1000;
    result[`dense ${part}`] = sum((e) => e.ts < split);
    result[`moves ${part}`] = sum((e) => e.ts >= split);
  }
  return result;
}

await withServer(numberFlag("port", 8797), async (base) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: QUIET_ARGS });
  const context = await browser.newContext({ serviceWorkers: "block", bypassCSP: true, viewport: { width: 1280, height: 720 } });
  if (process.argv.includes("--fresh") || !existsSync(SNAPSHOT)) await snapshot(context, base);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const runs = Object.fromEntries(Object.keys(VARIANTS).map((name) => [name, []]));
  for (let rep = 0; rep < REPS; rep++) {
    for (const [name, variant] of Object.entries(VARIANTS)) runs[name].push(await measure(page, cdp, variant, base));
  }
  console.log(`main thread's CPU ms at 4x throttle, median of ${REPS}: 6 dense switches | 8 moves (style, layout, paint+prepaint, compositing)`);
  for (const [name, results] of Object.entries(runs)) {
    const m = (key) => median(results.map((r) => r[key]));
    const row = (what) => Object.keys(PARTS).map((part) => m(`${what} ${part}`));
    const [dense, moves] = [row("dense"), row("moves")];
    const total = (values) => values.reduce((a, b) => a + b, 0).toFixed(0);
    console.log(`${name.padEnd(12)} dense ${total(dense)} ms (${dense.map((v) => v.toFixed(0)).join(" / ")}) | moves ${total(moves)} ms (${moves.map((v) => v.toFixed(0)).join(" / ")})`);
  }
  await browser.close();
});
