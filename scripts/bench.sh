#!/bin/sh
# make bench: every benchmark, in one run on this machine, written to .build/bench/report.md (and printed).
# Numbers are medians of several runs; each scenario runs in a process of its own so that its peak memory is its own.
# Its Python is PYTHON, the test tools' virtual environment (.build/venv, made by `make setup`, pexpect in it).
# BENCH_RUNS, BENCH_STORIES, BENCH_WAITS, BENCH_WAIT_RUNS, BENCH_LONG_COMMANDS, BENCH_MCP_TAPS scale it;
# BENCH_BASELINE names the earlier commit measured beside today's (round one's).
# A machine-readable summary of the figures goes to .build/bench/summary.json; docs/benchmarks.md quotes it.
set -eu
cd "$(dirname "$0")/.."
# TRIPS=N: only write a data directory of N generated trips (.build/bench/trips-N), for --data-dir, and stop.
if [ -n "${TRIPS:-}" ]; then
    exec python3 Benchmarks/rows/make_trips.py "$TRIPS" ".build/bench/trips-$TRIPS"
fi
PYTHON=${PYTHON:-.build/venv/bin/python}
runs=${BENCH_RUNS:-5}
stories=${BENCH_STORIES:-5}
out=.build/bench
mkdir -p "$out"
rm -f "$out"/*.jsonl

# The host's speed at the start and at the end (Benchmarks/host-gauge.py): every timing below moves with it.
"$PYTHON" Benchmarks/host-gauge.py >"$out/gauge-start"
echo "bench: building (release; and trips-shell with the Swift runtime linked in, \`make release\`)" >&2
swift build -c release >/dev/null
# The trips-shell measured: --static-swift-stdlib links the Swift runtime and Foundation in (its own scratch path, so
# the benchmarks' tools stay as they are); the floor is built that way too, beside the usual one, for comparison.
for product in trips-shell launch-floor; do
    swift build -c release --static-swift-stdlib --product "$product" --scratch-path .build/release-static \
        >"$out/static-build.log" 2>&1 || { cat "$out/static-build.log" >&2; exit 1; }
done
command -v perf >/dev/null 2>&1 || { apt-get install -y -qq linux-perf >/dev/null 2>&1 ||
    echo "bench: perf is missing (apt-get install linux-perf): the launch profile is skipped" >&2; }
bin="$(swift build -c release --show-bin-path)"
static=.build/release-static/release
export TRIPS_SHELL_PATH="$PWD/$static/trips-shell"

echo "bench: weather cache" >&2
# Each cache beside its answers-only counterpart, in alternating rounds of three runs, so that a slow moment of the
# machine falls on both and not on one side of the ratio; the report takes each one's median over the rounds.
for _ in $(seq "$runs"); do
    for scenario in cache-one-city cache-one-city-answers-only cache-many-cities cache-many-cities-answers-only; do
        "$bin/trips-bench" "$scenario" 3 >>"$out/cache.jsonl"
    done
done

echo "bench: waiting in a unit test" >&2
: >"$out/waits.jsonl"
for _ in $(seq "${BENCH_WAIT_RUNS:-5}"); do
    "$bin/expect-bench" "${BENCH_WAITS:-100}" >>"$out/waits.jsonl"
done

echo "bench: the runner against the app" >&2
for scenario in launch step wake wake-rows query-label query-predicate; do
    "$bin/runner-bench" "$scenario" 20 >>"$out/runner.jsonl"
done
# Round one's figures beside today's, alternating in this run (scripts/bench_compare.sh). BENCH_BASELINE names another
# commit; empty skips it.
baseline=${BENCH_BASELINE-c3055da}
if [ -n "$baseline" ] && old="$(./scripts/bench_baseline.sh "$baseline")"; then
    echo "bench: today's build beside $baseline's, alternating" >&2
    ./scripts/bench_compare.sh "$out" "$bin" "$old" "$baseline"
fi
"$PYTHON" Benchmarks/peers/launch_floor.py "$TRIPS_SHELL_PATH" "$bin/launch-floor" 20 >"$out/launch.jsonl"
echo "bench: where launch time goes" >&2
"$PYTHON" Benchmarks/launch-profile/launch_profile.py "$TRIPS_SHELL_PATH" "$bin/trips-shell" "$bin/launch-floor" \
    "$static/launch-floor" 20 >"$out/profile.jsonl"

echo "bench: one user story, driven four ways" >&2
"$bin/runner-bench" story "$stories" >>"$out/story.jsonl"
for schedule in playwright 200ms 1s; do
    "$bin/runner-bench" story "$stories" "$schedule" >>"$out/story.jsonl"
done
"$PYTHON" Benchmarks/peers/pexpect_story.py "$TRIPS_SHELL_PATH" "$stories" >>"$out/story.jsonl"

echo "bench: long lists: 10, 250, 1,000 and 2,000 trips" >&2
"$PYTHON" Benchmarks/rows/rows_bench.py "$TRIPS_SHELL_PATH" >"$out/rows.jsonl"

echo "bench: the MCP server, as an agent drives it" >&2
"$PYTHON" Benchmarks/mcp/mcp_bench.py "$bin/trips-mcp" "${BENCH_MCP_TAPS:-200}" >"$out/mcp.jsonl"
echo "bench: the agent's loop, from a failing flow to its live failing state" >&2
# Built first: both ways to red (run_flows, make acceptance) build before they run, and what they measure is the run,
# not a first debug build.
swift build --build-tests >/dev/null
"$PYTHON" Benchmarks/mcp/agent_loop_bench.py "$bin/trips-mcp" "${BENCH_DEBUG_RUNS:-20}" >"$out/agent-loop.jsonl"
echo "bench: red to the line, from a regression planted in the example app's model to the line at fault" >&2
"$PYTHON" Benchmarks/mcp/red_to_line_bench.py "$bin/trips-mcp" >"$out/red-to-line.jsonl" ||
    echo "bench: no answer named the line at fault: $(cat "$out/red-to-line.jsonl")" >&2

echo "bench: the explorer's whole walk of Trips" >&2
"$PYTHON" scripts/explore_bench.py "$out" docs/benchmarks.md "$bin/app-explore" "$TRIPS_SHELL_PATH" ||
    echo "bench: the explorer's walk failed" >&2

echo "bench: the load while it ran: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
cut -d' ' -f1-3 /proc/loadavg >"$out/load-during"
echo "bench: a long session, ${BENCH_LONG_COMMANDS:-100000} commands against one app" >&2
"$PYTHON" Benchmarks/long-session/long_session.py "$TRIPS_SHELL_PATH" "${BENCH_LONG_COMMANDS:-100000}" >"$out/long.jsonl"

# The suite drives the release trips-shell measured everywhere else here (TRIPS_SHELL_PATH). The whole suite once is
# the debug test build `make acceptance` runs; its growth, a release build of the tests (the flows, the runner and
# Swift Testing's use of them: -enable-testing, for the unit tests built beside them, in a scratch path of its own).
echo "bench: the acceptance suite" >&2
./scripts/acceptance.sh >/dev/null || echo "bench: the acceptance suite failed" >&2

# Where one flow run's time and CPU go, forked as the suite launches and spawned (scripts/acceptance/growth.py).
echo "bench: where a flow run's time goes" >&2
"$bin/runner-bench" flow-parts 20 >"$out/flow-parts-forked.jsonl"
TRIPS_FORK_SERVER=0 "$bin/runner-bench" flow-parts 20 >"$out/flow-parts-spawned.jsonl"

echo "bench: the acceptance suite at x1, x4, x10 and x16 its size (REPEAT), the tests built for release" >&2
swift build -c release --build-tests -Xswiftc -enable-testing --scratch-path .build/release-tests >/dev/null
release_tests="-c release --scratch-path .build/release-tests"
# The seconds since boot and the CPU seconds every core has been busy (user, nice, system, irq, softirq), from
# /proc/stat: around a suite run on an otherwise quiet machine, what the suite kept the cores busy with, whichever
# process did it (the apps a fork server forked are reaped by the server, so no rusage of ours counts them).
busy() { awk -v hz="$(getconf CLK_TCK)" '/^cpu /{busy = ($2 + $3 + $4 + $7 + $8) / hz} END {
    getline up < "/proc/uptime"; split(up, u, " "); printf "%s %.2f\n", u[1], busy}' /proc/stat; }
for size in 1 4 10 16; do
    before=$(busy)
    BUILD_FLAGS="$release_tests" ACCEPTANCE_OUT="$out/acceptance-x$size" REPEAT=$size ./scripts/acceptance.sh \
        >/dev/null || echo "bench: the acceptance suite failed at x$size" >&2
    echo "$before $(busy)" >"$out/acceptance-x$size/busy"
done
# The same ×16 with every app spawned rather than forked by the fork server: what launching by forking saves.
BUILD_FLAGS="$release_tests" TRIPS_FORK_SERVER=0 ACCEPTANCE_OUT="$out/acceptance-x16-spawned" REPEAT=16 \
    ./scripts/acceptance.sh >/dev/null || echo "bench: the acceptance suite failed at x16, spawned" >&2

# A newcomer's first make test, in a fresh clone, by stage: its own section of docs/benchmarks.md (first-test)
echo "bench: a fresh clone's make test, then a second run" >&2
"$PYTHON" scripts/first_test_bench.py || echo "bench: a fresh clone's make test failed" >&2

"$PYTHON" Benchmarks/host-gauge.py >"$out/gauge-end"
"$PYTHON" scripts/bench_report.py "$out" >"$out/report.md"  # also writes $out/summary.json
"$PYTHON" scripts/acceptance/growth.py "$out" >>"$out/report.md"
# The figures docs/benchmarks.md quotes, rewritten from this run's summary, so that none is ever retyped.
"$PYTHON" scripts/bench_figures.py "$out/summary.json" docs/benchmarks.md
cat "$out/report.md"
