"""Why a word turn is refused, in German and English: one sentence per
refusal key of rules/words/turn.py, naming the word and the rule id; and what
the word game (rules/words/game.py) says about its flow: challenges, the end,
actions it does not take."""

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
        "en": "{word}: the same word stem as {other}, which is already on the table: each word only once (W-STEM).",
        "de": "{word}: derselbe Wortstamm wie {other}, das schon liegt: jedes Wort nur einmal (W-STEM).",
    },
    "stem-turn": {
        "en": "{word}: the same word stem as {other}, laid in the same turn: each word only once (W-STEM).",
        "de": "{word}: derselbe Wortstamm wie {other}, das im selben Zug gelegt wird: jedes Wort nur einmal (W-STEM).",
    },
    # the word game's flow (rules/words/game.py)
    "jokers-map": {
        "en": "Say for each joker on the table, and only for those, which letter (A–Z, Ä, Ö, Ü) it stands "
              "for (W-JOKER).",
        "de": "Gib für jeden Joker auf dem Tisch, und nur für diese, an, für welchen Buchstaben (A–Z, Ä, Ö, Ü) "
              "er steht (W-JOKER).",
    },
    "action-unknown": {
        "en": "{act} is no action of the word game: lay words or draw a tile; timeout, challenge and accept "
              "are the others (W-PASS).",
        "de": "{act} ist keine Aktion des Wortspiels: lege Wörter oder ziehe einen Stein; sonst gibt es nur "
              "Zeitablauf, Anzweifeln und Annehmen (W-PASS).",
    },
    "game-over": {
        "en": "The game is over (W-END).",
        "de": "Das Spiel ist zu Ende (W-END).",
    },
    "challenge-off": {
        "en": "Words are checked as they are laid in this game, so there is nothing to challenge (W-CHALLENGE).",
        "de": "In diesem Spiel wird jedes Wort beim Legen geprüft, es gibt nichts anzuzweifeln (W-CHALLENGE).",
    },
    "challenge-none": {
        "en": "There is no play to challenge or accept now: a play can be challenged only until the next "
              "player acts (W-CHALLENGE).",
        "de": "Jetzt gibt es keinen Zug zum Anzweifeln oder Annehmen: ein Zug kann nur angezweifelt werden, "
              "bis der nächste Spieler handelt (W-CHALLENGE).",
    },
    "challenge-who": {
        "en": "Only another player of this game can challenge the play (W-CHALLENGE).",
        "de": "Nur ein anderer Spieler dieses Spiels kann den Zug anzweifeln (W-CHALLENGE).",
    },
    "challenge-waiting": {
        "en": "This play decides the game unless it is challenged: challenge it or accept it (W-CHALLENGE).",
        "de": "Dieser Zug entscheidet das Spiel, wenn er nicht angezweifelt wird: zweifle ihn an oder nimm "
              "ihn an (W-CHALLENGE).",
    },
    "challenge-wrong": {
        "en": "The play stands: its new words are in the German dictionary (W-CHALLENGE).",
        "de": "Der Zug bleibt liegen: seine neuen Wörter stehen im deutschen Wörterbuch (W-CHALLENGE).",
    },
})
