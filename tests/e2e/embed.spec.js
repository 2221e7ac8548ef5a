// Embedding (README "Embed"): a club's page on another origin frames the game (?embed=1&parent=…)
// and talks to it by postMessage; a third origin is not listened to. Third-party storage blocked,
// as Chromium 156 does by default: the game runs without localStorage and IndexedDB, its worker too.
const { test, expect } = require("./fixtures");
const { startClubServer, stopClubServer, foreignPage, thirdPartyStorage, openClubPage, events, ofType } =
  require("./embed-helpers");

test.beforeAll(startClubServer);
test.afterAll(stopClubServer);

test.use(thirdPartyStorage(true));  // as Chromium 156 does by default

test("a club's page embeds the game: events to it, its commands obeyed, a foreign origin ignored", async ({ page, baseURL }) => {
  const frame = await openClubPage(page, baseURL, "seed=3&seats=club,club&clock=off&pace=instant&lang=en");
  // Two computers at instant pace play a whole game in the frame (in the worker, which started
  // without IndexedDB); the club's page hears all of it.
  await expect.poll(async () => (await ofType(page, "game-ended")).length, { timeout: 50_000 }).toBe(1);
  await expect(frame.locator("html")).toHaveAttribute("data-embed", "api");
  await expect(frame.locator(".title-screen")).toHaveCount(0);  // the table alone, no title screen
  const log = await events(page);
  expect(log[0]).toEqual({ source: "rummikub", type: "ready", api: 1, lang: "en" });
  expect(log[1]).toMatchObject({ type: "game-started", seed: 3, game: 1, games: 4, variant: "numbers",
    profile: "club", clock: 0, lang: "en" });
  expect(log[1].notices).toEqual([expect.stringContaining("storage blocked")]);
  expect(log[1].players.map((p) => [p.seat, p.level])).toEqual([["A", "club"], ["B", "club"]]);
  const turns = log.filter((event) => event.type === "turn");
  expect(turns.length).toBeGreaterThan(10);
  expect(new Set(turns.map((event) => event.seat))).toEqual(new Set(["A", "B"]));
  const [ended] = await ofType(page, "game-ended");
  expect(log.at(-1)).toEqual(ended);
  expect(Object.keys(ended.scores).sort()).toEqual(["A", "B"]);
  expect(ended.scores.A + ended.scores.B).toBe(0);  // R-SCORE: the winner gains what the other loses
  expect(ended.places[ended.winners[0]]).toBe(1);   // R-PLACEMENT
  expect(ended.points[ended.winners[0]]).toBeGreaterThan(ended.points[ended.winners[0] === "A" ? "B" : "A"]);

  // new-game: its parameters are checked as the address's are (clock=7 named; the frame's address
  // gave clock=off, which stays).
  await page.evaluate(() => window.sendToGame({ type: "new-game",
    params: { seed: 7, seats: ["you", "casual"], clock: "7", lang: "de" } }));
  await expect.poll(async () => (await ofType(page, "game-started")).length).toBe(2);
  const started = (await ofType(page, "game-started"))[1];
  expect(started).toMatchObject({ seed: 7, game: 1, lang: "de", clock: 0, profile: "club" });
  expect(started.players.map((p) => p.level)).toEqual([null, "casual"]);
  expect(started.notices).toEqual([expect.stringContaining("clock='7' ignoriert"), expect.stringContaining("Speicher gesperrt")]);
  expect(started.notices[0]).toContain("Es gilt off");
  await expect(frame.locator("html")).toHaveAttribute("lang", "de");
  await expect(frame.locator(".rack .tile").first()).toBeVisible();
  await expect(frame.locator("#status")).toContainText("clock='7' ignoriert");

  // A page of another origin posts commands into the game's frame: they are not listened to.
  const ignored = [];
  page.on("console", (message) => { if (message.text().includes("not from the listed parent")) ignored.push(message.text()); });
  await page.evaluate((src) => document.body.append(Object.assign(document.createElement("iframe"), { src })), foreignPage());
  await expect.poll(() => ignored.length).toBe(2);
  expect(ignored[0]).toContain(`${new URL(foreignPage()).origin} (a window other than the parent frame) ignored`);
  await expect(frame.locator("html")).toHaveAttribute("lang", "de");
  // A command of the wrong shape from the club's page is refused too; set-language is obeyed.
  await page.evaluate(() => window.sendToGame({ type: "new-game", params: "seed=99" }));
  await page.evaluate(() => window.sendToGame({ type: "set-language", lang: "en" }));
  await expect(frame.locator("html")).toHaveAttribute("lang", "en");
  await expect(frame.getByRole("button", { name: "Draw" })).toBeVisible();
  expect((await ofType(page, "game-started")).map((event) => event.seed)).toEqual([3, 7]);

  // A flood of new games (a security test froze the frame with 300): one a second at most.
  const tooSoon = [];
  page.on("console", (message) => { if (message.text().includes("after the last one")) tooSoon.push(message.text()); });
  await page.waitForTimeout(1100);
  await page.evaluate(() => { for (const seed of [8, 9, 10]) window.sendToGame({ type: "new-game", params: { seed } }); });
  await expect.poll(() => tooSoon.length).toBe(2);
  await expect.poll(async () => (await ofType(page, "game-started")).map((event) => event.seed)).toEqual([3, 7, 8]);

  // The club's origin opens the game in a window of its own (the game's own saves): no API there.
  const [popup] = await Promise.all([page.waitForEvent("popup"),
    page.evaluate((url) => { window.opened = window.open(url); }, await frame.locator("html").evaluate(() => location.href))]);
  await expect(popup.locator("html")).toHaveAttribute("data-engine", "ready", { timeout: 45_000 });
  await expect(popup.locator("html")).toHaveAttribute("data-embed", "plain");
  const rack = () => popup.locator(".rack .tile").allTextContents();
  const before = await rack();
  await page.evaluate((origin) => window.opened.postMessage({ type: "new-game", params: { seed: 123 } }, origin),
    new URL(baseURL).origin);
  await popup.waitForTimeout(1000);
  expect(await rack()).toEqual(before);
  await popup.close();
});
