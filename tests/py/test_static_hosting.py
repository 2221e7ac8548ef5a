"""issue #15: the game on any static host, under any sub-path, offline and in a
classroom: the site's files (tools/build.py), the one-file server
(tools/site_server.py: pre-compressed files, prefix, LAN addresses, QR code),
the web app manifest and what the pages need for a service worker."""

import gzip
import json
import os
import re
import sys
import threading
import tomllib
import urllib.request
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="host-only checks (sockets, the repository)")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import build  # noqa: E402
import site_server  # noqa: E402

PAGES = sorted(ROOT.glob("*.html"))


def local_references(page: Path) -> list[str]:
    """The files a page names itself: src, href and PyScript's config."""
    html = page.read_text(encoding="utf-8")
    return [value for value in re.findall(r'\b(?:src|href|config)="([^"]+)"', html)
            if not value.startswith(("http:", "https:", "data:", "#"))]


# --- what dist/ holds -------------------------------------------------------------

def test_site_files_hold_every_file_the_pages_and_their_configs_name():
    files = set(build.site_files())
    assert {"index.html", "tournament.html", "manifest.webmanifest", "pyscript.toml", "tournament.toml",
            "game/ai_worker.toml", "static/js/pwa.js", "static/vendor/pyodide-314.0.7/pyodide.asm.wasm"} <= files
    for page in PAGES:
        for name in local_references(page):
            assert name.split("?")[0] in files, (page.name, name)
    for config in ["pyscript.toml", "tournament.toml", "game/ai_worker.toml"]:
        data = tomllib.loads((ROOT / config).read_text(encoding="utf-8"))
        base = (ROOT / config).parent
        for source in [data["interpreter"], *data["files"]]:
            assert (base / source).resolve().relative_to(ROOT).as_posix() in files, (config, source)
    manifest = json.loads((ROOT / "manifest.webmanifest").read_text(encoding="utf-8"))
    for icon in manifest["icons"]:
        assert icon["src"] in files


def test_site_files_leave_out_what_the_browser_never_asks_for(tmp_path):
    files = build.site_files()
    assert not [name for name in files if name.startswith(("tests/", "tools/", "docs/", "bench/", "node_modules/"))]
    assert not [name for name in files if "__pycache__" in name or name.endswith(".pyc") or "/." in name]
    assert not [name for name in files if any(part in name for part in build.UNUSED)]
    # Derived, not listed: a new page, module or vendored folder is picked up.
    for name in ["embed.html", "rules/words/lexicon.py", "static/vendor/lexicon-1/words.txt", "tests/x.py",
                 "static/vendor/pyodide-1.0/pyodide-lock.upstream.json"]:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x")
    assert build.site_files(tmp_path) == ["embed.html", "rules/words/lexicon.py", "static/vendor/lexicon-1/words.txt"]


def test_developers_sw_js_is_made_again_only_when_a_site_file_changed(tmp_path, monkeypatch):
    """tools/serve.py asks on every /sw.js: a new, changed or removed file of the
    game makes a new service worker (the browser's "new version"), nothing else does."""
    made = []

    def write(root, files):
        made.append(files)
        (root / "sw.js").write_text(f"// {len(made)}")
        return len(files)

    monkeypatch.setattr(build, "write_service_worker", write)
    (tmp_path / "game").mkdir()
    (tmp_path / "index.html").write_text("<!doctype html>")
    (tmp_path / "game" / "app.py").write_text("x = 1")
    assert build.ensure_service_worker(tmp_path) and made[-1] == ["game/app.py", "index.html"]
    assert not build.ensure_service_worker(tmp_path)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_x.py").write_text("")  # not part of the site
    assert not build.ensure_service_worker(tmp_path)
    (tmp_path / "game" / "app.py").write_text("x = 22")
    assert build.ensure_service_worker(tmp_path)
    (tmp_path / "game" / "new.py").write_text("")
    assert build.ensure_service_worker(tmp_path) and "game/new.py" in made[-1]
    (tmp_path / "game" / "new.py").unlink()
    assert build.ensure_service_worker(tmp_path) and len(made) == 4
    (tmp_path / "sw.js").unlink()
    assert build.ensure_service_worker(tmp_path)


def test_every_url_of_the_game_is_relative_so_any_sub_path_works():
    for page in PAGES:
        assert not [name for name in local_references(page) if name.startswith("/")], page.name
    for config in ["pyscript.toml", "tournament.toml", "game/ai_worker.toml"]:
        assert '"/' not in (ROOT / config).read_text(encoding="utf-8")
    manifest = json.loads((ROOT / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["start_url"] == manifest["scope"] == manifest["id"] == "./"
    for script in (ROOT / "static" / "js").glob("*.js"):
        assert not re.search(r"""["'`]/(static|game|rules|sw\.js)""", script.read_text(encoding="utf-8")), script


def test_manifest_makes_the_game_installable():
    """display standalone, icons 192 and 512 and a maskable one (real PNG sizes), names
    and description in English and German, the theme colour the pages announce."""
    manifest = json.loads((ROOT / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["display"] == "standalone" and manifest["name"] == "Rummikub"
    assert "Rummikub in your browser" in manifest["description"] and "Rummikub im Browser" in manifest["description"]
    sizes = {}
    for icon in manifest["icons"]:
        if icon["type"] == "image/png":
            header = (ROOT / icon["src"]).read_bytes()[:24]
            assert header[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")
            assert icon["sizes"] == f"{width}x{height}"
            sizes.setdefault(icon["purpose"], set()).add(width)
    assert sizes["any"] >= {192, 512} and 512 in sizes["maskable"]
    for page in PAGES:
        html = page.read_text(encoding="utf-8")
        assert '<link rel="manifest" href="manifest.webmanifest">' in html
        assert f'<meta name="theme-color" content="{manifest["theme_color"]}">' in html
        assert '<script src="static/js/pwa.js" defer></script>' in html


def test_pages_policy_allows_the_service_worker_and_the_manifest_from_this_origin_only():
    """Measured (README "Content-Security-Policy"): without worker-src 'self' the
    registration of sw.js is refused; without manifest-src the manifest is."""
    for page in PAGES:
        policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page.read_text()).group(1)
        directives = dict(part.strip().split(" ", 1) for part in policy.split(";"))
        assert directives["worker-src"] == "'self' blob:" and directives["manifest-src"] == "'self'"


def test_classroom_zip_holds_the_site_the_one_file_server_and_the_read_me(tmp_path):
    dist = tmp_path / "dist"
    (dist / "static").mkdir(parents=True)
    (dist / "index.html").write_text("<!doctype html>")
    (dist / "static" / "big.wasm").write_bytes(b"\0" * 4096)
    (dist / "static" / "big.wasm.br").write_bytes(b"\1" * 10)
    path = build.classroom_zip(dist, tmp_path / "classroom.zip")
    with zipfile.ZipFile(path) as archive:
        names = {info.filename: info for info in archive.infolist()}
        assert set(names) == {"rummikub/serve.py", "rummikub/LIESMICH-README.txt", "rummikub/web/index.html",
                              "rummikub/web/static/big.wasm", "rummikub/web/static/big.wasm.br"}
        assert names["rummikub/web/static/big.wasm.br"].compress_type == zipfile.ZIP_STORED
        assert names["rummikub/web/static/big.wasm"].compress_type == zipfile.ZIP_DEFLATED
        assert archive.read("rummikub/serve.py") == (ROOT / "tools" / "site_server.py").read_bytes()
        readme = archive.read("rummikub/LIESMICH-README.txt").decode()
        assert "python3 serve.py" in readme and "DEUTSCH" in readme and "ENGLISH" in readme


# --- the one-file server ------------------------------------------------------------

@pytest.fixture(scope="module")
def site(tmp_path_factory):
    root = tmp_path_factory.mktemp("site")
    (root / "static" / "vendor" / "pyodide-1.2.3").mkdir(parents=True)
    script = b"console.log('hello');\n" * 200
    (root / "index.html").write_text("<!doctype html><title>Rummikub</title>")
    (root / "static" / "app.js").write_bytes(script)
    (root / "static" / "app.js.gz").write_bytes(gzip.compress(script))
    (root / "static" / "app.js.br").write_bytes(b"brotli-bytes")
    (root / "static" / "vendor" / "pyodide-1.2.3" / "pyodide.asm.wasm").write_bytes(b"\0asm" + b"\0" * 100)
    (root / "static" / "vendor" / "pyodide-1.2.3" / "pyodide-lock.json").write_text("{}")
    (root / "static" / "stale.js").write_bytes(b"new")
    (root / "static" / "stale.js.gz").write_bytes(gzip.compress(b"old"))
    os.utime(root / "static" / "stale.js.gz", ns=(1, 1))  # built before the file was changed
    (root / ".htaccess").write_text("secret")
    server = site_server.make_server(root, "127.0.0.1", 0, prefix="/spiele/rummikub", quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}", root
    server.shutdown()
    server.server_close()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def get(url, encoding=None):
    request = urllib.request.Request(url, headers={"Accept-Encoding": encoding} if encoding else {})
    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(request) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, b""


def test_server_sends_the_best_precompressed_file_the_browser_accepts(site):
    base, root = site
    url = f"{base}/spiele/rummikub/static/app.js"
    status, headers, body = get(url, "gzip, deflate, br, zstd")
    assert (status, headers["Content-Encoding"], body) == (200, "br", b"brotli-bytes")
    assert headers["Content-Type"] == "text/javascript" and headers["Vary"] == "Accept-Encoding"
    status, headers, body = get(url, "gzip, br;q=0")
    assert headers["Content-Encoding"] == "gzip" and gzip.decompress(body) == (root / "static" / "app.js").read_bytes()
    status, headers, body = get(url)
    assert headers["Content-Encoding"] is None and body == (root / "static" / "app.js").read_bytes()
    assert headers["Vary"] == "Accept-Encoding"


def test_server_never_sends_a_compressed_copy_older_than_its_file(site):
    base, _ = site
    status, headers, body = get(f"{base}/spiele/rummikub/static/stale.js", "gzip")
    assert headers["Content-Encoding"] is None and body == b"new"


def test_server_serves_the_site_under_its_prefix_only(site):
    base, _ = site
    assert get(f"{base}/spiele/rummikub/")[0] == 200
    status, headers, _ = get(f"{base}/spiele/rummikub")
    assert status == 301 and headers["Location"] == "/spiele/rummikub/"
    assert get(f"{base}/index.html")[0] == 404
    assert get(f"{base}/spiele/rummikubX/index.html")[0] == 404
    assert get(f"{base}/spiele/rummikub/.htaccess")[0] == 404
    assert get(f"{base}/spiele/rummikub/%2Ehtaccess")[0] == 404
    assert get(f"{base}/spiele/rummikub/static/../.htaccess")[0] == 404


def test_server_caches_versioned_runtime_folders_for_good_and_revalidates_the_rest(site):
    base, _ = site
    _, headers, _ = get(f"{base}/spiele/rummikub/static/vendor/pyodide-1.2.3/pyodide.asm.wasm")
    assert headers["Content-Type"] == "application/wasm"
    assert headers["Cache-Control"] == "public, max-age=31536000, immutable"
    _, headers, _ = get(f"{base}/spiele/rummikub/index.html")
    assert headers["Cache-Control"] == "no-cache"
    _, headers, _ = get(f"{base}/spiele/rummikub/static/vendor/pyodide-1.2.3/pyodide-lock.json")
    assert headers["Cache-Control"] == "no-cache"  # rewritten in place by tools/vendor.py


def test_accepted_encodings_leave_out_q0():
    assert site_server.accepted_encodings("gzip, deflate, br") == {"gzip", "deflate", "br"}
    assert site_server.accepted_encodings("br;q=0, gzip;q=0.5") == {"gzip"}
    assert site_server.accepted_encodings("") == {""}


def test_server_on_the_lan_prints_the_addresses_and_a_qr_code(monkeypatch, capsys):
    monkeypatch.setattr(site_server, "lan_addresses", lambda: ["192.168.1.23", "10.0.0.7"])
    site_server.announce("0.0.0.0", 8000, "/spiele/rummikub/")
    out = capsys.readouterr().out
    assert "Rummikub: http://192.168.1.23:8000/spiele/rummikub/" in out
    assert "http://10.0.0.7:8000/spiele/rummikub/" in out
    assert site_server.qr_text(b"http://192.168.1.23:8000/spiele/rummikub/", ansi=False) in out
    site_server.announce("127.0.0.1", 8000, "/")
    out = capsys.readouterr().out
    assert out.strip() == "Rummikub: http://127.0.0.1:8000/  (Ctrl+C to stop)"


def test_lan_addresses_are_ipv4_and_not_loopback():
    for address in site_server.lan_addresses():
        assert re.fullmatch(r"\d+\.\d+\.\d+\.\d+", address) and not address.startswith("127.")


# --- the QR code ------------------------------------------------------------------------

PAYLOADS = [b"x", b"http://192.168.1.23:8000/", b"http://10.0.0.5:8000/spiele/rummikub/", b"A" * 60,
            b"B" * 100, b"C" * 130, b"D" * 172, b"E" * 213]


@pytest.mark.parametrize("data", PAYLOADS, ids=lambda data: f"{len(data)}-bytes")
def test_qr_code_equals_a_reference_encoder_for_every_mask(data):
    """Versions 1-10 (one to five blocks, version information from 7), level M,
    byte mode: module for module what python-qrcode draws with the same mask."""
    qrcode = pytest.importorskip("qrcode")
    from qrcode.util import MODE_8BIT_BYTE, QRData

    for mask in range(8):
        reference = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=0, mask_pattern=mask)
        reference.add_data(QRData(data, mode=MODE_8BIT_BYTE))
        reference.make(fit=True)
        assert site_server.qr_matrix(data, mask) == reference.get_matrix(), mask


def test_qr_code_picks_the_mask_with_the_lowest_penalty_and_refuses_too_long_data():
    data = b"http://192.168.1.23:8000/"
    chosen = site_server.qr_matrix(data)
    scores = [site_server._penalty(site_server.qr_matrix(data, mask)) for mask in range(8)]
    assert site_server._penalty(chosen) == min(scores)
    with pytest.raises(ValueError):
        site_server.qr_matrix(b"x" * 214)


def test_qr_text_draws_two_rows_per_line_with_a_quiet_zone():
    text = site_server.qr_text(b"x", ansi=False)
    lines = text.split("\n")
    assert len(lines) == (21 + 4 + 1) // 2 and {len(line) for line in lines} == {25}
    assert lines[0].strip() == "" and lines[1][2] == "\u2588"  # the finder's corner, under the quiet zone
    coloured = site_server.qr_text(b"x")
    assert coloured.startswith("\x1b[30;47m") and coloured.endswith("\x1b[0m")
