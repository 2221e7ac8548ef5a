// Learning (issue #20, game/learn/): the tutorial's first three lessons done by
// keyboard alone, a wrong try explained in the rule's words, the progress kept on
// the device; a solver-made puzzle solved by dragging tiles, its solution shown;
// the post-game analysis of a finished game, a turn shown on the replayed table.
const { test, expect } = require("./fixtures");
const { openTitle, openGame, rack, rackTile, tableSet, newSet, drag } = require("./game-helpers");

/** Pick the rack tile `name` up and drop it on `target`, by keyboard (Enter on focused buttons). */
async function put(page, name, target) {
  await rackTile(page, name).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#live")).toContainText(`${name} picked up`);
  await target.focus();
  await page.keyboard.press("Enter");
}

async function check(page, praise) {
  await page.getByRole("button", { name: "Check" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#learn-verdict")).toContainText(praise);
  await expect(page.getByRole("button", { name: "Next lesson" })).toBeFocused();
}

test("tutorial: the first three lessons by keyboard, progress kept", async ({ page }) => {
  await openTitle(page, "?mode=tutorial&lang=en");
  await expect(page.getByRole("button", { name: "Start: A run" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "A run" })).toBeFocused();
  const firstSetTile = () => tableSet(page, 1).getByRole("button").first();

  // 1. a run; a try with two tiles is refused in the words of R-RUN
  await put(page, "Red 4", newSet(page));
  await put(page, "Red 5", firstSetTile());
  await page.getByRole("button", { name: "Check" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#learn-verdict")).toHaveText(/^A run needs 3 to 13 tiles .*[^)]$/);
  await expect(page.locator("#learn-verdict")).toHaveAttribute("title", "Rule: R-RUN");  // the id for club players
  await put(page, "Red 6", firstSetTile());
  await expect(tableSet(page, 1)).toHaveAttribute("aria-label", "Set 1: run");
  await check(page, "Well done: that is a run.");
  await page.keyboard.press("Enter");

  // 2. a group
  await expect(page.getByRole("heading", { name: "A group" })).toBeFocused();
  await put(page, "Black 8", newSet(page));
  for (const name of ["Orange 8", "Blue 8"]) await put(page, name, firstSetTile());
  await check(page, "Right: a group.");
  await page.keyboard.press("Enter");

  // 3. the joker
  await expect(page.getByRole("heading", { name: "The joker" })).toBeFocused();
  await put(page, "Black 11", newSet(page));
  for (const name of ["Black 13", "Joker"]) await put(page, name, firstSetTile());
  await check(page, "here the joker is Black 12");
  await expect(rack(page).getByRole("button")).toHaveCount(1);

  // kept on the device (a new visit goes on from it: tests/py/test_learn_tutorial.py), and the list says so
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("rummikub.learn")));
  expect(stored.lessons).toEqual(["run", "group", "joker"]);
  await page.getByRole("button", { name: "All lessons" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Go on: The first meld: 30 points" })).toBeFocused();
  await expect(page.locator("#learn-progress-n")).toHaveText("Lessons done: 3 of 10. Puzzles solved: 0.");
  await expect(page.locator(".learn-lesson.done")).toHaveCount(3);
});


test("a puzzle is solved and checked, then a finished game's analysis shows a turn on the table", async ({ page }) => {
  test.setTimeout(120_000);
  // puzzle 24 (easy): the best play lays Black, Orange and Red 10 as a new group (R-GROUP)
  await openTitle(page, "?mode=puzzle&seed=24&pace=fast&lang=en");
  await expect(page.locator(".puzzle-bar")).toContainText("Goal: 3 tiles");
  await expect(page.locator(".puzzle-share")).toHaveAttribute("href", "?mode=puzzle&seed=24");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.locator(".status-line")).toContainText("Link copied: http");
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/(index\.html)?\?mode=puzzle&seed=24$/);
  await expect(page.locator(".status-line")).toContainText(`Link copied: ${link}`);
  await drag(page, rackTile(page, "Black 10"), newSet(page));
  await drag(page, rackTile(page, "Orange 10"), page.locator(".set").last());
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.locator("#error")).toContainText("A group needs 3 or 4 tiles");  // the rule's own words
  await expect(page.locator("#error")).toHaveAttribute("title", "Rule: R-GROUP");
  await expect(page.locator("#live")).toContainText("A group needs 3 or 4 tiles");  // said once, by the live region
  await drag(page, rackTile(page, "Red 10").first(), page.locator(".set").last());
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-puzzle", "solved");
  await expect(page.locator("#notice")).toHaveText("Solved! 3 tiles: the best there is.");
  // a solved puzzle joins the learner's progress (the teacher's export holds it)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("rummikub.learn")).puzzles)).toEqual(["24"]);
  await page.getByRole("button", { name: "Show solution" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-puzzle", "shown");
  await expect(page.locator(".set .tile.fresh")).toHaveCount(3);
  // the puzzle of the day, asked for twice, stands once in the set (it stood twice: "3 of 3")
  await page.getByRole("button", { name: "Puzzle of the day" }).click();
  await expect(page.locator(".puzzle-name")).toHaveText("Puzzle of the day");
  await page.getByRole("button", { name: "Puzzle of the day" }).click();
  await expect(page.locator(".puzzle-where")).toHaveText("puzzle 2 of 2 in this set");

  await openGame(page, "?seed=3&seats=you,beginner&clock=0&pace=instant&lang=en", "played");
  const over = page.getByRole("dialog", { name: /Game over/ });
  await over.getByRole("button", { name: "Analysis" }).click();
  const analysis = page.getByRole("dialog", { name: "Your turns against the solver" });
  await expect(analysis.locator("tbody tr").first()).toBeVisible({ timeout: 60_000 });
  await expect(analysis).toContainText(/You: \d+ turns, \d+ of them with a better play/);
  // a row's "pool low" note once widened its column so that the Show buttons left the box (a tablet's width)
  await expect(analysis).toContainText("pool low: most points");
  await page.setViewportSize({ width: 660, height: 900 });
  expect(await analysis.locator(".scroll").evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  const missed = analysis.locator("tr.missed").first();
  await expect(missed.locator("td").first()).toContainText(/^\d+, marked$/);  // the mark said, not only coloured
  const turn = (await missed.locator("td").first().textContent()).split(",")[0];
  await missed.getByRole("button").click();
  await expect(page.locator("#replay-note")).toContainText(`Turn ${turn} (You): the solver's table`);
  await page.locator("#replay-note summary").click();  // the solver's sets in words, folded
  await expect(page.locator("#replay-note details")).toContainText(/^In words(Start a new set|Lay|Move|Make)/);
  await expect(page.locator(".rack .tile").first()).toBeVisible();  // his rack at that turn, the solver's tiles hinted
  // the seats and the move log as they were at that turn, not at the game's end
  const rackSize = await page.locator(".rack .tile").count();
  await expect(page.locator(".seat-list li", { hasText: "You" }).locator(".seat-count")).toHaveText(String(rackSize));
  await expect(page.locator(".seat-list li", { hasText: "You" })).toHaveClass(/turn/);
  if (Number(turn) > 1) await expect(page.locator("#log .log-empty")).toHaveCount(0);
  // the game's menu leads to the lessons too (the game is saved: its page resumes it)
  await page.getByRole("button", { name: "Menu" }).click();
  await Promise.all([page.waitForURL(/\?mode=tutorial&lang=en$/), page.getByRole("menuitem", { name: "Learn" }).click()]);
  // from a puzzle, the new-game dialog offers the saved game's seats and clock, not the puzzle's nor the defaults
  await openTitle(page, "?mode=puzzle&seed=24&lang=en");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: "New game" }).click();
  const dialog = page.getByRole("dialog", { name: "New game" });
  await expect(dialog.locator(".seat-row")).toHaveCount(2);
  await expect(dialog.locator("select[name=seat1]")).toHaveValue("beginner");
  await expect(dialog.locator("select[name=clock]")).toHaveValue("0");
});
