"""Human messages of the tournament logic, in English and German.

Logic raises ``TournamentError(code, **params)``; the page shows
``error.text(lang)``. Every code has both languages (a test checks it).
"""

from __future__ import annotations

from rules.texts import Message, Texts

MESSAGES = Texts({
    # set-up and pairing (R-PAIRING)
    "club_not_divisible": {
        "en": "{players} players cannot sit at tables of 4: add {n} substitutes (club 6.1).",
        "de": "{players} Spieler passen nicht an Vierertische: bitte {n} Ersatzspieler hinzufügen (Klub 6.1).",
    },
    "club_not_divisible_one": {
        "en": "{players} players cannot sit at tables of 4: add 1 substitute (club 6.1).",
        "de": "{players} Spieler passen nicht an Vierertische: bitte 1 Ersatzspieler hinzufügen (Klub 6.1).",
    },
    "local_too_many": {
        "en": "A local tournament takes at most {limit} players, not {players}.",
        "de": "Ein lokales Turnier hat höchstens {limit} Spieler, nicht {players}.",
    },
    "local_cannot_seat": {
        "en": "{players} players cannot be seated at tables of 4 and 3.",
        "de": "{players} Spieler lassen sich nicht an Vierer- und Dreiertische setzen.",
    },
    "too_many_substitutes": {
        "en": "At most 3 substitutes, and only as many as make the field divisible by 4 ({needed} needed).",
        "de": "Höchstens 3 Ersatzspieler, und nur so viele, dass das Feld durch 4 teilbar wird ({needed} nötig).",
    },
    "substitutes_only_club": {
        "en": "Substitutes exist only in club format; local tournaments use tables of 3.",
        "de": "Ersatzspieler gibt es nur im Klub-Modus; lokale Turniere nutzen Dreiertische.",
    },
    "rounds_range": {
        "en": "Club tournaments have 2 to 4 rounds, local tournaments 1 round and a final.",
        "de": "Klub-Turniere haben 2 bis 4 Runden, lokale Turniere 1 Runde und ein Finale.",
    },
    "two_games_local": {
        "en": "Only a local tournament may play 2 games a round instead of 3 (local 1B).",
        "de": "Nur ein lokales Turnier darf 2 statt 3 Spiele pro Runde spielen (Lokal 1B).",
    },
    # the turn clock (R-TIME)
    "clock_not_allowed": {
        "en": "A club tournament plays 1 minute per turn; a local one 1 minute or no time limit (R-TIME).",
        "de": "Ein Klubturnier spielt 1 Minute pro Zug, ein lokales 1 Minute oder ohne Zeitbegrenzung (R-TIME).",
    },
    "clock_upgraded": {
        "en": "This tournament was saved {was}, which the rules no longer allow (R-TIME): it now plays "
              "1 minute per turn. Everything else is as it was.",
        "de": "Dieses Turnier wurde {was} gespeichert, was die Regeln nicht mehr erlauben (R-TIME): es gilt "
              "jetzt 1 Minute pro Zug. Alles andere ist unverändert.",
    },
    "clock_was": {
        "en": "with {seconds} s per turn",
        "de": "mit {seconds} s pro Zug",
    },
    "clock_was_none": {
        "en": "without a time limit per turn",
        "de": "ohne Zeitbegrenzung pro Zug",
    },
    "duplicate_name": {
        "en": "Two players are called “{name}”: add an initial to tell them apart.",
        "de": "Zwei Spieler heißen „{name}“: bitte zur Unterscheidung eine Initiale ergänzen.",
    },
    "blank_name": {
        "en": "Every player needs a name.",
        "de": "Jeder Spieler braucht einen Namen.",
    },
    "setup_locked": {
        "en": "The tournament has started: players and format can no longer change.",
        "de": "Das Turnier läuft: Spieler und Modus lassen sich nicht mehr ändern.",
    },
    "round_open": {
        "en": "Round {round} is not finished: confirm every score sheet first.",
        "de": "Runde {round} ist nicht fertig: bitte erst alle Ergebnislisten bestätigen.",
    },
    "no_more_rounds": {
        "en": "All rounds have been played.",
        "de": "Alle Runden sind gespielt.",
    },
    "swap_after_results": {
        "en": "Table {table} already has results: players can only be swapped before play.",
        "de": "Tisch {table} hat schon Ergebnisse: Spieler lassen sich nur vor dem Spiel tauschen.",
    },
    "unknown_player": {
        "en": "Player {player} does not play in this round.",
        "de": "Spieler {player} spielt in dieser Runde nicht.",
    },
    "unknown_table": {
        "en": "Round {round} has no table {table}.",
        "de": "Runde {round} hat keinen Tisch {table}.",
    },
    "unknown_game": {
        "en": "A round here has games 1 to {games}.",
        "de": "Eine Runde hat hier die Spiele 1 bis {games}.",
    },
    # score sheet (R-SHEET, R-SCORE, R-NO-MELD)
    "missing_score": {
        "en": "Seat {seat} has no score.",
        "de": "Position {seat} hat keine Punkte.",
    },
    "unknown_seat": {
        "en": "There is no seat {seat} at this table.",
        "de": "An diesem Tisch gibt es keine Position {seat}.",
    },
    "no_winner": {
        "en": "Mark the seat that won the game.",
        "de": "Bitte die Position des Spielgewinners markieren.",
    },
    "no_meld_winner": {
        "en": "Seat {seat} won the game, so the 100/200 rule cannot apply to it.",
        "de": "Position {seat} hat gewonnen, für sie gilt die 100/200-Regel nicht.",
    },
    "no_meld_flag": {
        "en": "Seat {seat}: the rule for no initial meld is 100 or 200, not {flag}.",
        "de": "Position {seat}: ohne erste Auslage gelten 100 oder 200, nicht {flag}.",
    },
    "no_meld_score": {
        "en": "Seat {seat} made no initial meld ({flag} rule, club 19.2): the score must be −{flag}, not {score}.",
        "de": "Position {seat} hatte keine erste Auslage ({flag}er-Regel, Klub 19.2): es zählen −{flag}, nicht {score}.",
    },
    "loser_not_minus": {
        "en": "Seat {seat} did not win, so it scores minus points, not {score}.",
        "de": "Position {seat} hat nicht gewonnen und bekommt Minuspunkte, nicht {score}.",
    },
    "zero_sum": {
        "en": "The game does not add up to zero ({total:+d}): the winner {winner} should have {expected:+d} (club 19.1).",
        "de": "Das Spiel geht nicht auf ({total:+d}): Gewinner {winner} müsste {expected:+d} haben (Klub 19.1).",
    },
    "pool_empty_winner_plus": {
        "en": "Pool empty (club 11.4): the winner {seat} also scores minus his rack, so at most {most:+d}, not {score:+d}.",
        "de": "Pool leer (Klub 11.4): auch Gewinner {seat} schreibt seine Steine als Minus, also höchstens {most:+d}, nicht {score:+d}.",
    },
    "pool_empty_no_meld_plus": {
        "en": "Pool empty with the 100/200 rule (club 11.4, 19.2): the winner {seat} scores his minus and the others' "
              "100/200 on top, so {expected:+d}, not {score:+d}.",
        "de": "Pool leer mit der 100/200-Regel (Klub 11.4, 19.2): Gewinner {seat} schreibt sein Minus und dazu die "
              "100/200 der anderen, also {expected:+d}, nicht {score:+d}.",
    },
    "pool_empty_not_lowest": {
        "en": "Pool empty (club 11.4): seat {seat} holds fewer points than the winner {winner}.",
        "de": "Pool leer (Klub 11.4): Position {seat} hat weniger Punkte auf der Bank als Gewinner {winner}.",
    },
    "shared_first_twice": {
        "en": "Seat {seat} is marked twice as sharing first place.",
        "de": "Position {seat} ist doppelt als geteilter erster Platz markiert.",
    },
    "shared_first_rummikub": {
        "en": "Only a game that ended with the pool empty (club 11.4) can have a shared first place: "
              "whoever empties his rack wins alone.",
        "de": "Nur ein Spiel, das mit leerem Pool endete (Klub 11.4), kann einen geteilten ersten Platz haben: "
              "wer seine Bank leer spielt, gewinnt allein.",
    },
    "shared_first_score": {
        "en": "Seat {seat} shares first place with {winner}, so it scores the same: {expected:+d}, not {score:+d}.",
        "de": "Position {seat} teilt sich den ersten Platz mit {winner} und hat daher dieselben Punkte: "
              "{expected:+d}, nicht {score:+d}.",
    },
    "sheet_locked": {
        "en": "The score sheet of table {table} is confirmed: use “Correct” (the change is noted, club 10.3).",
        "de": "Die Ergebnisliste von Tisch {table} ist bestätigt: bitte „Korrigieren“ (wird vermerkt, Klub 10.3).",
    },
    "sheet_incomplete": {
        "en": "Table {table}: game {game} is not entered yet.",
        "de": "Tisch {table}: Spiel {game} fehlt noch.",
    },
    "sheet_not_confirmed": {
        "en": "Table {table} is not confirmed yet: just edit the game.",
        "de": "Tisch {table} ist noch nicht bestätigt: das Spiel einfach ändern.",
    },
    "correction_needs_note": {
        "en": "A correction needs a note saying why (club 10.3).",
        "de": "Eine Korrektur braucht eine Begründung (Klub 10.3).",
    },
    "correction_unchanged": {
        "en": "The correction changes nothing.",
        "de": "Die Korrektur ändert nichts.",
    },
    # a table's games played on the device (rules/tournament/table_link.py)
    "link_invalid": {
        "en": "This table link is not valid ({where}: {detail}).",
        "de": "Dieser Tisch-Link ist ungültig ({where}: {detail}).",
    },
    "link_no_tournament": {
        "en": "There is no tournament on this device: open the tournament director's page first.",
        "de": "Auf diesem Gerät ist kein Turnier gespeichert: bitte zuerst die Turnierleitung öffnen.",
    },
    "link_seat_count": {
        "en": "Table {table} seats {seats} players: choose human or computer for each of them.",
        "de": "An Tisch {table} sitzen {seats} Spieler: bitte für jeden Mensch oder Computer wählen.",
    },
    "link_all_entered": {
        "en": "Every game of table {table} already has a result on the score sheet.",
        "de": "Alle Spiele von Tisch {table} stehen schon auf der Ergebnisliste.",
    },
    "link_replaced": {
        "en": "The tournament this game was started for is no longer the one on this device (replaced or re-seated): "
              "the result was not entered. Enter it by hand from the scores shown here.",
        "de": "Das Turnier, für das dieses Spiel begonnen wurde, ist nicht mehr auf diesem Gerät (ersetzt oder neu "
              "gesetzt): das Ergebnis wurde nicht eingetragen. Bitte von Hand nach den Punkten hier eintragen.",
    },
    "not_stored": {
        "en": "The browser did not store the tournament ({reason}): free some space, then play the game again.",
        "de": "Der Browser hat das Turnier nicht gespeichert ({reason}): bitte Platz schaffen und das Spiel neu spielen.",
    },
    "changed_elsewhere": {
        "en": "The same entries were changed in the other tab too (or the tournament was replaced there).",
        "de": "Dieselben Einträge wurden auch im anderen Tab geändert (oder das Turnier dort ersetzt).",
    },
    "link_game_entered": {
        "en": "Table {table}, game {game} already has another result on the score sheet: this one was not entered.",
        "de": "Tisch {table}, Spiel {game} hat schon ein anderes Ergebnis auf der Liste: dieses wurde nicht eingetragen.",
    },
    "practice_size": {
        "en": "A practice tournament has {sizes} players.",
        "de": "Ein Übungsturnier hat {sizes} Spieler.",
    },
    # final (R-FINAL)
    "final_not_ready": {
        "en": "The final comes after the last round is confirmed.",
        "de": "Das Finale folgt, wenn die letzte Runde bestätigt ist.",
    },
    "final_not_needed": {
        "en": "With a single table there is no final: its winner wins the tournament.",
        "de": "Bei nur einem Tisch gibt es kein Finale: dessen Gewinner gewinnt das Turnier.",
    },
    # import (model)
    "import_not_json": {
        "en": "This is not a tournament file (not valid JSON: {detail}).",
        "de": "Das ist keine Turnierdatei (kein gültiges JSON: {detail}).",
    },
    "import_wrong_kind": {
        "en": "This JSON file is not a Rummikub tournament.",
        "de": "Diese JSON-Datei ist kein Rummikub-Turnier.",
    },
    "import_version": {
        "en": "This file is version {version}; this app reads version {supported}.",
        "de": "Diese Datei hat Version {version}; diese App liest Version {supported}.",
    },
    "import_checksum": {
        "en": "The file was changed after export (its checksum does not match): refused.",
        "de": "Die Datei wurde nach dem Export verändert (Prüfsumme passt nicht): abgelehnt.",
    },
    "invalid_value": {
        "en": "Not accepted ({where}): {detail}",
        "de": "Nicht angenommen ({where}): {detail}",
    },
    "import_invalid": {
        "en": "The tournament file is invalid at {where}: {detail}",
        "de": "Die Turnierdatei ist fehlerhaft bei {where}: {detail}",
    },
})


class TournamentError(ValueError):
    """A refused action or file; ``text(lang)`` is the human message."""

    def __init__(self, code: str, **params):
        if code not in MESSAGES:
            raise KeyError(code)
        self.code = code
        self.params = params
        super().__init__(self.text("en"))

    def message(self) -> Message:
        return MESSAGES.message(self.code, **self.params)

    def text(self, lang: str = "en") -> str:
        return MESSAGES(lang, self.code, **self.params)
