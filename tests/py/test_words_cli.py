"""`python -m rules batch` op `word-check` (W-FIRST, W-CHANGE, W-WORD, W-JOKER,
W-STEM, W-SCORE, W-EMPTY), answered with the test lexicon (tests/py/word_lexicon.py)."""

import io
import json

import pytest

from rules import cli
from word_lexicon import lexicon  # noqa: F401  (the fixture)


@pytest.fixture
def ask(lexicon, monkeypatch):
    monkeypatch.setattr(cli, "word_lexicon", lambda: lexicon)
    return lambda **request: cli.answer(json.dumps({"op": "word-check", **request}))


def test_word_check_the_examples_of_the_task(ask):
    """W-SCORE 9, W-EMPTY 18, W-CHANGE 4, W-STEM refused, W-JOKER 0 and TESTSPIEL 9."""
    assert ask(before=["LIEBEN"], after=["VERLIEBEN"], rack="VERTAGH", first=False) == {"legal": True, "score": 9}
    assert ask(before=["REIFEN"], after=["AHORN", "HUT", "FERNREISE"], rack="AHORNHUTRSE") == \
        {"legal": True, "score": 18}
    assert ask(before=["LIEBEN"], after=["EBEN", "LIST"], rack="STX") == {"legal": True, "score": 4}
    assert ask(before=["SPIEL"], after=["SPIELEN"], rack="ENX") == {
        "legal": False, "rule": "W-STEM", "reason": "SPIELEN: the same word stem as SPIEL, which is already on the table: each word only once (W-STEM)."}
    assert ask(before=["TEsT", "AST"], after=["TEXT", "mAST"], rack="XB") == {"legal": True, "score": 0}
    assert ask(before=["TEsT"], after=["TESTSpIEL"], rack="SSIELAB") == {"legal": True, "score": 9}


def test_word_check_first_word_and_german_reason(ask):
    """W-FIRST: `first` true is the turn of the first word (default false)."""
    assert ask(before=[], after=["SPIELT"], rack="SPIELTX", first=True) == {"legal": True, "score": 6}
    answer = ask(before=["AST"], after=["MAST"], rack="MX", first=True, lang="de")
    assert answer["rule"] == "W-FIRST" and answer["reason"].startswith("AST: Vor deinem ersten Wort")
    assert ask(before=["AST"], after=["MAST"], rack="MX") == {"legal": True, "score": 4}


@pytest.mark.parametrize("request_fields, error", [
    ({"before": "SPIEL", "after": ["SPIELT"], "rack": "T"}, "field 'before' must be list"),
    ({"before": [], "after": ["SPIELT", 7], "rack": "T"}, "field 'after' must be a list of words"),
    ({"before": [], "after": ["SPIELT"]}, "missing field 'rack'"),
    ({"before": [], "after": ["STRAßE"], "rack": "STRASSE"}, "no ß tile in 'STRAßE': write SS"),
    ({"before": [], "after": ["SPIELT"], "rack": "SPIELT***"}, "3 jokers: the box holds only 2"),
    ({"before": [], "after": ["HUT"], "rack": "HUT", "first": "no"}, "field 'first' must be true or false"),
    ({"before": [], "after": ["HUT"], "rack": "HUT", "lang": "fr"}, "unknown lang 'fr'"),
])
def test_word_check_bad_requests_get_a_clear_error(ask, request_fields, error):
    """W-TILES: malformed words, racks and fields are named, the batch goes on."""
    assert ask(**request_fields)["error"].startswith(error)


def test_word_check_in_a_batch_beside_the_numbers_ops(ask):
    out = io.StringIO()
    cli.batch(['{"op":"word-check","before":["LIEBEN"],"after":["VERLIEBEN"],"rack":"VERTAGH","first":false}',
               '{"op":"set","tiles":"R5 J R7"}'], out)
    assert [json.loads(line) for line in out.getvalue().splitlines()] == [
        {"legal": True, "score": 9}, {"valid": True, "kinds": ["run"], "points": 18}]
