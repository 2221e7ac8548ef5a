// Chromium's command line for the browser tests (playwright.config.js; embed-helpers.js adds a feature).
// The machine's flags first (no sandbox, GPU or background traffic). Then what a test's fresh context
// costs without being tested: every context opens a window into which Chromium 156 preloads two omnibox
// pop-ups (a WebUI renderer each), and compiles Pyodide's 9.6 MB of WebAssembly again, whose optimizing
// tier (TurboFan, in the background) took ~2.5 s of CPU per page. The tests check behaviour, not speed
// (bench/ keeps Chromium's defaults, and so does the on-demand throttled smoke test, RUMMIKUB_THROTTLED=1,
// a classroom laptop's game): without the pop-ups and with V8's baseline compiler only, the suite took
// 292 s instead of 386 s on two cores.
// Chromium reads only the last --disable-features and --enable-features, and Playwright (1.65, pinned in
// package-lock.json) passes its own lists first: ours repeat them and add to them.
const PLAYWRIGHT_DISABLED = [
  "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled",
  "PreconnectToSearch",
];
const PLAYWRIGHT_ENABLED = ["CDPScreenshotNewSurface", "SkipListAccountsWithoutGaiaCookies"];
const UNUSED_WINDOW_PARTS = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/** The arguments, with more features turned off (`disable`) or on (`enable`, also Playwright's). */
function chromiumArgs({ disable = [], enable = [] } = {}) {
  const disabled = [...PLAYWRIGHT_DISABLED, ...UNUSED_WINDOW_PARTS, ...disable].filter((name) => !enable.includes(name));
  return [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    ...(process.env.RUMMIKUB_THROTTLED ? [] : ["--js-flags=--liftoff-only"]),
    `--disable-features=${disabled.join(",")}`,
    ...(enable.length ? [`--enable-features=${[...PLAYWRIGHT_ENABLED, ...enable].join(",")}`] : []),
  ];
}

module.exports = { chromiumArgs };
