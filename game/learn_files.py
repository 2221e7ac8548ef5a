"""Learning mode's modules, fetched when a learning screen opens (game.learn_loading).

Written by tools/pyscript_files.py: do not edit."""

FILES = (
    "game/learn/analysis_actions.py",
    "game/learn/analysis_view.py",
    "game/learn/lessons.py",
    "game/learn/progress.py",
    "game/learn/puzzle_ids.py",
    "game/learn/puzzle_screen.py",
    "game/learn/puzzle_session.py",
    "game/learn/puzzle_view.py",
    "game/learn/puzzles.py",
    "game/learn/turns.py",
    "game/learn/tutorial.py",
    "game/learn/tutorial_screen.py",
    "game/learn/tutorial_view.py",
    "game/learn/wekken.py",
)
