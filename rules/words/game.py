"""One word game (word-rules-spec.md) as a state machine.

    game = WordGame(players=2, seed=7, lexicon=lexicon, settings=WordSettings(check="auto"), starter=0)
    game.current, game.racks[p], game.table, game.pool   # tile ids (rules.words.tiles)
    game.jokers                        # tile id -> the letter face each joker on the table stands for
    game.laid_first[p], game.totals[p] # W-FIRST; W-SCORE, each player's running total
    game.check(table, jokers)          # WordVerdict for ending the turn with this table
    game.play(table, jokers, now=ms)   # lay words: the whole table at the end, and the jokers' letters
    game.draw(now=ms)                  # W-PASS: draw one tile (none once the pool is empty)
    game.timeout(table, jokers, now=ms)  # W-TIME: the clock ran out with `table` as left
    game.challenge(player, now=ms)     # W-CHALLENGE under check = "challenge"
    game.accept(now=ms)                # nobody challenges: the window closes
    game.apply({"act": "play", "at": ms, "table": [[ids]…], "jokers": {"110": face}})
    game.deadline, game.finished, game.winners, game.result, game.view(p), game.actions

Shape: ``WordGame`` and the numbers game (rules.game) are both subclasses of
rules.flow's ``TurnFlow``, which holds the flow they share — the seeded deal,
turn order, the clock (``deadline``), draws from the pool, the recorded
actions, the last round once the pool is empty and the end — so each rule
has one place: W-DEAL, the clock and the last round are the shared code's;
what differs is here: the actions, the table's jokers, W-FIRST, the running
totals (W-SCORE), W-EMPTY's draw of 7, W-END's 99 points and its last round
starting with the next player, W-TIME and W-CHALLENGE. A subclass of the
numbers ``Game`` would inherit its set rules, redeal and rearranging, and a
variant object steering ``Game`` would put word rules into the numbers code.

The lexicon is the caller's (rules.words.lexicon's ``Lexicon``, or any object
with ``refusal`` and ``stem_keys``); this module never loads it.

W-CHALLENGE under ``check = "challenge"``: a play is checked as under
``auto`` except lexicon membership (letters, lengths, W-FIRST, W-STEM and
tile identity are always enforced) and stands provisionally. It opens the
*challenge window*: any other player may challenge it
(``{"act": "challenge", "player": p}``) until the window closes, which is
the first of: a challenge (decided at once), an ``{"act": "accept"}``, or
the next player's first action (play, draw or timeout), which closes it and
is then carried out. A play whose new words include one the lexicon refuses
is rightly challenged: the turn is undone as a whole (the table, his rack,
W-FIRST, his points, W-EMPTY's draw and any W-TIME penalty of that turn: the
state at its start comes back), he draws the 3 penalty tiles (once per turn),
and the next player's turn starts again at the challenge's time. A wrong
challenge costs nothing and closes the window. When the play would end the
game (99 points, or the last turn of the last round), the end waits for the
window: then there is no next turn, only ``challenge`` or ``accept`` are taken
(``deadline`` is None), and the game ends when the window closes without a
right challenge.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, NamedTuple, Optional, Sequence

from rules.flow import PENALTY_TILES, GameError, Result, TurnFlow
from rules.profiles import WordSettings
from rules.texts import Message
from rules.words.messages import WORD_MESSAGES
from rules.words.tiles import JOKER, JOKER_IDS, spell
from rules.words.turn import WordTable, WordVerdict, check_turn, check_words, new_words
from rules.words.variant import WIN_POINTS, WORDS  # W-END's 99 (re-exported here)

if TYPE_CHECKING:
    from rules.words.lexicon import Lexicon

EMPTY_DRAW = 7  # W-EMPTY


class WordOutcome(NamedTuple):
    """What an action of the word game did (as rules.flow's ``Outcome``, with
    the points and the reason). Kinds: "play", "partial" (W-TIME: some of his
    tiles went back), "penalty" (W-TIME: the turn undone), "draw", "pass"
    (W-PASS with the pool empty), "withdrawn" (W-CHALLENGE: rightly
    challenged), "upheld" (a wrong challenge), "accepted"."""

    kind: str
    drawn: tuple[int, ...] = ()  # tiles that went to the rack from the pool (W-EMPTY, penalties, W-PASS)
    returned: tuple[int, ...] = ()  # tiles that went back to the rack from the table
    rule: str = ""  # the rule applied: W-TIME, W-CHALLENGE
    score: int = 0  # W-SCORE: what the action added to the player's total (withdrawn: taken off, < 0)
    reason: Optional[Message] = None  # why tiles went back, a turn was withdrawn or a challenge failed


class WordLine(NamedTuple):
    """One player's line at the end of a word game."""

    score: int  # W-SCORE: his total


class WordView(NamedTuple):
    """A read-only look at the word game (``WordGame.view``), as rules.game's
    ``View``: the table with its jokers' letters, the totals, the racks of the
    players asked for; ``challengeable``, the seat whose play may be
    challenged now (None: none); ``waiting``, the end waits for the window."""

    version: int
    current: int
    finished: bool
    winners: tuple
    table: tuple  # of tuples of tile ids
    jokers: dict  # tile id -> letter face, the jokers on the table
    pool: int
    laid_first: tuple
    totals: tuple
    counts: tuple
    racks: dict
    challengeable: Optional[int]
    waiting: bool
    final_turns: Optional[int] = None  # the pool ran out: turns left in the last round (W-END)

    def rack(self, player: int) -> tuple:
        return self.racks[player]


class Window(NamedTuple):
    """An open challenge window (W-CHALLENGE) on ``player``'s play."""

    player: int
    before: TurnStart  # the game at the start of his turn, restored by a right challenge
    refused: Optional[WordVerdict]  # the first new word the lexicon refuses, None if all are in it
    score: int  # what the play added to his total
    ends_game: bool = False  # the play would end the game: the end waits for the window


class _Provisional:
    """The lexicon as ``check = "challenge"`` checks a play: every word passes
    W-WORD (membership is a challenge's to decide), W-STEM's keys as the lexicon gives them."""

    def __init__(self, lexicon: Lexicon):
        self.stem_keys = lexicon.stem_keys

    @staticmethod
    def refusal(word: str) -> None:
        return None


class TurnStart(NamedTuple):
    """The game at the start of a turn, kept while its play may be challenged
    (W-CHALLENGE): a right challenge puts it back."""

    racks: tuple
    pool: tuple
    table: tuple
    jokers: tuple  # (tile, face) pairs
    laid_first: tuple
    totals: tuple
    current: int
    turns_played: int
    pool_drawn: int
    final_turns: Optional[int]
    emptied_now: bool

    @classmethod
    def of(cls, game: "WordGame") -> "TurnStart":
        return cls(tuple(map(tuple, game.racks)), tuple(game.pool), tuple(map(tuple, game.table)),
                   tuple(sorted(game.jokers.items())), tuple(game.laid_first), tuple(game.totals), game.current,
                   game.turns_played, game.pool_drawn, game.final_turns, game.emptied_now)

    def restore(self, game: "WordGame") -> None:
        game.racks, game.pool = [list(rack) for rack in self.racks], list(self.pool)
        game.table, game.jokers = [list(word) for word in self.table], dict(self.jokers)
        game.laid_first, game.totals = list(self.laid_first), list(self.totals)
        game.current, game.turns_played, game.pool_drawn = self.current, self.turns_played, self.pool_drawn
        game.final_turns, game.emptied_now = self.final_turns, self.emptied_now


class WordGame(TurnFlow):
    """See the module docstring. Seats are numbered 0..players-1 in play order."""

    FINAL_ROUND_STARTS_WITH_DRAWER = False  # W-END: the last round starts with the next player

    def __init__(self, players: int, seed: int, lexicon: Lexicon, settings: Optional[WordSettings] = None,
                 starter: int = 0, now: int = 0):
        super().__init__(players, seed, settings or WordSettings(), WORDS)
        self.lexicon = lexicon
        self._enforced = lexicon if self.settings.check == "auto" else _Provisional(lexicon)
        self._begin(starter, now)

    def _new_game(self) -> None:
        self.jokers: dict[int, int] = {}
        self.laid_first = [False] * self.players  # W-FIRST
        self.totals = [0] * self.players  # W-SCORE
        self.window: Optional[Window] = None  # W-CHALLENGE

    # -- questions -----------------------------------------------------------
    @property
    def deadline(self) -> Optional[int]:
        """W-TIME: when the current turn's time runs out (ms); None without a
        clock, and while the end waits for a challenge window."""
        return None if self.window and self.window.ends_game else super().deadline

    def view(self, *shown: int) -> WordView:
        """The game as the table shows it, with the racks of ``shown`` players."""
        window = self.window
        return WordView(len(self.actions), self.current, self.finished, self.winners,
                        tuple(tuple(word) for word in self.table), dict(self.jokers), len(self.pool),
                        tuple(self.laid_first), tuple(self.totals), tuple(len(rack) for rack in self.racks),
                        {p: tuple(self.racks[p]) for p in shown}, window.player if window else None,
                        bool(window and window.ends_game), self.final_turns)

    def set_rack(self, player: int, rack: Sequence[int]) -> None:
        """Give ``player`` the tiles ``rack`` (tile ids), every other tile shared
        out to the other racks and the pool (the browser tests' positions, as
        rules.game's ``set_position``). Not an action: the history does not
        record it, so such a game cannot be replayed from its history."""
        rest = [t for t in [*self.pool, *(t for r in self.racks for t in r)] if t not in set(rack)]
        for index in range(self.players):
            if index == player:
                self.racks[index] = list(rack)
            else:
                self.racks[index], rest = rest[:WORDS.rack_size], rest[WORDS.rack_size:]
        self.pool = rest

    def check(self, table: Sequence[Sequence[int]], jokers: Optional[Mapping] = None) -> WordVerdict:
        """Would ending the current turn with ``table`` (and ``jokers``: the
        letters of the jokers on it; a table joker not named keeps its letter)
        be legal, and what would it score? Under ``check = "challenge"``
        lexicon membership is not checked (W-CHALLENGE)."""
        self._require_turn()
        words = self._words(table)
        return self._verdict(words, self._jokers(words, jokers))

    # -- actions -------------------------------------------------------------
    def play(self, table: Sequence[Sequence[int]], jokers: Optional[Mapping] = None, now: int = 0) -> WordOutcome:
        """End the turn with ``table``: legal, it stands and scores (W-SCORE,
        W-EMPTY); otherwise GameError naming the rule, nothing changes and the
        clock runs on (W-CHALLENGE `auto`, like R-INVALID-END `reject`)."""
        self._require_turn()
        words = self._words(table)
        jokers = self._jokers(words, jokers)
        verdict = self._verdict(words, jokers)
        if not verdict.legal:
            raise GameError(verdict.rule, message=verdict.message())
        self.window = None
        self._record("play", now, table=words, jokers=jokers)
        return self._lay(words, jokers, verdict, now)

    def draw(self, now: int = 0) -> WordOutcome:
        """W-PASS: draw one tile, which ends the turn; once the pool is empty
        nothing is drawn (kind "pass")."""
        self._require_turn()
        self.window = None
        self._record("draw", now)
        return self._draw_one(now)

    def timeout(self, table: Sequence[Sequence[int]], jokers: Optional[Mapping] = None, now: int = 0) -> WordOutcome:
        """W-TIME: the clock ran out with ``table`` as he left it. A legal table
        stands (kind "play"); a table as it was is a draw (W-PASS). Otherwise
        his rack tiles leave each word that breaks a rule (the first the check
        names, again and again), words of his own tiles only going back whole;
        if what is left is a legal turn it stands and scores (kind "partial",
        ``returned`` his tiles back on the rack), else the whole turn is undone
        (kind "penalty": a table word he changed is not valid, or nothing of
        his stays); either way he draws 3 penalty tiles. ``reason``: what the
        table broke. Tiles that are not this table's and his rack's raise
        GameError W-TILES."""
        self._require_turn()
        words = self._words(table)
        jokers = self._jokers(words, jokers)
        verdict = self._verdict(words, jokers)
        if verdict.rule == "W-TILES":
            raise GameError(verdict.rule, message=verdict.message())
        self.window = None
        self._record("timeout", now, table=words, jokers=jokers)
        if verdict.legal:
            return self._lay(words, jokers, verdict, now, rule="W-TIME")
        if _forms(words, jokers) == _forms(self.table, self.jokers):
            return self._draw_one(now, rule="W-TIME")
        standing = self._standing(words, jokers)
        if standing is None:
            drawn = self._take_from_pool(PENALTY_TILES)
            return self._end_turn(WordOutcome("penalty", drawn, rule="W-TIME", reason=verdict.message()), now,
                                  played=False)
        kept, kept_verdict = standing
        on_table = {tile for word in kept for tile in word}
        returned = tuple(tile for word in words for tile in word
                         if tile in self.racks[self.current] and tile not in on_table)
        return self._lay(kept, jokers, kept_verdict, now, kind="partial", returned=returned, rule="W-TIME",
                         reason=verdict.message())

    def challenge(self, player: int, now: int = 0) -> WordOutcome:
        """W-CHALLENGE: ``player`` challenges the play in the open window.
        Right (a new word the lexicon refuses): the turn is undone, its points
        withdrawn, he draws 3 penalty tiles (kind "withdrawn", ``score`` the
        points taken off, ``returned`` the tiles he had laid, ``reason`` the
        word refused). Wrong: the play stands, nothing else changes (kind "upheld")."""
        if self.settings.check != "challenge":
            raise _refusal("W-CHALLENGE", "challenge-off")
        if self.finished:
            raise _refusal("W-END", "game-over")
        window = self.window
        if window is None:
            raise _refusal("W-CHALLENGE", "challenge-none")
        if player == window.player or player not in range(self.players):
            raise _refusal("W-CHALLENGE", "challenge-who")
        self._record("challenge", now, player=player)
        self.window = None
        if window.refused is None:
            self.last_outcome = WordOutcome("upheld", rule="W-CHALLENGE",
                                            reason=WORD_MESSAGES.message("challenge-wrong"))
            if window.ends_game:
                self._conclude()
            return self.last_outcome
        laid = {tile for word in self.table for tile in word} - {tile for word in window.before.table for tile in word}
        window.before.restore(self)
        drawn = self._take_from_pool(PENALTY_TILES)
        returned = tuple(tile for tile in self.racks[self.current] if tile in laid)
        outcome = WordOutcome("withdrawn", drawn, returned, rule="W-CHALLENGE", score=-window.score,
                              reason=window.refused.message())
        return self._end_turn(outcome, now, played=False)

    def accept(self, now: int = 0) -> WordOutcome:
        """W-CHALLENGE: nobody challenges the play in the open window; it closes
        (and a game its play ended is over)."""
        if self.finished:
            raise _refusal("W-END", "game-over")
        if self.window is None:
            raise _refusal("W-CHALLENGE", "challenge-none")
        ends_game = self.window.ends_game
        self._record("accept", now)
        self.window = None
        self.last_outcome = WordOutcome("accepted", rule="W-CHALLENGE")
        if ends_game:
            self._conclude()
        return self.last_outcome

    def apply(self, action: dict) -> WordOutcome:
        """Carry out one action in the form ``actions`` records it: ``play`` and
        ``timeout`` with ``table`` and ``jokers`` (``{"110": face}``: JSON's keys
        are strings), ``draw``, ``challenge`` with ``player``, ``accept``. The one
        way a move reaches the rules: replay, self-play and the browser all call it."""
        act, now = action.get("act"), int(action.get("at", 0))
        if act == "play":
            return self.play(action.get("table") or [], action.get("jokers"), now)
        if act == "draw":
            return self.draw(now)
        if act == "timeout":
            return self.timeout(action.get("table") or [], action.get("jokers"), now)
        if act == "challenge":
            player = action.get("player")
            return self.challenge(-1 if player is None else player, now)
        if act == "accept":
            return self.accept(now)
        raise _refusal("W-PASS", "action-unknown", act=repr(act))

    # -- internals -----------------------------------------------------------
    def _require_turn(self) -> None:
        if self.finished:
            raise _refusal("W-END", "game-over")
        if self.window and self.window.ends_game:
            raise _refusal("W-CHALLENGE", "challenge-waiting")

    @staticmethod
    def _words(table: Sequence[Sequence[int]]) -> list[list[int]]:
        """The table as lists of int tile ids; anything else, or an empty word, is no tile (W-TILES)."""
        try:
            words = [[int(tile) for tile in word] for word in table]
        except (TypeError, ValueError):
            words = [[]]
        if not all(words):
            raise _refusal("W-TILES", "tiles", word="?")
        return words

    def _jokers(self, words: Sequence[Sequence[int]], jokers: Optional[Mapping]) -> dict[int, int]:
        """The letter of every joker on ``words``: as ``jokers`` names it (tile
        id, or its string, -> letter face), else the letter it stood for on the
        table. A name for a tile that is no joker on ``words``, or a face that
        is no letter, is refused (W-JOKER)."""
        on_table = {tile for word in words for tile in word if tile in JOKER_IDS}
        try:
            given = {int(tile): face for tile, face in (jokers or {}).items()}
        except (TypeError, ValueError, AttributeError):
            raise _refusal("W-JOKER", "jokers-map") from None
        if any(tile not in on_table or type(face) is not int or not 0 <= face < JOKER
               for tile, face in given.items()):
            raise _refusal("W-JOKER", "jokers-map")
        return {**{tile: face for tile, face in self.jokers.items() if tile in on_table}, **given}

    def _verdict(self, words: Sequence[Sequence[int]], jokers: Mapping[int, int]) -> WordVerdict:
        player = self.current
        return check_turn(WordTable(self.table, self.jokers), WordTable(words, jokers), self.racks[player],
                          self.laid_first[player], self._enforced)

    def _standing(self, words: Sequence[Sequence[int]], jokers: Mapping[int, int]):
        """W-TIME: ``words`` after his rack tiles left each word the check
        refuses, with the verdict on it; None if a refusal is not about a
        word holding rack tiles (a table word he changed is not valid, or a
        rule of the whole turn is broken)."""
        rack = set(self.racks[self.current])
        kept = [list(word) for word in words]
        while True:
            verdict = self._verdict(kept, jokers)
            if verdict.legal:
                return kept, verdict
            index = verdict.bad_word
            if index is None or not rack.intersection(kept[index]):
                return None
            rest = [tile for tile in kept[index] if tile not in rack]
            kept[index:index + 1] = [rest] if rest else []

    def _lay(self, words: Sequence[Sequence[int]], jokers: Mapping[int, int], verdict: WordVerdict, now: int,
             kind: str = "play", returned: tuple = (), rule: str = "", reason: Optional[Message] = None) -> WordOutcome:
        """``words`` stand: the rack gives up their tiles, the score goes onto
        his total (W-SCORE); a partial timeout's penalty follows, an emptied
        rack draws 7 (W-EMPTY); under `challenge` the window opens."""
        player = self.current
        before = TurnStart.of(self) if self.settings.check == "challenge" else None
        refused = self._refused(words, jokers) if before else None
        on_table = {tile for word in words for tile in word}
        self.racks[player] = [tile for tile in self.racks[player] if tile not in on_table]
        self.table = [list(word) for word in words]
        self.jokers = {tile: face for tile, face in jokers.items() if tile in on_table}
        self.laid_first[player] = True
        self.totals[player] += verdict.score
        drawn = self._take_from_pool(PENALTY_TILES) if kind == "partial" else ()
        if not self.racks[player]:
            drawn += self._take_from_pool(EMPTY_DRAW)
        if before is not None:
            self.window = Window(player, before, refused, verdict.score)
        return self._end_turn(WordOutcome(kind, drawn, returned, rule, verdict.score, reason), now, played=True)

    def _refused(self, words: Sequence[Sequence[int]], jokers: Mapping[int, int]) -> Optional[WordVerdict]:
        """W-CHALLENGE: the first new word of this play that the lexicon refuses."""
        spelled = [spell(word, jokers) for word in words]
        verdict = check_words(spelled, new_words([spell(word, self.jokers) for word in self.table], spelled),
                              self.lexicon)
        return None if verdict.legal else verdict

    def _draw_one(self, now: int, rule: str = "") -> WordOutcome:
        """W-PASS: one tile, or none once the pool is empty (W-END: any draw takes what is left)."""
        drawn = self._take_from_pool(1)
        return self._end_turn(WordOutcome("draw" if drawn else "pass", drawn, rule=rule), now, played=False)

    def _end_turn(self, outcome: WordOutcome, now: int, played: bool) -> WordOutcome:
        """W-EMPTY's option (English/Kompakt editions): after every turn the rack is refilled
        to 7 (or what the pool has left); the tiles go with the turn's others in ``drawn``."""
        if self.settings.refill:
            topped = self._take_from_pool(max(0, EMPTY_DRAW - len(self.racks[self.current])))
            outcome = outcome._replace(drawn=outcome.drawn + topped)
        return super()._end_turn(outcome, now, played)

    def _decided(self, player: int) -> bool:
        """W-END: a total of 99 or more ends the game at once."""
        if self.totals[player] < WIN_POINTS:
            return False
        self._game_over()
        return True

    def _finish_pool_empty(self) -> None:
        """W-END: the last round is over."""
        self._game_over()

    def _game_over(self) -> None:
        """The game ends, or, while the play that ends it may be challenged, waits for the window."""
        if self.window:
            self.window = self.window._replace(ends_game=True)
        else:
            self._conclude()

    def _conclude(self) -> None:
        """W-END: 99 points win at once (only the player who just played can
        have reached them); otherwise the highest total wins, equal top totals
        share first place."""
        lines = tuple(WordLine(total) for total in self.totals)
        if self.totals[self.current] >= WIN_POINTS:
            self._finish(Result("points", (self.current,), lines))
            return
        top = max(self.totals)
        self._finish(Result("pool_empty", tuple(p for p, total in enumerate(self.totals) if total == top), lines))


def _forms(words: Sequence[Sequence[int]], jokers: Mapping[int, int]) -> list:
    """A table as the sorted words of tile ids with their jokers' letters (the order of words does not matter)."""
    return sorted((tuple(word), tuple(jokers.get(tile) for tile in word if tile in JOKER_IDS)) for word in words)


def _refusal(rule: str, key: str, **params) -> GameError:
    return GameError(rule, message=WORD_MESSAGES.message(key, **params))
