#!/bin/sh
# make bench: today's figures beside an earlier commit's (round one's), in the same run, alternating so that the
# machine's noise hits both alike. Usage: bench_compare.sh OUT NOW_BIN OLD_BIN OLD_NAME. Both sides are built the same
# way (swift build -c release, the Swift runtime shared) and each runs its own benchmark programs; the wake is timed
# as the old benchmark timed it (runner-bench wake-newest). Lines go to OUT/compare.jsonl, each tagged with its build
# and its measure. The two wakes run twenty rounds rather than five (`expect` waits 200 times a run): from one run to
# the next of one build their medians wander by a fifth, so five rounds could not tell a tenth apart from noise. Its program's
# first line is the `expect` strategy, and the run is stopped there (the polling strategies after it take three
# seconds and are not compared; stdbuf makes the line leave at once rather than when the program ends).
set -eu
out=$1 now=$2 old=$3 name=$4

# side BUILD DIR MEASURE PROGRAM ARGS...: one run of one benchmark of one build.
side() {
    build=$1 dir=$2 measure=$3 program=$4
    shift 4
    TRIPS_SHELL_PATH="$dir/trips-shell" "$dir/$program" "$@" |
        sed "s/^{/{\"build\":\"$build\",\"measure\":\"$measure\",/" >>"$out/compare.jsonl"
}

# first_line BUILD DIR MEASURE PROGRAM ARGS...: as side, keeping the program's first line and stopping it there.
first_line() {
    build=$1 dir=$2 measure=$3 program=$4
    shift 4
    fifo="$out/first-line.fifo"
    rm -f "$fifo" && mkfifo "$fifo"
    TRIPS_SHELL_PATH="$dir/trips-shell" stdbuf -oL "$dir/$program" "$@" >"$fifo" &
    pid=$!
    IFS= read -r line <"$fifo"
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    rm -f "$fifo"
    echo "$line" | sed "s/^{/{\"build\":\"$build\",\"measure\":\"$measure\",/" >>"$out/compare.jsonl"
}

for _ in 1 2 3 4 5; do
    side now "$now" tap_settled runner-bench step 20
    side "$name" "$old" tap_settled runner-bench step 20
    side now "$now" launch_at_runner runner-bench launch 20
    side "$name" "$old" launch_at_runner runner-bench launch 20
    side now "$now" story runner-bench story 5
    side "$name" "$old" story runner-bench story 5
    side now "$now" cache_fanout trips-bench cache-one-city 5
    side "$name" "$old" cache_fanout trips-bench cache-one-city 5
    side now "$now" cache_cities trips-bench cache-many-cities 5
    side "$name" "$old" cache_cities trips-bench cache-many-cities 5
done
for _ in $(seq 20); do
    side now "$now" wake runner-bench wake-newest 20
    side "$name" "$old" wake runner-bench wake 20
    first_line now "$now" expect_wake expect-bench 200
    first_line "$name" "$old" expect_wake expect-bench 200
done
