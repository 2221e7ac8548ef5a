// Offline and updates (README "Offline, installable, any static host").
// Registers the service worker (sw.js beside the page, made by tools/build.py)
// once the page has loaded its engine, so that it precaches the runtime from
// the HTTP cache instead of fetching it a second time. When a new version has
// been installed and waits, it says so: <html data-update="ready"> and the
// event "rummikub:update" (game/update.py shows "new version — reload").
// rummikubUpdate() lets the waiting version take over, then reloads: the game
// in progress is saved after every action (the turn being laid out included)
// and resumes. No new version ever takes over a page on its own.
(() => {
  if (!("serviceWorker" in navigator)) return;
  const root = document.documentElement;
  const HOUR = 3_600_000;
  let reloading = false;

  const waiting = () => {
    if (!navigator.serviceWorker.controller) return; // the first install: nothing to replace
    root.dataset.update = "ready";
    dispatchEvent(new Event("rummikub:update"));
  };
  const watch = (worker) => worker?.addEventListener("statechange", () => {
    if (worker.state === "installed") waiting();
  });

  globalThis.rummikubUpdate = async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration?.waiting) return location.reload();
    reloading = true;
    registration.waiting.postMessage({ type: "SKIP_WAITING" });
  };
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
  });

  const register = async () => {
    try {
      const registration = await navigator.serviceWorker.register("sw.js");
      if (registration.waiting) waiting();
      watch(registration.installing);
      registration.addEventListener("updatefound", () => watch(registration.installing));
      setInterval(() => registration.update().catch(() => {}), HOUR); // a page left open all day
    } catch (error) {
      // No offline copy (a host without sw.js, a browser that refuses): the game works online.
      console.info(`Rummikub: no offline copy (${error.message})`);
    }
  };
  // After the engine has loaded (data-engine set), or at once if it already has.
  if (root.dataset.engine) register();
  else new MutationObserver((_, observer) => {
    if (!root.dataset.engine) return;
    observer.disconnect();
    register();
  }).observe(root, { attributes: true, attributeFilter: ["data-engine"] });
})();
