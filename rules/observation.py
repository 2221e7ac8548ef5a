"""What one player may know (computer players get only this).

His own rack, the table, the pool size, who has melded, whose turn it is, the
scores once the game is over (``scores``, None before), and the opponents'
tile counts and the last move unless the tournament-strict display hides them
(club 17–18); the rules that score the end (R-POOL-EMPTY procedure, R-NO-MELD).
Never the other racks or the order of the pool. Whether he himself could have
made his initial meld (R-NO-MELD) is his own rack's: a player observes at the
start of his turn, and until he melds that rack holds every earlier one
(game.players.seen).
"""

from __future__ import annotations

from typing import NamedTuple, Optional

from rules.game import Game


class Observation(NamedTuple):
    player: int
    players: int
    current: int
    rack: tuple[int, ...]
    table: tuple[tuple[int, ...], ...]
    pool_size: int
    melded: tuple[bool, ...]
    counts: Optional[tuple[int, ...]]  # None under strict display
    last_move: Optional[str]  # kind of the last action, None under strict display
    turns_played: int
    final_turns: Optional[int]  # club: turns left after the pool ran out
    joker_value: int
    finished: bool
    scores: Optional[tuple[int, ...]] = None  # R-SCORE, once the game is over
    pool_empty: str = "one_more_turn"  # R-POOL-EMPTY procedure (Settings.pool_empty)
    no_meld_penalty: bool = True  # R-NO-MELD applies

    def to_dict(self) -> dict:
        data = self._asdict()
        data["rack"] = list(self.rack)
        data["table"] = [list(tiles) for tiles in self.table]
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "Observation":
        values = dict(data)
        values["rack"] = tuple(values["rack"])
        values["table"] = tuple(tuple(tiles) for tiles in values["table"])
        values["melded"] = tuple(values["melded"])
        for key in ("counts", "scores"):
            if values.get(key) is not None:
                values[key] = tuple(values[key])
        return cls(**values)


def observe(game: Game, player: int) -> Observation:
    strict = game.settings.strict_display
    last = game.last_outcome.kind if game.last_outcome and not strict else None
    return Observation(
        player=player, players=game.players, current=game.current,
        rack=tuple(game.racks[player]), table=tuple(tuple(tiles) for tiles in game.table),
        pool_size=len(game.pool), melded=tuple(game.melded),
        counts=None if strict else tuple(len(rack) for rack in game.racks),
        last_move=last, turns_played=game.turns_played, final_turns=game.final_turns,
        joker_value=game.settings.joker_value, finished=game.finished,
        scores=tuple(game.result.scores) if game.result else None,
        pool_empty=game.settings.pool_empty, no_meld_penalty=game.settings.no_meld_penalty)
