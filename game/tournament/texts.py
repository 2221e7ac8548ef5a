"""The director page's own words in English and German (rule messages come from
rules.tournament.messages)."""

from __future__ import annotations

_TEXT = {
    "en": {
        "title": "Tournament director", "loading": "Loading the tournament rules…",
        "back": "← Back to the game", "setup": "Set-up", "round": "Round {n}", "final": "Final",
        "standings": "Standings", "result": "Final result",
        "name": "Tournament name", "format": "Format", "format_club": "Club (tables of 4, 2–4 rounds)",
        "format_local": "Local (1 round of 3 games, tables of 3, final)", "rounds": "Rounds",
        "with_final": "Final round of the best four", "seconds": "Time per turn (30–300 seconds, empty: none)",
        "seed": "Draw number (same number, same draw)", "save_settings": "Save settings",
        "players": "Players ({n})", "player": "Player", "club": "Club", "junior": "Junior",
        "substitute": "Substitute", "add": "Add player", "remove": "Remove",
        "need_substitutes": "Club format: add {n} substitute(s) so every table has 4 players.",
        "start": "Draw round 1", "next_round": "Pair round {n}", "seat_final": "Seat the final",
        "table": "Table {n}", "seat": "Seat", "starts": "{seat} starts", "game": "Game {n}",
        "seat_plan": "Seat plan", "score": "Score", "winner": "Winner", "pool_empty": "Pool empty",
        "no_meld": "No meld", "save_sheet": "Save games", "confirm": "Confirm sheet",
        "confirmed": "Confirmed", "points": "Points", "total": "Total", "place_points": "Placement points",
        "correct": "Correct a game", "correction": "correction", "note": "Reason (club 10.3)", "save_correction": "Save correction",
        "corrections": "Corrections", "swap": "Swap players (club 7.1)", "swap_button": "Swap",
        "rank": "Rank", "places": "1st/2nd/3rd/4th", "minus": "Minus", "games": "Games",
        "after_round": "Standings after round {n}", "unranked": "–",
        "export_json": "Save tournament file", "export_csv": "Standings CSV", "export_games": "Games CSV",
        "import_json": "Open tournament file", "new": "New tournament", "really_new": "Discard this tournament",
        "print": "Print", "time_per_turn": "Time per turn: {s} s", "finished": "The tournament is finished.",
        "champion": "Winner: {name}", "by_lot": "(tie drawn by lot)", "saved": "Saved.",
        "game_error": "Game {n}: {message}", "imported": "Tournament file opened.",
        "storage_broken": "The saved tournament could not be read ({message}); it is kept aside as {key}.",
        "merged": "Saved, together with the changes another tab had saved meanwhile.",
        "superseded": "Another tab saved this tournament meanwhile, and your change does not fit the newer state: "
                      "{message} The newer state is shown; please check it and repeat your change.",
        "updated_elsewhere": "Another tab changed this tournament: the newer state is shown.",
        "changed_while_typing": "Another tab changed this tournament. Your typed values stay; saving them adds "
                                "them to the newer state.",
        "save_failed": "Saving failed ({reason}): the tournament is kept on this page only. Save the tournament "
                       "file to keep it.",
        "aside_failed": "The current tournament could not be kept aside ({reason}); nothing was changed. Save the "
                        "tournament file, then try again.",
        "diverged": "Another tab saved this tournament while this page could not save its changes. Save the "
                    "tournament file to keep this page's state, or reload the page for the other tab's.",
        "finalists": "Finalists: {names}",
        "play_here": "Play here", "play_open": "Open the game",
        "practice": "Practice tournament",
        "practice_hint": "You and computer players play a complete club tournament; the computers' tables play "
                         "themselves, you play yours on this device.",
        "your_name": "Your name", "field_size": "Players", "strength": "Computer strength",
        "practice_start": "Start practice", "play_yours": "Play your table",
        "autoplay": "The computer tables are playing… ({left} left)", "autoplay_done": "The computer tables have played.",
        "autoplay_stopped": "The computer tables stopped: {message}",
        "your_turn_table": "Your table: play it here, then confirm the sheet.",
        "play_hint": "Play this table's open games on this device: each finished game goes straight onto the sheet.",
        "kind_human": "Human", "kind_beginner": "Computer · Beginner", "kind_casual": "Computer · Casual",
        "kind_club": "Computer · Club", "kind_master": "Computer · Master",
        "legend": "Score per seat: the winner plus, the others minus. The small box: 100 or 200 for a player "
                  "without an initial meld (club 19.2). “Pool empty”: the game ended by club 11.4. (J) junior.",
    },
    "de": {
        "title": "Turnierleitung", "loading": "Turnierregeln werden geladen…",
        "back": "← Zurück zum Spiel", "setup": "Einrichtung", "round": "Runde {n}", "final": "Finale",
        "standings": "Tabelle", "result": "Endergebnis",
        "name": "Turniername", "format": "Modus", "format_club": "Klub (Vierertische, 2–4 Runden)",
        "format_local": "Lokal (1 Runde mit 3 Spielen, Dreiertische, Finale)", "rounds": "Runden",
        "with_final": "Finalrunde der besten Vier", "seconds": "Zeit pro Zug (30–300 Sekunden, leer: keine)",
        "seed": "Losnummer (gleiche Nummer, gleiche Auslosung)", "save_settings": "Einstellungen speichern",
        "players": "Spieler ({n})", "player": "Spieler", "club": "Verein", "junior": "Junior",
        "substitute": "Ersatzspieler", "add": "Spieler hinzufügen", "remove": "Entfernen",
        "need_substitutes": "Klub-Modus: bitte {n} Ersatzspieler hinzufügen, damit jeder Tisch 4 Spieler hat.",
        "start": "Runde 1 auslosen", "next_round": "Runde {n} paaren", "seat_final": "Finale setzen",
        "table": "Tisch {n}", "seat": "Position", "starts": "{seat} beginnt", "game": "Spiel {n}",
        "seat_plan": "Sitzplan", "score": "Punkte", "winner": "Gewinner", "pool_empty": "Pool leer",
        "no_meld": "Ohne Auslage", "save_sheet": "Spiele speichern", "confirm": "Liste bestätigen",
        "confirmed": "Bestätigt", "points": "Punkte", "total": "Summe", "place_points": "Platzierungspunkte",
        "correct": "Spiel korrigieren", "correction": "Korrektur", "note": "Begründung (Klub 10.3)", "save_correction": "Korrektur speichern",
        "corrections": "Korrekturen", "swap": "Spieler tauschen (Klub 7.1)", "swap_button": "Tauschen",
        "rank": "Platz", "places": "1./2./3./4.", "minus": "Minus", "games": "Spiele",
        "after_round": "Tabelle nach Runde {n}", "unranked": "–",
        "export_json": "Turnierdatei speichern", "export_csv": "Tabelle als CSV", "export_games": "Spiele als CSV",
        "import_json": "Turnierdatei öffnen", "new": "Neues Turnier", "really_new": "Dieses Turnier verwerfen",
        "print": "Drucken", "time_per_turn": "Zeit pro Zug: {s} s", "finished": "Das Turnier ist beendet.",
        "champion": "Sieger: {name}", "by_lot": "(Gleichstand, ausgelost)", "saved": "Gespeichert.",
        "game_error": "Spiel {n}: {message}", "imported": "Turnierdatei geöffnet.",
        "storage_broken": "Das gespeicherte Turnier war nicht lesbar ({message}); es liegt unter {key}.",
        "merged": "Gespeichert, zusammen mit den Änderungen, die ein anderer Tab inzwischen gespeichert hatte.",
        "superseded": "Ein anderer Tab hat dieses Turnier inzwischen gespeichert, und deine Änderung passt nicht "
                      "zum neueren Stand: {message} Der neuere Stand wird angezeigt; bitte prüfe ihn und wiederhole "
                      "deine Änderung.",
        "updated_elsewhere": "Ein anderer Tab hat dieses Turnier geändert: der neuere Stand wird angezeigt.",
        "changed_while_typing": "Ein anderer Tab hat dieses Turnier geändert. Deine Eingaben bleiben; beim "
                                "Speichern kommen sie zum neueren Stand hinzu.",
        "save_failed": "Speichern fehlgeschlagen ({reason}): das Turnier ist nur auf dieser Seite. Speichere die "
                       "Turnierdatei, um es zu behalten.",
        "aside_failed": "Das aktuelle Turnier konnte nicht beiseitegelegt werden ({reason}); nichts wurde geändert. "
                        "Speichere die Turnierdatei und versuche es dann noch einmal.",
        "diverged": "Ein anderer Tab hat dieses Turnier gespeichert, während diese Seite ihre Änderungen nicht "
                    "speichern konnte. Speichere die Turnierdatei, um den Stand dieser Seite zu behalten, oder lade "
                    "die Seite neu für den des anderen Tabs.",
        "finalists": "Finalisten: {names}",
        "play_here": "Hier spielen", "play_open": "Spiel öffnen",
        "practice": "Übungsturnier",
        "practice_hint": "Du und Computerspieler spielt ein ganzes Klubturnier; die Tische der Computer spielen "
                         "von selbst, deinen spielst du auf diesem Gerät.",
        "your_name": "Dein Name", "field_size": "Spieler", "strength": "Stärke der Computer",
        "practice_start": "Übung starten", "play_yours": "Deinen Tisch spielen",
        "autoplay": "Die Computertische spielen… (noch {left})", "autoplay_done": "Die Computertische haben gespielt.",
        "autoplay_stopped": "Die Computertische wurden angehalten: {message}",
        "your_turn_table": "Dein Tisch: hier spielen, dann die Liste bestätigen.",
        "play_hint": "Die offenen Spiele dieses Tisches auf diesem Gerät spielen: jedes beendete Spiel kommt direkt auf die Liste.",
        "kind_human": "Mensch", "kind_beginner": "Computer · Anfänger", "kind_casual": "Computer · Hobby",
        "kind_club": "Computer · Verein", "kind_master": "Computer · Meister",
        "legend": "Punkte je Position: der Gewinner plus, die anderen minus. Das kleine Feld: 100 oder 200 für "
                  "einen Spieler ohne erste Auslage (Klub 19.2). „Pool leer“: Spielende nach Klub 11.4. (J) Junior.",
    },
}


def text(lang: str, key: str, /, **params) -> str:
    """One text in ``lang`` (English if unknown), formatted with ``params``."""
    return _TEXT["de" if lang == "de" else "en"][key].format(**params)
