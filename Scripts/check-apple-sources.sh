#!/usr/bin/env bash
# Syntax-checks the Swift files that only compile on Apple platforms (the app, the extension, the adapters,
# the Capacitor plugin). `swiftc -parse` parses inactive `#if` branches too, without type-checking.
set -euo pipefail
cd "$(dirname "$0")/.."
count=0
while IFS= read -r -d '' file; do
    swiftc -parse "$file" >/dev/null
    count=$((count + 1))
done < <(find Apps Sources/SpenDropAppleVision Sources/SpenDropAppleImageIO Sources/SpenDropAppleShare \
    Plugins/SharedImage/ios -name '*.swift' -print0 2>/dev/null)
echo "apple sources: $count files parse"
