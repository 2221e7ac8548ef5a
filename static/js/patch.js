// Redraw only what changed (issue #18): rummikubPatch(regions) makes each region's
// content equal to its `html` (our own markup, escaped by game/ui/html.py)
// while keeping every node that stays the same. The old and new children are
// walked side by side: an equal node is kept; a few new nodes before an old one
// that follows are inserted, a few old nodes before a new one that matches are
// removed (the log's oldest line; its newest is added at the end); an
// element of the same tag is patched in place (its attributes, then its
// children: a set that took a tile, a seat's turn marker); anything else is
// replaced. At 4x CPU throttle, laying out and painting regions replaced whole
// took as long as the Python that drew them.
(() => {
  const LOOKAHEAD = 24; // inserted or removed nodes found in one place (the log lets 20 go at once)

  const sameTag = (a, b) => a.nodeType === 1 && b.nodeType === 1 && a.tagName === b.tagName;
  const ahead = (node, list, from) => {
    for (let d = 1; d <= LOOKAHEAD && from + d < list.length; d++) if (node.isEqualNode(list[from + d])) return d;
    return 0;
  };

  function syncAttributes(target, source) {
    for (const { name } of [...target.attributes]) {
      if (!source.hasAttribute(name)) target.removeAttribute(name);
    }
    for (const { name, value } of source.attributes) {
      if (target.getAttribute(name) !== value) target.setAttribute(name, value);
    }
  }

  function patchChildren(target, source) {
    const olds = [...target.childNodes];
    const news = [...source.childNodes];
    let i = 0;
    let j = 0;
    while (j < news.length) {
      const old = olds[i];
      if (old === undefined) {
        target.append(news[j++]);
      } else if (old.isEqualNode(news[j])) {
        i++; j++;
      } else {
        const inserted = ahead(old, news, j);
        const removed = inserted ? 0 : ahead(news[j], olds, i);
        if (inserted) {
          for (const node of news.slice(j, j + inserted)) target.insertBefore(node, old);
          j += inserted;
        } else if (removed) {
          for (const node of olds.slice(i, i + removed)) node.remove();
          i += removed;
        } else if (sameTag(old, news[j])) {
          syncAttributes(old, news[j]);
          patchChildren(old, news[j]);
          i++; j++;
        } else {
          target.replaceChild(news[j++], old);
          i++;
        }
      }
    }
    for (const node of olds.slice(i)) node.remove();
  }

  // A region marked data-follow (the move log, its newest line last) keeps its end in sight after
  // a patch, unless the player scrolled back to read: then it stays where he is until he scrolls
  // to the end again. Scrolled in the next frame, when the page is laid out anyway.
  const scrolledBack = new WeakMap();
  function follow(element) {
    if (!element.hasAttribute("data-follow")) return;
    if (!scrolledBack.has(element)) {
      scrolledBack.set(element, false);
      element.addEventListener("scroll", () => scrolledBack.set(element,
        element.scrollTop + element.clientHeight < element.scrollHeight - 4), { passive: true });
    }
    if (!scrolledBack.get(element)) requestAnimationFrame(() => { element.scrollTop = element.scrollHeight; });
  }

  // regions: JSON of [[element id, html], ...], the regions of the page a redraw changed
  // (game/ui/screen.py _set_html: one call into the page for all of them)
  globalThis.rummikubPatch = (regions) => {
    for (const [id, html] of JSON.parse(regions)) {
      const element = document.getElementById(id);
      if (!element) continue;
      const template = document.createElement("template");
      template.innerHTML = html;
      patchChildren(element, template.content);
      follow(element);
    }
  };
})();
