// Redraw only what changed (issue #18): rummikubPatch(element, html) makes the
// element's content equal to `html` (our own markup, escaped by game/ui/html.py)
// while keeping every node that stays the same. The children that match at the
// start and at the end are kept; of what lies between, one element of the same
// tag on both sides is patched in place (its attributes, then its children),
// else the old nodes are replaced by the new. So a computer's move touches the
// sets it changed, a new line of the move log is inserted on top, a seat's
// turn marker changes one class — and the browser lays out and paints that
// much instead of the whole region (at 4x CPU throttle, layout and paint of a
// replaced table and log took as long as our Python).
(() => {
  const sameShell = (a, b) => a.nodeType === 1 && b.nodeType === 1 && a.tagName === b.tagName;

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
    let start = 0;
    while (start < olds.length && start < news.length && olds[start].isEqualNode(news[start])) start++;
    let end = 0;
    while (end < olds.length - start && end < news.length - start
      && olds[olds.length - 1 - end].isEqualNode(news[news.length - 1 - end])) end++;
    const gone = olds.slice(start, olds.length - end);
    const come = news.slice(start, news.length - end);
    if (gone.length === 1 && come.length === 1 && sameShell(gone[0], come[0])) {
      syncAttributes(gone[0], come[0]);
      patchChildren(gone[0], come[0]);
      return;
    }
    const before = end ? olds[olds.length - end] : null;
    for (const node of gone) node.remove();
    for (const node of come) target.insertBefore(node, before);
  }

  globalThis.rummikubPatch = (element, html) => {
    const template = document.createElement("template");
    template.innerHTML = html;
    patchChildren(element, template.content);
  };
})();
