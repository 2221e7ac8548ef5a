// What the screenshot scripts share: our server on a port (--port N), Debian's
// Chromium, the phone and desktop sizes, and the output folder.
//
//   await withBrowser(8793, async (browser, base) => { ... });
import { resolve } from "node:path";
import { mkdirSync } from "node:fs";
import { CHROMIUM, ROOT, chromium, numberFlag, withServer } from "./bench-harness.mjs";

export { ROOT };
export const OUT = resolve(ROOT, "bench/results/screens");
export const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };

export async function withBrowser(defaultPort, work) {
  await withServer(numberFlag("port", defaultPort), async (base) => {
    mkdirSync(OUT, { recursive: true });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
    try {
      await work(browser, base);
    } finally {
      await browser.close();
    }
  });
}
