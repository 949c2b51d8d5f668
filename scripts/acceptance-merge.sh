#!/bin/sh
# make acceptance-merge: joins the results.json of several shards (SHARD=i/n runs, e.g. downloaded CI artifacts) into
# one results.json, JUnit file (results.xml) and report.html in OUT. Usage: acceptance-merge.sh OUT RESULTS.json…
# Exits 1 when a merged flow failed (or was flaky, with FAIL_ON_FLAKY=1), 2 when the inputs cannot be read or overlap.
set -u
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then
    echo "usage: $0 OUT results.json…" >&2
    exit 2
fi
out=$1
shift
flaky=""
[ "${FAIL_ON_FLAKY:-0}" = 1 ] && flaky="--fail-on-flaky"
exec "${PYTHON:-python3}" scripts/acceptance/main.py merge --out "$out" $flaky "$@"
