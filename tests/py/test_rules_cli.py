"""The batch CLI and one-shot forms (python -m rules)."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules import cli

ROOT = Path(__file__).resolve().parents[2]


def ask(**request):
    return cli.answer(json.dumps(request))


def test_set_op():
    assert ask(op="set", tiles="R5 J R7") == {"valid": True, "kinds": ["run"], "points": 18}
    assert ask(op="set", tiles="K7 O7 K7")["valid"] is False


def test_check_op_names_rule_and_message():
    answer = ask(op="check", profile="club", melded=True, before="R1 R2 R3 R4", after="R1 R2 R3", rack="K1")
    assert answer["legal"] is False and answer["rule"] == "R-TAKEBACK" and answer["message"]
    german = ask(op="check", melded=False, before="", after="R1 R2 R3", rack="R1 R2 R3", lang="de")
    assert german["rule"] == "R-MELD30" and "Punkten" in german["message"]


def test_timeout_op_answers_what_stands_R_TIMEOUT():
    """Issue #16's examples (club 12.4): own tiles in invalid sets go back without
    penalty, valid sets stay, an invalid manipulation of table tiles is restored
    with 3 penalty tiles; under `original` everything goes back, 3 tiles."""
    extended = dict(op="timeout", melded=True, before="R1 R2 R3", after="R1 R2 R3 R4 | K5 K6", rack="R4 K5 K6 O9")
    assert ask(profile="club", **extended) == {"table": "R1 R2 R3 R4", "returned": "K5 K6", "penalty": 0,
                                               "played": True}
    assert ask(op="timeout", before="R1 R2 R3 R4 R5 R6", after="R1 R2 R3 | R4 R5 R6 R7 | K5 K6",
               rack="R7 K5 K6 O9") == {"table": "R1 R2 R3 | R4 R5 R6 R7", "returned": "K5 K6", "penalty": 0,
                                       "played": True}
    assert ask(op="timeout", before="R1 R2 R3 R4 R5 R6", after="R1 R2 | R3 R4 R5 R6 R7", rack="R7 K5 O9") == {
        "table": "R1 R2 R3 R4 R5 R6", "returned": "R7", "penalty": 3, "played": False}
    assert ask(profile="original", **extended) == {"table": "R1 R2 R3", "returned": "R4 K5 K6", "penalty": 3,
                                                   "played": False}
    assert ask(op="timeout", before="R1 R2 R3", after="R1 R2 R3 | K5 K6", rack="K5 K6 O9") == {
        "table": "R1 R2 R3", "returned": "K5 K6", "penalty": 0, "played": False}  # he draws one (club 13.1)
    assert "error" in ask(op="timeout", before="R1 R2 R3", after="R1 R2 R3 R9", rack="K5")


def test_timeout_op_valid_rearrangement_without_his_tiles_stands_R_TIMEOUT_club_13_1():
    """R-TIMEOUT club with club 13.1 (R-REARRANGE): a valid table is left but no
    rack tile of his stayed: the rearranged table stands, "played" is false (he
    draws one tile), no penalty; his unfinished set goes back to the rack."""
    assert ask(op="timeout", before="R1 R2 R3 R4 R5 R6", after="R1 R2 R3 | R4 R5 R6", rack="K5") == {
        "table": "R1 R2 R3 | R4 R5 R6", "returned": "", "penalty": 0, "played": False}
    assert ask(op="timeout", before="R1 R2 R3 R4 R5 R6 | K1 O1 B1", after="R2 R3 R4 R5 R6 | K1 O1 B1 R1 | K5 O5",
               rack="K5 O5 B9") == {"table": "R2 R3 R4 R5 R6 | K1 O1 B1 R1", "returned": "K5 O5",
                                    "penalty": 0, "played": False}


def test_score_op_club_19_1_and_placement():
    """R-SCORE example of club 19.1 and R-PLACEMENT 4-3-1-0."""
    answer = ask(op="score", profile="club", end="rummikub",
                 racks={"A": "", "B": "R10", "C": "R10 K10", "D": "K10 O10 B10"})
    assert answer["scores"] == {"A": 60, "B": -10, "C": -20, "D": -30}
    assert answer["placement_points"] == {"A": 4, "B": 3, "C": 1, "D": 0}


def test_score_op_no_meld_and_pool_empty():
    answer = ask(op="score", profile="club", end="rummikub", racks={"A": "", "B": "R10", "C": "R1"},
                 melded={"C": False}, could_meld={"C": True})
    assert answer["scores"] == {"A": 210, "B": -10, "C": -200}
    answer = ask(op="score", profile="club", end="pool_empty", racks={"A": "R1 J", "B": "R10", "C": "R9"})
    assert answer["winner"] == "C" and answer["scores"] == {"A": -31, "B": -10, "C": -9}


def test_score_op_original_r_no_meld_flat_amounts():
    """R-NO-MELD under `original` too: −200/−100 flat, jokers (50) not counted again;
    after R-POOL-EMPTY the flat amount goes into the winner's plus."""
    answer = ask(op="score", profile="original", end="rummikub", racks={"A": "", "B": "R10 J", "C": "R1"},
                 melded={"B": False, "C": False}, could_meld={"B": True})
    assert answer["scores"] == {"A": 300, "B": -200, "C": -100}
    answer = ask(op="score", profile="original", end="pool_empty", racks={"A": "R5", "B": "R1", "C": "K9"},
                 melded={"B": False})
    assert answer["winner"] == "A" and answer["scores"] == {"A": 104, "B": -100, "C": -4}


def test_score_op_r_pool_empty_shared_first_place_does_not_depend_on_the_order():
    """R-POOL-EMPTY `club`: equal rack sum and tiles share first place (R-PLACEMENT:
    4 and 3 shared, rounded up); ``winners`` names them, in either request order."""
    racks = {"A": "R5", "B": "K5", "C": "B9"}
    answer = ask(op="score", profile="club", end="pool_empty", racks=racks)
    assert answer == {"scores": {"A": -5, "B": -5, "C": -9}, "winner": "A", "places": {"A": 1, "B": 1, "C": 3},
                      "placement_points": {"A": 4, "B": 4, "C": 1}, "winners": ["A", "B"]}
    swapped = ask(op="score", profile="club", end="pool_empty", racks=dict(reversed(racks.items())))
    assert swapped["places"] == answer["places"] and swapped["placement_points"] == answer["placement_points"]
    assert sorted(swapped["winners"]) == ["A", "B"]
    assert "winners" not in ask(op="score", profile="club", end="pool_empty", racks={"A": "R5", "B": "K6"})


@pytest.mark.parametrize("line, fragment", [
    ("not json", "not JSON"), ("[1]", "JSON object"), ('{"op": "fly"}', "unknown op"),
    ('{"op": "set"}', "missing field"), ('{"op": "set", "tiles": "X9"}', "X9"),
    ('{"op": "set", "tiles": "J J J"}', "box"),
    ('{"op": "score", "end": "rummikub", "racks": {"A": "R1", "B": "R2"}}', "exactly one rack"),
])
def test_bad_requests_get_an_error_and_the_batch_goes_on(line, fragment):
    out = io.StringIO()
    cli.batch([line, '{"op":"set","tiles":"K1 K2 K3"}'], out)
    first, second = [json.loads(text) for text in out.getvalue().splitlines()]
    assert fragment in first["error"] and second["valid"] is True


@pytest.mark.skipif(sys.platform == "emscripten", reason="needs a subprocess")
def test_python_m_rules_batch_and_one_shot():
    run = subprocess.run([sys.executable, "-m", "rules", "batch"], cwd=ROOT, capture_output=True, text=True,
                         input='{"op":"set","tiles":"R5 J R7"}\n{"op":"set","tiles":"?"}\n')
    lines = [json.loads(line) for line in run.stdout.splitlines()]
    assert lines[0]["points"] == 18 and "error" in lines[1] and run.returncode == 0
    one = subprocess.run([sys.executable, "-m", "rules", "set", "r5 j r7"], cwd=ROOT, capture_output=True, text=True)
    assert json.loads(one.stdout)["kinds"] == ["run"]
    helped = subprocess.run([sys.executable, "-m", "rules", "--help"], cwd=ROOT, capture_output=True, text=True)
    assert "batch" in helped.stdout and helped.returncode == 0


@pytest.mark.parametrize("request_, fragment", [
    ({"op": "check", "melded": "false", "before": "", "after": "R1 R2 R3", "rack": "R1 R2 R3"}, "true or false"),
    ({"op": "score", "end": "rummikub", "racks": {"A": "", "B": "R1"}, "melded": {"X": False}}, "X"),
    ({"op": "score", "end": "rummikub", "racks": {"A": "", "B": "R1"}, "could_meld": {"B": "yes"}}, "true or false"),
    ({"op": "score", "end": "rummikub", "racks": {"A": "", "B": 5}}, "racks"),
    ({"op": "score", "end": "rummikub", "racks": {"A": "", "B": "J J", "C": "J"}}, "box"),
    ({"op": "check", "profile": "klub", "before": "", "after": "R1 R2 R3", "rack": "R1 R2 R3"}, "profile"),
    ({"op": "check", "lang": "fr", "before": "", "after": "R1 R2 R3", "rack": "R1 R2 R3"}, "lang"),
])
def test_requests_with_wrong_types_or_too_many_tiles_are_refused(request_, fragment):
    """A string "false" must not count as melded, and the racks together hold at
    most the box (R-TILES: two jokers in all)."""
    assert fragment in cli.answer(json.dumps(request_))["error"]


@pytest.mark.skipif(sys.platform == "emscripten", reason="needs a subprocess")
def test_one_shot_score_r_score_and_r_no_meld():
    """`python -m rules score`: club 19.1 example, and R-NO-MELD −200 from the command line."""
    def score(*args):
        run = subprocess.run([sys.executable, "-m", "rules", "score", *args], cwd=ROOT, capture_output=True, text=True)
        return run.returncode, json.loads(run.stdout) if run.stdout else run.stderr

    code, answer = score("--end", "rummikub", "A=", "B=R10", "C=R10 K10", "D=K10 O10 B10")
    assert code == 0 and answer["scores"] == {"A": 60, "B": -10, "C": -20, "D": -30}
    code, answer = score("--end", "rummikub", "A=", "B=R10", "C=R1", "--not-melded", "C", "--could-meld", "C")
    assert answer["scores"] == {"A": 210, "B": -10, "C": -200}
    code, answer = score("--end", "rummikub", "A=", "B")
    assert code == 2 and "NAME=TILES" in answer


def test_word_op_w_word_answers_valid_or_the_reason():
    """`{"op":"word"}` (issue #14): a word of the lexicon, or why not, in English or German."""
    assert ask(op="word", word="HÄUSER") == {"valid": True}
    assert ask(op="word", word="SPIELLEHRER") == {"valid": True}          # a compound of lexicon words
    assert ask(op="word", word="BERLIN") == {"valid": False,
                                                 "reason": "BERLIN is a proper noun, which is not allowed (W-WORD)."}
    assert ask(op="word", word="GMBH") == {"valid": False,
                                               "reason": "GMBH is an abbreviation, which is not allowed (W-WORD)."}
    assert ask(op="word", word="HAEUSER") == {"valid": False,
                                                  "reason": "HAEUSER is not in the German dictionary (W-WORD)."}
    assert ask(op="word", word="Straße")["reason"].startswith("Straße: a word has only the tiles' letters")
    assert ask(op="word", word="THOMAS", lang="de") == {"valid": False,
                                                              "reason": "THOMAS ist ein Eigenname und nicht erlaubt (W-WORD)."}
    assert "must be str" in ask(op="word", word=7)["error"]
    assert "missing field" in ask(op="word")["error"]
    assert "lang" in ask(op="word", word="HAUS", lang="fr")["error"]


@pytest.mark.skipif(sys.platform == "emscripten", reason="needs a subprocess")
def test_one_shot_word_w_word():
    run = subprocess.run([sys.executable, "-m", "rules", "word", "FUSSBALL"], cwd=ROOT, capture_output=True,
                         text=True)
    assert run.returncode == 0 and json.loads(run.stdout) == {"valid": True}
    run = subprocess.run([sys.executable, "-m", "rules", "word", "ADAC", "--lang", "de"], cwd=ROOT,
                         capture_output=True, text=True)
    assert json.loads(run.stdout) == {"valid": False, "reason": "ADAC ist eine Abkürzung und nicht erlaubt (W-WORD)."}
