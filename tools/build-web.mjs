// The two jobs of tools/build.py that need Node (called by it, not by hand):
//
//   node tools/build-web.mjs sw DIR < files.json
//       DIR/sw.js: the service worker, made by Workbox (workbox-build, pinned in
//       package.json) from the exact list of site files on stdin (paths relative to
//       DIR). It precaches every one of them under its content hash (a file whose
//       content changed is fetched again, past the HTTP cache), answers from that
//       cache first, and waits as a new version until a page asks it to take over
//       (static/js/pwa.js: "new version — reload").
//   node tools/build-web.mjs compress DIR CACHE QUALITY
//       x.br and x.gz beside every file of DIR of at least 1 KiB that they make at
//       least 5% smaller (brotli at QUALITY, gzip at 9), reusing earlier results
//       from CACHE by the content's sha256 (brotli at 11 takes over a minute for
//       the 9.6 MB wasm).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const MIN_SIZE = 1024;
const MAX_RATIO = 0.95;

async function serviceWorker(dir) {
  const { generateSW } = await import("workbox-build");
  const files = JSON.parse(readFileSync(0, "utf8"));
  const { count, warnings } = await generateSW({
    globDirectory: dir,
    globPatterns: files,
    swDest: join(dir, "sw.js"),
    mode: "production",
    sourcemap: false,
    inlineWorkboxRuntime: true, // one file: sw.js
    cacheId: "rummikub",
    cleanupOutdatedCaches: true,
    // index.html?seed=42&... is the cached index.html: the query is the game's, not the file's.
    ignoreURLParametersMatching: [/.*/],
    directoryIndex: "index.html",
    maximumFileSizeToCacheInBytes: 64 * 1024 * 1024, // the wasm is 9.6 MB
    // Folders named with their version never change their files: taken from the HTTP
    // cache the page has just filled (no second download on the first visit).
    // Pyodide's lock is the one file tools/vendor.py rewrites in place: always fetched.
    dontCacheBustURLsMatching: /static\/vendor\/[^/]+-\d[^/]*\/(?!pyodide-lock\.json$)/,
    skipWaiting: false, // a new version waits until the page says so (SKIP_WAITING)
    clientsClaim: false,
  });
  if (warnings.length) throw new Error(warnings.join("\n"));
  if (count !== files.length) throw new Error(`precached ${count} of ${files.length} files`);
  console.log(JSON.stringify({ count }));
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

async function compress(dir, cache, quality) {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  mkdirSync(cache, { recursive: true });
  const files = walk(dir).filter((path) => !/\.(br|gz)$/.test(path) && !basename(path).startsWith(".")
    && statSync(path).size >= MIN_SIZE);
  let written = 0;
  // The thread pool compresses several files at once.
  await Promise.all(files.map(async (path) => {
    const data = readFileSync(path);
    const key = createHash("sha256").update(data).digest("hex");
    for (const [suffix, make] of [
      [`.br`, () => brotli(data, { params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } })],
      [`.gz`, () => gzip(data, { level: 9 })],
    ]) {
      const cached = join(cache, `${key}${suffix === ".br" ? `-q${quality}` : ""}${suffix}`);
      const packed = existsSync(cached) ? readFileSync(cached) : await make();
      if (!existsSync(cached)) writeFileSync(cached, packed);
      if (packed.length <= data.length * MAX_RATIO) {
        writeFileSync(path + suffix, packed);
        written += 1;
      }
    }
  }));
  console.log(JSON.stringify({ files: files.length, written, dir: relative(process.cwd(), dir) }));
}

const [command, ...args] = process.argv.slice(2);
if (command === "sw") await serviceWorker(args[0]);
else if (command === "compress") await compress(args[0], args[1], Number(args[2] || 11));
else {
  console.error("usage: node tools/build-web.mjs sw DIR < files.json | compress DIR CACHE QUALITY");
  process.exit(2);
}
