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
        "finalists": "Finalists: {names}",
        "play_here": "Play here", "play_open": "Open the game",
        "play_hint": "Play this table's open games on this device: each finished game goes straight onto the sheet.",
        "kind_human": "Human", "kind_beginner": "Computer · Beginner", "kind_casual": "Computer · Casual",
        "kind_club": "Computer · Club", "kind_master": "Computer · Master",
        "legend": "Score per seat: the winner plus, the others minus. The small box: 100 or 200 for a player "
                  "without an initial meld (club 19.2). “Pool empty”: the game ended by club 11.4. ⓙ junior.",
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
        "finalists": "Finalisten: {names}",
        "play_here": "Hier spielen", "play_open": "Spiel öffnen",
        "play_hint": "Die offenen Spiele dieses Tisches auf diesem Gerät spielen: jedes beendete Spiel kommt direkt auf die Liste.",
        "kind_human": "Mensch", "kind_beginner": "Computer · Anfänger", "kind_casual": "Computer · Hobby",
        "kind_club": "Computer · Verein", "kind_master": "Computer · Meister",
        "legend": "Punkte je Position: der Gewinner plus, die anderen minus. Das kleine Feld: 100 oder 200 für "
                  "einen Spieler ohne erste Auslage (Klub 19.2). „Pool leer“: Spielende nach Klub 11.4. ⓙ Junior.",
    },
}


def text(lang: str, key: str, /, **params) -> str:
    """One text in ``lang`` (English if unknown), formatted with ``params``."""
    return _TEXT["de" if lang == "de" else "en"][key].format(**params)
