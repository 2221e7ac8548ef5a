// Boot benchmark: navigation -> data-state="ready", cold and warm cache, and
// bytes transferred, for our page and for bare loadPyodide() pages served by
// the same server from the same vendored files (the floor).
//
//   node bench/boot.mjs [--runs 7] [--port 8765]
//
// Cold: a fresh browser profile (empty disk cache). Warm: a reload in the same
// profile (HTTP and compiled-wasm caches as a returning visitor has them).
// Pages are measured interleaved so machine noise hits them alike.
import { QUIET_ARGS, median, numberFlag, withFreshProfile, withServer } from "./bench-harness.mjs";

const RUNS = numberFlag("runs", 7);
const PORT = numberFlag("port", 8765);
const PAGES = [
  { name: "bare loadPyodide()", path: "bench/bare.html" },
  { name: "bare + pydantic", path: "bench/bare.html?pydantic" },
  { name: "our page (index.html)", path: "" },
];

async function measure(page, load) {
  await load();
  await page.waitForSelector('html[data-state="ready"]', { timeout: 120_000 });
  return page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0];
    const resources = performance.getEntriesByType("resource");
    const bytes = nav.transferSize + resources.reduce((sum, r) => sum + r.transferSize, 0);
    const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
    return { ready: mark("rummikub:ready") ?? performance.now(), bytes, python: mark("rummikub:python"),
      engine: mark("rummikub:engine"), requests: resources.length + 1 };
  });
}

await withServer(PORT, async (BASE) => {
  let version = "";
  const results = PAGES.map(() => ({ cold: [], warm: [], coldBytes: [], warmBytes: [], python: [], engine: [] }));
  for (let run = 0; run < RUNS; run++) {
    for (const [index, target] of PAGES.entries()) {
      const { cold, warm } = await withFreshProfile("boot-bench", QUIET_ARGS, async (context, page) => {
        version = context.browser()?.version() ?? version;
        page.on("pageerror", (error) => { throw error; });
        const cold = await measure(page, () => page.goto(BASE + target.path));
        const warm = await measure(page, () => page.reload());
        return { cold, warm };
      });
      const r = results[index];
      r.cold.push(cold.ready); r.warm.push(warm.ready);
      r.coldBytes.push(cold.bytes); r.warmBytes.push(warm.bytes);
      if (cold.python !== null) r.python.push(cold.python);
      if (cold.engine !== null) r.engine.push(cold.engine);
    }
  }
  const floor = results[0];
  const rows = PAGES.map((target, index) => {
    const r = results[index];
    const cold = median(r.cold), warm = median(r.warm);
    return `| ${target.name} | ${(cold / 1000).toFixed(2)} s | ${(cold / median(floor.cold)).toFixed(2)}× | `
      + `${(warm / 1000).toFixed(2)} s | ${(warm / median(floor.warm)).toFixed(2)}× | `
      + `${(median(r.coldBytes) / 1e6).toFixed(1)} MB | ${(median(r.warmBytes) / 1e6).toFixed(2)} MB |`;
  });
  console.log(`Boot to ready, median of ${RUNS} runs (Chromium ${version || "?"}, loopback):\n`);
  console.log("| page | cold | vs floor | warm | vs floor | bytes cold | bytes warm |");
  console.log("|---|---|---|---|---|---|---|");
  console.log(rows.join("\n"));
  const ours = results[2];
  if (ours.python.length) {
    console.log(`\nour page, cold medians: game/main.py starts ${(median(ours.python) / 1000).toFixed(2)} s, `
      + `first screen ready ${(median(ours.cold) / 1000).toFixed(2)} s, `
      + `pydantic + engine loaded ${(median(ours.engine) / 1000).toFixed(2)} s`);
  }
});
