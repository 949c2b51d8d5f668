#!/usr/bin/env bash
# libFuzzer over every decoder that reads outside input (make fuzz, make fuzz-long, make fuzz-build), and the debug
# build's replayers over the seed inputs (make fuzz-replay, in make test).
#
# Each fuzzer is an executable target in Fuzz/ (Package.swift), built by SwiftPM with -sanitize=fuzzer,address into
# .build/fuzz: SwiftPM compiles the real modules it imports, whatever files they are split into, and the fuzzer as a
# library, so libFuzzer's main drives its LLVMFuzzerTestOneInput. The sanitizers go to swiftc as ONE flag: the driver
# keeps only the last -sanitize= it is given, so SwiftPM's --sanitize=fuzzer --sanitize=address compiles every module
# with ASan alone, without coverage counters, and libFuzzer explores blind. --sanitize=fuzzer stays, as SwiftPM then
# links an executable target without its own main. lld links it, as gold warns about every symbol ASan exports.
#
#   FUZZERS="json request parser trips-file mcp-message"   which ones
#   FUZZ_SECONDS=30      how long each runs (make fuzz)
#   FUZZ_RUNS=N          run each to N executions instead (make fuzz-long: 10,000,000)
#   FUZZ_BUILD_ONLY=1    build each and run it 20,000 times from a fixed seed (make fuzz-build, CI's fuzz job)
#   FUZZ_REPLAY=DIR      no libFuzzer build: run the replayer DIR/fuzz-<name> of the debug build (FuzzReplay) over the
#                        seed inputs, in .build/fuzz-replay/seeds-<name> (make fuzz-replay, in make test)
#
# Corpora grow in .build/fuzz/corpus-<name> between runs; make fuzz-build's fixed-seed run starts from the seeds alone,
# each time, in .build/fuzz/seeds-<name>, so that its inputs are the same every time. A crash is written to
# .build/fuzz/crash-<name>-*, printed, and makes this script fail: turn it into a test in the fuzzer's regression file
# (regressions() below), then delete it. Crash files are kept until then: a later run (make test's among them) never
# removes them, and names the ones it wrote, as libFuzzer's log says. A fuzzer that does not build fails as "does not build" with
# the compiler's errors (in make test, scripts/build.sh says so, from the debug build).
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_EACH="${FUZZ_SECONDS:-30}"
RUNS="${FUZZ_RUNS:-}"
BUILD_ONLY="${FUZZ_BUILD_ONLY:-}"
REPLAY="${FUZZ_REPLAY:-}"
FUZZERS="${FUZZERS:-json request parser trips-file mcp-message}"
OUT=.build/fuzz
[ -n "$REPLAY" ] || mkdir -p "$OUT"

# The Swift Testing file each fuzzer's crashes become tests in.
regressions() {
    case "$1" in
    json | request) echo Tests/AutomationProtocolTests/FuzzRegressionTests.swift ;;
    parser) echo Tests/TripsShellTests/FuzzRegressionTests.swift ;;
    trips-file) echo Tests/StorageTests/FuzzRegressionTests.swift ;;
    mcp-message) echo Tests/TripsMCPTests/FuzzRegressionTests.swift ;;
    *) echo "fuzz: unknown fuzzer $1" >&2; exit 2 ;;
    esac
}

# Writes fuzzer $1's seed inputs into the folder $2.
seed() {
    local corpus="$2"
    mkdir -p "$corpus"
    case "$1" in
    json)
        printf '%s' '{"a":[1,-2.5e3,true,false,null],"b":"\u00e9\ud83d\ude00\n","c":{}}' > "$corpus/mixed"
        printf '%s' ' [ 0 , 1.0 , 12345678901234567890 , -0 , 1E-7 ] ' > "$corpus/numbers"
        printf '%s' '"\\\/\b\f\n\r\t\u0000"' > "$corpus/escapes"
        ;;
    request)
        printf '%s' '{"id":1,"command":"tap","locator":{"identifier":"trip.seattle","role":"cell"}}' > "$corpus/tap"
        printf '%s' '{"id":2,"command":"type","locator":{"identifier":"newTrip.destination"},"text":"Z\u00fcrich"}' \
            > "$corpus/type"
        printf '%s' '{"id":3,"command":"advanceClock","milliseconds":300}' > "$corpus/advance"
        printf '%s' '{"type":"response","id":3,"state":{"sequence":1}}' > "$corpus/response"
        ;;
    parser)
        printf '%s' 'tap trip.seattle' > "$corpus/tap"
        printf '%s' 'type newTrip.destination "New \"York\"" ' > "$corpus/type"
        printf '%s' "wait weather.place 2.5" > "$corpus/wait"
        printf '%s' "help type" > "$corpus/help"
        ;;
    trips-file)
        cp Stubs/trips.json "$corpus/version-1"
        printf '%s' '{"version":2,"trips":[{"id":"9F1C6D3E-2B6A-4E7C-9C1D-1A2B3C4D5E6F","destination":"Oslo",'\
'"start":"2026-04-10","end":"2026-04-12","place":{"name":"Oslo","latitude":59.9,"longitude":10.7}}]}' \
            > "$corpus/version-2"
        printf '%s' '{"version":3,"trips":[]}' > "$corpus/newer"
        ;;
    mcp-message)
        printf '%s' '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",'\
'"capabilities":{},"clientInfo":{"name":"fuzz","version":"1"}}}' > "$corpus/initialize"
        printf '%s' '{"jsonrpc":"2.0","method":"notifications/initialized"}' > "$corpus/initialized"
        printf '%s' '{"jsonrpc":"2.0","id":"c","method":"tools/call","params":{"name":"tap","arguments":'\
'{"identifier":"trip.seattle"},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}' > "$corpus/call"
        printf '%s' '{"jsonrpc":"2.0","id":4,"result":{}}' > "$corpus/response"
        ;;
    esac
}

# Runs the debug build's replayer of fuzzer $1 over its seed inputs: each is handed to the harness once, as libFuzzer
# would, without the sanitizers. A broken check traps, failing the run.
replay() {
    local name="$1" seeds=.build/fuzz-replay/seeds-$1
    local replayer="$REPLAY/fuzz-$name"
    if [ ! -x "$replayer" ]; then
        echo "== fuzz $name: $replayer is not built; run make build"
        return 1
    fi
    rm -rf "$seeds"
    seed "$name" "$seeds"
    local expected output
    expected="$(find "$seeds" -type f | wc -l)"
    if ! output="$("$replayer" "$seeds" 2>&1 < /dev/null)"; then
        printf '%s\n' "$output" | tail -20
        echo "== fuzz $name: the replayer failed on its seeds ($seeds)"
        return 1
    fi
    if [ "$output" != "replayed $expected inputs" ]; then
        printf '%s\n' "$output" | tail -20
        echo "== fuzz $name: the replayer did not replay its $expected seeds"
        return 1
    fi
    echo "== fuzz $name: replayed its $expected seeds"
}

# One stat of libFuzzer's final report (-print_final_stats), e.g. number_of_executed_units.
stat() { sed -n "s/^stat::$2: *//p" "$1" | tail -1; }

failed=0
for name in $FUZZERS; do
    tests="$(regressions "$name")"
    if [ ! -f "$tests" ]; then
        echo "== fuzz $name: its regression tests, $tests, do not exist"
        failed=1
        continue
    fi
    if [ -n "$REPLAY" ]; then
        replay "$name" || failed=1
        continue
    fi
    echo "== fuzz $name: building"
    if ! swift build -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING \
        -Xswiftc -use-ld=lld \
        --scratch-path "$OUT" --product "fuzz-$name" > "$OUT/build-$name.log" 2>&1; then
        grep -E "error:" "$OUT/build-$name.log" | sort -u | head -20 || tail -20 "$OUT/build-$name.log"
        echo "== fuzz $name: does not build (the whole log: $OUT/build-$name.log)"
        failed=1
        continue
    fi
    # A fuzzer without coverage counters explores blind and finds next to nothing: refuse to run one.
    # (Read whole first: grep -q would leave at its match, and the fuzzer's SIGPIPE would fail the pipe.)
    probe="$(ASAN_OPTIONS=detect_leaks=0 "$OUT/release/fuzz-$name" -runs=0 -artifact_prefix="$OUT/probe-$name-" \
        < /dev/null 2>&1 || true)"
    if ! grep -qE "^INFO: Loaded [0-9]+ modules" <<< "$probe"; then
        echo "== fuzz $name: built without coverage instrumentation (no counters loaded); not run"
        failed=1
        continue
    fi
    corpus="$OUT/corpus-$name"
    if [ -n "$BUILD_ONLY" ]; then
        corpus="$OUT/seeds-$name"
        rm -rf "$corpus"
    fi
    seed "$name" "$corpus"
    if [ -n "$BUILD_ONLY" ]; then
        # A fixed seed: make test runs this, and must not turn red by luck.
        limit=(-runs=20000 -seed=1)
    elif [ -n "$RUNS" ]; then
        limit=(-runs="$RUNS")
    else
        limit=(-max_total_time="$SECONDS_EACH")
    fi
    echo "== fuzz $name: ${limit[*]#-}"
    # make test's short runs log apart, so that they cannot truncate the log of a long run going on beside them.
    log="$OUT/fuzz-$name${BUILD_ONLY:+-build}.log"
    # Leak checks are off, libFuzzer's per input and LeakSanitizer's at exit (the probe's too): the Swift runtime's
    # metadata caches and every module's lazily made globals live until exit and would be reported as leaks.
    if ASAN_OPTIONS=detect_leaks=0 "$OUT/release/fuzz-$name" "$corpus" "${limit[@]}" -max_len=4096 \
        -timeout=10 -detect_leaks=0 \
        -artifact_prefix="$OUT/crash-$name-" -print_final_stats=1 > "$log" 2>&1 < /dev/null; then
        coverage="$(grep -aoE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+' "$log" | tail -1 || true)"
        printf '== fuzz %s: %s executions, %s exec/s, %s, no crash\n' "$name" \
            "$(stat "$log" number_of_executed_units)" "$(stat "$log" average_exec_per_sec)" "${coverage:-no coverage}"
    else
        failed=1
        grep -av "Cannot export local symbol" "$log" | tail -40
        # libFuzzer names the input it wrote in the log; a crash found before has the same name (its input's hash).
        found="$(grep -aoE "Test unit written to $OUT/crash-$name-[^ ]*" "$log" | sed 's/^Test unit written to //' \
            | tr '\n' ' ' || true)"
        if [ -n "${found// /}" ]; then
            echo "== fuzz $name: CRASH, input in ${found% }; make it a test in $tests"
        else
            echo "== fuzz $name: failed without a crash input (the whole log: $log)"
        fi
    fi
done
exit $failed
