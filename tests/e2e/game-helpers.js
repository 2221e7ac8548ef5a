// Helpers for the game tests: open a game from the address, find tiles and
// sets by their accessible names, drag with the mouse like a player.
const { expect, openReady } = require("./fixtures");

/** Open the page with `query` and wait until the rules are loaded. */
async function openTitle(page, query) {
  await openReady(page, query);
  await expect(page.locator("html")).toHaveAttribute("data-engine", "ready", { timeout: 45_000 });
}

/** Open a game from the address and wait until the table is up. `setup`:
 * a known position for game/e2e_setup.py, handed over the only way it can be,
 * a global set before the page's scripts run (no address reaches it). */
async function openGame(page, query, setup) {
  if (setup) await page.addInitScript((value) => { window.rummikubTestSetup = value; }, setup);
  await openTitle(page, query);
  await expect(page.locator("#table")).toBeVisible();
}

const rack = (page) => page.locator(".rack");
const rackTile = (page, name) => rack(page).getByRole("button", { name, exact: true });
const tableSet = (page, number) => page.getByRole("group", { name: new RegExp(`^(Set|Serie) ${number}:`) });
const newSet = (page) => page.locator(".new-set");

/** Drag `source` onto `target` with real pointer movement. */
async function drag(page, source, target) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 3 });
  await page.mouse.move(to.x + to.width - 4, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
}

module.exports = { openTitle, openGame, rack, rackTile, tableSet, newSet, drag };
