"""Serve the game from this folder: `python3 tools/serve.py [--port N] [--host H]`.

The developers' server, and the README's first command. On first run it
fetches the pinned runtime (tools/vendor.py), then serves the repository
root as static files on http://127.0.0.1:8000/ (loopback unless --host says
otherwise; with ``--host 0.0.0.0`` it prints the LAN addresses and a QR code).
Types, caching and hidden paths are those of tools/site_server.py (the
server of the classroom zip); this one adds the service worker: /sw.js is
made by tools/build.py when first asked for (installing workbox-build with
npm ci if missing) and again when a file of the game changed since, so the
browser picks the change up as a new version ("new version — reload").
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build  # noqa: E402  (sibling modules, stdlib only)
import site_server  # noqa: E402
import vendor  # noqa: E402

ROOT = vendor.ROOT


class GameRequestHandler(site_server.SiteRequestHandler):
    sw_lock = threading.Lock()

    def send_head(self):
        """/sw.js is made when first asked for (the page asks once its engine
        is loaded) and again when a file of the game changed since."""
        if self.site_path() == "sw.js":
            with self.sw_lock:
                try:
                    build.ensure_service_worker()
                except (build.BuildError, subprocess.CalledProcessError, OSError) as error:
                    print(f"serve: no service worker (the game works, but not offline): {error}",
                          file=sys.stderr, flush=True)
        return super().send_head()


def make_server(host: str, port: int, quiet: bool = False) -> site_server.SiteServer:
    return site_server.make_server(ROOT, host, port, quiet=quiet, handler=GameRequestHandler)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the Rummikub game offline from this folder.")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to bind (default 127.0.0.1, loopback only; 0.0.0.0 for the LAN)")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args(argv)
    try:
        vendor.run(quiet=True)
    except (vendor.VendorError, subprocess.CalledProcessError, OSError) as error:
        print(f"serve: cannot prepare the runtime: {error}", file=sys.stderr)
        return 1
    server = make_server(args.host, args.port, quiet=args.quiet)
    site_server.announce(args.host, server.server_address[1], "/")
    site_server.serve_until_stopped(server)
    return 0


if __name__ == "__main__":
    sys.exit(main())
