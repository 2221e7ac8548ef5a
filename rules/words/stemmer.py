"""The Snowball German stemmer (snowballstem.org, release 3.1), for W-STEM's
fallback: the stem key of a word the lexicon knows nothing about.

A plain port for tile words (letters only; the algorithm's apostrophe step
never applies). tests/py/test_words_lexicon.py checks it against the
snowballstemmer package the lexicon build fetches.
"""

from __future__ import annotations

VOWELS = frozenset("aeiouyäöü")
S_ENDING = frozenset("bdfghklmnrt")
ST_ENDING = frozenset("bdfghklmnt")
ET_ENDING = frozenset("Udfgklmnrstzä")
ET_KEPT = ("tick", "plan", "geordn", "intern", "tr")
# Longest suffix first: only the longest one that ends the word is considered.
STEP1 = (("erinnen", 2), ("erin", 2), ("lns", 5), ("ern", 2), ("em", 1), ("en", 3), ("er", 2), ("es", 3),
         ("ln", 5), ("e", 3), ("s", 4))
STEP2 = (("est", 1), ("en", 1), ("er", 1), ("et", 3), ("st", 2))
STEP3 = (("lich", 3), ("heit", 3), ("keit", 4), ("isch", 2), ("end", 1), ("ung", 1), ("ig", 2), ("ik", 2))
UNMARK = str.maketrans("UYäöü", "uyaou")


def stem(word: str) -> str:
    """The Snowball stem of a tile word (HÄUSER -> haus), lower case."""
    text = _prelude(word.lower())
    p1, p2 = _regions(text)
    text = _step1(text, p1)
    text = _step2(text, p1)
    text = _step3(text, p1, p2)
    return text.translate(UNMARK)


def _prelude(text: str) -> str:
    """u and y between vowels are consonants (U, Y); ß -> ss, ae/oe/ue -> ä/ö/ü."""
    chars = list(text)
    for i in range(len(chars) - 2):
        if chars[i] in VOWELS and chars[i + 1] in "uy" and chars[i + 2] in VOWELS:
            chars[i + 1] = chars[i + 1].upper()
    text, out, i = "".join(chars), [], 0
    while i < len(text):
        pair = text[i:i + 2]
        if pair == "qu":
            out.append(pair)
            i += 2
        elif pair in ("ae", "oe", "ue"):
            out.append({"ae": "ä", "oe": "ö", "ue": "ü"}[pair])
            i += 2
        else:
            out.append("ss" if text[i] == "ß" else text[i])
            i += 1
    return "".join(out)


def _after_syllable(text: str, start: int) -> int:
    """The position after the first non-vowel that follows a vowel, from ``start``;
    the word's length if there is none."""
    i = start
    while i < len(text) and text[i] not in VOWELS:
        i += 1
    i += 1
    while i < len(text) and text[i] in VOWELS:
        i += 1
    return i + 1 if i < len(text) else len(text)


def _regions(text: str) -> tuple:
    """R1 (at least 3 letters in) and R2, as start positions."""
    if len(text) < 3:
        return len(text), len(text)
    p1 = _after_syllable(text, 0)
    if p1 >= len(text):
        return len(text), len(text)
    p2 = _after_syllable(text, p1)
    return max(p1, 3), p2


def _longest(text: str, suffixes) -> tuple:
    for suffix, action in suffixes:
        if text.endswith(suffix):
            return suffix, action
    return "", 0


def _step1(text: str, p1: int) -> str:
    suffix, action = _longest(text, STEP1)
    start = len(text) - len(suffix)
    if not action or start < p1:
        return text
    stem_ = text[:start]
    if action == 1:
        return text if stem_.endswith("syst") else stem_
    if action == 2:
        return stem_
    if action == 3:
        return stem_[:-1] if stem_.endswith("niss") else stem_
    if action == 4:
        return stem_ if stem_[-1:] in S_ENDING and stem_ else text
    return stem_ + "l"


def _step2(text: str, p1: int) -> str:
    suffix, action = _longest(text, STEP2)
    start = len(text) - len(suffix)
    if not action or start < p1:
        return text
    stem_ = text[:start]
    if action == 1:
        return stem_
    if action == 2:
        return stem_ if stem_[-1:] in ST_ENDING and stem_ and len(stem_) >= 4 else text
    if stem_[-1:] in ET_ENDING and stem_ and not stem_.endswith(ET_KEPT):
        return stem_
    return text


def _step3(text: str, p1: int, p2: int) -> str:
    suffix, action = _longest(text, STEP3)
    start = len(text) - len(suffix)
    if not action or start < p2:
        return text
    stem_ = text[:start]
    if action == 1:
        if stem_.endswith("ig") and not stem_.endswith("eig") and len(stem_) - 2 >= p2:
            return stem_[:-2]
        return stem_
    if action == 2:
        return text if stem_.endswith("e") else stem_
    if action == 3:
        if stem_.endswith(("er", "en")) and len(stem_) - 2 >= p1:
            return stem_[:-2]
        return stem_
    for ending in ("lich", "ig"):
        if stem_.endswith(ending) and len(stem_) - len(ending) >= p2:
            return stem_[:-len(ending)]
    return stem_
