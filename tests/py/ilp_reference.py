"""Independent reference for the solver: an integer programme solved by HiGHS
(scipy.optimize.milp, presolve off). Test and benchmark use only.

Set-cover model: every run template (colour, start, length 3..5; longer runs
split into these) and every group template (number, 3 or 4 colours) may be used
0..2 times; each position of a used template is filled by a real tile or a
joker. Table tiles and table jokers must all be used, rack tiles may be.
Jokers come in two kinds, table and rack; only rack jokers score, with the
number of the position they fill, so the optimum gives the rack jokers the
highest positions: the solver's definition (R-JOKER, R-MELD30).
"""

from __future__ import annotations

from itertools import combinations

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, milp

JOKER = 52


def _templates():
    sets = []
    for c in range(4):
        for length in (3, 4, 5):
            for start in range(1, 15 - length):
                sets.append([c * 13 + n - 1 for n in range(start, start + length)])
    for n in range(1, 14):
        for size in (3, 4):
            for colours in combinations(range(4), size):
                sets.append([c * 13 + n - 1 for c in colours])
    return sets


TEMPLATES = _templates()


def ilp_best(table_faces, rack_faces, melded=True, objective="tiles"):
    """(count, points) of the optimal play, by ILP; (0, 0) if nothing can be laid.

    Raises ValueError if the table tiles cannot form valid sets."""
    if not melded:
        table_faces = []
    t = [0] * 53
    r = [0] * 53
    for f in table_faces:
        t[f] += 1
    for f in rack_faces:
        r[f] += 1
    jt, jr = t[JOKER], r[JOKER]
    a, b = (1024, 1) if objective == "tiles" else (1, 128)

    # variables: x per template, yT/yR per (template, position), z per rack face
    cols_lb, cols_ub, cost, integrality = [], [], [], []
    face_rows = {f: [] for f in range(52)}  # list of (col, coeff)
    link_rows = []  # (x col, [y cols]) : sum y - x <= 0
    tj_cols, rj_cols, points_terms = [], [], []

    def add(lb, ub, c):
        cols_lb.append(lb)
        cols_ub.append(ub)
        cost.append(c)
        integrality.append(1)
        return len(cost) - 1

    usable = [t[f] + r[f] for f in range(52)]
    for faces in TEMPLATES:
        real_needed = len(faces) - (jt + jr)
        if sum(1 for f in faces if usable[f]) < max(real_needed, 1):
            continue
        x = add(0, 2, 0.0)
        ys = []
        for f in faces:
            face_rows[f].append((x, 1.0))
            v = f % 13 + 1
            if jt:
                y = add(0, jt, 0.0)
                face_rows[f].append((y, -1.0))
                tj_cols.append(y)
                ys.append(y)
            if jr:
                y = add(0, jr, -(a + b * v))
                face_rows[f].append((y, -1.0))
                rj_cols.append(y)
                points_terms.append((y, v))
                ys.append(y)
        if ys:
            link_rows.append((x, ys))
    for f in range(52):
        if r[f]:
            z = add(0, r[f], -(a + b * (f % 13 + 1)))
            face_rows[f].append((z, -1.0))
            points_terms.append((z, f % 13 + 1))

    n = len(cost)
    if not any(t) and not any(cost):  # nothing to lay out, nothing that scores
        return 0, 0
    if n == 0:
        raise ValueError("table tiles cannot form valid sets")
    rows, lo, hi = [], [], []

    def row(terms, low, high):
        vec = np.zeros(n)
        for col, coeff in terms:
            vec[col] += coeff
        rows.append(vec)
        lo.append(low)
        hi.append(high)

    for f in range(52):
        if face_rows[f]:
            row(face_rows[f], t[f], t[f])
        elif t[f]:
            raise ValueError("table tiles cannot form valid sets")
    # at one position, jokers fill at most the copies of the template in use
    for x, ys in link_rows:
        step = (1 if jt else 0) + (1 if jr else 0)
        for i in range(0, len(ys), step):
            row([(col, 1.0) for col in ys[i:i + step]] + [(x, -1.0)], -np.inf, 0)
    if jt:
        row([(col, 1.0) for col in tj_cols], jt, jt)
    if jr:
        row([(col, 1.0) for col in rj_cols], 0, jr)
    if not melded:
        row(points_terms, 30, np.inf)

    constraints = LinearConstraint(np.array(rows), lo, hi) if rows else None
    res = milp(
        np.array(cost),
        integrality=np.array(integrality),
        bounds=Bounds(cols_lb, cols_ub),
        constraints=constraints,
        options={"presolve": False},
    )
    if res.status == 2:  # infeasible
        if melded:
            raise ValueError("table tiles cannot form valid sets")
        return 0, 0
    if res.status != 0:
        raise RuntimeError(res.message)
    score = round(-res.fun)
    if objective == "tiles":
        return score // 1024, score % 1024
    return score % 128, score // 128
