// Learning (issue #20): a solver-made puzzle solved by dragging tiles, its
// solution shown; the post-game analysis of a finished game opened from the
// end-of-game screen, a turn shown on the replayed table.
const { test, expect } = require("./fixtures");
const { openTitle, openGame, rackTile, newSet, drag } = require("./game-helpers");

test("a puzzle is solved and checked, then a finished game's analysis shows a turn on the table", async ({ page }) => {
  test.setTimeout(120_000);
  // puzzle 24 (easy): the best play lays Black, Orange and Red 10 as a new group (R-GROUP)
  await openTitle(page, "?mode=puzzle&seed=24&pace=fast&lang=en");
  await expect(page.locator(".puzzle-bar")).toContainText("Goal: 3 tiles");
  await expect(page.locator(".puzzle-share")).toHaveAttribute("href", "?mode=puzzle&seed=24");
  await drag(page, rackTile(page, "Black 10"), newSet(page));
  await drag(page, rackTile(page, "Orange 10"), page.locator(".set").last());
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByRole("alert")).toContainText("(R-GROUP)");  // the rule's own words
  await drag(page, rackTile(page, "Red 10").first(), page.locator(".set").last());
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-puzzle", "solved");
  await expect(page.locator("#notice")).toHaveText("Solved! 3 tiles: the best there is.");
  await page.getByRole("button", { name: "Show solution" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-puzzle", "shown");
  await expect(page.locator(".set .tile.fresh")).toHaveCount(3);

  await openGame(page, "?seed=3&seats=you,beginner&clock=0&pace=instant&lang=en", "played");
  const over = page.getByRole("dialog", { name: /Game over/ });
  await over.getByRole("button", { name: "Analysis" }).click();
  const analysis = page.getByRole("dialog", { name: "Your turns against the solver" });
  await expect(analysis.locator("tbody tr").first()).toBeVisible({ timeout: 60_000 });
  await expect(analysis).toContainText(/You: \d+ turns, \d+ of them with a better play/);
  const missed = analysis.locator("tr.missed").first();
  const turn = await missed.locator("td").first().textContent();
  await missed.getByRole("button").click();
  await expect(page.locator("#replay-note")).toContainText(`Turn ${turn} (You): the solver's table`);
  await expect(page.locator(".rack .tile").first()).toBeVisible();  // his rack at that turn, the solver's tiles hinted
});
