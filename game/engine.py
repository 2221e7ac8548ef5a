"""The one place the app talks to the rules engine (rules/, issue #3) and the
solver (rules/solver.py, issue #4).

The session works on tile ids; this module turns its questions into engine
calls: a new game from the dialog's settings, set status while building,
ending a turn (R-INVALID-END: `reject`, the verdict's rule and message, or
`penalize`, the rule broken and the penalty tiles drawn), draw or pass,
R-TIMEOUT, scores with their breakdown, history save/load and replay,
observations for the computer players, and the solver's hint; every move
goes through ``Game.apply``.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import List, NamedTuple, Optional, Sequence

from rules import history, sets, turn
from rules.game import Game, GameError
from rules.messages import MESSAGES
from rules.observation import observe
from rules.profiles import Settings
from rules.tiles import JOKER, assign_ids, colour_of, face_of, format_faces, number_of
from rules.tournament import sheet

from game import i18n
from game.i18n import Message
from game.results import GameResult


class Turn(NamedTuple):
    """What ending a turn did: ``rule`` set (and nothing changed) if refused."""

    ok: bool
    rule: str = ""
    kind: str = ""
    drawn: tuple = ()
    returned: tuple = ()
    laid: frozenset = frozenset()  # rack tiles now on the table


def new_game(players: int, seed: int, starter: int, profile: str, clock: int = 0,
             strict: bool = False, now: int = 0, invalid_end: str = "reject") -> Game:
    """R-DEAL; R-START: `club` uses the round's seat rotation (``starter``),
    `original` lets the engine draw for the start. ``clock``: seconds per turn,
    0 for none (R-TIME); one the engine does not know raises ValueError, it
    never becomes "no clock"."""
    settings = rules_settings(profile, clock, strict, invalid_end)
    return Game(players, seed, settings, starter=starter if settings.start == "seat_rotation" else None,
                now=int(now))


def rules_settings(profile: str, clock: int, strict: bool, invalid_end: str) -> Settings:
    """The rules a game of these dialog choices is played by (a save's history must follow them)."""
    return Settings.for_profile(profile, turn_seconds=clock or None, invalid_end=invalid_end, strict_display=strict)


def load_game(history_json: str, watch=None) -> Game:
    """Rebuild a game from its history (``watch``: rules.history.play_back's, the
    move log's); raises history.HistoryError (a ValueError)."""
    return history.from_json(history_json, watch=watch)


def history_json(game: Game) -> str:
    return history.to_json(game)


def replay(history_text: str, moves: int) -> Game:
    """The game after its first ``moves`` actions (replay move by move)."""
    return history.from_json(history_text, upto=moves)


def set_kind(tiles: Sequence[int]) -> Optional[str]:
    """"run", "group" or None (not a valid set) for tile ids (R-RUN, R-GROUP, R-JOKER)."""
    kinds = sets.kinds([face_of(t) for t in tiles])
    return kinds[0] if kinds else None


def display_order(tiles: Sequence[int]) -> List[int]:
    """The set's tiles as the table shows them (runs ascending, jokers in their place)."""
    order = sets.display_order([face_of(t) for t in tiles])
    left = list(tiles)
    result = []
    for face in order:
        tile = next(t for t in left if face_of(t) == face)
        left.remove(tile)
        result.append(tile)
    return result


@lru_cache(maxsize=512)  # every redraw shows the whole table; most sets are as they were (issue #18)
def set_shown(tiles: tuple) -> tuple:
    """(kind, tiles as the table shows them) of a table set: a valid one in
    ``display_order``; a run being built (one colour, no joker) in number order, so
    tapping 5 onto the 4 shows "4 5", not "5 4" (a tap puts a tile before the one
    tapped); any other as laid (R-RUN, R-GROUP, R-JOKER)."""
    kind = set_kind(tiles)
    if kind:
        return kind, tuple(display_order(tiles))
    faces = [face_of(t) for t in tiles]
    if JOKER not in faces and len({colour_of(face) for face in faces}) == 1:
        return None, tuple(sorted(tiles, key=lambda t: number_of(face_of(t))))
    return None, tiles


def refusal(rule: str) -> Message:
    """Why the rules refused: the rule's sentence and its id (R-INVALID-END `reject`)."""
    return i18n.message("rule_refused", why=MESSAGES.message(rule), rule=rule)


def penalized(turn: Turn) -> Message:
    """R-INVALID-END `penalize` (club 11.6): the rule the table broke, and that the
    turn's start was restored and ``turn.drawn`` penalty tiles drawn."""
    return i18n.message("invalid_end_penalized", why=MESSAGES.message(turn.rule), rule=turn.rule,
                        n=len(turn.drawn))


def _apply(game: Game, action: dict) -> Turn:
    """One action through ``Game.apply``; a refusal is ``ok=False`` with its rule."""
    before = {t for s in game.table for t in s}
    try:
        outcome = game.apply(action)
    except GameError as error:
        return Turn(False, error.rule)
    laid = frozenset(t for s in game.table for t in s) - before
    return Turn(True, outcome.rule, outcome.kind, outcome.drawn, outcome.returned, laid)


def play(game: Game, table: Sequence[Sequence[int]], now: int) -> Turn:
    """End the turn with ``table``. R-INVALID-END `reject` refuses with the
    broken rule; `penalize` restores and draws 3 (kind "penalty", ``rule``
    the rule the table broke)."""
    try:
        broken = game.check(table).rule
    except GameError as error:
        return Turn(False, error.rule)
    turn = _apply(game, {"act": "play", "table": [list(s) for s in table], "at": int(now)})
    return turn._replace(rule=broken) if turn.kind == "penalty" else turn


def draw(game: Game, now: int, table: Optional[Sequence[Sequence[int]]] = None) -> Turn:
    """R-TURN: draw a tile; once the pool is empty the turn passes
    (R-POOL-EMPTY; `original` refuses the pass to a player who can play).
    ``table``: the table as he left it; a valid rearrangement without a rack
    tile stands (kind "rearrange", R-REARRANGE club 13.1), any other is not
    applied and ``rule`` names what it broke (rules.game.Game.draw)."""
    action = {"act": "draw" if game.pool else "pass", "at": int(now)}
    if table is not None:
        action["table"] = [list(s) for s in table]
    turn = _apply(game, action)
    return turn._replace(rule="R-MUST-PLAY") if turn.rule == "R-POOL-EMPTY" and not turn.ok else turn


def rearrangement(game: Game, table: Sequence[Sequence[int]]) -> str:
    """"" if ``table`` would stand should the turn end with a draw now
    (R-REARRANGE, club 13.1), else the rule it breaks."""
    return game.check_rearrangement(table).rule


def decision_seed(game: Game) -> int:
    """The seed of the computer decision now due: from the game's seed, the
    turn and the seat (the browser, self-play and practice alike, so every
    decision is reproducible)."""
    return (game.seed * 1_000_003 + game.turns_played * 7919 + game.current) % (1 << 62)


def computer_move(game: Game, move: dict, now: int) -> Turn:
    """A computer player's answer (``Move.as_action()``: ``{"act": "play",
    "table": [[ids]…]}``, ``draw`` or ``pass``), for the browser, self-play and
    practice alike.
    A play the rules refuse, or a malformed one, becomes a draw (a pass once
    the pool is empty), under R-INVALID-END `penalize` too: a machine's failed
    answer is not a player's invalid end of turn; a computer's draw is always
    the plain one: a table sent with it is ignored (rearranging without a rack
    tile never helps a computer player, R-REARRANGE club 13.1); a pass they
    refuse (`original`: whoever can play must, R-POOL-EMPTY) becomes the
    solver's best play."""
    if move.get("act") == "play":
        table = table_from_move(move)
        if table is not None and game.check(table).legal:
            return play(game, table, now)
    turn = draw(game, now)
    if turn.ok:
        return turn
    return play(game, best_table(game) or [], now)


def can_redeal(game: Game, player: int) -> bool:
    """R-REDEAL: three pairs in the first 14 tiles, before any draw from the pool."""
    return game.can_redeal(player)


def redeal(game: Game, player: int, now: int) -> None:
    """R-REDEAL: complete reshuffle and redeal; the same player starts."""
    _apply(game, {"act": "redeal", "player": player, "at": int(now)})


TIMEOUT_TEXTS = {"play": "turn_kept", "partial": "turn_partial", "penalty": "turn_restored",
                 "draw": "turn_draw", "pass": "turn_pass", "rearrange": "turn_rearranged"}


def timeout(game: Game, table: Sequence[Sequence[int]], now: int) -> Turn:
    """R-TIMEOUT with the profile's consequence; ``kind`` keys the message
    (a rearranged table that stands once the pool is empty: "turn_rearranged_pass"; his new sets
    standing as his initial meld, the table's sets back as they were: "turn_partial_meld")."""
    turn = _apply(game, {"act": "timeout", "table": [list(s) for s in table], "at": int(now)})
    key = TIMEOUT_TEXTS[turn.kind]
    if turn.kind == "partial" and turn.rule == "R-MELD30":  # before his meld the table he changed went back
        return turn._replace(kind="turn_partial_meld")
    return turn._replace(kind=key + "_pass" if turn.kind == "rearrange" and not turn.drawn else key)


def observation(game: Game, player: int) -> str:
    """What ``player`` may know (rules.observation), as JSON for the worker."""
    return json.dumps(observe(game, player).to_dict())


def table_from_move(move: dict) -> Optional[List[List[int]]]:
    """The proposed table of a computer's ``play`` move, or None if malformed."""
    table = move.get("table")
    if not isinstance(table, (list, tuple)) or not all(
            isinstance(s, (list, tuple)) and s and all(isinstance(t, int) for t in s) for s in table):
        return None
    return [list(s) for s in table]


def best_table(game: Game, table: Optional[Sequence[Sequence[int]]] = None,
               rack: Optional[Sequence[int]] = None) -> Optional[List[List[int]]]:
    """The solver's best play for the player to move (most tiles laid), as
    the complete new table in tile ids; None if he cannot lay anything.
    ``table`` and ``rack``: where his turn stands now, instead of its start."""
    from rules.solver import best_play  # imported on the first hint: not on the table's start-up path (issue #18)

    table = game.table if table is None else table
    rack = game.racks[game.current] if rack is None else rack
    answer = best_play([[face_of(t) for t in s] for s in table], [face_of(t) for t in rack],
                       game.melded[game.current])
    return assign_ids(answer.table, table, rack) if answer.count else None


def hint(game: Game, table: Optional[Sequence[Sequence[int]]] = None,
         rack: Optional[Sequence[int]] = None) -> List[tuple]:
    """The solver's best play as the sets to make (issue #19), in display order: per
    set of its table that takes rack tiles or joins tiles of more than one set of
    the table, (its rack tiles, the table tiles of a set that goes into it whole,
    the table tiles it takes out of other sets: R-REARRANGE); empty if none. A set
    that is what is left of one set of the table needs no word. ``table``, ``rack``:
    from where his turn stands now, as ``hint_table``."""
    before = game.table if table is None else table
    return steps(before, hint_table(game, before, rack))


def steps(before: Sequence[Sequence[int]], table: Sequence[Sequence[int]]) -> List[tuple]:
    """The sets to make to turn the table ``before`` into ``table`` (``hint``'s steps;
    a finished game's analysis says the solver's table so, game.learn.analysis_actions)."""
    source = {t: number for number, tiles in enumerate(before) for t in tiles}
    found = []
    for shown in (display_order(s) for s in table):
        laid = [t for t in shown if t not in source]
        sources = {source[t] for t in shown if t in source}
        if not laid and len(sources) <= 1:
            continue
        whole = {n for n in sources if set(before[n]) <= set(shown)}
        kept = [t for t in shown if t in source and source[t] in whole]
        found.append((laid, kept, [t for t in shown if t in source and source[t] not in whole]))
    return found


def hint_table(game: Game, table: Sequence[Sequence[int]], rack: Optional[Sequence[int]] = None) -> List[List[int]]:
    """The table a hint leads to from ``table`` (``best_table``'s, each tile kept where it lies
    as far as the play allows). From a turn half done (a hint followed in part: sets still
    broken) with no rack tile left to lay, the table mended (R-REARRANGE). Empty if nothing can
    be laid or mended (tiles laid this turn that no valid sets can hold)."""
    try:
        found = best_table(game, table, rack) or _mended(game, table)
    except ValueError:  # the table's tiles cannot all lie in valid sets
        return []
    return _without_idle_moves(_kept_in_place(found or [], table), table)


def _mended(game: Game, table: Sequence[Sequence[int]]) -> Optional[List[List[int]]]:
    """``table`` with the tiles of its broken sets laid into valid sets, the valid ones
    rearranged as needed (``best_table``'s play of those tiles onto them, R-REARRANGE); None
    if it has no broken set, or they cannot all be laid."""
    whole = [list(tiles) for tiles in table if set_kind(tiles)]
    loose = [t for tiles in table if not set_kind(tiles) for t in tiles]
    found = best_table(game, whole, loose) if loose else None
    return found if found and sum(t in loose for tiles in found for t in tiles) == len(loose) else None


def _kept_in_place(table: List[List[int]], before: Sequence[Sequence[int]]) -> List[List[int]]:
    """``table`` with the two copies of a tile (and the jokers) swapped where that keeps more
    tiles in the set they lay in: the rules cannot tell them apart, the solver picks either, and
    a hint should not move a tile only to put its twin where it was. Each new set takes its
    faces first from the set of ``before`` it shares most faces with."""
    home_of = {t: number for number, tiles in enumerate(before) for t in tiles}
    spare: dict = {}  # face -> the ids of that face on the new table, not yet placed
    for tiles in table:
        for t in tiles:
            spare.setdefault(face_of(t), []).append(t)

    def shared(tiles, old) -> int:  # faces in common, copies counted
        left, count = [face_of(t) for t in old], 0
        for t in tiles:
            if face_of(t) in left:
                left.remove(face_of(t))
                count += 1
        return count
    homes = [max(((shared(tiles, old), n) for n, old in enumerate(before)), default=(0, None)) for tiles in table]
    placed = [[None] * len(tiles) for tiles in table]
    for i in sorted(range(len(table)), key=lambda i: -homes[i][0]):  # first from the set it shares most with
        for k, t in enumerate(table[i]):
            own = next((u for u in spare[face_of(t)] if home_of.get(u) == homes[i][1]), None)
            if own is not None:
                spare[face_of(t)].remove(own)
                placed[i][k] = own
    for i, tiles in enumerate(table):  # then what is left of each face, in the solver's order
        for k, t in enumerate(tiles):
            if placed[i][k] is None:
                placed[i][k] = spare[face_of(t)].pop(0)
    return placed


def _without_idle_moves(table: List[List[int]], before: Sequence[Sequence[int]]) -> List[List[int]]:
    """``table`` with the table tiles put back that the solver moved for nothing: the solver
    lays the most tiles and is indifferent to how much of the table it moves (from a group of
    four it takes a Red 12 onto a run that needs none). A tile of an old set goes back to the
    new set that holds the most of that set's tiles when both sets stay valid, one tile at a time,
    from the sets' ends (each move gathers an old set's tiles further: it ends)."""
    home_of = {t: number for number, tiles in enumerate(before) for t in tiles}
    table = [list(tiles) for tiles in table]
    moved = True
    while moved:
        moved = False
        rests = {}  # old set -> the new set holding the most of its tiles
        for number in range(len(before)):
            held = [sum(home_of.get(t) == number for t in tiles) for tiles in table]
            if held and max(held):
                rests[number] = held.index(max(held))
        for index, tiles in enumerate(table):
            for t in sorted(tiles, key=lambda t: -abs(tiles.index(t) - (len(tiles) - 1) / 2)):
                rest = rests.get(home_of.get(t))
                if rest is None or rest == index:
                    continue
                left, back = [u for u in tiles if u != t], table[rest] + [t]
                if (not left or set_kind(left)) and set_kind(back):
                    table[index], table[rest] = left, back
                    table = [tiles for tiles in table if tiles]
                    moved = True
                    break
            if moved:
                break
    return table


def meld_refusal(start_table: Sequence[Sequence[int]], table: Sequence[Sequence[int]],
                 own: Sequence[int]) -> Message:
    """R-MELD30 refused: with the table's sets (``start_table``) untouched, how many points
    the new sets of ``own`` tiles make ("26 points: at least 30"); else the rule's own words."""
    total = meld_total(table, own)
    return i18n.message("meld_short", n=total) if table_untouched(start_table, table) and total < turn.MELD_MINIMUM \
        else refusal("R-MELD30")


def table_untouched(start_table: Sequence[Sequence[int]], table: Sequence[Sequence[int]]) -> bool:
    """Does every set the turn began with still lie as it was (R-MELD30: a first meld leaves the table alone)?"""
    laid = [sorted(tiles) for tiles in table]
    return all(sorted(tiles) in laid for tiles in start_table)


def meld_total(table: Sequence[Sequence[int]], own: Sequence[int]) -> int:
    """While the first meld is built (R-MELD30): the points of the valid sets made of ``own`` tiles only."""
    mine = set(own)
    faces = [[face_of(t) for t in tiles] for tiles in table if tiles and mine.issuperset(tiles)]
    return turn.meld_points([f for f in faces if sets.is_valid(f)])


def game_result(game: Game, game_no: int, label_of) -> GameResult:
    """The finished game by seat label (``label_of``: player -> "A".."D"):
    R-SCORE with its breakdown, R-NO-MELD amounts, who shares first place
    (R-POOL-EMPTY), R-PLACEMENT places and points."""
    result = game.result
    labels = [label_of(player) for player in range(game.players)]
    scores = {label: line.score for label, line in zip(labels, result.lines)}
    winner, *shared = sorted(labels[player] for player in result.winners)  # shared first place: by label
    return GameResult(
        game=game_no, end=result.end, scores=scores, winner=winner, co_winners=shared,
        places=sheet.places(scores, winner, shared), points=sheet.placement_points(scores, winner, shared),
        racks={label: format_faces(face_of(t) for t in rack) for label, rack in zip(labels, game.racks)},
        rack_sums={label: line.rack_sum for label, line in zip(labels, result.lines)},
        no_meld={label: line.no_meld for label, line in zip(labels, result.lines) if line.no_meld})
