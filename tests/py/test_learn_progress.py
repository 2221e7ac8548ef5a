"""A learner's progress (issue #20 part 4, game.learn.progress): one record of
lessons done and puzzles solved, exported as a file and imported on another
device. An imported file is hostile: it is refused with a reason in German and
English unless it is this app's progress file naming real lessons, and an
import adds to the device's progress, never takes from it."""

import json

import pytest

from game.browser import Store
from game.i18n import message
from game.learn import progress as learner
from game.learn.lessons import LESSON_IDS
from game.learn.progress import Progress, ProgressError
from game.learn.tutorial import Tutorial
from game.learn import tutorial_view

from escaping_helpers import HOSTILE, assert_inert
from test_browser import FakeStorage


def file_of(**fields) -> str:
    return json.dumps({"app": "rummikub-progress", "version": 1, **fields})


def test_a_record_goes_to_a_file_and_back_unchanged():
    record = Progress(lessons=["run", "joker"], puzzles=["20261125", "w3"])
    assert learner.decode(learner.encode(record)) == record
    assert json.loads(learner.encode(record)) == {"app": "rummikub-progress", "version": 1,
                                                   "lessons": ["run", "joker"],
                                                   "puzzles": ["20261125", "w3"]}


def test_an_import_adds_and_never_takes_away():
    here = Progress(lessons=["run", "group"], puzzles=["1"])
    there = learner.decode(file_of(lessons=["group", "clock"], puzzles=["2", "1"]))
    merged = here.merged(there)
    assert merged.lessons == ["run", "group", "clock"] and merged.puzzles == ["1", "2"]
    assert here.merged(Progress()) == here


def test_the_puzzle_mode_adds_its_solved_puzzles_to_the_same_record():
    record = Progress(lessons=["run"]).with_puzzle("w3")
    assert record.with_puzzle("w3").puzzles == ["w3"]
    assert record.with_lesson("run") is record and record.with_lesson("group").lessons == ["run", "group"]
    for bad in ("<script>", "w21", "W3", "007", "2147483648"):  # not a puzzle's canonical id
        with pytest.raises(ValueError):
            record.with_puzzle(bad)


@pytest.mark.parametrize("text, key", [
    ("", "progress_not_ours"),
    ("not json {", "progress_not_ours"),
    ("[1, 2]", "progress_not_ours"),
    (json.dumps({"lessons": ["run"]}), "progress_not_ours"),                      # no app marker
    (json.dumps({"app": "rummikub.save", "version": 1}), "progress_not_ours"),     # a saved game, say
    (file_of(version=2), "progress_version"),
    (json.dumps({"app": "rummikub-progress", "version": "1"}), "progress_version"),
    (file_of(lessons=["run", "cheat"]), "progress_unknown_lesson"),                # no such lesson
    (file_of(lessons="run"), "progress_invalid"),
    (file_of(lessons=[["run"]]), "progress_invalid"),
    (file_of(puzzles=[HOSTILE]), "progress_bad_puzzle"),
    (file_of(puzzles=["x" * 65]), "progress_bad_puzzle"),
    (file_of(puzzles=["seed:42"]), "progress_bad_puzzle"),                        # the form, not a puzzle
    (file_of(puzzles=["w99"]), "progress_bad_puzzle"),                            # no such van der Wekken puzzle
    (file_of(puzzles=["99999999999"]), "progress_bad_puzzle"),                    # past the largest seed
    (file_of(puzzles=[str(i) for i in range(learner.MAX_IDS + 1)]), "progress_invalid"),
    (file_of(lessons=["run"], teacher="me"), "progress_invalid"),                  # nothing unknown rides along
    ("[" * 50_000 + "]" * 50_000, "progress_not_ours"),                            # nested past the parser
    (file_of(puzzles=["p"] * 30_000), "progress_too_large"),
])
def test_a_hostile_or_foreign_file_is_refused_with_a_reason_in_both_languages(text, key):
    with pytest.raises(ProgressError) as refused:
        learner.decode(text)
    assert refused.value.why.key == key
    for lang in ("en", "de"):
        sentence = message("learn_import_failed", why=refused.value.why).text(lang)
        assert len(sentence) < 300
        tutorial = Tutorial(lang)
        assert_inert(tutorial_view.home(tutorial, [message("learn_import_failed", why=refused.value.why)]))


def test_the_refusal_names_what_the_file_gets_wrong():
    with pytest.raises(ProgressError) as refused:
        learner.decode(file_of(lessons=["run", "cheat"]))
    assert "'cheat'" in refused.value.why.text("en") and "Lektion" in refused.value.why.text("de")
    with pytest.raises(ProgressError) as refused:
        learner.decode(file_of(lessons="run"))
    assert "lessons" in refused.value.why.text("de")


def test_every_lesson_id_is_a_valid_record_and_duplicates_are_read_once():
    assert learner.decode(file_of(lessons=[*LESSON_IDS, "run"])).lessons == list(LESSON_IDS)


def test_an_unreadable_stored_record_starts_afresh_with_a_notice():
    assert learner.load(None) == (Progress(), None)
    record, notice = learner.load("{broken")
    assert record == Progress() and notice.key == "progress_corrupt"
    assert "progress" in notice.text("en").lower() and "Lernstand" in notice.text("de")


def test_storing_merges_what_another_tab_stored_meanwhile():
    storage = FakeStorage()
    mine, theirs = Store(storage, learner.KEY), Store(storage, learner.KEY)
    mine.load(), theirs.load()
    learner.store(theirs, Progress(lessons=["group"]))
    stored, failed = learner.store(mine, Progress(lessons=["run"]))
    assert failed is None and stored.lessons == ["group", "run"]
    assert learner.decode(storage[learner.KEY]) == stored


def test_a_refused_write_keeps_the_progress_for_the_visit_and_says_so():
    storage = FakeStorage(quota=10)
    stored, failed = learner.store(Store(storage, learner.KEY), Progress(lessons=["run"]))
    assert stored.lessons == ["run"] and failed.key == "learn_save_failed"
    assert learner.KEY not in storage


def test_a_full_record_stays_readable_when_puzzles_are_added_or_merged():
    full = Progress(puzzles=[str(i) for i in range(learner.MAX_IDS)])
    other = Progress(puzzles=[str(i) for i in range(learner.MAX_IDS, 2 * learner.MAX_IDS)])
    for record in (full.with_puzzle("w1"), full.merged(other), other.merged(full)):
        text = learner.encode(record)
        assert len(text) <= learner.MAX_CHARS and learner.decode(text) == record
        assert len(record.puzzles) == learner.MAX_IDS
    assert full.with_puzzle("w1").puzzles[-1] == "w1"  # the oldest solved drops out, the newest is kept
