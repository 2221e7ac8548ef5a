"""The learning pages' pure parts (issue #20): the puzzle session on the game's
workspace (check, solution, undo), the address's learning keys, the puzzle
and analysis views (hostile values stay text; de and en)."""

from datetime import date

from game import url_params
from game.learn import analysis_view, puzzle_view, puzzles
from game.learn.puzzle_ids import from_address, position
from game.learn.puzzle_session import PuzzleSession
from game.settings import GameSettings
from game.ui import title_view
from game.ui.html import escape
from rules.tiles import face_of, parse_faces

from escaping_helpers import HOSTILE, assert_inert, text_of


def _session(puzzle_id="24", lang="en"):
    return PuzzleSession(GameSettings(lang=lang), puzzles.load(puzzle_id))


def test_a_puzzle_is_played_on_the_workspace_and_checked():
    session = _session()  # puzzle 24: Black, Orange and Red 10 make the best play (3 tiles)
    said = [value for kind, value in session.effects if kind == "say"]  # a screen reader heard "Your turn Your turn"
    assert said == ["Lay as many tiles from your rack as you can; you may rearrange the table. Goal: 3 tiles."]
    assert session.human_turn() and not session.end_turn(0)
    assert session.error.key == "rule_refused"  # R-TURN: nothing laid
    tens = [t for t in session.workspace.rack if face_of(t) in parse_faces("K10 O10 R10")][:3]
    for index, tile in enumerate(tens):
        session.drop(tile, "new" if index == 0 else "set", len(session.workspace.sets) - 1)
    assert session.end_turn(0) and session.answer.solved and session.notice.key == "puzzle_solved_tiles"
    assert session.human_turn()  # the turn stays open: nothing was played in the game
    session.drop(tens[2], "rack")
    assert not session.end_turn(0) and "R-GROUP" in str(session.error.params)


def test_the_solution_is_laid_step_by_step_and_undone_at_once():
    session = _session("0")
    steps = session.solution_steps()
    assert len(steps) == session.puzzle.best_count + 1
    assert steps[0][1] == session.workspace.start_rack or len(steps[0][1]) == len(session.workspace.start_rack)
    for index, (sets, rack) in enumerate(steps):
        session.show_step(sets, rack, index == len(steps) - 1)
    assert session.answer.solved and session.solution_shown and session.notice.key == "puzzle_solution"
    assert session.notice.text("de") == "Die Lösung des Computers: 5 Steine."
    assert session.end_turn(0) and session.notice.key == "puzzle_solution"  # no credit once shown
    assert len(session.fresh) == session.puzzle.best_count
    session.undo()
    assert session.workspace.sets == session.workspace.start_table


def test_the_address_opens_puzzles():
    parsed = url_params.parse("?mode=puzzle&seed=12&puzzle=w3,x1&level=hard")
    assert parsed.mode == "puzzle" and parsed.settings.seed == 12 and not parsed.problems
    assert parsed.learn == {"puzzle": "w3,x1", "level": "hard"}
    ids, notices = from_address(parsed.learn)
    assert ids == ["w3"] and notices[0].params == {"ids": "x1"}
    bad = url_params.parse("?mode=chess&level=" + HOSTILE)
    assert bad.mode is None and [p.params["name"] for p in bad.problems] == ["mode", "level"]


def test_the_address_keeps_the_puzzle_open_in_a_set_and_refuses_a_hostile_place():
    assert puzzle_view.share_query(["w2", "5", "9"], 2) == "?mode=puzzle&puzzle=w2,5,9&at=3"
    assert puzzle_view.share_query(["w2", "5", "9"], 0) == "?mode=puzzle&puzzle=w2,5,9"  # the first: no at
    parsed = url_params.parse(puzzle_view.share_query(["w2", "5", "9"], 2))  # what a reload reads
    ids, _ = from_address(parsed.learn)
    assert position(parsed.learn, len(ids)) == (2, []) and not parsed.problems
    for hostile in (HOSTILE, "0", "-1", "31", "2.5", "1e3", "٣", "9" * 400):
        bad = url_params.parse("?mode=puzzle&puzzle=w2,5&at=" + hostile)
        assert "at" not in bad.learn and position(bad.learn, 2) == (0, [])
        assert bad.problems[0].params["name"] == "at"
        en, de = (url_params.describe(bad.problems[0]).text(lang) for lang in ("en", "de"))
        assert "1–30" in en and "the set's first puzzle" in en and "das erste Rätsel der Folge" in de
    assert_inert(escape(title_view.notice_list("en", [url_params.describe(url_params.parse(
        "?mode=puzzle&at=" + HOSTILE).problems[0])])))
    index, notices = position(url_params.parse("?mode=puzzle&puzzle=w2,5&at=7").learn, 2)
    assert index == 0 and notices[0].text("en") == "This set has 2 puzzles, so there is no puzzle 7: it starts at the first one."
    assert "Diese Rätselfolge hat 2 Rätsel" in notices[0].text("de")


def test_puzzle_views_in_both_languages():
    puzzle = puzzles.load("w2")
    place = puzzle_view.Place(puzzle, 0, ["w2", "5"])
    assert puzzle_view.share_query(["5"]) == "?mode=puzzle&seed=5"
    assert puzzle_view.share_query(["w2", "5"]) == "?mode=puzzle&puzzle=w2,5"
    for lang, goal, credit in (("en", "Goal: 511 points", "van der Wekken"), ("de", "Ziel: 511 Punkte", "Bachelorarbeit")):
        html = escape(puzzle_view.banner(lang, place, None) + puzzle_view.title(lang, place))
        assert goal in text_of(html) and credit in text_of(html)
        assert "Rätsel 1 von 2 dieser Sammlung" in text_of(html) if lang == "de" else \
            "puzzle 1 of 2 in this set" in text_of(html)
    daily = puzzles.load(str(puzzles.daily_seed(date(2026, 11, 26))))
    assert puzzle_view.name("en", puzzle_view.Place(daily, 0, [daily.id], daily=True)) == "Puzzle of the day"
    # opened from a link, a day's puzzle says whose day it was (its number read like a wrong date: 20261131)
    assert puzzle_view.name("de", puzzle_view.Place(daily, 0, [daily.id])) == "Rätsel des Tages vom 26.11.2026"
    assert puzzle_view.name("en", puzzle_view.Place(daily, 0, [daily.id])) == "Puzzle of the day, 2026-11-26"
    other = puzzles.load(str(int(daily.id) + 1))
    assert puzzle_view.name("de", puzzle_view.Place(other, 0, [other.id])) == f"Rätsel {other.id}"
    actions = escape(puzzle_view.actions("en", frozenset({"undo"})))
    assert "Next puzzle" in actions and "Check" in actions and 'data-action="puzzle_solution"' in actions
    assert 'data-action="reset_turn" data-focus="a-reset_turn" disabled' in actions
    assert 'class="action primary" data-action="end_turn"' in actions  # Check leads until the puzzle is done
    done = escape(puzzle_view.actions("en", frozenset(), done=True))
    assert 'class="action primary" data-action="puzzle_next"' in done and 'class="action" data-action="end_turn"' in done


def _turn(step, player, turn, count, best, missed):
    return {"step": step, "player": player, "turn": turn, "count": count, "points": count * 5, "best": best,
            "best_points": best * 5, "missed": missed, "objective": "tiles"}


def test_the_analysis_dialog_lists_turns_and_marks_the_missed_most():
    result = {"turns": [_turn(0, 0, 1, 0, 0, 0), _turn(2, 0, 2, 1, 4, 3), _turn(4, 1, 1, 2, 2, 0)],
              "missed_most": [2]}
    html = escape(analysis_view.dialog("en", result, {0: HOSTILE, 1: "Bea"}))
    assert_inert(html)
    shown = text_of(html)
    assert HOSTILE in shown and "2 turns, 1 of them with a better play" in shown
    assert "Bea: 1 turn, 0 of them with a better play." in shown
    # two players (hot-seat): "your turns, player by player", each turn named by its player (a family
    # read "Deine Züge" and "turns 12, 15, 15", one number for each of three players)
    assert f"Missed most in turns 2 ({HOSTILE})" in shown and "player by player" in shown
    alone = text_of(escape(analysis_view.dialog("en", {**result, "turns": result["turns"][:2]}, {0: "Ann"})))
    assert "Missed most in turns 2 (marked)" in alone and "Your turns against the solver" in alone
    assert html.count("<tr") == 3  # the head and two turns: turn 1 of player 0 could lay nothing
    assert 'class="missed" data-step="2"' in html
    assert "<td>3 tiles</td>" in html  # the miss in its measure: tiles, or points once the pool is low
    assert '<span class="an-tiles">4 tiles,</span> <span class="an-points">20 pts</span>' in html  # two lines on a phone
    low = {"turns": [{**_turn(6, 0, 3, 1, 2, 12), "objective": "points"}], "missed_most": [6]}
    assert "<td>12 pts</td>" in escape(analysis_view.dialog("en", low, {0: "A"}))
    assert "Züge" in text_of(escape(analysis_view.dialog("de", result, {0: "A", 1: "B"})))
    assert "No turns" in text_of(escape(analysis_view.dialog("en", {"turns": [], "missed_most": []}, {})))
