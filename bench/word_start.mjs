// The word game's start in Chromium (README "Word game"): a first visit (fresh profile) that
// opens a hot-seat word game from its link, against the numbers game's link, interleaved.
//
//   node bench/word_start.mjs [--runs 5] [--throttle 1] [--port 8768]
//
// Per run: navigation -> the table drawn (rummikub:table), and for the word game the load of its
// modules and lexicon (rummikub:words-load, game.word_loading), medians over the runs.
// --throttle 4 is the low-end laptop (Lighthouse's mobile CPU setting, DevTools protocol).
import { QUIET_ARGS, median, numberFlag, withFreshProfile, withServer } from "./bench-harness.mjs";

const RUNS = numberFlag("runs", 5);
const THROTTLE = numberFlag("throttle", 1);
const PORT = numberFlag("port", 8768);
const GAMES = [
  { name: "numbers game", query: "?seats=you,you&seed=11&clock=0" },
  { name: "word game", query: "?variant=words&seats=you,you&seed=11&clock=0" },
];

await withServer(PORT, async (BASE) => {
  const results = Object.fromEntries(GAMES.map((game) => [game.name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const game of GAMES) {
      results[game.name].push(await withFreshProfile("word-start", QUIET_ARGS, async (context, page) => {
        if (THROTTLE > 1) {
          const cdp = await context.newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
        }
        page.on("pageerror", (error) => { throw error; });
        await page.goto(BASE + game.query);
        await page.waitForFunction(() => performance.getEntriesByName("rummikub:table").length, null,
          { timeout: 300_000 });
        return page.evaluate(() => ({
          table: performance.getEntriesByName("rummikub:table")[0].startTime,
          words: performance.getEntriesByName("rummikub:words-load")[0]?.duration ?? null,
        }));
      }));
    }
  }
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`First visit, CPU throttle ${THROTTLE}×, median of ${RUNS} runs:`);
  for (const game of GAMES) {
    const runs = results[game.name];
    const words = runs[0].words === null ? "" : `, of which the word game's load ${s(median(runs.map((r) => r.words)))}`;
    console.log(`  ${game.name}: table drawn ${s(median(runs.map((r) => r.table)))}${words}`);
  }
});
