"""W-WORD compounds: a word the lexicon does not list is still a word if it is
modifiers, each with a linking element it really takes, followed by a noun of
the lexicon (SPIEL+GRUPPE, KIND+ER+GARTEN, ARBEIT+S+ZIMMER, SCHUL(E)+HOF).

A modifier is a listed word with link bits: which linking elements (LINKS) may
follow it. The builder (tools/build_lexicon.py compound_flags) sets them from
German usage, the compounds the sources list: KIND takes ER, ES, S and none
(KINDERGARTEN, KINDESWOHL, KINDSKOPF, KINDBETT) but not EN, so KINDENGARTEN is
no compound; HAUS takes none (HAUSTÜR), not EN (HAUSENTÜR), and its plural
HÄUSER is a modifier of its own (HÄUSERBLOCK); LIEBE takes S, SCHULE drops its
E, GESCHICHTE drops it and takes S (GESCHICHTSBUCH). A modifier without the
MIDDLE bit (only an adjective or a verb stem: FERN, or a guess of the builder)
can only be the first part. The head, the last part, is a noun in any form
(NOUN: its inflection is the compound's: SPIELGRUPPEN).
The stem keys of a compound (W-STEM) are the head's keys behind the modifiers:
SPIELGRUPPEN -> SPIELGRUPPE, the same key the lexicon stores for SPIELGRUPPE.

The builder leaves out every listed word this rule gives back with the same
keys and the same bits, so this module decides what the built file holds:
changing it means bumping rules.words.packed.FORMAT and rebuilding.
"""

from __future__ import annotations

from typing import Callable, Optional, Tuple

NOUN = 1        # flag: a noun form, so it can be a compound's head
MIDDLE = 2      # flag: a modifier that may follow another one (a noun's, not only an adjective's or verb's)
MIN_PART = 3    # letters of the shortest part
# Linking elements (Fugenelemente): (letters after the modifier, its final E dropped first).
# A modifier's flags have the bit LINK_BITS[i] when LINKS[i] may follow it.
LINKS = (("", False), ("S", False), ("ES", False), ("N", False), ("EN", False), ("ER", False),
         ("E", False), ("NS", False), ("ENS", False), ("", True), ("S", True))
LINK_BITS = tuple(4 << index for index in range(len(LINKS)))
ANY_LINK = sum(LINK_BITS)
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
    for (letters, dropped), bit in zip(LINKS, LINK_BITS):
        if not prefix.endswith(letters):
            continue
        body = prefix[:len(prefix) - len(letters)]
        for start in range(0, len(body) - MIN_PART + 1):
            if start and start < MIN_PART:
                continue
            part_flags = flags(body[start:] + DROPPED if dropped else body[start:])
            if part_flags is not None and part_flags & bit and (
                    not start or (part_flags & MIDDLE and _modifiers(body[:start], flags, known))):
                found = True
                break
        if found:
            break
    known[prefix] = found
    return found
