// Screenshots of club play on the device (not a test): the director's round view
// with "Play here" open, a refused score sheet (German) with its reason at the sheet
// and what blocks the next round, a tournament table's game with the players' names,
// the end of that game with its score-sheet note, the practice form and a practice
// round whose computer table has played, at phone and desktop size.
//
//   node bench/screenshots-club.mjs [--port 8794]     -> bench/results/screens/club-*.png
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { OUT, ROOT, SIZES, withBrowser } from "./screens-harness.mjs";

const PYTHON = resolve(ROOT, ".venv/bin/python");
// Round 1 of a club tournament of 8, drawn (the file the director's page stores).
const TOURNAMENT = execFileSync(PYTHON, ["-c", `
from rules.tournament import director
from rules.tournament.model import Player, Settings, Tournament, export_json
names = ["Anna", "Bernd", "Carla", "Dieter", "Eva", "Frank", "Gisela", "Hans"]
t = Tournament(settings=Settings(name="Club night", rounds=3, seconds_per_turn=60, seed=42),
               players=[Player(id=i, name=n) for i, n in enumerate(names, 1)])
print(export_json(director.start_next_round(t)))`], { cwd: ROOT, encoding: "utf8" });

const shot = (page, name) => page.screenshot({ path: `${OUT}/club-${name}.png` });
const ready = (page) => page.waitForSelector('html[data-engine="ready"]', { state: "attached", timeout: 120_000 });

await withBrowser(8794, async (browser, BASE) => {
  for (const size of Object.keys(SIZES)) {
    const page = await browser.newPage({ viewport: SIZES[size] });
    page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
    await page.goto(BASE + "tournament.html");
    await page.evaluate((file) => { localStorage.clear(); localStorage.setItem("rummikub.tournament", file); }, TOURNAMENT);
    await page.reload();
    await ready(page);
    const table = page.locator('article[data-table="1"]');
    await table.getByText("Play here").click();
    await table.locator(".t-play select").nth(1).selectOption("club");
    await table.locator(".t-play select").nth(2).selectOption("casual");
    await table.locator(".t-play select").nth(3).selectOption("master");
    await table.scrollIntoViewIfNeeded();
    await shot(page, `${size}-play-here`);
    await page.goto(BASE + "tournament.html?lang=de");
    await ready(page);
    const sheet = page.locator('article[data-table="1"]');
    for (const [seat, score] of [["B", "-10"], ["C", "-20"], ["D", "-30"]]) {
      await sheet.getByLabel(`Tisch 1 Spiel 1 ${seat}`, { exact: true }).fill(score);
    }
    await sheet.getByLabel("Gewinner 1", { exact: true }).selectOption("A");
    await sheet.getByLabel("Tisch 1 Spiel 2 A", { exact: true }).fill("-10");
    await sheet.getByLabel("Gewinner 2", { exact: true }).selectOption("B");
    await sheet.getByRole("button", { name: "Spiele speichern" }).click();
    await sheet.getByRole("alert").waitFor();
    await shot(page, `${size}-sheet-refused-de`);
    await page.locator(".t-blocked").scrollIntoViewIfNeeded();
    await shot(page, `${size}-round-blocked-de`);
    await page.goto(BASE + "index.html?table=1.1&seats=human,club,casual,master&lang=en&pace=instant");
    await ready(page);
    await page.waitForSelector('html[data-turn="human"]', { state: "attached", timeout: 60_000 });
    await shot(page, `${size}-table-game`);
    await page.goto(BASE + "index.html?table=1.2&seats=beginner,beginner,beginner,beginner&lang=de&pace=instant");
    await page.getByRole("dialog").waitFor({ timeout: 240_000 });
    await shot(page, `${size}-sheet-entered`);
    await page.goto(BASE + "tournament.html");
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await ready(page);
    await page.locator('form[data-form="practice"]').scrollIntoViewIfNeeded();
    await shot(page, `${size}-practice-form`);
    await page.getByLabel("Your name").fill("Zoe");
    await page.getByRole("button", { name: "Start practice" }).click();
    await page.locator("article.t-table .t-confirmed").first().waitFor({ timeout: 240_000 });
    await page.locator(".t-yours").scrollIntoViewIfNeeded();
    await shot(page, `${size}-practice-round`);
    await page.close();
  }
});
