#!/bin/sh
# make bench: today's figures beside an earlier commit's (round one's), in the same run, alternating so that the
# machine's noise hits both alike, which goes first swapping every round. Usage: bench_compare.sh OUT NOW_BIN OLD_BIN
# OLD_NAME. Both sides are built the same way (swift build -c release, the Swift runtime shared) and each runs its own
# benchmark programs; the wake is timed as the old benchmark timed it (runner-bench wake-newest). Lines go to
# OUT/compare.jsonl, each tagged with its build and its measure. The two wakes run twenty rounds rather than five
# (`expect` waits 200 times a run): from one run to the next of one build their medians wander by a fifth, so five
# rounds could not tell a tenth apart from noise. expect-bench's first line is the `expect` strategy, and the run is
# stopped there (the polling strategies after it take three seconds and are not compared; stdbuf makes the line
# leave at once rather than when the program ends).
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

# pair MEASURE ROUND NOW_ARGS... -- OLD_ARGS...: both builds once, today's first in odd rounds and round one's first in
# even ones, so that whatever the first of two runs pays (about 2% on `expect` in an A/A check) falls on both.
pair() {
    run=$1 measure=$2 round=$3
    shift 3
    now_args="" old_args="" side_seen=now
    for argument in "$@"; do
        if [ "$argument" = "--" ]; then side_seen=old; continue; fi
        if [ $side_seen = now ]; then now_args="$now_args $argument"; else old_args="$old_args $argument"; fi
    done
    if [ $((round % 2)) = 1 ]; then
        $run now "$now" "$measure" $now_args
        $run "$name" "$old" "$measure" $old_args
    else
        $run "$name" "$old" "$measure" $old_args
        $run now "$now" "$measure" $now_args
    fi
}

for round in 1 2 3 4 5; do
    pair side tap_settled $round runner-bench step 20 -- runner-bench step 20
    pair side launch_at_runner $round runner-bench launch 20 -- runner-bench launch 20
    pair side story $round runner-bench story 5 -- runner-bench story 5
    pair side cache_fanout $round trips-bench cache-one-city 5 -- trips-bench cache-one-city 5
    pair side cache_cities $round trips-bench cache-many-cities 5 -- trips-bench cache-many-cities 5
done
for round in $(seq 20); do
    pair side wake $round runner-bench wake-newest 20 -- runner-bench wake 20
    pair first_line expect_wake $round expect-bench 200 -- expect-bench 200
done
