"""Engine fuzz (issue #17): a few hundred seeded games, every move through
``Game.apply`` only, both profiles, 2-4 players, the clock on in some and
R-INVALID-END `reject` or `penalize`. The moves mix legal plays (random sets,
rack tiles added to table sets, runs split, now and then the solver's best
play), illegal submissions (a random rearrangement of table and rack tiles,
table tiles taken back, duplicated and unknown tile ids, empty sets, tiles of
another rack or of the pool, a meld under 30 or touching the table, nothing
laid), timeouts with partial tables, draws and passes (some carrying a
rearranged table: valid, invalid, with a rack tile, a table tile gone, tiles
not his), redeal claims and actions after the end. After every action:

* R-TILES: all 106 tiles exactly once across racks, table and pool;
* a refused action (GameError) changed nothing: racks, table, pool, player to
  move, clock, actions, the random stream; an illegal play under
  R-INVALID-END `penalize` applies none of the submission and draws the
  penalty from the front of the pool (R-PENALTY-ORDER);
* after every completed turn each set on the table is valid, every tile that
  was on the table still is, the other racks are untouched, and the mover's
  rack changed by exactly the tiles laid, drawn and returned;
* legality is judged independently here (``legal_end``, and
  ``may_stand`` for the table a draw or pass carries, R-REARRANGE club 13.1)
  and must agree with the engine's;
* the history round trip (rules.history): ``to_json`` -> ``from_json``
  rebuilds the whole game (racks, table, pool, player to move, melded flags,
  result, clock, random stream) at a random point mid-game and at the end,
  and ``from_json(text, upto=k)`` equals the game as it was after k actions.

Games are capped: most at 60 actions (refused ones included); one in five is
played to its end (at most 600 actions). ``RULES_FUZZ_GAMES=n`` plays n games instead
of 300; ``RULES_FUZZ_SEED=s`` plays only game s. Every failure names its seed.
"""

import os
import random
from collections import Counter

import pytest

from rules import history, sets
from rules.game import Game, GameError
from rules.profiles import TURN_SECONDS, Settings
from rules.tiles import JOKER, face_of
from rules_random_play import points, quick_sets, quick_table, solver_table, split_runs, valid

GAMES = int(os.environ.get("RULES_FUZZ_GAMES") or 300)
ONLY_SEED = os.environ.get("RULES_FUZZ_SEED")
BATCHES = 10
SHORT_GAME = 60  # actions, refused ones included
LONG_GAME = 600  # one game in five: played to its end
UNKNOWN_IDS = (106, 107, 255, -1, -53, 10**12)
KNOWN_RULES = {"R-TILES", "R-TAKEBACK", "R-JOKER-FREE", "R-TURN", "R-REARRANGE", "R-RUN", "R-GROUP",
               "R-MELD30", "R-POOL-EMPTY", "R-REDEAL", "R-RUMMIKUB"}


def faces(tiles):
    return tuple(sorted(face_of(t) for t in tiles))


def tiles_of(table):
    return [t for tiles in table for t in tiles]


def state(game):
    """Everything the game holds, copied: every attribute, the random stream's
    position, the number of actions."""
    copied = {}
    for name, value in vars(game).items():
        if name in ("rng", "variant", "actions"):
            continue
        if isinstance(value, list):
            value = [list(v) if isinstance(v, list) else v for v in value]
        copied[name] = value
    copied["rng"] = game.rng.getstate()
    copied["actions"] = len(game.actions)
    return copied


def legal_end(game, table):
    """Independent judgement of ending the turn with ``table`` (tile ids):
    R-TILES (no empty set, no tile twice, new tiles from the mover's rack),
    R-TAKEBACK / R-JOKER-FREE (every table tile stays), R-TURN (a rack tile
    laid), R-RUN / R-GROUP (every set valid), R-MELD30 (before the initial
    meld: the old sets untouched, new sets worth 30; two copies of a tile
    are interchangeable, as in rules.turn)."""
    if any(not tiles for tiles in table):
        return False
    placed = tiles_of(table)
    before = set(tiles_of(game.table))
    if len(placed) != len(set(placed)) or not before <= set(placed):
        return False
    laid = set(placed) - before
    if not laid or not laid <= set(game.racks[game.current]):
        return False
    if not all(valid(tiles) for tiles in table):
        return False
    if game.melded[game.current]:
        return True
    new_sets = Counter(faces(tiles) for tiles in table) - Counter(faces(tiles) for tiles in game.table)
    if sum(new_sets.values()) != len(table) - len(game.table):
        return False  # an old set was changed
    return sum(sets.points(list(key)) * count for key, count in new_sets.items()) >= 30


def may_stand(old_table, rack, melded, table):
    """Independent judgement of the table a draw or pass carries, given the
    table, the mover's rack and melded flag before it (R-REARRANGE, club
    13.1): "tiles" (R-TILES: a tile twice, unknown, not his, an empty set:
    refused), True (it stands: changed, after the initial meld, the same
    tiles as before, every set valid), False (not applied: the turn's start
    stays), None (the table unchanged)."""
    placed, old = tiles_of(table), tiles_of(old_table)
    if (any(not tiles for tiles in table) or len(placed) != len(set(placed))
            or not set(placed) - set(old) <= set(rack)):
        return "tiles"
    if sorted_sets(table) == sorted_sets(old_table):
        return None
    return set(placed) == set(old) and melded and all(valid(tiles) for tiles in table)


def sorted_sets(table):
    return Counter(tuple(sorted(tiles)) for tiles in table)


def club_timeout(game, table):
    """What R-TIMEOUT `club` leaves by rules-spec.md, where the spec says it
    plainly: ("play", table) a legal table stands; ("partial", sets) his own
    tiles leave every invalid set and the rest stands; ("penalty", None) a
    set of table tiles is invalid even without his tiles; ("draw", None)
    none of his tiles stays. None where the spec does not say: tile ids the
    game cannot produce (a tile twice, unknown, not his), a player without his
    initial meld who touched the table. ("rearrange", sets): a valid
    rearrangement stands though none of his tiles stays; he draws (club 13.1)."""
    rack = set(game.racks[game.current])
    placed, old = tiles_of(table), tiles_of(game.table)
    if (len(placed) != len(set(placed)) or not set(old) <= set(placed)
            or not set(placed) - set(old) <= rack):
        return None
    if legal_end(game, table):
        return "play", table
    if not game.melded[game.current]:  # R-MELD30: only valid new sets wholly his own, worth 30
        mine = [tiles for tiles in table if set(tiles) <= rack and valid(tiles)]
        rests = [[t for t in tiles if t not in rack] for tiles in table if tiles not in mine]
        rests = [rest for rest in rests if rest]
        if not all(valid(rest) for rest in rests):
            return "penalty", None  # an invalid manipulation
        if sorted_sets(rests) != sorted_sets(game.table):
            return None  # he moved table tiles before his initial meld
        return ("partial", game.table + mine) if mine and sum(map(points, mine)) >= 30 else ("draw", None)
    standing = []
    for tiles in table:
        if valid(tiles):
            standing.append(tiles)
            continue
        rest = [t for t in tiles if t not in rack]  # his own tiles go back
        if rest and not valid(rest):
            return "penalty", None  # an invalid manipulation
        if rest:
            standing.append(rest)
    if rack & set(tiles_of(standing)):
        return "partial", standing
    return ("draw", None) if sorted_sets(standing) == sorted_sets(game.table) else ("rearrange", standing)


class Fuzz:
    """One seeded game of random actions, checked after every one."""

    def __init__(self, seed):
        self.seed = seed
        rng = self.rng = random.Random(seed)
        players = rng.randint(2, 4)
        profile = rng.choice(("club", "original"))
        self.clock = rng.choice((None, None) + TURN_SECONDS)
        settings = Settings.for_profile(profile, turn_seconds=self.clock,
                                        invalid_end=rng.choice(("reject", "penalize")))
        starter = rng.randrange(players) if settings.start == "seat_rotation" else None
        self.started_at = self.now = rng.randrange(2 * 10**12)
        self.game = Game(players, seed, settings, starter=starter, now=self.now)
        self.limit = LONG_GAME if rng.random() < 0.2 else SHORT_GAME
        self.weights = {
            "legal": rng.uniform(2, 6), "solver": 0.15, "illegal": rng.uniform(0.5, 4),
            "draw": rng.uniform(0.5, 3), "pass": 0.4, "timeout": rng.uniform(0.5, 2) if self.clock else 0,
            "redeal": 0.15, "nonsense": 0.1}
        self.round_trip_at = rng.randrange(1, SHORT_GAME)
        self.states = [state(self.game)]  # after k recorded actions
        self.step = 0
        self.turns_left = self.quiet = None  # R-POOL-EMPTY, once the pool is out
        self.counts = Counter()
        self.deal()

    def deal(self):
        self.dealt = [list(rack) for rack in self.game.racks]

    def where(self, text):
        game = self.game
        return (f"seed {self.seed} (RULES_FUZZ_SEED={self.seed}), action {self.step} "
                f"({game.players} players, {game.settings.profile}, clock {self.clock}, "
                f"{game.settings.invalid_end}): {text}")

    # -- the game ---------------------------------------------------------------
    def run(self):
        try:
            while not self.game.finished and self.step < self.limit:
                self.one_action()
                if self.step == self.round_trip_at:
                    self.round_trip()
            if self.game.finished:
                self.after_the_end()
            self.round_trip()
            self.replay_prefix()
        except AssertionError:
            raise
        except Exception as error:  # an engine crash: name the seed
            raise AssertionError(self.where(f"{type(error).__name__}: {error}")) from error
        return self.counts

    def clock_to(self, timeout=False):
        deadline = self.game.deadline
        if timeout:
            self.now = deadline
        else:
            self.now += self.rng.randint(0, 5000)
            if deadline is not None:
                self.now = max(min(self.now, deadline - 1), self.game.turn_started_at)
        return self.now

    def one_action(self):
        self.step += 1
        kind = self.rng.choices(list(self.weights), list(self.weights.values()))[0]
        if self.undrawn() and self.pairs() and self.rng.random() < 0.5:
            kind = "redeal"  # three pairs are rare (3% of racks): claim while one may
        getattr(self, "do_" + kind)()

    def undrawn(self):
        """No tile drawn from the pool since the deal (R-REDEAL)."""
        return len(self.game.pool) == 106 - 14 * self.game.players

    def pairs(self):
        """The players whose dealt rack holds three pairs of identical tiles."""
        return [p for p, rack in enumerate(self.dealt) if sum(
            1 for face, n in Counter(face_of(t) for t in rack).items() if face != JOKER and n == 2) >= 3]

    def do_legal(self):
        table = quick_table(self.game, self.rng)
        if table is None:
            self.do_draw() if self.game.pool else self.do_pass()
        else:
            self.play(table, "legal")

    def do_solver(self):
        table = solver_table(self.game)
        if table is not None:
            assert legal_end(self.game, table), self.where(f"the solver's play is not legal: {table}")
            self.play(table, "solver")
        else:
            self.do_legal()

    def do_draw(self):
        pool_was_empty = self.game.pool_empty
        action = {"act": "draw", "at": self.clock_to()}
        refusal = "R-POOL-EMPTY" if pool_was_empty else None
        if self.rng.random() < 0.4:
            action["table"] = self.rearranged_table()
            if refusal is None and self.may_stand(action["table"]) == "tiles":
                refusal = "R-TILES"
        self.apply(action, refusal=refusal, kind="draw")

    def do_pass(self):
        game = self.game
        if game.pool:
            self.apply({"act": "pass", "at": self.clock_to()}, refusal="R-TURN", kind="pass")
            return
        action = {"act": "pass", "at": self.clock_to()}
        if self.rng.random() < 0.4:
            action["table"] = self.rearranged_table()
        refused = self.apply(action, refusal="maybe", kind="pass")
        if refused is not None:
            # R-POOL-EMPTY original: refused only to a player who can play; he must
            if refused.rule == "R-TILES":
                assert self.may_stand(action["table"]) == "tiles", self.where(f"pass refused: {action}")
                return
            assert game.settings.pool_empty == "play_on" and refused.rule == "R-POOL-EMPTY", \
                self.where(f"pass refused with {refused.rule}")
            table = solver_table(game)
            assert table is not None and legal_end(game, table), \
                self.where("pass refused though no legal play exists")
            self.play(table, "must play")

    def do_redeal(self):
        game, pairs = self.game, self.pairs()
        player = self.rng.choice(pairs) if pairs and self.rng.random() < 0.8 else self.rng.randrange(game.players)
        if self.rng.random() < 0.1:
            player = self.rng.choice((-1, game.players, None))  # no such seat
        action = {"act": "redeal", "at": self.clock_to(), "player": player}
        allowed = player in pairs and self.undrawn()
        self.apply(action, refusal=None if allowed else "R-REDEAL", kind="redeal")

    def do_timeout(self):
        game, rng = self.game, self.rng
        table = quick_table(game, rng) or [list(s) for s in game.table]
        own = [t for t in game.racks[game.current] if t not in tiles_of(table)]
        shape = rng.random()
        if shape < 0.3 and own:  # tiles not laid according to the rules: an unfinished set of his own
            table = table + [rng.sample(own, min(len(own), rng.randint(1, 3)))]
        elif shape < 0.45 and own and table:  # a rack tile dropped on a set where it does not fit
            index = rng.randrange(len(table))
            table = table[:index] + [table[index] + [rng.choice(own)]] + table[index + 1:]
        elif shape < 0.6 and game.table:  # a table tile moved: an invalid manipulation, mostly
            tile = rng.choice(tiles_of(game.table))
            table = [rest for rest in ([t for t in tiles if t != tile] for tiles in table) if rest]
            index = rng.randrange(len(table) + 1)
            if index < len(table):
                table[index] = table[index] + [tile]
            else:
                table.append([tile])
        elif shape < 0.7:
            table, _ = self.illegal_table()
        elif shape < 0.8:
            table = quick_table(game, rng, meld_rule=False) or table
        elif shape < 0.9:  # only rearranged (club 13.1), now and then with a lone rack tile
            rack = game.racks[game.current]
            table = split_runs([list(s) for s in game.table], rng)
            table += [[rng.choice(rack)]] if rack and rng.random() < 0.5 else []
        self.expected_timeout = club_timeout(game, table) if game.settings.timeout == "club" else None
        self.apply({"act": "timeout", "at": self.clock_to(timeout=True), "table": table}, kind="timeout")

    def do_illegal(self):
        table, rule = self.illegal_table()
        self.play(table, "illegal", rule)

    def do_nonsense(self):
        """Actions the rules never take: an unknown act, a play without a table."""
        if self.rng.random() < 0.5:
            self.apply({"act": self.rng.choice(["fly", "", None]), "at": self.clock_to()},
                       refusal="R-TURN", kind="nonsense")
        else:
            self.play(None, "no table")

    def rearranged_table(self):
        """The table a draw or pass carries (R-REARRANGE): mostly a rearrangement
        of the table's own tiles (long runs split, valid or not), else one of
        the illegal tables (a rack tile on it, a table tile gone, tiles not his)."""
        game, rng = self.game, self.rng
        table = [list(tiles) for tiles in game.table]
        shape = rng.random()
        if shape < 0.5:
            return split_runs(table, rng)
        if shape < 0.65 and table:  # one table tile moved to another set or a set of its own
            tile = rng.choice(tiles_of(table))
            table = [rest for rest in ([t for t in tiles if t != tile] for tiles in table) if rest]
            index = rng.randrange(len(table) + 1)
            return table[:index] + [table[index] + [tile]] + table[index + 1:] if index < len(table) \
                else table + [[tile]]
        if shape < 0.7:
            return table
        return self.illegal_table()[0]

    # -- illegal submissions ---------------------------------------------------------
    def illegal_table(self):
        """A table meant to be refused, and the rule it breaks first (None: not
        fixed by the construction; a few turn out legal, which ``legal_end`` judges)."""
        game, rng = self.game, self.rng
        rack = game.racks[game.current]
        base = quick_table(game, rng) or [list(s) for s in game.table]
        old = tiles_of(game.table)
        others = [t for p in range(game.players) if p != game.current for t in game.racks[p]]
        choice = rng.randrange(9)
        if choice == 0 or not base:  # a random rearrangement of table and rack tiles into sets
            tiles = old + rng.sample(rack, min(len(rack), rng.randint(1, 6)))
            rng.shuffle(tiles)
            table = []
            while tiles:
                size = rng.choice((2, 3, 3, 3, 4, 5))
                table.append(tiles[:size])
                del tiles[:size]
            return table, None
        if choice == 1 and old:  # a table tile taken back to the rack
            tile = rng.choice(old)
            table = [[t for t in tiles if t != tile] for tiles in base]
            return [tiles for tiles in table if tiles], "R-JOKER-FREE" if face_of(tile) == JOKER else "R-TAKEBACK"
        if choice == 2:  # a tile twice
            tile = rng.choice(tiles_of(base))
            index = rng.randrange(len(base))
            return base[:index] + [base[index] + [tile]] + base[index + 1:], "R-TILES"
        if choice == 3:  # a tile that does not exist
            index = rng.randrange(len(base))
            return base[:index] + [base[index] + [rng.choice(UNKNOWN_IDS)]] + base[index + 1:], "R-TILES"
        if choice == 4:  # an empty set
            index = rng.randrange(len(base) + 1)
            return base[:index] + [[]] + base[index:], "R-TILES"
        if choice == 5 and (others or game.pool):  # a tile of another rack or of the pool
            stranger = rng.choice(others if others and (not game.pool or rng.random() < 0.7) else game.pool)
            found, _ = quick_sets(rack, rng)
            extra = found[0] + [stranger] if found else [stranger] + rack[:2]
            return base + [extra], "R-TILES"
        if choice == 6:  # before the meld: touching the table or under 30; after it: allowed
            return quick_table(game, rng, meld_rule=False) or base, None
        if choice == 7:  # nothing laid: the table as it was, sets in another order
            table = [list(reversed(tiles)) for tiles in game.table]
            rng.shuffle(table)
            return table, "R-TURN"
        return base + [rng.sample(rack, min(len(rack), rng.randint(1, 2)))], None  # an unfinished set

    # -- applying and checking ------------------------------------------------------
    def play(self, table, label, rule=None):
        legal = table is not None and legal_end(self.game, table)
        action = {"act": "play", "at": self.clock_to()}
        if table is not None:
            action["table"] = table
        if legal:
            self.apply(action, kind="play")
        elif self.game.settings.invalid_end == "reject":
            refused = self.apply(action, refusal=rule or "any", kind="play")
            assert refused.rule in KNOWN_RULES, self.where(f"{label}: refused with {refused.rule}")
        else:
            self.apply(action, kind="penalty")
        self.counts[f"{label} ({'legal' if legal else 'illegal'})"] += 1

    def apply(self, action, refusal=None, kind=""):
        """Apply ``action``; ``refusal``: the rule it must be refused with,
        "any", "maybe" (either), or None (it must be accepted)."""
        game = self.game
        before = self.states[-1]  # the game as it is: a refused action changes nothing (checked)
        try:
            outcome = game.apply(dict(action))
        except GameError as error:
            assert refusal is not None, self.where(f"{action['act']} refused with {error.rule}: {action}")
            assert refusal in ("any", "maybe", error.rule), \
                self.where(f"{action['act']} refused with {error.rule}, expected {refusal}")
            assert state(game) == before, self.where(f"the refused {action['act']} changed the game")
            self.counts[f"refused {action['act']}"] += 1
            return error
        assert refusal in (None, "maybe"), self.where(f"{action} was not refused ({refusal})")
        self.counts[action["act"]] += 1
        self.check_completed(before, action, outcome, kind)
        self.states.append(state(game))
        return None

    def check_completed(self, before, action, outcome, kind):
        game = self.game
        try:
            history.check_tiles(game)
        except history.HistoryError as error:
            raise AssertionError(self.where(f"R-TILES after {action}: {error}")) from None
        recorded = {k: v for k, v in action.items() if v is not None}
        if recorded["act"] in ("play", "timeout") or "table" in recorded:
            recorded["table"] = [list(tiles) for tiles in action.get("table") or []]
        assert len(game.actions) == before["actions"] + 1 and game.actions[-1] == recorded, \
            self.where(f"recorded {game.actions[-1]}, not {recorded}")
        if action["act"] == "redeal":  # R-REDEAL: a new deal, the same player starts
            assert outcome.kind == "redeal" and game.table == [] and game.current == game.starter \
                and len(game.pool) == 106 - 14 * game.players and not any(game.melded), self.where("redeal")
            self.deal()
            return
        mover = before["current"]
        old_table, new_table = before["table"], game.table
        assert all(valid(tiles) for tiles in new_table), self.where(f"an invalid set on the table: {new_table}")
        assert set(tiles_of(old_table)) <= set(tiles_of(new_table)), \
            self.where("a table tile left the table (R-TAKEBACK)")
        for player in range(game.players):
            if player != mover:
                assert game.racks[player] == before["racks"][player], self.where(f"rack {player} changed")
        drawn = list(outcome.drawn)
        assert drawn == before["pool"][:len(drawn)] and game.pool == before["pool"][len(drawn):], \
            self.where("tiles drawn other than from the front of the pool (R-PENALTY-ORDER)")
        laid = set(tiles_of(new_table)) - set(tiles_of(old_table))
        expected_rack = Counter(before["racks"][mover]) - Counter(laid) + Counter(drawn)
        assert Counter(game.racks[mover]) == expected_rack and laid <= set(before["racks"][mover]), \
            self.where("the mover's rack is not his rack minus the tiles laid plus the tiles drawn")
        assert set(outcome.returned) <= set(game.racks[mover]), self.where(f"returned {outcome.returned}")
        assert game.melded == [m or (p == mover and bool(laid)) for p, m in enumerate(before["melded"])], \
            self.where(f"melded {game.melded}")
        self.check_kind(before, action, outcome, kind, drawn)
        self.check_flow(before, mover, played=bool(laid))

    def check_kind(self, before, action, outcome, kind, drawn):
        game = self.game
        unchanged = game.table == before["table"]
        if kind == "play":  # a legal play
            assert outcome.kind == "play" and game.table == action["table"], self.where(f"play: {outcome}")
        elif kind == "penalty":  # R-INVALID-END penalize: nothing of it applied, 3 drawn
            assert outcome.kind == "penalty" and outcome.rule == "R-INVALID-END" and unchanged \
                and len(drawn) == min(3, len(before["pool"])), self.where(f"penalize: {outcome}")
        elif kind in ("draw", "pass"):
            self.check_not_played(before, action, outcome, kind, drawn)
        elif kind == "timeout":
            self.check_timeout(before, action["table"], outcome, drawn)
        else:
            raise AssertionError(self.where(f"unexpected completed action {action}"))

    def check_not_played(self, before, action, outcome, kind, drawn):
        """R-TURN / R-POOL-EMPTY: one tile drawn, or none once the pool is out;
        R-REARRANGE (club 13.1): the table a draw or pass carries stands if it
        may (kind "rearrange"), else the turn's start stays and the outcome
        names the rule it broke."""
        game = self.game
        where = self.where(f"{kind}: {outcome}, table {action.get('table')}")
        assert (len(drawn) == 1) if kind == "draw" else (not drawn and not game.pool), where
        table = action.get("table")
        mover = before["current"]
        stands = None if table is None else may_stand(before["table"], before["racks"][mover],
                                                      before["melded"][mover], table)
        self.counts[f"{kind} with a table: {stands}"] += table is not None
        if stands:
            assert outcome.kind == "rearrange" and outcome.rule == "R-REARRANGE" and game.table == table, where
        else:
            assert outcome.kind == kind and game.table == before["table"], where
            assert bool(outcome.rule) == (stands is False), where

    def may_stand(self, table):
        game = self.game
        return may_stand(game.table, game.racks[game.current], game.melded[game.current], table)

    def check_timeout(self, before, table, outcome, drawn):
        """R-TIMEOUT: `original` restores and draws 3; `club` lets a legal table
        stand, returns tiles not laid according to the rules, and restores with
        3 penalty tiles after an invalid manipulation."""
        game = self.game
        where = self.where(f"R-TIMEOUT: {outcome}, table {game.table}")
        assert outcome.rule in ("", "R-TIMEOUT"), where
        unchanged = game.table == before["table"]
        penalty = unchanged and len(drawn) == min(3, len(before["pool"]))
        if game.settings.timeout == "original":
            assert outcome.kind == "penalty" and penalty, where
            return
        expected = self.expected_timeout
        if expected is not None:
            kind, standing = expected
            self.counts[f"timeout {kind} by the spec, {outcome.kind}"] += 1
            if kind == "draw":
                assert outcome.kind in ("draw", "pass"), self.where(f"R-TIMEOUT: {outcome}, the spec: {kind}")
            elif kind == "rearrange":
                assert outcome.kind == "rearrange" and len(drawn) == (1 if before["pool"] else 0), \
                    self.where(f"R-TIMEOUT: {outcome}, the spec: {kind} {standing}")
            else:
                assert outcome.kind == kind, self.where(f"R-TIMEOUT: {outcome}, the spec: {kind} {standing}")
            if standing is not None:
                assert sorted_sets(game.table) == sorted_sets(standing), self.where(f"R-TIMEOUT: {game.table}")
        if outcome.kind == "play":
            assert game.table == table, where
        elif outcome.kind == "partial":  # R-MELD30: before the initial meld the old sets stay as they were
            untouched = not sorted_sets(before["table"]) - sorted_sets(game.table)
            mine = set(before["racks"][before["current"]]) & set(tiles_of(table))
            assert (before["melded"][before["current"]] or untouched) and not drawn \
                and set(outcome.returned) == mine - set(tiles_of(game.table)), where
        elif outcome.kind == "penalty":
            assert penalty, where
        elif outcome.kind == "rearrange":  # club 13.1: the valid rearrangement stands, none of his tiles
            mine = set(before["racks"][before["current"]]) & set(tiles_of(table))
            assert before["melded"][before["current"]] and not mine & set(tiles_of(game.table)) \
                and set(outcome.returned) == mine and len(drawn) == (1 if before["pool"] else 0), where
        elif outcome.kind == "draw":
            assert unchanged and len(drawn) == 1, where
        else:
            assert outcome.kind == "pass" and unchanged and not before["pool"], where

    def check_flow(self, before, mover, played):
        """Whose turn next, the clock, and the end: R-RUMMIKUB (R-SCORE sums to
        zero); R-POOL-EMPTY `club`: one more turn each, starting with the
        player who drew the last tile; `original`: until a full round passes
        without a play."""
        game = self.game
        emptied = bool(before["pool"]) and not game.pool
        club = game.settings.pool_empty == "one_more_turn"
        if emptied:
            self.turns_left = game.players if club else None
            self.quiet = 0
        elif not before["pool"]:
            if club:
                self.turns_left -= 1
            else:
                self.quiet = 0 if played else self.quiet + 1
        if game.finished and game.result.end == "rummikub":
            assert game.winner == mover and not game.racks[mover] and sum(game.result.scores) == 0, \
                self.where(f"R-RUMMIKUB / R-SCORE: {game.result}")
        else:
            over = not game.pool and (self.turns_left == 0 if club else self.quiet == game.players)
            assert game.finished == over, self.where(f"R-POOL-EMPTY: finished {game.finished}")
            if game.finished:
                assert game.winners == self.first_by_rack_sum(), self.where(f"R-POOL-EMPTY: {game.result}")
        if game.finished:
            assert game.result is not None and game.deadline is None, self.where(f"the end: {game.result}")
            return
        following = (mover + 1) % game.players
        assert game.current == (mover if emptied and club else following), \
            self.where(f"player {game.current} to move")
        if self.clock:
            assert game.deadline == self.now + self.clock * 1000, self.where("R-TIME: deadline")

    def first_by_rack_sum(self):
        """R-POOL-EMPTY: who shares first place, by the spec: the lowest rack sum
        (jokers at the profile's value), then under `club` fewer tiles, equal in what counts share;
        a player under R-NO-MELD cannot win by rack sum (if all are, the
        smaller flat amount is first)."""
        game = self.game
        joker = game.settings.joker_value

        def rank(player):
            rack = [face_of(t) for t in game.racks[player]]
            if game.settings.no_meld_penalty and not game.melded[player]:
                return (1, 200 if game.could_meld[player] else 100)
            return (0, sum(joker if f == JOKER else f % 13 + 1 for f in rack),
                    len(rack) if game.settings.pool_empty == "one_more_turn" else 0)

        best = min(rank(player) for player in range(game.players))
        return tuple(player for player in range(game.players) if rank(player) == best)

    def after_the_end(self):
        """Every action is refused once the game is over, and changes nothing."""
        self.step += 1
        action = self.rng.choice([{"act": "draw"}, {"act": "pass"}, {"act": "play", "table": []},
                                  {"act": "timeout", "table": []},
                                  {"act": "redeal", "player": self.game.current}])
        action["at"] = self.now
        self.apply(action, refusal="R-REDEAL" if action["act"] == "redeal" else "R-RUMMIKUB")

    # -- history ---------------------------------------------------------------------
    def round_trip(self):
        text = history.to_json(self.game, started_at=self.started_at)
        loaded = history.from_json(text)
        assert state(loaded) == state(self.game) and loaded.actions == self.game.actions, \
            self.where(f"the history round trip after {len(self.game.actions)} actions differs")

    def replay_prefix(self):
        text = history.to_json(self.game, started_at=self.started_at)
        upto = self.rng.randint(0, len(self.game.actions))
        loaded = history.from_json(text, upto=upto)
        assert state(loaded) == self.states[upto] and loaded.actions == self.game.actions[:upto], \
            self.where(f"from_json(upto={upto}) differs from the game after {upto} actions")


def seeds(batch):
    if ONLY_SEED:
        return [int(ONLY_SEED)] if batch == 0 else []
    return range(batch, GAMES, BATCHES)


@pytest.mark.parametrize("batch", range(BATCHES))
def test_r_tiles_r_invalid_end_r_timeout_fuzz_seeded_games(batch):
    """R-TILES, R-INVALID-END, R-TIMEOUT, R-PENALTY-ORDER, R-TURN, R-MELD30,
    R-REARRANGE, R-TAKEBACK, R-JOKER-FREE, R-REDEAL, R-POOL-EMPTY, R-RUMMIKUB,
    R-SCORE, R-TIME over seeded random games (see the module docstring)."""
    for seed in seeds(batch):
        Fuzz(seed).run()
