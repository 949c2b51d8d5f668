#!/usr/bin/env bash
# make example-app: the example apps on the app-side kit (Examples/Countdown and Examples/Groceries, packages of their
# own that depend on this one by path): builds each, runs its flows from their test binary, and checks that the app's
# binary links the kit and neither the runner nor a testing library (scripts/app_links.py), then holds it to the core
# protocol with app-conformance (APP_CONFORMANCE, the main package's build of it), on a live and on the driver's clock,
# and walks it with app-explore (APP_EXPLORE) on the driver's clock: every state, no invariant broken. Then the flow
# the explorer wrote for each planted fault is compiled and run in a package of its own, in the same build folder
# (WrittenFlowCompileTests, which the unit suite leaves out).
set -euo pipefail
examples="$(cd "$(dirname "$0")/../Examples" && pwd -P)"
# Each builds in this repository's build folder, where the kit and the runner are compiled already: SwiftPM compiles a
# dependency's targets the same for any root, so only the example's own targets are left (a folder of its own would
# compile the runner again). By its real path, as every build of that folder names it, so that they share its lock;
# trips-mcp's flow tools skip a build with nothing to do, so its calls on Trips' flows seldom wait on the example's.
scratch="$(cd "$examples/.." && pwd -P)/.build"
# SwiftPM keeps its build plan while the package's own manifest and files stay as they were, so a file added to the kit
# (a dependency, by path) would be missing from it: dropping the plan has it made again, and compiles nothing more.
bin=$scratch/debug

# example NAME PACKAGE [APP-EXPLORE OPTION…]: builds the package Examples/PACKAGE and, from its folder (where its flows
# keep their evidence), runs its flows and checks its app, the binary NAME. Each package's plan is made anew (a build of
# the other, or of Trips, left its own).
example() {
    local name=$1 package=$2
    shift 2
    cd "$examples/$package"
    rm -f "$scratch"/*/debug/description.json
    swift build --build-tests --scratch-path "$scratch" "${build_flags[@]}"
    "$bin/${package}PackageTests.xctest" --testing-library swift-testing
    python3 ../../scripts/app_links.py "$bin/$name"
    "$APP_CONFORMANCE" "$bin/$name"
    "$APP_CONFORMANCE" "$bin/$name" --driver-clock
    "$APP_EXPLORE" --out "$scratch/explore/$name" "$@" "$bin/$name" --driver-clock
}

build_flags=("$@")
example countdown Countdown
# The list lives in memory, so a relaunch only starts it empty, the first state: without relaunches the walk still
# reaches every state (24, the dictionary's names added in every order) in a sixth of the CPU (5 s, not 23).
example groceries Groceries --no-relaunch
rm -f "$scratch"/*/debug/description.json
cd "$examples/.."
TRIPS_WRITTEN_FLOW_SCRATCH="$scratch" "$bin/TripsPackageTests.xctest" --testing-library swift-testing \
    --filter WrittenFlowCompileTests
