#!/usr/bin/env bash
# Syntax-checks the Swift files that only compile on Apple platforms (the app, the extension, the adapters,
# the Capacitor plugin). `swiftc -parse` parses inactive `#if` branches too, without type-checking; the type-check
# is Tools/apple-typecheck (make typecheck-apple).
# Fails when a folder is missing, when find fails, or when it finds no file: a check that saw nothing passes nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
folders=(Apps Sources/SpenDropAppleVision Sources/SpenDropAppleImageIO Sources/SpenDropAppleShare
    Plugins/SharedImage/ios)
for folder in "${folders[@]}"; do
    [[ -d "$folder" ]] || { echo "check-apple-sources: $folder is missing" >&2; exit 1; }
done
list=$(mktemp)
trap 'rm -f "$list"' EXIT
find "${folders[@]}" -name '*.swift' -type f -print0 >"$list"
files=()
while IFS= read -r -d '' file; do files+=("$file"); done <"$list"
if ((${#files[@]} == 0)); then
    echo "check-apple-sources: no Swift files found under ${folders[*]}" >&2
    exit 1
fi
for folder in "${folders[@]}"; do
    if ! printf '%s\n' "${files[@]}" | grep -q "^$folder/"; then
        echo "check-apple-sources: no Swift files under $folder" >&2
        exit 1
    fi
done
for file in "${files[@]}"; do
    swiftc -parse "$file" >/dev/null
done
echo "apple sources: ${#files[@]} files parse"
