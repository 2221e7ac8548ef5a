"""The tutorial's screens (pure HTML, issue #20): the list of lessons with the
learner's progress and its export and import, and one lesson: its task, the
game's own table and rack (game.ui.board_view, so tiles look and move as in a
game), Check / Undo / Start again, or a question's answers; the refusal or
the praise as the status line says them in a game."""

from __future__ import annotations

from typing import Sequence

from game.i18n import TEXTS, Message, text
from game.learn.lessons import LESSONS
from game.learn.tutorial import Tutorial
from game.ui import board_view, tiles_view
from game.ui.layout import sentence
from game.ui.html import Markup, join, tag
from game.ui.title_view import notice_list


def frame(lang: str) -> Markup:
    """Mounted once: the header (back to the game, the language), the main
    region the screens are drawn into, the live region and the file input."""
    other = "de" if lang == "en" else "en"
    header = tag("header",
                 tag("a", text(lang, "learn_to_game"), href=f"./?lang={lang}", class_="action")
                 + tag("h1", text(lang, "learn_title"))
                 + tag("button", "Deutsch" if lang == "en" else "English", type="button", class_="action",
                       data_action="learn_lang", lang=other),
                 class_="learn-head topbar")
    main = tag("div", "", id="learn-main", class_="learn-main")  # a div: it lies in the page's own <main>
    return (tag("div", header + main, class_="learn")
            + tag("div", "", id="live", class_="sr-only", aria_live="polite", role="status")
            + tag("input", type="file", id="learn-import-file", accept=".json,application/json", hidden=True))


def home(tutorial: Tutorial, notices: Sequence[Message]) -> Markup:
    """The lessons, the way on, the way to the puzzles, and the progress for teachers
    (export, import)."""
    lang, done = tutorial.lang, tutorial.progress.lessons
    go_on = tutorial.next_unfinished()
    all_done = len(done) == len(LESSONS)
    caption = text(lang, "learn_continue" if done else "learn_start",
                   lesson=text(lang, f"learn_{LESSONS[go_on].id}_title"))
    lessons = join(
        tag("li", tag("button",
                      tag("span", f"{n}.", class_="learn-n")
                      + tag("span", text(lang, f"learn_{lesson.id}_title"))
                      + (tag("span", "✓ " + text(lang, "learn_done_mark"), class_="learn-done")
                         if lesson.id in done else ""),
                      type="button", class_="learn-lesson" + (" done" if lesson.id in done else ""),
                      data_action="learn_open", data_index=n - 1, data_focus=f"lesson-{n}"))
        for n, lesson in enumerate(LESSONS, start=1))
    progress = tutorial.progress
    teachers = tag("section",
                   tag("h2", text(lang, "learn_progress"))
                   + tag("p", text(lang, "learn_progress_n", lessons=len(progress.lessons), total=len(LESSONS),
                                   puzzles=len(progress.puzzles)), id="learn-progress-n")
                   + tag("div",
                         tag("button", text(lang, "learn_export"), type="button", class_="action",
                             data_action="learn_export")
                         + tag("button", text(lang, "learn_import"), type="button", class_="action",
                               data_action="learn_import"),
                         class_="buttons"),
                   class_="learn-teachers")
    # all done: the way on is a real game (the intro says so), not the last lesson again
    way_on = (tag("a", text(lang, "learn_play"), href=f"./?lang={lang}", class_="action primary learn-go")
              if all_done else tag("button", caption, type="button", class_="action primary learn-go",
                                   data_action="learn_open", data_index=go_on, data_focus="learn-go"))
    return (tag("p", text(lang, "learn_all_done") if all_done else text(lang, "learn_intro"), class_="learn-intro")
            + notice_list(lang, notices)
            + way_on
            + tag("ol", lessons, class_="learn-lessons")
            + tag("a", text(lang, "learn_to_puzzles"), href=f"?mode=puzzle&lang={lang}", class_="action learn-go")
            + teachers)


def lesson(tutorial: Tutorial) -> Markup:
    """One lesson: step, title and task; the table and rack; the verdict; what to press."""
    lang, item = tutorial.lang, tutorial.lesson
    number = tutorial.index + 1
    head = (tag("p", text(lang, "learn_lesson_n", n=number, total=len(LESSONS)), class_="learn-step")
            + tag("h2", text(lang, f"learn_{item.id}_title"), id="learn-lesson-title")
            + tag("p", text(lang, f"learn_{item.id}_task"), class_="learn-task")
            + (tag("p", text(lang, f"learn_{item.id}_keys"), class_="learn-keys")
               if f"learn_{item.id}_keys" in TEXTS else ""))
    view = tutorial.board()
    if item.question is None:
        table = tag("section", board_view.table(view), class_="table-area", id="table",
                    aria_label=text(lang, "table"))
        rack = board_view.rack(view)
    else:
        table = tag("section", _shown_table(lang, view), class_="table-area", id="table",
                    aria_label=text(lang, "table")) if view.table else Markup("")
        rack = tag("div", join(tiles_view.tile(lang, t) for t in view.rack), class_="rack", role="group",
                   aria_label=text(lang, "rack"))
    verdict = _verdict(tutorial)
    dock = tag("section", tag("div", _buttons(tutorial), class_="actions")
               + tag("div", tag("div", rack, class_="rack-slot"), class_="rack-row"),
               class_="dock", aria_label=text(lang, "rack"))
    answers = _answers(tutorial) if item.question else Markup("")
    return tag("div", head + verdict + answers, class_="learn-lesson-head") + table + dock


def _shown_table(lang: str, view) -> Markup:
    """A question's table: the sets as they lie, not to be played on."""
    return tag("div", join(
        tag("div", join(tiles_view.tile(lang, t) for t in item.tiles), class_="set" + ("" if item.kind else " invalid"),
            role="group", aria_label=f"{text(lang, 'set_n', n=n)}: "
            + (text(lang, f"set_valid_{item.kind}") if item.kind else text(lang, "set_invalid")))
        for n, item in enumerate(view.table, start=1)), class_="sets")


def _verdict(tutorial: Tutorial) -> Markup:
    lang = tutorial.lang
    if tutorial.solved:
        return tag("p", text(lang, f"learn_{tutorial.lesson.id}_done"), class_="learn-verdict right",
                   id="learn-verdict")  # the page's live region says it, once (not a live region of its own)
    if tutorial.error is not None:
        return sentence(lang, tutorial.error, tag_name="p", class_="learn-verdict wrong",
                        id="learn-verdict")  # the rule's words, its id in the tooltip; said by the live region
    return Markup("")


def _answers(tutorial: Tutorial) -> Markup:
    lang = tutorial.lang
    buttons = []
    for choice in tutorial.choices():
        picked = choice.id == tutorial.answered
        mark = (" right" if tutorial.solved else " wrong") if picked else ""
        buttons.append(tag("button", choice.words.text(lang), type="button", class_="action learn-answer" + mark,
                           data_action="learn_answer", data_choice=choice.id, data_focus=f"answer-{choice.id}",
                           aria_pressed="true" if picked else "false", disabled=tutorial.solved and not picked))
    return tag("div", join(buttons), class_="learn-answers", role="group", aria_label=text(lang, "learn_answers"))


def _buttons(tutorial: Tutorial) -> Markup:
    lang, view = tutorial.lang, tutorial.board()
    last_done = tutorial.solved and tutorial.index == len(LESSONS) - 1  # then the way back is the way on
    buttons = [tag("button", text(lang, "learn_lessons"), type="button",
                   class_="action primary" if last_done else "action", data_action="learn_home",
                   data_focus="a-next" if last_done else "a-learn-home")]
    if tutorial.lesson.question is None:
        buttons.append(tag("button", text(lang, "undo"), type="button", class_="action", data_action="learn_undo",
                           data_focus="a-undo", disabled="undo" not in view.enabled))
        buttons.append(tag("button", text(lang, "learn_again"), type="button", class_="action",
                           data_action="learn_reset", data_focus="a-reset"))
        if not tutorial.solved:
            buttons.append(tag("button", text(lang, "learn_check"), type="button", class_="action primary",
                               data_action="learn_check", data_focus="a-check"))
    if tutorial.solved and not last_done:
        buttons.append(tag("button", text(lang, "learn_next"), type="button", class_="action primary",
                           data_action="learn_open", data_index=tutorial.index + 1, data_focus="a-next"))
    return join(buttons)
