"""The runtime wheels with bytecode instead of sources (issue #18), made by the
vendored Pyodide itself: ``node tools/pyodide-run.mjs tools/compile_wheels.py SRC DEST ...``
(tools/vendor.py runs it; pairs of wheel paths relative to the repository).

PyPI's pure-Python wheels hold ``.py`` sources, which the browser's Python
compiles on every page load (pydantic: about two thirds of its import time,
measured in Pyodide under Node). Each ``.py`` in a wheel becomes a ``.pyc``
next to where it was, as Pyodide's own packages ship: compiled by this very
interpreter (same magic number), hash-based and unchecked (there is no source
to check against), with fixed zip dates, so the same input gives the same bytes.
"""

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


def compile_wheel(source: Path, target: Path) -> None:
    with zipfile.ZipFile(source) as wheel, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        for info in wheel.infolist():
            data = wheel.read(info)
            name = info.filename
            if name.endswith(".py"):
                name, data = name + "c", compile_source(name, data)
            elif name.endswith(".dist-info/RECORD"):  # the files as they now are (hashes left out)
                lines = [line.split(",")[0] for line in data.decode().splitlines() if line]
                data = "".join(f"{path}c,,\n" if path.endswith(".py") else f"{path},,\n" for path in lines).encode()
            out.writestr(zipfile.ZipInfo(name, DATE), data, zipfile.ZIP_DEFLATED)


def main(args: list) -> int:
    for source, target in zip(args[::2], args[1::2]):
        compile_wheel(Path(source), Path(target))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
