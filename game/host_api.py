"""The postMessage API between an embedded game and the page that frames it
(README "Embed"), as data: the events the game posts, and the commands it
takes, validated. Pure (game.ui.host_link does the browser's part).

Events (plain objects, each with ``source: "rummikub"`` and ``type``):
``ready`` (the frame takes commands), ``game-started``, ``turn`` (whose turn
it is now, after every move) and ``game-ended`` (scores and places,
R-SCORE, R-PLACEMENT). ``Reporter`` makes each once from the session.

Commands: ``{type: "new-game", params: {seed: 7, seats: "you,club"}}`` and
``{type: "set-language", lang: "de"}``. Outside input is hostile: a message
counts only if it comes from the listed parent origin, then only if it has
the right shape; the parameters of ``new-game`` are then checked by
game.url_params exactly as the address's are (a bad value: a notice and the
default). Anything else is ignored and ``read_command`` says why.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, List, NamedTuple, Optional, Sequence, Tuple

from game import url_params
from game.settings import GameSettings

SOURCE = "rummikub"
API_VERSION = 1
NEW_GAME_KEYS = url_params.GAME_KEYS + ("lang",)  # what the address may set, but a tournament table
MAX_PARAMS = 16
MAX_VALUE_CHARS = 100


class Command(NamedTuple):
    kind: str                                 # "new-game" or "set-language"
    game: Optional[url_params.Parsed] = None  # new-game: the settings and any problems with them
    lang: Optional[str] = None                # set-language


def read_command(origin: str, parent: str, data: Any, base: GameSettings) -> Tuple[Optional[Command], str]:
    """``(command, "")`` for a message the game obeys, else ``(None, why not)``.
    ``origin`` is the message's, ``parent`` the listed one, ``data`` the message
    as Python data, ``base`` what a new game's parameters change (its seed
    is always the host's or a new one)."""
    if origin != parent:
        return None, f"not from the listed parent ({parent})"
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        return None, "not a command: an object with a type is expected"
    kind = data["type"]
    if kind == "set-language":
        lang = data.get("lang")
        if lang not in ("de", "en"):
            return None, "set-language needs lang \"de\" or \"en\""
        return Command(kind, lang=lang), ""
    if kind == "new-game":
        pairs = _pairs(data.get("params", {}))
        if pairs is None:
            return None, (f"new-game params: an object of at most {MAX_PARAMS} settings, each a string "
                          f"(at most {MAX_VALUE_CHARS} characters), a whole number, true/false or a list of strings")
        parsed = url_params.parse_pairs(pairs, replace(base, seed=None), NEW_GAME_KEYS)
        return Command(kind, game=parsed), ""
    return None, f"unknown type {kind[:40]!r}"


def _pairs(params: Any) -> Optional[List[Tuple[str, str]]]:
    """The parameters as the address would carry them, or None if their shape is wrong."""
    if not isinstance(params, dict) or len(params) > MAX_PARAMS:
        return None
    pairs = []
    for name, value in params.items():
        if isinstance(value, bool):
            value = "1" if value else "0"
        elif isinstance(value, int):
            value = str(value)
        elif isinstance(value, list) and all(isinstance(item, str) for item in value):
            value = ",".join(value)
        if not isinstance(name, str) or not isinstance(value, str) or len(name) > 40 or len(value) > MAX_VALUE_CHARS:
            return None
        pairs.append((name, value))
    return pairs


def _event(kind: str, **fields) -> dict:
    return {"source": SOURCE, "type": kind, **fields}


def ready(lang: str) -> dict:
    return _event("ready", api=API_VERSION, lang=lang)


def game_started(session, notices: Sequence[str] = ()) -> dict:
    """Which game, its settings and players (seat label, name, level or None for a human)."""
    settings = session.settings
    players = [{"seat": label, "name": session.seat_name(seat), "level": settings.seats[seat].level}
               for seat, label in enumerate(session.labels)]
    return _event("game-started", seed=settings.seed, game=session.game_no, games=session.games_total,
                  variant=settings.variant, profile=settings.profile, clock=settings.clock, lang=session.lang,
                  players=players, notices=list(notices))


def turn(session) -> dict:
    """Whose turn it is now."""
    seat = session.current_seat()
    return _event("turn", game=session.game_no, seat=session.labels[seat], name=session.seat_name(seat),
                  human=session.settings.seats[seat].human, pool=session.state().pool)


def game_ended(session) -> dict:
    """The last game's result by seat label: how it ended, first place, scores
    (R-SCORE), places and placement points (R-PLACEMENT)."""
    result = session.results[-1]
    if session.settings.variant == "words":  # W-END: the totals, no places or placement points
        return _event("game-ended", game=result.game, end=result.end, winners=list(result.winners),
                      scores=dict(result.totals), round_over=session.round_over())
    return _event("game-ended", game=result.game, end=result.end, winners=result.winners,
                  scores=dict(result.scores), places=dict(result.places), points=dict(result.points),
                  round_over=session.round_over())


class Reporter:
    """The events a session's progress owes the host, each once: ``game-started``
    for every new session shown (a new game, the next of the round, a resumed
    save), then ``turn`` after every move, and ``game-ended`` with the result
    (not again for a finished game's save resumed: a reload would count it twice)."""

    def __init__(self):
        self._session = None
        self._version: Optional[int] = None
        self._ended = False

    def events(self, session, notices: Sequence[str] = ()) -> List[dict]:
        found = []
        state = session.state()
        if session is not self._session:
            self._session, self._version, self._ended = session, None, state.finished
            found.append(game_started(session, notices))
        if state.finished:
            if session.results and not self._ended:
                self._ended = True
                found.append(game_ended(session))
        elif state.version != self._version:
            self._version = state.version
            found.append(turn(session))
        return found
