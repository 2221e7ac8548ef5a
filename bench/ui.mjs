// Game-screen benchmark (issues #5, #18): time from navigation to a playable
// table (cold and warm cache) against the bare loadPyodide() floor, loaded
// interleaved in the same process; the main thread while four computers play
// whole games (PerformanceObserver "longtask", target: none over 100 ms);
// a keyboard move and a tile drop answered (Event Timing: input to the next
// paint, target 200 ms); the memory the tab uses (its renderer process: JS
// heaps + wasm memory of the page and of the computers' worker) after a game and after a practice
// tournament round; computer move latency per level, measured in the page
// around each worker call (User Timing "rummikub:think:<level>", game/ui/screen.py).
//
//   node bench/ui.mjs [--runs 5] [--games 2] [--throttle 1] [--port 8791] [--seats beginner,casual,club,master]
//                     [--baseline DIR]
//
// --baseline DIR: also another checkout (e.g. `git worktree add DIR <commit>` with the same
// static/vendor), served by its own tools/serve.py on port + 1, loaded interleaved with this one.
// --throttle 4: Chromium's CPU throttling (CDP Emulation.setCPUThrottlingRate,
// Lighthouse's mobile setting) on every page of the run, the floor's included.
// --runs 0 skips the page loads; --games 0 the games, the moves and the memory.
// --seats master,master,master,master times only Master (its worst move is what
// the 1.5 s limit of issue #4 is about).
// Table: ?seed=..&seats=you,casual,club,master (the game starts from the
// address), done when html[data-engine=ready] and the rack holds 14 tiles.
// Thinking: an all-computer game played to its end at pace "fast", per seed.
import { readFileSync } from "node:fs";
import { CHROMIUM, QUIET_ARGS, chromium, flag, median, numberFlag, withFreshProfile, withServer } from "./bench-harness.mjs";
import tournamentHelpers from "../tests/e2e/tournament-helpers.js";  // the browser tests' practice form

const { startPractice } = tournamentHelpers;

const RUNS = numberFlag("runs", 5);
const GAMES = numberFlag("games", 2);
const PORT = numberFlag("port", 8791);
const THROTTLE = numberFlag("throttle", 1);
const LEVELS = ["beginner", "casual", "club", "master"];
const SEATS = flag("seats", LEVELS.join(","));

const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;

/** CPU throttling for `page` (it holds across its navigations). */
async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  return cdp;
}

/** Long tasks, long animation frames (what ran in them) and slow input events (Event Timing,
 * input to next paint) from the page's start. */
function observeMainThread() {
  globalThis.longTasks = [];
  globalThis.longFrames = [];
  globalThis.slowEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const f of list.getEntries()) {
      const scripts = f.scripts.map((x) => `${x.invoker || x.invokerType} ${Math.round(x.duration)}`
        + (x.forcedStyleAndLayoutDuration ? ` (style+layout ${Math.round(x.forcedStyleAndLayoutDuration)})` : ""));
      globalThis.longFrames.push([f.startTime, f.duration, Math.round(f.startTime + f.duration - f.renderStart), scripts]);
    }
  }).observe({ type: "long-animation-frame", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.slowEvents.push([entry.name, entry.duration, entry.interactionId]);
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/** The tab's memory: the private resident memory (RssAnon) of the browser's renderer
 * processes, the page's and its workers' JS heaps, wasm memory (Pyodide's, twice: the
 * page's and the computers' worker's), DOM and code alike; with one tab open, they are its.
 * Beside it the page's JS heap alone (CDP Runtime.getHeapUsage). */
async function memory(browser, cdp) {
  const system = await browser.newBrowserCDPSession();
  const { processInfo } = await system.send("SystemInfo.getProcessInfo");
  await system.detach();
  const rss = (pid) => Number(/RssAnon:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) * 1024;
  const tab = processInfo.filter((p) => p.type === "renderer").reduce((sum, p) => sum + rss(p.id), 0);
  return { tab, heap: (await cdp.send("Runtime.getHeapUsage")).usedSize };
}

async function loaded(page, load, selector) {
  await load();
  await page.waitForSelector(selector, { timeout: 300_000, state: "attached" });
}

async function tableReady(page, load) {
  await loaded(page, load, 'html[data-engine="ready"]');
  await page.waitForFunction(() => document.querySelectorAll(".rack .tile").length === 14, null, { timeout: 60_000 });
  return page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0];
    const bytes = nav.transferSize + performance.getEntriesByType("resource").reduce((sum, r) => sum + r.transferSize, 0);
    const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
    return { table: mark("rummikub:table"), ready: mark("rummikub:ready"), bytes };
  });
}

async function floorReady(page, load) {
  await loaded(page, load, 'html[data-state="ready"]');
  return page.evaluate(() => performance.getEntriesByName("bench:pyodide")[0].startTime);
}

/** Keyboard moves (pick a rack tile up with Enter, lay it as a new set) and
 * mouse drops (a rack tile onto "new set"), each taken back with "Undo", on
 * the human's first turn: the slowest input-to-paint of each kind. */
async function interactions(page, BASE) {
  await page.goto(`${BASE}?seed=7&seats=you,casual,club,master&clock=0&pace=fast&lang=en`);
  await page.waitForSelector('html[data-turn="human"]', { timeout: 300_000, state: "attached" });
  const rackTile = () => page.locator(".rack .tile").first();
  const newSet = page.locator(".new-set");
  const toRack = async () => { // "Undo" by keyboard: one more keyboard move
    await page.locator('[data-action="undo"]').focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelectorAll(".rack .tile").length === 14);
  };
  for (let move = 0; move < 3; move++) {
    await rackTile().focus();
    await page.keyboard.press("Enter");
    await newSet.focus();
    await page.keyboard.press("Enter");
    await page.waitForSelector(".set .tile");
    await toRack();
    const from = await rackTile().boundingBox();
    const to = await newSet.boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.waitForSelector(".set .tile");
    await toRack();
  }
  await page.waitForTimeout(500); // the last paint's Event Timing entry
  return page.evaluate(() => {
    const kinds = { keydown: [], pointerup: [], click: [] };
    for (const [name, duration] of globalThis.slowEvents) kinds[name]?.push(duration);
    return { keys: kinds.keydown, drops: kinds.pointerup, all: globalThis.slowEvents.map(([, d]) => d) };
  });
}

/** A practice tournament (8 players, beginners) until round 1's computer table is confirmed. */
async function practiceRound(page, BASE) {
  await page.goto(`${BASE}tournament.html?lang=en`);
  await page.waitForSelector('html[data-engine="ready"]', { timeout: 300_000, state: "attached" });
  await startPractice(page);
  await page.locator("article.t-table .t-confirmed").first().waitFor({ timeout: 600_000 });
}

/** All-computer games, then the interactions, then a practice round, on the checkout served at `BASE`. */
async function play(BASE) {
  const think = Object.fromEntries(LEVELS.map((level) => [level, []]));
  const longTasks = [], memoryAfterGame = [], show = [], saves = [];
  let moves = 0, gameTime = 0;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: QUIET_ARGS });
  const context = await browser.newContext({ serviceWorkers: "block" });
  await context.addInitScript(observeMainThread);
  for (let game = 0; game < GAMES; game++) {
    const page = await context.newPage();
    const cdp = await throttle(context, page);
    await page.goto(`${BASE}?seed=${100 + game}&seats=${SEATS}&clock=0&pace=fast&lang=en`);
    await page.waitForSelector('html[data-engine="ready"]', { timeout: 300_000, state: "attached" });
    const started = await page.evaluate(() => performance.now());
    await page.waitForSelector('html[data-turn="over"]', { timeout: 1_800_000, state: "attached" });
    await page.waitForSelector("#overlay .dialog.results", { timeout: 60_000 }); // its frame counts too
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const data = await page.evaluate((from) => ({
      think: performance.getEntriesByType("measure").filter((m) => m.name.startsWith("rummikub:think:"))
        .map((m) => [m.name.split(":")[2], m.duration, m.startTime]),
      tasks: globalThis.longTasks.filter(([start]) => start > from),
      frames: globalThis.longFrames.filter(([start]) => start > from),
      show: performance.getEntriesByName("rummikub:show-move").map((m) => m.duration),
      saves: performance.getEntriesByName("rummikub:save").map((m) => m.duration),
      now: performance.now(),
    }), started);
    const firstAnswer = Math.min(...data.think.map(([, duration, start]) => start + duration));
    const first = data.think.reduce((a, b) => (b[2] < a[2] ? b : a));
    for (const entry of data.think) {
      if (entry !== first) think[entry[0]].push(entry[1]); // the page's first call waits for the worker to start
    }
    for (const [start, duration] of data.tasks) {
      // the long animation frame that holds the task: its scripts and its rendering (style to paint)
      const frame = data.frames.find(([at, length]) => at < start + duration && start < at + length); // overlaps it
      const held = frame ? `${frame[3].join(", ") || "no script"}; rendering ${frame[2]} ms` : "no frame";
      longTasks.push({ duration, warmup: start < firstAnswer, held });
    }
    moves += data.think.length;
    show.push(...data.show);
    saves.push(...data.saves);
    gameTime += data.now - started;
    memoryAfterGame.push(await memory(browser, cdp));
    await page.close();
  }
  const page = await context.newPage();
  await throttle(context, page);
  const events = await interactions(page, BASE);
  await page.close();
  const director = await context.newPage();
  const cdp = await throttle(context, director);
  await practiceRound(director, BASE);
  const memoryAfterRound = await memory(browser, cdp);
  await browser.close();
  return { think, longTasks, memoryAfterGame, show, saves, moves, gameTime, events, memoryAfterRound };
}

function report(label, r) {
  const at = THROTTLE === 1 ? "no CPU throttling" : `${THROTTLE}× CPU throttling`;
  const play = r.longTasks.filter((t) => !t.warmup).map((t) => t.duration);
  const warmup = r.longTasks.filter((t) => t.warmup).map((t) => t.duration);
  const longest = (values) => (values.length ? Math.round(Math.max(...values)) : 0);
  console.log(`\n${label}: main thread while computers play (${GAMES} all-computer games, seats ${SEATS}, ${at}, ${r.moves} moves, ${s(r.gameTime)}):`);
  console.log(`- long tasks (> 50 ms) after the worker's first answer: ${play.length}, over 100 ms: ${play.filter((d) => d > 100).length}, longest ${longest(play)} ms`);
  for (const task of r.longTasks.filter((t) => !t.warmup && t.duration > 100)) {
    console.log(`  - ${Math.round(task.duration)} ms: ${task.held}`);
  }
  console.log(`- while the worker starts (first computer move): ${warmup.length}, longest ${longest(warmup)} ms`);
  console.log(`- applying and drawing one computer move on the main thread (rummikub:show-move: engine and render; before issue #18 the save too): median ${Math.round(median(r.show))} ms, max ${Math.round(Math.max(...r.show))} ms`);
  if (r.saves.length) { // rummikub:save, a task of its own after the paint (issue #18; the baseline has none)
    console.log(`- saving after a move (rummikub:save): median ${Math.round(median(r.saves))} ms, max ${Math.round(Math.max(...r.saves))} ms`);
  }
  console.log(`- input to next paint (Event Timing): keyboard moves (keydown) max ${longest(r.events.keys)} ms `
    + `(${r.events.keys.length} over 16 ms), tile drops (pointerup) max ${longest(r.events.drops)} ms (${r.events.drops.length} over 16 ms), `
    + `any event max ${longest(r.events.all)} ms`);
  console.log(`- memory of the tab (renderer private memory: JS heaps + wasm memory of page and worker): `
    + `after a full game ${mb(median(r.memoryAfterGame.map((m) => m.tab)))} (the page's JS heap ${mb(median(r.memoryAfterGame.map((m) => m.heap)))}); `
    + `after a practice tournament round (director's page) ${mb(r.memoryAfterRound.tab)} (JS heap ${mb(r.memoryAfterRound.heap)})`);
  console.log("\nComputer move latency in the browser (worker round trip, ms; each game's first move, which waits for the worker to start, left out):\n");
  console.log("| level | moves | median | p90 | max |\n|---|---|---|---|---|");
  for (const level of LEVELS) {
    const values = r.think[level];
    if (!values.length) continue;
    console.log(`| ${level} | ${values.length} | ${Math.round(median(values))} | ${Math.round(quantile(values, 0.9))} | ${Math.round(Math.max(...values))} |`);
  }
}

/** The pages measured: this checkout, and with --baseline DIR another one (an
 * older commit with the same vendored runtime), served on PORT + 1, interleaved. */
async function measureAll(trees) {
  const floor = { cold: [], warm: [] };
  for (const tree of trees) Object.assign(tree, { cold: [], warm: [], coldBytes: [], warmBytes: [], firstScreen: [] });
  for (let run = 0; run < RUNS; run++) {
    const url = `?seed=${run + 1}&seats=you,casual,club,master&clock=0`;
    const bare = await withFreshProfile("ui-bench", QUIET_ARGS, async (context, page) => {
      await throttle(context, page);
      return { c: await floorReady(page, () => page.goto(`${trees[0].base}bench/bare.html`)), w: await floorReady(page, () => page.reload()) };
    });
    floor.cold.push(bare.c); floor.warm.push(bare.w);
    for (const tree of trees) {
      const { c, w } = await withFreshProfile("ui-bench", QUIET_ARGS, async (context, page) => {
        await throttle(context, page);
        return { c: await tableReady(page, () => page.goto(tree.base + url)), w: await tableReady(page, () => page.goto(tree.base + url)) };
      });
      tree.cold.push(c.table); tree.warm.push(w.table); tree.coldBytes.push(c.bytes); tree.warmBytes.push(w.bytes); tree.firstScreen.push(c.ready);
    }
  }
  const at = THROTTLE === 1 ? "no CPU throttling" : `${THROTTLE}× CPU throttling`;
  if (RUNS) {
    const ratio = (value, base) => `${(value / base).toFixed(2)}×`;
    console.log(`Playable table (?seed=N&seats=you,casual,club,master) against the bare loadPyodide() floor, ${at}, median of ${RUNS} interleaved runs:\n`);
    console.log("| | cold | vs floor | warm | vs floor | bytes cold |\n|---|---|---|---|---|---|");
    console.log(`| bare loadPyodide() (bench/bare.html) | ${s(median(floor.cold))} | 1.00× | ${s(median(floor.warm))} | 1.00× | |`);
    for (const tree of trees) {
      console.log(`| ${tree.name}: first screen (data-state=ready) | ${s(median(tree.firstScreen))} | ${ratio(median(tree.firstScreen), median(floor.cold))} | | | |`);
      console.log(`| ${tree.name}: playable table (rack dealt, engine loaded) | ${s(median(tree.cold))} | ${ratio(median(tree.cold), median(floor.cold))} | `
        + `${s(median(tree.warm))} | ${ratio(median(tree.warm), median(floor.warm))} | ${(median(tree.coldBytes) / 1e6).toFixed(1)} MB |`);
      const engine = tree.cold.map((table, index) => table - tree.firstScreen[index]); // our Python after the first screen
      console.log(`| ${tree.name}: first screen to playable table (pydantic, engine, table) | ${s(median(engine))} | | | | |`);
    }
  }
  for (const tree of trees) {
    if (GAMES) report(tree.name, await play(tree.base));
  }
}

const BASELINE = flag("baseline", "");
await withServer(PORT, async (BASE) => {
  const trees = [{ name: "this checkout", base: BASE }];
  if (!BASELINE) return measureAll(trees);
  return withServer(PORT + 1, (other) => measureAll([...trees, { name: `baseline (${BASELINE})`, base: other }]), BASELINE);
});
