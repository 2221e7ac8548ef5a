"""Browser entry point, run by PyScript (see index.html and pyscript.toml).

Imports the engine, renders the first screen and sets data-state="ready" on
<html>; any start-up failure sets data-state="error" with a human message.
"""

from pyscript import document, window

try:
    from game.app import start

    start(document, window)
except Exception as error:  # start-up must always end in a visible state
    window.rummikubBootFailed(f"{type(error).__name__}: {error}")
    raise
