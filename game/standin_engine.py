"""TEMPORARY stand-in for the rules engine (rules/game.py, issue #3), which
is being written in parallel. It has the interface game.engine expects and
only the rules a playable test game needs (R-DEAL, R-RUN, R-GROUP, R-JOKER,
R-TURN, R-MELD30, R-REARRANGE, R-TAKEBACK, R-TIMEOUT original-style, R-SCORE,
R-POOL-EMPTY club-style). Delete it when the engine lands.
"""

from __future__ import annotations

import json
import random
from typing import List, Optional, Sequence

from rules.tiles import ALL_TILE_IDS, JOKER, colour_of, face_of, number_of

MESSAGES = {
    "R-TURN": {"en": "Play at least one tile from your rack, or draw.",
               "de": "Lege mindestens einen Stein von deiner Bank oder ziehe."},
    "R-RUN": {"en": "Every set on the table must be a run or a group.",
              "de": "Jeder Satz auf dem Tisch muss eine Reihe oder eine Gruppe sein."},
    "R-MELD30": {"en": "The initial meld needs new sets from your rack worth 30 points or more, without touching the table.",
                 "de": "Zum Herauskommen brauchst du neue Sätze aus deiner Bank mit mindestens 30 Punkten, ohne den Tisch zu verändern."},
    "R-TAKEBACK": {"en": "Tiles that were on the table must stay on the table.",
                   "de": "Steine, die auf dem Tisch lagen, müssen auf dem Tisch bleiben."},
}


def set_kind(faces: Sequence[int]) -> Optional[str]:
    """"run", "group" or None (R-RUN, R-GROUP, R-JOKER)."""
    jokers = sum(1 for f in faces if f == JOKER)
    numbered = [f for f in faces if f != JOKER]
    if len(faces) < 3:
        return None
    if not numbered:
        return "run" if len(faces) <= 13 else None
    if len(faces) <= 4 and len({number_of(f) for f in numbered}) == 1 \
            and len({colour_of(f) for f in numbered}) == len(numbered):
        return "group"
    if len({colour_of(f) for f in numbered}) == 1 and len(faces) <= 13:
        numbers = sorted(number_of(f) for f in numbered)
        if len(set(numbers)) == len(numbers):
            gaps = numbers[-1] - numbers[0] + 1 - len(numbers)
            if gaps <= jokers:
                return "run"
    return None


def set_points(faces: Sequence[int]) -> int:
    """Points of a valid set, jokers at the value they stand for (highest choice)."""
    numbered = [number_of(f) for f in faces if f != JOKER]
    if not numbered:
        return 13 * len(faces)
    if set_kind(faces) == "group" and len(set(numbered)) == 1:
        return numbered[0] * len(faces)
    low, high = min(numbered), max(numbered)
    extra = len(faces) - (high - low + 1)
    top = min(13, high + extra)
    start = top - len(faces) + 1
    return sum(range(start, top + 1))


class Outcome:
    def __init__(self, ok=True, rule="", drawn=(), kind=""):
        self.ok, self.rule, self.drawn, self.kind = ok, rule, list(drawn), kind


class StandinGame:
    def __init__(self, players: int, seed: int, starter: int = 0, profile: str = "club"):
        self.players, self.seed, self.starter, self.profile = players, seed, starter, profile
        tiles = list(ALL_TILE_IDS)
        random.Random(seed).shuffle(tiles)
        self.racks = [tiles[i * 14:(i + 1) * 14] for i in range(players)]
        self.pool = tiles[players * 14:]
        self.table: List[List[int]] = []
        self.melded = [False] * players
        self.current = starter
        self.finished = False
        self.winner: Optional[int] = None
        self.last_turns: Optional[int] = None  # turns left after the pool ran empty
        self.actions: list = []

    # -- questions --------------------------------------------------------
    def check(self, player: int, table: Sequence[Sequence[int]]) -> Outcome:
        before = [t for s in self.table for t in s]
        after = [t for s in table for t in s]
        rack = set(self.racks[player])
        if not set(before) <= set(after):
            return Outcome(False, "R-TAKEBACK")
        laid = [t for t in after if t not in set(before)]
        if not laid or not set(laid) <= rack:
            return Outcome(False, "R-TURN")
        if any(set_kind([face_of(t) for t in s]) is None for s in table):
            return Outcome(False, "R-RUN")
        if not self.melded[player]:
            old = sorted(sorted(s) for s in self.table)
            kept = sorted(sorted(s) for s in table if not set(s) & rack)
            new = [s for s in table if set(s) & rack]
            if kept != old or any(not set(s) <= rack for s in new) or \
                    sum(set_points([face_of(t) for t in s]) for s in new) < 30:
                return Outcome(False, "R-MELD30")
        return Outcome(True)

    # -- actions ----------------------------------------------------------
    def play(self, player: int, table: Sequence[Sequence[int]]) -> Outcome:
        outcome = self.check(player, table)
        if outcome.ok:
            laid = {t for s in table for t in s} - {t for s in self.table for t in s}
            self.racks[player] = [t for t in self.racks[player] if t not in laid]
            self.table = [list(s) for s in table]
            self.melded[player] = True
            self.actions.append({"play": [list(s) for s in table]})
            outcome.kind = "play"
            self._next()
        return outcome

    def draw(self, player: int, count: int = 1, kind: str = "draw") -> Outcome:
        drawn = self.pool[:count]
        self.pool = self.pool[count:]
        self.racks[player].extend(drawn)
        self.actions.append({kind: count})
        if not self.pool and self.last_turns is None:
            self.last_turns = self.players
        self._next()
        return Outcome(True, "", drawn, kind)

    def timeout(self, player: int) -> Outcome:
        """R-TIMEOUT (stand-in: everything back, 3 penalty tiles)."""
        out = self.draw(player, 3, "timeout")
        out.rule = "R-TIMEOUT"
        return out

    def _next(self) -> None:
        for index, rack in enumerate(self.racks):
            if not rack:
                self.finished, self.winner = True, index
                return
        if self.last_turns is not None:
            self.last_turns -= 1
            if self.last_turns <= 0:
                sums = [self.rack_sum(i) for i in range(self.players)]
                self.finished, self.winner = True, sums.index(min(sums))
                return
        self.current = (self.current + 1) % self.players

    def rack_sum(self, player: int) -> int:
        return sum(30 if face_of(t) == JOKER else number_of(face_of(t)) for t in self.racks[player])

    def scores(self) -> list:
        """R-SCORE (stand-in: no 100/200 rule)."""
        minus = [-self.rack_sum(i) for i in range(self.players)]
        if self.winner is not None and self.racks[self.winner] == []:
            minus[self.winner] = -sum(minus)
        return minus

    def to_json(self) -> str:
        return json.dumps({"standin": 1, "players": self.players, "seed": self.seed,
                           "starter": self.starter, "profile": self.profile, "actions": self.actions})

    @classmethod
    def from_json(cls, text: str) -> "StandinGame":
        data = json.loads(text)
        game = cls(data["players"], data["seed"], data["starter"], data["profile"])
        for action in data["actions"]:
            if "play" in action:
                if not game.play(game.current, action["play"]).ok:
                    raise ValueError("history holds an illegal play")
            elif "draw" in action:
                game.draw(game.current)
            elif "timeout" in action:
                game.timeout(game.current)
            elif "position" in action:
                position = action["position"]
                game.table, game.racks, game.pool = position["table"], position["racks"], position["pool"]
                game.melded = position["melded"]
                game.actions.append(action)
            else:
                raise ValueError(f"unknown action {action}")
        return game


def set_position(game: StandinGame, player: int, table, rack, melded: bool) -> None:
    """Test hook: put ``table`` and ``rack`` (tile ids) in place; every other
    tile is shared out to the other racks (14 each) and the pool."""
    used = {t for s in table for t in s} | set(rack)
    rest = [t for t in game.racks[player] + game.pool + [t for r in game.racks for t in r]
            if t not in used]
    rest = list(dict.fromkeys(rest))
    game.table = [list(s) for s in table]
    for index in range(game.players):
        if index == player:
            game.racks[index] = list(rack)
        else:
            game.racks[index], rest = rest[:14], rest[14:]
    game.pool = rest
    game.melded[player] = melded
    game.actions.append({"position": {"table": game.table, "racks": game.racks, "pool": game.pool,
                                      "melded": game.melded}})
