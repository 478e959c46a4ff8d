#!/usr/bin/env bash
# Builds SpenDrop's Tesseract runtime (Sources/TesseractRuntime, docs/ocr.md) into DIR, next to the `spendrop`
# binary there: Debian's libtesseract.a from libtesseract-dev, linked with what it asks for and never needs here.
# Without it `spendrop` loads Debian's libtesseract.so.5, reads the same text, and takes ~8 ms longer to start
# reading. SwiftPM does not build it: it would link its Swift runtime into the library.
#
# usage: Scripts/build-tesseract-runtime.sh DIR     (CC overrides the C compiler)
set -euo pipefail

[ $# -eq 1 ] || { echo "usage: Scripts/build-tesseract-runtime.sh DIR" >&2; exit 64; }
out="$1/libspendrop-tesseract.so"
root="$(cd "$(dirname "$0")/.." && pwd)"
source="$root/Sources/TesseractRuntime/runtime.c"
archive="$(pkg-config --variable=libdir tesseract 2>/dev/null || true)/libtesseract.a"
[ -f "$archive" ] || archive=/usr/lib/x86_64-linux-gnu/libtesseract.a
if [ ! -f "$archive" ]; then
    echo "build-tesseract-runtime: libtesseract.a not found (install libtesseract-dev)" >&2
    exit 69
fi
mkdir -p "$1"
# Up to date when newer than its source, the archive and this script.
if [ -f "$out" ] && [ "$out" -nt "$source" ] && [ "$out" -nt "$archive" ] && [ "$out" -nt "$0" ]; then exit 0; fi

cc="${CC:-}"
if [ -z "$cc" ]; then
    for candidate in clang cc gcc; do
        if command -v "$candidate" >/dev/null 2>&1; then cc="$candidate"; break; fi
    done
fi
[ -n "$cc" ] || { echo "build-tesseract-runtime: no C compiler (clang, cc or gcc)" >&2; exit 69; }

# The archive whole (every member: the loader resolves the C API and the hooks resolve C++ methods by name), no
# undefined symbol left (-z defs), Leptonica and the C++ runtime as Debian ships them. Written to a temporary name
# and renamed, so a running `spendrop` never opens half a library.
"$cc" -O2 -fPIC -shared -o "$out.tmp" "$source" \
    -Wl,--whole-archive "$archive" -Wl,--no-whole-archive \
    -l:liblept.so.5 -l:libstdc++.so.6 -lm -Wl,-z,defs -Wl,-soname,libspendrop-tesseract.so
mv -f "$out.tmp" "$out"
