#!/usr/bin/env bash
# Installs the Debian packages SpenDrop needs to build, test, demo and benchmark, when they are missing.
# Safe to run again: it installs nothing when everything is there.
set -euo pipefail

# Build and run: the system C libraries and Tesseract's language data.
build_packages=(
    pkg-config
    libtesseract-dev libleptonica-dev tesseract-ocr tesseract-ocr-eng tesseract-ocr-msa
    libpng-dev libisal-dev libjpeg-dev libheif-dev libsqlite3-dev
)
# Tests: the plugin's TypeScript type-check and node's test runner, python3 for lock probes and pseudo-terminals,
# script(1) (bsdutils) for the terminal-review tests' pseudo-terminal; the programs that read the exports (hledger,
# Ledger, Beancount's bean-check, libofx's ofxdump) and the headless browser that renders the HTML report.
test_packages=(node-typescript nodejs python3 bsdutils hledger ledger beancount ofx chromium-headless-shell)
# Benchmarks only: the reference tools measured side by side.
# (Debian's Pillow serves Debian's python3; a python3 of its own needs `pip install pillow`.)
bench_packages=(libvips-tools imagemagick libheif-examples time python3-pil sqlite3)
# The recall benchmark's drawn screens (Tools/samplegen/heroes.py): Noto's status bar, Inter and Roboto from Thin to Black.
bench_packages+=(fonts-noto-core fonts-inter fonts-roboto-unhinted)

want=("${build_packages[@]}" "${test_packages[@]}")
case "${1:-}" in
    --bench) want+=("${bench_packages[@]}") ;;
    "") ;;
    *) echo "usage: Scripts/setup.sh [--bench]" >&2; exit 64 ;;
esac

missing=()
for package in "${want[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$package")
done

if ((${#missing[@]} == 0)); then
    echo "setup: all ${#want[@]} packages present"
    exit 0
fi

echo "setup: installing ${missing[*]}"
if ! command -v apt-get >/dev/null 2>&1; then
    echo "setup: apt-get not found. On a Debian-like system install: ${missing[*]}" >&2
    echo "setup: elsewhere install Tesseract 5 (+ eng, msa data), leptonica, libpng, ISA-L, libjpeg-turbo, libheif, sqlite3 and pkg-config." >&2
    exit 69
fi
sudo=()
if [[ $(id -u) -ne 0 ]]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        sudo=(sudo -n)
    else
        echo "setup: not root. Run as root: apt-get update && apt-get install -y ${missing[*]}" >&2
        exit 77
    fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup: installed ${#missing[@]} packages"
