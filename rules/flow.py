"""The turn flow every tile variant shares (rules.game's numbers game,
rules.words.game's word game): seats in play order, the seeded deal, draws
from the pool, the turn clock, the recorded actions, the last round once the
pool is empty, and the end.

A variant's game subclasses ``TurnFlow`` and supplies what differs: its
actions (and ``apply``, the one way a move reaches its rules), its state
beside the racks, table and pool (``_new_game``), when a turn decides the
game (``_decided``), who starts the last round (``FINAL_ROUND_STARTS_WITH_DRAWER``)
and how the game is scored when it ends there (``_finish_pool_empty``).
Time is always passed in by the caller (ms on any clock): the engine never
reads a clock. Randomness comes only from ``random.Random(seed)``, so a seed,
the settings and the actions reproduce a game exactly (rules.history).
"""

from __future__ import annotations

import random
from typing import NamedTuple, Optional, Sequence, TypeVar

from rules.messages import message as rule_message
from rules.texts import Message

PENALTY_TILES = 3  # R-TIMEOUT, R-INVALID-END; W-TIME, W-CHALLENGE
AnOutcome = TypeVar("AnOutcome")  # Outcome, or the word game's WordOutcome


class GameError(ValueError):
    """An action the rules do not allow now; ``rule`` names the rule id and
    ``message``, if given, says why in German and English (the word game's
    refusals; a numbers rule's sentence comes from rules.messages by its id)."""

    def __init__(self, rule: str, text: str = "", message: Optional[Message] = None):
        super().__init__(text or (message.text("en") if message else rule_message(rule)))
        self.rule = rule
        self.message = message


class Outcome(NamedTuple):
    """What an action did, for the UI's message and animation. Kind
    "rearrange": his rearranged table stands though no rack tile was laid, and
    the turn counts as not played (R-REARRANGE, club 13.1): he drew one tile
    (``drawn``), or passed once the pool was empty (``drawn`` empty). The word
    game's actions answer rules.words.game's ``WordOutcome``."""

    kind: str  # "play", "draw", "pass", "penalty", "partial", "rearrange", "redeal"
    drawn: tuple[int, ...] = ()  # tiles that went to the rack from the pool
    returned: tuple[int, ...] = ()  # tiles that went back to the rack from the table
    rule: str = ""  # the rule applied (R-TIMEOUT, R-INVALID-END, R-REARRANGE, …); for a
    # draw or pass whose rearranged table could not stand, the rule that table broke


class Result(NamedTuple):
    """The end of a game: how it ended, who won, each player's score line."""

    end: str  # "rummikub" or "pool_empty"; the word game: "points" (W-END 99) or "pool_empty"
    winners: tuple[int, ...]  # in seat order; several only when they share first place
    lines: tuple  # rules.scoring.Line per player; the word game: rules.words.game.WordLine

    @property
    def winner(self) -> int:
        """The first of the winners (the only one unless first place is shared)."""
        return self.winners[0]

    @property
    def scores(self) -> list[int]:
        return [line.score for line in self.lines]


class TurnFlow:
    """See the module docstring. Seats are numbered 0..players-1 in play order;
    ``variant`` supplies the tile box (``box``, ``rack_size``, ``face``) and the
    rule ids a bad seat count or starter names (``players_rule``, ``start_rule``)."""

    FINAL_ROUND_STARTS_WITH_DRAWER = True  # club 11.4; W-END: False, it starts with the next

    def __init__(self, players: int, seed: int, settings, variant):
        if not 2 <= players <= 4:
            raise GameError(variant.players_rule, f"a game has 2 to 4 players, not {players}")
        self.players = players
        self.seed = seed
        self.settings = settings
        self.variant = variant
        self.rng = random.Random(seed)

    def _begin(self, starter: int, now: int) -> None:
        """Seat ``starter`` starts; the deal follows."""
        if not 0 <= starter < self.players:
            raise GameError(self.variant.start_rule, f"no seat {starter} in a game of {self.players}")
        self.starter = starter
        self.actions: list[dict] = []
        self._deal(now)

    # -- set-up ------------------------------------------------------------
    def _deal(self, now: int) -> None:
        """R-DEAL, W-DEAL: 14 tiles each, the rest is the pool, uniformly shuffled."""
        box = list(self.variant.box)
        self.rng.shuffle(box)
        size = self.variant.rack_size
        self.racks = [box[p * size:(p + 1) * size] for p in range(self.players)]
        self.pool = box[self.players * size:]
        self.table: list[list[int]] = []
        self.current = self.starter
        self.turns_played = 0
        self.pool_drawn = 0
        self.final_turns: Optional[int] = None  # turns left after the pool ran out
        self.emptied_now = False  # this turn drew the last tile
        self.finished = False
        self.result: Optional[Result] = None
        self.last_outcome = None  # what the last action did: an Outcome (or WordOutcome)
        self._new_game()
        self._start_turn(now)

    def _new_game(self) -> None:
        """The variant's own state at the deal."""
        raise NotImplementedError

    # -- questions -----------------------------------------------------------
    @property
    def deadline(self) -> Optional[int]:
        """R-TIME, W-TIME: when the current turn's time runs out (ms), None without a clock."""
        seconds = self.settings.turn_seconds
        return None if seconds is None or self.finished else self.turn_started_at + seconds * 1000

    @property
    def pool_empty(self) -> bool:
        return not self.pool

    @property
    def winners(self) -> tuple[int, ...]:
        """Who shares first place (one player unless the end tied them); () while the game runs."""
        return self.result.winners if self.result else ()

    @property
    def winner(self) -> Optional[int]:
        """The first of the winners, None while the game runs."""
        return self.result.winner if self.result else None

    def faces(self, tiles: Sequence[int]) -> list[int]:
        return [self.variant.face(tile) for tile in tiles]

    # -- internals -----------------------------------------------------------
    def _record(self, act: str, now: int, **data) -> None:
        entry = {"act": act, "at": int(now)}
        if data.get("table") is not None:
            entry["table"] = [[int(t) for t in tiles] for tiles in data["table"]]
        if data.get("jokers"):  # the word game's jokers on the table: JSON's string keys
            entry["jokers"] = {str(tile): int(face) for tile, face in sorted(data["jokers"].items())}
        if "player" in data:
            entry["player"] = int(data["player"])
        self.actions.append(entry)

    def _take_from_pool(self, count: int) -> tuple[int, ...]:
        """Up to ``count`` tiles from the front of the pool onto the current rack."""
        drawn = tuple(self.pool[:count])
        del self.pool[:count]
        self.racks[self.current].extend(drawn)
        self.pool_drawn += len(drawn)
        if drawn and not self.pool:
            self._pool_ran_out()
        return drawn

    def _pool_ran_out(self) -> None:
        """The last round (R-POOL-EMPTY `club`, W-END): every player has exactly one more turn."""
        self.emptied_now = True
        self.final_turns = self.players

    def _end_turn(self, outcome: AnOutcome, now: int, played: bool) -> AnOutcome:
        """The turn is over: the game may be decided (``_decided``); after the
        turn that drew the last tile every player has one more turn, starting
        with the drawer (club 11.4) or the next (W-END); then the next turn starts."""
        self.last_outcome = outcome
        self.turns_played += 1
        player = self.current
        if self._decided(player):
            return outcome
        following = (player + 1) % self.players
        if self.emptied_now:
            self.emptied_now = False
            if self.final_turns is not None and self.FINAL_ROUND_STARTS_WITH_DRAWER:
                following = player
        elif self.final_turns is not None:
            self.final_turns -= 1
            if self.final_turns == 0:
                self._finish_pool_empty()
                return outcome
        elif not self.pool:
            self._no_final_round(played)
            if self.finished:
                return outcome
        self.current = following
        self._start_turn(now)
        return outcome

    def _decided(self, player: int) -> bool:
        """Does the turn ``player`` just ended decide the game? (It then ends it.)"""
        raise NotImplementedError

    def _no_final_round(self, played: bool) -> None:
        """A turn after the pool ran out without a last round (R-POOL-EMPTY `play_on`)."""
        raise NotImplementedError

    def _finish_pool_empty(self) -> None:
        """The last round is over: score the game."""
        raise NotImplementedError

    def _start_turn(self, now: int) -> None:
        self.turn_started_at = int(now)

    def _finish(self, result: Result) -> None:
        self.finished = True
        self.result = result
