// Start-up watch: before Python runs, nothing else can report a failure.
// Any uncaught error or rejected promise before the game is ready puts the page
// into data-state="error" with a human message (the details go to the console).
(() => {
  const root = document.documentElement;
  const fail = (detail) => {
    if (root.dataset.state !== "loading") return;
    root.dataset.state = "error";
    const status = document.getElementById("splash-status");
    const text = (navigator.language || "").toLowerCase().startsWith("de")
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
