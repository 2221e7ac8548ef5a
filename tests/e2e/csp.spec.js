// The Content-Security-Policy of both pages (the <meta> in index.html and tournament.html):
// the game and the director's page work under it, computer players' worker included,
// with no violation; markup slipped into either page cannot run script.
const { test, expect } = require("./fixtures");
const { openTitle } = require("./game-helpers");
const { startPractice } = require("./tournament-helpers");

/** Record every CSP violation the page reports, from its first script on. */
async function watchViolations(page) {
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__csp.push(`${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

const violations = (page) => page.evaluate(() => window.__csp);

async function expectPolicy(page) {
  const policy = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content ?? "");
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain("unsafe-inline");
}

/** Markup slipped into the page: an inline handler and an inline <script> are refused, as two violations. */
async function expectInjectedMarkupRefused(page) {
  const before = (await violations(page)).length;
  await page.evaluate(() => {
    // An image that does load: its load event fires (seen by the listener below),
    // but the inline handler must not run. Likewise an inline <script> element.
    document.body.insertAdjacentHTML("beforeend",
      '<img id="probe" alt="" src="static/img/icon.svg" onload="window.__pwned = 1">');
    document.getElementById("probe").addEventListener("load", () => { window.__loaded = true; });
    const script = document.createElement("script");
    script.textContent = "window.__pwned = 2";
    document.body.append(script);
  });
  await expect.poll(() => page.evaluate(() => window.__loaded === true)).toBe(true);
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  await expect.poll(() => violations(page)).toHaveLength(before + 2);
  expect((await violations(page)).slice(before).map((v) => v.split(" ")[0]).sort()).toEqual(["script-src-attr", "script-src-elem"]);
}

// Each page is booted once: it runs under its policy first, then markup is injected into it.
// Chromium words the refusals "Executing inline event handler violates ..." (older: "Refused to execute inline ...").
test.use({ expectedErrors: [/(Executing|Refused to execute) inline (event handler|script)/] });

test("the game runs under its policy: Python, pydantic and a computer's move in the worker; injected markup cannot run script", async ({ page }) => {
  await watchViolations(page);
  await openTitle(page, "?seed=3&seats=you,casual&pace=fast&lang=en");
  await expectPolicy(page);
  await page.getByRole("button", { name: "Draw" }).click();
  // The computer's turn: the "ai" worker boots under the page's policy and its move is shown.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName("rummikub:show-move").length),
    { timeout: 45_000 }).toBeGreaterThan(0);
  await expect(page.locator("html")).toHaveAttribute("data-turn", "human");
  expect(await violations(page)).toEqual([]);
  await expectInjectedMarkupRefused(page);
});

test("the director's page runs under its policy, a practice tournament's worker included; injected markup cannot run script", async ({ page }) => {
  test.setTimeout(120_000);
  await watchViolations(page);
  await page.goto("./tournament.html");
  await expect(page.locator("html")).toHaveAttribute("data-engine", "ready", { timeout: 45_000 });
  await expectPolicy(page);
  await startPractice(page);
  // The computers' table plays in the worker: a few of its decisions have reached the page.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName("rummikub:practice-main").length),
    { timeout: 60_000 }).toBeGreaterThan(3);
  expect(await violations(page)).toEqual([]);
  await expectInjectedMarkupRefused(page);
});
