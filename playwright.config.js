// Browser tests: Debian's Chromium, our own server, nothing but localhost.
const { defineConfig } = require("@playwright/test");
const { chromiumArgs } = require("./tests/e2e/chromium-args.js");

const PORT = Number(process.env.RUMMIKUB_TEST_PORT || 8123);

module.exports = defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,  // the tests of a file are independent: both workers stay busy to the end
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: chromiumArgs(),
    },
    trace: "off",
    // No service worker (it would precache 17 MB in every fresh context); the PWA spec allows it.
    serviceWorkers: "block",
  },
  webServer: {
    command: `python3 tools/serve.py --port ${PORT} --quiet`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
