#!/bin/sh
# Regenerates the OCR test fixture: two rows of text drawn with ImageMagick, saved as 8-bit binary PGM
# (a format the test reads itself, since decoding images belongs to another module).
set -eu
cd "$(dirname "$0")"
convert -size 480x130 xc:white -font DejaVu-Sans -pointsize 24 -fill black \
    -draw "text 24,48 'Paid to Kedai Runcit Ali'" \
    -draw "text 24,100 'Total'" -draw "text 330,100 'RM 25.90'" \
    -colorspace Gray -depth 8 pgm:receipt-lines.pgm
