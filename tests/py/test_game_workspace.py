"""The human's turn in progress (tile moves, undo, reset, R-TAKEBACK)."""

from rules.tiles import face_ids, parse_face

from game.workspace import Target, Workspace, merge_rack_order


def tid(token, copy=0):
    return face_ids(parse_face(token))[copy]


def make():
    table = [[tid("R5"), tid("R6"), tid("R7")]]
    rack = [tid("R8"), tid("K2"), tid("J")]
    return Workspace(table, rack)


def test_moves_between_rack_and_sets_and_undo():
    ws = make()
    assert ws.move(tid("R8"), Target("set", 0)) is None
    assert ws.sets[0][-1] == tid("R8") and ws.played() == [tid("R8")]
    assert ws.move(tid("K2"), Target("new")) is None
    assert ws.sets[1] == [tid("K2")]
    assert ws.move(tid("K2"), Target("rack", position=0)) is None  # own tile back: allowed
    assert ws.rack[0] == tid("K2") and len(ws.sets) == 1
    assert ws.undo() and ws.sets[1] == [tid("K2")]
    ws.reset()
    assert ws.sets == ws.start_table and not ws.changed() and not ws.can_undo()


def test_table_tiles_never_go_to_the_rack_R_TAKEBACK():
    ws = make()
    assert ws.move(tid("R5"), Target("rack")) == "takeback"
    assert ws.sets == ws.start_table


def test_split_a_run_and_insert_by_number():
    ws = Workspace([[tid("R3"), tid("R4"), tid("R5"), tid("R6"), tid("R7"), tid("R8")]], [tid("R5", 1)])
    for token in ("R6", "R7", "R8"):
        ws.move(tid(token), Target("new") if token == "R6" else Target("set", 1))
    assert ws.sets == [[tid("R3"), tid("R4"), tid("R5")], [tid("R6"), tid("R7"), tid("R8")]]
    ws.move(tid("R5", 1), Target("set", 1))  # goes before R6
    assert ws.sets[1][0] == tid("R5", 1)


def test_rack_order_is_kept_and_sorting():
    ws = make()
    ws.move(tid("J"), Target("rack", position=0))
    assert ws.rack[0] == tid("J") and not ws.can_undo()  # reordering is no game action
    ws.sort_rack("colour")
    assert ws.rack == [tid("K2"), tid("R8"), tid("J")]
    assert merge_rack_order([3, 1, 2], [1, 2, 3, 9]) == [3, 1, 2, 9]


def strict_make():
    """Table R5 R6 R7; rack R8 R9 K2 O2 B2 R1 (ids of the first copies)."""
    table = [[tid("R5"), tid("R6"), tid("R7")]]
    rack = [tid(t) for t in ("R8", "R9", "K2", "O2", "B2", "R1")]
    return Workspace(table, rack, strict=True)


def test_strict_a_tile_attached_to_a_table_set_stays_on_the_table_R_TAKEBACK_club_11_3():
    """Club 11.3: a tile attached to another set cannot go back to the rack,
    even once moved on to a new set of its own; Undo cannot take it there either."""
    ws = strict_make()
    assert ws.move(tid("R8"), Target("set", 0)) is None  # R5-R8: attached
    assert ws.attached == {tid("R8")}
    assert ws.move(tid("R8"), Target("rack")) == "takeback_attached"
    assert ws.move(tid("R8"), Target("new")) is None  # still on the table, still attached
    assert ws.move(tid("R8"), Target("rack")) == "takeback_attached" and ws.where(tid("R8")).kind == "set"
    assert ws.undo_refused() is None and ws.undo()  # back into the run: on the table, allowed
    assert ws.undo_refused() == "undo_attached" and ws.where(tid("R8")) == Target("set", 0, 3)
    assert ws.attached == {tid("R8")}


def test_strict_tiles_used_to_build_a_set_stay_a_lone_tile_or_a_pair_may_come_back_R_TAKEBACK():
    """Club 11.3 "zur Reihen- oder Gruppenbildung verwendet": own tiles that
    formed a valid set are attached; alone in a new set, in a pair or in a set
    that is not valid (a misplaced tile, even beside table tiles) they may come back."""
    ws = strict_make()
    ws.move(tid("K2"), Target("new"))
    ws.move(tid("O2"), Target("set", 1))
    ws.move(tid("R1"), Target("set", 0))  # R1 at R5-R7: not a valid set, not attached
    assert not ws.attached
    assert ws.move(tid("R1"), Target("rack")) is None  # a misplaced tile comes back
    assert ws.move(tid("O2"), Target("rack")) is None  # a pair: not yet a set
    ws.move(tid("O2"), Target("set", 1))
    ws.move(tid("B2"), Target("set", 1))  # K2 O2 B2: a group, built from his tiles
    assert ws.attached == {tid("K2"), tid("O2"), tid("B2")}
    assert ws.move(tid("K2"), Target("rack")) == "takeback_attached"


def test_strict_undo_stops_before_a_move_that_would_put_an_attached_tile_back_and_reset_refuses():
    """Under strict Undo takes back moves while none puts an attached tile back on the rack
    (an undone move leaves its tiles attached: no way round R-TAKEBACK, a referee's playtest);
    Reset refuses while a tile is attached."""
    ws = strict_make()
    ws.move(tid("R8"), Target("set", 0))  # attaches R8
    ws.move(tid("K2"), Target("new"))
    ws.move(tid("O2"), Target("set", 1))
    ws.move(tid("B2"), Target("set", 1))  # attaches the group
    ws.move(tid("R1"), Target("new"))
    assert ws.reset() == "takeback_attached" and ws.where(tid("R8")).kind == "set"
    assert ws.undo()  # R1, never attached, back on the rack
    assert ws.undo_refused() == "undo_attached"  # B2 would go back: it stays
    assert ws.where(tid("B2")).kind == "set" and tid("B2") in ws.attached
    assert ws.move(tid("R1"), Target("new")) is None and ws.move(tid("R1"), Target("rack")) is None


def test_casual_play_lets_any_own_tile_of_the_turn_come_back_R_TAKEBACK():
    """Without strict (casual play) every own tile of this turn may come back; Reset too."""
    ws = make()
    ws.move(tid("R8"), Target("set", 0))
    assert not ws.attached and ws.move(tid("R8"), Target("rack")) is None
    ws.move(tid("R8"), Target("set", 0))
    assert ws.reset() is None and sorted(ws.rack) == sorted(ws.start_rack) and ws.sets == ws.start_table
