"""The word-tile variant (German letter tiles): lexicon, stems and word rules."""
