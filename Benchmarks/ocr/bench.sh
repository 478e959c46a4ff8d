#!/bin/sh
# OCR benchmark: `spendrop ocr --json` (release build) against the `tesseract` CLI at its best on the same work
# (OMP_THREAD_LIMIT=1, the same 1280-px grey copy we read, the fastest of psm 3/6/11 whose TSV gives the right amount
# through our parser), side by side in one run, on every sample PNG: median wall and CPU time (user + system, children
# included) and peak RSS of N runs each, and the character error rate of each against the sample's ground-truth
# lines. The earlier reference (`tesseract FILE -`, psm 3 on the full-size file) is a second, labelled line per
# sample. Needs vips (make bench-setup). Optional sections compare our own settings.
#
# usage: Benchmarks/ocr/bench.sh [--runs N] [--settings] [--bands] [SAMPLES_DIR]
#   SAMPLES_DIR  folder of <name>.png with <name>.json ground truth holding a "lines" array (default: Samples)
#   --settings   also compare language × page-segmentation mode × coloured-band filter (CER and time)
#   --bands      also compare one engine (no bands) with two engines and with one engine and its helper process
set -eu
command -v vips >/dev/null || { echo "bench.sh: 'vips' is missing (make bench-setup installs it)" >&2; exit 69; }
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
swift build -c release --static-swift-stdlib --product spendrop >/dev/null
Scripts/build-tesseract-runtime.sh "$(swift build -c release --show-bin-path)"
exec python3 "$root/Benchmarks/ocr/bench.py" --binary "$(swift build -c release --show-bin-path)/spendrop" "$@"
