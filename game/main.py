"""Browser entry point, run by PyScript (see index.html and pyscript.toml).

Start-up is in two steps so the first screen appears as soon as Python runs:
1. render the first screen and set data-state="ready" on <html> (needs only
   the standard library and our own light modules);
2. in the background, load pydantic from the vendored wheels, import the
   rules engine and the game screen; data-engine="ready" on <html> says it is
   done (a saved game is resumed, or the game the address asks for starts).
Any failure sets data-state="error" (or data-engine="error") with a human message.
"""

import asyncio

from pyscript import document, window

window.performance.mark("rummikub:python")
try:
    from game import app, update

    parsed, notices = app.start(document, window)
    update.watch(document, window)  # "new version — reload" (static/js/pwa.js)
except Exception as error:  # start-up must always end in a visible state
    window.rummikubBootFailed(f"{type(error).__name__}: {error}")
    raise

engine_task = asyncio.ensure_future(app.load_engine(document, window, parsed, notices))
