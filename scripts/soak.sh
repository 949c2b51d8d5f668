#!/usr/bin/env bash
# The acceptance suite N times in a row with both cores saturated by stress-ng (make soak; not part of make test).
#
#   SOAK_RUNS=50      how many runs of the suite
#   SOAK_STRESS=1     0 to run without stress-ng
#   SOAK_LONG=50000   steps of the long flow and commands of the long piped session (0: skip them)
#
# First, before any stress, one app is driven for SOAK_LONG steps by the runner and one shell is piped SOAK_LONG
# commands: the shell's last tenth may cost at most 1.1× the costlier of two fresh shells piped the same commands
# beside it (the long flow's the same way, its app beside two fresh apps it drives in turn), and the app's peak memory
# may grow at most 2 MiB after the first tenth (the runner's, over the second half of the flow before the fresh apps,
# once its allocator has settled), as Benchmarks/long-session/flatness.py judges it (the bench report too).
#
# Prints a pass count; fails if any run failed, or if any trips-shell built here outlives a run. Then it kills the
# test runner with SIGKILL in the middle of a run and checks that no trips-shell outlives it either: the app ends
# when its standard input closes, which is how a dead runner takes its apps with it.
#
# Then the trips file under kills: SOAK_KILLS (300) random SIGKILLs of trips-shell while it saves, and
# SOAK_LOCK_SAVES (1000) saves by two processes at once through the kernel lock; nothing may be lost.
#
# Only trips-shell processes whose executable is under this checkout's .build are counted, so other checkouts'
# shells on the same machine are left alone. Logs: .build/soak/run-<n>.log.
set -uo pipefail
cd "$(dirname "$0")/.."

RUNS="${SOAK_RUNS:-50}"
OUT=.build/soak
ROOT="$(pwd -P)"
mkdir -p "$OUT"

# The pids of trips-shell processes running an executable under this checkout's .build.
our_shells() {
    for exe in /proc/[0-9]*/exe; do
        local target
        target="$(readlink "$exe" 2>/dev/null)" || continue
        case "$target" in "$ROOT"/.build/*/trips-shell) echo "${exe//[^0-9]/}" ;; esac
    done
}

# Waits up to $1 seconds for our shells to be gone; prints any left.
no_shells_within() {
    local deadline=$((SECONDS + $1))
    while [ -n "$(our_shells)" ] && [ $SECONDS -lt $deadline ]; do sleep 0.2; done
    local left
    left="$(our_shells)"
    [ -z "$left" ] || { echo "left behind: trips-shell pids $left"; return 1; }
}

stress_pid=""
cleanup() { [ -n "$stress_pid" ] && kill "$stress_pid" 2>/dev/null; wait 2>/dev/null; }
trap cleanup EXIT

swift build --build-tests >/dev/null || { echo "soak: the build failed"; exit 1; }

long_ok=pass
LONG="${SOAK_LONG:-50000}"
if [ "$LONG" -gt 0 ]; then
    swift build --product runner-bench >/dev/null 2>&1
    bin="$(swift build --show-bin-path)"
    echo "soak: a long flow and a long piped session, $LONG steps each"
    {
        TRIPS_SHELL_PATH="$ROOT/.build/debug/trips-shell" "$bin/runner-bench" long-flow "$LONG"
        python3 Benchmarks/long-session/long_session.py "$bin/trips-shell" "$LONG" | grep long-piped
    } >"$OUT/long.jsonl" || long_ok=fail
    python3 - "$OUT/long.jsonl" <<'PY' || long_ok=fail
import json, sys
sys.path.insert(0, "Benchmarks/long-session")
import flatness
ok = True
for row in map(json.loads, open(sys.argv[1])):
    flat = flatness.flat(row)
    ok &= flat
    against = "the first"
    if "cpuRatioToFresh" in row:
        against = (f"the costlier fresh app's ({row['cpuRatioToFresh']:.2f}x the first; two fresh apps: "
                   f"{row['freshPairCPURatio']:.2f}x)")
    print(f"soak: {row['name']}: last tenth {flatness.cpu_ratio(row):.2f}x {against}; app memory "
          f"{flatness.app_growth_mib(row):+.1f} MiB, runner {flatness.runner_growth_mib(row):+.1f} MiB over the "
          f"second half: {'flat' if flat else 'NOT FLAT'}")
sys.exit(0 if ok else 1)
PY
fi
if [ "${SOAK_STRESS:-1}" = 1 ]; then
    if ! command -v stress-ng >/dev/null; then
        echo "soak: installing stress-ng"
        (apt-get update -qq && apt-get install -y -qq stress-ng) >/dev/null || { echo "soak: no stress-ng"; exit 1; }
    fi
    stress-ng --cpu "$(nproc)" --quiet &
    stress_pid=$!
    echo "soak: stress-ng on $(nproc) cores (pid $stress_pid)"
fi

passed=0
leaks=0
for run in $(seq 1 "$RUNS"); do
    if ./scripts/acceptance.sh >"$OUT/run-$run.log" 2>&1; then
        passed=$((passed + 1))
        result=pass
    else
        result="FAIL (see $OUT/run-$run.log)"
    fi
    no_shells_within 10 >>"$OUT/run-$run.log" || { leaks=$((leaks + 1)); result="$result, shells left behind"; }
    echo "soak: run $run/$RUNS: $result"
done

# Kill the runner itself in the middle of a run: its apps must go with it.
echo "soak: SIGKILL of the runner"
# A runner that keeps its app busy for as long as it lives: runner-bench taps back and forth, a million steps.
swift build --product runner-bench >/dev/null 2>&1
TRIPS_SHELL_PATH="$ROOT/.build/debug/trips-shell" "$(swift build --show-bin-path)/runner-bench" step 1000000 \
    >"$OUT/killed.log" 2>&1 &
runner=$!
deadline=$((SECONDS + 120))
while [ -z "$(our_shells)" ] && [ $SECONDS -lt $deadline ] && kill -0 "$runner" 2>/dev/null; do sleep 0.1; done
killed=fail
if [ -n "$(our_shells)" ]; then
    kill -KILL "$runner" 2>/dev/null
    no_shells_within 10 && killed=pass
else
    echo "soak: the runner launched no trips-shell (within 120 s); the SIGKILL check did not run"
fi
wait "$runner" 2>/dev/null  # only the runner: stress-ng runs on until the exit trap stops it

# MARK: - The trips file under kills and contention
# SOAK_KILLS random SIGKILLs of trips-shell mid-save (RandomKillTests), and SOAK_LOCK_SAVES saves by two processes
# through the lock (TripStoreLockTests): after every kill the file is valid with every trip reported saved, and
# after the saves every trip is there.
echo "soak: ${SOAK_KILLS:-300} random SIGKILLs while saving, ${SOAK_LOCK_SAVES:-1000} saves by two processes"
trips_file=fail
if TRIPS_KILLS="${SOAK_KILLS:-300}" TRIPS_LOCK_SAVES="${SOAK_LOCK_SAVES:-1000}" \
    swift test --skip-build --filter 'RandomKillTests|TripStoreLockTests/twoProcesses' >"$OUT/trips-file.log" 2>&1 \
    && grep -q "Test run with 2 tests" "$OUT/trips-file.log"; then  # both ran: a filter matching nothing passes too
    trips_file=pass
fi

echo "soak: $passed/$RUNS runs passed; $leaks left shells behind; after SIGKILL of the runner: $killed;" \
    "long sessions: $long_ok; trips file under kills and contention: $trips_file (see $OUT/trips-file.log)"
[ "$passed" = "$RUNS" ] && [ "$leaks" = 0 ] && [ "$killed" = pass ] && [ "$long_ok" = pass ] \
    && [ "$trips_file" = pass ]
