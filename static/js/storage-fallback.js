// Storage refused (README "Embed"): a browser that blocks third-party storage lets a cross-origin
// frame open no IndexedDB (Chromium: "UnknownError: The user denied permission to access the
// database"). PyScript 0.7 keeps its packages cache in IndexedDB and does not start without it,
// on the page and in its worker. Where the browser refuses, its open() gets an empty database in
// memory instead: nothing is cached and the game runs. Where IndexedDB works nothing changes.
// Runs before PyScript (a classic script ahead of core.js); the worker's copy goes in front of
// PyScript's worker code, the Blob whose text starts with "/*@*/".
(() => {
  // Self-contained: its source is also the worker's first lines.
  function storageFallback(scope) {
    const database = () => {
      const stores = new Map();
      const request = (work) => {
        const pending = {};
        queueMicrotask(() => {
          try {
            pending.result = work();
            pending.onsuccess?.({ target: pending });
          } catch (error) {
            pending.error = error;
            pending.onerror?.({ target: pending });
          }
        });
        return pending;
      };
      const store = (name) => {
        if (!stores.has(name)) stores.set(name, new Map());
        const items = stores.get(name);
        return {
          count: () => request(() => items.size),
          clear: () => request(() => items.clear()),
          delete: (key) => request(() => { items.delete(key); }),
          get: (key) => request(() => items.get(key)),
          getKey: (key) => request(() => (items.has(key) ? key : undefined)),
          getAllKeys: () => request(() => [...items.keys()]),
          put: (value, key) => request(() => { items.set(key, value); return key; }),
        };
      };
      return { objectStoreNames: { length: 1, contains: () => true }, createObjectStore: store,
               transaction: () => ({ objectStore: store }), close() {} };
    };
    const opened = () => {
      const pending = {};
      setTimeout(() => pending.onsuccess?.({ target: { result: database() } }));
      return pending;
    };
    let factory = null;
    try { factory = scope.indexedDB; } catch { /* refused outright: the stand-in below */ }
    if (!factory) {
      Object.defineProperty(scope, "indexedDB", { value: { open: opened }, configurable: true });
      return;
    }
    const open = factory.open.bind(factory);
    factory.open = (name, version) => {
      let pending;
      try {
        pending = open(name, version);
      } catch {
        return opened();
      }
      // Ahead of the caller's own onerror: it is not told, and gets the stand-in instead.
      pending.addEventListener("error", (event) => {
        event.stopImmediatePropagation();
        event.preventDefault();
        console.warn(`IndexedDB refused (${pending.error?.name}): ${name} kept in memory`);
        pending.onsuccess?.({ target: { result: database() } });
      });
      return pending;
    };
  }

  storageFallback(globalThis);
  const NativeBlob = globalThis.Blob;
  globalThis.Blob = class Blob extends NativeBlob {
    constructor(parts, options) {
      if (Array.isArray(parts) && typeof parts[0] === "string" && parts[0].startsWith("/*@*/")) {
        parts = [`(${storageFallback})(globalThis);\n`, ...parts];
      }
      super(parts, options);
    }
  };
})();
