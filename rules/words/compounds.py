"""W-WORD compounds: a word the lexicon does not list is still a word if it is
modifiers and linking letters followed by a noun of the lexicon (SPIEL+GRUPPE,
KIND+ER+GARTEN, SCHUL(E)+BUS, HAUS+TÜR).

A modifier is a listed noun in its dictionary form, with any linking letters
(HAUS, KIND+ER, ARBEIT+S), an adjective in its dictionary form, bare (FERN), or
a verb's stem, bare or with E (SPIEL from spielen, WART+E); the head, the last
part, is a listed noun in any form (its inflection is the compound's:
SPIELGRUPPEN). Parts are common words (the builder flags only those).
Function words, inflected verbs and nominalised adjectives are never parts, so
letter strings like DERHAUS or SPIELGING stay unknown. The stem keys of a
compound (W-STEM) are the head's keys behind the modifiers: SPIELGRUPPEN ->
SPIELGRUPPE, the same key the lexicon stores for SPIELGRUPPE itself.

The builder (tools/build_lexicon.py) leaves out every listed word this rule
gives back with the same keys, so this module decides what the built file
holds: changing it means bumping rules.words.lexicon.FORMAT and rebuilding.
"""

from __future__ import annotations

from typing import Callable, Optional, Tuple

NOUN = 1        # flag: a noun form, so it can be a compound's head
MODIFIER = 2    # flag: a noun's dictionary form, before linking letters or none
ADJECTIVE = 4   # flag: an adjective's dictionary form, before the next part directly
VERB = 8        # flag: a verb's stem, before the next part directly or with E
MIN_PART = 3    # letters of the shortest part
# Linking letters (Fugenelemente) and the modifiers they may follow; a noun's final E may
# also be dropped (SCHULE -> SCHULBUS).
LINKS = (("", MODIFIER | ADJECTIVE | VERB), ("S", MODIFIER), ("ES", MODIFIER), ("N", MODIFIER),
         ("EN", MODIFIER), ("ER", MODIFIER), ("E", MODIFIER | VERB), ("NS", MODIFIER), ("ENS", MODIFIER))
DROPPED = "E"

Flags = Callable[[str], Optional[int]]   # a listed word's flags, None if it is not listed


def split(word: str, flags: Flags) -> Optional[Tuple[str, str]]:
    """(prefix, head) of the first reading of ``word`` as modifiers + links +
    head, trying the longest head first; None if there is none."""
    known: dict = {}
    for start in range(MIN_PART, len(word) - MIN_PART + 1):
        head = word[start:]
        head_flags = flags(head)
        if head_flags is not None and head_flags & NOUN and _modifiers(word[:start], flags, known):
            return word[:start], head
    return None


def _modifiers(prefix: str, flags: Flags, known: dict) -> bool:
    """Is ``prefix`` one or more (modifier, link) pairs?"""
    if prefix in known:
        return known[prefix]
    found = False
    for link, kinds in LINKS:
        if not prefix.endswith(link):
            continue
        body = prefix[:len(prefix) - len(link)]
        for start in range(0, len(body) - MIN_PART + 1):
            if start and start < MIN_PART:
                continue
            part = body[start:]
            if (_has(part, kinds, flags) or (not link and _has(part + DROPPED, MODIFIER, flags))) and (
                    not start or _modifiers(body[:start], flags, known)):
                found = True
                break
        if found:
            break
    known[prefix] = found
    return found


def _has(part: str, kinds: int, flags: Flags) -> bool:
    part_flags = flags(part)
    return part_flags is not None and bool(part_flags & kinds)
