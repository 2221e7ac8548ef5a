"""Start a game from the address: ``?seed=42&seats=you,casual,club,master&clock=60&profile=club&lang=en``.

Every bad value becomes a visible message and its default, never an error
page. Extra keys: ``hints=0|1``, ``strict=0|1`` (tournament display),
``invalid_end=reject|penalize`` (R-INVALID-END: refuse an invalid end of turn
and say why, or club 11.6's restore and 3 penalty tiles),
``pace=normal|fast|instant`` (how fast computer moves are shown; tests use fast),
``table=<round>.<table>`` (a tournament table's games, with ``seats`` in label
order A-D: checked against the stored tournament by game.table_play),
``variant=numbers|words`` (settings.VARIANTS: the numbers game, or the German
word-tile game) and, for words, ``check=auto|challenge`` (W-CHALLENGE) and ``refill=0|1``
(W-EMPTY's option: the rack refilled to 7 after every turn).
Learning (issue #20): ``mode=tutorial`` opens the rules tutorial,
``mode=puzzle`` the puzzles, instead of the title screen (game.app.open_mode):
``seed=N`` one puzzle, ``puzzle=12,40,w3`` a shared set (game.learn.puzzle_ids)
and ``at=N`` its Nth puzzle (1-30; a reload stays there), or ``level=easy|medium|hard`` a new one of
that level; without them the day's.
Embedding (README "Embed"): ``embed=1`` shows the table alone, sized to its
frame; ``parent=<origin>`` also opens the postMessage API (game.host_api) to
the page of that origin only, which must be https, or http on this machine
(localhost, 127.0.0.1, [::1]); any other value embeds without the API.
The host's ``new-game`` parameters go through ``parse_pairs`` as these do.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Iterable, List, NamedTuple, Optional, Tuple
from urllib.parse import parse_qsl, urlencode

from game import clock
from game.learn import PUZZLE_LEVELS, PUZZLE_SET_MOST
from game.settings import (CHECKS, INVALID_ENDS, LEVELS, MAX_SEED, PACES, PROFILES, VARIANTS, GameSettings, Seat,
                           whole_number)

GAME_KEYS = ("seed", "seats", "clock", "profile", "hints", "strict", "pace", "invalid_end", "variant", "check",
             "refill")
FRAME_KEYS = ("embed", "parent")
LEARN_KEYS = ("mode", "puzzle", "level", "at")  # issue #20: the learning screens
MODES = ("tutorial", "puzzle")
WORDED_DEFAULTS = {"random": "default_random", "browser": "default_browser"}  # defaults that are no address value
LEARN_DEFAULTS = {"mode": "learn_mode_default", "level": "learn_level_default", "at": "learn_at_default"}  # what a bad value leaves
KNOWN_KEYS = GAME_KEYS + ("lang", "table") + FRAME_KEYS + LEARN_KEYS
HUMAN_TOKENS = ("you", "human", "me", "du", "mensch")
CLOCK_WORDS = {"off": 0, "0": 0, "none": 0, "aus": 0}


SHOWN_CHARS = 40  # of a bad value or name in its notice


class Problem(NamedTuple):
    """One message for the user: an i18n key and its parameters."""

    key: str
    params: dict


class Parsed(NamedTuple):
    settings: GameSettings
    lang: Optional[str]        # None: not given, use the browser's
    start_now: bool            # a game setting was given: skip the dialog
    problems: List[Problem]
    embed: bool = False        # in a frame: the table alone, a game at once
    parent: Optional[str] = None  # the origin of the page the API talks to (embed only)
    mode: Optional[str] = None    # one of MODES: a learning screen instead of the title screen
    learn: dict = {}              # mode=puzzle: "puzzle" (the ids as given) and "level", checked


def parse(query: str, defaults: GameSettings = GameSettings()) -> Parsed:
    """Parse ``location.search`` (with or without the leading ``?``). A frame (``embed``)
    has no turn clock unless the address asks for one: its game starts at once, perhaps
    below the club page's fold, where a minute ran out before anyone looked."""
    pairs = parse_qsl(query.lstrip("?"), keep_blank_values=True)
    parsed = parse_pairs(pairs, defaults)
    return parse_pairs(pairs, replace(defaults, clock=0)) if parsed.embed else parsed


def without_game(query: str) -> str:
    """``location.search`` without the keys that ask for a game (GAME_KEYS, ``table``), "" if
    nothing is left: once a game is chosen in the dialog, a reload resumes it (the address's
    ``seed=5`` dealt its own game again). The language and the frame's keys stay."""
    kept = [(name, value) for name, value in parse_qsl(query.lstrip("?"), keep_blank_values=True)
            if name.lower() not in GAME_KEYS + ("table",)]
    return f"?{urlencode(kept)}" if kept else ""


def parse_pairs(pairs: Iterable[Tuple[str, str]], defaults: GameSettings = GameSettings(),
                keys: Tuple[str, ...] = KNOWN_KEYS) -> Parsed:
    """Parse (name, value) pairs; names outside ``keys`` are unknown settings."""
    settings, problems, lang, start_now = defaults, [], None, False
    embed, parent, mode, learn = False, None, None, {}
    for name, value in pairs:
        name = name.lower()
        if name not in keys:
            problems.append(Problem("unknown_param", {"name": name}))
            continue
        if name == "embed":
            flag, error = _flag(value)
            if error:
                problems.append(_bad(name, value, error, "0"))
            embed = embed or bool(flag)
            continue
        if name == "parent":
            embed, parent = True, host_origin(value)
            if parent is None:
                problems.append(Problem("bad_parent", {"value": value}))
            continue
        if name == "mode":
            mode, error = _choice(MODES)(value)
            if error:
                problems.append(_bad(name, value, error, "title"))
            continue
        if name in LEARN_KEYS:  # puzzle, level, at
            if name == "level" and value.strip().lower() not in PUZZLE_LEVELS:
                problems.append(_bad(name, value, "bad_choice", "day"))
            elif name == "at":
                at = value.strip()
                if re.fullmatch(r"[0-9]{1,2}", at) and 1 <= int(at) <= PUZZLE_SET_MOST:  # ASCII digits only
                    learn[name] = int(at)
                else:
                    problems.append(_bad(name, value, "bad_at", "1"))
            else:
                learn[name] = value.strip().lower() if name == "level" else value
            continue
        if name == "table":
            settings = replace(settings, extra={**settings.extra, name: value})
            start_now = True
            continue
        if name == "lang":
            if value.lower() in ("de", "en"):
                lang = value.lower()
            else:
                problems.append(_bad(name, value, "bad_lang", "browser"))
            continue
        start_now = True
        parsed, error = _PARSERS[name](value)
        if error:
            problems.append(_bad(name, value, error, _describe(name, defaults)))
        else:
            settings = replace(settings, **{name: parsed})
    if lang:
        settings = replace(settings, lang=lang)
    return Parsed(settings, lang, start_now, problems, embed, parent, mode, learn)


_LABEL = r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?"
_ORIGIN = re.compile(rf"(https)://({_LABEL}(?:\.{_LABEL})*)(?::(\d{{1,5}}))?/?"
                     r"|(http)://(localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?/?", re.ASCII)
_DEFAULT_PORTS = {"https": 443, "http": 80}


def host_origin(value: str) -> Optional[str]:
    """The origin ``value`` names, as the browser writes a message's origin
    (``https://club.example``, ``http://localhost:8080``; a trailing ``/`` and a
    default port dropped), or None: only https, or http on this machine, and
    nothing but scheme, host and port (no path, user, query or wildcard)."""
    match = _ORIGIN.fullmatch(value.strip().lower())
    if not match:
        return None
    scheme, host, port = match.group(1, 2, 3) if match.group(1) else match.group(4, 5, 6)
    if len(host) > 253 or (port is not None and not 0 < int(port) < 65536):
        return None
    if port is None or int(port) == _DEFAULT_PORTS[scheme]:
        return f"{scheme}://{host}"
    return f"{scheme}://{host}:{int(port)}"


def _bad(name: str, value: str, why: str, default: str) -> Problem:
    return Problem("bad_param", {"name": name, "value": value, "why": why, "default": default})


def _describe(name: str, defaults: GameSettings) -> str:
    if name == "seats":
        return ",".join("you" if seat.human else seat.level for seat in defaults.seats)
    value = getattr(defaults, name)
    if name == "seed" and value is None:
        return "random"
    if name == "clock" and value == 0:
        return "off"  # as the address writes it (clock.CHOICES' words)
    if isinstance(value, bool):
        return "1" if value else "0"
    return str(value)


def _seed(value: str) -> Tuple[Optional[int], str]:
    seed = whole_number(value, MAX_SEED)
    return (seed, "") if seed is not None else (None, "bad_seed")


def _seats(value: str):
    tokens = [token.strip().lower() for token in value.split(",") if token.strip()]
    seats = []
    for token in tokens:
        if token in HUMAN_TOKENS:
            seats.append(Seat())
        elif token in LEVELS:
            seats.append(Seat(token))
        else:
            return None, "bad_seats"
    if not 2 <= len(seats) <= 4:
        return None, "bad_seats"
    return tuple(seats), ""


def _clock(value: str):
    word = value.strip().lower()
    if word in CLOCK_WORDS:
        return 0, ""
    seconds = whole_number(word, max(clock.CHOICES))
    return (seconds, "") if seconds in clock.CHOICES else (None, "bad_clock")


def _choice(choices):
    def parse_choice(value: str):
        word = value.strip().lower()
        return (word, "") if word in choices else (None, "bad_" + ("profile" if choices is PROFILES else "choice"))
    return parse_choice


def _flag(value: str):
    word = value.strip().lower()
    if word in ("1", "true", "yes", "on"):
        return True, ""
    if word in ("0", "false", "no", "off"):
        return False, ""
    return None, "bad_choice"


_PARSERS = {"seed": _seed, "seats": _seats, "clock": _clock, "profile": _choice(PROFILES),
            "pace": _choice(PACES), "invalid_end": _choice(INVALID_ENDS), "hints": _flag, "strict": _flag,
            "variant": _choice(VARIANTS), "check": _choice(CHECKS), "refill": _flag}


def choices_of(name: str) -> str:
    """The allowed values of a key, for the "bad_choice" message."""
    return {"pace": ", ".join(PACES), "invalid_end": ", ".join(INVALID_ENDS), "hints": "0, 1",
            "strict": "0, 1", "embed": "0, 1", "refill": "0, 1", "variant": ", ".join(VARIANTS),
            "check": ", ".join(CHECKS), "mode": ", ".join(MODES),
            "level": ", ".join(PUZZLE_LEVELS), "at": f"1–{PUZZLE_SET_MOST}"}.get(name, "")


def describe(problem: Problem):
    """The visible sentence for one problem (an i18n.Message, worded when drawn)."""
    from game.i18n import message

    params = dict(problem.params)
    default = LEARN_DEFAULTS.get(params.get("name")) or WORDED_DEFAULTS.get(params.get("default"))
    if default:  # what opens or holds instead, worded in the page's language
        params["default"] = message(default)
    if "why" in params:
        params["why"] = message(params["why"], choices=choices_of(params["name"]))
    for key in ("name", "value"):  # as typed, but never 5,000 characters read out (a screen reader reads all)
        if isinstance(params.get(key), str) and len(params[key]) > SHOWN_CHARS:
            params[key] = params[key][:SHOWN_CHARS] + "…"
    return message(problem.key, **params)
