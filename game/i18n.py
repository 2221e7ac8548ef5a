"""German and English texts of the app, tile names and colour symbols.

Rule messages come from the engine (keyed by rule id); this table holds only
the app's own words, in the one shape of every text table (rules.texts).
``text(lang, key, **params)`` words one entry, ``message(key, **params)``
keeps it as key and parameters until it is drawn.
"""

from __future__ import annotations

from typing import Sequence

from rules.texts import LANGUAGES, Message, Texts

__all__ = ["LANGUAGES", "Message", "TEXTS", "message", "text", "tile_name", "winners_text"]

# Colour order K, O, B, R as in rules.tiles; a symbol per colour so tiles are
# told apart without colour.
COLOUR_SYMBOLS = ("●", "▲", "■", "◆")
COLOUR_CLASSES = ("black", "orange", "blue", "red")
_COLOUR_NAMES = {
    "en": ("Black", "Orange", "Blue", "Red"),
    "de": ("Schwarz", "Orange", "Blau", "Rot"),
}

TEXTS = Texts({
    "rule_refused": {
        "en": "{why} ({rule})",
        "de": "{why} ({rule})",
    },
    "update_ready": {
        "en": "A new version of the game is ready.",
        "de": "Eine neue Version des Spiels ist da.",
    },
    "update_reload": {
        "en": "Reload (your game is kept)",
        "de": "Neu laden (dein Spiel bleibt erhalten)",
    },
    "update_later": {
        "en": "Not now",
        "de": "Später",
    },
    "tagline": {
        "en": "Club rules, computer opponents, no internet needed.",
        "de": "Klub-Regeln, Computergegner, ganz ohne Internet.",
    },
    "new_game": {
        "en": "New game",
        "de": "Neues Spiel",
    },
    "quick_start": {
        "en": "Play now: you against three computers",
        "de": "Sofort spielen: du gegen drei Computer",
    },
    "start": {
        "en": "Start game",
        "de": "Spiel starten",
    },
    "cancel": {
        "en": "Cancel",
        "de": "Abbrechen",
    },
    "seats": {
        "en": "Players",
        "de": "Spieler",
    },
    "seat_n": {
        "en": "Seat {seat}",
        "de": "Platz {seat}",
    },
    "add_seat": {
        "en": "Add player",
        "de": "Spieler hinzufügen",
    },
    "remove_seat": {
        "en": "Remove",
        "de": "Entfernen",
    },
    "human": {
        "en": "Human",
        "de": "Mensch",
    },
    "computer": {
        "en": "Computer",
        "de": "Computer",
    },
    "level_beginner": {
        "en": "Beginner",
        "de": "Anfänger",
    },
    "level_casual": {
        "en": "Casual",
        "de": "Hobby",
    },
    "level_club": {
        "en": "Club",
        "de": "Klub",
    },
    "level_master": {
        "en": "Master",
        "de": "Meister",
    },
    "profile": {
        "en": "Rules",
        "de": "Regeln",
    },
    "profile_club": {
        "en": "Club (tournament rules 2014)",
        "de": "Klub (Turnierregeln 2014)",
    },
    "profile_original": {
        "en": "Original (Jumbo 2005)",
        "de": "Original (Jumbo 2005)",
    },
    "clock": {
        "en": "Turn clock",
        "de": "Zugzeit",
    },
    "clock_off": {
        "en": "Off",
        "de": "Aus",
    },
    "clock_s": {
        "en": "{n} s",
        "de": "{n} s",
    },
    "clock_min": {
        "en": "{n} min",
        "de": "{n} min",
    },
    "language": {
        "en": "Language",
        "de": "Sprache",
    },
    "seed": {
        "en": "Deal number (optional)",
        "de": "Spielnummer (freiwillig)",
    },
    "refill": {  # W-EMPTY's option, the new-game dialog's word game
        "en": "Refill the rack to 7 after every turn (English/Kompakt editions)",
        "de": "Nach jedem Zug auf 7 Steine nachziehen (englische/Kompakt-Ausgabe)",
    },
    "seed_format": {
        "en": "Digits only, at most {most}.",
        "de": "Nur Ziffern, höchstens {most}.",
    },
    "seed_hint": {
        "en": "Same number, same deal.",
        "de": "Gleiche Nummer, gleiche Verteilung.",
    },
    "invalid_end": {
        "en": "Invalid end of turn",
        "de": "Ungültiges Zugende",
    },
    "invalid_end_reject": {
        "en": "Refused, with the reason",
        "de": "Abgelehnt, mit Begründung",
    },
    "invalid_end_penalize": {
        "en": "Table restored + 3 penalty tiles (club 11.6)",
        "de": "Tisch zurück + 3 Strafsteine (Klub 11.6)",
    },
    "hints_allowed": {
        "en": "Allow hints",
        "de": "Tipps erlauben",
    },
    "strict": {
        "en": "Tournament display (hide tile counts)",
        "de": "Turnieranzeige (Steinzahlen verbergen)",
    },
    "you": {
        "en": "You",
        "de": "Du",
    },
    "player_n": {
        "en": "Player {n}",
        "de": "Spieler {n}",
    },
    "computer_name": {
        "en": "{level}",
        "de": "{level}",
    },
    "rack": {
        "en": "Your rack",
        "de": "Deine Bank",
    },
    "rack_of": {
        "en": "Rack of {name}",
        "de": "Bank von {name}",
    },
    "table": {
        "en": "Table",
        "de": "Tisch",
    },
    "set_n": {
        "en": "Set {n}",
        "de": "Serie {n}",
    },
    "new_set": {
        "en": "New set",
        "de": "Neue Serie",
    },
    "new_set_hint": {
        "en": "Drop here for a new set",
        "de": "Hier ablegen für eine neue Serie",
    },
    "empty_table": {
        "en": "The table is empty. Drag tiles here or select a tile and press “New set”.",
        "de": "Der Tisch ist leer. Schiebe Steine hierher oder wähle einen Stein und dann „Neue Serie“.",
    },
    "empty_table_waiting": {
        "en": "The table is empty.",
        "de": "Der Tisch ist leer.",
    },
    "pool": {
        "en": "Pool",
        "de": "Pool",
    },
    "pool_n": {
        "en": "{n} tiles in the pool",
        "de": "{n} Steine im Pool",
    },
    "pool_n_one": {
        "en": "1 tile in the pool",
        "de": "1 Stein im Pool",
    },
    "last_round": {  # the pool's place once it ran out (R-POOL-EMPTY club 11.4, W-END)
        "en": "Last round",
        "de": "Letzte Runde",
    },
    "last_round_turns": {
        "en": "Pool empty: last round, {n} turns left",
        "de": "Pool leer: letzte Runde, noch {n} Züge",
    },
    "last_round_turns_one": {
        "en": "Pool empty: last round, 1 turn left",
        "de": "Pool leer: letzte Runde, noch 1 Zug",
    },
    "pool_ran_out": {  # said and noticed when the last tile is drawn (club 11.4: "sagt dies deutlich an")
        "en": "{name} drew the last tile: every player has exactly one more turn, {name} first (R-POOL-EMPTY, "
              "club 11.4).",
        "de": "{name} hat den letzten Stein gezogen: Jeder hat noch genau einen Zug, {name} zuerst (R-POOL-EMPTY, "
              "Klub 11.4).",
    },
    "pool_ran_out_play_on": {
        "en": "{name} drew the last tile: play goes on without drawing; whoever can lay must (R-POOL-EMPTY).",
        "de": "{name} hat den letzten Stein gezogen: Es wird ohne Ziehen weitergespielt; wer legen kann, muss "
              "legen (R-POOL-EMPTY).",
    },
    "word_pool_ran_out": {
        "en": "{name} drew the last tile: every player has exactly one more turn (W-END).",
        "de": "{name} hat den letzten Stein gezogen: Jeder hat noch genau einen Zug (W-END).",
    },
    "you_pool_ran_out": {
        "en": "You drew the last tile: every player has exactly one more turn, you first (R-POOL-EMPTY, club 11.4).",
        "de": "Du hast den letzten Stein gezogen: Jeder hat noch genau einen Zug, du zuerst (R-POOL-EMPTY, Klub 11.4).",
    },
    "you_pool_ran_out_play_on": {
        "en": "You drew the last tile: play goes on without drawing; whoever can lay must (R-POOL-EMPTY).",
        "de": "Du hast den letzten Stein gezogen: Es wird ohne Ziehen weitergespielt; wer legen kann, muss "
              "legen (R-POOL-EMPTY).",
    },
    "you_word_pool_ran_out": {
        "en": "You drew the last tile: every player has exactly one more turn (W-END).",
        "de": "Du hast den letzten Stein gezogen: Jeder hat noch genau einen Zug (W-END).",
    },
    "tiles_n": {
        "en": "{n} tiles",
        "de": "{n} Steine",
    },
    "tiles_n_one": {
        "en": "1 tile",
        "de": "1 Stein",
    },
    "tiles_hidden": {
        "en": "tiles hidden",
        "de": "Steine verdeckt",
    },
    "draw": {
        "en": "Draw",
        "de": "Ziehen",
    },
    "pass": {
        "en": "Pass",
        "de": "Passen",
    },
    "end_turn": {
        "en": "End turn",
        "de": "Zug beenden",
    },
    "undo": {
        "en": "Undo",
        "de": "Rückgängig",
    },
    "reset_turn": {
        "en": "Reset turn",
        "de": "Zug zurücksetzen",
    },
    "hint": {
        "en": "Hint",
        "de": "Tipp",
    },
    "sort_colour": {
        "en": "Sort by colour",
        "de": "Nach Farbe sortieren",
    },
    "sort_number": {
        "en": "Sort by number",
        "de": "Nach Zahl sortieren",
    },
    "sound_on": {
        "en": "Sound on",
        "de": "Ton an",
    },
    "sound_off": {
        "en": "Sound off",
        "de": "Ton aus",
    },
    "menu": {
        "en": "Menu",
        "de": "Menü",
    },
    "export": {
        "en": "Export game",
        "de": "Spiel exportieren",
    },
    "import": {
        "en": "Import game",
        "de": "Spiel importieren",
    },
    "replay": {
        "en": "Replay",
        "de": "Wiederholung",
    },
    "your_turn": {
        "en": "Your turn",
        "de": "Du bist dran",
    },
    "turn_of": {
        "en": "{name} is thinking…",
        "de": "{name} überlegt…",
    },
    "turn_of_human": {
        "en": "{name}'s turn",
        "de": "{name} ist dran",
    },
    "clock_label": {
        "en": "Time left",
        "de": "Verbleibende Zeit",
    },
    "set_valid_run": {
        "en": "run",
        "de": "Reihe",
    },
    "set_valid_group": {
        "en": "group",
        "de": "Gruppe",
    },
    "set_invalid": {
        "en": "not a valid set",
        "de": "keine gültige Serie",
    },
    "picked": {
        "en": "{tile} picked up. Choose a set, “New set” or the rack.",
        "de": "{tile} aufgenommen. Wähle eine Serie, „Neue Serie“ oder die Bank.",
    },
    "holding": {  # the status line's short form of "picked": one line beside "GAME 1 OF 4" on a phone
        "en": "{tile}: where to?",
        "de": "{tile}: wohin damit?",
    },
    "word_picked": {
        "en": "{tile} picked up. Choose a word, “New word” or the rack.",
        "de": "{tile} aufgenommen. Wähle ein Wort, „Neues Wort“ oder die Bank.",
    },
    "dropped_set": {  # {n}: the set's number, not a count
        "en": "{tile} put in set {n}.",
        "de": "{tile} in Serie {n} gelegt.",
    },
    "dropped_new": {
        "en": "{tile} starts a new set.",
        "de": "{tile} beginnt eine neue Serie.",
    },
    "word_dropped_set": {  # {n}: the word's number on the table
        "en": "{tile} put in word {n}.",
        "de": "{tile} in Wort {n} gelegt.",
    },
    "word_dropped_new": {
        "en": "{tile} starts a new word.",
        "de": "{tile} beginnt ein neues Wort.",
    },
    "dropped_rack": {
        "en": "{tile} back on your rack.",
        "de": "{tile} zurück auf deiner Bank.",
    },
    "tile_hinted": {  # a tile's light said after its name (game.ui.tiles_view.lights)
        "en": "hint",
        "de": "Tipp",
    },
    "tile_fresh": {
        "en": "just laid",
        "de": "eben gelegt",
    },
    "undone_rack": {  # what the live region says after Undo (a screen reader's user heard nothing)
        "en": "Undone: {tile} back on your rack.",
        "de": "Rückgängig: {tile} zurück auf deiner Bank.",
    },
    "undone_set": {  # {n}: the set's number
        "en": "Undone: {tile} back in set {n}.",
        "de": "Rückgängig: {tile} zurück in Serie {n}.",
    },
    "word_undone_set": {
        "en": "Undone: {tile} back in word {n}.",
        "de": "Rückgängig: {tile} zurück in Wort {n}.",
    },
    "undone_all": {  # a puzzle's solution shown, taken back
        "en": "Undone: the table and your rack as before.",
        "de": "Rückgängig: Tisch und Bank wie vorher.",
    },
    "turn_reset": {
        "en": "Turn reset: everything as at the start of your turn.",
        "de": "Zug zurückgesetzt: alles wie zu Beginn deines Zuges.",
    },
    "deselected": {  # the picked tile tapped again, or Escape: it stays where it lay
        "en": "{tile} stays where it was.",
        "de": "{tile} bleibt, wo er war.",
    },
    "played": {
        "en": "{name} played {n} tiles.",
        "de": "{name} hat {n} Steine gelegt.",
    },
    "played_one": {
        "en": "{name} played 1 tile.",
        "de": "{name} hat 1 Stein gelegt.",
    },
    "computer_laid": {  # {tiles}: each set's laid tiles by name and where, sets apart by ";" (a screen reader's user)
        "en": "{name} laid {tiles}.",
        "de": "{name} hat {tiles} gelegt.",
    },
    "laid_in_set": {  # one part of computer_laid: {n} the set's number on the table
        "en": "{tiles} in set {n}",
        "de": "{tiles} in Serie {n}",
    },
    "laid_new_set": {
        "en": "{tiles} as new set {n}",
        "de": "{tiles} als neue Serie {n}",
    },
    "drew": {
        "en": "{name} drew a tile.",
        "de": "{name} hat einen Stein gezogen.",
    },
    "passed": {
        "en": "{name} passed.",
        "de": "{name} hat gepasst.",
    },
    "you_drew": {
        "en": "You drew {tile}.",
        "de": "Du hast {tile} gezogen.",
    },
    "to_player": {  # a notice in "you" words, in hot-seat read by the next player first (game.seats._named)
        "en": "{name}: {what}",
        "de": "{name}: {what}",
    },
    "timeout": {
        "en": "Time ran out: {what}",
        "de": "Zeit abgelaufen: {what}",
    },
    "invalid_end_penalized": {
        "en": "Invalid end of turn — {why} ({rule}). The table is back as it was at the start of your turn, "
              "and you drew {n} penalty tiles (R-INVALID-END, club 11.6).",
        "de": "Ungültiges Zugende — {why} ({rule}). Der Tisch liegt wieder wie zu Beginn deines Zuges, "
              "und du hast {n} Strafsteine gezogen (R-INVALID-END, Klub 11.6).",
    },
    "invalid_end_penalized_one": {
        "en": "Invalid end of turn — {why} ({rule}). The table is back as it was at the start of your turn, "
              "and you drew 1 penalty tile (R-INVALID-END, club 11.6).",
        "de": "Ungültiges Zugende — {why} ({rule}). Der Tisch liegt wieder wie zu Beginn deines Zuges, "
              "und du hast 1 Strafstein gezogen (R-INVALID-END, Klub 11.6).",
    },
    "invalid_end_penalized_zero": {
        "en": "Invalid end of turn — {why} ({rule}). The table is back as it was at the start of your turn; "
              "the pool is empty, so no penalty tile could be drawn (R-INVALID-END, club 11.6).",
        "de": "Ungültiges Zugende — {why} ({rule}). Der Tisch liegt wieder wie zu Beginn deines Zuges; "
              "der Pool ist leer, es gab keinen Strafstein mehr (R-INVALID-END, Klub 11.6).",
    },
    "gave_up": {
        "en": "You gave up your turn: {what}",
        "de": "Du hast deinen Zug aufgegeben: {what}",
    },
    "turn_restored": {
        "en": "your tiles went back, and you drew {n} penalty tiles.",
        "de": "deine Steine sind zurück, du hast {n} Strafsteine gezogen.",
    },
    "turn_restored_one": {
        "en": "your tiles went back, and you drew 1 penalty tile.",
        "de": "deine Steine sind zurück, du hast 1 Strafstein gezogen.",
    },
    "turn_restored_zero": {
        "en": "your tiles went back; the pool is empty, so no penalty tile could be drawn.",
        "de": "deine Steine sind zurück; der Pool ist leer, es gab keinen Strafstein mehr.",
    },
    "turn_kept": {
        "en": "your valid move stands.",
        "de": "dein gültiger Zug bleibt liegen.",
    },
    "turn_partial": {
        "en": "the valid sets stay; the other tiles went back to your rack.",
        "de": "die gültigen Serien bleiben, die übrigen Steine sind zurück auf der Bank.",
    },
    "turn_partial_meld": {
        "en": "your new sets stay; everything else is back as it was (before your first meld the table may not "
              "change).",
        "de": "deine neuen Serien bleiben; alles andere liegt wieder wie zuvor (vor der ersten Auslage darf sich "
              "der Tisch nicht ändern).",
    },
    "turn_draw": {
        "en": "nothing could stand, you drew one tile.",
        "de": "nichts konnte liegen bleiben, du hast einen Stein gezogen.",
    },
    "turn_pass": {
        "en": "nothing could stand, and the pool is empty, so the turn passes.",
        "de": "nichts konnte liegen bleiben, der Pool ist leer, der Zug verfällt.",
    },
    "turn_rearranged": {
        "en": "no tile from your rack could stay; your valid rearrangement of the table stays, "
              "and you drew one tile (club 13.1).",
        "de": "kein Stein von deiner Bank konnte liegen bleiben; dein gültig umgelegter Tisch bleibt liegen, "
              "und du hast einen Stein gezogen (Klub 13.1).",
    },
    "turn_rearranged_pass": {
        "en": "no tile from your rack could stay; your valid rearrangement of the table stays, "
              "and the pool is empty, so the turn passes (club 13.1).",
        "de": "kein Stein von deiner Bank konnte liegen bleiben; dein gültig umgelegter Tisch bleibt liegen, "
              "der Pool ist leer, der Zug verfällt (Klub 13.1).",
    },
    "drew_rearranged": {
        "en": "Your rearranged table stays (rearranging alone is not a turn, club 13.1); you drew {tile}.",
        "de": "Dein umgelegter Tisch bleibt liegen (nur Umlegen ist kein Zug, Klub 13.1); du hast {tile} gezogen.",
    },
    "passed_rearranged": {
        "en": "Your rearranged table stays (rearranging alone is not a turn, club 13.1); "
              "the pool is empty, so your turn passes.",
        "de": "Dein umgelegter Tisch bleibt liegen (nur Umlegen ist kein Zug, Klub 13.1); "
              "der Pool ist leer, dein Zug verfällt.",
    },
    "draw_restored": {
        "en": "Your rearranged table could not stay: {why}. The table is back as it was "
              "at the start of your turn, and {then}",
        "de": "Dein umgelegter Tisch konnte nicht liegen bleiben: {why}. Der Tisch ist wieder "
              "wie zu Beginn deines Zuges, und {then}",
    },
    "draw_took_back": {
        "en": "Drawing ends the turn without playing (R-TURN): your tiles went back to your rack, "
              "the table is as it was at the start of your turn, and {then}",
        "de": "Ziehen beendet den Zug, ohne zu legen (R-TURN): deine Steine sind zurück auf der Bank, "
              "der Tisch ist wie zu Beginn deines Zuges, und {then}",
    },
    "a_tile": {  # the tile someone drew, unnamed (hot-seat: the next player reads it)
        "en": "a tile",
        "de": "einen Stein",
    },
    "then_drew": {
        "en": "you drew {tile}.",
        "de": "du hast {tile} gezogen.",
    },
    "then_passed": {
        "en": "the pool is empty, so your turn passes.",
        "de": "der Pool ist leer, dein Zug verfällt.",
    },
    "table_stays": {
        "en": "table stays",
        "de": "Tisch bleibt",
    },
    "table_goes_back": {
        "en": "table goes back",
        "de": "Tisch zurück",
    },
    "keeps_hint": {
        "en": "Rearranging without a tile from your rack is allowed but is not a turn (club 13.1): "
              "your valid rearranged table stays, and your turn ends.",
        "de": "Umlegen ohne einen Stein von deiner Bank ist erlaubt, aber kein Zug (Klub 13.1): "
              "dein gültig umgelegter Tisch bleibt liegen, und dein Zug endet.",
    },
    "restores_hint": {
        "en": "The table as it lies could not stay with a draw: it goes back as it was at the start "
              "of your turn, your tiles back to your rack.",
        "de": "So wie er liegt, kann der Tisch beim Ziehen nicht bleiben: er wird wie zu Beginn deines "
              "Zuges, deine Steine kommen zurück auf die Bank.",
    },
    "give_up": {
        "en": "Give up turn",
        "de": "Zug aufgeben",
    },
    "give_up_hint": {
        "en": "Tiles you laid in sets this turn cannot go back to your rack (R-TAKEBACK, club 11.3). "
              "Giving up ends the turn as when the time runs out (club 12.4): valid sets stay, the rest goes back.",
        "de": "Steine, die du in diesem Zug in Serien gelegt hast, dürfen nicht zurück auf die Bank "
              "(R-TAKEBACK, Klub 11.3). Aufgeben beendet den Zug wie bei abgelaufener Zeit (Klub 12.4): "
              "gültige Serien bleiben, der Rest kommt zurück.",
    },
    "give_up_original_hint": {
        "en": "Tiles you laid in sets this turn cannot go back to your rack (R-TAKEBACK). Giving up ends the "
              "turn as when the time runs out (R-TIMEOUT): everything goes back and you draw 3 penalty tiles.",
        "de": "Steine, die du in diesem Zug in Serien gelegt hast, dürfen nicht zurück auf die Bank "
              "(R-TAKEBACK). Aufgeben beendet den Zug wie bei abgelaufener Zeit (R-TIMEOUT): alles kommt "
              "zurück, und du ziehst 3 Strafsteine.",
    },
    "warning_10s": {
        "en": "10 seconds left.",
        "de": "Noch 10 Sekunden.",
    },
    "pass_device": {
        "en": "Pass the device to {name}",
        "de": "Gib das Gerät an {name} weiter",
    },
    "pass_hint": {
        "en": "The rack stays hidden until {name} is ready.",
        "de": "Die Bank bleibt verdeckt, bis {name} bereit ist.",
    },
    "ready": {
        "en": "I am {name}: show my rack",
        "de": "Ich bin {name}: Bank zeigen",
    },
    "game_over": {
        "en": "Game over",
        "de": "Spielende",
    },
    "winner": {
        "en": "{name} wins!",
        "de": "{name} gewinnt!",
    },
    "winner_you": {  # the one human's default name ("you") as the winner
        "en": "You win!",
        "de": "Du gewinnst!",
    },
    "winners_shared": {
        "en": "{names} share first place!",
        "de": "{names} teilen sich den ersten Platz!",
    },
    "and": {
        "en": "and",
        "de": "und",
    },
    "score": {
        "en": "Score",
        "de": "Punkte",
    },
    "placement": {
        "en": "Placement points",
        "de": "Platzierungs\u00adpunkte",  # a soft hyphen: the column fits a phone
    },
    "place_points": {  # R-PLACEMENT, one place's points in the column's tooltip and the round's explanation
        "en": "place {place}: {n}",
        "de": "Platz {place}: {n}",
    },
    "round_explained": {
        "en": "A round has {total} games: the placement points of each ({scheme}; a tie shares them) add up to the "
              "round's standings.",
        "de": "Eine Runde hat {total} Spiele: Die Platzierungspunkte jedes Spiels ({scheme}; Gleichplatzierte teilen "
              "sie) ergeben die Rundenwertung.",
    },
    "rack_empty": {
        "en": "empty — out!",
        "de": "leer – fertig!",
    },
    "left_on_rack": {
        "en": "Left on rack",
        "de": "Auf der Bank",
    },
    "no_meld_100": {
        "en": "never melded (−100)",
        "de": "keine erste Auslage (−100)",
    },
    "no_meld_200": {
        "en": "never melded, could have (−200)",
        "de": "keine erste Auslage, obwohl möglich (−200)",
    },
    "seats_turned": {  # the start of a round's next game ({n}: the game's number)
        "en": "Game {n}: the seats turn (R-SEATS). Order of play: {order}; {first} starts.",
        "de": "Spiel {n}: neue Sitzordnung (R-SEATS). Reihenfolge: {order}; {first} beginnt.",
    },
    "next_game": {
        "en": "Next game ({n} of {total})",
        "de": "Nächstes Spiel ({n} von {total})",
    },
    "table_label": {
        "en": "Round {round}, table {table}",
        "de": "Runde {round}, Tisch {table}",
    },
    "sheet_entered": {
        "en": "Entered on the tournament's score sheet: round {round}, table {table}, game {game}.",
        "de": "Auf der Ergebnisliste des Turniers eingetragen: Runde {round}, Tisch {table}, Spiel {game}.",
    },
    "sheet_not_entered": {
        "en": "Not entered on the score sheet: {why}",
        "de": "Nicht auf der Ergebnisliste eingetragen: {why}",
    },
    "back_to_tournament": {
        "en": "Back to the tournament",
        "de": "Zurück zum Turnier",
    },
    "table_not_opened": {
        "en": "The tournament table could not be opened: {why}",
        "de": "Der Turniertisch konnte nicht geöffnet werden: {why}",
    },
    "round_table": {
        "en": "Round standings",
        "de": "Rundenwertung",
    },
    "ranked_by_placement": {
        "en": "Ranked by placement points, then total score, then more first places (then second, third), "
              "then fewer minus points.",
        "de": "Reihenfolge: Platzierungspunkte, dann Gesamtpunkte, dann mehr erste Plätze (dann zweite, dritte), "
              "dann weniger Minuspunkte.",
    },
    "club_rules_standings": {  # the tooltip of "ranked_by_placement"
        "en": "Club rules 10.1 (R-STANDINGS)",
        "de": "Klubregeln 10.1 (R-STANDINGS)",
    },
    "ranked_by_wins": {
        "en": "Ranked by games won, then total score.",
        "de": "Reihenfolge: gewonnene Spiele, dann Gesamtpunkte.",
    },
    "original_rules": {  # the tooltip of "ranked_by_wins"
        "en": "Original rules (R-STANDINGS)",
        "de": "Originalregeln (R-STANDINGS)",
    },
    "games_won": {
        "en": "Games won",
        "de": "Gewonnene Spiele",
    },
    "games_won_short": {
        "en": "Won",
        "de": "Siege",
    },
    "round_over": {
        "en": "The round is over",
        "de": "Die Runde ist zu Ende",
    },
    "new_round": {
        "en": "New round",
        "de": "Neue Runde",
    },
    "game_n": {
        "en": "Game {n} of {total}",
        "de": "Spiel {n} von {total}",
    },
    "total": {
        "en": "Total",
        "de": "Summe",
    },
    "place": {
        "en": "Place",
        "de": "Platz",
    },
    "points": {
        "en": "Points",
        "de": "Punkte",
    },
    "player": {
        "en": "Player",
        "de": "Spieler",
    },
    "loading_engine": {
        "en": "Loading the rules…",
        "de": "Die Regeln werden geladen…",
    },
    "words_loading": {
        "en": "Loading the word game and its German dictionary…",
        "de": "Das Wortspiel und sein Wörterbuch werden geladen…",
    },
    "words_loading_n": {
        "en": "{done} of {total} files",
        "de": "{done} von {total} Dateien",
    },
    "words_failed": {
        "en": "The word game could not be loaded ({why}). Check the connection and try again.",
        "de": "Das Wortspiel konnte nicht geladen werden ({why}). Bitte prüfe die Verbindung und versuche es noch einmal.",
    },
    "bad_param": {
        "en": "Ignored {name}={value!r}: {why} Using {default}.",
        "de": "{name}={value!r} ignoriert: {why} Es gilt {default}.",
    },
    "default_random": {  # bad_param's default for the deal number
        "en": "a new deal",
        "de": "eine neue Verteilung",
    },
    "default_browser": {  # ... for the language
        "en": "the browser's language",
        "de": "die Sprache des Browsers",
    },
    "bad_seed": {
        "en": "a deal number is a whole number from 0 to 2³¹−1.",
        "de": "Eine Spielnummer ist eine ganze Zahl von 0 bis 2³¹−1.",
    },
    "bad_seats": {
        "en": "2 to 4 players, each “you”, “human” or a level (beginner, casual, club, master).",
        "de": "2 bis 4 Spieler, jeweils „you“, „human“ oder eine Stufe (beginner, casual, club, master).",
    },
    "bad_clock": {
        "en": "choose off, 30, 60, 120 or 300.",
        "de": "erlaubt sind off, 30, 60, 120 oder 300.",
    },
    "bad_profile": {
        "en": "choose club or original.",
        "de": "erlaubt sind club oder original.",
    },
    "bad_lang": {
        "en": "choose de or en.",
        "de": "erlaubt sind de oder en.",
    },
    "bad_choice": {
        "en": "not one of {choices}.",
        "de": "nicht eins von {choices}.",
    },
    "bad_parent": {
        "en": "Ignored parent={value!r}: not an origin such as https://club.example (http only on this "
              "computer: localhost). The game runs without talking to the page around it.",
        "de": "parent={value!r} ignoriert: kein Ursprung wie https://verein.example (http nur auf diesem "
              "Rechner: localhost). Das Spiel läuft, ohne mit der umgebenden Seite zu sprechen.",
    },
    "storage_off": {
        "en": "This browser keeps nothing for this page here (storage blocked): the game is not saved.",
        "de": "Der Browser speichert hier nichts für diese Seite (Speicher gesperrt): das Spiel wird nicht "
              "gesichert.",
    },
    "unknown_param": {
        "en": "Unknown setting {name!r} ignored.",
        "de": "Unbekannte Einstellung {name!r} ignoriert.",
    },
    "save_corrupt": {
        "en": "The saved game could not be read: {why}. It was set aside; a new game starts.",
        "de": "Das gespeicherte Spiel war nicht lesbar: {why}. Es wurde beiseitegelegt; ein neues Spiel beginnt.",
    },
    "import_failed": {
        "en": "This file could not be opened: {why}.",
        "de": "Diese Datei ließ sich nicht öffnen: {why}.",
    },
    "resumed": {
        "en": "Welcome back: your game continues.",
        "de": "Willkommen zurück: dein Spiel geht weiter.",
    },
    "replay_of": {  # in German "Schritt": a "Zug" is a player's own count in the analysis ("analysis_turn")
        "en": "Replay: move {n} of {total}",
        "de": "Wiederholung: Schritt {n} von {total}",
    },
    "replay_prev": {
        "en": "Previous move",
        "de": "Vorheriger Zug",
    },
    "replay_next": {
        "en": "Next move",
        "de": "Nächster Zug",
    },
    "replay_close": {
        "en": "Back to the game",
        "de": "Zurück zum Spiel",
    },
    "hint_none": {
        "en": "No play found: draw a tile.",
        "de": "Kein Zug gefunden: zieh einen Stein.",
    },
    "hints_off": {
        "en": "Hints are switched off for this game.",
        "de": "Tipps sind in diesem Spiel ausgeschaltet.",
    },
    "takeback": {
        "en": "Tiles that were on the table stay on the table (R-TAKEBACK).",
        "de": "Steine, die auf dem Tisch lagen, bleiben auf dem Tisch (R-TAKEBACK).",
    },
    "takeback_attached": {
        "en": "Under tournament rules a tile you have laid in a set this turn can no longer go back to "
              "your rack (R-TAKEBACK, club 11.3); it may still move on the table.",
        "de": "Nach Turnierregeln darf ein Stein, den du in diesem Zug in eine Serie gelegt hast, nicht "
              "mehr zurück auf die Bank (R-TAKEBACK, Klub 11.3); auf dem Tisch darf er weiter wandern.",
    },
    "undo_attached": {
        "en": "Under tournament rules a tile you have laid in a set this turn can no longer go back to "
              "your rack, not by Undo either (R-TAKEBACK, club 11.3); it may still move on the table.",
        "de": "Nach Turnierregeln darf ein Stein, den du in diesem Zug in eine Serie gelegt hast, nicht "
              "mehr zurück auf die Bank, auch nicht mit Rückgängig (R-TAKEBACK, Klub 11.3); auf dem Tisch "
              "darf er weiter wandern.",
    },
    "not_your_turn": {
        "en": "Wait for your turn.",
        "de": "Warte, bis du dran bist.",
    },
    "saved_game": {
        "en": "{seats} · game {game} · {moves} moves",
        "de": "{seats} · Spiel {game} · {moves} Züge",
    },
    "elsewhere": {
        "en": "This game goes on in another tab",
        "de": "Dieses Spiel geht in einem anderen Tab weiter",
    },
    "elsewhere_hint": {
        "en": "Another tab or window saved this game since. Here it stops, so that neither overwrites the other; the"
              " state shown here is kept under “Saved games”.",
        "de": "Ein anderer Tab oder ein anderes Fenster hat dieses Spiel inzwischen gespeichert. Hier hält es an, "
              "damit keins das andere überschreibt; der Stand hier bleibt unter „Gespeicherte Spiele“.",
    },
    "elsewhere_load": {
        "en": "Load the newer state",
        "de": "Den neueren Stand laden",
    },
    "save_failed": {
        "en": "This browser refuses to save (storage full?): the game goes on, but a reload would lose it. Export it"
              " from the menu to keep it.",
        "de": "Dieser Browser speichert nicht (Speicher voll?): das Spiel geht weiter, ginge aber beim Neuladen "
              "verloren. Exportiere es im Menü, um es zu behalten.",
    },
    "link_or_saved": {
        "en": "This link starts a new game",
        "de": "Dieser Link beginnt ein neues Spiel",
    },
    "link_or_saved_hint": {
        "en": "Your saved game is shown behind this message: {summary}. If you start the new game, the saved one is "
              "kept under “Saved games” in the menu.",
        "de": "Hinter dieser Meldung siehst du dein gespeichertes Spiel: {summary}. Wenn du das neue Spiel beginnst,"
              " bleibt das gespeicherte im Menü unter „Gespeicherte Spiele“.",
    },
    "continue_saved": {
        "en": "Continue my saved game",
        "de": "Mein gespeichertes Spiel weiterspielen",
    },
    "start_linked": {
        "en": "Start the new game",
        "de": "Das neue Spiel beginnen",
    },
    "recent_games": {
        "en": "Saved games",
        "de": "Gespeicherte Spiele",
    },
    "recent_none": {
        "en": "No other saved games. A game you leave for a new one is kept here.",
        "de": "Keine weiteren gespeicherten Spiele. Ein Spiel, das du für ein neues verlässt, bleibt hier.",
    },
    "recent_resume": {
        "en": "Resume",
        "de": "Weiterspielen",
    },
    "recent_hint": {
        "en": "Resuming one keeps the game you are playing now here.",
        "de": "Wenn du eins fortsetzt, bleibt das Spiel, das du gerade spielst, hier.",
    },
    "ai_restarted": {
        "en": "The computer players stopped answering and were restarted.",
        "de": "Die Computerspieler haben nicht mehr geantwortet und wurden neu gestartet.",
    },
    "ai_on_page": {
        "en": "The computer players cannot be started (is the game's server gone?): they now think on this page, at "
              "most at Casual's strength.",
        "de": "Die Computerspieler lassen sich nicht starten (ist der Server des Spiels weg?): sie denken jetzt auf "
              "dieser Seite, höchstens so stark wie „Hobby“.",
    },
    "rummikub": {
        "en": "Rummikub!",
        "de": "Rummikub!",
    },
    "pool_empty_end": {
        "en": "The pool ran empty and nobody went out: the lowest rack wins (R-POOL-EMPTY).",
        "de": "Der Pool ist leer und niemand ist fertig geworden: die kleinste Bank gewinnt (R-POOL-EMPTY).",
    },
    "redeal": {
        "en": "New deal (3 pairs)",
        "de": "Neu mischen (3 Paare)",
    },
    "redealt": {
        "en": "{name} showed three pairs: all tiles were reshuffled and dealt again (R-REDEAL).",
        "de": "{name} hat drei Paare gezeigt: alle Steine wurden neu gemischt und verteilt (R-REDEAL).",
    },
    "save_not_ours": {
        "en": "not a saved game of this app",
        "de": "kein gespeichertes Spiel dieser App",
    },
    "save_too_large": {
        "en": "more than {mb} MB, too large for a saved game",
        "de": "mehr als {mb} MB, zu groß für ein gespeichertes Spiel",
    },
    "save_contradicts": {
        "en": "the saved game contradicts itself ({what})",
        "de": "das gespeicherte Spiel widerspricht sich selbst ({what})",
    },
    "contra_seat": {
        "en": "seat {seat} does not exist",
        "de": "Platz {seat} gibt es nicht",
    },
    "contra_computer": {
        "en": "seat {seat} is a computer player",
        "de": "auf Platz {seat} spielt der Computer",
    },
    "contra_names": {
        "en": "{names} names for {seats} seats",
        "de": "{names} Namen für {seats} Plätze",
    },
    "contra_players": {
        "en": "a game of {players} players at {seats} seats",
        "de": "ein Spiel mit {players} Spielern an {seats} Plätzen",
    },
    "contra_rules": {
        "en": "its game and its settings follow different rules",
        "de": "sein Spiel und seine Einstellungen folgen verschiedenen Regeln",
    },
    "contra_deal": {
        "en": "its game is not the deal its settings name",
        "de": "sein Spiel ist nicht die Verteilung, die seine Einstellungen nennen",
    },
    "contra_game_no": {
        "en": "game {n} of a round of {total}",
        "de": "Spiel {n} einer Runde mit {total} Spielen",
    },
    "contra_time": {
        "en": "an impossible time spent on the turn",
        "de": "eine unmögliche Bedenkzeit im laufenden Zug",
    },
    "contra_results": {
        "en": "the results do not fit the seats and games",
        "de": "die Ergebnisse passen nicht zu den Plätzen und Spielen",
    },
    "contra_moves": {
        "en": "its moves break the rules",
        "de": "seine Züge verstoßen gegen die Regeln",
    },
    "contra_workspace": {
        "en": "the unfinished turn's tiles do not match the game",
        "de": "die Steine des angefangenen Zugs gehören nicht zu diesem Spiel",
    },
    "letter_tile": {
        "en": "Letter {letter}",
        "de": "Buchstabe {letter}",
    },
    "joker_as": {
        "en": "Joker ({letter})",
        "de": "Joker als {letter}",
    },
    "word_n": {
        "en": "Word {n}",
        "de": "Wort {n}",
    },
    "word_not_yet": {
        "en": "not a word yet",
        "de": "noch kein Wort",
    },
    "word_row_end": {
        "en": "To the end of word {n}",
        "de": "Ans Ende von Wort {n}",
    },
    "new_word": {
        "en": "New word",
        "de": "Neues Wort",
    },
    "new_word_hint": {
        "en": "Drop a tile here, or select one and press here, to start a new word",
        "de": "Lege einen Stein hier ab oder wähle einen und tippe hier, um ein neues Wort zu beginnen",
    },
    "empty_table_words": {
        "en": "No words on the table yet. Drag letters here or select a letter and press “New word”.",
        "de": "Noch liegt kein Wort. Schiebe Buchstaben hierher oder wähle einen und dann „Neues Wort“.",
    },
    "score_of": {
        "en": "{score} of {goal} points",
        "de": "{score} von {goal} Punkten",
    },
    "joker_pick": {
        "en": "Which letter is the joker?",
        "de": "Welcher Buchstabe ist der Joker?",
    },
    "joker_pick_cancel": {
        "en": "Cancel: the joker goes back",
        "de": "Abbrechen: Joker zurück",
    },
    "joker_pick_hint": {
        "en": "Type a letter or press one.",
        "de": "Tippe einen Buchstaben.",
    },
    "challenge_ask": {
        "en": "{name} laid {words}. Challenge?",
        "de": "{name} legte {words}. Anfechten?",
    },
    "challenge_by": {
        "en": "Challenge ({name})",
        "de": "Anfechten ({name})",
    },
    "accept_play": {
        "en": "Accept",
        "de": "Gelten lassen",
    },
    "sort_alpha": {
        "en": "Sort A–Z",
        "de": "Nach dem Alphabet sortieren",
    },
    "sort_vowels": {
        "en": "Vowels first",
        "de": "Vokale zuerst",
    },
    "variant": {
        "en": "Game",
        "de": "Spiel",
    },
    "variant_numbers": {
        "en": "Numbers",
        "de": "Zahlen",
    },
    "variant_words": {
        "en": "Words",
        "de": "Wörter",
    },
    "check": {
        "en": "Word check",
        "de": "Wortprüfung",
    },
    "check_auto": {
        "en": "Check at once",
        "de": "Sofort prüfen",
    },
    "check_challenge": {
        "en": "Challenge",
        "de": "Anfechten",
    },
    "word_end_goal": {
        "en": "{name} reached {score} points: the game ends at once (W-END).",
        "de": "{name} hat {score} Punkte erreicht: das Spiel endet sofort (W-END).",
    },
    "word_end_pool": {
        "en": "The pool ran empty and everyone had one more turn: the highest total wins (W-END).",
        "de": "Der Pool ist leer und alle hatten noch einen Zug: die höchste Summe gewinnt (W-END).",
    },
    "close": {
        "en": "Close",
        "de": "Schließen",
    },
    "look_at_table": {  # the end of game's Close: the final table in sight
        "en": "See the table",
        "de": "Tisch ansehen",
    },
    "results": {  # ... and back to the results
        "en": "Results",
        "de": "Ergebnis",
    },
    "credits": {
        "en": "Credits and sources",
        "de": "Credits / Quellen",
    },
    "runtime_credits": {
        "en": "The game runs in your browser on Pyodide (Python for WebAssembly, MPL 2.0) and PyScript "
              "(Apache 2.0), with pydantic (MIT); it works offline through Workbox (MIT).",
        "de": "Das Spiel läuft in deinem Browser mit Pyodide (Python für WebAssembly, MPL 2.0) und PyScript "
              "(Apache 2.0), dazu pydantic (MIT); ohne Internet spielbar dank Workbox (MIT).",
    },
    # learning: the tutorial and the learner's progress (issue #20 parts 1 and 4, game/learn/)
    "learn": {"en": "Learn", "de": "Lernen"},
    "learn_title": {"en": "Learn to play", "de": "Spielen lernen"},
    "learn_intro": {
        "en": "Short lessons: you lay the tiles yourself, the game checks your move with its rules.",
        "de": "Kurze Lektionen: du legst die Steine selbst, das Spiel prüft deinen Zug mit seinen Regeln.",
    },
    "learn_start": {"en": "Start: {lesson}", "de": "Los: {lesson}"},
    "learn_continue": {"en": "Go on: {lesson}", "de": "Weiter: {lesson}"},
    "learn_play": {"en": "Play a game", "de": "Ein Spiel spielen"},
    "learn_lesson_n": {"en": "Lesson {n} of {total}", "de": "Lektion {n} von {total}"},
    "learn_done_mark": {"en": "done", "de": "erledigt"},
    "learn_check": {"en": "Check", "de": "Prüfen"},
    "learn_again": {"en": "Start again", "de": "Von vorn"},
    "learn_next": {"en": "Next lesson", "de": "Nächste Lektion"},
    "learn_lessons": {"en": "All lessons", "de": "Alle Lektionen"},
    "learn_to_game": {"en": "To the game", "de": "Zum Spiel"},
    "learn_all_done": {
        "en": "You have done every lesson. Off to a real game!",
        "de": "Du hast alle Lektionen geschafft. Auf zu einem echten Spiel!",
    },
    "learn_points": {"en": "{n} points", "de": "{n} Punkte"},
    "learn_points_one": {"en": "1 point", "de": "1 Punkt"},
    "learn_answers": {"en": "Answers", "de": "Antworten"},
    "learn_progress": {"en": "For teachers: the learner's progress", "de": "Für Lehrkräfte: der Lernstand"},
    "learn_progress_n": {
        "en": "Lessons done: {lessons} of {total}. Puzzles solved: {puzzles}.",
        "de": "Lektionen erledigt: {lessons} von {total}. Rätsel gelöst: {puzzles}.",
    },
    "learn_export": {"en": "Save progress as a file", "de": "Lernstand als Datei sichern"},
    "learn_import": {"en": "Load progress from a file", "de": "Lernstand aus einer Datei laden"},
    "learn_imported": {
        "en": "Progress loaded and added to this device's. Lessons done: {lessons}. Puzzles solved: {puzzles}.",
        "de": "Lernstand geladen und mit dem auf diesem Gerät zusammengeführt. Lektionen erledigt: {lessons}. "
              "Rätsel gelöst: {puzzles}.",
    },
    "learn_import_failed": {
        "en": "The file was not loaded, your progress is unchanged: {why}",
        "de": "Die Datei wurde nicht geladen, dein Lernstand ist unverändert: {why}",
    },
    "learn_to_puzzles": {"en": "On to the puzzles: lay as many tiles as you can",
                         "de": "Weiter zu den Rätseln: lege so viele Steine wie möglich"},
    "learn_save_failed": {
        "en": "Your progress could not be saved on this device (storage full or blocked); it holds for this visit.",
        "de": "Dein Lernstand konnte auf diesem Gerät nicht gespeichert werden (Speicher voll oder gesperrt); "
              "er gilt für diesen Besuch.",
    },
    "learn_mode_default": {"en": "the title screen", "de": "der Startbildschirm"},
    "progress_too_large": {
        "en": "larger than {kb} KB, which no progress file of this game is.",
        "de": "größer als {kb} KB, so groß ist kein Lernstand dieses Spiels.",
    },
    "progress_not_ours": {
        "en": "not a progress file of this game.",
        "de": "kein Lernstand dieses Spiels.",
    },
    "progress_version": {
        "en": "written by another version of the game (version {version}).",
        "de": "von einer anderen Version des Spiels (Version {version}).",
    },
    "progress_invalid": {
        "en": "a contradiction at {where} ({why}).",
        "de": "ein Widerspruch bei {where} ({why}).",
    },
    "progress_unknown_lesson": {
        "en": "a lesson this tutorial does not have ({id!r}).",
        "de": "eine Lektion, die es hier nicht gibt ({id!r}).",
    },
    "progress_bad_puzzle": {
        "en": "a puzzle this game does not have ({id!r}).",
        "de": "ein Rätsel, das es in diesem Spiel nicht gibt ({id!r}).",
    },
    "progress_corrupt": {
        "en": "The stored progress could not be read: {why} It is kept aside and you start afresh.",
        "de": "Der gespeicherte Lernstand war nicht lesbar: {why} Er ist beiseitegelegt, du fängst neu an.",
    },
    "learn_run_title": {"en": "A run", "de": "Eine Reihe"},
    "learn_run_task": {
        "en": "A run is 3 or more tiles of one colour with numbers in a row. Lay Red 4, 5 and 6 as a run: "
              "pick a tile up (tap it), put it on “New set”, then put the other "
              "two on that set. Then press “Check”.",
        "de": "Eine Reihe sind 3 oder mehr Steine einer Farbe mit aufeinanderfolgenden Zahlen. Lege Rot 4, 5 "
              "und 6 als Reihe: nimm einen Stein auf (antippen), lege "
              "ihn auf „Neue Serie“ und die beiden anderen in diese Serie. Dann drücke „Prüfen“.",
    },
    "learn_run_keys": {  # shown where the pointer is a mouse (not on a phone: no Tab key there)
        "en": "With the keyboard: Tab to a tile and press Enter to pick it up, Tab to its place and press Enter again.",
        "de": "Mit der Tastatur: mit Tab zum Stein gehen und Enter drücken, mit Tab zum Platz gehen und wieder "
              "Enter drücken.",
    },
    "learn_run_goal": {
        "en": "Not yet: Red 4, Red 5 and Red 6 must lie together in one run.",
        "de": "Noch nicht: Rot 4, Rot 5 und Rot 6 müssen zusammen in einer Reihe liegen.",
    },
    "learn_run_done": {
        "en": "Well done: that is a run. A run may be up to 13 tiles long, and 1 always comes first: 12-13-1 is no run.",
        "de": "Gut gemacht: das ist eine Reihe. Sie darf bis zu 13 Steine lang sein, und die 1 ist immer die "
              "kleinste: 12-13-1 ist keine Reihe.",
    },
    "learn_group_title": {"en": "A group", "de": "Eine Gruppe"},
    "learn_group_task": {
        "en": "A group is 3 or 4 tiles of one number, each in a different colour. Lay the three 8s as a group "
              "in a new set, then press “Check”.",
        "de": "Eine Gruppe sind 3 oder 4 Steine einer Zahl, jeder in einer anderen Farbe. Lege die drei 8er als "
              "Gruppe in eine neue Serie und drücke „Prüfen“.",
    },
    "learn_group_goal": {
        "en": "Not yet: Black 8, Orange 8 and Blue 8 must lie together in one group.",
        "de": "Noch nicht: Schwarz 8, Orange 8 und Blau 8 müssen zusammen in einer Gruppe liegen.",
    },
    "learn_group_done": {
        "en": "Right: a group. Two tiles of the same colour never go into one group.",
        "de": "Richtig: eine Gruppe. Zwei Steine derselben Farbe kommen nie in eine Gruppe.",
    },
    "learn_joker_title": {"en": "The joker", "de": "Der Joker"},
    "learn_joker_task": {
        "en": "The joker (☺) stands for any tile you need. Lay Black 11 and Black 13 with the joker as a run.",
        "de": "Der Joker (☺) steht für jeden Stein, den du brauchst. Lege Schwarz 11 und Schwarz 13 mit dem "
              "Joker als Reihe.",
    },
    "learn_joker_goal": {
        "en": "Not yet: Black 11, Black 13 and the joker must all be on the table.",
        "de": "Noch nicht: Schwarz 11, Schwarz 13 und der Joker müssen alle auf dem Tisch liegen.",
    },
    "learn_joker_done": {
        "en": "Yes: here the joker is Black 12. A joker left on your rack at the end costs 30 points (club rules).",
        "de": "Ja: hier ist der Joker Schwarz 12. Ein Joker, der am Ende auf deiner Bank bleibt, kostet 30 "
              "Punkte (Klubregeln).",
    },
    "learn_meld30_title": {"en": "The first meld: 30 points", "de": "Die erste Auslage: 30 Punkte"},
    "learn_meld30_task": {
        "en": "Your first play must be new sets from your own rack worth 30 points or more, and the table stays "
              "as it is. Each tile counts its number. Lay sets worth at least 30 points.",
        "de": "Dein erster Zug sind neue Serien von deiner Bank mit zusammen mindestens 30 Punkten, der Tisch "
              "bleibt, wie er ist. Jeder Stein zählt seine Zahl. Lege Serien mit mindestens 30 Punkten.",
    },
    "learn_meld30_goal": {
        "en": "Not yet: lay new sets worth 30 points or more.",
        "de": "Noch nicht: lege neue Serien mit mindestens 30 Punkten.",
    },
    "learn_meld30_done": {
        "en": "You are out! From your next turn on you may add to the table's sets and rearrange them.",
        "de": "Deine erste Auslage liegt! Ab deinem nächsten Zug darfst du an die Serien auf dem Tisch anlegen und sie umlegen.",
    },
    "learn_add_title": {"en": "Adding to a set", "de": "Anlegen"},
    "learn_add_task": {
        "en": "After your first meld you may add tiles to any set on the table. Put Blue 6 on the blue run "
              "and Blue 8 on the group of 8s.",
        "de": "Nach der ersten Auslage darfst du an jede Serie auf dem Tisch anlegen. Lege Blau 6 an die blaue "
              "Reihe und Blau 8 an die Gruppe der 8er.",
    },
    "learn_add_goal": {
        "en": "Not yet: Blue 6 and Blue 8 must both be on the table.",
        "de": "Noch nicht: Blau 6 und Blau 8 müssen beide auf dem Tisch liegen.",
    },
    "learn_add_done": {
        "en": "Both sets are still valid: that is what counts when you end your turn.",
        "de": "Beide Serien sind gültig: das zählt, wenn du deinen Zug beendest.",
    },
    "learn_split_title": {"en": "Splitting a run", "de": "Eine Reihe teilen"},
    "learn_split_task": {
        "en": "Your Red 5 fits nowhere, unless you split the run. Move Red 6 to “New set”, put Red 7 on it, "
              "then your Red 5: two runs, 3-4-5 and 5-6-7.",
        "de": "Deine Rot 5 passt nirgends hin, außer du teilst die Reihe. Lege Rot 6 auf „Neue Serie“, Rot 7 "
              "dazu und dann deine Rot 5: zwei Reihen, 3-4-5 und 5-6-7.",
    },
    "learn_split_goal": {
        "en": "Not yet: your Red 5 must be on the table.",
        "de": "Noch nicht: deine Rot 5 muss auf dem Tisch liegen.",
    },
    "learn_split_done": {
        "en": "Two valid runs. You may split, join and move the table's sets as you like, as long as every set "
              "is valid when you end your turn.",
        "de": "Zwei gültige Reihen. Du darfst die Serien auf dem Tisch teilen, verbinden und umlegen, solange am "
              "Ende deines Zuges jede Serie gültig ist.",
    },
    "learn_rearrange_title": {"en": "Rearranging", "de": "Umlegen"},
    "learn_rearrange_task": {
        "en": "A group of four may give a tile away. Take Red 7 from the group and make a run with your Red 5 "
              "and Red 6.",
        "de": "Eine Vierergruppe darf einen Stein abgeben. Nimm Rot 7 aus der Gruppe und bilde mit deiner Rot 5 "
              "und Rot 6 eine Reihe.",
    },
    "learn_rearrange_goal": {
        "en": "Not yet: Red 5 and Red 6 must both be on the table.",
        "de": "Noch nicht: Rot 5 und Rot 6 müssen beide auf dem Tisch liegen.",
    },
    "learn_rearrange_done": {
        "en": "The group of three is still valid, and you laid two tiles. Tiles from the table never go to your rack.",
        "de": "Die Dreiergruppe ist noch gültig, und du hast zwei Steine gelegt. Steine vom Tisch kommen nie "
              "auf deine Bank.",
    },
    "learn_joker_free_title": {"en": "Freeing a joker", "de": "Einen Joker befreien"},
    "learn_joker_free_task": {
        "en": "The joker in Red 4 ☺ 6 stands for Red 5, which you hold. Put your Red 5 into the run, then take "
              "the joker out of it and use it with Blue 9 and Black 9 in a new group.",
        "de": "Der Joker in Rot 4 ☺ 6 steht für Rot 5, die du hast. Lege deine Rot 5 in die Reihe, nimm dann den "
              "Joker heraus und nutze ihn mit Blau 9 und Schwarz 9 in einer neuen Gruppe.",
    },
    "learn_joker_free_goal": {
        "en": "Not yet: Red 5, Blue 9 and Black 9 must all be on the table, the joker out of the run and with "
              "Blue 9 and Black 9.",
        "de": "Noch nicht: Rot 5, Blau 9 und Schwarz 9 müssen alle auf dem Tisch liegen, der Joker aus der Reihe "
              "heraus bei Blau 9 und Schwarz 9.",
    },
    "learn_joker_free_done": {
        "en": "A joker taken from the table must be used again in the same turn: it never goes to a rack.",
        "de": "Ein Joker vom Tisch muss im selben Zug wieder verwendet werden: er kommt nie auf eine Bank.",
    },
    "learn_score_title": {"en": "Scoring at the end", "de": "Abrechnung am Ende"},
    "learn_score_task": {
        "en": "Another player has just laid his last tile. These tiles are left on your rack (you had made "
              "your first meld). How many points do you lose? (club rules)",
        "de": "Ein anderer Spieler hat gerade seinen letzten Stein gelegt. Diese Steine sind noch auf deiner "
              "Bank (deine erste Auslage lag schon). Wie viele Punkte verlierst du? (Klubregeln)",
    },
    "learn_score_goal": {
        "en": "Not right. Add up the numbers on your rack; a joker counts 30 (club rules).",
        "de": "Nicht richtig. Zähle die Zahlen auf deiner Bank zusammen; ein Joker zählt 30 (Klubregeln).",
    },
    "learn_score_done": {
        "en": "Right. The winner gains the points all the others lose.",
        "de": "Richtig. Der Sieger bekommt die Punkte, die alle anderen verlieren.",
    },
    "learn_clock_title": {"en": "The clock", "de": "Die Uhr"},
    "learn_clock_task": {
        "en": "In the club every turn has 1 minute. Your time ran out with the table as shown: you had laid "
              "Red 10-11-12, and Blue 5 on its own. What happens? (club rules)",
        "de": "Im Klub hat jeder Zug 1 Minute. Deine Zeit ist abgelaufen, der Tisch sieht so aus: du hattest "
              "Rot 10-11-12 gelegt und Blau 5 allein. Was passiert? (Klubregeln)",
    },
    "learn_clock_goal": {
        "en": "Not right. Look at which sets are valid: those stay.",
        "de": "Nicht richtig. Schau, welche Serien gültig sind: die bleiben liegen.",
    },
    "learn_clock_done": {
        "en": "Right: valid sets stay, your other tiles go back to your rack without penalty. Only a table "
              "left broken costs 3 penalty tiles.",
        "de": "Richtig: gültige Serien bleiben, deine übrigen Steine kommen ohne Strafe auf die Bank zurück. "
              "Nur ein kaputt hinterlassener Tisch kostet 3 Strafsteine.",
    },
    # end of learning (issue #20)
    # the word game (game.words.session)
    "word_game_to": {
        "en": "Word game · to {goal} points",
        "de": "Wortspiel · bis {goal} Punkte",
    },
    "first_word_total": {
        "en": "First word: {n} letters from your rack ({goal} needed)",
        "de": "Erstes Wort: {n} Buchstaben von deiner Bank ({goal} nötig)",
    },
    "first_word_total_one": {
        "en": "First word: 1 letter from your rack ({goal} needed)",
        "de": "Erstes Wort: 1 Buchstabe von deiner Bank ({goal} nötig)",
    },
    "word_takeback": {
        "en": "Letters that were on the table stay on the table (W-CHANGE).",
        "de": "Buchstaben, die auf dem Tisch lagen, bleiben auf dem Tisch (W-CHANGE).",
    },
    "word_laid": {
        "en": "{name} laid {word} for {n} points.",
        "de": "{name} hat {word} gelegt: {n} Punkte.",
    },
    "word_laid_all": {
        "en": "{name} laid every letter: {word} counts double, {n} points (W-EMPTY); {drawn} new tiles.",
        "de": "{name} hat alle Buchstaben gelegt: {word} zählt doppelt, {n} Punkte (W-EMPTY); {drawn} neue Steine.",
    },
    "word_draw_restored": {
        "en": "The words on the table go back as they were at the start of the turn (W-PASS).",
        "de": "Die Wörter auf dem Tisch kommen zurück wie zu Beginn des Zuges (W-PASS).",
    },
    "word_time_play": {
        "en": "Time ran out: the words stand, {n} points (W-TIME).",
        "de": "Zeit abgelaufen: Die Wörter bleiben liegen, {n} Punkte (W-TIME).",
    },
    "word_time_partial": {
        "en": "Time ran out: {why} {returned} letters went back to the rack, the rest stands for {n} points; "
              "{drawn} penalty tiles (W-TIME).",
        "de": "Zeit abgelaufen: {why} {returned} Buchstaben kamen zurück auf die Bank, der Rest bleibt für "
              "{n} Punkte liegen; {drawn} Strafsteine (W-TIME).",
    },
    "word_time_penalty": {
        "en": "Time ran out: {why} The turn is undone; {drawn} penalty tiles (W-TIME).",
        "de": "Zeit abgelaufen: {why} Der Zug wird zurückgenommen; {drawn} Strafsteine (W-TIME).",
    },
    "word_time_draw": {
        "en": "Time ran out with nothing laid: one tile drawn (W-TIME, W-PASS).",
        "de": "Zeit abgelaufen, nichts gelegt: ein Stein gezogen (W-TIME, W-PASS).",
    },
    "word_time_pass": {
        "en": "Time ran out with nothing laid; the pool is empty, so the turn passes (W-TIME, W-PASS).",
        "de": "Zeit abgelaufen, nichts gelegt; der Pool ist leer, der Zug verfällt (W-TIME, W-PASS).",
    },
    "word_joker_ask": {
        "en": "Which letter does the joker stand for? Type it: A–Z, Ä, Ö or Ü (W-JOKER).",
        "de": "Für welchen Buchstaben steht der Joker? Tippe ihn: A–Z, Ä, Ö oder Ü (W-JOKER).",
    },
    "word_joker_bad": {
        "en": "“{letter}” is no letter of the tiles: choose A–Z, Ä, Ö or Ü (W-JOKER).",
        "de": "„{letter}“ ist kein Buchstabe der Steine: wähle A–Z, Ä, Ö oder Ü (W-JOKER).",
    },
    "word_joker_none": {
        "en": "No joker on the table is waiting for its letter.",
        "de": "Kein Joker auf dem Tisch wartet auf seinen Buchstaben.",
    },
    "word_joker_set": {
        "en": "The joker stands for {letter}.",
        "de": "Der Joker steht für {letter}.",
    },
    "word_withdrawn": {
        "en": "{name} challenged rightly: {why} The play of {player} is taken back, {n} points off, "
              "and {player} draws {drawn} penalty tiles (W-CHALLENGE).",
        "de": "{name} hat zu Recht angefochten: {why} Der Zug von {player} wird zurückgenommen, {n} Punkte "
              "abgezogen, und {player} zieht {drawn} Strafsteine (W-CHALLENGE).",
    },
    "word_upheld": {
        "en": "{name} challenged, but {words} stands: it is in the German dictionary (W-CHALLENGE).",
        "de": "{name} hat angefochten, aber {words} bleibt liegen: es steht im deutschen Wörterbuch (W-CHALLENGE).",
    },
    "word_accepted": {
        "en": "Nobody challenges: the play of {player} stands (W-CHALLENGE).",
        "de": "Niemand zweifelt an: der Zug von {player} bleibt liegen (W-CHALLENGE).",
    },
    "word_waiting": {
        "en": "The play of {player} decides the game unless it is challenged.",
        "de": "Der Zug von {player} entscheidet das Spiel, wenn ihn niemand anzweifelt.",
    },
    "word_no_hints": {
        "en": "The word game offers no hints.",
        "de": "Im Wortspiel gibt es keine Tipps.",
    },
    # -- issue #19: the table (live texts naming the right player, move log, names, beginner help) --
    "you_played": {
        "en": "You played {n} tiles.",
        "de": "Du hast {n} Steine gelegt.",
    },
    "you_played_one": {
        "en": "You played 1 tile.",
        "de": "Du hast 1 Stein gelegt.",
    },
    "you_passed": {
        "en": "You passed.",
        "de": "Du hast gepasst.",
    },
    "log": {
        "en": "Moves",
        "de": "Züge",
    },
    "log_empty": {
        "en": "No moves yet.",
        "de": "Noch keine Züge.",
    },
    "log_laid": {
        "en": "{name} laid",
        "de": "{name}: gelegt",
    },
    "log_word": {
        "en": "{name} laid {words} (+{n})",
        "de": "{name}: {words} gelegt (+{n})",
    },
    "log_drew": {
        "en": "{name} drew",
        "de": "{name}: gezogen",
    },
    "log_passed": {
        "en": "{name} passed",
        "de": "{name}: gepasst",
    },
    "log_withdrawn": {
        "en": "{name}: word challenged and taken back, {n} penalty tiles",
        "de": "{name}: Wort angefochten und zurückgenommen, {n} Strafsteine",
    },
    "log_withdrawn_one": {
        "en": "{name}: word challenged and taken back, 1 penalty tile",
        "de": "{name}: Wort angefochten und zurückgenommen, 1 Strafstein",
    },
    "log_penalty": {
        "en": "{name}: invalid turn, {n} penalty tiles",
        "de": "{name}: ungültiger Zug, {n} Strafsteine",
    },
    "log_penalty_one": {
        "en": "{name}: invalid turn, 1 penalty tile",
        "de": "{name}: ungültiger Zug, 1 Strafstein",
    },
    "log_redeal": {
        "en": "{name}: new deal",
        "de": "{name}: neu gegeben",
    },
    "computer_n": {
        "en": "{level} {n}",
        "de": "{level} {n}",
    },
    "player_name": {
        "en": "Name",
        "de": "Name",
    },
    "meld_total": {
        "en": "First meld: {n} points ({goal} needed)",
        "de": "Erste Auslage: {n} Punkte ({goal} nötig)",
    },
    "meld_touched": {
        "en": "First meld: new sets only, the table stays as it was (Undo)",
        "de": "Erste Auslage: nur neue Serien, der Tisch bleibt, wie er war (Rückgängig)",
    },
    "meld_total_one": {
        "en": "First meld: 1 point ({goal} needed)",
        "de": "Erste Auslage: 1 Punkt ({goal} nötig)",
    },
    "hint_sets": {
        "en": "Hint: {sets}",
        "de": "Tipp: {sets}",
    },
    "hint_sets_more": {  # a long hint's first steps (game.session.HINT_STEPS); {n} steps more
        "en": "Hint: {sets} · then Hint again ({n} steps more)",
        "de": "Tipp: {sets} · dann wieder Tipp (noch {n} Schritte)",
    },
    "hint_new_set": {  # word by word: a tile on "New set", then the others into that set
        "en": "start a new set with {first} and add {rest}",
        "de": "beginne eine neue Serie mit {first} und lege {rest} dazu",
    },
    "hint_new_set_alone": {
        "en": "start a new set with {first}",
        "de": "beginne eine neue Serie mit {first}",
    },
    "hint_with": {
        "en": "lay {tiles} to {others}",
        "de": "lege {tiles} zu {others}",
    },
    "hint_done": {  # the turn in progress lays all the solver would: end it
        "en": "Nothing more to lay: end your turn.",
        "de": "Mehr geht nicht: beende deinen Zug.",
    },
    "hint_taken": {  # after "hint_with" or "hint_new_set": table tiles taken out of other sets (R-REARRANGE), lit
        "en": "take {tiles} from the table too",
        "de": "nimm {tiles} vom Tisch dazu",
    },
    "hint_move": {  # table tiles only: into a set that stays (R-REARRANGE)
        "en": "move {tiles} to {others}",
        "de": "lege {tiles} zu {others} um",
    },
    "hint_regroup": {  # table tiles of several sets made into a new one (R-REARRANGE)
        "en": "make a new set of {tiles}",
        "de": "bilde eine neue Serie aus {tiles}",
    },
    "meld_short": {
        "en": "Your first meld makes {n} points: it needs at least 30 from your own rack (R-MELD30).",
        "de": "Deine erste Auslage bringt {n} Punkte: sie braucht mindestens 30 aus deiner Bank (R-MELD30).",
    },
    "set_single": {
        "en": "Set {n} is a single tile: a set needs at least 3 tiles, as a run or a group ({rule}).",
        "de": "Serie {n} ist ein einzelner Stein: eine Serie braucht mindestens 3 Steine, als Reihe oder Gruppe ({rule}).",
    },
    "set_two": {
        "en": "Set {n} has only 2 tiles: a set needs at least 3, as a run or a group ({rule}).",
        "de": "Serie {n} hat nur 2 Steine: eine Serie braucht mindestens 3, als Reihe oder Gruppe ({rule}).",
    },
    "rule_ids": {
        "en": "Rule: {ids}",
        "de": "Regel: {ids}",
    },
    "set_by": {
        "en": "laid by {names}",
        "de": "gelegt von {names}",
    },
    "you_word_laid": {
        "en": "You laid {word} for {n} points.",
        "de": "Du hast {word} gelegt: {n} Punkte.",
    },
    "you_word_laid_all": {
        "en": "You laid every letter: {word} counts double, {n} points (W-EMPTY); {drawn} new tiles.",
        "de": "Du hast alle Buchstaben gelegt: {word} zählt doppelt, {n} Punkte (W-EMPTY); {drawn} neue Steine.",
    },
    # -- end of issue #19 --
    "lexicon_credits": {
        "en": "Word list (word tiles) built from: simplemma by Adrien Barbaresi (MIT licence; its German data "
              "come from Wiktionary, Michal Měchura's lemmatization lists (ODbL) and other open sources); "
              "german-nouns by Gregor Weichbrodt, from the German Wiktionary (CC BY-SA 4.0); word frequencies "
              "from wordfreq by Robyn Speer (Apache 2.0; data CC BY-SA 4.0, with SUBTLEX-DE by Brysbaert et al., "
              "OpenSubtitles, Wikipedia and Google Books Ngrams). The word list is shared under CC BY-SA 4.0.",
        "de": "Wortliste (Buchstabensteine) erstellt aus: simplemma von Adrien Barbaresi (MIT-Lizenz; die "
              "deutschen Daten stammen aus dem Wiktionary, den Lemmatisierungslisten von Michal Měchura (ODbL) "
              "und weiteren offenen Quellen); german-nouns von Gregor Weichbrodt, aus dem deutschen Wiktionary "
              "(CC BY-SA 4.0); Worthäufigkeiten aus wordfreq von Robyn Speer (Apache 2.0; Daten CC BY-SA 4.0, "
              "mit SUBTLEX-DE von Brysbaert u. a., OpenSubtitles, Wikipedia und Google Books Ngrams). Die "
              "Wortliste steht unter CC BY-SA 4.0.",
    },
    # -- issue #20: solver-made puzzles and post-game analysis (game/learn/) --
    "puzzles": {"en": "Puzzles", "de": "Rätsel"},
    "puzzle_task_tiles": {
        "en": "Lay as many tiles from your rack as you can; you may rearrange the table.",
        "de": "Lege so viele Steine von deiner Bank wie möglich; du darfst den Tisch umbauen.",
    },
    "puzzle_task_points": {
        "en": "Lay tiles worth as many points as you can (runs and groups).",
        "de": "Lege Steine mit möglichst vielen Punkten (Reihen und Gruppen).",
    },
    "puzzle_solved_tiles": {"en": "Solved! {n} tiles: the best there is.",
                            "de": "Gelöst! {n} Steine: mehr geht nicht."},
    "puzzle_short_tiles": {"en": "{n} tiles laid; the best play lays {best}. Try again!",
                           "de": "{n} Steine gelegt; am besten gehen {best}. Versuch es noch einmal!"},
    "puzzle_short_tiles_one": {"en": "1 tile laid; the best play lays {best}. Try again!",
                               "de": "1 Stein gelegt; am besten gehen {best}. Versuch es noch einmal!"},
    "puzzle_solved_points": {"en": "Solved! {n} points: the best there is.",
                             "de": "Gelöst! {n} Punkte: mehr geht nicht."},
    "puzzle_short_points": {"en": "{n} points laid; the best play lays {best}. Try again!",
                            "de": "{n} Punkte gelegt; am besten gehen {best}. Versuch es noch einmal!"},
    "puzzle_solution": {"en": "The solver's solution: {n} {what}.", "de": "Die Lösung des Computers: {n} {what}."},
    "puzzle_what_tiles": {"en": "tiles", "de": "Steine"},
    "puzzle_what_points": {"en": "points", "de": "Punkte"},
    "puzzle_title": {"en": "Puzzle {id}", "de": "Rätsel {id}"},
    "puzzle_wekken_title": {"en": "Expert puzzle {n} of 20", "de": "Profi-Rätsel {n} von 20"},
    "puzzle_daily": {"en": "Puzzle of the day", "de": "Rätsel des Tages"},
    "puzzle_daily_of": {"en": "Puzzle of the day, {day}", "de": "Rätsel des Tages vom {day}"},
    "puzzle_level_easy": {"en": "Easy", "de": "Leicht"},
    "puzzle_level_medium": {"en": "Medium", "de": "Mittel"},
    "puzzle_level_hard": {"en": "Hard", "de": "Schwer"},
    "puzzle_goal_tiles": {"en": "Goal: {n} tiles", "de": "Ziel: {n} Steine"},
    "puzzle_goal_points": {"en": "Goal: {n} points", "de": "Ziel: {n} Punkte"},
    "puzzle_greedy": {"en": "Without rearranging the table: {n} tiles", "de": "Ohne Umbauen des Tisches: {n} Steine"},
    "puzzle_greedy_one": {"en": "Without rearranging the table: 1 tile", "de": "Ohne Umbauen des Tisches: 1 Stein"},
    "puzzle_of": {"en": "puzzle {n} of {total} in this set", "de": "Rätsel {n} von {total} dieser Sammlung"},
    "puzzle_check": {"en": "Check", "de": "Prüfen"},
    "puzzle_show_solution": {"en": "Show solution", "de": "Lösung zeigen"},
    "puzzle_next": {"en": "Next puzzle", "de": "Nächstes Rätsel"},
    "puzzle_new": {"en": "New puzzle:", "de": "Neues Rätsel:"},
    "puzzle_wekken": {"en": "Expert (club players)", "de": "Profi (für Klubspieler)"},
    "puzzle_share": {"en": "Link to these puzzles", "de": "Link zu diesen Rätseln"},
    "puzzle_copy": {"en": "Copy link", "de": "Link kopieren"},
    "puzzle_copied": {"en": "Link copied: {link}", "de": "Link kopiert: {link}"},
    "puzzle_copy_by_hand": {"en": "This browser does not let the page copy; the link: {link}",
                            "de": "Dieser Browser lässt die Seite nicht kopieren; der Link: {link}"},
    "puzzle_leave": {"en": "Back to the game", "de": "Zurück zum Spiel"},
    "puzzle_bad_ids": {"en": "Puzzle numbers not understood, left out: {ids}",
                       "de": "Unbekannte Rätselnummern, ausgelassen: {ids}"},
    "wekken_credit": {
        "en": "Expert puzzles from M. van der Wekken, \"Algorithms for Rummikub Puzzles\", BSc thesis, "
              "LIACS, Leiden University, 2025 (repository miguelvdw/bachelor-thesis-rummikub).",
        "de": "Profi-Rätsel aus M. van der Wekken, „Algorithms for Rummikub Puzzles“, Bachelorarbeit, "
              "LIACS, Universität Leiden, 2025 (Repository miguelvdw/bachelor-thesis-rummikub).",
    },
    "analysis": {"en": "Analysis", "de": "Analyse"},
    "analysis_title": {"en": "Your turns against the solver", "de": "Deine Züge im Vergleich mit dem Computer"},
    "analysis_title_all": {"en": "Your turns against the solver, player by player",  # several humans
                           "de": "Eure Züge im Vergleich mit dem Computer"},
    "analysis_busy": {"en": "Analysing the game …", "de": "Das Spiel wird ausgewertet …"},
    "analysis_none": {"en": "No turns of a human player to analyse.",
                      "de": "Keine Züge eines menschlichen Spielers zum Auswerten."},
    "analysis_failed": {"en": "The analysis failed: {why}", "de": "Die Auswertung ist fehlgeschlagen: {why}"},
    "analysis_summary": {"en": "{name}: {n} turns, {better} of them with a better play.",
                         "de": "{name}: {n} Züge, bei {better} davon ging es besser."},
    "analysis_summary_one": {"en": "{name}: 1 turn, {better} of them with a better play.",
                             "de": "{name}: 1 Zug, bei {better} davon ging es besser."},
    "analysis_most": {"en": "Missed most in turns {turns} (marked).",
                      "de": "Am meisten verpasst in den Zügen {turns} (hervorgehoben)."},
    "analysis_show_short": {"en": "Show", "de": "Zeigen"},
    "analysis_marked": {"en": "marked", "de": "hervorgehoben"},  # a row's mark, for a screen reader
    "analysis_show_head": {"en": "On the table", "de": "Auf dem Tisch"},  # the Show buttons' column, unseen
    "analysis_turn": {"en": "Turn", "de": "Zug"},
    "analysis_laid": {"en": "Laid", "de": "Gelegt"},
    "analysis_best": {"en": "Solver", "de": "Computer"},
    "analysis_missed": {"en": "Missed", "de": "Verpasst"},
    "analysis_cell": {"en": "{n} tiles, {points} pts", "de": "{n} Steine, {points} Punkte"},
    "analysis_cell_one": {"en": "1 tile, {points} pts", "de": "1 Stein, {points} Punkte"},
    "analysis_missed_tiles": {"en": "{n} tiles", "de": "{n} Steine"},  # the solver's objective's measure
    "analysis_missed_tiles_one": {"en": "1 tile", "de": "1 Stein"},
    "analysis_missed_points": {"en": "{n} pts", "de": "{n} Punkte"},
    "analysis_missed_points_one": {"en": "1 pt", "de": "1 Punkt"},
    "analysis_points_note": {"en": "pool low: most points", "de": "Pool fast leer: meiste Punkte"},
    "analysis_show": {"en": "Show turn {n}", "de": "Zug {n} zeigen"},
    "analysis_in_words": {  # after analysis_on_table, folded: the solver's sets in words
        "en": "In words",
        "de": "In Worten",
    },
    "analysis_on_table": {
        "en": "Turn {n} ({name}): the solver's table, its tiles from the rack marked: {best}. Laid: {laid}.",
        "de": "Zug {n} ({name}): der Tisch des Computers, seine Steine von der Bank markiert: {best}. Gelegt: {laid}.",
    },
    "analysis_note": {
        "en": "The solver sees only what the player saw: his rack and the table. "
              "Turns where nothing could be laid are left out.",
        "de": "Der Computer sieht nur, was der Spieler sah: seine Bank und den Tisch. "
              "Züge, in denen nichts zu legen war, fehlen.",
    },
    # -- end of issue #20 --
    # issue #19 (texts, statistics): dismissing notices, the statistics view
    "dismiss_notice": {
        "en": "Dismiss",
        "de": "Ausblenden",
    },
    "stats": {
        "en": "Statistics",
        "de": "Statistik",
    },
    "stats_against": {
        "en": "Against",
        "de": "Gegen",
    },
    "stats_humans": {
        "en": "Humans only",
        "de": "Nur Menschen",
    },
    "stats_played": {
        "en": "Played",
        "de": "Gespielt",
    },
    "stats_won": {
        "en": "Won",
        "de": "Gewonnen",
    },
    "stats_best": {
        "en": "Best score",
        "de": "Bestes Ergebnis",
    },
    "stats_history": {
        "en": "Last games",
        "de": "Letzte Spiele",
    },
    "stats_game": {
        "en": "{variant} · against {opponents} · {players} players",
        "de": "{variant} · gegen {opponents} · {players} Spieler",
    },
    "stats_result": {
        "en": "place {place}, {score}",
        "de": "Platz {place}, {score}",
    },
    "stats_none": {
        "en": "No game has been finished on this device yet. Games with at least one human player count here, "
              "under the strongest computer at the table.",
        "de": "Auf diesem Gerät wurde noch kein Spiel beendet. Hier zählen Spiele mit mindestens einem "
              "menschlichen Spieler, unter dem stärksten Computer am Tisch.",
    },
    "stats_unreadable": {
        "en": "The statistics stored on this device could not be read ({why}); they start anew (the old record "
              "is kept as {key}).",
        "de": "Die gespeicherte Statistik dieses Geräts war nicht lesbar ({why}); sie beginnt neu (die alte "
              "liegt unter {key}).",
    },
    # review of issues #19/#20: statistics reset (a button in the statistics dialog, asked once more),
    # what a puzzle link's unknown level leaves, a solved puzzle not recorded
    "puzzle_progress_unread": {
        "en": "Solved, but not added to your progress: the progress stored on this device cannot be read "
              "(“Learn” on the title screen sets it aside and starts afresh).",
        "de": "Gelöst, aber nicht in deinen Lernstand übernommen: der gespeicherte Lernstand dieses Geräts ist "
              "nicht lesbar („Lernen“ auf dem Startbildschirm legt ihn beiseite und beginnt neu).",
    },
    "learn_level_default": {
        "en": "the puzzle of the day",
        "de": "das Rätsel des Tages",
    },
    "stats_reset": {
        "en": "Reset statistics",
        "de": "Statistik zurücksetzen",
    },
    "stats_reset_question": {
        "en": "Delete all statistics on this device? This cannot be undone.",
        "de": "Die ganze Statistik dieses Geräts löschen? Das lässt sich nicht rückgängig machen.",
    },
    "stats_reset_yes": {
        "en": "Delete statistics",
        "de": "Statistik löschen",
    },
    "stats_reset_failed": {
        "en": "The statistics could not be deleted: the browser refused to change its storage.",
        "de": "Die Statistik ließ sich nicht löschen: der Browser hat das Ändern seines Speichers abgelehnt.",
    },
    # -- end of the review's texts --
    # -- issue #18: learning mode loaded when a learning screen opens (game.learn_loading) --
    "learn_load_failed": {
        "en": "The learning mode could not be loaded ({why}). Please check the connection and try again.",
        "de": "Der Lernmodus konnte nicht geladen werden ({why}). Bitte prüfe die Verbindung und versuche es erneut.",
    },
    # -- end of issue #18 --
    # review findings (branch h-rev): an unreadable statistics record that cannot be set aside (4),
    # two players of one name in the new-game dialog (6), a puzzle set's position in the address (5)
    "stats_unreadable_stays": {
        "en": "The statistics stored on this device could not be read ({why}) and could not be set aside (the "
              "storage is full, or {n} unreadable records are kept already): they stay as they are, and no game "
              "is counted until you reset the statistics.",
        "de": "Die gespeicherte Statistik dieses Geräts war nicht lesbar ({why}) und konnte nicht beiseitegelegt "
              "werden (der Speicher ist voll, oder {n} unlesbare Stände liegen schon bereit): Sie bleibt, wie sie "
              "ist, und kein Spiel wird gezählt, bis du die Statistik zurücksetzt.",
    },
    "name_taken": {
        "en": "Two players cannot both be called “{name}”: the names tell the seats apart in the list of "
              "moves, the results and saved games. Please choose another name for seat {seat}.",
        "de": "Zwei Spieler können nicht beide „{name}“ heißen: Die Namen unterscheiden die Plätze in der "
              "Zugliste, in den Ergebnissen und in gespeicherten Spielen. Bitte wähle für Platz {seat} einen "
              "anderen Namen.",
    },
    "bad_at": {
        "en": "a puzzle's place in its set is a whole number, {choices}.",
        "de": "Der Platz eines Rätsels in seiner Rätselfolge ist eine ganze Zahl, {choices}.",
    },
    "learn_at_default": {"en": "the set's first puzzle", "de": "das erste Rätsel der Folge"},
    "puzzle_at_beyond": {
        "en": "This set has {n} puzzles, so there is no puzzle {at}: it starts at the first one.",
        "de": "Diese Rätselfolge hat {n} Rätsel, ein Rätsel {at} gibt es nicht: Sie beginnt beim ersten.",
    },
})


def text(lang: str, key: str, /, **params) -> str:
    """The text ``key`` in ``lang`` (English if the language is unknown)."""
    return TEXTS(lang, key, **params)


def message(key: str, /, **params) -> Message:
    """The text ``key`` kept as key and parameters (worded when drawn)."""
    return TEXTS.message(key, **params)


def winners_text(lang: str, names: Sequence[str]) -> str:
    """"A wins!", or who shares first place: "A and B share first place!" (R-POOL-EMPTY)."""
    if len(names) == 1:
        return text(lang, "winner_you") if names[0] == text(lang, "you") else text(lang, "winner", name=names[0])
    listed = f'{", ".join(names[:-1])} {text(lang, "and")} {names[-1]}'
    return text(lang, "winners_shared", names=listed)


def tile_name(lang: str, face: int) -> str:
    """Accessible name of a tile face: "Red 7" / "Rot 7", "Joker"."""
    if face >= 52:
        return "Joker"
    names = _COLOUR_NAMES.get(lang, _COLOUR_NAMES["en"])
    return f"{names[face // 13]} {face % 13 + 1}"
