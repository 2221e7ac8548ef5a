"""Exact solver: the best play of a rack onto a table (R-RUN, R-GROUP, R-JOKER,
R-JOKER-FREE, R-REARRANGE, R-MELD30, R-NO-MELD).

Dynamic programme over the numbers 1..13. Before number ``v`` the state holds,
per colour, how many open runs end at ``v - 1`` with length 1, 2 and 3-or-more,
plus how many jokers are already placed. At ``v`` it chooses per colour how
many copies go into groups and how many into runs (table tiles must be used,
rack tiles may be) and where jokers go. Open runs of length 1 or 2 must be
extended; of the longer runs as many as possible are extended before new runs
start (a run that could be extended never loses by being extended, since two
adjacent runs of one colour always join into a valid run).

Points of a laid joker: the number of the tile it stands for in the final
arrangement. When table jokers and rack jokers are both on the final table,
the rack jokers are the ones standing for the highest numbers (the player may
swap the two physical jokers freely while rearranging).
"""

from __future__ import annotations

from .tiles import JOKER, check_box

NEG = -(1 << 60)


def _counts(faces):
    counts = [0] * 53
    for face in faces:
        counts[face] += 1
    return counts


def _step(state, n):
    """Per-colour run state after ``n`` run tiles at the next number, or None."""
    x1, x2, x3 = state
    rest = n - x1 - x2
    if rest < 0:
        return None
    extend = x3 if x3 < rest else rest
    return (rest - extend, x1, x2 + extend)


def _groups_ok(total, double):
    """Can ``total`` tiles (``double``: some colour twice) form groups at one number?"""
    if total == 0:
        return True
    if total <= 4:
        return total >= 3 and not double
    return total >= 6


def _solve_counts(table, rack, a, b):
    """Best score and the per-number decisions.

    ``table``/``rack`` are 53 face counts. A rack tile laid at number v scores
    ``a + b * v``; table tiles score nothing and must all be used.
    Returns (score, decisions) or (NEG, None) if the table cannot be laid out.
    """
    jt, jr = table[JOKER], rack[JOKER]
    jmax = jt + jr
    memo = {}
    zero = (0, 0, 0)

    def best(v, states, used):
        key = (v, states, used)
        hit = memo.get(key)
        if hit is not None:
            return hit[0]
        if v == 14:
            ok = used >= jt and all(s[0] == 0 and s[1] == 0 for s in states)
            memo[key] = (0 if ok else NEG, None)
            return memo[key][0]
        gain = a + b * v
        free = jmax - used
        per_colour = []
        for c in range(4):
            t = table[c * 13 + v - 1]
            r = rack[c * 13 + v - 1]
            options = []
            for u in range(t, t + r + 1):
                for g in range(u + 1):
                    for k in range(free + 1):
                        nxt = _step(states[c], u - g + k)
                        if nxt is not None:
                            options.append((g, k, nxt, (u - t) * gain, u))
            per_colour.append(options)
        top = NEG
        choice = None
        for o0 in per_colour[0]:
            for o1 in per_colour[1]:
                for o2 in per_colour[2]:
                    for o3 in per_colour[3]:
                        runj = o0[1] + o1[1] + o2[1] + o3[1]
                        if runj > free:
                            continue
                        g = o0[0] + o1[0] + o2[0] + o3[0]
                        double = o0[0] == 2 or o1[0] == 2 or o2[0] == 2 or o3[0] == 2
                        base = o0[3] + o1[3] + o2[3] + o3[3]
                        nstates = (o0[2], o1[2], o2[2], o3[2])
                        for jg in range(free - runj + 1):
                            if not _groups_ok(g + jg, double):
                                continue
                            q = runj + jg
                            # jokers numbered used+1..used+q; those past jt are rack jokers
                            rackj = used + q - max(used, jt)
                            score = base + (rackj * gain if rackj > 0 else 0)
                            rest = best(v + 1, nstates, used + q)
                            if rest == NEG:
                                continue
                            if score + rest > top:
                                top = score + rest
                                choice = (
                                    tuple((o[0], o[1], o[4]) for o in (o0, o1, o2, o3)),
                                    jg,
                                    nstates,
                                    used + q,
                                )
        memo[key] = (top, choice)
        return top

    start = (zero, zero, zero, zero)
    score = best(1, start, 0)
    if score == NEG:
        return NEG, None
    decisions = []
    v, states, used = 1, start, 0
    while v < 14:
        choice = memo[(v, states, used)][1]
        decisions.append(choice)
        _, _, states, used = choice
        v += 1
    return score, decisions


def _build(decisions):
    """Sets (lists of faces, display order) from the per-number decisions."""
    open_runs = [[] for _ in range(4)]  # per colour: list of runs (lists of faces)
    finished = []
    groups = []
    for v, (per_colour, jg, _, _) in zip(range(1, 14), decisions):
        members = []
        for c, (g, k, u) in enumerate(per_colour):
            members.extend([c * 13 + v - 1] * g)
            face = c * 13 + v - 1
            tiles = [face] * (u - g) + [JOKER] * k
            runs = open_runs[c]
            runs.sort(key=lambda run: len(run) >= 3)  # short runs must be extended first
            extended = []
            for run in runs:
                if tiles:
                    run.append(tiles.pop(0))
                    extended.append(run)
                else:
                    finished.append(run)
            for tile in tiles:
                extended.append([tile])
            open_runs[c] = extended
        groups.extend(_split_groups(sorted(members), jg))
    for runs in open_runs:
        finished.extend(runs)
    return finished, groups


def _split_groups(members, jokers):
    """Deal the group tiles of one number round-robin into groups; jokers fill up."""
    if not members and not jokers:
        return []
    total = len(members) + jokers
    k = 1 if total <= 4 else (2 if total <= 8 else 3)
    groups = [[] for _ in range(k)]
    for i, face in enumerate(members):
        groups[i % k].append(face)
    for _ in range(jokers):
        min(groups, key=len).append(JOKER)
    return groups


def _run_value(run):
    """Sum of the numbers a run stands for (jokers take their place)."""
    first = next(i for i, face in enumerate(run) if face != JOKER)
    start = run[first] % 13 + 1 - first
    return sum(range(start, start + len(run)))


def max_meld_points(rack_faces) -> int:
    """Most points the rack alone can lay as valid sets (R-MELD30, R-NO-MELD);
    a joker counts the number of the tile it stands for."""
    rack = _counts(rack_faces)
    check_box(rack_faces)
    score, _ = _solve_counts([0] * 53, rack, 0, 1)
    return score
