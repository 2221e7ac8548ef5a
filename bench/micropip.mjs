// micropip against loadPackage: the time to `import pydantic` on a bare Pyodide page
// (bench/bare.html) served by our server from the vendored runtime, cold and warm.
//
//   node bench/micropip.mjs [--runs 7] [--port 8766]
//
// A: pyodide.loadPackage(["pydantic"]) from the rewritten pyodide-lock.json (what the
//    game does today, game/app.py). B: loadPackage("micropip"), then
//    micropip.install("pydantic"), which resolves from the same lock.
// Cold: a fresh browser profile; warm: a reload in the same profile. The two are
// interleaved, their order alternating from run to run. Every request is checked: the
// run fails if any leaves localhost (micropip must not ask PyPI); as a second net,
// Chromium resolves no host name but 127.0.0.1 (no page.route: it would disable caching).
import { QUIET_ARGS, median, numberFlag, withFreshProfile, withServer } from "./bench-harness.mjs";

const RUNS = numberFlag("runs", 7);
const PORT = numberFlag("port", 8766);
const VARIANTS = [
  { name: "A loadPackage([\"pydantic\"])", path: "bench/bare.html?pydantic" },
  { name: "B micropip.install(\"pydantic\")", path: "bench/bare.html?micropip" },
];
const ARGS = [...QUIET_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"];
const LOCAL = new Set(["127.0.0.1", "localhost", "[::1]"]);

const spread = (values) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;

async function measure(page, load) {
  await load();
  await page.waitForSelector('html[data-state="ready"]', { timeout: 120_000 });
  return page.evaluate(() => {
    const mark = (name) => performance.getEntriesByName(name)[0].startTime;
    const micropip = performance.getEntriesByName("bench:micropip")[0]?.startTime;
    return { total: mark("bench:pydantic"), step: mark("bench:pydantic") - mark("bench:pyodide"),
      micropip: micropip === undefined ? null : micropip - mark("bench:pyodide"),
      requests: performance.getEntriesByType("resource").length + 1, source: window.benchSource ?? null };
  });
}

await withServer(PORT, async (BASE) => {
  let version = "";
  const foreign = [];
  const sources = new Set();
  const results = VARIANTS.map(() => ({ cold: [], warm: [], coldStep: [], warmStep: [], micropipCold: [], micropipWarm: [], requests: [] }));
  const deltas = { cold: [], warm: [], coldStep: [], warmStep: [] };
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 ? [1, 0] : [0, 1];
    const thisRun = [];
    for (const index of order) {
      const { cold, warm } = await withFreshProfile("micropip-bench", ARGS, async (context, page) => {
        version = context.browser()?.version() ?? version;
        context.on("request", (request) => {
          const url = new URL(request.url());
          if (!["data:", "blob:"].includes(url.protocol) && !LOCAL.has(url.hostname)) foreign.push(request.url());
        });
        page.on("pageerror", (error) => { throw error; });
        const cold = await measure(page, () => page.goto(BASE + VARIANTS[index].path));
        const warm = await measure(page, () => page.reload());
        return { cold, warm };
      });
      const r = results[index];
      r.cold.push(cold.total); r.warm.push(warm.total);
      r.coldStep.push(cold.step); r.warmStep.push(warm.step);
      if (cold.source) sources.add(cold.source);
      if (cold.micropip !== null) { r.micropipCold.push(cold.micropip); r.micropipWarm.push(warm.micropip); }
      r.requests.push(cold.requests);
      thisRun[index] = { cold, warm };
    }
    const [a, b] = thisRun;
    deltas.cold.push(b.cold.total - a.cold.total); deltas.warm.push(b.warm.total - a.warm.total);
    deltas.coldStep.push(b.cold.step - a.cold.step); deltas.warmStep.push(b.warm.step - a.warm.step);
    process.stderr.write(`run ${run + 1}/${RUNS}: cold step A ${a.cold.step.toFixed(0)} B ${b.cold.step.toFixed(0)} ms, `
      + `warm step A ${a.warm.step.toFixed(0)} B ${b.warm.step.toFixed(0)} ms\n`);
  }
  if (foreign.length) throw new Error(`requests left localhost:\n${foreign.join("\n")}`);
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(`import pydantic done, median of ${RUNS} interleaved runs (Chromium ${version || "?"}, loopback); `
    + "in brackets the range over the runs:\n");
  console.log("| variant | cold: navigation → import | cold: after loadPyodide() | warm: navigation → import | warm: after loadPyodide() |");
  console.log("|---|---|---|---|---|");
  for (const [index, target] of VARIANTS.entries()) {
    const r = results[index];
    console.log(`| ${target.name} | ${ms(median(r.cold))} (${spread(r.cold)}) | ${ms(median(r.coldStep))} (${spread(r.coldStep)}) | `
      + `${ms(median(r.warm))} (${spread(r.warm)}) | ${ms(median(r.warmStep))} (${spread(r.warmStep)}) |`);
  }
  console.log(`| B − A, median of the per-run differences | ${ms(median(deltas.cold))} (${spread(deltas.cold)}) | `
    + `${ms(median(deltas.coldStep))} (${spread(deltas.coldStep)}) | ${ms(median(deltas.warm))} (${spread(deltas.warm)}) | `
    + `${ms(median(deltas.warmStep))} (${spread(deltas.warmStep)}) |`);
  const b = results[1];
  console.log(`\nB, of which loadPackage("micropip") + import micropip: cold ${ms(median(b.micropipCold))}, `
    + `warm ${ms(median(b.micropipWarm))}; requests per cold page load: `
    + VARIANTS.map((target, index) => `${target.name.split(" ")[0]} ${median(results[index].requests)}`).join(", "));
  console.log(`requests that left localhost: ${foreign.length}; micropip.list() source of pydantic: ${[...sources].join(", ")}`);
});
