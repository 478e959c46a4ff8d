#!/bin/sh
# Redraws the large-text fixtures (LargeTextTests) from Tools/samplegen/heroes.json; needs Pillow and the fonts
# Scripts/setup.sh --bench installs.
set -eu
cd "$(dirname "$0")"
python3 ../../../Tools/samplegen/heroes.py --out . \
    --only jumlah_rm450_yellow hero150_whole_rm_dark_interbold_1179 hero060_decimal_rm_red_robotobold_1290 paid_rm30_red
