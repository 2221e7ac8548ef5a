// Foundation: the page boots Python offline and reports its state (a corrupted save among it).
const { test, expect, openReady } = require("./fixtures");

test("serves the runtime with correct types and cache headers", async ({ request }) => {
  const wasm = await request.get("static/vendor/pyodide-314.0.7/pyodide.asm.wasm");
  expect(wasm.headers()["content-type"]).toBe("application/wasm");
  expect(wasm.headers()["cache-control"]).toContain("immutable");
  const mjs = await request.get("static/vendor/pyodide-314.0.7/pyodide.mjs");
  expect(mjs.headers()["content-type"]).toContain("text/javascript");
  const page = await request.get("./");
  expect(page.headers()["cache-control"]).toBe("no-cache");
  expect((await request.get(".git/HEAD")).status()).toBe(404);
});

test.describe("start-up failure", () => {
  test.use({ expectedErrors: [/broken on purpose|PythonError|Traceback|RuntimeError/] });

  test("shows the error state with a human message", async ({ page }) => {
  // Break the engine import on purpose: the page must not hang on "loading".
  await page.route("**/game/app.py", (route) => route.fulfill({ body: "raise RuntimeError('broken on purpose')" }));
  await page.goto("./");
  await expect(page.locator("html")).toHaveAttribute("data-state", "error", { timeout: 45_000 });
  await expect(page.getByRole("alert")).toContainText("could not start");
  });
});

test("boots Python with pydantic and our packages, shows ready; a corrupted save is reported and set aside, never a crash; the offline guard notices a request that leaves localhost", async ({ page, offlineGuard }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("rummikub.save", '{"version": 1, "settings": "broken"');
      sessionStorage.setItem("seeded", "1");
    }
  });
  await openReady(page, "?lang=en");
  await expect(page.getByRole("heading", { name: "Rummikub" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-engine", "ready");
  await expect(page.locator(".runtime")).toContainText(/Python 3\.14\.\d+ · pydantic 2\.14\.3 · 106 tiles/);
  // The same boot found a save it cannot read: said, set aside, and a new game starts.
  await expect(page.getByRole("alert")).toContainText("could not be read");
  const aside = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("rummikub.corrupt.")));
  expect(aside).toHaveLength(1);
  await page.getByRole("button", { name: "New game" }).click();
  await page.getByRole("button", { name: "Start game" }).click();
  await expect(page.getByRole("button", { name: "Draw" })).toBeVisible();
  await page.route("http://192.0.2.1/**", (route) => route.abort());
  await page.evaluate(() => fetch("http://192.0.2.1/probe").catch(() => null));
  await expect.poll(() => offlineGuard.some((p) => p.includes("192.0.2.1"))).toBe(true);
  offlineGuard.length = 0; // provoked on purpose: the guard worked
});
