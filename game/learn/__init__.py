"""Learning mode (issue #20); its modules are fetched when a learning screen
opens (game.learn_loading), but this package is shipped at start-up, so what
the address needs before they load lives here, once."""

PUZZLE_LEVELS = ("easy", "medium", "hard")  # a puzzle's level (game.learn.puzzles), the address's ``level=``
PUZZLE_SET_MOST = 30  # puzzles in a shared set (game.learn.puzzle_ids), the most the address's ``at=`` names
