"""The German letter-tile variant (word-rules-spec.md): tiles, lexicon, the word turn."""
