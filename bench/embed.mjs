// Embedding benchmark (README "Embed"): the game page framed by a club's page on another origin
// (tests/e2e/embed-host.html, served here on a second port at http://localhost), third-party
// storage blocked and allowed, against the same page opened on its own. Cold (a fresh profile
// per load), interleaved; the medians of the frame's own marks: engine ready after its
// navigation ("rummikub:engine"), and a whole game of two Club computers at pace=instant from
// the table being up ("rummikub:table") to its end (the worker's start included).
//
//   node bench/embed.mjs [--runs 7] [--port 8793]
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { QUIET_ARGS, ROOT, median, numberFlag, withFreshProfile, withServer } from "./bench-harness.mjs";

const RUNS = numberFlag("runs", 7);
const PORT = numberFlag("port", 8793);
const QUERY = "seed=3&seats=club,club&clock=off&pace=instant&lang=en";
const CLUB_PAGE = readFileSync(join(ROOT, "tests/e2e/embed-host.html"), "utf8");
const WAYS = { alone: "enable", "framed, storage blocked": "enable", "framed, storage allowed": "disable" };

async function once(base, club, way) {
  const args = [...QUIET_ARGS, `--${WAYS[way]}-features=TrackingProtection3pcd`];
  return withFreshProfile("rummikub-embed", args, async (_context, page) => {
    let frame = page.mainFrame();
    if (way === "alone") {
      await page.goto(`${base}?${QUERY}`);
    } else {
      const game = `${base}?embed=1&parent=${encodeURIComponent(club)}&${QUERY}`;
      await page.goto(`${club}/club.html?game=${encodeURIComponent(game)}`);
      frame = await (await page.waitForSelector("#rummikub")).contentFrame();
    }
    await frame.waitForFunction(() => document.documentElement.dataset.turn === "over", null, { timeout: 180_000 });
    return frame.evaluate(() => {
      const mark = (name) => performance.getEntriesByName(name)[0].startTime;
      return { engine: mark("rummikub:engine"), game: performance.now() - mark("rummikub:table") };
    });
  });
}

await withServer(PORT, async (base) => {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(CLUB_PAGE);
  });
  await new Promise((done) => server.listen(PORT + 1, "127.0.0.1", done));
  const club = `http://localhost:${PORT + 1}`;
  const found = Object.fromEntries(Object.keys(WAYS).map((way) => [way, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const way of Object.keys(WAYS)) found[way].push(await once(base, club, way));
  }
  server.close();
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`| page (${RUNS} cold runs, median) | engine ready | game of two Club computers |\n|---|---|---|`);
  for (const [way, runs] of Object.entries(found)) {
    console.log(`| ${way} | ${s(median(runs.map((r) => r.engine)))} | ${s(median(runs.map((r) => r.game)))} |`);
  }
});
