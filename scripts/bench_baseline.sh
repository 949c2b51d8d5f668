#!/bin/sh
# Builds the benchmark programs and trips-shell of an earlier commit (make bench: round one's, to set beside today's
# in the same run), once, in .build/bench-baseline/COMMIT, the way that commit's own benchmark built them (swift build
# -c release); prints the directory of the binaries. Fails, saying why, when the commit is not in this clone.
set -eu
cd "$(dirname "$0")/.."
commit=$1
if ! git rev-parse -q --verify "$commit^{commit}" >/dev/null; then
    echo "bench: commit $commit is not in this clone (a shallow clone?): no comparison with it" >&2
    exit 1
fi
dir=.build/bench-baseline/$commit
products="runner-bench trips-shell trips-bench expect-bench"
missing=""
for product in $products; do [ -x "$dir/.build/release/$product" ] || missing="$missing $product"; done
if [ -n "$missing" ]; then
    echo "bench: building $commit's benchmarks and trips-shell (once)" >&2
    if [ ! -f "$dir/Package.swift" ]; then
        mkdir -p "$dir"
        git archive "$commit" | tar -x -C "$dir"
    fi
    if ! (cd "$dir" && for product in $missing; do swift build -c release --product "$product" || exit 1; done) \
        >"$dir.log" 2>&1; then
        cat "$dir.log" >&2
        exit 1
    fi
fi
echo "$PWD/$dir/.build/release"
