"""Human sentences for broken rules, in German and English, keyed by rule id."""

from __future__ import annotations

from rules.texts import Texts

MESSAGES = Texts({
    "R-TILES": {
        "en": "Only tiles from your own rack can be laid.",
        "de": "Es dürfen nur Steine von der eigenen Bank gelegt werden.",
    },
    "R-RUN": {
        "en": "A run needs 3 to 13 tiles of one colour with consecutive numbers (1 is always lowest).",
        "de": "Eine Reihe braucht 3 bis 13 Steine einer Farbe mit aufeinanderfolgenden Zahlen (1 ist immer die kleinste).",
    },
    "R-GROUP": {
        "en": "A group needs 3 or 4 tiles of one number, each in a different colour.",
        "de": "Eine Gruppe braucht 3 oder 4 Steine einer Zahl, jeden in einer anderen Farbe.",
    },
    "R-TURN": {
        "en": "Play at least one tile from your rack, or draw a tile.",
        "de": "Lege mindestens einen Stein von deiner Bank oder ziehe einen Stein.",
    },
    "R-MELD30": {
        "en": "Your first meld must be new sets from your own rack worth at least 30 points, without touching the table.",
        "de": "Für die erste Auslage brauchst du neue Serien aus deiner Bank mit mindestens 30 Punkten, ohne den Tisch zu verändern.",
    },
    "R-REARRANGE": {
        "en": "Rearranging the table is not a turn on its own: lay at least one tile from your rack, "
              "or draw (the rearranged table stays).",
        "de": "Nur Umlegen ist kein Zug: lege mindestens einen Stein von deiner Bank oder ziehe "
              "(der umgelegte Tisch bleibt liegen).",
    },
    "R-TAKEBACK": {
        "en": "Tiles that were on the table at the start of your turn must stay on the table.",
        "de": "Steine, die zu Beginn deines Zuges auf dem Tisch lagen, müssen auf dem Tisch bleiben.",
    },
    "R-JOKER-FREE": {
        "en": "A joker taken from the table must be used again in another set this turn; it never goes to a rack.",
        "de": "Ein vom Tisch genommener Joker muss in diesem Zug in einer anderen Serie wieder verwendet werden; er kommt nie auf die Bank.",
    },
    "R-REDEAL": {
        "en": "A redeal needs three or more pairs of identical tiles among your first 14, before the first tile is drawn.",
        "de": "Neues Mischen darf nur verlangen, wer unter seinen ersten 14 Steinen drei oder mehr gleiche Paare hat, bevor der erste Stein gezogen wird.",
    },
    "R-POOL-EMPTY": {
        "en": "The pool is empty: you cannot draw any more.",
        "de": "Der Pool ist leer: es kann nicht mehr gezogen werden.",
    },
    "R-MUST-PLAY": {
        "en": "The pool is empty and you can play: you must lay at least one tile.",
        "de": "Der Pool ist leer und du kannst legen: du musst mindestens einen Stein legen.",
    },
    "R-RUMMIKUB": {
        "en": "The game is over.",
        "de": "Das Spiel ist zu Ende.",
    },
})


def message(rule: str, lang: str = "en") -> str:
    """The sentence for ``rule`` in ``lang`` ("de" or "en"); English if missing."""
    return MESSAGES(lang, rule) if rule in MESSAGES else rule
