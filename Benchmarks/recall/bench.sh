#!/bin/sh
# Recall benchmark: does SpenDrop's recogniser read everything the plain `tesseract` CLI reads? Side by side on the
# 1280 px image `spendrop downsample` writes, for the bundled samples and for screens with very large amounts drawn
# by Tools/samplegen/heroes.py: word recall, amount recall and the time ratio (wall and CPU). Exits 1 when a screen
# loses an amount the CLI reads or more than 1% of its words (recall.py says how each figure is counted).
#
# usage: Benchmarks/recall/bench.sh [--runs N] [--only REGEX] [--no-build] [--bin PATH] [--keep DIR]
#   --runs N      runs of each tool per screen (default 3)
#   --only REGEX  only the screens whose id matches
#   --no-build    measure the release build as it is
#   --bin PATH    the spendrop binary to measure (default: the release build, built first)
#   --keep DIR    keep the drawn screens, the downsampled images and the last outputs in DIR
set -eu
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
runs=3 only="" build=1 keep="" bin=""
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --only) only="$2"; shift 2 ;;
        --no-build) build=0; shift ;;
        --keep) keep="$2"; shift 2 ;;
        --bin) bin="$2"; build=0; shift 2 ;;
        *) sed -n '7,12p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 64 ;;
    esac
done
if [ "$build" = 1 ]; then
    swift build -c release --static-swift-stdlib --product spendrop >/dev/null
    Scripts/build-tesseract-runtime.sh "$(swift build -c release --show-bin-path)"
fi
[ -n "$bin" ] || bin="$(swift build -c release --show-bin-path)/spendrop"
# The drawing needs Pillow: Debian's (Scripts/setup.sh --bench) serves Debian's python3.
python=python3
"$python" -c 'import PIL' 2>/dev/null || python=/usr/bin/python3
work="${keep:-$(mktemp -d)}"
[ -n "$keep" ] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work/heroes" "$work/read"
"$python" Tools/samplegen/heroes.py --out "$work/heroes"
# Which Tesseract library the binary reads with (SpenDrop's runtime beside it, or Debian's: docs/ocr.md).
engine=$("$bin" --home "$work/home" diagnose --json 2>/dev/null |
    python3 -c 'import json, sys; print(json.load(sys.stdin).get("textEngine", "none"))' || echo unknown)
echo "# text engine: $engine"
set -- --binary "$bin" --runs "$runs" --samples Samples --heroes "$work/heroes" --work "$work/read"
[ -n "$only" ] && set -- "$@" --only "$only"
exec python3 Benchmarks/recall/recall.py "$@"
