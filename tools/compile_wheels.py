"""The runtime wheels with bytecode instead of sources (issue #18), made by the
vendored Pyodide itself: ``node tools/pyodide-run.mjs tools/compile_wheels.py SRC DEST ...``
(tools/vendor.py runs it; pairs of wheel paths relative to the repository).

PyPI's pure-Python wheels hold ``.py`` sources, which the browser's Python
compiles on every page load (pydantic: about two thirds of its import time,
measured in Pyodide under Node). Each ``.py`` in a wheel becomes a ``.pyc``
next to where it was, as Pyodide's own packages ship: compiled by this very
interpreter (same magic number), hash-based and unchecked (there is no source
to check against), with fixed zip dates, so the same input gives the same bytes.
The RECORD lists every file as it now is with its sha256 and size (the wheel spec).
"""

import base64
import hashlib
import py_compile
import sys
import zipfile
from pathlib import Path

DATE = (2020, 1, 1, 0, 0, 0)


def compile_source(name: str, source: bytes) -> bytes:
    scratch = Path("/tmp/compile_wheels")
    scratch.mkdir(exist_ok=True)
    (scratch / "module.py").write_bytes(source)
    py_compile.compile(str(scratch / "module.py"), cfile=str(scratch / "module.pyc"), dfile=name, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    return (scratch / "module.pyc").read_bytes()


def record_line(name: str, data: bytes) -> str:
    """A RECORD row (the wheel spec, PEP 376/427): path, ``sha256=`` urlsafe base64
    without padding, size in bytes."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}\n"


def compile_wheel(source: Path, target: Path) -> None:
    """Every ``.py`` of ``source`` as its ``.pyc``; the RECORD lists the files as they
    now are, each with its hash and size (itself without, as the spec wants); its
    signatures (RECORD.jws, RECORD.p7s), which signed the old RECORD, are left out."""
    files, record = [], None
    with zipfile.ZipFile(source) as wheel:
        for info in wheel.infolist():
            name, data = info.filename, wheel.read(info)
            if name.endswith(".py"):
                name, data = name + "c", compile_source(name, data)
            if name.endswith(".dist-info/RECORD"):
                record = name
            elif not name.endswith((".dist-info/RECORD.jws", ".dist-info/RECORD.p7s")):
                files.append((name, data))
    if record is None:
        raise ValueError(f"{source.name}: no .dist-info/RECORD, not a wheel")
    listed = "".join(record_line(name, data) for name, data in files if not name.endswith("/")) + f"{record},,\n"
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        for name, data in [*files, (record, listed.encode())]:  # RECORD last, as wheel builders write it
            out.writestr(zipfile.ZipInfo(name, DATE), data, zipfile.ZIP_DEFLATED)


def main(args: list) -> int:
    for source, target in zip(args[::2], args[1::2]):
        compile_wheel(Path(source), Path(target))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
