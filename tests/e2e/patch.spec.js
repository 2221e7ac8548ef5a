// static/js/patch.js (rummikubPatch, issue #18) on random trees, no game booted
// (page.setContent, about a second): after a patch a region equals a fresh
// innerHTML render of the new markup, and the nodes the algorithm promises to
// keep are the same objects (a few new lines on top, a few old ones gone, an
// element of the same tag changed inside).
const path = require("path");
const { test, expect } = require("./fixtures");

test("patch.js: random old and new trees end as a fresh render, kept nodes keep their identity", async ({ page }) => {
  await page.setContent("<!doctype html><main id=root></main>");
  await page.addScriptTag({ path: path.join(__dirname, "..", "..", "static", "js", "patch.js") });
  const report = await page.evaluate(() => {
    let state = 20261125; // mulberry32: the same cases on every run
    const random = () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = (list) => list[Math.floor(random() * list.length)];
    const TAGS = ["div", "span", "section", "em", "ul"];  // any nesting parses as written (no <p> in <p>)
    const WORDS = ["Rot 7", "Joker", "", "x", "Blue 13", "&amp;", "Casual 1 drew"];
    const attrs = () => {
      let out = "";
      if (random() < 0.5) out += ` class="${pick(["tile", "set", "tile red", "mini"])}"`;
      if (random() < 0.3) out += ` data-tile="${Math.floor(random() * 4)}"`;
      if (random() < 0.15) out += " hidden";
      if (random() < 0.15) out += ` aria-label="${pick(["Red 7", "Set 2"])}"`;
      return out;
    };
    const tree = (depth, key = "") => {  // key: a distinct top-level node (data-k)
      if (depth > 2 || (!key && random() < 0.3)) return pick(WORDS);
      const tag = pick(TAGS);
      const children = Array.from({ length: Math.floor(random() * 4) }, () => tree(depth + 1)).join("");
      return `<${tag}${key}${attrs()}>${children}</${tag}>`;
    };
    const list = (n, from = 0) => Array.from({ length: n }, (_, k) => tree(0, ` data-k="${from + k}"`));
    const root = document.getElementById("root");
    const failures = [];
    const check = (name, oldHtml, newHtml, kept) => {
      root.innerHTML = oldHtml;
      const before = [...root.children];
      rummikubPatch(JSON.stringify([["root", newHtml]]));
      const fresh = document.createElement("main");
      fresh.id = "root";
      fresh.innerHTML = newHtml;
      if (!root.isEqualNode(fresh)) failures.push(`${name}: not the fresh render\n${oldHtml}\n${newHtml}\n${root.innerHTML}`);
      const after = [...root.children];
      for (const index of kept) {  // old child index -> must still be in the region, the same object
        if (!after.includes(before[index])) failures.push(`${name}: old child ${index} not kept\n${oldHtml}\n${newHtml}`);
      }
    };
    let cases = 0;
    for (let round = 0; round < 150; round++) {
      const n = 1 + Math.floor(random() * 30);
      const olds = list(n);
      const all = [...Array(n).keys()];
      check(`same #${round}`, olds.join(""), olds.join(""), all);
      const added = 1 + Math.floor(random() * 24);  // new nodes before the old ones
      check(`inserted #${round}`, olds.join(""), [...list(added, 100), ...olds].join(""), all);
      const gone = 1 + Math.floor(random() * Math.min(n, 24));  // old nodes gone (the log's oldest 20 at the start)
      check(`removed at end #${round}`, olds.join(""), olds.slice(0, n - gone).join(""), all.slice(0, n - gone));
      check(`removed at start #${round}`, olds.join(""), olds.slice(gone).join(""), all.slice(gone));
      const changed = Math.floor(random() * n);  // one element changed inside: patched in place, others kept
      const inner = olds[changed].replace(/^(<\w+ data-k="\d+")/, `$1 data-turn="${round}"`).replace(/>([^<]*)</, `>$1!<`);
      check(`changed #${round}`, olds.join(""), [...olds.slice(0, changed), inner, ...olds.slice(changed + 1)].join(""), all);
      check(`random #${round}`, list(n).join(""), list(1 + Math.floor(random() * 8)).join(""), []);
      check(`random text #${round}`, tree(0), tree(0), []);
      cases += 7;
    }
    // one call for several regions (game/ui/screen.py _set_html); an id not on the page is left out
    root.innerHTML = "<div id=a>old a</div><div id=b><span>old b</span></div>";
    const kept = document.querySelector("#b span");
    rummikubPatch(JSON.stringify([["a", "<em>new a</em>"], ["gone", "<i>x</i>"], ["b", "<span>new b</span>"]]));
    if (root.innerHTML !== '<div id="a"><em>new a</em></div><div id="b"><span>new b</span></div>' || !root.contains(kept)) {
      failures.push(`two regions: ${root.innerHTML}`);
    }
    return { cases, failures: failures.slice(0, 3) };
  });
  expect(report.failures).toEqual([]);
  expect(report.cases).toBe(1050);
});
