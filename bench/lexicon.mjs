// The word lexicon's load time in Chromium (README "Word lexicon"): bench/lexicon.html on
// our server, each run on a fresh profile (the file not cached), medians over the runs.
//
//   node bench/lexicon.mjs [--runs 7] [--loads 7] [--port 8767]
//
// Per run: the import of rules.words.lexicon, the fetch of the built file (loopback), its
// bytes handed to Python, the first load(bytes) and the median of --loads loads in that
// page. CPython and Pyodide under Node: python3 bench/lexicon.py.
import { QUIET_ARGS, median, numberFlag, withFreshProfile, withServer } from "./bench-harness.mjs";

const RUNS = numberFlag("runs", 7);
const LOADS = numberFlag("loads", 7);
const PORT = numberFlag("port", 8767);
const ms = (value) => `${value.toFixed(0)} ms`;

await withServer(PORT, async (BASE) => {
  let version = "";
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    runs.push(await withFreshProfile("lexicon-bench", QUIET_ARGS, async (context, page) => {
      version = context.browser()?.version() ?? version;
      page.on("pageerror", (error) => { throw error; });
      await page.goto(`${BASE}bench/lexicon.html?loads=${LOADS}`);
      await page.waitForSelector('html[data-state="ready"]', { timeout: 120_000 });
      return page.evaluate(() => window.benchResult);
    }));
  }
  const [first] = runs;
  if (first.check !== "None name") throw new Error(`HAUSTÜR, BERLIN: ${first.check}, expected None name`);
  const column = (name) => median(runs.map((result) => result[name]));
  console.log(`${first.path} (${(first.size / 1e6).toFixed(2)} MB), Chromium ${version}, median of ${RUNS} runs:`);
  console.log(`  import rules.words.lexicon ${ms(column("importMs"))}, fetch ${ms(column("fetchMs"))}, `
    + `bytes into Python ${ms(column("toPythonMs"))}`);
  console.log(`  load(bytes): first ${ms(median(runs.map((r) => r.loadMs[0])))}, `
    + `median of ${LOADS} in a page ${ms(median(runs.map((r) => median(r.loadMs))))} `
    + `(runs' medians ${runs.map((r) => median(r.loadMs).toFixed(0)).join(", ")})`);
});
