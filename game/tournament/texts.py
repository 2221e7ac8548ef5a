"""The director page's own words in English and German (rule messages come from
rules.tournament.messages)."""

from __future__ import annotations

from rules.texts import Texts

TEXTS = Texts({
    "title": {
        "en": "Tournament director",
        "de": "Turnierleitung",
    },
    "loading": {
        "en": "Loading the tournament rules…",
        "de": "Turnierregeln werden geladen…",
    },
    "back": {
        "en": "← Back to the game",
        "de": "← Zurück zum Spiel",
    },
    "setup": {
        "en": "Set-up",
        "de": "Einrichtung",
    },
    "round": {
        "en": "Round {n}",
        "de": "Runde {n}",
    },
    "final": {
        "en": "Final",
        "de": "Finale",
    },
    "standings": {
        "en": "Standings",
        "de": "Tabelle",
    },
    "result": {
        "en": "Final result",
        "de": "Endergebnis",
    },
    "name": {
        "en": "Tournament name",
        "de": "Turniername",
    },
    "format": {
        "en": "Format",
        "de": "Modus",
    },
    "format_club": {
        "en": "Club (tables of 4, 2–4 rounds)",
        "de": "Klub (Vierertische, 2–4 Runden)",
    },
    "format_local": {
        "en": "Local (1 round of 3 or 2 games, tables of 3, final)",
        "de": "Lokal (1 Runde mit 3 oder 2 Spielen, Dreiertische, Finale)",
    },
    "games_per_round": {
        "en": "Games per round (local: 3 or 2, the final too)",
        "de": "Spiele pro Runde (lokal: 3 oder 2, auch im Finale)",
    },
    "rounds": {
        "en": "Rounds",
        "de": "Runden",
    },
    "with_final": {
        "en": "Final round of the best four",
        "de": "Finalrunde der besten Vier",
    },
    "seconds": {
        "en": "Time per turn (club: always 1 minute; local: 1 minute or none)",
        "de": "Zeit pro Zug (Klub: immer 1 Minute; lokal: 1 Minute oder keine)",
    },
    "one_minute": {
        "en": "1 minute",
        "de": "1 Minute",
    },
    "no_clock": {
        "en": "none",
        "de": "keine",
    },
    "seed": {
        "en": "Draw number (same number, same draw)",
        "de": "Losnummer (gleiche Nummer, gleiche Auslosung)",
    },
    "save_settings": {
        "en": "Save settings",
        "de": "Einstellungen speichern",
    },
    "players": {
        "en": "Players ({n})",
        "de": "Spieler ({n})",
    },
    "player": {
        "en": "Player",
        "de": "Spieler",
    },
    "club": {
        "en": "Club",
        "de": "Klub",
    },
    "junior": {
        "en": "Junior",
        "de": "Junior",
    },
    "substitute": {
        "en": "Substitute",
        "de": "Ersatzspieler",
    },
    "add": {
        "en": "Add player",
        "de": "Spieler hinzufügen",
    },
    "remove": {
        "en": "Remove",
        "de": "Entfernen",
    },
    "need_substitutes": {
        "en": "Club format: add {n} substitutes so every table has 4 players.",
        "de": "Klub-Modus: bitte {n} Ersatzspieler hinzufügen, damit jeder Tisch 4 Spieler hat.",
    },
    "need_substitutes_one": {
        "en": "Club format: add 1 substitute so every table has 4 players.",
        "de": "Klub-Modus: bitte 1 Ersatzspieler hinzufügen, damit jeder Tisch 4 Spieler hat.",
    },
    "start": {
        "en": "Draw round 1",
        "de": "Runde 1 auslosen",
    },
    "next_round": {
        "en": "Pair round {n}",
        "de": "Runde {n} paaren",
    },
    "seat_final": {
        "en": "Seat the final",
        "de": "Finale setzen",
    },
    "table": {
        "en": "Table {n}",
        "de": "Tisch {n}",
    },
    "seat": {
        "en": "Seat",
        "de": "Position",
    },
    "starts": {
        "en": "{seat} starts",
        "de": "{seat} beginnt",
    },
    "game": {
        "en": "Game {n}",
        "de": "Spiel {n}",
    },
    "seat_plan": {
        "en": "Seat plan",
        "de": "Sitzplan",
    },
    "score": {
        "en": "Score",
        "de": "Punkte",
    },
    "winner": {
        "en": "Winner",
        "de": "Gewinner",
    },
    "pool_empty": {
        "en": "Pool empty",
        "de": "Pool leer",
    },
    "no_meld": {
        "en": "No meld",
        "de": "Ohne Auslage",
    },
    "shared_first": {
        "en": "Shared first place (pool empty)",
        "de": "Geteilter erster Platz (Pool leer)",
    },
    "save_sheet": {
        "en": "Save games",
        "de": "Spiele speichern",
    },
    "confirm": {
        "en": "Confirm sheet",
        "de": "Liste bestätigen",
    },
    "confirmed": {
        "en": "Confirmed",
        "de": "Bestätigt",
    },
    "place_points_head": {  # the standings' column: the German word may break (a soft hyphen), so a phone's column is narrow
        "en": "Placement points",
        "de": "Platzierungs\u00adpunkte",
    },
    "points": {
        "en": "Points",
        "de": "Punkte",
    },
    "total": {
        "en": "Total",
        "de": "Summe",
    },
    "place_points": {
        "en": "Placement points",
        "de": "Platzierungspunkte",
    },
    "correct": {
        "en": "Correct a game",
        "de": "Spiel korrigieren",
    },
    "correction": {
        "en": "correction",
        "de": "Korrektur",
    },
    "note": {
        "en": "Reason (club 10.3)",
        "de": "Begründung (Klub 10.3)",
    },
    "save_correction": {
        "en": "Save correction",
        "de": "Korrektur speichern",
    },
    "corrections": {
        "en": "Corrections",
        "de": "Korrekturen",
    },
    "swap": {
        "en": "Swap players (club 7.1)",
        "de": "Spieler tauschen (Klub 7.1)",
    },
    "swap_button": {
        "en": "Swap",
        "de": "Tauschen",
    },
    "rank": {
        "en": "Rank",
        "de": "Platz",
    },
    "places": {
        "en": "1st/2nd/3rd/4th",
        "de": "1./2./3./4.",
    },
    "minus": {
        "en": "Minus",
        "de": "Minus",
    },
    "games": {
        "en": "Games",
        "de": "Spiele",
    },
    "after_round": {
        "en": "Standings after round {n}",
        "de": "Tabelle nach Runde {n}",
    },
    "unranked": {
        "en": "–",
        "de": "–",
    },
    "export_json": {
        "en": "Save tournament file",
        "de": "Turnierdatei speichern",
    },
    "export_csv": {
        "en": "Standings CSV",
        "de": "Tabelle als CSV",
    },
    "export_games": {
        "en": "Games CSV",
        "de": "Spiele als CSV",
    },
    "import_json": {
        "en": "Open tournament file",
        "de": "Turnierdatei öffnen",
    },
    "new": {
        "en": "New tournament",
        "de": "Neues Turnier",
    },
    "really_new": {
        "en": "Discard this tournament",
        "de": "Dieses Turnier verwerfen",
    },
    "print": {
        "en": "Print",
        "de": "Drucken",
    },
    "time_per_turn": {
        "en": "Time per turn: {s} s",
        "de": "Zeit pro Zug: {s} s",
    },
    "finished": {
        "en": "The tournament is finished.",
        "de": "Das Turnier ist beendet.",
    },
    "champion": {
        "en": "Winner: {name}",
        "de": "Sieger: {name}",
    },
    "by_lot": {
        "en": "(tie drawn by lot)",
        "de": "(Gleichstand, ausgelost)",
    },
    "saved": {
        "en": "Saved.",
        "de": "Gespeichert.",
    },
    "game_error": {
        "en": "Game {n}: {message}",
        "de": "Spiel {n}: {message}",
    },
    "imported": {
        "en": "Tournament file opened.",
        "de": "Turnierdatei geöffnet.",
    },
    "storage_broken": {
        "en": "The saved tournament could not be read ({message}); it is kept aside as {key}.",
        "de": "Das gespeicherte Turnier war nicht lesbar ({message}); es liegt unter {key}.",
    },
    "merged": {
        "en": "Saved, together with the changes another tab had saved meanwhile.",
        "de": "Gespeichert, zusammen mit den Änderungen, die ein anderer Tab inzwischen gespeichert hatte.",
    },
    "superseded": {
        "en": "Another tab saved this tournament meanwhile, and your change does not fit the newer state: {message} "
              "The newer state is shown; please check it and repeat your change.",
        "de": "Ein anderer Tab hat dieses Turnier inzwischen gespeichert, und deine Änderung passt nicht zum neueren"
              " Stand: {message} Der neuere Stand wird angezeigt; bitte prüfe ihn und wiederhole deine Änderung.",
    },
    "updated_elsewhere": {
        "en": "Another tab changed this tournament: the newer state is shown.",
        "de": "Ein anderer Tab hat dieses Turnier geändert: der neuere Stand wird angezeigt.",
    },
    "changed_while_typing": {
        "en": "Another tab changed this tournament. Your typed values stay; saving them adds them to the newer "
              "state.",
        "de": "Ein anderer Tab hat dieses Turnier geändert. Deine Eingaben bleiben; beim Speichern kommen sie zum "
              "neueren Stand hinzu.",
    },
    "save_failed": {
        "en": "Saving failed ({reason}): the tournament is kept on this page only. Save the tournament file to keep "
              "it.",
        "de": "Speichern fehlgeschlagen ({reason}): das Turnier ist nur auf dieser Seite. Speichere die "
              "Turnierdatei, um es zu behalten.",
    },
    "aside_failed": {
        "en": "The current tournament could not be kept aside ({reason}); nothing was changed. Save the tournament "
              "file, then try again.",
        "de": "Das aktuelle Turnier konnte nicht beiseitegelegt werden ({reason}); nichts wurde geändert. Speichere "
              "die Turnierdatei und versuche es dann noch einmal.",
    },
    "diverged": {
        "en": "Another tab saved this tournament while this page could not save its changes. Save the tournament "
              "file to keep this page's state, or reload the page for the other tab's.",
        "de": "Ein anderer Tab hat dieses Turnier gespeichert, während diese Seite ihre Änderungen nicht speichern "
              "konnte. Speichere die Turnierdatei, um den Stand dieser Seite zu behalten, oder lade die Seite neu "
              "für den des anderen Tabs.",
    },
    "finalists": {
        "en": "Finalists: {names}",
        "de": "Finalisten: {names}",
    },
    "play_here": {
        "en": "Play here",
        "de": "Hier spielen",
    },
    "play_open": {
        "en": "Open the game",
        "de": "Spiel öffnen",
    },
    "practice": {
        "en": "Practice tournament",
        "de": "Übungsturnier",
    },
    "repeats": {
        "en": "{n} pairs of players sat together in an earlier round: the pairing found no seating with fewer "
              "(club 7.1 avoids a second meeting where the field allows).",
        "de": "{n} Spielerpaare saßen schon in einer früheren Runde zusammen: die Auslosung fand keine Verteilung "
              "mit weniger (Klub 7.1 vermeidet Doppelpaarungen, wo das Teilnehmerfeld es erlaubt).",
    },
    "repeats_one": {
        "en": "One pair of players sat together in an earlier round: the pairing found no seating without "
              "(club 7.1 avoids a second meeting where the field allows).",
        "de": "Ein Spielerpaar saß schon in einer früheren Runde zusammen: die Auslosung fand keine Verteilung "
              "ohne (Klub 7.1 vermeidet Doppelpaarungen, wo das Teilnehmerfeld es erlaubt).",
    },
    "practice_hint": {
        "en": "You and computer players play a complete club tournament; the computers' tables play themselves, you "
              "play yours on this device.",
        "de": "Du spielst mit Computerspielern ein ganzes Klubturnier; die Tische der Computer spielen von selbst, "
              "deinen spielst du auf diesem Gerät.",
    },
    "your_name": {
        "en": "Your name",
        "de": "Dein Name",
    },
    "field_size": {
        "en": "Players",
        "de": "Spieler",
    },
    "strength": {
        "en": "Computer strength",
        "de": "Stärke der Computer",
    },
    "practice_start": {
        "en": "Start practice",
        "de": "Übung starten",
    },
    "play_yours": {
        "en": "Play your table",
        "de": "Deinen Tisch spielen",
    },
    "autoplay": {
        "en": "The computer tables are playing… ({left} left)",
        "de": "Die Computertische spielen… (noch {left})",
    },
    "autoplay_done": {
        "en": "The computer tables have played.",
        "de": "Die Computertische haben gespielt.",
    },
    "autoplay_stopped": {
        "en": "The computer tables stopped: {message}",
        "de": "Die Computertische wurden angehalten: {message}",
    },
    "your_turn_table": {
        "en": "Your table: play it here, then confirm the sheet.",
        "de": "Dein Tisch: hier spielen, dann die Liste bestätigen.",
    },
    "play_hint": {
        "en": "Play this table's open games on this device: each finished game goes straight onto the sheet.",
        "de": "Die offenen Spiele dieses Tisches auf diesem Gerät spielen: jedes beendete Spiel kommt direkt auf die"
              " Liste.",
    },
    "kind_human": {
        "en": "Human",
        "de": "Mensch",
    },
    "kind_beginner": {
        "en": "Computer · Beginner",
        "de": "Computer · Anfänger",
    },
    "kind_casual": {
        "en": "Computer · Casual",
        "de": "Computer · Hobby",
    },
    "kind_club": {
        "en": "Computer · Club",
        "de": "Computer · Klub",
    },
    "kind_master": {
        "en": "Computer · Master",
        "de": "Computer · Meister",
    },
    # issue #19 (tournament page): language switch, what blocks the next step
    "other_language": {
        "en": "Deutsch",
        "de": "English",
    },
    "blocked": {
        "en": "“{step}” comes once every score sheet of this round is confirmed. Still open: {tables}.",
        "de": "„{step}“ ist möglich, sobald alle Ergebnislisten dieser Runde bestätigt sind. Noch offen: {tables}.",
    },
    "games_missing": {
        "en": "games missing: {games}",
        "de": "fehlende Spiele: {games}",
    },
    "not_confirmed": {
        "en": "not confirmed",
        "de": "nicht bestätigt",
    },
    "legend": {
        "en": "Score per seat: the winner plus, the others minus (their minus sign may be left out; leave the "
              "winner's plus empty: it is the sum of the others' minus, club 19.1; the winner need not be chosen where the scores show him). The small box: 100 or 200 for a player without an "
              "initial meld (club 19.2). “Pool empty”: the game ended by club 11.4; players equal in rack points "
              "and tiles share first place (winner “A = B”). (J) junior.",
        "de": "Punkte je Position: der Gewinner plus, die anderen minus (ihr Minuszeichen darf fehlen; das Plus des "
              "Gewinners darf leer bleiben: es ist die Summe der Minuspunkte der anderen, Klub 19.1; wer gewonnen hat, muss nicht gewählt werden, wo die Punkte es zeigen). Das kleine Feld: 100 oder 200 für einen "
              "Spieler ohne erste Auslage (Klub 19.2). „Pool leer“: Spielende nach Klub 11.4; wer gleich viele "
              "Punkte und Steine auf der Bank hat, teilt sich den ersten Platz (Gewinner „A = B“). (J) Junior.",
    },
})


def text(lang: str, key: str, /, **params) -> str:
    """One text in ``lang`` (English if unknown), formatted with ``params``."""
    return TEXTS(lang, key, **params)
