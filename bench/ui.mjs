// Game-screen benchmark (issue #5): time from navigation to a playable table
// (cold and warm cache) and bytes transferred; the longest main-thread task
// while computer players think (PerformanceObserver "longtask", target: none
// over 100 ms); computer move latency per level, measured in the page around
// each worker call (User Timing "rummikub:think:<level>", see game/ui/screen.py).
//
//   node bench/ui.mjs [--runs 5] [--games 2] [--port 8791] [--seats beginner,casual,club,master]
//
// --runs 0 skips the page loads; --seats master,master,master,master times
// only Master (its worst move is what the 1.5 s limit of issue #4 is about).
// Table: ?seed=..&seats=you,casual,club,master (the game starts from the
// address), done when html[data-engine=ready] and the rack holds 14 tiles.
// Thinking: an all-computer game (beginner, casual, club, master) played to
// its end at pace "fast", per seed.
import { CHROMIUM, QUIET_ARGS, chromium, flag, median, numberFlag, withFreshProfile, withServer } from "./bench-harness.mjs";

const RUNS = numberFlag("runs", 5);
const GAMES = numberFlag("games", 2);
const PORT = numberFlag("port", 8791);
const LEVELS = ["beginner", "casual", "club", "master"];
const SEATS = flag("seats", LEVELS.join(","));

const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function tableReady(page, load) {
  await load();
  await page.waitForSelector('html[data-engine="ready"]', { timeout: 120_000, state: "attached" });
  await page.waitForFunction(() => document.querySelectorAll(".rack .tile").length === 14, null, { timeout: 60_000 });
  return page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0];
    const bytes = nav.transferSize + performance.getEntriesByType("resource").reduce((sum, r) => sum + r.transferSize, 0);
    const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
    return { table: mark("rummikub:table"), ready: mark("rummikub:ready"), bytes };
  });
}

await withServer(PORT, async (BASE) => {
  const cold = [], warm = [], coldBytes = [], warmBytes = [], firstScreen = [];
  for (let run = 0; run < RUNS; run++) {
    const url = `${BASE}?seed=${run + 1}&seats=you,casual,club,master&clock=0`;
    const { c, w } = await withFreshProfile("ui-bench", QUIET_ARGS, async (context, page) => {
      const c = await tableReady(page, () => page.goto(url));
      const w = await tableReady(page, () => page.goto(url));
      return { c, w };
    });
    cold.push(c.table); warm.push(w.table); coldBytes.push(c.bytes); warmBytes.push(w.bytes); firstScreen.push(c.ready);
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: QUIET_ARGS });
  const think = Object.fromEntries(LEVELS.map((level) => [level, []]));
  const longTasks = [];
  let moves = 0, gameTime = 0;
  const show = [];
  for (let game = 0; game < GAMES; game++) {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      globalThis.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) globalThis.longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: "longtask", buffered: true });
    });
    await page.goto(`${BASE}?seed=${100 + game}&seats=${SEATS}&clock=0&pace=fast&lang=en`);
    await page.waitForSelector('html[data-engine="ready"]', { timeout: 120_000, state: "attached" });
    const started = await page.evaluate(() => performance.now());
    await page.waitForSelector('html[data-turn="over"]', { timeout: 600_000, state: "attached" });
    const data = await page.evaluate((from) => ({
      think: performance.getEntriesByType("measure").filter((m) => m.name.startsWith("rummikub:think:"))
        .map((m) => [m.name.split(":")[2], m.duration, m.startTime]),
      // tasks while the computers play, after the worker's first answer (its start-up is counted apart)
      tasks: globalThis.longTasks.filter(([start]) => start > from),
      show: performance.getEntriesByName("rummikub:show-move").map((m) => m.duration),
      now: performance.now(),
    }), started);
    const firstAnswer = Math.min(...data.think.map(([, duration, start]) => start + duration));
    const first = data.think.reduce((a, b) => (b[2] < a[2] ? b : a));
    for (const entry of data.think) {
      if (entry !== first) think[entry[0]].push(entry[1]); // the page's first call waits for the worker to start
    }
    for (const [start, duration] of data.tasks) longTasks.push({ duration, warmup: start < firstAnswer });
    moves += data.think.length;
    show.push(...data.show);
    gameTime += data.now - started;
    await page.close();
  }
  await browser.close();

  if (RUNS) {
    console.log(`Playable table (?seed=N&seats=you,casual,club,master), median of ${RUNS} runs:\n`);
    console.log("| | cold | warm |\n|---|---|---|");
    console.log(`| first screen (data-state=ready) | ${s(median(firstScreen))} | |`);
    console.log(`| playable table (rack dealt, engine loaded) | ${s(median(cold))} | ${s(median(warm))} |`);
    console.log(`| bytes transferred | ${(median(coldBytes) / 1e6).toFixed(1)} MB | ${(median(warmBytes) / 1e6).toFixed(2)} MB |`);
  }
  const play = longTasks.filter((t) => !t.warmup).map((t) => t.duration);
  const warmup = longTasks.filter((t) => t.warmup).map((t) => t.duration);
  console.log(`\nMain thread while computers play (${GAMES} all-computer games, seats ${SEATS}, ${moves} moves, ${s(gameTime)}):`);
  console.log(`- long tasks (> 50 ms) after the worker's first answer: ${play.length}, longest ${play.length ? Math.round(Math.max(...play)) : 0} ms`);
  console.log(`- while the worker starts (first computer move): ${warmup.length}, longest ${warmup.length ? Math.round(Math.max(...warmup)) : 0} ms`);
  console.log(`- applying and drawing one computer move on the main thread (engine, render, save): median ${Math.round(median(show))} ms, max ${Math.round(Math.max(...show))} ms`);
  console.log("\nComputer move latency in the browser (worker round trip, ms; each game's first move, which waits for the worker to start, left out):\n");
  console.log("| level | moves | median | p90 | max |\n|---|---|---|---|---|");
  for (const level of LEVELS) {
    const values = think[level];
    if (!values.length) continue;
    console.log(`| ${level} | ${values.length} | ${Math.round(median(values))} | ${Math.round(quantile(values, 0.9))} | ${Math.round(Math.max(...values))} |`);
  }
});
