"""One game of the numbers variant as a state machine.

    game = Game(players=4, seed=42, settings=Settings.for_profile("club"), starter=0)
    game.current                       # whose turn (0-based seat in play order)
    game.racks[p], game.table, game.pool   # tile ids (rules.tiles)
    game.check(table)                  # Verdict for ending the turn with `table`
    game.play(table, now=ms)           # end the turn with this table (lists of tile ids)
    game.draw(now=ms)                  # draw one tile, ending the turn (R-TURN)
    game.draw(now=ms, table=table)     # the same after rearranging only (R-REARRANGE, club 13.1)
    game.pass_turn(now=ms)             # after the pool is empty (R-POOL-EMPTY); table= as for draw
    game.timeout(table, now=ms)        # the clock ran out with `table` as left (R-TIMEOUT)
    game.claim_redeal(player, now=ms)  # R-REDEAL
    game.apply({"act": "draw", "at": ms})   # any of these as a recorded action
    game.deadline                      # ms when the turn's time runs out, or None
    game.finished, game.winners, game.result  # scores with breakdown once over
    game.view(p)                       # read-only: the table, counts, pool, p's rack, a version
    game.actions                       # the history: replaying it rebuilds the game

The flow every variant shares (deal, turn order, clock, draws, the last
round, the recorded actions) is rules.flow's ``TurnFlow``; this class adds
the numbers game's actions and rules. Time is always passed in by the caller
(ms on any clock): the engine never reads a clock. Randomness comes only from
``random.Random(seed)``, so a seed, the settings and the actions reproduce a
game exactly (rules.history). The variant (tile box, set and turn rules,
scoring) comes from ``rules.variant``; nothing here knows what a numbers tile is.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple, Optional, Sequence

from rules import turn
from rules.flow import PENALTY_TILES, GameError, Outcome, Result, TurnFlow
from rules.profiles import Settings
from rules.variant import NUMBERS

__all__ = ["PENALTY_TILES", "Game", "GameError", "Outcome", "Result", "View"]


class View(NamedTuple):
    """A read-only look at the game (``Game.view``): what the table shows,
    and the racks of the players the caller may show. ``version`` changes
    with every action, so a screen redraws only when it moved on."""

    version: int
    current: int
    finished: bool
    winners: tuple  # who shares first place once the game is over, else ()
    table: tuple  # of tuples of tile ids
    pool: int
    melded: tuple
    counts: tuple  # tiles on each rack
    racks: dict  # player -> tuple of tile ids, only for the players asked for
    final_turns: Optional[int] = None  # the pool ran out: turns left in the last round (R-POOL-EMPTY `club`)

    def rack(self, player: int) -> tuple:
        return self.racks[player]


class Game(TurnFlow):
    """See the module docstring. Seats are numbered 0..players-1 in play order."""

    def __init__(self, players: int, seed: int, settings: Optional[Settings] = None,
                 starter: Optional[int] = None, now: int = 0, variant=NUMBERS):
        super().__init__(players, seed, settings or Settings(), variant)
        self.start_draw: list[int] = []
        if starter is None:
            starter = self._draw_for_start() if self.settings.start == "highest_tile" else 0
        self._begin(starter, now)

    # -- set-up ------------------------------------------------------------
    def _draw_for_start(self) -> int:
        """R-START `original`: each draws a tile, the highest number starts;
        redraw on ties (a joker counts as no number). Tiles go back."""
        while True:
            box = list(self.variant.box)
            self.rng.shuffle(box)
            drawn = box[:self.players]
            values = [self.variant.start_value(tile) for tile in drawn]
            best = max(values)
            if values.count(best) == 1:
                self.start_draw = drawn
                return values.index(best)

    def _new_game(self) -> None:
        """The racks as dealt (R-REDEAL), nobody melded (R-MELD30, R-NO-MELD)."""
        self.dealt = [list(rack) for rack in self.racks]
        self.melded = [False] * self.players
        self.meld_racks: list[Optional[tuple]] = [None] * self.players  # R-NO-MELD, see could_meld
        self.passes = 0  # original: consecutive turns without a play after the pool ran out

    # -- questions -----------------------------------------------------------
    def table_faces(self, table: Sequence[Sequence[int]]) -> list[list[int]]:
        return [self.faces(tiles) for tiles in table]

    def view(self, *shown: int) -> View:
        """The game as the table shows it, with the racks of ``shown`` players."""
        return View(len(self.actions), self.current, self.finished, self.winners,
                    tuple(tuple(tiles) for tiles in self.table), len(self.pool), tuple(self.melded),
                    tuple(len(rack) for rack in self.racks), {p: tuple(self.racks[p]) for p in shown},
                    self.final_turns)

    def set_position(self, player: int, table, rack, melded: bool) -> None:
        """Put ``table`` and ``player``'s ``rack`` (tile ids) in place, every other
        tile shared out to the other racks and the pool (a referee's question,
        the browser tests' positions). Not an action: the history does not
        record it, so such a game cannot be replayed from its history."""
        used = {t for s in table for t in s} | set(rack)
        rest = [t for t in list(self.pool) + [t for r in self.racks for t in r] if t not in used]
        self.table = [list(s) for s in table]
        for index in range(self.players):
            if index == player:
                self.racks[index] = list(rack)
            else:
                self.racks[index], rest = rest[:self.variant.rack_size], rest[self.variant.rack_size:]
        self.pool = rest
        self.melded[player] = melded

    def check(self, table: Sequence[Sequence[int]]) -> turn.Verdict:
        """Would ending the current turn with ``table`` be legal?"""
        self._require_running()
        ids_verdict = self._check_ids(table)
        if not ids_verdict.legal:
            return ids_verdict
        return self.variant.check_turn(self.table_faces(self.table), self.table_faces(table),
                                       self.faces(self.racks[self.current]), self.melded[self.current])

    def check_rearrangement(self, table: Sequence[Sequence[int]]) -> turn.Verdict:
        """May ``table`` stand if the current turn ends with a draw or a pass?
        (R-REARRANGE, club 13.1; rules.turn.check_rearrangement)"""
        self._require_running()
        ids_verdict = self._check_ids(table)
        if not ids_verdict.legal:
            return ids_verdict
        return self.variant.check_rearrangement(self.table_faces(self.table), self.table_faces(table),
                                                self.melded[self.current])

    def _check_ids(self, table: Sequence[Sequence[int]]) -> turn.Verdict:
        """Tile identity: table tiles stay, new tiles come from the rack, none twice."""
        placed = [tile for tiles in table for tile in tiles]
        if len(placed) != len(set(placed)) or any(not tiles for tiles in table):
            return turn.Verdict("R-TILES")
        before = {tile for tiles in self.table for tile in tiles}
        missing = before - set(placed)
        if missing:
            freed_joker = any(self.variant.is_joker(self.variant.face(tile)) for tile in missing)
            return turn.Verdict("R-JOKER-FREE" if freed_joker else "R-TAKEBACK")
        if not (set(placed) - before) <= set(self.racks[self.current]):
            return turn.Verdict("R-TILES")
        return turn.LEGAL

    def can_redeal(self, player: int) -> bool:
        """R-REDEAL: three pairs in his first 14 tiles, before any draw from the pool."""
        return (0 <= player < self.players and not self.finished and self.pool_drawn == 0
                and self.variant.has_redeal_pairs(self.dealt[player]))

    # -- actions -------------------------------------------------------------
    def play(self, table: Sequence[Sequence[int]], now: int = 0) -> Outcome:
        """End the turn with ``table``. Illegal: R-INVALID-END `reject` raises
        GameError (nothing changes, the clock runs on); `penalize` restores the
        turn's start and draws 3 penalty tiles."""
        verdict = self.check(table)
        if not verdict.legal:
            if self.settings.invalid_end == "reject":
                raise GameError(verdict.rule)
            self._record("play", now, table=table)
            return self._penalize("R-INVALID-END", now)
        self._record("play", now, table=table)
        return self._lay(table, now)

    def draw(self, now: int = 0, table: Optional[Sequence[Sequence[int]]] = None) -> Outcome:
        """R-TURN: draw one tile, which ends the turn at once. ``table``, the
        table as he leaves it, if given: a valid rearrangement without a rack
        tile stands, then he draws (R-REARRANGE, club 13.1: allowed, but not
        a turn; Outcome kind "rearrange"); any other table is not applied:
        the turn's start stands, he draws all the same (no penalty), and
        ``Outcome.rule`` names the rule that table broke. Tiles that are not
        this table's and his rack's raise GameError R-TILES."""
        self._require_running()
        if not self.pool:
            raise GameError("R-POOL-EMPTY")
        verdict = self._rearrangement(table)
        self._record("draw", now, table=table)
        return self._not_played(table, verdict, now)

    def pass_turn(self, now: int = 0, table: Optional[Sequence[Sequence[int]]] = None) -> Outcome:
        """After the pool ran out, a turn with nothing played passes (club 11.4);
        under `play_on` (original) only if he cannot play (R-POOL-EMPTY).
        ``table``: a rearranged table, as for ``draw``."""
        self._require_running()
        if self.pool:
            raise GameError("R-TURN")
        if self.settings.pool_empty == "play_on" and self.variant.can_play(
                self.table_faces(self.table), self.faces(self.racks[self.current]), self.melded[self.current]):
            raise GameError("R-POOL-EMPTY", turn.Verdict("R-MUST-PLAY").message())
        verdict = self._rearrangement(table)
        self._record("pass", now, table=table)
        return self._not_played(table, verdict, now)

    def timeout(self, table: Sequence[Sequence[int]], now: int = 0) -> Outcome:
        """R-TIMEOUT: the clock ran out with ``table`` as the player left it.
        `original`: everything restored, 3 penalty tiles. `club` (12.4): a
        legal table stands; otherwise his tiles not laid according to the
        rules go back to his rack (``_laid_by_the_rules``) and the rest stands
        if it is a legal play; if none of his tiles stays he draws one (passes
        once the pool is out), and a valid rearrangement of the table that is
        left stands (club 13.1, kind "rearrange"). An invalid manipulation:
        restored, 3 penalty tiles."""
        self._require_running()
        self._record("timeout", now, table=table)
        if self.settings.timeout == "original":
            return self._penalize("R-TIMEOUT", now)
        if self.check(table).legal:
            return self._lay(table, now)
        laid = self._laid_by_the_rules(table)
        if laid is None:
            return self._penalize("R-TIMEOUT", now)
        standing, table_back = laid
        kept = {tile for tiles in standing for tile in tiles}
        rack = set(self.racks[self.current])
        returned = tuple(dict.fromkeys(t for tiles in table for t in tiles
                                       if t in rack and t not in kept))  # back on his rack
        if self.check(standing).legal:
            outcome = self._lay(standing, now, kind="partial")  # rule R-MELD30: the table's sets went back
            return outcome._replace(returned=returned, rule="R-MELD30" if table_back else "R-TIMEOUT")
        outcome = self._not_played(standing, self.check_rearrangement(standing), now)
        if outcome.kind == "rearrange":
            return outcome._replace(returned=returned, rule="R-TIMEOUT")
        return outcome._replace(rule="R-TIMEOUT")

    def claim_redeal(self, player: int, now: int = 0) -> Outcome:
        """R-REDEAL: complete reshuffle and redeal; the same player starts."""
        if not self.can_redeal(player):
            raise GameError("R-REDEAL")
        self._record("redeal", now, player=player)
        self._deal(now)
        self.last_outcome = Outcome("redeal")
        return self.last_outcome

    def apply(self, action: dict) -> Outcome:
        """Carry out one action in the form ``actions`` records it
        (``{"act": "play", "at": ms, "table": [[ids]…]}``; ``draw`` and ``pass``
        with the rearranged ``table`` or without it (the table as it was);
        ``timeout`` with ``table``; ``redeal`` with ``player``). The one way a
        move reaches the rules: replay, self-play and the browser all call it."""
        act, now = action.get("act"), int(action.get("at", 0))
        if act == "play":
            return self.play(action.get("table") or [], now)
        if act == "draw":
            return self.draw(now, action.get("table"))
        if act == "pass":
            return self.pass_turn(now, action.get("table"))
        if act == "timeout":
            return self.timeout(action.get("table") or [], now)
        if act == "redeal":
            player = action.get("player")
            return self.claim_redeal(-1 if player is None else player, now)
        raise GameError("R-TURN", f"unknown action {act!r}")

    # -- internals -----------------------------------------------------------
    def _require_running(self) -> None:
        if self.finished:
            raise GameError("R-RUMMIKUB")

    def _laid_by_the_rules(self, table: Sequence[Sequence[int]]) -> Optional[tuple[list[list[int]], bool]]:
        """Club 12.4 (R-TIMEOUT `club`): (``table`` without the tiles he did not
        lay according to the rules: his own tiles leave every set that is not
        valid and, before his initial meld (R-MELD30), every set that is not
        wholly his own; every other set stays, a table set he validly extended
        or rearranged too, but before his initial meld the table's sets as the
        turn began (he may not rearrange yet: his new sets alone may stand),
        and whether the table's sets so went back). None for an invalid
        manipulation: table tiles in a set that is not valid even without his
        tiles, or a table tile gone."""
        rack = set(self.racks[self.current])
        melded = self.melded[self.current]
        standing, table_sets, own_sets = [], [], []  # own_sets: the sets the first test kept whole
        for tiles in table:
            own = all(tile in rack for tile in tiles)
            if (melded or own) and self.variant.is_valid_set(self.faces(tiles)):
                standing.append(list(tiles))
                own_sets.append(list(tiles))
                continue
            rest = [tile for tile in tiles if tile not in rack]
            if not rest:
                continue
            if not self.variant.is_valid_set(self.faces(rest)):
                return None
            standing.append(rest)
            table_sets.append(rest)
        if not {tile for tiles in self.table for tile in tiles} <= {tile for tiles in standing for tile in tiles}:
            return None
        if not melded and sorted(map(sorted, table_sets)) != sorted(map(sorted, self.table)):
            return [list(tiles) for tiles in self.table] + own_sets, True
        return standing, False

    def _rearrangement(self, table: Optional[Sequence[Sequence[int]]]) -> Optional[turn.Verdict]:
        """The verdict on letting ``table`` stand with a draw or pass (None: no
        table given); tiles that are not this table's and his rack's raise R-TILES."""
        if table is None:
            return None
        verdict = self.check_rearrangement(table)
        if verdict.rule == "R-TILES":
            raise GameError("R-TILES")
        return verdict

    def _not_played(self, table: Optional[Sequence[Sequence[int]]], verdict: Optional[turn.Verdict],
                    now: int) -> Outcome:
        """The turn ends without a play (R-TURN, club 13.1): ``table``, a valid
        rearrangement (``verdict`` legal) that changed the table, stands (kind
        "rearrange"; rule R-REARRANGE); otherwise the turn's start stands (rule:
        what ``table`` broke). Then he draws one tile, or passes if the pool is empty."""
        rearranged = bool(verdict and verdict.legal
                          and sorted(map(sorted, table)) != sorted(map(sorted, self.table)))
        if rearranged:
            self.table = [list(tiles) for tiles in table]
        kind = "draw" if self.pool else "pass"
        drawn = self._take_from_pool(1) if self.pool else ()
        rule = "R-REARRANGE" if rearranged else (verdict.rule if verdict else "")
        return self._end_turn(Outcome("rearrange" if rearranged else kind, drawn, rule=rule), now, played=False)

    def _lay(self, table: Sequence[Sequence[int]], now: int, kind: str = "play") -> Outcome:
        on_table = {tile for tiles in table for tile in tiles}
        player = self.current
        self.racks[player] = [tile for tile in self.racks[player] if tile not in on_table]
        self.table = [list(tiles) for tiles in table]
        self.melded[player] = True
        return self._end_turn(Outcome(kind), now, played=True)

    def _penalize(self, rule: str, now: int) -> Outcome:
        """Restore the turn's start (nothing was applied) and draw the penalty
        from the pool first (R-PENALTY-ORDER); fewer if the pool runs out."""
        drawn = self._take_from_pool(PENALTY_TILES)
        return self._end_turn(Outcome("penalty", drawn, rule=rule), now, played=False)

    def _pool_ran_out(self) -> None:
        """R-POOL-EMPTY `club`: every player, starting with the one who drew the
        last tile, gets exactly one more turn; `play_on` (original): play goes
        on until a full round passes without a play."""
        self.emptied_now = True
        self.passes = 0
        if self.settings.pool_empty == "one_more_turn":
            self.final_turns = self.players

    def _decided(self, player: int) -> bool:
        """R-RUMMIKUB: the game ends the moment a rack is empty."""
        if self.racks[player]:
            return False
        self._finish_rummikub(player)
        return True

    def _no_final_round(self, played: bool) -> None:
        """R-POOL-EMPTY `play_on`: over once a full round passed without a play."""
        self.passes = 0 if played else self.passes + 1
        if self.passes >= self.players:
            self._finish_pool_empty()

    def _start_turn(self, now: int) -> None:
        super()._start_turn(now)
        player = self.current
        if not self.melded[player] and self.settings.no_meld_penalty:
            self.meld_racks[player] = tuple(self.racks[player])

    @property
    def could_meld(self) -> list[bool]:
        """R-NO-MELD, per player: not melded, and could have made his initial meld at the start of
        one of his turns. Until he melds a player lays nothing and only draws, so his rack at the
        start of his latest turn holds every earlier one: that rack alone decides. It is searched
        when asked (at the game's end), not at every turn start: in the browser that search ran on
        the page's main thread, up to ~60 ms a turn at 4x CPU throttle (issue #18)."""
        return [not melded and rack is not None and _can_meld(self.variant, tuple(self.faces(rack)))
                for melded, rack in zip(self.melded, self.meld_racks)]

    def _finish_rummikub(self, winner: int) -> None:
        """R-RUMMIKUB: scored by R-SCORE (R-NO-MELD, R-JOKER-VALUE)."""
        lines = self.variant.score_rummikub(
            [self.faces(rack) for rack in self.racks], winner, self.melded, self.could_meld,
            self.settings.joker_value, self.settings.no_meld_penalty)
        self._finish(Result("rummikub", (winner,), tuple(lines)))

    def _finish_pool_empty(self) -> None:
        """R-POOL-EMPTY scored by the profile's procedure; players equal in
        rack sum and tiles share first place."""
        winners, lines = self.variant.score_pool_empty(
            self.settings.pool_empty, [self.faces(rack) for rack in self.racks], self.melded,
            self.could_meld, self.settings.joker_value, self.settings.no_meld_penalty)
        self._finish(Result("pool_empty", winners, tuple(lines)))


@lru_cache(maxsize=64)
def _can_meld(variant, faces: tuple) -> bool:
    """``variant.can_meld``, searched once per rack: the end's scoring and ranking ask more than once."""
    return variant.can_meld(faces)
