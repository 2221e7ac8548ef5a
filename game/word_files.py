"""The word game's modules, fetched when a word game starts (game.word_loading).

Written by tools/pyscript_files.py: do not edit."""

FILES = (
    "rules/words/__init__.py",
    "rules/words/anagrams.py",
    "rules/words/compounds.py",
    "rules/words/game.py",
    "rules/words/history.py",
    "rules/words/lexicon.py",
    "rules/words/messages.py",
    "rules/words/moves.py",
    "rules/words/notation.py",
    "rules/words/packed.py",
    "rules/words/stemmer.py",
    "rules/words/tiles.py",
    "rules/words/turn.py",
    "rules/words/variant.py",
    "game/words/__init__.py",
    "game/words/replay.py",
    "game/words/results.py",
    "game/words/saves.py",
    "game/words/session.py",
    "game/players/words/__init__.py",
    "game/players/words/child.py",
    "game/players/words/club.py",
    "game/players/words/greedy.py",
    "game/players/words/master.py",
    "game/players/words/seen.py",
    "game/ui/word_views.py",
)
