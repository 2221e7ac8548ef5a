// Shared fixture for every browser test: the page may talk only to our own
// server, and the console must stay free of errors. Use `test` from here.
const base = require("@playwright/test");

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

const test = base.test.extend({
  // Console errors a test provokes on purpose, as regular expressions.
  expectedErrors: [[], { option: true }],
  offlineGuard: [
    async ({ context, page, expectedErrors }, use) => {
      const problems = [];
      // Context-wide, so requests of PyScript workers are checked too.
      context.on("request", (request) => {
        const url = new URL(request.url());
        const local = url.protocol === "data:" || url.protocol === "blob:" || LOCAL_HOSTS.has(url.hostname);
        if (!local) problems.push(`request left localhost: ${request.url()}`);
      });
      const watchConsole = (message) => {
        if (message.type() === "error" && !expectedErrors.some((re) => re.test(message.text()))) {
          problems.push(`console error: ${message.text()}`);
        }
      };
      // Every page of the context: a test may open a second tab.
      const watchPage = (watched) => {
        watched.on("console", watchConsole);
        watched.on("worker", (worker) => worker.on("console", watchConsole));
        watched.on("pageerror", (error) => {
          if (!expectedErrors.some((re) => re.test(error.message))) problems.push(`page error: ${error.message}`);
        });
      };
      watchPage(page);
      context.on("page", watchPage);
      await use(problems);
      base.expect(problems, problems.join("\n")).toEqual([]);
    },
    { auto: true },
  ],
});

/** Open the app (with optional query string) and wait until Python is ready. */
async function openReady(page, query = "") {
  await page.goto(`./${query}`);
  await base.expect(page.locator("html")).toHaveAttribute("data-state", "ready", { timeout: 45_000 });
}

module.exports = { test, expect: base.expect, openReady };
