#!/bin/sh
# OCR benchmark: `spendrop ocr` (release build) against the `tesseract` CLI at its best (OMP_THREAD_LIMIT=1),
# side by side in one run, on every sample PNG: median wall time and peak RSS of N runs each, and the character
# error rate of each against the sample's ground-truth lines. Optional sections compare our own settings.
#
# usage: Benchmarks/ocr/bench.sh [--runs N] [--settings] [--bands] [SAMPLES_DIR]
#   SAMPLES_DIR  folder of <name>.png with <name>.json ground truth holding a "lines" array (default: Samples)
#   --settings   also compare language × page-segmentation mode × coloured-band filter (CER and time)
#   --bands      also compare one engine (no bands) with two engines and with one engine and its helper process
set -eu
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
swift build -c release --product spendrop >/dev/null
exec python3 "$root/Benchmarks/ocr/bench.py" --binary "$(swift build -c release --show-bin-path)/spendrop" "$@"
