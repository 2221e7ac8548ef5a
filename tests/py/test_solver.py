"""The exact solver (rules/solver.py) against hand-made cases and an ILP reference."""

import random

import pytest

from rules.solver import max_meld_points
from rules.tiles import parse_faces

BOX = [f for f in range(52) for _ in range(2)] + [52, 52]


@pytest.mark.parametrize(
    "rack, points",
    [
        ("", 0),
        ("R10 R11", 0),
        ("R10 R11 R12", 33),  # R-RUN
        ("K9 O9 B9", 27),  # R-GROUP
        ("K9 O9 B9 R9 R9", 36),  # a group holds each colour once
        ("R12 R13 J", 36),  # R-JOKER: J stands for R11
        ("R1 J J", 6),  # run R1 R2 R3 beats group 1 1 1
        ("R13 J J", 39),  # group of 13s beats the run 11 12 13
        ("K1 K2 K3 K4 K5 K6 K7 K8 K9 K10 K11 K12 K13", 91),
        ("K1 K2 K3 K3 K4 K5", 18),  # two runs of one colour
        ("R5 R6 K5 K6 J", 18),  # one joker completes one run: R5 R6 R7
    ],
)
def test_max_meld_points_hand_cases(rack, points):
    """R-NO-MELD: what the rack alone could lay."""
    assert max_meld_points(parse_faces(rack)) == points


def test_max_meld_points_equals_ilp_on_random_racks():
    ilp = pytest.importorskip("ilp_reference")
    rng = random.Random(4)
    for _ in range(150):
        rack = rng.sample(BOX, rng.randint(1, 20))
        assert max_meld_points(rack) == ilp.ilp_best([], rack, True, "points")[1], rack
