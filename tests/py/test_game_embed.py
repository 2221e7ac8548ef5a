"""Embedding in another page (README "Embed"): ``?embed=1&parent=<origin>``, the
host's commands validated like the address, the events of a game as it goes
(R-SCORE, R-PLACEMENT in game-ended), the variant setting, and the storage
stand-in when the browser refuses a frame its storage."""

import json

import pytest

from game import device_storage, host_api, url_params
from game.settings import GameSettings, Seat

from escaping_helpers import HOSTILE, assert_inert
from word_lexicon import lexicon  # noqa: F401  (the fixture)

PARENT = "https://club.example"


@pytest.mark.parametrize("value, origin", [
    ("https://club.example", "https://club.example"),
    (" HTTPS://Club.Example/ ", "https://club.example"),
    ("https://club.example:443", "https://club.example"),
    ("https://club.example:8443/", "https://club.example:8443"),
    ("https://192.168.1.5:8443", "https://192.168.1.5:8443"),
    ("http://localhost:8139", "http://localhost:8139"),
    ("http://127.0.0.1:80", "http://127.0.0.1"),
    ("http://[::1]:9", "http://[::1]:9"),
])
def test_a_parent_is_an_origin_written_as_the_browser_writes_it(value, origin):
    assert url_params.host_origin(value) == origin


@pytest.mark.parametrize("value", [
    "", "*", "null", "club.example", "http://club.example", "https://club.example/page", "https://club.example?x",
    "https://club.example#top", "https://user@club.example", "https://*.example", "https://club.example.",
    "https://-club.example", "https://club..example", "https://club.example:0", "https://club.example:65536",
    "ftp://club.example", "javascript:alert(1)", "https://verein-ä.example", "http://localhost.evil.example",
])
def test_anything_else_is_no_parent(value):
    assert url_params.host_origin(value) is None


def test_embed_and_parent_from_the_address():
    plain = url_params.parse("?embed=1&seed=5&seats=you,casual")
    assert plain.embed and plain.parent is None and plain.problems == [] and plain.start_now
    linked = url_params.parse("?parent=https://Club.Example/&lang=de")
    assert linked.embed and linked.parent == PARENT and linked.problems == [] and not linked.start_now
    assert not url_params.parse("?embed=0").embed and not url_params.parse("?seed=5").embed
    # a frame's game has no turn clock unless asked for (it starts at once, perhaps out of sight)
    assert plain.settings.clock == 0 and url_params.parse("?seed=5").settings.clock == 60
    assert url_params.parse("?embed=1&clock=120").settings.clock == 120
    bad = url_params.parse("?embed=1&clock=7")
    assert bad.settings.clock == 0 and "Using off" in url_params.describe(bad.problems[0]).text("en")


def test_a_bad_parent_embeds_without_the_api_and_says_so():
    parsed = url_params.parse("?embed=1&parent=http://club.example")
    assert parsed.embed and parsed.parent is None
    [problem] = parsed.problems
    english, german = url_params.describe(problem).text("en"), url_params.describe(problem).text("de")
    assert "parent='http://club.example'" in english and "without talking to the page" in english
    assert "parent='http://club.example' ignoriert" in german and "umgebenden Seite" in german
    wrong_flag = url_params.parse("?embed=perhaps")
    assert not wrong_flag.embed and "0, 1" in url_params.describe(wrong_flag.problems[0]).text("en")


def test_the_variant_and_the_word_check_are_game_settings():
    assert url_params.parse("?variant=numbers").settings.variant == "numbers"
    words = url_params.parse("?variant=words&check=challenge")
    assert (words.settings.variant, words.settings.check, words.problems) == ("words", "challenge", [])
    chess = url_params.parse("?variant=chess&check=never")
    assert (chess.settings.variant, chess.settings.check) == ("numbers", "auto")
    assert "variant='chess'" in url_params.describe(chess.problems[0]).text("en")
    assert "auto, challenge" in url_params.describe(chess.problems[1]).text("en")
    settings = GameSettings(seats=(Seat(), Seat("club")), seed=3)
    assert GameSettings.from_dict(settings.to_dict()) == settings
    older = {key: value for key, value in settings.to_dict().items() if key != "variant"}
    assert GameSettings.from_dict(older).variant == "numbers"


def test_a_save_names_a_known_variant_or_is_refused():
    pytest.importorskip("pydantic")
    from game import storage
    from game.session import Session

    data = Session(GameSettings(seats=(Seat(), Seat("casual")), seed=4)).to_save(0)
    assert storage.decode(storage.encode(data))["settings"]["variant"] == "numbers"
    older = json.loads(storage.encode(data))
    del older["settings"]["variant"]
    assert storage.decode(json.dumps(older))["settings"]["variant"] == "numbers"
    older["settings"]["variant"] = "chess"
    with pytest.raises(storage.SaveError):
        storage.decode(json.dumps(older))


# -- commands from the host ------------------------------------------------------------

BASE = GameSettings(seats=(Seat(), Seat("casual")), clock=0, pace="instant", seed=3, lang="de")


def _command(data, origin=PARENT):
    return host_api.read_command(origin, PARENT, data, BASE)


def test_only_the_listed_parent_is_obeyed():
    command, why = _command({"type": "set-language", "lang": "en"}, origin="https://evil.example")
    assert command is None and "listed parent" in why
    command, why = _command({"type": "set-language", "lang": "en"}, origin="https://club.example:8443")
    assert command is None
    command, _ = _command({"type": "set-language", "lang": "en"})
    assert command == host_api.Command("set-language", lang="en")


@pytest.mark.parametrize("data", [
    None, "new-game", ["new-game"], {"kind": "new-game"}, {"type": 5},
    {"type": "set-language", "lang": "fr"}, {"type": "set-language"},
    {"type": "new-game", "params": "seed=5"}, {"type": "new-game", "params": {"seed": 5.5}},
    {"type": "new-game", "params": {"seed": {"n": 5}}}, {"type": "new-game", "params": {"seats": ["you", 3]}},
    {"type": "new-game", "params": {"seed": "1" * 101}},
    {"type": "new-game", "params": {f"k{i}": "1" for i in range(17)}},
    {"type": "eval", "code": "alert(1)"}, {"type": "NEW-GAME"},
])
def test_anything_but_a_well_formed_command_is_ignored_with_a_reason(data):
    command, why = _command(data)
    assert command is None and why


def test_new_game_parameters_are_validated_as_the_address_is():
    command, _ = _command({"type": "new-game", "params": {"seed": 7, "seats": ["you", "club", "master"],
                                                          "clock": "7", "hints": False, "strict": True}})
    by_address = url_params.parse_pairs([("seed", "7"), ("seats", "you,club,master"), ("clock", "7"),
                                         ("hints", "0"), ("strict", "1")], GameSettings(
        seats=BASE.seats, clock=0, pace="instant", lang="de"), host_api.NEW_GAME_KEYS)
    assert command.kind == "new-game" and command.game == by_address
    settings = command.game.settings
    assert settings.seed == 7 and settings.seats == (Seat(), Seat("club"), Seat("master"))
    assert settings.clock == 0 and settings.pace == "instant" and settings.lang == "de"  # the frame's own
    assert not settings.hints and settings.strict
    assert [problem.params["name"] for problem in command.game.problems] == ["clock"]
    assert "Es gilt off" in url_params.describe(command.game.problems[0]).text("de")


def test_a_new_game_without_a_seed_is_a_new_deal_and_the_host_cannot_open_a_tournament_table():
    command, _ = _command({"type": "new-game"})
    assert command.game.settings.seed is None and command.game.problems == []
    command, _ = _command({"type": "new-game", "params": {"table": "1.2", "parent": "https://evil.example",
                                                           "embed": "0", "lang": "en"}})
    assert [problem.key for problem in command.game.problems] == ["unknown_param"] * 3
    assert "table" not in command.game.settings.extra and command.game.settings.lang == "en"


def test_hostile_new_game_values_stay_text_on_the_table():
    pytest.importorskip("pydantic")
    from game.session import Session
    from game.ui import layout

    command, _ = _command({"type": "new-game", "params": {"seats": HOSTILE, HOSTILE[:40]: "1", "seed": HOSTILE}})
    notices = [url_params.describe(problem) for problem in command.game.problems]
    assert len(notices) == 3
    session = Session(command.game.settings)
    for lang in ("en", "de"):
        html = layout.status_line(session.board(0), notices)
        assert_inert(html)
        assert "&lt;img" in html


# -- events to the host --------------------------------------------------------------------

def _play_out(session, reporter, posted):
    from game import ai_worker

    for _ in range(400):
        if session.state().finished:
            return
        observation, level, seed = session.ai_request()
        session.apply_ai(ai_worker.think(observation, level, seed), 0)
        posted += reporter.events(session)
    raise AssertionError("game did not end")


def test_r_score_r_placement_the_host_hears_a_game_start_every_turn_and_the_result_once():
    pytest.importorskip("pydantic")
    from game.session import Session

    session = Session(GameSettings(seats=(Seat("casual"), Seat("club"), Seat("casual")), seed=11, lang="en"))
    reporter = host_api.Reporter()
    posted = reporter.events(session, ["a notice"])
    assert [event["type"] for event in posted] == ["game-started", "turn"]
    assert reporter.events(session) == []  # nothing new: nothing posted
    started = posted[0]
    assert (started["seed"], started["game"], started["games"], started["notices"]) == (11, 1, 4, ["a notice"])
    assert [(p["seat"], p["level"]) for p in started["players"]] == [("A", "casual"), ("B", "club"), ("C", "casual")]
    _play_out(session, reporter, posted)
    turns = [event for event in posted if event["type"] == "turn"]
    assert len(turns) == session.state().version  # one per move, the first before any
    assert all(turn["seat"] in "ABC" and turn["human"] is False for turn in turns)
    assert posted[-1]["type"] == "game-ended" and [e["type"] for e in posted].count("game-ended") == 1
    result, ended = session.results[-1], posted[-1]
    assert ended["scores"] == result.scores and sum(ended["scores"].values()) == 0
    assert ended["places"] == result.places and ended["points"] == result.points
    assert ended["winners"] == result.winners and ended["places"][ended["winners"][0]] == 1
    assert ended["round_over"] is False
    assert reporter.events(session) == []
    # the finished game's save resumed (a reload: a new page, its reporter new): started, not ended again
    assert [event["type"] for event in host_api.Reporter().events(session)] == ["game-started"]
    json.dumps(posted)  # plain data: what postMessage carries
    following = session.next_game(0)
    assert [event["type"] for event in reporter.events(following)] == ["game-started", "turn"]
    assert reporter.events(following) == []


def test_a_human_seat_has_no_level_and_ready_names_the_api():
    pytest.importorskip("pydantic")
    from game.session import Session

    session = Session(GameSettings(seats=(Seat(), Seat("master")), seed=2, lang="de"))
    started, turn = host_api.Reporter().events(session)
    assert started["players"][0] == {"seat": "A", "name": "Du", "level": None}
    assert turn["source"] == "rummikub" and turn["human"] is (turn["seat"] == "A")
    assert host_api.ready("de") == {"source": "rummikub", "type": "ready", "api": 1, "lang": "de"}


# -- storage refused -----------------------------------------------------------------------------

class _Console:
    def __init__(self):
        self.warned = []

    def warn(self, text):
        self.warned.append(text)


class _BlockedWindow:
    """A frame whose browser blocks third-party storage: reading localStorage throws."""

    def __init__(self):
        self.console = _Console()

    @property
    def localStorage(self):  # noqa: N802 (the browser's name)
        raise PermissionError("SecurityError: Access is denied for this document.")


def test_storage_refused_the_game_keeps_to_memory_and_says_so(monkeypatch):
    monkeypatch.setattr(device_storage, "_fallback", None)
    window = _BlockedWindow()
    store = device_storage.local_storage(window)
    assert isinstance(store, device_storage.MemoryStorage) and device_storage.local_storage(window) is store
    assert len(window.console.warned) == 1 and "SecurityError" in window.console.warned[0]
    store.setItem("rummikub.save", "x")
    assert store.getItem("rummikub.save") == "x" and store.getItem("other") is None
    store.removeItem("rummikub.save")
    assert store.getItem("rummikub.save") is None
    assert not device_storage.available()
    assert [note.text("en") for note in device_storage.notices()] == [
        "This browser keeps nothing for this page here (storage blocked): the game is not saved."]


def test_storage_granted_is_the_browsers_own(monkeypatch):
    monkeypatch.setattr(device_storage, "_fallback", None)

    class Window:
        localStorage = device_storage.MemoryStorage()  # stands for the browser's
        console = _Console()

    assert device_storage.local_storage(Window) is Window.localStorage
    assert device_storage.available() and device_storage.notices() == [] and Window.console.warned == []


def test_w_end_the_host_hears_a_word_game_end_with_its_totals(lexicon):
    """The word game's game-ended event: W-END's totals and who shares first place, no placement points."""
    from game.players.words import choose_move
    from game.words.session import WordSession

    session = WordSession(GameSettings(seats=(Seat("club"), Seat("casual")), seed=2, clock=0, variant="words"), lexicon)
    reporter = host_api.Reporter()
    posted = reporter.events(session)
    assert posted[0]["variant"] == "words" and posted[0]["games"] == 1
    while not session.state().finished:
        observation, level, seed = session.ai_request()
        session.apply_ai(json.dumps(choose_move(json.loads(observation), level, seed, lexicon).as_action()), 0)
        posted += reporter.events(session)
    ended, result = posted[-1], session.results[-1]
    assert ended == {"source": host_api.SOURCE, "type": "game-ended", "game": 1, "end": result.end,
                     "winners": result.winners, "scores": result.totals, "round_over": True}
