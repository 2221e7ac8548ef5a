"""The director's page set-up: tournament.html boots like index.html, tournament.toml ships
what it imports, and the browser store keeps an unreadable tournament aside (nothing lost)."""

import re
from pathlib import Path

import pytest

from game.tournament import store
from test_browser import FakeStorage
from rules.tournament.model import Player, Settings, Tournament, export_json

ROOT = Path(__file__).resolve().parents[2]


def test_page_loads_pyscript_exactly_like_index_html():
    index, page = (ROOT / "index.html").read_text(), (ROOT / "tournament.html").read_text()
    for pattern in (r'<script src="static/js/boot.js"></script>', r'<script type="module" src="[^"]+core\.js"></script>',
                    r'<link rel="stylesheet" href="static/css/app.css">'):
        assert re.search(pattern, index).group(0) in page
    assert '<script type="py" src="game/tournament/main.py" config="tournament.toml"></script>' in page
    assert 'data-state="loading"' in page and 'href="static/css/tournament.css"' in page
    # the splash's status is the loading's live region: the page drawn over it is none (a screen
    # reader read the whole table again at every redraw), its moves and messages have their own
    for html in (index, page):
        assert '<main id="app">' in html and 'id="splash-status" role="status"' in html


def test_config_uses_the_same_interpreter_and_ships_every_imported_module():
    interpreter = re.compile(r'^interpreter = .*$', re.M)
    config = (ROOT / "tournament.toml").read_text()
    assert interpreter.search(config).group(0) == interpreter.search((ROOT / "pyscript.toml").read_text()).group(0)
    shipped = set(re.findall(r'^"\./([^"]+)" = ', config, re.M))
    for package in ("rules/tournament", "game/tournament"):
        for path in (ROOT / package).glob("*.py"):
            relative = path.relative_to(ROOT).as_posix()
            assert relative in shipped or relative == "game/tournament/main.py"


def test_store_round_trip_and_an_unreadable_copy_is_kept_aside():
    storage = FakeStorage()
    assert store.TournamentStore(storage).load() is None
    tournament = Tournament(settings=Settings(name="Club night"), players=[Player(id=1, name="Anna")])
    store.TournamentStore(storage).save(tournament)
    assert store.TournamentStore(storage).load() == tournament
    storage[store.KEY] = storage[store.KEY].replace("Anna", "Anne")
    with pytest.raises(store.UnreadableStore) as refused:
        store.TournamentStore(storage).load()
    assert refused.value.error.code == "import_checksum"
    assert "Anne" in storage[refused.value.key] and store.KEY not in storage


def test_r_time_a_stored_tournament_from_before_is_read_at_one_minute_and_the_page_is_told():
    """The director's device holds a tournament saved with 45 s per turn: it loads
    (1 minute, R-TIME) with a note, and the next save stores it so."""
    storage = FakeStorage()
    tournament = Tournament(settings=Settings(name="Club night"), players=[Player(id=1, name="Anna")])
    old = tournament.model_copy(update={"settings": Settings.model_construct(
        **{**tournament.settings.model_dump(), "seconds_per_turn": 45})})
    storage[store.KEY] = export_json(old)
    kept = store.TournamentStore(storage)
    assert kept.load() == tournament and "with 45 s per turn" in kept.notes[0].text("en")
    kept.save(kept.load())
    again = store.TournamentStore(storage)
    assert again.load() == tournament and again.notes == ()


def test_a_new_tournament_keeps_the_previous_one():
    storage = FakeStorage({store.KEY: export_json(Tournament(settings=Settings(), players=[]))})
    store.TournamentStore(storage).set_aside()
    assert storage[store.PREVIOUS_KEY] == storage[store.KEY]


@pytest.mark.parametrize("config, entry", [("tournament.toml", "game/tournament/main.py"),
                                           ("pyscript.toml", "game/main.py")])
def test_each_page_config_ships_every_module_its_entry_imports(config, entry):
    """Lazy imports included: practice mode plays sessions on the director's page, and a
    tournament table's game reads the tournament store on the game page. The word game's
    folders are left out on purpose (tools/pyscript_files.py): a word game loads them when it
    starts, and game.storage reads a word save only then; so is learning mode (game.learn_loading)."""
    import tomllib

    from game import learn_files, word_files
    from test_game_worker_config import local_imports

    shipped = {target.lstrip("./") for target in tomllib.loads((ROOT / config).read_text())["files"].values()}
    needed, todo = set(), [ROOT / entry]
    while todo:
        for module in local_imports(todo.pop()) - needed:
            needed.add(module)
            todo.append(ROOT / module)
    assert needed - shipped - set(word_files.FILES) - set(learn_files.FILES) == set()
