#!/usr/bin/env bash
# Runs each Swift test target in a `swift test` of its own (the Makefile says why) and fails when one fails or runs
# no test at all: `swift test --filter` exits 0 when its filter matches nothing, so a renamed or misspelt target in
# the list would otherwise pass in silence.
#
# usage: Scripts/test-swift.sh TARGET...      (after `swift build --build-tests`; SWIFT overrides the swift command)
set -euo pipefail

swift="${SWIFT:-swift}"
(($# > 0)) || { echo "usage: Scripts/test-swift.sh TARGET..." >&2; exit 64; }
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

for target in "$@"; do
    echo "== $target"
    status=0
    "$swift" test --skip-build --filter "$target\." 2>&1 | tee "$log" || status=$?
    if ((status != 0)); then
        echo "test-swift: $target failed (exit $status)" >&2
        exit "$status"
    fi
    # Swift Testing ends with "Test run with N tests …", XCTest with "Executed N tests": one of them must be above 0.
    ran=$(sed -n -E 's/.*Test run with ([0-9]+) tests?.*/\1/p; s/.*Executed ([0-9]+) tests?.*/\1/p' "$log" |
        sort -n | tail -n 1)
    if [[ -z "$ran" || "$ran" -eq 0 ]]; then
        echo "test-swift: $target ran no test: is it a test target of Package.swift, spelt as there?" >&2
        exit 1
    fi
done
