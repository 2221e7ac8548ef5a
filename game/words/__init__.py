"""The word game on this device (issue #14): its session and end-of-game result. Loaded with rules/words."""
