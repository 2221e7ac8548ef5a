"""Saved word games: rules.history's frame with variant ``"words"``, the word
game's settings and actions; replayed through the rules like a numbers game,
with the lexicon the caller supplies (a word game cannot replay without one:
its plays are checked against it again).

    text = to_json(game)
    game = from_json(text, lexicon)            # HistoryError naming the problem
    game = from_json(text, lexicon, upto=5)    # the game after its first 5 actions
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.history import HistoryError, SavedGame, dump, load, play_back
from rules.profiles import WordSettings
from rules.words.game import WordGame

if TYPE_CHECKING:
    from rules.words.lexicon import Lexicon


class WordAction(BaseModel):
    """A word game's action: ``play`` and ``timeout`` carry ``table`` and, if
    jokers lie on it, ``jokers`` (tile id -> letter face; JSON's keys are
    strings, ``{"110": 4}``); ``challenge`` carries ``player``; ``draw`` and
    ``accept`` nothing more. Whether the tiles and letters are right is the
    game's to say on replay (rules.words.game)."""

    model_config = ConfigDict(extra="forbid")

    act: Literal["play", "draw", "timeout", "challenge", "accept"]
    at: int = 0
    table: Optional[list[list[int]]] = None
    jokers: Optional[dict[int, int]] = None
    player: Optional[int] = None

    @model_validator(mode="after")
    def _fields_of_the_act(self) -> "WordAction":
        lays = self.act in ("play", "timeout")
        if lays != (self.table is not None) or (self.jokers is not None and not lays):
            raise ValueError(f"{self.act!r}: play and timeout carry a table (and jokers), no other action does")
        if (self.act == "challenge") != (self.player is not None):
            raise ValueError(f"{self.act!r}: challenge names a player, no other action does")
        return self


class SavedWordGame(SavedGame):
    variant: Literal["words"] = "words"
    starter: int = Field(0, ge=0, le=3)
    settings: WordSettings
    actions: list[WordAction] = []


def to_json(game: WordGame, started_at: int = 0) -> str:
    """The word game's history as JSON text (settings whole, actions without unused fields)."""
    return dump(SavedWordGame(players=game.players, seed=game.seed, starter=game.starter, started_at=started_at,
                              settings=game.settings, actions=[WordAction(**action) for action in game.actions]))


def from_json(text: str, lexicon: Optional[Lexicon], upto: Optional[int] = None,
              watch: Optional[Callable] = None) -> WordGame:
    """Rebuild a word game from its history (the first ``upto`` actions if given;
    ``watch`` as for rules.history.play_back)."""
    if lexicon is None:
        raise HistoryError("a word game replays only with its lexicon (rules.words.lexicon), and none was given")
    saved = load(SavedWordGame, text)
    return play_back(lambda: WordGame(saved.players, saved.seed, lexicon, saved.settings, starter=saved.starter,
                                      now=saved.started_at), saved.actions, upto, watch)
