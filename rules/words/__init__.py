"""The German letter-tile variant (word-rules-spec.md): tiles, lexicon, stems, the word turn, the game, saves."""
