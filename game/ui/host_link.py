"""The embedded game's line to the page that frames it (README "Embed"): the
browser's part of game.host_api. Events go by ``postMessage`` to the listed
parent origin only (never "*"); a message is read only when it comes from
that origin and from the frame's own parent window (not from a page that
opened the game in a window of its own: it would reach the game's own saves),
and then only as game.host_api accepts it; whatever is ignored is said in the
console. game.app opens the line only in a frame.
"""

from __future__ import annotations

import json
from dataclasses import replace

from pyodide.ffi import create_proxy
from pyscript import window

from game import device_storage, host_api, url_params
from game.settings import GameSettings

MESSAGE_DEPTH = 4  # a command nests 3 deep (message, params, seats list)
COMMAND_GAP_MS = 1000  # the least time between two commands of one kind a host sends


class HostLink:
    """Listens to the host from now on and tells it so (``ready``). ``base``:
    the settings a host's new game starts from (the address's)."""

    def __init__(self, screen, parent: str, base: GameSettings):
        self.screen, self.parent, self.base = screen, parent, base
        self.reporter = host_api.Reporter()
        self._last: dict = {}  # command kind -> when one was last obeyed (performance.now, ms)
        self._listener = create_proxy(self.on_message)
        window.addEventListener("message", self._listener)
        self.post(host_api.ready(screen.lang))

    def post(self, event: dict) -> None:
        """To the listed parent only; through JSON, so that it is plain data (None is null)."""
        window.parent.postMessage(window.JSON.parse(json.dumps(event)), self.parent)

    def report(self, session) -> None:
        """Post what the session's progress owes the host (host_api.Reporter)."""
        notices = [note.text(self.screen.lang) for note in self.screen.notices]
        for event in self.reporter.events(session, notices):
            self.post(event)

    def on_message(self, event) -> None:
        origin = str(event.origin)
        if event.source != window.parent:  # JS identity (===): refused below as not from the listed parent
            origin += " (a window other than the parent frame)"
        data = event.data if origin == self.parent else None  # a stranger's message is not even read
        if hasattr(data, "to_py"):
            try:
                data = data.to_py(depth=MESSAGE_DEPTH)
            except Exception:  # not plain data: refused below as a wrong shape
                data = None
        command, why = host_api.read_command(origin, self.parent, data, replace(self.base, lang=self.screen.lang))
        if command is not None:  # a flood froze the frame for 15 s (a security test): one of a kind a second
            now = window.performance.now()
            if now - self._last.get(command.kind, -COMMAND_GAP_MS) < COMMAND_GAP_MS:
                command, why = None, f"a {command.kind} came {COMMAND_GAP_MS} ms or less after the last one"
            else:
                self._last[command.kind] = now
        if command is None:
            window.console.warn(f"rummikub: message from {origin[:100]} ignored: {why}")
        elif command.kind == "set-language":
            if command.lang != self.screen.lang:  # the same language again redraws nothing
                self.screen.switch_language(command.lang)
        else:
            self.screen.notices = [*map(url_params.describe, command.game.problems), *device_storage.notices()]
            self.screen.start(command.game.settings)
