#!/bin/sh
# Builds the runner-bench and trips-shell of an earlier commit (make bench: round one's, to set beside today's in the
# same run), once, in .build/bench-baseline/COMMIT, the way that commit's own benchmark built them (swift build -c
# release); prints the directory of the binaries. Fails, saying why, when the commit is not in this clone.
set -eu
cd "$(dirname "$0")/.."
commit=$1
if ! git rev-parse -q --verify "$commit^{commit}" >/dev/null; then
    echo "bench: commit $commit is not in this clone (a shallow clone?): no comparison with it" >&2
    exit 1
fi
dir=.build/bench-baseline/$commit
if [ ! -x "$dir/.build/release/runner-bench" ] || [ ! -x "$dir/.build/release/trips-shell" ]; then
    echo "bench: building $commit's runner-bench and trips-shell (once)" >&2
    rm -rf "$dir"
    mkdir -p "$dir"
    git archive "$commit" | tar -x -C "$dir"
    if ! (cd "$dir" && swift build -c release --product runner-bench && swift build -c release --product trips-shell) \
        >"$dir.log" 2>&1; then
        cat "$dir.log" >&2
        exit 1
    fi
fi
echo "$PWD/$dir/.build/release"
