#!/usr/bin/env bash
# Decode + downsample to 1280, side by side in one run: `spendrop downsample` against `vipsthumbnail` and
# ImageMagick `convert`, on a 1290×2796 screenshot (PNG, JPEG, HEIC), a 12000×9000 JPEG (108 MP,
# decoded at 1/8 DCT scale), an 11500×8600 crop of it (98.9 MP) and a 16384×3690 PNG panorama. For each file and
# tool: median wall time, median CPU time (user + system) and median peak RSS over N runs, the ratios ours/vips and
# ours/convert, each output's size in bytes, and the image stage's own memory (peak RSS of `spendrop downsample`
# minus that of `spendrop downsample --help`, which loads the same binary and does nothing).
#
# Matched settings: every tool writes the same image, an 8-bit RGB PNG whose longest side is 1280, at zlib level 6
# with the Sub filter (ours always writes that, with zlib's run-length strategy, which ImageMagick is given too;
# vips has no strategy option), without metadata. ImageMagick gets `-define jpeg:size=1280x1280` so libjpeg may
# decode a JPEG at a reduced scale as the others do. A tool that refuses a file (ImageMagick's default policy
# refuses sides over 16K pixels; spendrop refuses images over its 100-megapixel limit) is shown as a refusal, with
# no ratio.
#
# usage: Benchmarks/image/bench.sh [N]        (N runs per tool and file, default 7)
# Needs: a release build (built when missing), python3 with Pillow, vipsthumbnail, convert, heif-enc,
# GNU time at /usr/bin/time. Inputs are drawn into a temporary folder and removed afterwards; when the
# repository has Samples/, its first 1290×2796 PNG, JPEG and HEIC screenshots are used instead.
set -euo pipefail

runs="${1:-7}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
here="$root/Benchmarks/image"
binary="${SPENDROP_BINARY:-$root/.build/release/spendrop}"
if [[ ! -x "$binary" ]]; then
    (cd "$root" && swift build -c release --static-swift-stdlib --product spendrop >&2 && Scripts/build-tesseract-runtime.sh "$(swift build -c release --show-bin-path)")
fi
for tool in vipsthumbnail convert heif-enc python3 /usr/bin/time; do
    command -v "$tool" > /dev/null || { echo "bench.sh: missing $tool" >&2; exit 69; }
done
# Debian's ImageMagick binary itself, when `convert` on the PATH is a wrapper around it.
convert_bin="$(command -v convert-im6.q16 || command -v convert)"
# The Pillow that draws the inputs: Debian's python3-pil serves Debian's python3, which may not be the first one.
python=python3
python3 -c 'import PIL' 2> /dev/null || { [[ -x /usr/bin/python3 ]] && python=/usr/bin/python3; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "drawing inputs…" >&2
"$python" "$here/make-inputs.py" "$work"
heif-enc -q 80 -o "$work/screenshot.heic" "$work/screenshot.png" > /dev/null
# Real screenshots win over drawn ones when the repository has them.
if [[ -d "$root/Samples" ]]; then
    for ext in png jpg heic; do
        while IFS= read -r sample; do
            size="$(vipsheader -f width "$sample" 2>/dev/null)x$(vipsheader -f height "$sample" 2>/dev/null)"
            if [[ "$size" == "1290x2796" ]]; then cp "$sample" "$work/screenshot.$ext"; break; fi
        done < <(find "$root/Samples" -type f -iname "*.$ext" | sort)
    done
fi
# Just under the default 100-megapixel limit, for the decode path of a camera-sized JPEG.
vips crop "$work/photo-12000x9000.jpg" "$work/photo-11500x8600.jpg[Q=85]" 0 0 11500 8600
files=(screenshot.png screenshot.jpg screenshot.heic photo-12000x9000.jpg photo-11500x8600.jpg
    panorama-16384x3690.png)

# Runs a command N times; prints "median_wall_ms median_cpu_ms median_peak_kb exit_status". A tool that
# refuses a file (ImageMagick's default policy refuses sides over 16K pixels; spendrop refuses images over
# its 100-megapixel limit) is still timed: how fast and small a refusal is matters too.
measure() {
    local walls=() cpus=() peaks=() start end status=0
    for ((i = 0; i < runs; i++)); do
        start=$(date +%s%N)
        status=0
        /usr/bin/time -f '%U %S %M' -o "$work/rss" "$@" > /dev/null 2> "$work/stderr" || status=$?
        end=$(date +%s%N)
        walls+=($(((end - start) / 1000000)))
        read -r user system peak < <(tail -n 1 "$work/rss")
        cpus+=("$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%d", (u + s) * 1000 }')")
        peaks+=("$peak")
    done
    if ((status != 0)); then
        local reason
        reason="$(grep -v '^Command' "$work/stderr" | head -n 1)"
        echo "bench.sh: $(basename "$1") exited $status: $reason" >&2
    fi
    echo "$(median "${walls[@]}") $(median "${cpus[@]}") $(median "${peaks[@]}") $status"
}

median() { printf '%s\n' "$@" | sort -n | sed -n "$(($# / 2 + 1))p"; }

mb() { [[ "$1" =~ ^-?[0-9]+$ ]] && awk -v kb="$1" 'BEGIN { printf "%.1f", kb / 1024 }' || echo "–"; }
ratio() {
    [[ "$1" =~ ^[0-9]+$ && "$2" =~ ^[0-9]+$ ]] && awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }' || echo "–"
}

read -r _ _ baseline _ < <(measure "$binary" downsample --help)
read -r _ _ vips_baseline _ < <(measure vipsthumbnail --vips-version)

# cell STATUS VALUE: the value, or "refused (exit N)" when the tool refused the file.
cell() { if (($1 == 0)); then echo "$2"; else echo "refused (exit $1)"; fi; }
# pair STATUS_A STATUS_B A B: the ratio A/B when both tools produced an image, else "–".
pair() { if (($1 == 0 && $2 == 0)); then ratio "$3" "$4"; else echo "–"; fi; }
bytes() { [[ -e "$1" ]] && stat -c %s "$1" || echo "–"; }
dims() { [[ -e "$1" ]] && echo "$(vipsheader -f width "$1")×$(vipsheader -f height "$1")" || echo "–"; }

echo "| file | size | ours ms | ours CPU ms | ours MB | vips ms | vips CPU ms | vips MB | convert ms | convert CPU ms |" \
    "convert MB | wall ours/vips | CPU ours/vips | mem ours/vips | wall ours/convert | CPU ours/convert |" \
    "mem ours/convert | output bytes ours / vips / convert | image stage MB |"
echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |" \
    "---: | --- | ---: |"
for file in "${files[@]}"; do
    input="$work/$file"
    size="$(vipsheader -f width "$input")x$(vipsheader -f height "$input")"
    rm -f "$work/ours.png" "$work/vips.png" "$work/convert.png"
    read -r ours_ms ours_cpu ours_kb ours_status < <(measure "$binary" downsample "$input" --out "$work/ours.png")
    read -r vips_ms vips_cpu vips_kb vips_status < <(measure vipsthumbnail "$input" -s 1280 \
        -o "$work/vips.png[compression=6,filter=sub,strip]")
    read -r im_ms im_cpu im_kb im_status < <(measure "$convert_bin" -define jpeg:size=1280x1280 "$input" \
        -resize 1280x1280 -strip -define png:compression-level=6 -define png:compression-filter=1 \
        -define png:compression-strategy=3 "PNG24:$work/convert.png")
    sizes="$(bytes "$work/ours.png") / $(bytes "$work/vips.png") / $(bytes "$work/convert.png")"
    shapes="$(dims "$work/ours.png"), $(dims "$work/vips.png"), $(dims "$work/convert.png")"
    echo "| $file | $size | $(cell "$ours_status" "$ours_ms") | $(cell "$ours_status" "$ours_cpu") |" \
        "$(cell "$ours_status" "$(mb "$ours_kb")") | $(cell "$vips_status" "$vips_ms") |" \
        "$(cell "$vips_status" "$vips_cpu") | $(cell "$vips_status" "$(mb "$vips_kb")") |" \
        "$(cell "$im_status" "$im_ms") | $(cell "$im_status" "$im_cpu") | $(cell "$im_status" "$(mb "$im_kb")") |" \
        "$(pair "$ours_status" "$vips_status" "$ours_ms" "$vips_ms") |" \
        "$(pair "$ours_status" "$vips_status" "$ours_cpu" "$vips_cpu") |" \
        "$(pair "$ours_status" "$vips_status" "$ours_kb" "$vips_kb") |" \
        "$(pair "$ours_status" "$im_status" "$ours_ms" "$im_ms") |" \
        "$(pair "$ours_status" "$im_status" "$ours_cpu" "$im_cpu") |" \
        "$(pair "$ours_status" "$im_status" "$ours_kb" "$im_kb") | $sizes ($shapes) |" \
        "$(cell "$ours_status" "$(mb $((ours_kb - baseline)))") |"
done

echo
echo "N=$runs runs each, medians; a refusal is timed too (on stderr) but gets no ratio. Outputs: 8-bit RGB PNG," \
    "zlib 6, Sub filter, no metadata. Baselines (peak RSS of a run that loads the binary and does nothing):" \
    "spendrop downsample --help $(mb "$baseline") MB, vipsthumbnail --vips-version $(mb "$vips_baseline") MB." \
    "image stage = ours MB − spendrop baseline. $(nproc) cores, load average $(cut -d ' ' -f 1-3 /proc/loadavg)," \
    "$(date -u +%Y-%m-%d)."
