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
