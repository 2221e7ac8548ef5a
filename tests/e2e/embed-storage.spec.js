// Embedding (README "Embed") where the browser allows the frame its own storage: the game
// saved in the frame resumes on a reload; a `parent` that is no origin embeds without the API.
const { test, expect } = require("./fixtures");
const { startClubServer, stopClubServer, thirdPartyStorage, openClubPage, events } =
  require("./embed-helpers");

test.beforeAll(startClubServer);
test.afterAll(stopClubServer);

test.use(thirdPartyStorage(false));

test("a parent that is no origin: the table without the API, said; the frame's game resumes on reload", async ({ page, baseURL }) => {
  const frame = await openClubPage(page, baseURL, "seed=4&seats=you,casual&lang=en&pace=fast", "http://club.example");
  await expect(frame.locator(".rack .tile").first()).toBeVisible({ timeout: 45_000 });
  await expect(frame.locator("html")).toHaveAttribute("data-embed", "plain");
  await expect(frame.locator("#status")).toContainText("Ignored parent='http://club.example'");
  await expect(frame.locator("#status")).not.toContainText("storage blocked");
  await frame.getByRole("button", { name: "Draw" }).click();  // the computer moves in the worker, then it is ours again
  await expect(frame.locator("html")).toHaveAttribute("data-turn", "human", { timeout: 45_000 });
  await expect(frame.locator(".rack .tile")).toHaveCount(15);
  await page.reload();  // the frame's own (partitioned) storage kept the game
  await expect(frame.locator("#status")).toContainText("Welcome back", { timeout: 45_000 });
  await expect(frame.locator(".rack .tile")).toHaveCount(15);
  expect(await events(page)).toEqual([]);
});
