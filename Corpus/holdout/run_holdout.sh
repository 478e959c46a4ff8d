#!/bin/sh
# Validates the held-out set and, when a spendrop binary is at hand, scores a parser run on it.
#
# Usage: Corpus/holdout/run_holdout.sh [--misses]
#   SPENDROP=path/to/spendrop picks the binary; otherwise .build/release, then .build/debug, then PATH.
# Exit status: that of validate.py when no binary is found, else that of score.py.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
corpus=$(dirname "$here")
root=$(dirname "$corpus")

python3 "$corpus/validate.py" "$here"

bin=${SPENDROP:-}
if [ -z "$bin" ]; then
    for candidate in "$root/.build/release/spendrop" "$root/.build/debug/spendrop"; do
        if [ -x "$candidate" ]; then bin=$candidate; break; fi
    done
fi
if [ -z "$bin" ] && command -v spendrop >/dev/null 2>&1; then bin=spendrop; fi
if [ -z "$bin" ]; then
    echo "no spendrop binary found (build it, or set SPENDROP): validated only" >&2
    exit 0
fi

results=$(mktemp)
trap 'rm -f "$results"' EXIT
python3 "$corpus/validate.py" "$here" --jsonl | "$bin" parse --jsonl > "$results"
python3 "$corpus/score.py" "$results" "$here" "$@"
