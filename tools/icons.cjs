// The app icons of the web app manifest, drawn from static/img/icon.svg by
// Chromium (run once after changing the SVG; the PNGs are committed):
//   node tools/icons.mjs
// icon-192.png, icon-512.png: the tile on a transparent ground;
// icon-maskable-512.png: the tile inside the central 80% "safe zone" on the
// table's felt, so a launcher may cut it to a circle or a rounded square.
const { chromium } = require("@playwright/test");
const { readFileSync } = require("node:fs");
const { join } = require("node:path");

const IMG = join(__dirname, "..", "static", "img");
const svg = readFileSync(join(IMG, "icon.svg"), "utf8");
const FELT = "#1f5f46";

(async () => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"] });
  const page = await browser.newPage();
  for (const [name, size, ground, scale] of [
    ["icon-192.png", 192, "transparent", 1], ["icon-512.png", 512, "transparent", 1],
    ["icon-maskable-512.png", 512, FELT, 0.62]]) {
    await page.setViewportSize({ width: size, height: size });
    const inner = Math.round(size * scale);
    await page.setContent(`<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;
      background:${ground}"><div style="width:${inner}px;height:${inner}px">${svg.replace("<svg ",
      `<svg width="${inner}" height="${inner}" `)}</div></body>`);
    await page.screenshot({ path: join(IMG, name), omitBackground: ground === "transparent" });
    console.log(name);
  }
  await browser.close();
})();
