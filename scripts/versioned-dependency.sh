#!/usr/bin/env bash
# make library: builds the example app as another team's package would, depending on this repository by URL and
# version rather than by path: a clone of what is committed, tagged with CHANGELOG.md's newest version, in a
# temporary folder; the app links AutomationKit, its flows AppRunner, and the flows run. So nothing in the manifest
# (an unsafe flag, a path trick) can stop an adopter who adds the package by version.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
version="$(sed -n 's/^## \([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*\)$/\1/p' "$root/CHANGELOG.md" | head -1)"
[ -n "$version" ] || { echo "library: CHANGELOG.md names no version (a heading '## X.Y.Z')" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone -q "$root" "$work/trips"
git -C "$work/trips" tag "$version"
mkdir "$work/countdown"
(cd "$root/Examples/Countdown" && tar --exclude=.build -cf - .) | tar -C "$work/countdown" -xf -
cat >"$work/countdown/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Countdown",
    dependencies: [.package(url: "file://$work/trips", from: "$version")],
    targets: [
        .executableTarget(
            name: "countdown", dependencies: [.product(name: "AutomationKit", package: "trips")],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
            name: "CountdownFlows", dependencies: [.product(name: "AppRunner", package: "trips")],
            swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
MANIFEST
cd "$work/countdown"
swift build --build-tests 2>&1 | grep -E "error|warning: |Compiling|Build" | grep -v "^\[" || true
swift test --skip-build 2>&1 | tail -3
echo "library: the example app built against trips $version by URL and version, and its flows passed"
