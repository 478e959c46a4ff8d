#!/usr/bin/env bash
# Formats the Swift sources in place (unless --lint), then lints them strictly (warnings fail).
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Benchmarks Fuzz Apps Plugins/SharedImage/ios)
existing=()
for path in "${paths[@]}"; do [[ -e "$path" ]] && existing+=("$path"); done
if [[ "${1:-}" != "--lint" ]]; then
    swift format format --in-place --parallel -r "${existing[@]}"
fi
swift format lint --strict --parallel -r "${existing[@]}"
echo "format: lint clean"
