// The club's page for the embedding tests (embed.spec.js, embed-storage.spec.js): a small
// server they start (a real one: Chromium lets only a page it knows to be local frame a local
// game) serves it at http://localhost:<its port>, and a foreign page at 127.0.0.1:<its port>.
// Chromium 156 blocks third-party storage by default (feature TrackingProtection3pcd): a frame
// then gets neither localStorage nor IndexedDB; `thirdPartyStorage` pins either way.
const http = require("node:http");
const fs = require("node:fs");
const path = require("node:path");
const config = require("../../playwright.config.js");
const { chromiumArgs } = require("./chromium-args.js");

const PAGES = {
  "/club.html": fs.readFileSync(path.join(__dirname, "embed-host.html"), "utf8"),
  // Posts commands into the game's frame, the first of its parent's frames.
  "/foreign.html": "<!doctype html><link rel='icon' href='data:,'><script>for (const m of [{type: 'new-game', " +
    "params: {seed: 99}}, {type: 'set-language', lang: 'en'}]) parent.frames[0].postMessage(m, '*');</script>",
};
let server;
let port;

/** Start the club's server (in a `test.beforeAll`); `stopClubServer` in `test.afterAll`. */
async function startClubServer() {
  server = http.createServer((request, response) => {
    const body = PAGES[new URL(request.url, "http://x").pathname];
    response.writeHead(body ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    response.end(body || "");
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  port = server.address().port;
}

const stopClubServer = () => new Promise((done) => server.close(done));
const foreignPage = () => `http://127.0.0.1:${port}/foreign.html`;

/** Chromium with third-party storage blocked (`blocked`), or allowed and partitioned as Chromium ships it. */
function thirdPartyStorage(blocked) {
  const features = blocked ? { enable: ["TrackingProtection3pcd"] }
    : { disable: ["TrackingProtection3pcd"], enable: ["ThirdPartyStoragePartitioning"] };
  return { launchOptions: { ...config.use.launchOptions, args: chromiumArgs(features) } };
}

/** The club's page, its game in a frame: `?embed=1&parent=<parent>&<gameQuery>`. */
async function openClubPage(page, baseURL, gameQuery, parent) {
  const club = `http://localhost:${port}`;
  const game = `${baseURL}?embed=1&parent=${encodeURIComponent(parent || club)}&${gameQuery}`;
  await page.goto(`${club}/club.html?game=${encodeURIComponent(game)}`);
  return page.frameLocator("#rummikub");
}

const events = (page) => page.evaluate(() => window.events);
const ofType = async (page, type) => (await events(page)).filter((event) => event.type === type);

module.exports = { startClubServer, stopClubServer, foreignPage, thirdPartyStorage, openClubPage, events, ofType };
