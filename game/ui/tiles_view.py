"""One tile as a button: number, colour symbol (tiles differ without colour),
and its accessible name ("Red 7", "Rot 7", "Joker"). The number and symbol are
one text on two lines (static/css/app.css draws the first line large)."""

from __future__ import annotations

from functools import cache

from rules.tiles import JOKER, colour_of, face_of, number_of

from game.i18n import COLOUR_CLASSES, COLOUR_SYMBOLS, text, tile_name
from game.ui.html import Markup, tag

JOKER_SYMBOL = "☺"


@cache  # drawn again on every redraw: 106 tiles, a few states each (issue #18: a redraw's cost at 4x throttle)
def tile(lang: str, tile_id: int, *, selected=False, fresh=False, locked=False, hinted=False) -> Markup:
    face = face_of(tile_id)
    if face == JOKER:
        colour, number, symbol = "joker", JOKER_SYMBOL, "J"
    else:
        colour = COLOUR_CLASSES[colour_of(face)]
        number, symbol = str(number_of(face)), COLOUR_SYMBOLS[colour_of(face)]
    name = tile_name(lang, face)  # the name is the label: the text below is not read
    return tag("button", f"{number}\n{symbol}", type="button", class_=tile_classes(colour, selected, fresh, hinted),
               data_tile=tile_id,
               data_focus=f"t{tile_id}", aria_label=name, aria_pressed="true" if selected else "false",
               aria_description=lights(lang, fresh, hinted), aria_disabled="true" if locked else None,
               draggable="false")


def lights(lang: str, fresh: bool, hinted: bool):
    """What a tile's light shows, said after its name (aria-description: the name stays "Red 7"):
    a hint's tile, a tile just laid; None when unlit."""
    said = [text(lang, key) for key, lit in (("tile_hinted", hinted), ("tile_fresh", fresh)) if lit]
    return ", ".join(said) or None


@cache
def mini(lang: str, tile_id: int) -> Markup:
    """A tile drawn small and inert (the move log): number and colour symbol, named in words for screen readers."""
    face = face_of(tile_id)
    shown, colour = ("J", "joker") if face == JOKER else \
        (f"{number_of(face)}{COLOUR_SYMBOLS[colour_of(face)]}", COLOUR_CLASSES[colour_of(face)])
    return tag("span", tag("span", shown, aria_hidden="true") + tag("span", tile_name(lang, face), class_="sr-only"),
               class_=f"mini {colour}")


def tile_classes(kind: str, selected: bool, fresh: bool, hinted: bool) -> str:
    """A tile button's classes (both variants: drag.js and app.css read them)."""
    return " ".join(["tile", kind] + [name for name, on in (("selected", selected), ("fresh", fresh),
                                                            ("hinted", hinted)) if on])
