"""Word game self-play (W-DEAL, W-PASS, W-FIRST, W-SCORE, W-EMPTY, W-END,
W-TIME, W-CHALLENGE): seeded games of 2-4 players played to their end, every
move through ``WordGame.apply``, under `auto` and `challenge`, the clock on or
off. The moves: the greedy player's plays (tests/py/words_random_play.py, a
lexicon of a few hundred real German words), draws, timeouts leaving a
valid play beside tiles that form no word (or only such tiles, or a table word
spoiled), plays of a word the lexicon does not know (refused under `auto`,
provisional under `challenge`), tiles that are not his, challenges, right and
wrong, by any seat, and accepts. After every action:

* all 112 tiles exactly once across racks, table and pool (W-TILES);
* a refused action (GameError) changed nothing;
* every word on the table has at least 3 letters and, under `auto`, is in the
  lexicon; the jokers named are the jokers on the table;
* the turns go round the table in seat order, a withdrawn turn (W-CHALLENGE)
  taking the place of the turn it undoes;
* W-EMPTY: a play that empties the rack draws 7, or what the pool has left;
  penalties are 3 tiles, or what is left; with its option (``refill``, a quarter
  of the games) every turn ends with 7 tiles on the mover's rack, or an empty pool.

At the end: each total is the sum of its player's turn scores (W-SCORE); the
game ended by W-END: 99 points (the last turn's player, every other total
below), or exactly one more turn for every player, starting with the next,
after the turn that drew the last pool tile, the highest totals sharing first
place; and the history replays to the same game (whole, and ``upto`` a
random action). A game with 99 points is rare with a few hundred words, so one
game in three plays to 30 (``WIN_POINTS`` patched) to drive the points end
and its challenge window; test_words_game.py checks 99 itself.
``WORDS_FUZZ_GAMES=n`` plays n games instead of 60; ``WORDS_FUZZ_SEED=s``
plays only game s. Every failure names its seed.
"""

import json
import os
import random
from collections import Counter

import pytest

from rules.flow import GameError
from rules.profiles import WordSettings
from rules.words import game as word_game
from rules.words import history
from rules.words.game import PENALTY_TILES, WordGame
from rules.words.tiles import JOKER, JOKER_IDS, spell
from words_random_play import greedy_play, play_action, play_lexicon

GAMES = int(os.environ.get("WORDS_FUZZ_GAMES") or 60)
ONLY_SEED = os.environ.get("WORDS_FUZZ_SEED")
LIMIT = 800  # actions; a game ends long before
LEXICON = play_lexicon()


def state(game):
    """Everything the game holds, copied, with the random stream's position."""
    copied = {}
    for name, value in vars(game).items():
        if name in ("rng", "variant", "lexicon", "_enforced", "actions"):
            continue
        if isinstance(value, list):
            value = [list(v) if isinstance(v, list) else v for v in value]
        elif isinstance(value, dict):
            value = dict(value)
        copied[name] = value
    copied["rng"] = game.rng.getstate()
    copied["actions"] = len(game.actions)
    return copied


class Fuzz:
    def __init__(self, seed):
        self.seed = seed
        rng = self.rng = random.Random(seed)
        self.players = rng.randint(2, 4)
        self.check = rng.choice(("auto", "challenge"))
        self.clock = rng.choice((None, 60, 60, 30))
        self.refill = rng.random() < 0.25  # W-EMPTY's option (English/Kompakt editions)
        self.now = self.started_at = rng.randrange(10**12)
        self.game = WordGame(self.players, seed, LEXICON,
                             WordSettings(turn_seconds=self.clock, check=self.check, refill=self.refill),
                             starter=rng.randrange(self.players), now=self.now)
        self.turns = []  # (player, score, pool left) per turn, a withdrawn turn in place of the turn it undid
        self.states = [state(self.game)]
        self.counts = Counter()

    def where(self, text):
        return (f"seed {self.seed} (WORDS_FUZZ_SEED={self.seed}), action {len(self.game.actions)} "
                f"({self.players} players, {self.check}, clock {self.clock}, refill {self.refill}): {text}")

    def run(self):
        game = self.game
        try:
            while not game.finished and len(game.actions) < LIMIT:
                self.one_action()
            assert game.finished, self.where("no end")
            self.after_the_end()
            self.round_trip()
            self.counts["game with refill" if self.refill else "game"] += 1
        except AssertionError:
            raise
        except Exception as error:  # a crash: name the seed
            raise AssertionError(self.where(f"{type(error).__name__}: {error}")) from error
        return self.counts

    # -- moves ----------------------------------------------------------------
    def one_action(self):
        game, rng = self.game, self.rng
        self.now += rng.randint(1, 20000)
        window = game.window
        if window is not None and (window.ends_game or rng.random() < 0.3):
            if rng.random() < 0.6:
                seat = rng.choice([p for p in range(self.players) if p != window.player])
                self.apply({"act": "challenge", "at": self.now, "player": seat})
            else:
                self.apply({"act": "accept", "at": self.now})
            return
        shape = rng.random()
        if shape < 0.06 and window is None:  # nothing to challenge or accept; no such action
            act = rng.choice(("challenge", "accept", "fly"))
            self.refused({"act": act, "at": self.now, "player": game.current},
                         "W-PASS" if act == "fly" else "W-CHALLENGE")
        elif shape < 0.12:
            self.play_unknown_word()
        elif shape < 0.15:
            self.play_tiles_not_his()
        elif shape < 0.27:
            self.time_out()
        else:
            play = greedy_play(game, rng)
            if play is None:
                self.apply({"act": "draw", "at": self.now})
            else:
                self.apply(play_action(*play, self.now))

    def junk(self, count):
        """Up to ``count`` of the mover's rack tiles that spell no word of the lexicon, or None."""
        letters = [t for t in self.game.racks[self.game.current] if t not in JOKER_IDS]
        tiles = self.rng.sample(letters, min(count, len(letters)))
        return tiles if len(tiles) >= 3 and not LEXICON.is_word(spell(tiles, {})) else None

    def play_unknown_word(self):
        game = self.game
        tiles = self.junk(self.rng.randint(3, 6) if game.laid_first[game.current] else 6)
        if tiles is None or len(tiles) < (3 if game.laid_first[game.current] else 6):
            return self.apply({"act": "draw", "at": self.now})
        action = {"act": "play", "at": self.now, "table": [list(w) for w in game.table] + [tiles]}
        if self.check == "auto":
            self.refused(action, "W-WORD")
        else:
            self.apply(action, refusals=("W-STEM",))

    def play_tiles_not_his(self):
        game = self.game
        others = [t for p, rack in enumerate(game.racks) if p != game.current for t in rack] + game.pool
        if not others:
            return self.apply({"act": "draw", "at": self.now})
        foreign = self.rng.sample(others, min(3, len(others)))
        self.refused({"act": self.rng.choice(("play", "timeout")), "at": self.now,
                      "table": [list(w) for w in game.table] + [foreign]}, "W-TILES")

    def time_out(self):
        """The clock runs out: a valid play or none, beside tiles that spell nothing, or a table word spoiled."""
        game, rng = self.game, self.rng
        play = greedy_play(game, rng) if rng.random() < 0.7 else None
        table = play[0] if play else [list(w) for w in game.table]
        jokers = play[1] if play else {}
        laid = {t for w in table for t in w}
        rest = [t for t in game.racks[game.current] if t not in laid and t not in JOKER_IDS]
        shape = rng.random()
        if shape < 0.5 and len(rest) >= 2:
            table = table + [rng.sample(rest, rng.randint(2, min(4, len(rest))))]
        elif shape < 0.7 and rest and table:
            index = rng.randrange(len(table))
            table[index] = table[index] + [rng.choice(rest)]
        elif shape < 0.8 and game.table:
            index = rng.randrange(len(game.table))
            spoiled = list(reversed(game.table[index]))
            table = [spoiled if word == game.table[index] else word for word in table]
        self.now = game.deadline if game.deadline is not None else self.now
        self.apply({"act": "timeout", "at": self.now, "table": table,
                    "jokers": {str(t): f for t, f in jokers.items()}})

    # -- one action, checked --------------------------------------------------
    def refused(self, action, rule):
        before = state(self.game)
        with pytest.raises(GameError) as error:
            self.game.apply(action)
        assert rule is None or error.value.rule == rule, self.where(f"{action['act']} refused by {error.value.rule}")
        assert error.value.message is not None and error.value.message.text("de"), self.where("no German reason")
        assert state(self.game) == before, self.where(f"a refused {action['act']} changed the game")
        self.counts["refused"] += 1

    def apply(self, action, refusals=()):
        game = self.game
        before, mover, pool = state(game), game.current, len(game.pool)
        window = game.window
        pool_at_its_start = len(window.before.pool) if window else None  # (a right challenge restores it)
        try:
            outcome = game.apply(action)
        except GameError as error:
            assert error.rule in refusals, \
                self.where(f"{action['act']} refused: {error.rule} {error}")
            assert state(game) == before, self.where(f"a refused {action['act']} changed the game")
            self.counts["refused"] += 1
            return None
        self.counts[outcome.kind] += 1
        kind = outcome.kind
        if kind in ("upheld", "accepted"):
            assert game.window is None and state(game)["racks"] == before["racks"], self.where(kind)
        elif kind == "withdrawn":
            assert window is not None and window.refused is not None, self.where("a right challenge on a valid play")
            assert outcome.drawn[:PENALTY_TILES] == tuple(window.before.pool[:PENALTY_TILES]), self.where("penalty")
            assert self.refill or len(outcome.drawn) == min(PENALTY_TILES, pool_at_its_start), self.where("penalty")
            self.turns[-1] = (window.player, 0, len(game.pool))
        else:
            assert window is None or game.window is None or game.window.player == mover, \
                self.where("the next player's action left the window open")
            self.turns.append((mover, outcome.score, len(game.pool)))
            laid = {t for w in game.table for t in w} - {t for w in before["table"] for t in w}
            if kind in ("partial", "penalty"):
                assert outcome.drawn[:PENALTY_TILES] == tuple(before["pool"][:PENALTY_TILES]), self.where("penalty")
            if kind in ("play", "partial") and laid and not set(before["racks"][mover]) - laid:
                assert len(outcome.drawn) == min(7, pool), self.where("W-EMPTY draws 7, or what is left")
            if self.refill:
                assert len(game.racks[mover]) >= 7 or not game.pool, self.where("refill: 7 after every turn")
            elif kind == "draw":
                assert len(outcome.drawn) == 1, self.where("W-PASS draws one")
        if self.check == "auto":
            assert game.window is None
        self.after_every_action()
        self.states.append(state(game))
        return outcome

    def after_every_action(self):
        game = self.game
        everywhere = [t for rack in game.racks for t in rack] + game.pool + [t for w in game.table for t in w]
        assert sorted(everywhere) == list(range(112)), self.where("W-TILES: the tiles do not add up")
        on_table = {t for w in game.table for t in w}
        assert set(game.jokers) == on_table & set(JOKER_IDS), self.where("jokers named are not those on the table")
        assert all(0 <= face < JOKER for face in game.jokers.values())
        for word in game.table:
            spelled = spell(word, game.jokers)
            assert len(spelled) >= 3, self.where(f"{spelled}: shorter than 3")
            if self.check == "auto":
                assert LEXICON.is_word(spelled), self.where(f"{spelled} is on the table under auto")
        movers = [turn[0] for turn in self.turns]
        assert all(b == (a + 1) % self.players for a, b in zip(movers, movers[1:])), self.where("turn order")
        if not game.finished and not (game.window and game.window.ends_game) and self.clock:
            assert game.deadline == game.turn_started_at + self.clock * 1000

    # -- the end --------------------------------------------------------------
    def after_the_end(self):
        game, turns = self.game, self.turns
        totals = [sum(score for player, score, _ in turns if player == p) for p in range(self.players)]
        assert game.totals == totals, self.where(f"W-SCORE: totals {game.totals}, turn scores {totals}")
        emptied = next((index for index, (_, _, left) in enumerate(turns) if left == 0), None)
        result = game.result
        win = word_game.WIN_POINTS
        if result.end == "points":
            (winner,) = result.winners
            assert turns[-1][0] == winner and totals[winner] >= win, self.where("W-END 99")
            assert all(total < win for p, total in enumerate(totals) if p != winner), self.where("W-END 99")
            assert emptied is None or len(turns) <= emptied + 1 + self.players
            self.counts["end: points"] += 1
        else:
            assert result.end == "pool_empty" and emptied is not None, self.where(result.end)
            assert len(turns) == emptied + 1 + self.players, self.where("W-END: one more turn each")
            assert [p for p, _, _ in turns[emptied + 1:]] == [
                (turns[emptied][0] + 1 + k) % self.players for k in range(self.players)]
            assert all(total < win for total in totals)
            assert result.winners == tuple(p for p, t in enumerate(totals) if t == max(totals)), self.where("winners")
            self.counts["end: pool empty" + (", shared" if len(result.winners) > 1 else "")] += 1
        assert [line.score for line in result.lines] == totals and game.view().winners == result.winners

    def round_trip(self):
        game = self.game
        text = history.to_json(game, started_at=self.started_at)
        again = history.from_json(text, LEXICON)
        assert state(again) == state(game) and history.to_json(again, started_at=self.started_at) == text, \
            self.where("history round trip")
        saved = json.loads(text)
        assert saved["variant"] == "words" and saved["settings"] == {"turn_seconds": self.clock, "check": self.check,
                                                                      "refill": self.refill}
        upto = self.rng.randrange(len(game.actions) + 1)
        assert state(history.from_json(text, LEXICON, upto=upto)) == self.states[upto], self.where(f"upto={upto}")


def seeds():
    return [int(ONLY_SEED)] if ONLY_SEED else range(GAMES)


def test_w_deal_w_pass_w_score_w_empty_w_end_w_time_w_challenge_self_play_seeded_games(monkeypatch):
    counts = Counter()
    for seed in seeds():
        with monkeypatch.context() as patch:
            if seed % 3 == 2:
                patch.setattr(word_game, "WIN_POINTS", 30)
            counts += Fuzz(seed).run()
    if not ONLY_SEED:  # every kind of move and both ends happened
        for kind in ("play", "draw", "pass", "partial", "penalty", "withdrawn", "upheld", "accepted", "refused",
                     "end: points", "end: pool empty", "game with refill"):
            assert counts[kind] > 0, (kind, counts)
    print(dict(counts))
