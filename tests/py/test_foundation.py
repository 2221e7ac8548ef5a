"""Foundation checks that need no browser: runtime lock, server, PyScript config."""

import json
import subprocess
import sys
import threading
import urllib.request
from pathlib import Path

import pytest

# The rules suite also runs inside Pyodide; these checks need sockets and
# subprocesses of the host.
pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="host-only checks")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import pyscript_files  # noqa: E402
import serve  # noqa: E402


def test_pyscript_config_ships_every_engine_module():
    assert pyscript_files.main(["--check"]) == 0


def test_lock_pins_every_runtime_file_with_version_and_sha256():
    lock = json.loads((ROOT / "tools" / "runtime-lock.json").read_text())
    for package in lock["npm"]:
        assert package["version"] and len(package["sha256"]) == 64
        assert package["files"] and all(len(h) == 64 for h in package["files"].values())
    for wheel in lock["wheels"]:
        assert wheel["version"] in wheel["file"] and len(wheel["sha256"]) == 64
    names = {wheel["name"] for wheel in lock["wheels"]}
    assert {"micropip", "packaging", "pydantic", "pydantic-core", "typing-extensions",
            "annotated-types", "typing-inspection"} <= names


def test_page_and_config_point_at_the_locked_versions():
    lock = json.loads((ROOT / "tools" / "runtime-lock.json").read_text())
    dests = {package["package"]: package["dest"] for package in lock["npm"]}
    assert 'interpreter = "./static/js/pyodide-snapshot.mjs"' in (ROOT / "pyscript.toml").read_text()
    loader = (ROOT / "static" / "js" / "pyodide-snapshot.mjs").read_text()  # starts Pyodide from its snapshot
    assert f'from "../{dests["pyodide"].removeprefix("static/")}/pyodide.mjs"' in loader
    assert f'{dests["@pyscript/core"]}/core.js' in (ROOT / "index.html").read_text()


@pytest.fixture(scope="module")
def server():
    httpd = serve.make_server("127.0.0.1", 0, quiet=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def fetch(url, headers=None):
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, response.headers
    except urllib.error.HTTPError as error:
        return error.code, error.headers


def test_server_types_and_cache_headers(server):
    status, headers = fetch(f"{server}/index.html")
    assert status == 200 and headers["Cache-Control"] == "no-cache"
    status, headers = fetch(f"{server}/static/js/boot.js")
    assert headers["Content-Type"] == "text/javascript"
    status, headers = fetch(f"{server}/tools/runtime-lock.json")
    assert headers["Content-Type"] == "application/json"


def test_server_revalidates_with_304(server):
    _, headers = fetch(f"{server}/index.html")
    status, _ = fetch(f"{server}/index.html", {"If-Modified-Since": headers["Last-Modified"]})
    assert status == 304


def test_server_hides_dot_folders(server):
    assert fetch(f"{server}/.git/HEAD")[0] == 404
    assert fetch(f"{server}/.venv/pyvenv.cfg")[0] == 404


@pytest.mark.parametrize("path", ["/%2Egitignore", "/%2egit/HEAD", "/static/%2E%2E/.gitignore",
                                  "/static/%2e%2e/%2egitignore", "/%252Egitignore", "/./.gitignore"])
def test_server_hides_dot_paths_after_percent_decoding(server, path):
    """Issue #17: the check runs on the decoded path, as the file lookup does."""
    assert (ROOT / ".gitignore").is_file()
    assert fetch(f"{server}{path}")[0] == 404


def test_server_still_serves_percent_encoded_names(server):
    assert fetch(f"{server}/index%2Ehtml")[0] == 200
    assert fetch(f"{server}/static/js/boot.js?v=%2E1")[0] == 200


def test_server_binds_loopback_by_default():
    help_text = subprocess.run([sys.executable, str(ROOT / "tools" / "serve.py"), "--help"],
                               capture_output=True, text=True).stdout
    assert "--port" in help_text and "default 127.0.0.1" in help_text
