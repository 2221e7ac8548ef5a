// Drag and drop of tiles with pointer events (mouse, touch and pen alike).
// Only the gesture lives here: a ghost follows the pointer and the drop target
// under it is highlighted; on release the Python side gets
// rummikubDrop(tileId, kind, index, position) and decides everything.
// A press without movement stays a click (tap-tap play, keyboard).
(() => {
  const THRESHOLD = 6; // px before a press becomes a drag
  let drag = null;
  let suppressClick = false;
  addEventListener("click", (event) => {
    if (suppressClick) { suppressClick = false; event.stopPropagation(); event.preventDefault(); }
  }, { capture: true });

  const dropZone = (x, y) => {
    const hit = document.elementFromPoint(x, y);
    return hit ? hit.closest("[data-drop]") : null;
  };

  // Insertion index among the zone's tiles: before the first tile whose
  // centre lies right of (or, on a later line, below) the pointer.
  const position = (zone, x, y, dragged) => {
    const tiles = [...zone.querySelectorAll(".tile[data-tile]")].filter((t) => t !== dragged);
    for (let i = 0; i < tiles.length; i++) {
      const r = tiles[i].getBoundingClientRect();
      if (y < r.top) return i;
      if (y <= r.bottom && x < r.left + r.width / 2) return i;
    }
    return tiles.length;
  };

  const clear = () => {
    document.querySelectorAll(".drop-over").forEach((el) => el.classList.remove("drop-over"));
  };

  addEventListener("pointerdown", (event) => {
    const tile = event.target.closest(".tile[data-tile]");
    if (!tile || event.button > 0 || !document.documentElement.classList.contains("can-drag")) return;
    drag = { tile, id: Number(tile.dataset.tile), x: event.clientX, y: event.clientY, ghost: null,
      pointer: event.pointerId };
  });

  addEventListener("pointermove", (event) => {
    if (!drag || event.pointerId !== drag.pointer) return;
    const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
    if (!drag.ghost) {
      if (Math.hypot(dx, dy) < THRESHOLD) return;
      const box = drag.tile.getBoundingClientRect();
      drag.ghost = drag.tile.cloneNode(true);
      drag.ghost.classList.add("ghost");
      drag.ghost.removeAttribute("data-tile");
      drag.ghost.setAttribute("aria-hidden", "true");
      drag.ghost.style.width = `${box.width}px`;
      drag.ghost.style.height = `${box.height}px`;
      drag.offsetX = drag.x - box.left;
      drag.offsetY = drag.y - box.top;
      document.body.append(drag.ghost);
      drag.tile.classList.add("dragging");
      document.documentElement.classList.add("is-dragging");
    }
    event.preventDefault();
    drag.ghost.style.transform =
      `translate(${event.clientX - drag.offsetX}px, ${event.clientY - drag.offsetY}px) rotate(-3deg)`;
    clear();
    drag.ghost.hidden = true;
    const zone = dropZone(event.clientX, event.clientY);
    drag.ghost.hidden = false;
    if (zone) zone.classList.add("drop-over");
  }, { passive: false });

  const finish = (event, cancelled) => {
    if (!drag || event.pointerId !== drag.pointer) return;
    const { ghost, tile, id } = drag;
    drag = null;
    if (!ghost) return; // a plain press: the click handler takes it
    ghost.hidden = true;
    const zone = cancelled ? null : dropZone(event.clientX, event.clientY);
    ghost.remove();
    tile.classList.remove("dragging");
    document.documentElement.classList.remove("is-dragging");
    clear();
    suppressClick = true; // the click that ends a drag (same task as pointerup) is no tap
    setTimeout(() => { suppressClick = false; }, 0);
    if (zone && globalThis.rummikubDrop) {
      const index = zone.dataset.index === undefined ? -1 : Number(zone.dataset.index);
      globalThis.rummikubDrop(id, zone.dataset.drop, index, position(zone, event.clientX, event.clientY, tile));
    }
  };
  addEventListener("pointerup", (event) => finish(event, false));
  addEventListener("pointercancel", (event) => finish(event, true));
  // Touch: keep the page from scrolling while a tile is being dragged.
  addEventListener("touchmove", (event) => { if (drag?.ghost) event.preventDefault(); }, { passive: false });
})();
