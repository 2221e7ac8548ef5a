"""A simple play without rearranging (R-MELD30, R-RUN, R-GROUP): the most
tiles the rack lays as new sets of its own, then single rack tiles added to
the table's sets where they fit. Beginner plays it (with mistakes); Master's
playouts use it as the fast model of a turn."""

from __future__ import annotations

from rules import sets
from rules.solver import best_play

from .seen import without


def new_sets(rack: list[int], melded: bool):
    """The solver's best play of the rack alone (the initial meld if not melded)."""
    return best_play([], rack, melded, "tiles")


def extend(table: list[list[int]], rest: list[int]) -> tuple[list[list[int]], list[int]]:
    """Add rest tiles one by one (highest first) to the first table set they
    fit; returns the new table (changed sets copied) and the tiles added."""
    table = list(table)
    added = []
    for face in sorted(rest, reverse=True):
        for index, tiles in enumerate(table):
            longer = tiles + [face]
            if sets.is_valid(longer):
                table[index] = longer
                added.append(face)
                break
    return table, added


def simple_play(table: list[list[int]], rack: list[int], melded: bool,
                extend_table: bool = True) -> tuple[list[list[int]], list[int]]:
    """(new table, rack faces laid); nothing laid if no play is found."""
    own = new_sets(rack, melded)
    if not melded:
        return (table + own.table, own.placed) if own.count else (table, [])
    if not extend_table:
        return table + own.table, list(own.placed)
    grown, added = extend(table, without(rack, own.placed))
    return grown + own.table, list(own.placed) + added
