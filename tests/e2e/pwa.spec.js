// Offline, installable, any static host (issue #15): dist/ as tools/build.py writes it,
// served under a sub-path (/spiele/rummikub/) by the classroom's one-file server
// (tools/site_server.py, pre-compressed files). After one visit the service worker
// carries the game: with that server stopped, the game and the director's page load,
// a computer moves and a reload resumes. A new version on the server is announced
// and taken on "Reload" with the game in progress kept. One test on one page, in that order.
const { spawn, execFileSync } = require("node:child_process");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { test, expect } = require("./fixtures");

const ROOT = path.resolve(__dirname, "..", "..");
const PREFIX = "/spiele/rummikub/";
let site, server, base, port = 0;

function startServer() {
  server = spawn("python3", [path.join(ROOT, "tools", "site_server.py"), "--dir", site, "--host", "127.0.0.1",
    "--port", String(port), "--prefix", PREFIX, "--quiet"], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`site_server exited (${code})`)));
    server.stdout.on("data", (chunk) => {
      const url = /http:\/\/\S+/.exec(String(chunk));
      if (!url) return;
      base = url[0];
      port = Number(new URL(base).port);
      resolve();
    });
  });
}

function stopServer() {
  server.removeAllListeners("exit");
  return new Promise((resolve) => { server.once("exit", resolve); server.kill(); });
}

test.use({ serviceWorkers: "allow" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = fs.mkdtempSync(path.join(os.tmpdir(), "rummikub-dist-"));
  execFileSync("python3", ["tools/build.py", "--out", site, "--brotli-quality", "5"], { cwd: ROOT, stdio: "ignore" });
  await startServer();
});

test.afterAll(async () => {
  if (server && server.exitCode === null) await stopServer();
  fs.rmSync(site, { recursive: true, force: true });
});

/** Wait until the service worker has precached everything and is active. */
const offlineCopy = (page) => page.evaluate(async () => {
  const { active } = await navigator.serviceWorker.ready;
  if (active.state !== "activated") {
    await new Promise((resolve) => active.addEventListener("statechange", () => active.state === "activated" && resolve()));
  }
});
const rackTiles = (page) => page.locator(".rack").getByRole("button")
  .evaluateAll((buttons) => buttons.map((button) => button.dataset.tile));
const engineReady = (page) => expect(page.locator("html")).toHaveAttribute("data-engine", "ready", { timeout: 60_000 });
const computerMoved = (page) => expect.poll(() => page.evaluate(() => performance.getEntriesByName("rummikub:show-move").length),
  { timeout: 60_000 }).toBeGreaterThan(0);

test("after one visit the game and the director's page work with the server stopped; a new version is announced and taken", async ({ page, context }) => {
  // One test, one page: the offline copy installed once serves both halves (each half cost a
  // boot, a service worker's install with its 17 MB precache and a computer's worker).
  test.setTimeout(240_000);
  await page.goto(`${base}?seed=3&seats=you,casual&pace=fast&lang=en`);
  await engineReady(page);
  // Installable: Chromium reads the manifest (under the page's policy) and finds nothing
  // missing but a profile that is not incognito (Playwright's contexts are).
  const devtools = await context.newCDPSession(page);
  const { url, errors, data } = await devtools.send("Page.getAppManifest");
  expect([url, errors, JSON.parse(data).display]).toEqual([`${base}manifest.webmanifest`, [], "standalone"]);
  await offlineCopy(page);
  const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(["in-incognito"]);
  await stopServer();

  await page.reload();
  await engineReady(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const dealt = await rackTiles(page);
  await page.getByRole("button", { name: "Draw" }).click();
  await computerMoved(page);  // the computer's worker boots its own Pyodide from the offline copy
  await expect(page.locator("html")).toHaveAttribute("data-turn", "human");
  const after = await rackTiles(page);
  expect(after.length).toBe(dealt.length + 1);

  await page.reload();  // resumes the saved game, offline
  await engineReady(page);
  expect(await rackTiles(page)).toEqual(after);

  await page.goto(`${base}tournament.html`);
  await engineReady(page);
  await expect(page.locator("h1")).toContainText("Tournament");

  // The word game, never started online: its modules and lexicon come from the offline copy
  // (fetched under the sub-path by the page and by the computer's worker), issue #14.
  // no clock: on a loaded machine the reloads below outlasted a turn's minute and the clock drew a tile
  await page.goto(`${base}?variant=words&seed=4&seats=you,beginner&pace=fast&lang=de&clock=0`);
  await page.locator('[data-action="start_linked"]').click();  // the numbers game in progress is kept
  await expect(page.locator(".rack .tile.letter").first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Ziehen" }).click();
  await computerMoved(page);
  await expect(page.locator("html")).toHaveAttribute("data-turn", "human");
  const before = await rackTiles(page);
  await startServer();

  // A new version on the server: a module changed, and the service worker made again from
  // the site's files as tools/build.py does (their .br/.gz, now older, are no longer sent).
  fs.appendFileSync(path.join(site, "game", "main.py"), '\nwindow.document.documentElement.dataset.build = "2"\n');
  const files = execFileSync("python3", ["-c", "import json, sys; sys.path.insert(0, 'tools'); import build; "
    + "print(json.dumps(build.site_files()))"], { cwd: ROOT, encoding: "utf8" });
  execFileSync("node", ["tools/build-web.mjs", "sw", site], { cwd: ROOT, input: files });

  await page.reload();  // still the old version, from the offline copy: the new one installs beside it
  await engineReady(page);
  const banner = page.locator("#update-banner");
  await expect(banner).toContainText("Eine neue Version des Spiels ist da.", { timeout: 60_000 });
  await expect(page.locator("html")).not.toHaveAttribute("data-build", "2");
  expect(await rackTiles(page)).toEqual(before);

  // Put off by its ×, it comes again when the page is told of the waiting version again (as on a reload).
  // By keyboard: the focus goes back where it came from, not to the page's top.
  await page.getByRole("button", { name: "Menü" }).focus();
  await banner.getByRole("button", { name: "Später" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Menü" })).toBeFocused();
  await page.evaluate(() => dispatchEvent(new Event("rummikub:update")));
  await banner.getByRole("button", { name: "Neu laden (dein Spiel bleibt erhalten)" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-build", "2", { timeout: 60_000 });
  await engineReady(page);
  expect(await rackTiles(page)).toEqual(before);
  await expect(banner).toHaveCount(0);
});
