#!/bin/sh
# The acceptance suite: runs the flows in AcceptanceTests/ (in parallel, in the built test binary, through Swift
# Testing's JSON event stream) against the built trips-shell, prints a line per flow, and writes into
# .build/acceptance/: results.xml (JUnit, Surefire's flaky and rerun elements), results.json, report.html,
# output.log, wall-seconds, artifacts/<case>/ (the evidence of each failing case) and attachments/. Then the build's
# trips-mcp keeps where each element stood on the run's screens (`trips-mcp keep-sightings`, in the build folder's
# trips-mcp-sightings/), so that a later trips-mcp session repairs a rename in place (docs/agents.md).
# Build first (`make acceptance` does). Environment:
#   FILTER=regex      flows whose identifier, or "suite: name" as runs print them, matches
#   TAGS=a,b          flows with any of these tags
#   SHARD=i/n         shard i of n (by a stable hash; by the durations in DURATIONS=results.json|.xml if given)
#   RETRIES=N         reruns failed flows up to N times; one that then passes is flaky
#   REPEAT=N          runs each flow N times (pass rates in the summary and the report)
#   FAIL_ON_FLAKY=1   a flaky flow fails the run too
#   LAST_FAILED=1     only the flows that failed or flaked in the previous run into the same folder (last-failed)
#   FIRST_FILES=a,b   the flows of these files (paths in the repository) run first, then the rest
#   BRIEF=1           one line per flow, then the counts
#   ACCEPTANCE_OUT    the output folder (.build/acceptance); ACCEPTANCE_MODULE the test target (AcceptanceTests)
#   ACCEPTANCE_PACKAGE the package whose flows run (this checkout); give TRIPS_BIN_PATH with it, its build's bin folder
#   KEEP_SIGHTINGS=0  the run's sightings are not kept (the acceptance tools' fixture flows are no app's flows)
#   ACCEPTANCE_TMPDIR where the run's TMPDIR (the flows' data directories) is made; by default on /dev/shm when it is
#                     a tmpfs (scripts/acceptance/scratch.py says why); empty: the system's temporary directory
#   SWIFT, BUILD_FLAGS, TRIPS_SHELL_PATH (the binary to drive), TRIPS_BIN_PATH (the build's bin folder, as
#                     `swift build --show-bin-path` says: the Makefile passes it, so no run asks SwiftPM again)
set -u
here=$(cd "$(dirname "$0")" && pwd -P)
cd "${ACCEPTANCE_PACKAGE:-$here/..}" || exit 1

# Flows' files are named from the root of the package whose flows run
ACCEPTANCE_ROOT=$(pwd)
export ACCEPTANCE_ROOT
SWIFT=${SWIFT:-swift}
out=${ACCEPTANCE_OUT:-.build/acceptance}
# shellcheck disable=SC2086 # BUILD_FLAGS holds several words on purpose
bin=${TRIPS_BIN_PATH:-$($SWIFT build ${BUILD_FLAGS:-} --show-bin-path)} || exit 1
# The package's test bundle, which SwiftPM names after the package (TripsPackageTests.xctest here), by the name its
# manifest gives first: the build folder holds other packages' bundles too (the example app and the repair stand-in
# build in this one).
name=$(sed -nE 's/^[[:space:]]*name:[[:space:]]*"([^"]+)".*/\1/p' Package.swift | head -1)
binary=$bin/${name:-Trips}PackageTests.xctest
if [ ! -x "$binary" ]; then
    echo "acceptance: $binary is not built; run 'make build' (or swift build --build-tests) first" >&2
    exit 1
fi
mkdir -p "$out"

flags=""
[ "${FAIL_ON_FLAKY:-0}" = 1 ] && flags="--fail-on-flaky"
[ "${LAST_FAILED:-0}" = 1 ] && flags="$flags --last-failed"
[ "${BRIEF:-0}" = 1 ] && flags="$flags --brief"
# shellcheck disable=SC2086 # $flags holds several options on purpose
"${PYTHON:-python3}" "$here/acceptance/main.py" run --binary "$binary" --out "$out" \
    --module "${ACCEPTANCE_MODULE:-AcceptanceTests}" --filter "${FILTER:-}" --tags "${TAGS:-}" \
    --shard "${SHARD:-}" --durations "${DURATIONS:-}" --retries "${RETRIES:-0}" --repeat "${REPEAT:-1}" \
    --first-files "${FIRST_FILES:-}" $flags
status=$?
# The sightings' one writer is trips-mcp, which reads them: the harness hands it the results, whatever their counts
# (a failed flow's screens show where its other elements stood). The build folder is the bin folder's grandparent
# (.build/<triple>/debug), as the server's --scratch-path names it.
if [ "${KEEP_SIGHTINGS:-1}" != 0 ] && [ -x "$bin/trips-mcp" ] && [ -f "$out/results.json" ]; then
    "$bin/trips-mcp" keep-sightings "$out/results.json" --package "$ACCEPTANCE_ROOT" \
        --scratch-path "$(cd -P "$bin/../.." && pwd -P)" || echo "acceptance: the run's sightings were not kept" >&2
fi
exit $status
