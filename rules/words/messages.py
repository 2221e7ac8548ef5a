"""Why a word turn is refused, in German and English: one sentence per
refusal key of rules/words/turn.py, naming the word and the rule id."""

from __future__ import annotations

from rules.texts import Texts

WORD_MESSAGES = Texts({
    "tiles": {
        "en": "{word}: only letters from your own rack can be laid, each tile once (W-TILES).",
        "de": "{word}: Es dürfen nur Buchstaben von der eigenen Bank gelegt werden, jeder Stein einmal (W-TILES).",
    },
    "take-back": {
        "en": "{word}: letters that were on the table at the start of your turn must stay on the table (W-CHANGE).",
        "de": "{word}: Buchstaben, die zu Beginn deines Zuges auf dem Tisch lagen, müssen auf dem Tisch bleiben "
              "(W-CHANGE).",
    },
    "no-rack-tile": {
        "en": "Lay at least one letter from your rack, or draw a tile (W-CHANGE).",
        "de": "Lege mindestens einen Buchstaben von deiner Bank oder ziehe einen Stein (W-CHANGE).",
    },
    "joker-free": {
        "en": "{word}: the joker taken from it must be placed in a word this turn (W-JOKER).",
        "de": "{word}: Der herausgenommene Joker muss in diesem Zug in ein Wort gelegt werden (W-JOKER).",
    },
    "joker-letter": {
        "en": "{word}: say which letter the joker stands for (W-JOKER).",
        "de": "{word}: Gib an, für welchen Buchstaben der Joker steht (W-JOKER).",
    },
    "first-table": {
        "en": "{word}: before your first word you may not change the words on the table; in that turn every "
              "word comes from your own rack (W-FIRST).",
        "de": "{word}: Vor deinem ersten Wort darfst du die Wörter auf dem Tisch nicht verändern; in diesem Zug "
              "kommt jedes Wort von deiner eigenen Bank (W-FIRST).",
    },
    "first-short": {
        "en": "Your first word needs at least 6 letters from your own rack (W-FIRST).",
        "de": "Dein erstes Wort braucht mindestens 6 Buchstaben von deiner eigenen Bank (W-FIRST).",
    },
    "short": {
        "en": "{word}: every word on the table needs at least 3 letters (W-FIRST).",
        "de": "{word}: Jedes Wort auf dem Tisch braucht mindestens 3 Buchstaben (W-FIRST).",
    },
    "word-letters": {
        "en": "{word}: a word has only the tiles' letters A–Z, Ä, Ö and Ü (W-WORD).",
        "de": "{word}: Ein Wort hat nur die Buchstaben der Steine, A–Z, Ä, Ö und Ü (W-WORD).",
    },
    "word-unknown": {
        "en": "{word} is not in the German dictionary (W-WORD).",
        "de": "{word} steht nicht im deutschen Wörterbuch (W-WORD).",
    },
    "word-name": {
        "en": "{word} is a proper noun, which is not allowed (W-WORD).",
        "de": "{word} ist ein Eigenname und nicht erlaubt (W-WORD).",
    },
    "word-abbreviation": {
        "en": "{word} is an abbreviation, which is not allowed (W-WORD).",
        "de": "{word} ist eine Abkürzung und nicht erlaubt (W-WORD).",
    },
    "twice-table": {
        "en": "{word} is already on the table: no word twice (W-STEM).",
        "de": "{word} liegt schon auf dem Tisch: keine doppelten Wörter (W-STEM).",
    },
    "twice-turn": {
        "en": "{word} is laid twice this turn: no word twice (W-STEM).",
        "de": "{word} wird in diesem Zug zweimal gelegt: keine doppelten Wörter (W-STEM).",
    },
    "stem-table": {
        "en": "{word}: too close to {other}, which is already on the table (W-STEM).",
        "de": "{word}: zu nah an {other}, das schon liegt (W-STEM).",
    },
    "stem-turn": {
        "en": "{word}: too close to {other}, laid in the same turn (W-STEM).",
        "de": "{word}: zu nah an {other}, das im selben Zug gelegt wird (W-STEM).",
    },
})
