// The rules tutorial (issue #20, game/learn/): the first three lessons done by
// keyboard alone, a wrong try explained in the rule's words, and the progress
// kept on the device (the tutorial goes on where it stopped).
const { test, expect } = require("./fixtures");
const { openTitle, rack, rackTile, tableSet, newSet } = require("./game-helpers");

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
  await expect(page.locator("#learn-verdict")).toHaveText(/^A run needs 3 to 13 tiles .*\(R-RUN\)$/);
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
