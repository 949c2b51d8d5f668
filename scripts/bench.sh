#!/bin/sh
# make bench: every benchmark, in one run on this machine, written to .build/bench/report.md (and printed).
# Numbers are medians of several runs; each scenario runs in a process of its own so that its peak memory is its own.
# Needs python3 and pexpect (installed with pip when missing). BENCH_RUNS, BENCH_STORIES, BENCH_WAITS,
# BENCH_LONG_COMMANDS scale it. A machine-readable summary of the figures goes to .build/bench/summary.json.
set -eu
cd "$(dirname "$0")/.."
runs=${BENCH_RUNS:-5}
stories=${BENCH_STORIES:-5}
out=.build/bench
mkdir -p "$out"
rm -f "$out"/*.jsonl

echo "bench: building (release; and the runner with polling waits, a build only the benchmark makes)" >&2
swift build -c release >/dev/null
swift build -c release --product runner-bench -Xswiftc -DTRIPS_BENCH_POLLING --scratch-path .build/bench-polling \
    >/dev/null
python3 -c "import pexpect" 2>/dev/null || pip install --quiet pexpect >&2
bin="$(swift build -c release --show-bin-path)"
polling=.build/bench-polling/release/runner-bench
export TRIPS_SHELL_PATH="$bin/trips-shell"

echo "bench: weather cache" >&2
for scenario in cache-one-city cache-one-city-answers-only cache-many-cities cache-many-cities-answers-only; do
    "$bin/trips-bench" "$scenario" "$runs" >>"$out/cache.jsonl"
done

echo "bench: waiting in a unit test" >&2
"$bin/expect-bench" "${BENCH_WAITS:-30}" >"$out/waits.jsonl"

echo "bench: the runner against the app" >&2
for scenario in launch step wake query-label query-predicate; do
    "$bin/runner-bench" "$scenario" 20 >>"$out/runner.jsonl"
done
python3 Benchmarks/peers/launch_floor.py "$bin/trips-shell" "$bin/launch-floor" 20 >"$out/launch.jsonl"

echo "bench: one user story, driven four ways" >&2
"$bin/runner-bench" story "$stories" >>"$out/story.jsonl"
for interval in 100 200 1000; do
    TRIPS_BENCH_POLL_MS=$interval "$polling" story "$stories" >>"$out/story.jsonl"
done
python3 Benchmarks/peers/pexpect_story.py "$bin/trips-shell" "$stories" >>"$out/story.jsonl"

echo "bench: a long session, ${BENCH_LONG_COMMANDS:-100000} commands against one app" >&2
python3 Benchmarks/long-session/long_session.py "$bin/trips-shell" "${BENCH_LONG_COMMANDS:-100000}" >"$out/long.jsonl"

echo "bench: the acceptance suite" >&2
swift build --build-tests >/dev/null
TRIPS_SHELL_PATH= ./scripts/acceptance.sh >/dev/null || echo "bench: the acceptance suite failed" >&2

echo "bench: the acceptance suite at x1, x4 and x10 its size (REPEAT)" >&2
for size in 1 4 10; do
    TRIPS_SHELL_PATH= ACCEPTANCE_OUT="$out/acceptance-x$size" REPEAT=$size ./scripts/acceptance.sh >/dev/null ||
        echo "bench: the acceptance suite failed at x$size" >&2
done

python3 scripts/bench_report.py "$out" >"$out/report.md"  # also writes $out/summary.json
python3 scripts/acceptance/growth.py "$out" >>"$out/report.md"
cat "$out/report.md"
