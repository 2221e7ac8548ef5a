"""The game screen's two analysis actions (issue #20; game.ui.screen's "Analysis"
and "Show" buttons, not a screen of their own): the humans' turns
read from the game's history on the page (game.learn.turns), judged by the
solver in the computers' worker (AiClient.analyse: the page stays responsive),
listed in a dialog (game.learn.analysis_view); a turn is shown on the
replayed table: the table as it was, laid out as the solver would have, the
tiles from the rack marked, his rack below with those tiles hinted."""

from __future__ import annotations

import json

from game import engine
from game.learn import analysis_view, turns
from game.replay import Position, Replay
from game.session import said_step
from game.view_model import SetView


async def show(screen) -> None:
    session = screen.session
    if session is None or session.settings.variant != "numbers":
        return
    history = engine.history_json(session.game)
    if screen.analysis is not None and screen.analysis[0] == history:
        screen._show_dialog(analysis_view.dialog(screen.lang, screen.analysis[1], _names(session)))
        return
    humans = [session.player_of(seat) for seat, spec in enumerate(session.settings.seats) if spec.human]
    screen._show_dialog(analysis_view.busy(screen.lang))
    try:
        answer, _trouble = await screen._ai.analyse(json.dumps(turns.human_turns(history, humans)))
        result = json.loads(answer)
    except Exception as error:  # never a silent failure: the dialog says why
        screen._show_dialog(analysis_view.failed(screen.lang, f"{type(error).__name__}: {error}"))
        return
    if session is not screen.session:
        return
    screen.analysis = (history, result)
    screen._show_dialog(analysis_view.dialog(screen.lang, result, _names(session)))


def _names(session) -> dict:
    return {session.player_of(seat): session.seat_name(seat) for seat in range(len(session.settings.seats))}


def show_turn(screen, step: int) -> None:
    """The turn that began at ``step`` on the replayed table, the solver's way; the seats
    (whose turn, tile counts) and the move log as they were then."""
    if screen.analysis is None:
        return
    history, result = screen.analysis
    turn = next((t for t in result["turns"] if t["step"] == step), None)
    if turn is None:
        return
    own = frozenset(turn["rack"])
    laid = frozenset(t for s in turn["best_table"] for t in s) & own
    table = [SetView(list(shown), kind, laid & set(s))
             for s in turn["best_table"] for kind, shown in [engine.set_shown(tuple(s))]]
    replay = Replay(history, log=screen.session.log_view(None), step=step, viewer=screen.session.viewer_player())
    then = replay.shown  # whose turn, and every rack's tile count then
    made = engine.steps(turn["table"], turn["best_table"])  # the solver's sets, said as a hint says them
    words = " · ".join(said_step(screen.lang, *step_made) for step_made in made)
    replay.show(step, Position(table, turn["pool"], current=then.current, counts=then.counts,
                               rack=tuple(turn["rack"]), hinted=laid),
                analysis_view.on_table(screen.lang, turn, _names(screen.session)[turn["player"]]),
                words[:1].upper() + words[1:] + "." if words else "")
    screen.replay = replay
    screen._close_overlay()
    screen._show_replay()
