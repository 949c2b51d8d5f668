#!/bin/sh
# Runs the acceptance flows against the built trips-shell. Filled by the runner issue.
set -eu
swift test --skip-build --filter AcceptanceTests
