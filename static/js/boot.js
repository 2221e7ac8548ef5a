// Start-up watch: before Python runs, nothing else can report a failure.
// Any uncaught error or rejected promise before the game is ready puts the page
// into data-state="error" with a human message (the details go to the console).
(() => {
  const root = document.documentElement;
  // The page's language before Python runs, so the splash speaks it: the choice game/app.py makes
  // again once it runs (?lang=, the device's stored choice, the browser's first language).
  const language = () => {
    const asked = new URLSearchParams(location.search).get("lang");
    if (asked === "de" || asked === "en") return asked;
    try {
      const stored = JSON.parse(localStorage.getItem("rummikub.prefs") || "{}").lang;
      if (stored === "de" || stored === "en") return stored;
    } catch { /* storage switched off or unreadable: the browser's language decides */ }
    const first = (navigator.languages && navigator.languages[0]) || navigator.language || "";
    return first.toLowerCase().startsWith("de") ? "de" : "en";
  };
  root.lang = language();
  const fail = (detail) => {
    if (root.dataset.state !== "loading") return;
    root.dataset.state = "error";
    const status = document.getElementById("splash-status");
    const text = root.lang === "de"
      ? "Das Spiel konnte nicht starten. Bitte lade die Seite neu."
      : "The game could not start. Please reload the page.";
    if (status) {
      status.textContent = text;
      status.setAttribute("role", "alert");
    }
    const detailBox = document.createElement("pre");
    detailBox.className = "boot-error";
    detailBox.textContent = String(detail).slice(0, 2000);
    status?.after(detailBox);
  };
  addEventListener("error", (event) => fail(event.message || event.error));
  addEventListener("unhandledrejection", (event) => fail(event.reason));
  // Exposed for the Python side: start-up failures it catches itself.
  globalThis.rummikubBootFailed = fail;
})();
