#!/bin/sh
# make bench: runs every benchmark in one go on this machine and writes .build/bench/report.md (also printed).
# Numbers are medians of several runs; each scenario runs in its own process so that its peak memory is its own.
set -eu
cd "$(dirname "$0")/.."
swift build -c release --product trips-bench >/dev/null
swift build -c release --product expect-bench >/dev/null
bin="$(swift build -c release --show-bin-path)"
mkdir -p .build/bench
results=.build/bench/results.jsonl
: > "$results"
for scenario in cache-one-city cache-one-city-answers-only cache-many-cities cache-many-cities-answers-only; do
    "$bin/trips-bench" "$scenario" "${BENCH_RUNS:-5}" >> "$results"
done
"$bin/expect-bench" "${BENCH_WAITS:-30}" > .build/bench/waits.jsonl
python3 scripts/bench_report.py "$results" .build/bench/waits.jsonl > .build/bench/report.md
cat .build/bench/report.md
