#!/usr/bin/env bash
# libFuzzer over the automation protocol's decoder and the shell's command parser (make fuzz).
#
# Each fuzzer is one entry point in Fuzz/ compiled by swiftc with -sanitize=fuzzer,address together with the sources it
# exercises (not through SwiftPM: libFuzzer brings its own main). `import Presentation` and `import AutomationProtocol`
# in those sources resolve to empty stand-in modules, since the code they need is compiled into the fuzzer itself.
#
#   FUZZ_SECONDS=30   how long each fuzzer runs
#   FUZZERS="protocol parser"   which ones
#
# Corpora grow in .build/fuzz/corpus-<name> between runs; a crash is written to .build/fuzz/crash-<name>-*, printed,
# and makes this script fail: turn it into a regression test (the protocol's in
# Tests/AutomationProtocolTests/WireTests.swift, the parser's in Tests/TripsShellTests/CommandParserTests.swift).
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_EACH="${FUZZ_SECONDS:-30}"
FUZZERS="${FUZZERS:-protocol parser}"
OUT=.build/fuzz
mkdir -p "$OUT/shims"

shim() {
    [ -f "$OUT/shims/$1.swiftmodule" ] && return
    echo "// An empty stand-in: the fuzzer compiles the real code into itself." > "$OUT/shims/$1.swift"
    swiftc -parse-as-library -emit-module -module-name "$1" -o "$OUT/shims/$1.swiftmodule" "$OUT/shims/$1.swift"
}

sources() {
    case "$1" in
    protocol) find Sources/AutomationProtocol -name '*.swift' | sort; echo Fuzz/ProtocolDecoderFuzz.swift ;;
    parser)
        find Sources/AutomationProtocol -name '*.swift' | sort
        printf '%s\n' Sources/TripsShell/REPL/{CommandParser,CommandSpec,CommandError,ShellCommand,Tokenizer}.swift \
            Fuzz/CommandParserFuzz.swift
        ;;
    *) echo "unknown fuzzer $1" >&2; exit 2 ;;
    esac
}

seed() {
    local corpus="$OUT/corpus-$1"
    mkdir -p "$corpus"
    case "$1" in
    protocol)
        printf '%s' '{"id":1,"command":"tap","identifier":"trip.seattle"}' > "$corpus/tap"
        printf '%s' '{"id":2,"command":"type","identifier":"newTrip.destination","text":"Z\u00fcrich"}' > "$corpus/type"
        printf '%s' '{"id":3,"command":"advanceClock","milliseconds":300}' > "$corpus/advance"
        printf '%s' '{"type":"response","id":3,"state":{"sequence":1}}' > "$corpus/response"
        ;;
    parser)
        printf '%s' 'tap trip.seattle' > "$corpus/tap"
        printf '%s' 'type newTrip.destination "New \"York\"" ' > "$corpus/type"
        printf '%s' "wait weather.place 2.5" > "$corpus/wait"
        printf '%s' "help type" > "$corpus/help"
        ;;
    esac
}

shim Presentation
shim AutomationProtocol
failed=0
for name in $FUZZERS; do
    echo "== fuzz $name: building"
    # shellcheck disable=SC2046
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name "Fuzz_$name" -I "$OUT/shims" \
        $(sources "$name") -o "$OUT/fuzz-$name" 2>&1 | grep -v "Cannot export local symbol" || true
    seed "$name"
    echo "== fuzz $name: ${SECONDS_EACH}s"
    if "$OUT/fuzz-$name" "$OUT/corpus-$name" -max_total_time="$SECONDS_EACH" -max_len=4096 -timeout=10 \
        -artifact_prefix="$OUT/crash-$name-" -print_final_stats=1 > "$OUT/fuzz-$name.log" 2>&1; then
        grep -E "^stat::(number_of_executed_units|peak_rss_mb)|^#[0-9]+.*DONE" "$OUT/fuzz-$name.log" || true
        echo "== fuzz $name: no crash"
    else
        failed=1
        tail -40 "$OUT/fuzz-$name.log"
        echo "== fuzz $name: CRASH, see $OUT/crash-$name-*"
    fi
done
exit $failed
