#!/usr/bin/env bash
# Builds the image-decoder fuzzer with libFuzzer and AddressSanitizer and runs it for a bounded time.
#
# usage: Fuzz/run.sh [SECONDS]     (default 60)
#
# The Swift modules are compiled straight with swiftc (SwiftPM cannot pass -sanitize=fuzzer to one
# product), the C shim with clang. Seeds are the test fixtures; the corpus grows under Fuzz/.build/corpus.
# A crashing input is written to Fuzz/.build/artifacts/: add it to Tests/SpenDropImageTests/Resources/fuzz/
# so that FuzzRegressionTests replays it forever.
set -euo pipefail

seconds="${1:-60}"
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/Fuzz/.build"
mkdir -p "$build/modules" "$build/corpus" "$build/artifacts"
cd "$root"

# The C targets get module maps of their own here; SwiftPM writes them for the package build.
cat > "$build/modules/module.modulemap" <<MAP
module CImageShim {
    header "$root/Sources/CImageShim/include/CImageShim.h"
    export *
}
module CHeif {
    header "$root/Sources/CHeif/include/CHeif.h"
    export *
}
MAP

sanitize=(-sanitize=fuzzer,address)
common=(-parse-as-library -swift-version 6 -enable-upcoming-feature ExistentialAny -O -g)

echo "building the fuzzer…" >&2
clang -c -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CImageShim/include \
    Sources/CImageShim/PNGShim.c -o "$build/PNGShim.o"
clang -c -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CImageShim/include \
    Sources/CImageShim/JPEGShim.c -o "$build/JPEGShim.o"
clang -c -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CImageShim/include \
    Sources/CImageShim/PNGStream.c -o "$build/PNGStream.o"
clang -c -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CHeif/include \
    Sources/CHeif/loader.c -o "$build/CHeif.o"
swiftc "${common[@]}" "${sanitize[@]}" -wmo -module-name SpenDropModel -emit-module \
    -emit-module-path "$build/modules/SpenDropModel.swiftmodule" -c -o "$build/SpenDropModel.o" \
    Sources/SpenDropModel/*.swift
swiftc "${common[@]}" "${sanitize[@]}" -wmo -module-name SpenDropImage -emit-module \
    -emit-module-path "$build/modules/SpenDropImage.swiftmodule" -c -o "$build/SpenDropImage.o" \
    -I "$build/modules" -Xcc -I/usr/include/libpng16 \
    $(find Sources/SpenDropImage -name '*.swift' | sort)
swiftc "${common[@]}" "${sanitize[@]}" -I "$build/modules" \
    Fuzz/ImageDecoderFuzz.swift "$build/SpenDropModel.o" "$build/SpenDropImage.o" \
    "$build/PNGShim.o" "$build/JPEGShim.o" "$build/PNGStream.o" "$build/CHeif.o" \
    -lpng16 -ljpeg -lisal -lz -ldl -o "$build/image-decoder-fuzz"

echo "fuzzing for ${seconds}s…" >&2
ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1" "$build/image-decoder-fuzz" \
    -max_total_time="$seconds" -rss_limit_mb=2048 -malloc_limit_mb=1024 -timeout=10 -max_len=65536 \
    -artifact_prefix="$build/artifacts/" -print_final_stats=1 \
    "$build/corpus" Tests/SpenDropImageTests/Resources
