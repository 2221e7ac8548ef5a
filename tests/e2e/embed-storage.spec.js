// Embedding (README "Embed") where the browser allows the frame its own storage: the game
// saved in the frame resumes on a reload; a `parent` that is no origin embeds without the API.
const { test, expect } = require("./fixtures");
const { startClubServer, stopClubServer, thirdPartyStorage, openClubPage, events, ofType } =
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

test("with the API and storage: a finished game's reload ends it no second time, in the address's language; a new game sent after another tab played on plays on", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const game = "seed=4&seats=club,club&pace=instant&clock=off";
  let frame = await openClubPage(page, baseURL, `${game}&lang=en`);
  await expect.poll(async () => (await ofType(page, "game-ended")).length, { timeout: 60_000 }).toBe(1);
  // reloaded under lang=de: the saved (English) game resumes in German, and the host hears no second end
  frame = await openClubPage(page, baseURL, `${game}&lang=de`);
  await expect(frame.getByRole("dialog", { name: /Spielende/ })).toBeVisible({ timeout: 45_000 });
  expect((await events(page)).map((event) => [event.type, event.lang])).toEqual([["ready", "de"], ["game-started", "de"]]);
  // another tab saves the game: this one stops; a new game sent by the club's page takes the save over and plays
  const inner = page.frames().find((candidate) => candidate.url().includes("embed=1"));
  await inner.evaluate(() => {
    localStorage.setItem("rummikub.save.rev", "9999");
    dispatchEvent(new StorageEvent("storage", { key: "rummikub.save" }));
  });
  await expect(frame.getByRole("alertdialog")).toContainText("anderen Tab");
  await page.evaluate(() => window.sendToGame({ type: "new-game", params: { seed: 12, seats: "you,casual" } }));
  await frame.getByRole("button", { name: "Ziehen" }).click();
  await expect.poll(async () => {  // the new game's turns: ours, Casual's, ours again
    const log = await events(page);
    return log.slice(log.findLastIndex((event) => event.type === "game-started")).filter((event) => event.type === "turn")
      .map((event) => event.seat).join("");
  }, { timeout: 30_000 }).toBe("ABA");
});
