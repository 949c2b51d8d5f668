#!/usr/bin/env bash
# make lint: swift-format in strict mode over every Swift file of the package, its examples, benchmarks and fuzzers,
# each file parsed and checked once: a file whose text passed the last lint, under the same configuration and the same
# swift-format, is not read again. What passed is kept in .build/lint.passed (the configuration's and the tool's
# fingerprint, then each file's SHA-1 and path), written only when a lint passes; `make clean` or removing that file
# lints everything. The files go to swift-format at once, linted on every core (--parallel).
set -uo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
passed=.build/lint.passed

# Regular files only, as swift-format's --recursive takes them (it follows no symbolic link).
mapfile -d '' files < <(find Package.swift Sources Tests AcceptanceTests Benchmarks Fuzz Examples -name '*.swift' \
    -type f -print0 2>/dev/null | sort -z)
fingerprint="$(sha1sum .swift-format | cut -d' ' -f1) $("$swift" format --version 2>&1 | head -1)"
sums="$(printf '%s\0' "${files[@]}" | xargs -0 sha1sum)"

# The files whose text is not among those that passed: all of them when the configuration or the tool changed.
changed=()
if [ "$(head -1 "$passed" 2>/dev/null)" = "$fingerprint" ]; then
    declare -A kept=()
    while IFS= read -r line; do kept["$line"]=1; done < <(tail -n +2 "$passed")
    while IFS= read -r line; do
        [ -n "${kept["$line"]:-}" ] || changed+=("${line#*  }")
    done <<<"$sums"
else
    changed=("${files[@]}")
fi

if [ "${#changed[@]}" -gt 0 ]; then
    "$swift" format lint --strict --parallel "${changed[@]}" || exit
fi
mkdir -p .build
printf '%s\n%s\n' "$fingerprint" "$sums" >"$passed.new" && mv "$passed.new" "$passed"
echo "lint: ${#changed[@]} of ${#files[@]} Swift files linted, the rest unchanged since they passed"
