#!/usr/bin/env bash
# Run every test: installs what is missing first, so it works on a fresh
# Debian machine with python3, pip, node and npm (and root or sudo for apt).
#   tools/test.sh            everything
#   tools/test.sh --quick    CPython tests only (seconds; for the inner loop)
# The full run also checks the solver against the ILP reference on 1,000 more
# random positions (SOLVER_SLOW=1): it needs only .venv, so it starts as soon as pip is
# done, in two halves beside the other installs and the CPython and Pyodide steps.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's wall time and the CPU time the whole machine spent meanwhile (Linux's /proc/stat: all
# processes, so a shared machine's other work counts too). Not the CPU of the processes the script
# waited for: Chromium's renderers are not reaped through it, and that undercounted the browser step by
# four fifths (a saturated machine looked as if it mostly waited).
cpu_ticks() { local cpu; read -ra cpu </proc/stat; echo $((cpu[1] + cpu[2] + cpu[3] + cpu[6] + cpu[7])); }
ticks_per_s=$(getconf CLK_TCK) cores=$(grep -c '^cpu[0-9]' /proc/stat)
step_name="" step_wall=$EPOCHREALTIME step_cpu=$(cpu_ticks)
took() {
  [ -n "$step_name" ] && awk -v w0="$step_wall" -v w1="$EPOCHREALTIME" -v c="$(($(cpu_ticks) - step_cpu))" \
    -v hz="$ticks_per_s" -v n="$step_name" -v k="$cores" \
    'BEGIN { printf "-- %s: %.0f s wall, %.0f s CPU of the machine (%d cores)\n", n, w1 - w0, c / hz, k }'
  step_name="$*" step_wall=$EPOCHREALTIME step_cpu=$(cpu_ticks)
}
step() { took "$*"; printf '\n== %s\n' "$*"; }
run_wall=$EPOCHREALTIME run_cpu=$step_cpu
jobs_=() logs=()  # background steps and their logs: ended and removed on any exit
finish() {
  local pid
  for pid in "${jobs_[@]}"; do pkill -P "$pid" 2>/dev/null || true; kill "$pid" 2>/dev/null || true; done
  [ ${#logs[@]} -eq 0 ] || rm -f "${logs[@]}"
  took ""
  step_name="whole run" step_wall=$run_wall step_cpu=$run_cpu
  took ""
}
trap finish EXIT
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

step "test dependencies"
# The runtime and the word lexicon (downloads, then ~40 s of CPU to build the
# lexicon) are fetched beside the other installs, which mostly wait on the network.
vendor_log=$(mktemp)
python3 tools/vendor.py >"$vendor_log" 2>&1 &
vendor=$!
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv || { as_root apt-get update -qq && as_root apt-get install -y -qq python3-venv >/dev/null \
    && python3 -m venv .venv; }
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt 2>&1 \
  | grep -v "pypi-more" || true

if [ "${1:-}" != "--quick" ]; then
  # The longest step (~50 s of CPU, nearly all of it in the ILP), in two halves of its ten
  # seeds: started now, they use the cores the installs below leave idle (apt, npm, the
  # lexicon's downloads) and then keep both busy beside the CPython and Pyodide steps.
  slow_logs=() slow=()
  for seeds in "[0] or [1] or [2] or [3] or [4]" "[5] or [6] or [7] or [8] or [9]"; do
    slow_logs+=("$(mktemp)")
    SOLVER_SLOW=1 .venv/bin/python -m pytest tests/py/test_solver.py -q -p no:cacheprovider \
      -k "thousands and ($seeds)" >"${slow_logs[-1]}" 2>&1 &
    slow+=($!)
  done
  jobs_+=("${slow[@]}") logs+=("${slow_logs[@]}")
fi

if [ ! -x /usr/bin/chromium ] && [ "${1:-}" != "--quick" ]; then
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
npm ci --no-audit --no-fund --loglevel=error
if ! wait "$vendor"; then cat "$vendor_log"; exit 1; fi
cat "$vendor_log"; rm -f "$vendor_log"

if [ "${1:-}" != "--quick" ]; then
  # Beside the CPython step (one core), the rules tests inside Pyodide (WebAssembly, under Node;
  # one core too) and then the check that the Pyodide memory snapshot made at set-up restores
  # through the pages' loader: one after the other they left a core idle for minutes.
  # The two fuzzers play a fifth and a quarter of their seeded games in Pyodide, and the slowest whole-game
  # checks (self-played games, Master's decisions, strength, the stemmer against its package) are left to CPython, which
  # runs them in full beside it: Pyodide has to show the same pure Python runs the same, not replay every game.
  SLOW_IN_PYODIDE=(
    "tests/py/test_words_moves.py::test_w_end_master_takes_a_win_of_99_points_and_races_when_an_opponent_is_near"
    "tests/py/test_words_moves.py::test_levels_differ_in_vocabulary_and_kinds"
    "tests/py/test_rules_history.py::test_r_score_random_games_ended_by_rummikub_sum_to_zero"
    "tests/py/test_rules_history.py::test_random_games_keep_every_tile_and_a_valid_table"
    "tests/py/test_players_selfplay.py::test_beginner_under_original_rules_always_finishes"
    "tests/py/test_words_strength_bench.py::test_w_end_a_paired_deal_of_master_against_greedy"
    "tests/py/test_words_lexicon.py::test_w_stem_snowball_port_matches_the_snowballstemmer_package"
    "tests/py/test_players_observation.py::test_hidden_tiles_do_not_change_the_decision[master]"
    "tests/py/test_players_observation.py::test_moves_are_legal_and_reproducible[master]"
    "tests/py/test_players_selfplay.py::test_games_summary_and_reproducibility"
    "tests/py/test_players_levels.py::test_master_past_its_work_limit_keeps_clubs_play"
    "tests/py/test_words_turn.py::test_w_score_w_empty_random_turns_are_checked_without_fail"
  )
  # Two CPython files of whole games by the computer players follow in that job, so both cores end together.
  CPYTHON_BESIDE=(tests/py/test_players_observation.py tests/py/test_players_selfplay.py)
  pyodide_log=$(mktemp)
  logs+=("$pyodide_log")
  (
    TIMEFORMAT="-- (%0R s wall, %0U+%0S s CPU)"
    printf '\n== rules tests inside Pyodide (WebAssembly, under Node)\n'
    time RULES_FUZZ_GAMES=60 WORDS_FUZZ_GAMES=15 node tools/pyodide-run.mjs pytest tests/py -q -p no:cacheprovider \
      "${SLOW_IN_PYODIDE[@]/#/--deselect=}"
    printf '\n== the Pyodide memory snapshot made at set-up restores through the pages\x27 loader (under Node)\n'
    time node tools/make_snapshot.mjs --check
    printf '\n== the computer players\x27 whole games in CPython (pytest)\n'
    time .venv/bin/python -m pytest -q -p no:cacheprovider "${CPYTHON_BESIDE[@]}"
  ) >"$pyodide_log" 2>&1 &
  pyodide=$!
  jobs_+=("$pyodide")
fi

step "rules and game logic in CPython (pytest)"
if [ "${1:-}" = "--quick" ]; then
  .venv/bin/python -m pytest tests/py -q
  exit 0
fi
.venv/bin/python -m pytest tests/py -q "${CPYTHON_BESIDE[@]/#/--ignore=}"

step "rules tests inside Pyodide, the memory snapshot's check, two CPython files (run beside the CPython step)"
if ! wait "$pyodide"; then cat "$pyodide_log"; exit 1; fi
cat "$pyodide_log"

step "solver vs ILP on 1,000 more random positions (two halves, started after pip)"
for i in 0 1; do
  if ! wait "${slow[$i]}"; then cat "${slow_logs[$i]}"; exit 1; fi
  tail -n 1 "${slow_logs[$i]}"
done

step "browser tests (Playwright, Debian Chromium)"
npx playwright test
