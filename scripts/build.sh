#!/usr/bin/env bash
# make build: every target, tests included (the arguments go to `swift build`, e.g. BUILD_FLAGS), its output kept in
# .build/build.log. Every fuzzer in Fuzz/ builds here as a replayer of saved inputs (FuzzReplay); the libFuzzer build
# is make fuzz's alone, so this is where make test finds a fuzzer that no longer compiles: it fails naming the fuzzer
# as "does not build", with the compiler's error lines.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build
log=.build/build.log
swift build "$@" --build-tests 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] && exit 0

# Each error in a fuzzer's folder, by fuzzer; an error in FuzzSupport is every fuzzer's.
errors="$(grep -aoE "Fuzz/[A-Za-z-]+/[^ ]*:[0-9]+:[0-9]+: error: .*" "$log" | sort -u)"
for folder in $(sed -E 's|^Fuzz/([A-Za-z-]+)/.*|\1|' <<<"$errors" | sort -u); do
    case "$folder" in
    FuzzSupport) name="every fuzzer (FuzzSupport)" ;;
    *) name="${folder#fuzz-}" ;;
    esac
    echo "== fuzz $name: does not build:"
    grep -E "^Fuzz/$folder/" <<<"$errors" | head -10 | sed 's/^/     /'
done
exit "$status"
