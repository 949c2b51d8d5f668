#!/bin/sh
# make bench: runs every benchmark in one go on this machine and writes .build/bench/report.md (also printed).
# Numbers are medians of several runs; each scenario runs in its own process so that its peak memory is its own.
set -eu
cd "$(dirname "$0")/.."
swift build -c release --product trips-bench >/dev/null
bench="$(swift build -c release --show-bin-path)/trips-bench"
mkdir -p .build/bench
results=.build/bench/results.jsonl
: > "$results"
for scenario in cache-one-city cache-one-city-answers-only cache-many-cities cache-many-cities-answers-only; do
    "$bench" "$scenario" "${BENCH_RUNS:-5}" >> "$results"
done
python3 scripts/bench_report.py "$results" > .build/bench/report.md
cat .build/bench/report.md
