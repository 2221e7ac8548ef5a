"""Build the game for any static host: `python3 tools/build.py [--zip]`.

Writes dist/: only what the browser needs (``site_files``: the HTML pages, the
web app manifest, the PyScript configs, rules/ and game/, static/ with the
vendored runtime), the service worker that precaches all of it (sw.js, made by
Workbox: tools/build-web.mjs), ``.br``/``.gz`` beside every file they make
smaller, and an Apache ``.htaccess`` (tools/hosting/; the nginx example is
there too). Every URL of the game is relative, so dist/ works from any
sub-path (``https://club.example/spiele/rummikub/``).

``--zip`` also writes rummikub-classroom.zip: ``rummikub/web/`` (dist/),
``rummikub/serve.py`` (tools/site_server.py: plain python3, no pip, no
internet) and a LIESMICH/README. Nothing here is hand-listed: a new page,
module or vendored folder (static/vendor/lexicon-1/) is picked up.

The developers' server (tools/serve.py) uses ``ensure_service_worker`` for the
repository itself. Needs node and workbox-build (``npm ci``; run here when
missing, as tools/vendor.py fetches the runtime).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import vendor  # noqa: E402  (sibling module, stdlib only)

ROOT = vendor.ROOT
DIST = ROOT / "dist"
ZIP = ROOT / "rummikub-classroom.zip"
HOSTING = ROOT / "tools" / "hosting"
COMPRESSED_CACHE = ROOT / ".cache" / "compressed"
WORKBOX = ROOT / "node_modules" / "workbox-build" / "package.json"
# Kept in static/vendor/ but never requested by either page (measured with the
# server's log over a game and a practice tournament): vendor.py's pristine
# copy of Pyodide's lock, PyScript's editor and terminal (CodeMirror, xterm),
# and micropip with packaging (README "The offline runtime": not used).
UNUSED = ("pyodide-lock.upstream.json", "codemirror", "xterm", "micropip-", "packaging-")
STORED = (".br", ".gz", ".whl", ".zip", ".png")  # already compressed: stored as is in the zip


class BuildError(RuntimeError):
    pass


def site_files(root: Path = ROOT) -> list[str]:
    """Every file the browser may need, as paths relative to ``root``."""
    found = [*root.glob("*.html"), *root.glob("*.webmanifest"), *root.glob("*.toml")]
    replaced = vendor.superseded(vendor.load_lock())  # PyPI wheels whose bytecode wheel the lock names
    for folder in ("rules", "game", "static"):
        found += [path for path in (root / folder).rglob("*") if path.is_file()]
    names = []
    for path in found:
        relative = path.relative_to(root).as_posix()
        parts = relative.split("/")
        if ("__pycache__" in parts or any(part.startswith(".") for part in parts) or relative.endswith(".pyc")
                or any(parts[-1].startswith(name) for name in UNUSED) or parts[-1] in replaced):
            continue
        names.append(relative)
    return sorted(names)


def _node(*args: str, stdin: str | None = None) -> dict:
    node = shutil.which("node")
    if not node:
        raise BuildError("node is needed to build the service worker (apt install nodejs npm)")
    result = subprocess.run([node, str(ROOT / "tools" / "build-web.mjs"), *args], input=stdin,
                            capture_output=True, text=True, cwd=ROOT)
    if result.returncode:
        raise BuildError(f"tools/build-web.mjs {args[0]} failed:\n{result.stderr.strip()}")
    return json.loads(result.stdout.strip().splitlines()[-1])


def ensure_workbox() -> None:
    """Install the pinned npm packages (workbox-build) when they are missing."""
    wanted = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["dependencies"]["workbox-build"]
    if WORKBOX.is_file() and json.loads(WORKBOX.read_text(encoding="utf-8"))["version"] == wanted:
        return
    npm = shutil.which("npm")
    if not npm:
        raise BuildError("npm is needed to install workbox-build (apt install npm)")
    print(f"build: installing workbox-build {wanted} (npm ci)", flush=True)
    subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=ROOT, check=True)


def write_service_worker(directory: Path, files: list[str]) -> int:
    """directory/sw.js precaching ``files``; returns how many."""
    ensure_workbox()
    return _node("sw", str(directory), stdin=json.dumps(files))["count"]


def _fingerprint(root: Path, files: list[str]) -> str:
    digest = hashlib.sha256()
    for name in files:
        stat = (root / name).stat()
        digest.update(f"{name}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def ensure_service_worker(root: Path = ROOT) -> bool:
    """The repository's own sw.js (for tools/serve.py), made again when a site
    file was added, removed or changed since; True if it was."""
    files = site_files(root)
    fingerprint = _fingerprint(root, files)
    seen = root / ".cache" / "sw-fingerprint.txt"
    if (root / "sw.js").is_file() and seen.is_file() and seen.read_text() == fingerprint:
        return False
    write_service_worker(root, files)
    seen.parent.mkdir(parents=True, exist_ok=True)
    seen.write_text(fingerprint)
    return True


def build(dist: Path = DIST, brotli_quality: int = 11, quiet: bool = False) -> list[str]:
    """Write ``dist``; returns the site files copied into it."""
    vendor.run(quiet=True)
    files = site_files()
    if dist.exists():
        shutil.rmtree(dist)
    for name in files:
        target = dist / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, target)
    shutil.copy2(HOSTING / "htaccess", dist / ".htaccess")
    count = write_service_worker(dist, files)
    packed = _node("compress", str(dist), str(COMPRESSED_CACHE), str(brotli_quality))
    if not quiet:
        size = sum((dist / name).stat().st_size for name in files)
        print(f"build: {dist.relative_to(ROOT) if dist.is_relative_to(ROOT) else dist}: {len(files)} files "
              f"({size / 1e6:.1f} MB), sw.js precaching {count}, {packed['written']} pre-compressed "
              f"(.br/.gz)")
    return files


def classroom_zip(dist: Path = DIST, target: Path = ZIP) -> Path:
    """The classroom zip: rummikub/web/ (dist), rummikub/serve.py, the read-me."""
    with zipfile.ZipFile(target, "w") as archive:
        archive.write(ROOT / "tools" / "site_server.py", "rummikub/serve.py", zipfile.ZIP_DEFLATED)
        archive.write(HOSTING / "LIESMICH-README.txt", "rummikub/LIESMICH-README.txt", zipfile.ZIP_DEFLATED)
        for path in sorted(dist.rglob("*")):
            if path.is_file():
                method = zipfile.ZIP_STORED if path.name.endswith(STORED) else zipfile.ZIP_DEFLATED
                archive.write(path, f"rummikub/web/{path.relative_to(dist).as_posix()}", method)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build dist/ for any static host (and the classroom zip).")
    parser.add_argument("--zip", action="store_true", help=f"also write {ZIP.name}")
    parser.add_argument("--out", type=Path, default=DIST, help="where to build (default dist/)")
    parser.add_argument("--brotli-quality", type=int, default=11, choices=range(0, 12), metavar="0-11",
                        help="brotli quality (default 11, the smallest; 5 builds in seconds)")
    args = parser.parse_args(argv)
    try:
        build(args.out.resolve(), args.brotli_quality)
        if args.zip:
            path = classroom_zip(args.out.resolve())
            print(f"build: {path.name}: {path.stat().st_size / 1e6:.1f} MB")
    except (BuildError, vendor.VendorError, subprocess.CalledProcessError, OSError) as error:
        print(f"build: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
