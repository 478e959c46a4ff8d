#!/bin/sh
# Type-checks the SharedImage plugin with tsc and runs the web stub's tests with node's built-in runner.
# Needs only Debian's node-typescript and nodejs: @capacitor/core is declared in types/ and stubbed for the tests.
set -eu
cd "$(dirname "$0")"

for tool in tsc node; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "test.sh: '$tool' not found (apt install node-typescript nodejs)" >&2
        exit 1
    fi
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

echo "tsc: type-checking and compiling to a temporary folder"
tsc -p . --outDir "$work/dist"

mkdir -p "$work/node_modules/@capacitor/core"
cp test/capacitor-core-runtime.js "$work/node_modules/@capacitor/core/index.js"
cp test/*.test.js "$work/"

echo "node --test: web stub"
node --test "$work"/*.test.js

# The iOS side cannot be compiled here (make typecheck-apple type-checks it against stand-ins); its syntax and
# its packaging (Package.swift, the podspecs) are checked when a Swift toolchain is present.
if command -v swiftc >/dev/null 2>&1; then
    echo "swiftc -parse: iOS plugin"
    find ios -name '*.swift' -exec swiftc -parse {} +
    echo "packaging: Package.swift against the core's products, the podspecs against their files"
    plugin=$(swift package dump-package)
    core=$(cd ../.. && swift package dump-package)
    python3 test/check_packaging.py "$plugin" "$core"
fi
