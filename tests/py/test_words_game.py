"""The word game's flow (rules/words/game.py): W-DEAL, W-PASS, W-FIRST, W-SCORE,
W-EMPTY, W-END, W-TIME, W-CHALLENGE, every move through ``WordGame`` and its
``apply``; and its saves (rules/words/history.py).

Positions are set with ``arrange`` (words on the table in the table form, a
joker in lower case; racks in letters, ``*`` a joker; the pool's letters in
order), and plays written as the table at the end (``proposal``, read the
way rules.words.notation reads a turn). The lexicon is ``tiny_lexicon``
(tests/py/word_lexicon.py): the flow is tested here, not the lexicon.
"""

import json

import pytest
from pydantic import ValidationError

from rules import history as numbers_history
from rules.flow import GameError
from rules.game import Game
from rules.history import HistoryError
from rules.profiles import Settings, WordSettings
from rules.words import history
from rules.words.game import WordGame
from rules.words.notation import read_turn
from rules.words.tiles import JOKER, LETTERS, face_of, format_rack, format_word, parse_rack
from word_lexicon import TinyLexicon, tiny_lexicon  # noqa: F401  (the fixture)
from word_positions import arrange
from words_random_play import greedy_play, play_action

E = LETTERS.index("E")


def new_game(lexicon, players=2, check="auto", seconds=60, now=0, refill=False):
    return WordGame(players, 1, lexicon, WordSettings(check=check, turn_seconds=seconds, refill=refill), starter=0,
                    now=now)


def proposal(game, *after):
    """The table ``after`` (words in the table form) as the player to move
    would lay it, in the game's tile ids, and the jokers' letters."""
    before = [format_word(word, game.jokers) for word in game.table]
    rack = game.racks[game.current]
    start, end, rack_ids = read_turn(before, list(after), format_rack(rack))
    ids = dict(zip([t for word in start.words for t in word], [t for word in game.table for t in word]))
    ids.update(zip(rack_ids, rack))
    return [[ids.get(t, t) for t in word] for word in end.words], {ids.get(t, t): f for t, f in end.jokers.items()}


def tiles(rack, letters):
    """The tiles of ``rack`` that spell ``letters`` (``*`` a joker), each once."""
    left = list(rack)
    found = []
    for face in parse_rack(letters):
        tile = next(t for t in left if face_of(t) == face)
        left.remove(tile)
        found.append(tile)
    return found


def state(game):
    return {name: (json.dumps(value, default=repr) if name != "window" else value)
            for name, value in vars(game).items() if name not in ("rng", "lexicon", "_enforced", "variant")} \
        | {"rng": game.rng.getstate()}


def refused(game, action):
    """The GameError ``action`` raises; the game is as it was."""
    before = state(game)
    with pytest.raises(GameError) as error:
        game.apply(action)
    assert state(game) == before
    return error.value


def play(game, *words, at=0):
    table, jokers = proposal(game, *words)
    return game.apply(play_action(table, jokers, at))


# -- W-DEAL, W-PASS, W-FIRST --------------------------------------------------

def test_w_deal_14_each_the_rest_is_the_pool_seeded(tiny_lexicon):
    for players in (2, 3, 4):
        game = WordGame(players, 5, tiny_lexicon)
        assert [len(rack) for rack in game.racks] == [14] * players and len(game.pool) == 112 - 14 * players
        assert sorted([t for rack in game.racks for t in rack] + game.pool) == list(range(112))
        again = WordGame(players, 5, tiny_lexicon)
        assert (again.racks, again.pool) == (game.racks, game.pool)
        assert WordGame(players, 6, tiny_lexicon).racks != game.racks
        assert game.table == [] and game.totals == [0] * players and game.current == 0 and not game.finished
    assert WordGame(3, 5, tiny_lexicon, starter=2).current == 2
    for players, starter in ((1, 0), (5, 0), (2, 2)):
        with pytest.raises(GameError) as error:
            WordGame(players, 5, tiny_lexicon, starter=starter)
        assert error.value.rule == "W-DEAL"


def test_w_pass_a_draw_takes_one_tile_and_ends_the_turn(tiny_lexicon):
    game = new_game(tiny_lexicon, players=3)
    top, rack = game.pool[0], list(game.racks[0])
    outcome = game.apply({"act": "draw", "at": 5000})
    assert (outcome.kind, outcome.drawn, outcome.score) == ("draw", (top,), 0)
    assert game.racks[0] == rack + [top] and game.current == 1 and game.deadline == 65000
    assert game.actions == [{"act": "draw", "at": 5000}]
    assert refused(game, {"act": "pass", "at": 6000}).rule == "W-PASS"  # the word game draws, even from an empty pool


def test_w_first_six_letters_from_the_own_rack_then_any_word_of_3(tiny_lexicon):
    game = new_game(tiny_lexicon)
    arrange(game, table=["HUT"], racks=["GARTENBAUME", "KINDERSEGEL"], pool="EEEE")
    table, _ = proposal(game, "HUT", "BAUM")
    error = refused(game, {"act": "play", "at": 1, "table": table})
    assert error.rule == "W-FIRST" and error.message.text("de").startswith("Dein erstes Wort braucht mindestens 6")
    table, _ = proposal(game, "HUTE", "GARTEN")  # no rack tile on a table word before the first word
    assert refused(game, {"act": "play", "at": 1, "table": table}).rule == "W-FIRST"
    assert play(game, "HUT", "GARTEN").score == 6 and game.laid_first == [True, False]
    assert refused(game, {"act": "play", "at": 2, "table": proposal(game, "HUT", "GARTEN", "SEGEL")[0]}).rule \
        == "W-FIRST"  # his first word has 6 letters, whatever the others laid
    play(game, "HUT", "GARTEN", "KINDER")
    assert play(game, "HUT", "GARTEN", "KINDER", "BAUM").score == 4 and game.laid_first == [True, True]


# -- W-SCORE, the action's form, W-EMPTY ----------------------------------------

def test_w_score_totals_add_up_and_a_play_names_its_jokers_letters(tiny_lexicon):
    game = new_game(tiny_lexicon)
    arrange(game, racks=["GART*NHUTX", "KINDERNEBEL"], pool="AAAAA")
    joker = tiles(game.racks[0], "*")[0]
    action = json.loads(json.dumps(play_action(proposal(game, "GARTeN")[0], {joker: E}, 1000)))
    assert action["jokers"] == {str(joker): E}  # JSON's keys are strings
    outcome = game.apply(action)
    assert (outcome.kind, outcome.score) == ("play", 6) and game.jokers == {joker: E} and game.actions[-1] == action
    assert play(game, "GARTeN", "KINDER").score == 6
    assert play(game, "GARTeN", "KINDER", "HUT").score == 3  # the joker keeps its letter unless a play names another
    assert game.totals == [9, 6] and game.actions[-1]["jokers"] == {str(joker): E}
    table = proposal(game, "GARTeN", "KINDER", "HUT", "NEBEL")[0]
    for jokers in ({"111": E}, {str(game.table[1][0]): E}, {str(joker): JOKER}, {str(joker): "E"}, {"x": E}, [1]):
        error = refused(game, {"act": "play", "at": 5, "table": table, "jokers": jokers})
        assert error.rule == "W-JOKER" and "(W-JOKER)" in error.message.text("de")


def test_w_empty_the_whole_rack_laid_doubles_and_draws_seven_the_game_goes_on(tiny_lexicon):
    game = new_game(tiny_lexicon)
    arrange(game, table=["REIFEN"], racks=["AHORNHUTRSE", "KINDERQ"], pool="ABCDEFGHIJ", laid_first=[True, True])
    seven = game.pool[:7]
    outcome = play(game, "AHORN", "HUT", "FERNREISE")
    assert outcome.score == 18 and outcome.drawn == tuple(seven) and game.racks[0] == seven
    assert game.totals == [18, 0] and not game.finished and game.current == 1 and game.final_turns is None
    game = new_game(tiny_lexicon)
    arrange(game, table=["REIFEN"], racks=["RSE", "KINDERQ"], pool="ABC", laid_first=[True, True])
    outcome = play(game, "FERNREISE")
    assert outcome.drawn == tuple(game.racks[0]) and len(outcome.drawn) == 3 and game.pool == []
    assert game.final_turns == 2 and game.current == 1  # the pool ran out: the last round (W-END)


def test_w_empty_option_refill_to_seven_after_every_turn(tiny_lexicon):
    """W-EMPTY's option (English/Kompakt editions): after a play or a draw the rack is refilled
    to 7 (never taken from); without it only an emptied rack draws."""
    game = new_game(tiny_lexicon, refill=True)
    arrange(game, table=["REIFEN"], racks=["GARTENX", "KINDERQ"], pool="ABCDEFGHIJ", laid_first=[True, True])
    top = game.pool[:6]
    outcome = play(game, "REIFEN", "GARTEN")  # 1 tile left: 6 more
    assert outcome.drawn == tuple(top) and len(game.racks[0]) == 7
    outcome = game.apply({"act": "draw", "at": 0})  # W-PASS, then nothing to refill: 7 and 1
    assert len(outcome.drawn) == 1 and len(game.racks[1]) == 8
    plain = new_game(tiny_lexicon)
    arrange(plain, table=["REIFEN"], racks=["GARTENX", "KINDERQ"], pool="ABCDEFGHIJ", laid_first=[True, True])
    assert play(plain, "REIFEN", "GARTEN").drawn == () and len(plain.racks[0]) == 1


# -- W-END -------------------------------------------------------------------

def test_w_end_99_points_end_the_game_at_once(tiny_lexicon):
    game = new_game(tiny_lexicon)
    arrange(game, table=["HUT"], racks=["GARTENX", "KINDERQ"], pool="ABCDEFGH", laid_first=[True, True],
            totals=[92, 98])
    play(game, "HUT", "GARTEN")
    assert game.totals == [98, 98] and not game.finished
    play(game, "HUT", "GARTEN", "KINDER")
    assert game.finished and game.result.end == "points" and game.winners == (1,) and game.winner == 1
    assert game.result.scores == [98, 104] and game.view().winners == (1,) and game.deadline is None
    error = refused(game, {"act": "draw", "at": 1})
    assert error.rule == "W-END" and error.message.text("de") == "Das Spiel ist zu Ende (W-END)."


def test_w_end_after_the_last_pool_tile_every_player_from_the_next_has_one_more_turn(tiny_lexicon):
    game = new_game(tiny_lexicon, players=3)
    arrange(game, table=["HUT"], racks=["GARTENX", "KINDERQ", "BAUMY"], pool="E", laid_first=[True] * 3,
            totals=[5, 9, 9])
    assert game.apply({"act": "draw", "at": 1}).drawn and game.pool == [] and game.current == 1
    assert game.apply({"act": "draw", "at": 2}).kind == "pass"  # any draw takes what the pool has left
    play(game, "HUT", "BAUM", at=3)
    assert not game.finished and game.current == 0 and game.totals == [5, 9, 13]
    game.apply({"act": "draw", "at": 4})  # the player who drew the last tile has the last turn
    assert game.finished and game.result.end == "pool_empty" and game.winners == (2,)


def test_w_end_equal_top_totals_share_first_place(tiny_lexicon):
    game = new_game(tiny_lexicon, players=3)
    arrange(game, table=["HUT"], racks=["GARTENX", "KINDERQ", "BAUMY"], pool="E", laid_first=[True] * 3,
            totals=[9, 9, 5])
    for at in range(4):
        game.apply({"act": "draw", "at": at})
    assert game.finished and game.winners == (0, 1) and game.winner == 0 and game.view().winners == (0, 1)
    assert game.result.scores == [9, 9, 5]


# -- W-TIME ------------------------------------------------------------------

def test_w_time_one_minute_per_turn_by_default_or_no_clock(tiny_lexicon):
    assert WordSettings().turn_seconds == 60 and new_game(tiny_lexicon, now=1000).deadline == 61000
    assert WordGame(2, 1, tiny_lexicon, now=1000).deadline == 61000
    assert new_game(tiny_lexicon, seconds=120).deadline == 120000
    assert new_game(tiny_lexicon, seconds=None).deadline is None
    with pytest.raises(ValidationError, match="turn time"):
        WordSettings(turn_seconds=45)


def test_w_time_a_legal_table_stands_an_untouched_one_is_a_draw(tiny_lexicon):
    game = new_game(tiny_lexicon)
    arrange(game, table=["HUT"], racks=["GARTENX", "KINDERQ"], pool="ABCDEF", laid_first=[True, True])
    table, jokers = proposal(game, "HUT", "GARTEN")
    outcome = game.apply({"act": "timeout", "at": 60000, "table": table})
    assert (outcome.kind, outcome.score, outcome.drawn, outcome.rule) == ("play", 6, (), "W-TIME")
    top = game.pool[0]
    outcome = game.apply({"act": "timeout", "at": 120000, "table": [list(word) for word in game.table]})
    assert (outcome.kind, outcome.drawn, outcome.rule) == ("draw", (top,), "W-TIME")  # no penalty


def test_w_time_rack_tiles_of_invalid_words_go_back_valid_new_words_score_3_penalty_tiles_once(tiny_lexicon):
    game = new_game(tiny_lexicon)
    arrange(game, table=["HAUS"], racks=["GARTENXQZT", "KINDERY"], pool="ABCDEFG", laid_first=[True, True])
    haus, rack, pool = list(game.table[0]), list(game.racks[0]), list(game.pool)
    table, _ = proposal(game, "HAUSX", "GARTEN", "QZT")
    outcome = game.apply({"act": "timeout", "at": 60000, "table": table})
    garten = table[1]
    assert (outcome.kind, outcome.score, outcome.rule) == ("partial", 6, "W-TIME")
    assert game.table == [haus, garten] and outcome.returned == (table[0][-1], *table[2])  # X, then Q Z T
    assert outcome.drawn == tuple(pool[:3]) and game.racks[0] == [t for t in rack if t not in garten] + pool[:3]
    assert game.totals == [6, 0] and game.laid_first == [True, True] and game.current == 1
    assert outcome.reason.text("en") == "HAUSX is not in the German dictionary (W-WORD)."


def test_w_time_a_changed_table_word_that_is_not_valid_undoes_the_whole_turn(tiny_lexicon):
    for after in (["TMAS", "GARTEN"], ["MXU", "AST", "GARTEN"]):  # table tiles out of order; M left alone
        game = new_game(tiny_lexicon)
        arrange(game, table=["MAST"], racks=["GARTENXU", "KINDERQ"], pool="ABCDEFG", laid_first=[True, True])
        table_was, rack, pool = [list(w) for w in game.table], list(game.racks[0]), list(game.pool)
        outcome = game.apply({"act": "timeout", "at": 60000, "table": proposal(game, *after)[0]})
        assert (outcome.kind, outcome.rule, outcome.score) == ("penalty", "W-TIME", 0)
        assert game.table == table_was and game.racks[0] == rack + pool[:3] and outcome.drawn == tuple(pool[:3])
        assert game.totals == [0, 0] and game.current == 1


def test_w_time_tiles_that_are_not_his_are_refused(tiny_lexicon):
    game = new_game(tiny_lexicon)
    arrange(game, table=["HUT"], racks=["GARTENX", "KINDERQ"], pool="ABCDEF", laid_first=[True, True])
    foreign = tiles(game.racks[1], "KIND")
    error = refused(game, {"act": "timeout", "at": 60000, "table": [list(game.table[0]), foreign]})
    assert error.rule == "W-TILES"


def test_w_tiles_a_table_that_is_no_words_of_tiles_is_refused(tiny_lexicon):
    game = new_game(tiny_lexicon)
    arrange(game, table=["HUT"], racks=["GARTENX", "KINDERQ"], pool="ABCDEF", laid_first=[True, True])
    garten = tiles(game.racks[0], "GARTEN")
    for table in ([list(game.table[0]), garten, []], [list(game.table[0]), garten + ["x"]], [[None]], 7,
                  [list(game.table[0]), garten + [112]], [list(game.table[0]), garten + garten[:1]]):
        for act in ("play", "timeout"):
            error = refused(game, {"act": act, "at": 1, "table": table})
            assert error.rule == "W-TILES" and "(W-TILES)" in error.message.text("de")


# -- W-CHALLENGE --------------------------------------------------------------

def test_w_challenge_auto_refuses_an_unknown_word_at_once_with_the_reason_and_no_penalty(tiny_lexicon):
    game = new_game(tiny_lexicon)
    assert WordSettings().check == "auto"
    arrange(game, table=["HUT"], racks=["ZABGARTEN", "KINDERQ"], pool="ABCDEF", laid_first=[True, True])
    error = refused(game, {"act": "play", "at": 1, "table": proposal(game, "HUT", "ZAB")[0]})
    assert error.rule == "W-WORD" and str(error) == "ZAB is not in the German dictionary (W-WORD)."
    assert error.message.text("de") == "ZAB steht nicht im deutschen Wörterbuch (W-WORD)."
    error = refused(game, {"act": "challenge", "at": 2, "player": 1})
    assert error.rule == "W-CHALLENGE" and "nothing to challenge" in str(error)


def test_w_challenge_a_right_challenge_undoes_the_turn_withdraws_the_points_and_deals_3_penalty_tiles(tiny_lexicon):
    game = new_game(tiny_lexicon, players=3, check="challenge")
    arrange(game, table=["HUT"], racks=["ZABGARTEN", "KINDERQ", "BAUMY"], pool="ACDEFGHI", laid_first=[True] * 3,
            totals=[10, 0, 0])
    table_was, rack, pool = [list(w) for w in game.table], list(game.racks[0]), list(game.pool)
    outcome = play(game, "HUT", "ZAB", at=1000)  # not in the lexicon: it stands until challenged
    assert (outcome.kind, outcome.score) == ("play", 3) and game.totals == [13, 0, 0] and game.current == 1
    assert game.view().challengeable == 0 and game.deadline == 61000
    assert refused(game, {"act": "challenge", "at": 2000, "player": 0}).rule == "W-CHALLENGE"  # his own play
    outcome = game.apply({"act": "challenge", "at": 4000, "player": 2})
    assert (outcome.kind, outcome.score, outcome.rule) == ("withdrawn", -3, "W-CHALLENGE")
    assert outcome.drawn == tuple(pool[:3]) and set(outcome.returned) == set(tiles(rack, "ZAB"))
    assert outcome.reason.text("de") == "ZAB steht nicht im deutschen Wörterbuch (W-WORD)."
    assert game.table == table_was and game.racks[0] == rack + pool[:3] and game.totals == [10, 0, 0]
    assert game.current == 1 and game.deadline == 64000 and game.view().challengeable is None
    assert refused(game, {"act": "challenge", "at": 5000, "player": 2}).rule == "W-CHALLENGE"  # decided


def test_w_challenge_a_wrong_challenge_costs_nothing_the_next_players_action_closes_the_window(tiny_lexicon):
    game = new_game(tiny_lexicon, check="challenge")
    arrange(game, table=["HUT"], racks=["GARTENX", "KINDERQ"], pool="ABCDEFGH", laid_first=[True, True])
    play(game, "HUT", "GARTEN", at=1000)
    before = state(game)
    outcome = game.apply({"act": "challenge", "at": 2000, "player": 1})
    assert outcome.kind == "upheld" and outcome.reason.text("en").startswith("The play stands")
    assert {k: v for k, v in state(game).items() if k not in ("actions", "last_outcome", "window")} == \
        {k: v for k, v in before.items() if k not in ("actions", "last_outcome", "window")}
    assert refused(game, {"act": "challenge", "at": 2500, "player": 1}).rule == "W-CHALLENGE"
    play(game, "HUT", "GARTEN", "KINDER", at=3000)
    assert game.view().challengeable == 1
    game.apply({"act": "draw", "at": 4000})  # the next player acts: the window on KINDER closed
    error = refused(game, {"act": "challenge", "at": 4500, "player": 0})
    assert error.rule == "W-CHALLENGE" and error.message.key == "challenge-none"


def test_w_challenge_letters_lengths_w_first_and_w_stem_are_enforced_only_membership_waits(tiny_lexicon):
    game = new_game(tiny_lexicon, check="challenge")
    arrange(game, table=["SPIEL"], racks=["ZABTENX", "BERLINQ"], pool="ACDEFG", laid_first=[False, True])
    assert refused(game, {"act": "play", "at": 1, "table": proposal(game, "SPIEL", "ZAB")[0]}).rule == "W-FIRST"
    game.laid_first[0] = True
    assert refused(game, {"act": "play", "at": 1, "table": proposal(game, "SPIEL", "ZA")[0]}).rule == "W-FIRST"
    assert refused(game, {"act": "play", "at": 1, "table": proposal(game, "SPIELT")[0]}).rule == "W-STEM"
    play(game, "SPIEL", "ZABTEN")
    play(game, "SPIEL", "ZABTEN", "BERLIN")  # a name: only a challenge refuses it
    outcome = game.apply({"act": "challenge", "at": 2, "player": 0})
    assert outcome.kind == "withdrawn"
    assert outcome.reason.text("en") == "BERLIN is a proper noun, which is not allowed (W-WORD)."


def test_w_challenge_w_end_the_99_point_win_is_decided_after_the_window_closes(tiny_lexicon):
    for close, word, ends in (("accept", "GARTEN", True), ("challenge", "GARTEN", True),
                              ("challenge", "ZABTEN", False)):
        game = new_game(tiny_lexicon, players=3, check="challenge")
        arrange(game, table=["HUT"], racks=["GARTENZABX", "KINDERQ", "BAUMY"], pool="ACDEFGHI",
                laid_first=[True] * 3, totals=[95, 0, 0])
        play(game, "HUT", word, at=1000)
        assert not game.finished and game.view().waiting and game.deadline is None and game.current == 0
        error = refused(game, {"act": "draw", "at": 2000})
        assert error.rule == "W-CHALLENGE" and error.message.key == "challenge-waiting"
        game.apply({"act": close, "at": 3000, **({"player": 2} if close == "challenge" else {})})
        assert game.finished == ends
        if ends:
            assert game.result.end == "points" and game.winners == (0,) and game.totals[0] == 101
        else:
            assert game.totals[0] == 95 and game.current == 1 and game.deadline == 63000 and not game.view().waiting


def test_w_challenge_w_end_the_last_turn_of_the_last_round_waits_for_the_window(tiny_lexicon):
    game = new_game(tiny_lexicon, check="challenge")
    arrange(game, table=["HUT"], racks=["ZABX", "KINDERQ"], pool="E", laid_first=[True, True], totals=[6, 5])
    game.apply({"act": "draw", "at": 1})  # the last tile: one more turn for player 1, then for player 0
    game.apply({"act": "draw", "at": 2})
    play(game, "HUT", "ZAB", at=3)
    assert game.totals == [9, 5] and not game.finished and game.view().waiting
    outcome = game.apply({"act": "challenge", "at": 4, "player": 1})
    assert outcome.kind == "withdrawn" and outcome.drawn == ()  # the pool is empty
    assert game.finished and game.result.end == "pool_empty" and game.winners == (0,) and game.totals == [6, 5]


def test_w_challenge_w_empty_undone_the_seven_tiles_go_back_and_the_penalty_is_drawn_once(tiny_lexicon):
    game = new_game(tiny_lexicon, check="challenge")
    arrange(game, table=["HUT"], racks=["ZAB", "KINDERQ"], pool="ABCDEFGHIJ", laid_first=[True, True])
    rack, pool = list(game.racks[0]), list(game.pool)
    outcome = play(game, "HUT", "ZAB")
    assert outcome.score == 6 and outcome.drawn == tuple(pool[:7])  # W-EMPTY: doubled, and 7 drawn
    game.apply({"act": "challenge", "at": 1, "player": 1})
    assert game.racks[0] == rack + pool[:3] and game.pool == pool[3:] and game.totals == [0, 0]
    # W-TIME's penalty and a right challenge in one turn: 3 tiles, once
    game = new_game(tiny_lexicon, check="challenge")
    arrange(game, table=["HUT"], racks=["ZABQX", "KINDERY"], pool="ABCDEFGHIJ", laid_first=[True, True])
    rack, pool = list(game.racks[0]), list(game.pool)
    outcome = game.apply({"act": "timeout", "at": 60000, "table": proposal(game, "HUT", "ZAB", "QX")[0]})
    assert outcome.kind == "partial" and outcome.drawn == tuple(pool[:3])
    assert outcome.returned == tuple(tiles(rack, "QX"))
    game.apply({"act": "challenge", "at": 61000, "player": 1})
    assert game.racks[0] == rack + pool[:3] and game.pool == pool[3:]


def test_w_challenge_only_under_the_challenge_setting_and_never_in_a_numbers_save():
    assert WordSettings(check="challenge").check == "challenge"
    with pytest.raises(ValidationError):
        WordSettings(check="sometimes")
    with pytest.raises(ValidationError):
        Settings(check="auto")  # the numbers game's settings stay as they were


# -- saves ---------------------------------------------------------------------

def greedy_game(lexicon, seed, check):
    """A word game of the greedy player's plays, challenges under `challenge`, to its end."""
    import random

    game = WordGame(3, seed, lexicon, WordSettings(check=check), starter=1, now=10**12)
    rng = random.Random(seed)
    now = 10**12
    while not game.finished:
        now += 1000
        if game.window and (game.window.ends_game or rng.random() < 0.3):
            game.apply({"act": "challenge", "at": now, "player": (game.window.player + 1) % 3}
                       if rng.random() < 0.5 else {"act": "accept", "at": now})
            continue
        found = greedy_play(game, rng)
        game.apply(play_action(*found, now) if found else {"act": "draw", "at": now})
    return game


@pytest.fixture(scope="module")
def saved_games():
    from words_random_play import play_lexicon

    lexicon = play_lexicon()
    return lexicon, [greedy_game(lexicon, seed, check) for seed, check in ((1, "auto"), (2, "challenge"))]


def test_word_games_save_and_replay_through_the_rules_with_the_callers_lexicon(saved_games):
    """W-TILES: the 112 tiles add up after the replay."""
    lexicon, games = saved_games
    for game in games:
        text = history.to_json(game)
        saved = json.loads(text)
        assert saved["variant"] == "words" and saved["format"] == "rummikub-game" and saved["starter"] == 1
        assert saved["settings"] == {"turn_seconds": 60, "check": game.settings.check, "refill": False}
        assert {action["act"] for action in saved["actions"]} >= {"play", "draw"}
        assert any("jokers" in action for action in saved["actions"])  # {"110": face}: string keys
        again = history.from_json(text, lexicon)
        assert history.to_json(again) == text and again.finished and again.result == game.result
        assert (again.racks, again.table, again.jokers, again.pool, again.totals) == \
            (game.racks, game.table, game.jokers, game.pool, game.totals)
        early = history.from_json(text, lexicon, upto=5)
        assert len(early.actions) == 5 and not early.finished
    assert {"challenge", "accept"} <= {action["act"] for action in json.loads(history.to_json(games[1]))["actions"]}


def test_a_word_game_replays_only_with_a_lexicon_and_only_as_a_word_game(saved_games):
    lexicon, games = saved_games
    text = history.to_json(games[0])
    with pytest.raises(HistoryError, match="only with its lexicon"):
        history.from_json(text, None)
    with pytest.raises(HistoryError, match="word game: it replays only with its lexicon"):
        numbers_history.from_json(text)
    with pytest.raises(HistoryError, match="variant"):
        history.from_json(numbers_history.to_json(Game(2, 3, starter=0)), lexicon)
    smaller = TinyLexicon({word: [word] for word in list(lexicon.words())[::2]})
    with pytest.raises(HistoryError, match=r"move \d+ \(play\) is not legal: .*\(W-WORD\)"):
        history.from_json(text, smaller)  # the plays are checked against the lexicon again


@pytest.mark.parametrize("damage, reason", [
    (lambda d: d["actions"].append({"act": "play", "at": 0, "table": [[0, 1, 2]], "jokers": {"x": 4}}), "jokers"),
    (lambda d: d["actions"].append({"act": "draw", "at": 0, "table": []}), "play and timeout carry a table"),
    (lambda d: d["actions"].append({"act": "challenge", "at": 0}), "challenge names a player"),
    (lambda d: d["actions"].append({"act": "redeal", "at": 0, "player": 0}), "actions"),
    (lambda d: d["actions"].append({"act": "play", "at": 0, "table": [[0, 1, 2]]}), "not legal"),
    (lambda d: d["actions"].append({"act": "accept", "at": 0}), "not legal"),
    (lambda d: d["settings"].update(check="never"), "check"),
    (lambda d: d["settings"].update(profile="club"), "profile"),
    (lambda d: d.update(starter=None), "starter"),
])
def test_a_damaged_word_save_is_refused_with_the_reason(tiny_lexicon, damage, reason):
    game = WordGame(2, 4, tiny_lexicon)
    game.apply({"act": "draw", "at": 1})
    data = json.loads(history.to_json(game))
    damage(data)
    with pytest.raises(HistoryError, match=reason):
        history.from_json(json.dumps(data), tiny_lexicon)


def test_numbers_saves_keep_their_format():
    """The numbers game's history is written as before the word game came (a literal from then)."""
    game = Game(2, 7, Settings(), starter=1, now=5)
    game.apply({"act": "draw", "at": 10})
    game.apply({"act": "timeout", "at": 70, "table": []})
    assert numbers_history.to_json(game, started_at=5) == (
        '{"format":"rummikub-game","version":1,"variant":"numbers","players":2,"seed":7,"starter":1,'
        '"started_at":5,"settings":{"profile":"club","turn_seconds":60,"invalid_end":"reject","joker_value":30,'
        '"timeout":"club","pool_empty":"one_more_turn","start":"seat_rotation","no_meld_penalty":true,'
        '"strict_display":false},"actions":[{"act":"draw","at":10},{"act":"timeout","at":70,"table":[]}]}')
