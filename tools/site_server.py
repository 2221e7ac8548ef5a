"""Serve the Rummikub game from a folder: one file, only Python's standard library.

    python3 serve.py                      the classroom zip: serves web/ beside this
                                          file to the LAN (--host 0.0.0.0 by default there)
    python3 serve.py --port 8080 --prefix /spiele/rummikub/

This is the server of the classroom zip (``tools/build.py --zip`` copies it
there as ``serve.py``) and the core of ``tools/serve.py`` (the developers'
server of this repository). What it adds to a plain static server:

* types: .wasm application/wasm, .mjs/.js text/javascript, .toml, .whl, .zip,
  .webmanifest;
* caching: files under static/vendor/<name>-<version>/ never change for a
  given path, so they are ``immutable`` for a year (but pyodide-lock.json,
  which tools/vendor.py rewrites when a wheel changes); everything else is
  ``no-cache`` (revalidated, 304 if unchanged), the service worker included;
* pre-compressed files: ``x.br`` / ``x.gz`` beside ``x`` (tools/build.py writes
  them) are sent with ``Content-Encoding`` to a browser that accepts them,
  unless older than ``x`` (a file changed after the build);
* ``--prefix``: the site under a sub-path, as on a club's web space;
* hidden paths (``.git``, ``.htaccess``, ...) are never served;
* on the LAN (``--host 0.0.0.0``) it prints the addresses students open, and a
  QR code of the first one in the terminal (the encoder is the last section).
"""

from __future__ import annotations

import argparse
import email.utils
import os
import re
import socket
import sys
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import quote, unquote

# A folder named with its version; Pyodide's lock is rewritten in place by tools/vendor.py.
VERSIONED = re.compile(r"static/vendor/[^/]+-\d[^/]*/(?!pyodide-lock\.json$)")
PRECOMPRESSED = (("br", ".br"), ("gzip", ".gz"))  # preferred first


def accepted_encodings(header: str) -> set[str]:
    """The content codings of an Accept-Encoding header, those with q=0 left out."""
    accepted = set()
    for part in header.split(","):
        coding, _, params = part.partition(";")
        if not re.fullmatch(r"\s*q\s*=\s*0(\.0*)?\s*", params):
            accepted.add(coding.strip().lower())
    return accepted


def _older(variant: str, path: str) -> bool:
    """A compressed copy older than its file is stale (the file was changed after the build)."""
    return os.stat(variant).st_mtime_ns < os.stat(path).st_mtime_ns


class SiteRequestHandler(SimpleHTTPRequestHandler):
    extensions_map = {
        **SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".toml": "text/plain; charset=utf-8",
        ".py": "text/plain; charset=utf-8",
        ".txt": "text/plain; charset=utf-8",
        ".whl": "application/zip",
        ".zip": "application/zip",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
    }
    prefix = "/"  # the site's path on this server, with both slashes

    def site_path(self) -> str | None:
        """The request's path inside the site, percent-decoded, without the
        leading slash; None when it lies outside the prefix."""
        path = unquote(self.path.split("?", 1)[0].split("#", 1)[0])
        if not (path + "/").startswith(self.prefix):
            return None
        return path[len(self.prefix):]

    def translate_path(self, path: str) -> str:
        """The file of this request: its decoded path inside the site (the
        standard lookup, which drops ``..``, decodes it once more)."""
        return super().translate_path("/" + quote(self.site_path() or ""))

    def end_headers(self) -> None:
        inside = self.site_path() or ""
        if VERSIONED.match(inside):
            self.send_header("Cache-Control", "public, max-age=31536000, immutable")
        else:
            self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def send_head(self):
        """Hidden paths (.git, .venv, .htaccess, ...) are not part of the game;
        checked after percent-decoding, as the file lookup sees them
        (``/%2Egit/config``). The site's root without its slash is redirected."""
        inside = self.site_path()
        if inside is None:
            if self.path.split("?", 1)[0] + "/" == self.prefix:
                self.send_response(301)
                self.send_header("Location", self.prefix)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return None
            self.send_error(404, "Not found")
            return None
        if any(part.startswith(".") for part in inside.split("/") if part):
            self.send_error(404, "Not found")
            return None
        path = self.translate_path(self.path)
        if self.path.split("?", 1)[0].endswith("/") and os.path.isdir(path):
            path = os.path.join(path, "index.html")
        if os.path.isfile(path):
            variants = [(coding, path + suffix) for coding, suffix in PRECOMPRESSED
                        if os.path.isfile(path + suffix) and not _older(path + suffix, path)]
            accepted = accepted_encodings(self.headers.get("Accept-Encoding", ""))
            for coding, variant in variants:
                if coding in accepted:
                    return self.send_encoded(path, variant, coding)
            if variants:
                self.vary = True
        return super().send_head()

    def send_encoded(self, path: str, variant: str, coding: str):
        stream = open(variant, "rb")
        stat = os.fstat(stream.fileno())
        since = self.headers.get("If-Modified-Since")
        if since and not self.headers.get("If-None-Match"):
            try:
                unchanged = email.utils.parsedate_to_datetime(since).timestamp() >= int(stat.st_mtime)
            except (TypeError, ValueError, IndexError, OverflowError):
                unchanged = False
            if unchanged:
                stream.close()
                self.send_response(304)
                self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                return None
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(stat.st_size))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return stream

    def send_response(self, code, message=None) -> None:
        super().send_response(code, message)
        if getattr(self, "vary", False):
            self.send_header("Vary", "Accept-Encoding")
            self.vary = False

    def log_message(self, format: str, *args) -> None:  # noqa: A002 (stdlib name)
        if not self.server.quiet:
            super().log_message(format, *args)


class SiteServer(ThreadingHTTPServer):
    def handle_error(self, request, client_address) -> None:
        """A browser that drops a connection mid-transfer (a closed tab, a
        cancelled fetch) is routine, not a traceback; other errors are printed."""
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)


def normal_prefix(prefix: str) -> str:
    return "/" + "/".join(part for part in prefix.split("/") if part) + ("/" if prefix.strip("/") else "")


def make_server(directory: Path, host: str, port: int, prefix: str = "/", quiet: bool = False,
                handler: type[SiteRequestHandler] = SiteRequestHandler) -> SiteServer:
    handler = type(handler.__name__, (handler,), {"prefix": normal_prefix(prefix)})
    server = SiteServer((host, port), partial(handler, directory=str(directory)))
    server.quiet = quiet
    return server


# --- the addresses students open --------------------------------------------------

def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses on the local network (loopback left out):
    the one the default route leaves from first (no packet is sent), then the
    host name's."""
    found = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: a route is looked up, nothing sent
            found.append(probe.getsockname()[0])
    except OSError:
        pass
    try:
        found += [info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)]
    except OSError:
        pass
    return list(dict.fromkeys(a for a in found if not a.startswith(("127.", "0.", "169.254."))))


def addresses(host: str, port: int, prefix: str) -> list[str]:
    hosts = lan_addresses() if host in ("0.0.0.0", "", "::") else [host]
    if host in ("0.0.0.0", "", "::") and not hosts:
        hosts = ["127.0.0.1"]
    return [f"http://{'[' + h + ']' if ':' in h else h}:{port}{prefix}" for h in hosts]


def announce(host: str, port: int, prefix: str, out=None) -> None:
    """Print where the game is served; on the LAN also a QR code of the first address."""
    out = out or sys.stdout
    urls = addresses(host, port, prefix)
    print(f"Rummikub: {urls[0]}  (Ctrl+C to stop)", file=out)
    for url in urls[1:]:
        print(f"          {url}", file=out)
    if host in ("0.0.0.0", "", "::") and not urls[0].startswith("http://127."):
        print("Students open this address, or scan the code "
              "(Schüler öffnen diese Adresse oder scannen den Code):", file=out)
        if os.name == "nt" and out.isatty():
            os.system("")  # lets the Windows console read the colour codes
        try:
            print(qr_text(urls[0].encode(), ansi=out.isatty()), file=out, flush=True)
        except UnicodeEncodeError:  # a console without the block characters
            print("(no QR code: this console cannot draw it)", file=out, flush=True)


def main(argv: list[str] | None = None) -> int:
    here = Path(__file__).resolve().parent
    parser = argparse.ArgumentParser(description="Serve the Rummikub game (a built folder) to this "
                                                 "computer and the local network.")
    parser.add_argument("--dir", type=Path, default=here / "web" if (here / "web").is_dir() else here,
                        help="the built game (default: web/ beside this file)")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    parser.add_argument("--host", default="0.0.0.0",
                        help="address to bind (default 0.0.0.0: the LAN; 127.0.0.1 for this computer only)")
    parser.add_argument("--prefix", default="/", help="the site's path (default /)")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").is_file():
        print(f"serve: no game in {args.dir} (index.html missing)", file=sys.stderr)
        return 1
    server = make_server(args.dir, args.host, args.port, args.prefix, quiet=args.quiet)
    announce(args.host, server.server_address[1], normal_prefix(args.prefix))
    serve_until_stopped(server)
    return 0


def serve_until_stopped(server) -> None:
    """Serve until Ctrl-C (or the process is stopped), then close the socket."""
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


# --- QR code (ISO/IEC 18004): byte mode, error correction level M, versions 1-10 ----

ECC_PER_BLOCK = (0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26)  # level M, by version
BLOCKS = (0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5)
MASKS = (
    lambda x, y: (x + y) % 2 == 0, lambda x, y: y % 2 == 0, lambda x, y: x % 3 == 0,
    lambda x, y: (x + y) % 3 == 0, lambda x, y: (x // 3 + y // 2) % 2 == 0,
    lambda x, y: x * y % 2 + x * y % 3 == 0, lambda x, y: (x * y % 2 + x * y % 3) % 2 == 0,
    lambda x, y: ((x + y) % 2 + x * y % 3) % 2 == 0,
)


def _gf_mul(x: int, y: int) -> int:
    z = 0
    for i in reversed(range(8)):
        z = (z << 1) ^ ((z >> 7) * 0x11D)
        z ^= ((y >> i) & 1) * x
    return z


def _ecc(data: list[int], degree: int) -> list[int]:
    divisor, root = [0] * (degree - 1) + [1], 1
    for _ in range(degree):
        divisor = [_gf_mul(c, root) ^ (divisor[j + 1] if j + 1 < degree else 0) for j, c in enumerate(divisor)]
        root = _gf_mul(root, 2)
    remainder = [0] * degree
    for byte in data:
        factor = byte ^ remainder.pop(0)
        remainder = [r ^ _gf_mul(c, factor) for r, c in zip(remainder + [0], divisor)]
    return remainder


def _codewords(version: int) -> int:
    modules = (16 * version + 128) * version + 64
    if version >= 2:
        aligns = version // 7 + 2
        modules -= (25 * aligns - 10) * aligns - 55 + (36 if version >= 7 else 0)
    return modules // 8


def _data_capacity(version: int) -> int:
    return _codewords(version) - ECC_PER_BLOCK[version] * BLOCKS[version]


def _align_positions(version: int, size: int) -> list[int]:
    if version == 1:
        return []
    aligns = version // 7 + 2
    step = (version * 8 + aligns * 3 + 5) // (aligns * 4 - 4) * 2
    return [6] + [size - 7 - i * step for i in reversed(range(aligns - 1))]


def _bch(value: int, bits: int, poly: int) -> int:
    rem = value
    for _ in range(bits):
        rem = (rem << 1) ^ ((rem >> (bits - 1)) * poly)
    return value << bits | rem


def qr_matrix(data: bytes, mask: int | None = None) -> list[list[bool]]:
    """The modules (True: dark) of the smallest QR code holding ``data``; the
    mask with the lowest penalty unless one is given."""
    version = next((v for v in range(1, 11) if 4 + (8 if v < 10 else 16) + 8 * len(data)
                    <= 8 * _data_capacity(v)), None)
    if version is None:
        raise ValueError("too long for a QR code of version 10")
    size, capacity = 17 + 4 * version, _data_capacity(version)
    bits = f"0100{len(data):0{8 if version < 10 else 16}b}" + "".join(f"{b:08b}" for b in data)
    bits += "0" * min(4, 8 * capacity - len(bits))
    bits += "0" * (-len(bits) % 8)
    payload = [int(bits[i:i + 8], 2) for i in range(0, len(bits), 8)]
    payload += [(0xEC, 0x11)[i % 2] for i in range(capacity - len(payload))]
    # Split into blocks, add error correction, interleave.
    total, blocks, ecc = _codewords(version), BLOCKS[version], ECC_PER_BLOCK[version]
    short, long_count = total // blocks, total % blocks
    chunks, start = [], 0
    for index in range(blocks):
        length = short - ecc + (index >= blocks - long_count)
        chunks.append(payload[start:start + length])
        start += length
    stream = [c[i] for i in range(short - ecc + 1) for c in chunks if i < len(c)]
    codes = [_ecc(c, ecc) for c in chunks]
    stream += [code[i] for i in range(ecc) for code in codes]

    grid = [[False] * size for _ in range(size)]
    fixed = [[False] * size for _ in range(size)]

    def put(x: int, y: int, dark: bool) -> None:
        grid[y][x], fixed[y][x] = dark, True

    for i in range(size):
        put(6, i, i % 2 == 0)
        put(i, 6, i % 2 == 0)
    for cx, cy in ((3, 3), (size - 4, 3), (3, size - 4)):
        for dy in range(-4, 5):
            for dx in range(-4, 5):
                if 0 <= cx + dx < size and 0 <= cy + dy < size:
                    put(cx + dx, cy + dy, max(abs(dx), abs(dy)) not in (2, 4))
    positions = _align_positions(version, size)
    for ay in positions:
        for ax in positions:
            if not ((ax == 6 and ay == 6) or (ax == 6 and ay == size - 7) or (ax == size - 7 and ay == 6)):
                for dy in range(-2, 3):
                    for dx in range(-2, 3):
                        put(ax + dx, ay + dy, max(abs(dx), abs(dy)) != 1)
    if version >= 7:
        info = _bch(version, 12, 0x1F25)
        for i in range(18):
            a, b, dark = size - 11 + i % 3, i // 3, bool(info >> i & 1)
            put(a, b, dark)
            put(b, a, dark)

    def put_format(mask_number: int) -> None:
        info = _bch(mask_number, 10, 0x537) ^ 0x5412  # level M's two bits are 00
        bit = [bool(info >> i & 1) for i in range(15)]
        for i in range(6):
            put(8, i, bit[i])
        put(8, 7, bit[6])
        put(8, 8, bit[7])
        put(7, 8, bit[8])
        for i in range(9, 15):
            put(14 - i, 8, bit[i])
        for i in range(8):
            put(size - 1 - i, 8, bit[i])
        for i in range(8, 15):
            put(8, size - 15 + i, bit[i])
        put(8, size - 8, True)

    put_format(0)  # reserves the format areas before the data is placed
    index, stream_bits = 0, len(stream) * 8
    for right in range(size - 1, 0, -2):
        right = right - 1 if right <= 6 else right
        for vertical in range(size):
            for column in (right, right - 1):
                y = size - 1 - vertical if (right + 1) & 2 == 0 else vertical
                if not fixed[y][column] and index < stream_bits:
                    grid[y][column] = bool(stream[index >> 3] >> (7 - (index & 7)) & 1)
                    index += 1

    def masked(number: int) -> list[list[bool]]:
        rule = MASKS[number]
        return [[grid[y][x] ^ (not fixed[y][x] and rule(x, y)) for x in range(size)] for y in range(size)]

    best = None
    for number in range(8) if mask is None else (mask,):
        put_format(number)
        candidate = masked(number)
        score = _penalty(candidate) if mask is None else 0
        if best is None or score < best[0]:
            best = (score, number, candidate)
    put_format(best[1])
    return masked(best[1])


def _penalty(grid: list[list[bool]]) -> int:
    """The standard's four penalty rules (runs, 2x2 blocks, finder-like
    patterns next to the quiet zone's light, dark/light balance)."""
    lines = ["".join("1" if m else "0" for m in row) for row in grid]
    lines += ["".join(column) for column in zip(*lines)]
    score = 0
    for line in lines:
        score += sum(len(run) - 2 for run in re.findall(r"0{5,}|1{5,}", line))
        padded = "0000" + line + "0000"
        score += 40 * len(re.findall(r"(?=(10111010000|00001011101))", padded))
    size = len(grid)
    score += 3 * sum(grid[y][x] == grid[y][x + 1] == grid[y + 1][x] == grid[y + 1][x + 1]
                     for y in range(size - 1) for x in range(size - 1))
    dark = sum(map(sum, grid))
    score += 10 * (abs(dark * 20 - size * size * 10) // (size * size))
    return score


def qr_text(data: bytes, ansi: bool = True, quiet_zone: int = 2) -> str:
    """The QR code as terminal text, two rows of modules per line (half blocks).
    With ``ansi`` black on white whatever the terminal's colours; without, dark
    modules are drawn as blocks (for a light terminal background)."""
    grid = qr_matrix(data)
    size = len(grid) + 2 * quiet_zone
    dark = [[False] * size for _ in range(quiet_zone)]
    dark += [[False] * quiet_zone + row + [False] * quiet_zone for row in grid]
    dark += [[False] * size for _ in range(quiet_zone + 1)]
    glyphs = {(False, False): " ", (True, False): "\u2580", (False, True): "\u2584", (True, True): "\u2588"}
    lines = ["".join(glyphs[(dark[y][x], dark[y + 1][x])] for x in range(size)) for y in range(0, size, 2)]
    if ansi:
        lines = [f"\x1b[30;47m{line}\x1b[0m" for line in lines]
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
