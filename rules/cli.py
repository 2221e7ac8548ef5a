"""The command line: `python -m rules batch` (JSON lines) and one-shot forms.

Batch: one JSON request per line on stdin, one JSON answer per line on
stdout, in order; a bad request gets {"error": "..."} and the batch goes on.
Operations (the OPS registry): set, check, score, timeout, solve, and for
the letter-tile variant word and word-check.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
from typing import Callable, Iterable, TextIO

from rules import scoring, sets, turn
from rules.messages import message
from rules.tiles import (NotationError, assign_ids, check_box, distinct_ids, face_of, format_faces, parse_faces,
                         parse_set, parse_table)
from rules.words.messages import WORD_MESSAGES

PROFILES = {"club", "original"}


class RequestError(ValueError):
    """A request the CLI cannot answer; the text goes to the user."""


def require(request: dict, key: str, kind: type = str):
    if key not in request:
        raise RequestError(f"missing field {key!r}")
    value = request[key]
    if not isinstance(value, kind):
        raise RequestError(f"field {key!r} must be {kind.__name__}")
    return value


def flag(request: dict, key: str, default: bool) -> bool:
    """An optional true/false field (a string like "false" is refused, not read as true)."""
    value = request.get(key, default)
    if not isinstance(value, bool):
        raise RequestError(f"field {key!r} must be true or false")
    return value


def flags(request: dict, key: str, names: list[str], default: bool) -> list[bool]:
    """An optional {player: true/false} field, one flag per player name."""
    given = request.get(key, {})
    if not isinstance(given, dict):
        raise RequestError(f"field {key!r} must be an object of player: true/false")
    unknown = sorted(set(given) - set(names))
    if unknown:
        raise RequestError(f"field {key!r} names no player of 'racks': {', '.join(unknown)}")
    return [flag(given, name, default) if name in given else default for name in names]


def profile_of(request: dict) -> str:
    """The rule profile of a request: club (default) or original."""
    profile = request.get("profile", "club")
    if profile not in PROFILES:
        raise RequestError(f"unknown profile {profile!r} (club or original)")
    return profile


def lang_of(request: dict) -> str:
    """The language of a request's sentences: en (default) or de."""
    lang = request.get("lang", "en")
    if lang not in ("en", "de"):
        raise RequestError(f"unknown lang {lang!r} (en or de)")
    return lang


def op_set(request: dict) -> dict:
    """R-RUN, R-GROUP, R-JOKER: is this a set, of which kinds, worth what."""
    faces = parse_set(require(request, "tiles"))
    check_box(faces)
    kinds = sets.kinds(faces)
    return {"valid": bool(kinds), "kinds": list(kinds), "points": sets.points(faces)}


def op_check(request: dict) -> dict:
    """R-TURN & co.: is ending the turn with `after` legal?"""
    profile_of(request)  # the turn rules are the same in both profiles; a typo is still an error
    lang = lang_of(request)
    before = parse_table(require(request, "before"))
    after = parse_table(require(request, "after"))
    rack = parse_faces(require(request, "rack"))
    check_box([f for s in before for f in s] + rack)
    check_box([f for s in after for f in s])
    verdict = turn.check_turn(before, after, rack, flag(request, "melded", True))
    if verdict.legal:
        return {"legal": True}
    return {"legal": False, "rule": verdict.rule, "message": message(verdict.rule, lang)}


def op_score(request: dict) -> dict:
    """R-SCORE, R-JOKER-VALUE, R-NO-MELD, R-POOL-EMPTY, R-PLACEMENT, under the
    profile's settings. Players sharing first place (R-POOL-EMPTY) are all
    named in ``winners``, given only then; ``winner`` is the first of them."""
    from rules.profiles import Settings
    from rules.tournament.sheet import placement_points, places

    settings = Settings.for_profile(profile_of(request))
    end = require(request, "end")
    racks_in = require(request, "racks", dict)
    if not 2 <= len(racks_in) <= 4:
        raise RequestError("a game has 2 to 4 players")
    names = list(racks_in)
    if any(not isinstance(tiles, str) for tiles in racks_in.values()):
        raise RequestError("field 'racks' maps each player to his rack's tiles, e.g. \"R10 J\"")
    racks = [parse_faces(racks_in[name]) for name in names]
    check_box([face for rack in racks for face in rack])
    melded = flags(request, "melded", names, True)
    could = flags(request, "could_meld", names, False)
    rules = (melded, could, settings.joker_value, settings.no_meld_penalty)
    if end == "rummikub":
        empty = [index for index, rack in enumerate(racks) if not rack]
        if len(empty) != 1:
            raise RequestError("after R-RUMMIKUB exactly one rack is empty")
        winners, lines = tuple(empty), scoring.score_rummikub(racks, empty[0], *rules)
    elif end == "pool_empty":
        winners, lines = scoring.score_pool_empty(settings.pool_empty, racks, *rules)
    else:
        raise RequestError("end must be 'rummikub' or 'pool_empty'")
    scores = {name: line.score for name, line in zip(names, lines)}
    winner, *shared = [names[player] for player in winners]
    answer = {"scores": scores, "winner": winner, "places": places(scores, winner, shared),
              "placement_points": placement_points(scores, winner, shared)}
    if shared:
        answer["winners"] = [winner, *shared]
    return answer


def op_timeout(request: dict) -> dict:
    """R-TIMEOUT: what stands when the clock runs out with the table left as
    ``after``: the table, the player's tiles of ``after`` that go back to his
    rack, the penalty tiles to draw, and whether a rack tile stayed (if not,
    he draws one). Answered by rules.game.Game.timeout itself."""
    from rules.game import Game
    from rules.profiles import Settings

    profile = profile_of(request)
    before = parse_table(require(request, "before"))
    after = parse_table(require(request, "after"))
    rack = parse_faces(require(request, "rack"))
    *table, rack_ids = distinct_ids([*before, rack])
    check_box([f for s in after for f in s])
    try:
        left = assign_ids(after, table, rack_ids)
    except ValueError:
        raise RequestError("'after' holds tiles that are neither on the table nor on the rack") from None
    game = Game(2, 0, Settings.for_profile(profile, turn_seconds=60), starter=0)
    game.set_position(0, table, rack_ids, flag(request, "melded", True))
    outcome = game.timeout(left)
    standing = {t for tiles in game.table for t in tiles}
    returned = [t for tiles in left for t in tiles if t in rack_ids and t not in standing]
    return {"table": " | ".join(format_faces(face_of(t) for t in tiles) for tiles in game.table),
            "returned": format_faces(face_of(t) for t in returned),
            "penalty": len(outcome.drawn) if outcome.kind == "penalty" else 0,
            "played": outcome.kind in ("play", "partial")}


@functools.cache
def word_lexicon():
    """The German lexicon of the letter-tile variant, loaded once (rules/words/lexicon.py)."""
    from rules.words.lexicon import load_default

    try:
        return load_default()
    except FileNotFoundError as error:
        raise RequestError(str(error)) from None


def op_word(request: dict) -> dict:
    """W-WORD: is this word (tile spelling: A-Z, Ä, Ö, Ü) in the German lexicon?"""
    word, lang = require(request, "word"), lang_of(request)
    reason = word_lexicon().refusal(word)
    if reason is None:
        return {"valid": True}
    return {"valid": False, "reason": WORD_MESSAGES(lang, f"word-{reason}", word=word)}


def words_of(request: dict, key: str) -> list[str]:
    """A list of words in the table form (``["TEsT", "AST"]``)."""
    words = require(request, key, list)
    if not all(isinstance(word, str) for word in words):
        raise RequestError(f"field {key!r} must be a list of words, e.g. [\"TEsT\", \"AST\"]")
    return words


def op_word_check(request: dict) -> dict:
    """W-FIRST, W-CHANGE, W-WORD, W-JOKER, W-STEM, W-SCORE, W-EMPTY: is ending a
    word turn with `after` legal, and what does it score? `first`: this turn
    must lay the player's first word."""
    from rules.words.notation import read_turn
    from rules.words.turn import check_turn

    lang = lang_of(request)
    before, after, rack = read_turn(words_of(request, "before"), words_of(request, "after"),
                                    require(request, "rack"))
    verdict = check_turn(before, after, rack, not flag(request, "first", False), word_lexicon())
    if verdict.legal:
        return {"legal": True, "score": verdict.score}
    return {"legal": False, "rule": verdict.rule, "reason": verdict.text(lang)}


OPS: dict[str, Callable[[dict], dict]] = {"set": op_set, "check": op_check, "score": op_score,
                                         "timeout": op_timeout, "word": op_word,
                                         "word-check": op_word_check}


def register_solver() -> None:
    """The solver's `solve` op, if the solver module offers it."""
    try:
        from rules.solver import solve_request
    except ImportError:
        return
    OPS["solve"] = solve_request


def answer(line: str) -> dict:
    try:
        request = json.loads(line)
        if not isinstance(request, dict):
            raise RequestError("a request is a JSON object")
        op = require(request, "op")
        if op not in OPS:
            raise RequestError(f"unknown op {op!r} (one of {', '.join(sorted(OPS))})")
        return OPS[op](request)
    except json.JSONDecodeError as error:
        return {"error": f"not JSON: {error.msg} at column {error.colno}"}
    except (RequestError, NotationError) as error:
        return {"error": str(error)}
    except (ValueError, TypeError, KeyError) as error:
        return {"error": f"bad request: {error}"}


def batch(lines: Iterable[str], out: TextIO) -> None:
    for line in lines:
        if line.strip():
            out.write(json.dumps(answer(line), ensure_ascii=False) + "\n")
            out.flush()


def main(argv: list[str] | None = None) -> int:
    register_solver()
    parser = argparse.ArgumentParser(
        prog="python -m rules",
        description="Rummikub rules engine: check sets, turns and scores (club and original rules).",
        epilog='examples:\n  python -m rules set "R5 J R7"\n'
               '  python -m rules check --before "R1 R2 R3" --after "R1 R2 R3 R4" --rack "R4 K9"\n'
               '  python -m rules score --end rummikub A= B=R10 "C=R10 K10" "D=K10 O10 B10"\n'
               '  python -m rules word HÄUSER\n'
               '  echo \'{"op":"set","tiles":"R5 J R7"}\' | python -m rules batch',
        formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("batch", help="JSON requests on stdin, one per line; answers on stdout")
    one_set = commands.add_parser("set", help="is this a valid set, and its points")
    one_set.add_argument("tiles", help='tiles, e.g. "R5 J R7"')
    check = commands.add_parser("check", help="is ending a turn with this table legal")
    check.add_argument("--before", default="", help="table at the start of the turn")
    check.add_argument("--after", required=True, help="proposed table")
    check.add_argument("--rack", required=True, help="rack at the start of the turn")
    check.add_argument("--not-melded", action="store_true", help="the player has not made his initial meld")
    check.add_argument("--lang", default="en", choices=["en", "de"])
    score = commands.add_parser("score", help="scores and placement points of a finished game")
    score.add_argument("racks", nargs="+", metavar="NAME=TILES",
                       help='each player\'s rack at the end, e.g. A= "B=R10 J" (the winner\'s is empty)')
    score.add_argument("--profile", default="club", choices=sorted(PROFILES))
    score.add_argument("--end", required=True, choices=["rummikub", "pool_empty"])
    score.add_argument("--not-melded", nargs="*", default=[], metavar="NAME",
                       help="players who never made their initial meld (R-NO-MELD)")
    score.add_argument("--could-meld", nargs="*", default=[], metavar="NAME",
                       help="of those, the ones who could have melded 30 at the start of a turn")
    word = commands.add_parser("word", help="is this a word of the German lexicon (word tiles)")
    word.add_argument("word", help="the word in tile letters, e.g. HÄUSER")
    word.add_argument("--lang", default="en", choices=["en", "de"])
    if "solve" in OPS:
        solve = commands.add_parser("solve", help="best play for a table and rack")
        solve.add_argument("--table", default="", help="table")
        solve.add_argument("--rack", required=True, help="rack")
        solve.add_argument("--not-melded", action="store_true", help="initial meld still to make")
        solve.add_argument("--objective", default="tiles", choices=["tiles", "points"])
    args = parser.parse_args(argv)
    if args.command == "batch":
        batch(sys.stdin, sys.stdout)
        return 0
    if args.command == "set":
        request = {"op": "set", "tiles": args.tiles}
    elif args.command == "check":
        request = {"op": "check", "before": args.before, "after": args.after, "rack": args.rack,
                   "melded": not args.not_melded, "lang": args.lang}
    elif args.command == "score":
        racks = dict(item.partition("=")[::2] for item in args.racks)
        if any("=" not in item for item in args.racks) or len(racks) != len(args.racks):
            parser.error("score: give each player once as NAME=TILES, e.g. B=R10 (A= for an empty rack)")
        request = {"op": "score", "profile": args.profile, "end": args.end, "racks": racks,
                   "melded": {name: False for name in args.not_melded},
                   "could_meld": {name: True for name in args.could_meld}}
    elif args.command == "word":
        request = {"op": "word", "word": args.word, "lang": args.lang}
    else:
        request = {"op": "solve", "table": args.table, "rack": args.rack,
                   "melded": not args.not_melded, "objective": args.objective}
    result = answer(json.dumps(request))
    print(json.dumps(result, ensure_ascii=False))
    return 1 if "error" in result else 0
