#!/usr/bin/env bash
# Builds the fuzzers with libFuzzer and AddressSanitizer and runs each for a bounded time: the image decoders,
# and the parser (for crashes, and for time: an input that takes longer than the timeout is a finding, since the
# parser's work is linear in its input).
#
# usage: Fuzz/run.sh [SECONDS] [image|parser|all]     (default 60 seconds for each, all)
#
# The Swift modules are compiled straight with swiftc (SwiftPM cannot pass -sanitize=fuzzer to one
# product), the C shim with clang. Seeds are the test fixtures; the corpus grows under Fuzz/.build/corpus.
# A crashing (or, for the parser, slow) input is written to Fuzz/.build/artifacts/: add it to
# Tests/SpenDropImageTests/Resources/fuzz/ or Tests/SpenDropParserTests/Resources/fuzz/
# so that FuzzRegressionTests replays it forever.
set -euo pipefail

seconds="${1:-60}"
which="${2:-all}"
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

if [[ "$which" == "all" || "$which" == "parser" ]]; then
    echo "building the parser fuzzer…" >&2
    mkdir -p "$build/parser-corpus" "$build/parser-seeds"
    swiftc "${common[@]}" "${sanitize[@]}" -wmo -module-name SpenDropParser -emit-module \
        -emit-module-path "$build/modules/SpenDropParser.swiftmodule" -c -o "$build/SpenDropParser.o" \
        -I "$build/modules" $(find Sources/SpenDropParser -name '*.swift' | sort)
    swiftc "${common[@]}" "${sanitize[@]}" -I "$build/modules" \
        Fuzz/ParserFuzz.swift "$build/SpenDropModel.o" "$build/SpenDropParser.o" -o "$build/parser-fuzz"
    # Seeds: every corpus case's lines, one file each (first byte: layout and confidence switches).
    python3 - "$build/parser-seeds" Corpus <<'SEEDS'
import json, pathlib, sys
out, root = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
for n, path in enumerate(sorted(root.rglob("*.json"))):
    for k, case in enumerate(json.loads(path.read_text())):
        (out / f"{n}-{k}").write_bytes(bytes([k % 4]) + "\n".join(case["lines"]).encode())
SEEDS
    echo "fuzzing the parser for ${seconds}s…" >&2
    ASAN_OPTIONS="detect_leaks=1" LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp" "$build/parser-fuzz" \
        -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=2 -max_len=262144 \
        -artifact_prefix="$build/artifacts/parser-" -print_final_stats=1 \
        "$build/parser-corpus" "$build/parser-seeds" Tests/SpenDropParserTests/Resources/fuzz
fi
[[ "$which" == "all" || "$which" == "image" ]] || exit 0

echo "fuzzing for ${seconds}s…" >&2
ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1" "$build/image-decoder-fuzz" \
    -max_total_time="$seconds" -rss_limit_mb=2048 -malloc_limit_mb=1024 -timeout=10 -max_len=65536 \
    -artifact_prefix="$build/artifacts/" -print_final_stats=1 \
    "$build/corpus" Tests/SpenDropImageTests/Resources
