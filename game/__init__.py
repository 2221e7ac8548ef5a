"""The browser app: session and turn flow, clocks, bots, UI rendering, storage, i18n."""
