"""Serve the game from this folder: `python3 tools/serve.py [--port N] [--host H]`.

Fetches the pinned runtime on first run (tools/vendor.py), then serves the
repository root as static files on http://127.0.0.1:8000/ (loopback unless
--host says otherwise). Any static server works for the game; this one adds
what makes it start fast and correctly:

* types: .wasm application/wasm, .mjs/.js text/javascript, .toml, .whl, .zip;
* caching: files under static/vendor/<name>-<version>/ never change for a
  given path (the version is in the path), so they are `immutable` for a year;
  everything else is `no-cache` (revalidated by Last-Modified, 304 if unchanged),
  so a new version of the game is picked up on the next load.
Only the standard library is used.
"""

from __future__ import annotations

import argparse
import sys
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote

sys.path.insert(0, str(Path(__file__).resolve().parent))
import vendor  # noqa: E402  (sibling module, stdlib only)

ROOT = vendor.ROOT
IMMUTABLE_PREFIX = "/static/vendor/"


class GameRequestHandler(SimpleHTTPRequestHandler):
    extensions_map = {
        **SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".toml": "text/plain; charset=utf-8",
        ".py": "text/plain; charset=utf-8",
        ".whl": "application/zip",
        ".zip": "application/zip",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
    }

    def end_headers(self) -> None:
        path = self.path.split("?", 1)[0]
        if path.startswith(IMMUTABLE_PREFIX):
            self.send_header("Cache-Control", "public, max-age=31536000, immutable")
        else:
            self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def send_head(self):
        """Hidden paths (.git, .venv, .cache, ...) are not part of the game; checked
        after percent-decoding, as the file lookup sees them (``/%2Egit/config``)."""
        path = unquote(self.path.split("?", 1)[0].split("#", 1)[0])
        if any(part.startswith(".") for part in path.split("/") if part):
            self.send_error(404, "Not found")
            return None
        return super().send_head()

    def log_message(self, format: str, *args) -> None:  # noqa: A002 (stdlib name)
        if not self.server.quiet:
            super().log_message(format, *args)


class GameServer(ThreadingHTTPServer):
    def handle_error(self, request, client_address) -> None:
        """A browser that drops a connection mid-transfer (a closed tab, a
        cancelled fetch) is routine, not a traceback; other errors are printed."""
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)


def make_server(host: str, port: int, quiet: bool = False) -> ThreadingHTTPServer:
    handler = partial(GameRequestHandler, directory=str(ROOT))
    server = GameServer((host, port), handler)
    server.quiet = quiet
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the Rummikub game offline from this folder.")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to bind (default 127.0.0.1, loopback only; 0.0.0.0 for the LAN)")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args(argv)
    try:
        vendor.run(quiet=True)
    except (vendor.VendorError, vendor.subprocess.CalledProcessError, OSError) as error:
        print(f"serve: cannot prepare the runtime: {error}", file=sys.stderr)
        return 1
    server = make_server(args.host, args.port, quiet=args.quiet)
    print(f"Rummikub: http://{args.host}:{args.port}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
