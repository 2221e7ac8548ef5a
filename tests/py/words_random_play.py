"""A greedy word player for the word game's property tests (test_words_fuzz.py,
test_words_game.py): every move goes through ``WordGame.apply``.

``WORDS``: a fixed list of real German words (each in the built lexicon too);
``play_lexicon()``: a ``TinyLexicon`` over them whose stem key is the word less
one common ending (SPIELEN, SPIELT -> SPIEL; KINDER -> KIND), so that W-STEM
refuses some plays. ``greedy_play``: the longest legal play it finds among new
words from the rack (a joker standing for a missing letter) and table words
lengthened at either end; None if it finds none.
"""

import random
from typing import Optional

from rules.words.game import WordGame
from rules.words.tiles import FACE_OF, JOKER, LETTERS, spell
from word_lexicon import TinyLexicon

WORDS = tuple("""
    ABEND ACHT ADER AFFE ALLE ALT AMT ANGST ARM ART ARZT AST ATEM AUGE AUTO BAD BAHN BALD BALL BAND BANK
    BART BAU BAUM BEIN BERG BETT BIER BILD BIRNE BITTE BLATT BLAU BLUME BODEN BOOT BRIEF BROT BRUDER BUCH
    BUNT BURG CHOR DACH DAME DANK DARM DECKE DEIN DICHT DIENST DING DORF DOSE DRAHT DREI DUNST DURST ECKE
    EHRE EICHE EILE EIMER EINS EIS EISEN ENDE ENGE ENTE ERBE ERDE ERNTE ESEL ESSEN EULE FACH FADEN FAHNE
    FALL FARBE FASS FEDER FEE FEIND FELD FELS FENSTER FERN FEST FETT FEUER FIEBER FILM FINGER FISCH FLASCHE
    FLEISCH FLUG FLUSS FORM FRAGE FRAU FREUND FRIEDEN FROST FUCHS GABEL GANS GARTEN GAST GELD GESICHT GLAS
    GOLD GRAS GRUND GRUNDSATZ GUT HAAR HAFEN HAHN HALS HAND HASE HAUS HAUT HEER HEFT HEIM HELD HEMD HERBST
    HERD HERZ HEU HIMMEL HIRSCH HITZE HOF HOLZ HONIG HORN HOSE HUHN HUND HUT IDEE INSEL JAHR JUNGE KAFFEE
    KALT KAMM KANNE KARTE KATZE KERN KERZE KIND KINDER KINN KISTE KLEID KNIE KOCH KOPF KORB KRAFT KREIS
    KRIEG KUCHEN KUNST LAND LAMPE LAST LAUB LEBEN LEDER LEHRER LEID LEITER LICHT LIED LINIE LIST LOCH LUFT
    MAGEN MANN MANTEL MARKT MAUER MAUS MEER MEHL MESSER MIETE MILCH MINUTE MITTE MONAT MOND MORGEN MUND
    MUSIK MUT MUTTER NACHT NADEL NAME NASE NEBEL NEST NETZ NUDEL NUSS OBST OFEN OHR ONKEL ORT PAAR PAPIER
    PARK PFERD PILZ PLATZ PREIS PUNKT RAD RAND RAT RAUCH RAUM REGEN REIS REISE RING ROCK ROSE ROST RUHE SACK
    SAFT SALZ SAND SATZ SCHAF SCHIFF SCHNEE SCHRANK SCHUH SCHULE SEE SEELE SEGEL SEIDE SEITE SENF SESSEL
    SINN SOHN SONNE SPIEL STADT STAHL STALL STAR STEIN STERN STIRN STOFF STRAND STRASSE STROM STUHL STUNDE
    STURM SUPPE TAG TANNE TANTE TASCHE TASSE TEE TEIL TELLER TEST TIER TINTE TISCH TOCHTER TOR TRAUM TREUE
    TUCH TURM UFER UHR UNTER VATER VERS VIEH VOGEL WAGEN WAHL WALD WAND WARE WASSER WEG WEIN WELT WERK WERT
    WESTEN WETTER WIND WINTER WIRT WOCHE WOLF WOLLE WORT WUNDE ZAHL ZAHN ZANGE ZEIT ZELT ZIEL ZIMMER ZINN
    ZUG RENNEN RESTE SENDEN STEHEN TRETEN ANTREIBEN ABREISE ANSTREICHEN ERNTEN LESEN LERNEN REDEN RATEN
    SINGEN TANZEN TRINKEN WANDERN WARTEN ARBEIT ARBEITEN BETEN BITTEN DENKEN DIENEN EILEN ENDEN ERBEN FAHREN
    FALLEN FEIERN FINDEN FRAGEN GEBEN GEHEN HALTEN HEBEN HEIZEN HELFEN HOFFEN HOLEN HÖREN KAUFEN KENNEN
    KOCHEN LACHEN LAUFEN LEGEN LEHREN LEIDEN LEITEN LIEBEN LIEGEN MALEN MELDEN NEHMEN NENNEN RETTEN RUFEN
    SAGEN SCHREIBEN SEHEN SETZEN SITZEN STELLEN SUCHEN TRAGEN TREFFEN WEINEN WOHNEN ZAHLEN ZEIGEN ALTER
    ANDERE ARMEN BREIT DUNKEL EBEN EDEL ELTERN ERNST FEIN FREI GRAU HART HEISS HELL KLAR KLEIN KURZ LANG
    LAUT LEER LEISE MILD MUNTER NETT NEU ROT RUND SANFT SATT SAUER SCHARF SCHNELL STARK STILL TIEF TREU WARM
    WEICH WEISS WILD ZART BÄR BÄREN BÜHNE FÜNF GRÜN HÖHE KÄSE KÖNIG LÖWE MÖWE MÜHLE NÄHE ÖFEN ÖL RÜCKEN SÄGE
    SÖHNE TÜR TÜREN ÜBER ZÜGE STÄRKE SCHÖN""".split())
ENDINGS = ("EN", "ER", "E", "N", "T", "S")


def stem(word: str) -> str:
    """The word less its first matching ENDINGS, if 3 letters stay."""
    for ending in ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[:-len(ending)]
    return word


def play_lexicon() -> TinyLexicon:
    return TinyLexicon({word: [stem(word)] for word in WORDS})


def from_rack(rack, letters: str) -> Optional[tuple[list[int], dict[int, int]]]:
    """Tiles of ``rack`` spelling ``letters`` (a joker for a letter it lacks)
    and the jokers' letters; None if the rack cannot."""
    left = list(rack)
    tiles, jokers = [], {}
    for letter in letters:
        face = LETTERS.index(letter)
        tile = next((t for t in left if FACE_OF[t] == face), None)
        if tile is None:
            tile = next((t for t in left if FACE_OF[t] == JOKER), None)
            if tile is None:
                return None
            jokers[tile] = face
        left.remove(tile)
        tiles.append(tile)
    return tiles, jokers


def candidates(game: WordGame) -> list[tuple[int, list, dict]]:
    """(length of the new word, table, jokers) for every play of one new word from the rack or one
    table word lengthened at an end that the rack can spell (not yet checked against the rules)."""
    player = game.current
    rack = game.racks[player]
    table = [list(word) for word in game.table]
    found = []
    shortest = 6 if not game.laid_first[player] else 3  # W-FIRST
    for word in WORDS:
        if len(word) >= shortest and len(word) <= len(rack):
            laid = from_rack(rack, word)
            if laid:
                found.append((len(word), table + [laid[0]], laid[1]))
    if not game.laid_first[player]:
        return found
    for index, tiles in enumerate(game.table):
        spelled = spell(tiles, game.jokers)
        for word in WORDS:
            if len(word) <= len(spelled) or len(word) - len(spelled) > len(rack):
                continue
            if word.startswith(spelled):
                laid = from_rack(rack, word[len(spelled):])
                if laid:
                    found.append((len(word), table[:index] + [list(tiles) + laid[0]] + table[index + 1:], laid[1]))
            elif word.endswith(spelled):
                laid = from_rack(rack, word[:len(word) - len(spelled)])
                if laid:
                    found.append((len(word), table[:index] + [laid[0] + list(tiles)] + table[index + 1:], laid[1]))
    return found


def greedy_play(game: WordGame, rng: random.Random, tries: int = 40) -> Optional[tuple[list, dict]]:
    """The longest of ``candidates`` the rules accept (ties in random order), at most ``tries`` checked."""
    found = candidates(game)
    rng.shuffle(found)
    found.sort(key=lambda play: -play[0])
    for _, table, jokers in found[:tries]:
        if game.check(table, jokers).legal:
            return table, jokers
    return None


def play_action(table, jokers, now: int) -> dict:
    """A play as its recorded action (the jokers' keys strings, as in JSON)."""
    return {"act": "play", "at": now, "table": table, "jokers": {str(tile): face for tile, face in jokers.items()}}
