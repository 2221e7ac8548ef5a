"""Exact solver: the best play of a rack onto a table (R-RUN, R-GROUP, R-JOKER,
R-JOKER-FREE, R-REARRANGE, R-MELD30, R-NO-MELD).

Forward dynamic programme over the numbers 1..13, one colour at a time within
a number. Its state holds, per colour, the open runs ending at the previous
number, by kind: length 1 (must grow twice), length 2 (must grow once), length
3+ (may grow or close), and "to 13" runs (started by a joker, must grow up to
13); plus the table and rack jokers placed so far and, inside a number, the
group tiles chosen. Table tiles must be used, rack tiles may be.

Pruning that keeps the optimum (each rule maps any arrangement to one the
search still builds, with the same tiles and no fewer points):
* a run that could grow never closes while a new run of its colour starts
  (two adjacent runs of one colour always join into one valid run);
* jokers are in a normal form (R-JOKER-FREE lets the player move them): a
  joker at the low end of a run moves to the high end unless the run ends at
  13, so only "to 13" runs start with a joker; a surplus joker on top of a run
  is placed as a "slot" when the run closes, without changing the state, so a
  joker that grows a 3+ run obliges it to grow once more; a joker takes no run
  place of a tile whose real copy goes to a group or starts a run here (the
  two swap), and no group place when a colour absent from the groups starts
  a run at that number (again a swap);
* with table jokers only (they score nothing) a first, quicker search lets
  runs start with a joker only at 11 and puts surplus jokers below runs that
  end at 13 afterwards; if that fails, the full search runs;
* with both kinds of jokers, no number ends with a rack joker laid and a
  table joker not (swapping it with a table joker laid later scores no less);
* dominated states (same jokers, no more score, every colour's runs no freer)
  are dropped inside and at the end of each number;
* a number's group tiles that cannot make groups (R-GROUP) even with every
  tile of the colours still to come and every joker left end the state at
  once, not at the number's end.

Rack tiles that fit in no set at all (too few tiles and jokers around them)
are dropped first. Two searches then walk the states:
* the "dive", a depth-first branch and bound taking the moves that lay the
  most rack tiles first (then the most jokers). It drops a state whose score
  plus every rack tile left (a rack joker left counting 13) cannot reach its
  floor or beat the best end found so far, a state already opened with no
  less score, and at the start of a number a state that an opened one
  dominates (rule above). Each keeps the optimum, so a dive that finishes is
  exact: it found the best play at or above its floor, or proved none exists.
* the "layered search": all states of one step together, with the dominance
  rule, dropping states that cannot reach its floor by the same bound.
A short scout dive (no floor) finds a first play. Then dives run under
falling floors (the whole rack laid with its jokers standing for 13, for at
most 2 or 26 points less in all; then one, two, three tiles worth 13 short;
anything better than the scout), on crowded tables usually laying the whole
rack at once. With fewer than two jokers and the scout a tile short or more,
only a short dive for the whole rack comes before the layered search (cheap
without jokers, and better when much of the rack stays) looks for anything
better than the scout; past DIVE_BUDGET states the layered search takes over
from the dives too, going on down their floors.

Points: a rack tile scores its number. A laid joker scores the number of the
tile it stands for in the final arrangement; when table and rack jokers are
both on the final table the rack jokers are those standing for the highest
numbers (the player may swap the two physical jokers while rearranging).
Objective ``tiles``: most rack tiles, then most points; ``points``: most
points, then most tiles; remaining ties go to the first best arrangement
found in the fixed search order, so the answer is deterministic.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from operator import itemgetter
from typing import Sequence

from .tiles import FACES, JOKER, check_box, format_faces, format_table, parse_faces, parse_table

OBJECTIVES = {"tiles": (1024, 1), "points": (1, 128)}  # score per laid tile: a + b * number
MELD_POINTS = 30
SCOUT_BUDGET = 300  # states the first dive may open
DIVE_BUDGET = 10000  # states the later dives may open before the layered search takes over

# Per-colour run states (length 1, length 2, length 3+, "to 13") with at most 4 runs.
_STATES = [
    (x1, x2, x3, xm)
    for xm in range(5)
    for x3 in range(5)
    for x2 in range(5)
    for x1 in range(5)
    if x1 + x2 + x3 + xm <= 4
]
_INDEX = {s: i for i, s in enumerate(_STATES)}
_OPEN_SHORT = [s[0] + s[1] > 0 for s in _STATES]  # runs that may not end here


def _stronger(a, b):
    """Per-colour state ``a`` can do whatever ``b`` can: b's runs map to distinct
    runs of a that are at least as free (3+ > 2 > 1 > to-13); a's spare runs are 3+.
    Counted: with a's spare 3+ runs set aside, a has at least as many runs as b
    that are 3+, at least as many that are 2 or freer, and 1 or freer."""
    (a1, a2, a3, am), (b1, b2, b3, bm) = a, b
    spare = a1 + a2 + a3 + am - (b1 + b2 + b3 + bm)
    a3 -= spare
    return spare >= 0 and a3 >= b3 and a3 + a2 >= b3 + b2 and a3 + a2 + a1 >= b3 + b2 + b1


def _run_moves(x1, x2, x3, xm, n, grouped):
    """The run part of a colour's move from state (x1, x2, x3, xm) when ``n``
    real tiles go to runs (``grouped``: others go to groups), by jokers used
    (0..2): which runs jokers grow (j1, j2, j3, jm) or start (js), the new
    state, and what the caller checks against the tiles and jokers left."""
    out = []
    for kj in range(3):
        for j1 in range(min(kj, x1) + 1):
            for j2 in range(min(kj - j1, x2) + 1):
                for j3 in range(min(kj - j1 - j2, x3) + 1):
                    for jm in range(min(kj - j1 - j2 - j3, xm) + 1):
                        js = kj - j1 - j2 - j3 - jm
                        rest = n - (x1 - j1 + x2 - j2 + xm - jm)  # tiles left for new runs and 3+ runs
                        if rest < 0:
                            continue
                        e3 = min(x3 - j3, rest)
                        if kj > js and (grouped or rest > e3):
                            continue  # swap: the real tile takes the joker's run place
                        ns = (rest - e3, x1 + j3, x2 + e3, xm + js)
                        if sum(ns) > 4:
                            continue
                        out.append((kj, js, _INDEX[ns], ns[0] + ns[1] + ns[3], ns[0], ns[0] + ns[1] > 0,
                                    rest > e3, x3 - j3 - e3, (j1, j2, j3, jm, js)))
    return out


_RUN_MOVES = [_run_moves(*state, n, grouped) for state in _STATES for n in range(3) for grouped in (0, 1)]
_IDLE = [(0, 0, 0, (0,) * 10, 0)]  # a colour with no runs, tiles or jokers
_NO_GROUP = [(0, 0, (0, 0))]
# _HOPELESS[room][g + 16 * d]: g group tiles (d: a colour twice) cannot make
# groups with at most ``room`` more tiles and jokers (R-GROUP); the search
# looks it up with room = tiles of the number's later colours + jokers left
_HOPELESS = [[g > 0 and g + room < (6 if d else 3) for d in (0, 1) for g in range(16)] for room in range(11)]
_N = len(_STATES)
_FREER = [[_stronger(a, b) for b in _STATES] for a in _STATES]  # _FREER[a][b]: a at least as free as b
_WEAKER = [[b for b in range(_N) if freer[b]] for freer in _FREER]

_SH_TJ, _SH_RJ, _SH_G, _SH_D, _SH_CAP, _SH_F, _SH_U = 28, 30, 32, 36, 37, 44, 45
_LOW = (1 << _SH_G) - 1  # colours and jokers, no group count


def _groups_ok(total, real, double):
    """Can ``total`` tiles (``real`` numbered, ``double``: a colour twice) form
    groups of one number (R-GROUP, R-JOKER)?"""
    if total == 0:
        return True
    if real == 0:
        return False
    if total <= 4:
        return total >= 3 and not double
    return 6 <= total <= 10


@lru_cache(maxsize=1 << 13)
def _colour_moves(s, t, r, t_left, r_left, nxt1, nxt2, last, no_start, gaps):
    """A colour's moves at a number, apart from the colour's place in the key
    and the number's worth: from per-colour state ``s`` with ``t`` table and
    ``r`` rack tiles of its face, ``t_left`` and ``r_left`` jokers unplaced,
    ``nxt1`` and ``nxt2`` tiles of the next two faces, ``last`` at 13,
    ``no_start`` no joker may start a run, ``gaps`` faces missing up to 13.
    Each is (new state, key delta of jokers and groups, d/f/u bits, rack
    jokers, tiles laid, bonus, info): the best per distinct result (tiles
    laid, then a second slot joker standing for the next number), most rack
    tiles first, then most jokers (the dive's order). Cached for all searches
    (bounded: about 1 KB an entry)."""
    j_left = t_left + r_left
    best = {}
    for u in range(t, t + r + 1):
        unlaid = (u < t + r) << _SH_U
        for g in range(u + 1):
            for kj, js, ns, need, new, short, fresh, closed, split in _RUN_MOVES[6 * s + 2 * (u - g) + (g > 0)]:
                if kj > j_left:
                    break
                spare = j_left - kj
                if js and (no_start or gaps > spare):
                    continue
                if last:
                    if short:
                        continue
                elif need > nxt1 + spare or (new and new > nxt2 + spare):
                    continue
                bits = ((1 << _SH_D) if g == 2 else 0) if g else fresh << _SH_F | unlaid
                for z in range(min(2, spare) + 1):
                    if z and not closed or z == 2 and last and closed < 2:
                        continue
                    q = kj + z
                    for nr in range(max(0, q - t_left), min(q, r_left) + 1):
                        worth = (u - t + nr, int(z == 2 and not last and nr > 0))
                        out = (ns, g, q - nr, nr, bits)
                        old = best.get(out)
                        if old is None or old[0] < worth:
                            best[out] = (worth, (u, g) + split + (z, q - nr, nr))
    moves = [
        (ns, (dt << _SH_TJ) + (dr << _SH_RJ) + (g << _SH_G), bits, dr) + worth + (info,)
        for (ns, g, dt, dr, bits), (worth, info) in best.items()
    ]
    moves.sort(key=lambda move: (t - move[6][0], -move[6][8] - move[6][9]))
    return tuple(moves)


@dataclass(frozen=True)
class Play:
    """A solver answer: the complete new table, the rack faces laid, their
    number and points; ``work``, the search states it expanded (a measure of
    its cost that does not depend on the machine, for work-bounded players)."""

    table: list
    placed: list
    count: int
    points: int
    work: int = field(default=0, compare=False)


def _drop_dead(table, rack):
    """The rack without tiles that fit in no set whatever the others do: no
    two other colours of their number (jokers counting) and no run of three
    through them with the tiles and jokers there are."""
    rack = list(rack)
    jokers = table[JOKER] + rack[JOKER]
    changed = True
    while changed:
        changed = False
        have = [table[f] + rack[f] > 0 for f in range(52)]
        for face in range(52):
            if rack[face] and not _fits(have, face, jokers):
                rack[face] = 0
                changed = True
    return rack


def _fits(have, face, jokers):
    """Could ``face`` be in a group or a run of three, given which faces
    there are (``have``) and ``jokers``?"""
    c, n = divmod(face, 13)
    if sum(have[k * 13 + n] for k in range(4) if k != c) + jokers >= 2:
        return True
    for start in range(max(0, n - 2), min(n, 10) + 1):
        missing = sum(not have[c * 13 + m] for m in range(start, start + 3) if m != n)
        if missing <= jokers:
            return True
    return False


class _Search:
    def __init__(self, table, rack, a, b, meld, quick=False):
        rack = _drop_dead(table, rack)
        self.t, self.r = table, rack
        self.jt, self.jr = table[JOKER], rack[JOKER]
        self.a, self.b = a, b
        self.meld = meld
        # quick: only table jokers, which score nothing; a run may start with a
        # joker only at 11 (J 12 13); a surplus joker below a longer run that
        # ends at 13 is put there at the end instead (see best_play).
        self.quick = quick
        self.avail = [table[f] + rack[f] for f in range(52)] + [0] * 13
        self.colour_cache = [{} for _ in range(52)]  # per number and colour
        spent = (self.jt | self.jr << 2) << 7  # every joker placed
        for face in range(52):
            if not self.avail[face]:  # no runs, tiles or jokers: nothing to do
                self.colour_cache[face % 13 * 4 + face // 13][spent] = _IDLE
        self.group_cache = [{} for _ in range(13)]  # per number
        self.joker = a + b * 13  # most a rack joker can score
        self.gaps = [0] * 52  # per face: faces above it with no tile, at most 5 counted
        self.group_room = [0] * 65  # per colour step: tiles of its number's later colours, and all jokers
        self.rest = [0] * 66  # per step: the score of every rack tile from there on
        self.count_ahead()
        self.work = 0  # search states expanded, in dives and layers (Play.work)
        self.enough = float("inf")  # a dive ends at a play scoring this much (could_meld)

    def colour_options(self, v, c, s, tj, rj):
        """Moves of colour ``c`` at number ``v`` from per-colour state ``s``:
        (key delta, d bit, gain, info, gain less the rack jokers at their
        most), from _colour_moves."""
        face = c * 13 + v - 1
        t, r = self.t[face], self.r[face]
        t_left, r_left = self.jt - tj, self.jr - rj
        if not (s or t or r or t_left or r_left):
            return _IDLE
        nxt1 = self.avail[face + 1] if v < 13 else 0
        nxt2 = self.avail[face + 2] if v < 12 else -9  # a length-1 run at 12 cannot reach 3
        no_start = v > 11 or (self.quick and v < 11)  # no joker may start a run here
        gaps = 0 if no_start else self.gaps[face]
        moves = _colour_moves(s, t, r, t_left, r_left, nxt1, nxt2, v == 13, no_start, gaps)
        shift = 7 * c
        step = self.a + self.b * v
        b, joker = self.b, self.joker
        return [
            ((ns << shift) + delta, bits, m * step + bonus * b, info, m * step + bonus * b - dr * joker)
            for ns, delta, bits, dr, m, bonus, info in moves
        ]

    def group_options(self, v, real, double, tj, rj, started, unlaid):
        """Joker counts for the groups of number ``v``. No joker in a group if a
        colour absent from the groups starts a run here (the tile would take the
        joker's place, the joker the run's), no rack joker if such a colour
        leaves a rack copy unlaid (the copy scores the same); none that ends
        the number with rack jokers out and table jokers waiting."""
        step = self.a + self.b * v
        out = []
        for dt in range(0 if started else self.jt - tj, -1, -1)[::-1]:
            for dr in range(0 if started or unlaid else self.jr - rj, -1, -1)[::-1]:
                if _groups_ok(real + dt + dr, real, double) and not (rj + dr and tj + dt < self.jt):
                    out.append(((dt << _SH_TJ) + (dr << _SH_RJ), dr * step, (dt, dr)))
        return out

    def waiting(self, key):
        """Are rack jokers out while table jokers wait? No number may end so:
        swapping a rack joker with a table joker laid at a higher number
        scores no less, so some best play lays all table jokers first."""
        return key >> _SH_RJ & 3 and (key >> _SH_TJ & 3) < self.jt

    def count_ahead(self):
        """Fill gaps, group_room and rest; step ``5 * (v - 1) + c`` is colour
        ``c`` of number ``v``, c = 4 its groups."""
        avail = self.avail
        for c in range(4):
            missing = 0
            for face in range(c * 13 + 12, c * 13 - 1, -1):
                self.gaps[face] = min(5, missing)
                missing += not avail[face]
        total = 0
        for v in range(13, 0, -1):
            step = self.a + self.b * v
            self.rest[5 * v - 1] = total
            room = self.jt + self.jr
            for c in range(3, -1, -1):
                self.group_room[5 * v - 5 + c] = room
                room += avail[c * 13 + v - 1]
                total += self.r[c * 13 + v - 1] * step
                self.rest[5 * v - 5 + c] = total

    def colour_moves(self, v, c, key):
        """Cached colour_options for the colour ``c`` part of state ``key``."""
        cache = self.colour_cache[4 * v - 4 + c]
        sub = (key >> 7 * c) & 127 | (key >> _SH_TJ & 15) << 7
        opts = cache.get(sub)
        if opts is None:
            opts = cache[sub] = self.colour_options(
                v, c, sub & 127, (key >> _SH_TJ) & 3, (key >> _SH_RJ) & 3
            )
        return opts

    def group_moves(self, v, key):
        """Cached group_options for state ``key`` at the end of number ``v``."""
        if not key >> _SH_G & 15:
            return [] if self.waiting(key) else _NO_GROUP
        cache = self.group_cache[v - 1]
        opts = cache.get(key >> _SH_TJ)
        if opts is None:
            opts = cache[key >> _SH_TJ] = self.group_options(
                v, (key >> _SH_G) & 15, (key >> _SH_D) & 1, (key >> _SH_TJ) & 3,
                (key >> _SH_RJ) & 3, (key >> _SH_F) & 1, (key >> _SH_U) & 1,
            )
        return opts

    def complete(self, key):
        """Is final state ``key`` a legal end: all table jokers placed, no run
        short, the meld reached?"""
        placed = (key >> _SH_TJ) & 3
        if self.quick:
            ends_13 = sum(sum(_STATES[(key >> (7 * c)) & 127][2:]) for c in range(4))
            placed += min(2 * ends_13, self.jt - placed)
        if placed != self.jt:
            return False
        if self.meld and (key >> _SH_CAP) < MELD_POINTS:
            return False
        return not any(_OPEN_SHORT[(key >> (7 * c)) & 127] for c in range(4))

    def solve(self):
        """Best (score, moves), or None if the table tiles cannot form sets;
        the order of dives and layered searches is in the module docstring.
        A dive that finishes having found nothing proves the optimum lies
        below its floor, so the first play found at or above a floor that
        all higher floors have failed is the optimum."""
        first, budget = self.dive(0, SCOUT_BUDGET)
        if budget >= 0:
            return first
        least = first[0] + 1 if first else 0
        tile = self.a + 13 * self.b
        best = self.rest[0] + self.jr * self.joker  # the whole rack, jokers standing for 13
        short = 26 * self.b if self.jr else 0  # jokers standing for less
        if first and self.jt + self.jr < 2 and first[0] < best - short - tile:
            found, budget = self.dive(best - short, SCOUT_BUDGET)
            if found is not None:
                return found if budget >= 0 else self.run(found[0] + 1) or found
            return self.run(least) or first
        floors, budget = [best] + [best - short - k * tile for k in (1, 2, 3)], DIVE_BUDGET
        if self.jr:
            floors += [best - 2 * self.b, best - short]
        floors = sorted({f for f in floors if f > least}, reverse=True) + [least]
        for k, floor in enumerate(floors):
            found, budget = self.dive(floor, budget)
            if budget < 0:
                break
            if found is not None:
                return found
        else:
            return first
        if found is not None:
            return self.run(found[0] + 1) or found
        for floor in floors[k:]:
            found = self.run(floor)
            if found is not None:
                return found
        return first

    def dive(self, floor, budget):
        """Depth-first branch and bound from ``floor`` on, opening at most
        ``budget`` states: the best (score, moves) or None, and the budget
        left (negative: the dive stopped short)."""
        self.found = None
        self.floor = floor
        self.budget = budget
        self.seen = [{} for _ in range(65)]
        self.fronts = [{} for _ in range(65)]  # per step and jokers: (score, runs) opened
        self.path = []
        try:
            self.visit(0, 0, 0)
        except (_OutOfBudget, _Enough):
            pass
        self.work += budget - self.budget
        return self.found, self.budget

    def visit(self, i, key, score):
        """Search on from state ``key`` with ``score`` before step ``i``.
        Successors are skipped if they cannot beat the best end found, or
        were opened before with no less score (the floor only rose since);
        at the start of a number, also a state that one opened before
        dominates (the layered search's rule). Steps with a single move that
        changes nothing (no runs, tiles, jokers or groups) are passed over;
        the last colour's moves go on to the number's groups here."""
        if i % 5 == 0 and self.dominated(i, key, score):
            return
        self.budget -= 1
        if self.budget < 0:
            raise _OutOfBudget
        path = self.path
        depth = len(path)
        caches = self.colour_cache
        while True:
            v, c = i // 5 + 1, i % 5
            if c < 4:
                opts = caches[4 * v - 4 + c].get((key >> 7 * c) & 127 | (key >> _SH_TJ & 15) << 7)
                if opts is None:
                    opts = self.colour_moves(v, c, key)
                if opts is not _IDLE:
                    break
                path.append(opts[0][3])
            elif i == 64 or key >> _SH_G & 15 or self.waiting(key):
                break
            else:
                key &= _LOW
                if self.meld:
                    key += min(MELD_POINTS, score % self.meld) << _SH_CAP
                path.append(_NO_GROUP[0][2])
            i += 1
        step = i + 1
        left = self.rest[step]
        if c < 4:
            seen = self.seen[step]
            base = key & ~(127 << 7 * c)
            # an option lays too little if its gain, rack jokers counted at
            # their most, falls below limit (the floor may rise on the way)
            off = score + left + (self.jr - (key >> _SH_RJ & 3)) * self.joker
            limit = self.floor - off
            hopeless = _HOPELESS[self.group_room[i] - (key >> _SH_TJ & 3) - (key >> _SH_RJ & 3)]
            for delta, dbit, gain, info, cost in opts:
                if cost < limit:
                    continue
                k2 = (base + delta) | dbit
                if hopeless[k2 >> _SH_G & 31]:
                    continue
                s2 = score + gain
                if seen.get(k2, -1) >= s2:
                    continue
                seen[k2] = s2
                path.append(info)
                if c < 3:
                    self.visit(step, k2, s2)
                elif k2 >> _SH_G & 15 or step == 64 or self.waiting(k2):
                    self.budget -= 1
                    if self.budget < 0:
                        raise _OutOfBudget
                    self.groups(v, k2, s2)
                else:  # no groups: straight on to the next number
                    if self.meld:
                        k2 = (k2 & _LOW) + (min(MELD_POINTS, s2 % self.meld) << _SH_CAP)
                    else:
                        k2 &= _LOW
                    path.append(_NO_GROUP[0][2])
                    self.visit(step + 1, k2, s2)
                    path.pop()
                path.pop()
                limit = self.floor - off
        else:
            self.groups(v, key, score)
        del path[depth:]

    def groups(self, v, key, score):
        """The dive's group step of number ``v`` from state ``key`` with
        ``score``, then on to the next number (the rules of visit)."""
        step = 5 * v
        left = self.rest[step]
        path = self.path
        base = key & _LOW
        jr, joker = self.jr, self.joker
        for delta, gain, info in self.group_moves(v, key):
            k2 = base + delta
            s2 = score + gain
            if self.meld:
                k2 += min(MELD_POINTS, s2 % self.meld) << _SH_CAP
            if step == 65:
                if s2 >= self.floor and self.complete(k2):
                    self.found = (s2, path + [info])
                    self.floor = s2 + 1
                    if s2 >= self.enough:
                        raise _Enough
                continue
            if s2 + left + (jr - (k2 >> _SH_RJ & 3)) * joker < self.floor:
                continue
            seen = self.seen[step]
            if seen.get(k2, -1) >= s2:
                continue
            seen[k2] = s2
            path.append(info)
            self.visit(step, k2, s2)
            path.pop()

    def dominated(self, i, key, score):
        """Did the dive open, before step ``i``, a state with the same jokers,
        no less score and every colour's runs at least as free? Else note
        this one."""
        x0, x1, x2, x3 = key & 127, key >> 7 & 127, key >> 14 & 127, key >> 21 & 127
        front = self.fronts[i].setdefault(key >> _SH_TJ, [])
        for y, y0, y1, y2, y3 in front:
            if y >= score and _FREER[y0][x0] and _FREER[y1][x1] and _FREER[y2][x2] and _FREER[y3][x3]:
                return True
        front.append((score, x0, x1, x2, x3))
        return False

    def run(self, floor):
        """Layered search: best (score, moves) reaching ``floor``, or None.
        States that cannot reach ``floor`` even by laying every rack tile left
        (jokers worth 13) are dropped."""
        layer = {0: 0}
        backs = []
        rest, joker, jr = self.rest, self.joker, self.jr
        room = self.group_room
        for v in range(1, 14):
            for c in range(4):
                i = 5 * v - 5 + c
                shift = 7 * c
                clear = ~(127 << shift)
                nl = {}
                back = {}
                get = nl.get
                cache = self.colour_cache[4 * v - 4 + c]
                short = floor - rest[5 * v - 4 + c] - jr * joker
                self.work += len(layer)
                for key, score in layer.items():
                    opts = cache.get((key >> shift) & 127 | (key >> _SH_TJ & 15) << 7)
                    if opts is None:
                        opts = self.colour_moves(v, c, key)
                    base = key & clear
                    need = short - score + (key >> _SH_RJ & 3) * joker
                    hopeless = _HOPELESS[room[i] - (key >> _SH_TJ & 3) - (key >> _SH_RJ & 3)]
                    for delta, dbit, gain, info, cost in opts:
                        if cost < need:
                            continue
                        k2 = (base + delta) | dbit
                        if hopeless[k2 >> _SH_G & 31]:
                            continue
                        s2 = score + gain
                        old = get(k2)
                        if old is None or s2 > old:
                            nl[k2] = s2
                            back[k2] = (key, info)
                backs.append(back)
                layer = _prune_dominated(nl) if c == 1 else nl
            nl = {}
            back = {}
            short = floor - rest[5 * v] - jr * joker
            for key, score in layer.items():
                opts = self.group_moves(v, key)
                base = key & _LOW
                need = short - score + (key >> _SH_RJ & 3) * joker
                for delta, gain, info in opts:
                    if gain < need + (delta >> _SH_RJ & 3) * joker:
                        continue
                    s2 = score + gain
                    k2 = base + delta
                    if self.meld:
                        k2 += min(MELD_POINTS, s2 % self.meld) << _SH_CAP
                    old = nl.get(k2)
                    if old is None or s2 > old:
                        nl[k2] = s2
                        back[k2] = (key, info)
            backs.append(back)
            layer = _prune_dominated(nl)
        best = None
        for key, score in layer.items():
            if score >= floor and self.complete(key) and (best is None or score > best[0]):
                best = (score, key)
        if best is None:
            return None
        moves = []
        key = best[1]
        for back in reversed(backs):
            key, info = back[key]
            moves.append(info)
        moves.reverse()
        return best[0], moves


class _OutOfBudget(Exception):
    """The dive opened as many states as it was allowed."""


class _Enough(Exception):
    """The dive found a play scoring ``_Search.enough``: the question was only whether one exists."""


def _prune_dominated(layer):
    """Drop states another state of the layer beats: score at least as high, the
    same jokers and group tiles, every colour's runs at least as free.

    States are taken by falling score; for each per-colour state ``x`` a bit set
    marks the kept states whose runs in that colour are at least as free, so a
    state is dominated iff the four bit sets of its colours intersect."""
    if len(layer) < 8:
        return layer
    kept = {}
    tags = {}
    down = _WEAKER
    for key, score in sorted(layer.items(), key=itemgetter(1), reverse=True):
        tag = key >> _SH_TJ
        sets = tags.get(tag)
        if sets is None:
            sets = tags[tag] = ([0] * _N, [0] * _N, [0] * _N, [0] * _N, [1])
        d0, d1, d2, d3, nxt = sets
        x0, x1, x2, x3 = key & 127, (key >> 7) & 127, (key >> 14) & 127, (key >> 21) & 127
        if d0[x0] & d1[x1] & d2[x2] & d3[x3]:
            continue
        bit = nxt[0]
        nxt[0] = bit << 1
        for x in down[x0]:
            d0[x] |= bit
        for x in down[x1]:
            d1[x] |= bit
        for x in down[x2]:
            d2[x] |= bit
        for x in down[x3]:
            d3[x] |= bit
        kept[key] = score
    return kept


def _build(moves, spare=0):
    """The sets described by the per-number moves (runs ascending with jokers in
    place, groups in colour order with jokers last); ``spare`` jokers go below
    runs that end at 13. None if there is no room for them."""
    open_runs = [[] for _ in range(4)]  # per colour: [faces, obligations left, to_13]
    finished = []
    groups = []
    moves = iter(moves)
    for v in range(1, 14):
        members = []
        for c in range(4):
            u, g, j1, j2, j3, jm, js, z, _, _ = next(moves)
            runs = open_runs[c]
            if not (u or js or runs):
                continue
            face = c * 13 + v - 1
            members.extend([face] * g)
            grown = []
            rest = []
            for run in runs:
                need = run[1]
                if run[2] and jm:
                    jm -= 1
                    run[0].append(JOKER)
                    grown.append(run)
                elif need == 2 and j1:
                    j1 -= 1
                    run[0].append(JOKER)
                    run[1] = 1
                    grown.append(run)
                elif need == 1 and j2:
                    j2 -= 1
                    run[0].append(JOKER)
                    run[1] = 0
                    grown.append(run)
                elif need == 0 and not run[2] and j3:
                    j3 -= 1
                    run[0].append(JOKER)
                    run[1] = 1
                    grown.append(run)
                else:
                    rest.append(run)
            real = u - g
            closed = []
            for run in sorted(rest, key=lambda run: run[1] == 0 and not run[2]):
                if real:
                    real -= 1
                    run[0].append(face)
                    run[1] = max(0, run[1] - 1)
                    grown.append(run)
                else:
                    closed.append(run)
            for _ in range(real):
                grown.append([[face], 2, False])
            for _ in range(js):
                grown.append([[JOKER], 0, True])
            if z == 2 and (len(closed) < 2 or v < 13):
                closed[0][0].extend([JOKER, JOKER])
            else:
                for run in closed[:z]:
                    run[0].append(JOKER)
            finished.extend(run[0] for run in closed)
            open_runs[c] = grown
        dt, dr = next(moves)
        groups.extend(_deal_groups(members, dt + dr))
    for runs in open_runs:
        for faces, _, _ in runs:
            while spare and _start(faces) > 1:
                faces.insert(0, JOKER)
                spare -= 1
            finished.append(faces)
    return None if spare else finished + groups


def _start(run):
    first = next(i for i, f in enumerate(run) if f != JOKER)
    return run[first] % 13 + 1 - first


def _deal_groups(members, jokers):
    """Deal one number's group tiles round-robin into groups; jokers fill up."""
    if not members:
        return []
    total = len(members) + jokers
    count = 1 if total <= 4 else (2 if total <= 8 else 3)
    groups = [[] for _ in range(count)]
    for i, face in enumerate(sorted(members)):
        groups[i % count].append(face)
    for _ in range(jokers):
        min(groups, key=len).append(JOKER)
    return groups


def _set_order(faces):
    real = [f for f in faces if f != JOKER]
    is_group = len({f // 13 for f in real}) > 1 or (
        len(real) > 1 and real[0] == real[1]
    )
    if is_group:
        return (1, real[0] % 13, real)
    first = next(i for i, f in enumerate(faces) if f != JOKER)
    return (0, real[0] // 13, faces[first] % 13 - first, len(faces))


def _counts(faces):
    counts = [0] * FACES
    for face in faces:
        counts[face] += 1
    return counts


def best_play(table: Sequence[Sequence[int]], rack: Sequence[int], melded: bool = True,
              objective: str = "tiles") -> Play:
    """The optimal play (see the module docstring for the objectives).

    ``melded`` False: R-MELD30, only new sets from the rack worth 30 or more,
    appended to the untouched table; nothing laid if impossible. ``melded``
    True: R-REARRANGE with R-JOKER-FREE, every table tile stays on the table.
    Raises NotationError if the tiles exceed the box and ValueError if the
    table tiles cannot form valid sets or the objective is unknown.
    """
    if objective not in OBJECTIVES:
        raise ValueError(f"unknown objective {objective!r} (tiles or points)")
    table = [list(s) for s in table]
    rack = list(rack)
    table_faces = [f for s in table for f in s]
    check_box(table_faces + rack)
    searches = []

    def search(table_counts, rack_counts, meld, quick=False):
        searches.append(_Search(table_counts, rack_counts, *OBJECTIVES[objective], meld, quick))
        return searches[-1].solve()

    play = _solve(table, table_faces, rack, melded, objective, search)
    return replace(play, work=sum(done.work for done in searches))


def _solve(table, table_faces, rack, melded, objective, search) -> Play:
    a, b = OBJECTIVES[objective]
    if not melded:
        found = search(_counts([]), _counts(rack), 0)
        if found and objective == "tiles" and found[0] % a < MELD_POINTS:
            found = search(_counts([]), _counts(rack), a)
        if found is None or _points(found[0], a, b) < MELD_POINTS:
            return Play(table, [], 0, 0)
        sets = _build(found[1])
        return _play(table + sorted(sets, key=_set_order), table_faces, rack, found[0], a, b)
    table_counts, rack_counts = _counts(table_faces), _counts(rack)
    sets = None
    if table_counts[JOKER] and not rack_counts[JOKER]:
        found = search(table_counts, rack_counts, 0, quick=True)
        if found is not None:
            spare = table_counts[JOKER] - sum(info[-2] for info in found[1])
            sets = _build(found[1], spare)
    if sets is None:  # no quick answer, or its spare jokers found no room
        found = search(table_counts, rack_counts, 0)
        if found is None:
            raise ValueError("the table tiles cannot form valid sets")
        sets = _build(found[1])
    if found[0] == 0:
        return Play(table, [], 0, 0)
    sets = sorted(sets, key=_set_order)
    return _play(sets, table_faces, rack, found[0], a, b)


def _points(score, a, b):
    return score % a if a > 1 else score // b


def _play(sets, table_faces, rack, score, a, b):
    left = _counts(table_faces)
    placed = []
    for face in sorted(f for s in sets for f in s):
        if left[face]:
            left[face] -= 1
        else:
            placed.append(face)
    count = score // a if a > 1 else score % b
    return Play(sets, placed, count, _points(score, a, b))


def clear_cache() -> None:
    """Forget the colour moves cached for all searches (a benchmark pass
    starts with none)."""
    _colour_moves.cache_clear()


def max_meld_points(rack_faces: Sequence[int], meter: list | None = None, enough: float = float("inf")) -> int:
    """Most points the rack alone can lay as valid sets (R-MELD30, R-NO-MELD);
    a joker counts the number of the tile it stands for. With ``enough`` the
    search may stop at the first sets worth that much (and answer their
    points). The search states expanded (as ``Play.work``) are added to
    ``meter[0]`` when given."""
    check_box(rack_faces)
    search = _Search(_counts([]), _counts(rack_faces), 0, 1, 0)
    search.enough = enough
    found = search.solve()
    if meter is not None:
        meter[0] += search.work
    return found[0] if found else 0


def could_meld(rack_faces: Sequence[int]) -> bool:
    """Could this rack make its initial meld now (R-MELD30, R-NO-MELD)? The search stops at the
    first sets worth 30 (a long rack's most points took up to ten times as long)."""
    return max_meld_points(rack_faces, enough=MELD_POINTS) >= MELD_POINTS


def solve_request(request: dict) -> dict:
    """Batch op ``solve``: {"table", "rack", "melded", "objective"} ->
    {"table", "placed", "count", "points"} in the text notation."""
    play = best_play(
        parse_table(request.get("table", "")),
        parse_faces(request.get("rack", "")),
        bool(request.get("melded", True)),
        request.get("objective", "tiles"),
    )
    return {
        "table": format_table(play.table),
        "placed": format_faces(play.placed),
        "count": play.count,
        "points": play.points,
    }
