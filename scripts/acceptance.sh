#!/bin/sh
# The acceptance suite: runs the flows in AcceptanceTests/ (in parallel) against the built trips-shell, prints a line
# per flow with its result and duration, writes JUnit XML to .build/acceptance/results.xml, and exits non-zero when a
# flow fails. Build first (`make acceptance` does). Environment: SWIFT, BUILD_FLAGS, TRIPS_SHELL_PATH (the binary to
# drive). Failure artifacts go to .build/acceptance/artifacts/<flow>/; the suite's wall time, in seconds, to
# .build/acceptance/wall-seconds (for `make bench`).
set -u
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
out=.build/acceptance
log=$out/output.log
mkdir -p "$out"
rm -rf "$out/artifacts" "$out"/results*.xml "$out"/xunit*.xml "$out/wall-seconds"

start=$(date +%s.%N)
# shellcheck disable=SC2086 # BUILD_FLAGS holds several words on purpose
$SWIFT test ${BUILD_FLAGS:-} --skip-build --filter AcceptanceTests --xunit-output "$out/xunit.xml" >"$log" 2>&1
status=$?
wall=$(echo "$start $(date +%s.%N)" | awk '{ printf "%.2f", $2 - $1 }')
echo "$wall" >"$out/wall-seconds"

# swift test writes XCTest's results to the given file and Swift Testing's next to it, as <name>-swift-testing.xml.
if [ -f "$out/xunit-swift-testing.xml" ]; then
    mv "$out/xunit-swift-testing.xml" "$out/results.xml"
fi
rm -f "$out/xunit.xml"

# One line per flow, from Swift Testing's own report: ✔ Test "name" passed after 0.4 seconds.
flows=$(sed -n \
    -e 's/^[^ ]* Test "\(.*\)"\( with [0-9]* test cases\)\{0,1\} passed after \([0-9.]*\) seconds.*/pass  \3 s  \1/p' \
    -e 's/^[^ ]* Test "\(.*\)"\( with [0-9]* test cases\)\{0,1\} failed after \([0-9.]*\) seconds.*/FAIL  \3 s  \1/p' \
    "$log")
passed=$(printf '%s\n' "$flows" | grep -c '^pass')
failed=$(printf '%s\n' "$flows" | grep -c '^FAIL')

echo "Acceptance flows:"
[ -n "$flows" ] && printf '%s\n' "$flows" | sed 's/^/  /'
if [ "$failed" -gt 0 ]; then
    echo
    echo "Failures (artifacts in $out/artifacts/):"
    awk '/^[^ ]+ Test .* recorded an issue/ { show = 1; print; next } /^[^ ]/ { show = 0 } show' "$log"
fi
if [ "$status" -ne 0 ] && [ "$passed" -eq 0 ] && [ "$failed" -eq 0 ]; then
    echo "swift test failed before any flow ran (exit $status); the end of $log:"
    tail -n 30 "$log"
fi
echo
echo "$passed passed, $failed failed in $wall s; JUnit XML: $out/results.xml; full output: $log"
if [ "$status" -ne 0 ] || [ "$failed" -gt 0 ]; then exit 1; fi
