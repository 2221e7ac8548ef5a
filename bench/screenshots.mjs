// Screenshots of the game at phone and desktop size, for looking at the UI
// (not a test): title, new-game dialog, a game in progress (also greyscale,
// to check that tiles differ without colour), a dense table, the end of a game,
// a German end of game with every loser under R-NO-MELD (the widest score table),
// and the statistics that game leaves.
//
//   node bench/screenshots.mjs [--port 8793]     -> bench/results/screens/*.png
import { OUT, SIZES, withBrowser } from "./screens-harness.mjs";

const DENSE = [
  ...Array.from({ length: 13 }, (_, n) => ["K", "O", "B", "R"].map((c) => `${c}${n + 1}`).join(" ")),
  ...["K", "O", "B", "R"].flatMap((c) => [1, 4, 7, 10].map((s) => [s, s + 1, s + 2].map((n) => `${c}${n}`).join(" "))),
].join("|");

async function open(browser, base, size, query, setup) {
  const page = await browser.newPage({ viewport: SIZES[size], bypassCSP: true });  // the greyscale check adds a style tag
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  if (setup) await page.addInitScript((value) => { window.rummikubTestSetup = value; }, setup);  // game/e2e_setup.py
  await page.goto(base + query);
  await page.waitForSelector('html[data-engine="ready"]', { state: "attached", timeout: 120_000 });
  return page;
}

const shot = (page, name) => page.screenshot({ path: `${OUT}/${name}.png` });

await withBrowser(8793, async (browser, BASE) => {
  for (const size of Object.keys(SIZES)) {
    let page = await open(browser, BASE, size, "?lang=de");
    await shot(page, `${size}-title`);
    await page.getByRole("button", { name: "Neues Spiel" }).click();
    await shot(page, `${size}-dialog`);
    await page.close();

    page = await open(browser, BASE, size, `?seed=42&seats=you,casual,club,master&clock=60&pace=instant&lang=en`);
    for (let turn = 0; turn < 6; turn++) {
      await page.waitForSelector('html[data-turn="human"], html[data-turn="over"]', { state: "attached", timeout: 60_000 });
      if (await page.evaluate(() => document.documentElement.dataset.turn === "over")) break;
      await page.getByRole("button", { name: /^(Draw|Pass)$/ }).click();
    }
    await page.waitForSelector('html[data-turn="human"], html[data-turn="over"]', { state: "attached", timeout: 60_000 });
    await page.getByRole("button", { name: "Hint" }).click();
    await shot(page, `${size}-game`);
    await page.addStyleTag({ content: "html { filter: grayscale(1); }" });
    await shot(page, `${size}-game-greyscale`);
    await page.addStyleTag({ content: "html { filter: none; }" });
    for (let turn = 0; turn < 300; turn++) {
      const state = await page.evaluate(() => document.documentElement.dataset.turn);
      if (state === "over") break;
      if (state === "human") await page.getByRole("button", { name: /^(Draw|Pass)$/ }).click();
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(500);
    await shot(page, `${size}-game-over`);
    await page.close();

    // Out at once (German): the others never melded, so each gets a note (issue #19: the table fits 360 px).
    page = await open(browser, BASE, size, "?seed=3&seats=you,beginner,casual,master&clock=0&pace=instant&lang=de",
                      "position=/R10 R11 R12;melded");
    await page.getByRole("button", { name: "Rot 10", exact: true }).click();
    await page.locator(".new-set").click();
    for (const name of ["Rot 11", "Rot 12"]) {
      await page.getByRole("button", { name, exact: true }).click();
      await page.locator(".set").first().click();
    }
    await page.getByRole("button", { name: "Zug beenden" }).click();
    await page.getByRole("dialog", { name: /Spielende/ }).waitFor();
    await shot(page, `${size}-game-over-de`);
    await page.getByRole("button", { name: "Nächstes Spiel (2 von 4)" }).click();
    await page.getByRole("button", { name: "Menü" }).click();
    await page.getByRole("menuitem", { name: "Statistik" }).click();
    await page.getByRole("dialog", { name: "Statistik" }).waitFor();
    await shot(page, `${size}-stats`);
    await page.close();

    page = await open(browser, BASE, size, "?seed=1&seats=you,casual&clock=60&lang=en",
                      `position=${DENSE}/K13 O13 B13 R13 J J;melded`);
    await page.locator(".sets.dense").waitFor();  // the switch to small tiles takes a few frames (issue #18)
    await shot(page, `${size}-dense-table`);
    await page.close();
  }
  console.log(`screenshots in ${OUT}`);
});
