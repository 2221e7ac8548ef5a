"""What a computer player of the word game works from, and its answer.

``WordSeen`` is one player's view of a word game: his rack, the table with
the letters its jokers stand for, whether he laid his first word (W-FIRST),
every player's total (W-SCORE, W-END) and the pool's size; never another
rack or the pool's order. ``from_dict`` reads it as a worker receives it
(JSON: a joker's tile id as a string key), ``of`` takes it from a running
``WordGame``. ``WordMove`` is the answer: a play (rules.words.moves.WordPlay)
or a draw (W-PASS).
"""

from __future__ import annotations

from typing import NamedTuple, Optional

from rules.words.anagrams import Work, anagram_index
from rules.words.moves import KINDS, Position, WordPlay, plays
from rules.words.tiles import FACE_OF, JOKER
from rules.words.turn import WordTable


class WordMove(NamedTuple):
    """``play`` (None: draw one tile, W-PASS)."""

    play: Optional[WordPlay] = None

    def as_action(self) -> dict:
        """The move as the word game's ``apply`` takes it (and a worker sends it)."""
        return self.play.as_action() if self.play else {"act": "draw"}


class WordSeen(NamedTuple):
    player: int
    rack: tuple  # tile ids
    table: WordTable
    laid_first: bool  # his own (W-FIRST)
    totals: tuple  # every player's (W-SCORE)
    pool: int  # tiles left to draw

    @classmethod
    def from_dict(cls, data: dict) -> "WordSeen":
        """``{"player", "rack", "table", "jokers": {"110": face}, "laid_first": [..], "totals": [..], "pool"}``;
        ``laid_first`` may also be his own flag alone."""
        player = int(data["player"])
        laid_first = data["laid_first"]
        if isinstance(laid_first, (list, tuple)):
            laid_first = laid_first[player]
        table = WordTable(tuple(tuple(int(tile) for tile in word) for word in data["table"]),
                          {int(tile): int(face) for tile, face in (data.get("jokers") or {}).items()})
        return cls(player, tuple(int(tile) for tile in data["rack"]), table, bool(laid_first),
                   tuple(int(total) for total in data["totals"]), int(data["pool"]))

    @classmethod
    def of(cls, game, player: int) -> "WordSeen":
        """``player``'s view of a running rules.words.game ``WordGame``."""
        return cls(player, tuple(game.racks[player]), WordTable(tuple(map(tuple, game.table)), dict(game.jokers)),
                   game.laid_first[player], tuple(game.totals), len(game.pool))

    @property
    def own_total(self) -> int:
        return self.totals[self.player]

    @property
    def best_opponent_total(self) -> int:
        return max((total for seat, total in enumerate(self.totals) if seat != self.player), default=0)

    def position(self) -> Position:
        return Position(self.rack, self.table, self.laid_first)

    def plays(self, lexicon, max_rank: Optional[int], work: int, limit: int, kinds=KINDS,
              several: bool = True) -> list[WordPlay]:
        """The best ``limit`` legal plays (best nominal score first) with words
        of the ``max_rank`` most frequent (None: the whole lexicon), searched
        with ``work`` steps of the anagram index."""
        found = []
        for play in plays(self.position(), lexicon, anagram_index(lexicon, max_rank), Work(work), kinds,
                          several=several):
            found.append(play)
            if len(found) >= limit:
                break
        return found


def jokers_laid(play: WordPlay) -> int:
    """How many of his own jokers a play lays (a freed table joker is not his)."""
    return sum(1 for tile in play.laid if FACE_OF[tile] == JOKER)
