"""Fetch the pinned browser runtime into static/vendor/ and verify every byte.

The runtime (Pyodide, PyScript and the wheels pydantic needs) is listed in
tools/runtime-lock.json with versions and sha256 of every downloaded archive
and every file we keep. This script fetches them with the ordinary registry
clients (`npm pack`, `pip download`), checks the hashes, and writes:

* static/vendor/pyodide-<v>/   the Pyodide core files plus the runtime wheels;
  pyodide-lock.json is made from the upstream lock (kept pristine as
  pyodide-lock.upstream.json) with the entries of those wheels rewritten
  (file_name, version, sha256), so Pyodide resolves pydantic from this
  folder, offline; the wheels it loads are the PyPI wheels with bytecode
  instead of sources (``*-2pyc-*.whl``, tools/compile_wheels.py, made by the
  vendored Pyodide under Node: the browser then compiles none of pydantic on
  each load); without Node the lock keeps the PyPI wheels; snapshot-<n>.bin,
  the interpreter's memory after its start-up (tools/make_snapshot.mjs, Node too;
  the pages start from it, static/js/pyodide-snapshot.mjs; without it, plainly);
* static/vendor/pyscript-<v>/  PyScript's dist files (no source maps);
* .cache/pyodide-test-wheels/  pytest and hypothesis for running the rules tests
  inside Pyodide under Node (never served);
* .cache/lexicon-build/  the data the German word lexicon is built from, then
  the lexicon itself (tools/build_lexicon.py, static/vendor/lexicon-<format>/).

Usage:  python3 tools/vendor.py            fetch what is missing, verify all
        python3 tools/vendor.py --check    verify only; exit 1 if anything is missing
        python3 tools/vendor.py --relock   re-download and record new hashes
                                           (after editing versions in the lock)
Only the standard library is used, so it runs before any venv exists.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "tools" / "runtime-lock.json"


class VendorError(RuntimeError):
    pass


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def load_lock() -> dict:
    return json.loads(LOCK.read_text(encoding="utf-8"))


def npm_pack(spec: str, into: Path) -> Path:
    npm = shutil.which("npm")
    if not npm:
        raise VendorError("npm is needed to fetch the runtime (apt install npm)")
    out = subprocess.run(
        [npm, "pack", spec, "--pack-destination", str(into), "--silent"],
        check=True, capture_output=True, text=True,
    ).stdout.strip().splitlines()
    return into / out[-1]


def pip_download(wheel: dict, into: Path) -> Path:
    cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
           "--only-binary=:all:", "--python-version", wheel.get("python", "3.14"),
           "--dest", str(into), f"{wheel['name']}=={wheel['version']}"]
    if "platform" in wheel:
        cmd += ["--platform", wheel["platform"], "--implementation", "cp"]
    result = subprocess.run(cmd, capture_output=True, text=True)
    target = into / wheel["file"]
    if not target.exists():
        raise VendorError(f"pip download of {wheel['name']} {wheel['version']} failed:\n"
                          f"{result.stderr.strip()}")
    return target


def check_hash(path: Path, expected: str | None, relock: bool) -> str:
    actual = sha256(path)
    if expected and actual != expected and not relock:
        raise VendorError(f"sha256 mismatch for {path.name}: expected {expected}, got {actual}")
    return actual


def dest_name(package: dict, name: str) -> str:
    """Upstream files we rewrite are kept under another name, pristine."""
    return package.get("rename", {}).get(name, name)


def npm_dest_ok(package: dict) -> bool:
    dest = ROOT / package["dest"]
    return all((dest / dest_name(package, name)).exists()
               and sha256(dest / dest_name(package, name)) == digest
               for name, digest in package["files"].items())


def vendor_npm(package: dict, tmp: Path, relock: bool) -> None:
    tarball = npm_pack(f"{package['package']}@{package['version']}", tmp)
    package["sha256"] = check_hash(tarball, package.get("sha256"), relock)
    dest = ROOT / package["dest"]
    dest.mkdir(parents=True, exist_ok=True)
    prefix = package["strip"]
    with tarfile.open(tarball) as archive:
        members = {m.name[len(prefix):]: m for m in archive.getmembers()
                   if m.isfile() and m.name.startswith(prefix)}
        names = package["files"] if package["files"] else sorted(
            name for name in members
            if "/" not in name and not name.endswith(tuple(package.get("skip_suffixes", []))))
        recorded = {}
        for name in names:
            if name not in members:
                raise VendorError(f"{name} is not in {tarball.name}")
            data = archive.extractfile(members[name]).read()
            digest = hashlib.sha256(data).hexdigest()
            if not relock and digest != package["files"][name]:
                raise VendorError(f"sha256 mismatch for {name} in {tarball.name}")
            (dest / dest_name(package, name)).write_bytes(data)
            recorded[name] = digest
        package["files"] = recorded


# The bytecode wheels' build tag (PEP 427). static/vendor/ is served immutable, so a
# browser may hold an older wheel of the same name: a change to what
# tools/compile_wheels.py writes takes a new tag (1pyc: RECORD without hashes; 2pyc: with).
BUILD_TAG = "2pyc"


def compiled_name(wheel: dict, tag: str = BUILD_TAG) -> str:
    """The file name of ``wheel`` with bytecode (build tag ``tag``, PEP 427)."""
    name, version, *tags = wheel["file"][:-len(".whl")].split("-")
    return "-".join([name, version, tag, *tags]) + ".whl"


def remove_old_compiled(lock: dict) -> None:
    """Bytecode wheels of an earlier build tag go (the site would ship them too)."""
    for wheel in lock["wheels"]:
        if wheel.get("lock_entry"):
            current = compiled_name(wheel)
            for path in (ROOT / wheel["dest"]).glob(compiled_name(wheel, "*pyc")):
                if path.name != current:
                    path.unlink()


def compile_wheels(lock: dict, quiet: bool) -> bool:
    """Make the bytecode wheels (tools/compile_wheels.py) that are missing or older than
    their PyPI wheel; True if it made any. Pyodide needs a lock to start: write it first."""
    remove_old_compiled(lock)
    todo = []
    for wheel in lock["wheels"]:
        if wheel.get("lock_entry"):
            source, target = Path(wheel["dest"]) / wheel["file"], Path(wheel["dest"]) / compiled_name(wheel)
            if not (ROOT / target).exists() or (ROOT / target).stat().st_mtime < (ROOT / source).stat().st_mtime:
                todo += [source.as_posix(), target.as_posix()]
    if not todo:
        return False
    if not quiet:
        print(f"runtime: compiling {len(todo) // 2} wheels to bytecode (Pyodide under Node)")
    try:
        subprocess.run(["node", str(ROOT / "tools" / "pyodide-run.mjs"), "tools/compile_wheels.py", *todo],
                       cwd=ROOT, check=True, capture_output=True, text=True)
    except (OSError, subprocess.CalledProcessError) as error:  # the PyPI wheels still work, only slower
        print(f"runtime: wheels not compiled, the page loads their sources ({error})", file=sys.stderr)
        for target in todo[1::2]:
            (ROOT / target).unlink(missing_ok=True)
        return False
    return True


def make_snapshot(quiet: bool) -> None:
    """The Pyodide memory snapshot (tools/make_snapshot.mjs: made when missing or older than
    the runtime, in about 10 s). Without it the pages start Pyodide plainly, only slower."""
    try:
        result = subprocess.run(["node", str(ROOT / "tools" / "make_snapshot.mjs")], cwd=ROOT, check=True,
                                capture_output=True, text=True)
    except (OSError, subprocess.CalledProcessError) as error:
        print(f"runtime: no memory snapshot, Pyodide starts plainly ({error})", file=sys.stderr)
        return
    if not quiet and '"made":true' in result.stdout:
        print("runtime: made the Pyodide memory snapshot (Pyodide under Node)")


def superseded(lock: dict) -> set:
    """The PyPI wheels the lock no longer names (their bytecode wheel is there)."""
    return {w["file"] for w in lock["wheels"]
            if w.get("lock_entry") and (ROOT / w["dest"] / compiled_name(w)).exists()}


def rewrite_pyodide_lock(lock: dict) -> None:
    """Point the Pyodide lock's entries at the wheels we placed beside it
    (the bytecode wheel where there is one)."""
    core = next(p for p in lock["npm"] if p["package"] == "pyodide")
    dest = ROOT / core["dest"]
    data = json.loads((dest / dest_name(core, "pyodide-lock.json")).read_text(encoding="utf-8"))
    old = superseded(lock)
    for wheel in lock["wheels"]:
        entry = wheel.get("lock_entry")
        if not entry:
            continue
        name = compiled_name(wheel) if wheel["file"] in old else wheel["file"]
        package = data["packages"][entry]
        package.update(file_name=name, version=wheel["version"], sha256=sha256(ROOT / wheel["dest"] / name))
    (dest / "pyodide-lock.json").write_text(json.dumps(data, separators=(",", ":")),
                                            encoding="utf-8")


def run(check_only: bool = False, relock: bool = False, quiet: bool = False) -> None:
    lock = load_lock()
    missing_npm = [p for p in lock["npm"] if relock or not npm_dest_ok(p)]
    missing_wheels = [w for w in lock["wheels"]
                      if relock or not (ROOT / w["dest"] / w["file"]).exists()
                      or sha256(ROOT / w["dest"] / w["file"]) != w["sha256"]]
    if not missing_npm and not missing_wheels:
        rewrite_pyodide_lock(lock)
        if not check_only and compile_wheels(lock, quiet):
            rewrite_pyodide_lock(lock)
        if not check_only:
            make_snapshot(quiet)
        if not quiet:
            print("runtime: all files present and verified")
        build_lexicon(check_only, quiet)
        return
    if check_only:
        names = [p["package"] for p in missing_npm] + [w["name"] for w in missing_wheels]
        raise VendorError("runtime files missing or changed: " + ", ".join(names)
                          + " (run python3 tools/vendor.py)")
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        for package in missing_npm:
            print(f"runtime: fetching {package['package']} {package['version']} (npm)")
            vendor_npm(package, tmp, relock)
        for wheel in missing_wheels:
            print(f"runtime: fetching {wheel['name']} {wheel['version']} (PyPI)")
            path = pip_download(wheel, tmp)
            wheel["sha256"] = check_hash(path, wheel.get("sha256"), relock)
            dest = ROOT / wheel["dest"]
            dest.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, dest / wheel["file"])
    rewrite_pyodide_lock(lock)
    if compile_wheels(lock, quiet):
        rewrite_pyodide_lock(lock)
    make_snapshot(quiet)
    if relock:
        LOCK.write_text(json.dumps(lock, indent=2) + "\n", encoding="utf-8")
        print(f"runtime: wrote new hashes to {LOCK.relative_to(ROOT)}")
    print("runtime: ready in static/vendor/")
    build_lexicon(check_only, quiet)


def build_lexicon(check_only: bool, quiet: bool) -> None:
    """The word lexicon, built from the wheels above unless this recipe's file is there."""
    import build_lexicon as lexicon  # sibling module, stdlib only
    try:
        lexicon.ensure(check_only=check_only, quiet=quiet)
    except FileNotFoundError as error:
        raise VendorError(str(error)) from None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="verify only, fetch nothing")
    parser.add_argument("--relock", action="store_true", help="re-download and record new hashes")
    args = parser.parse_args(argv)
    try:
        run(check_only=args.check, relock=args.relock)
    except (VendorError, subprocess.CalledProcessError) as error:
        print(f"vendor: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
