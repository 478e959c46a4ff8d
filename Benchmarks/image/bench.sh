#!/usr/bin/env bash
# Decode + downsample to 1280, side by side in one run: `spendrop downsample` against `vipsthumbnail` and
# ImageMagick `convert -resize`, on a 1290×2796 screenshot (PNG, JPEG, HEIC), a 12000×9000 JPEG and a
# 16384×3690 PNG panorama. For each file and tool: median wall time and median peak RSS over N runs, the
# ratios ours/vips and ours/convert, and the image stage's own memory (peak RSS of `spendrop downsample`
# minus that of `spendrop downsample --help`, which loads the same binary and does nothing).
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
    (cd "$root" && swift build -c release --product spendrop >&2)
fi
for tool in vipsthumbnail convert heif-enc python3 /usr/bin/time; do
    command -v "$tool" > /dev/null || { echo "bench.sh: missing $tool" >&2; exit 69; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "drawing inputs…" >&2
python3 "$here/make-inputs.py" "$work"
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
files=(screenshot.png screenshot.jpg screenshot.heic photo-12000x9000.jpg panorama-16384x3690.png)

# Runs a command N times; prints "median_ms median_peak_kb", or "fail fail" when the tool refuses the file
# (ImageMagick's default policy refuses sides over 16K pixels, for instance).
measure() {
    local times=() peaks=() start end
    for ((i = 0; i < runs; i++)); do
        start=$(date +%s%N)
        if ! /usr/bin/time -f '%M' -o "$work/rss" "$@" > /dev/null 2> "$work/stderr"; then
            echo "bench.sh: $(basename "$1") failed on ${*: -3:1}: $(grep -v '^Command exited' "$work/stderr" | head -n 1)" >&2
            echo "fail fail"
            return
        fi
        end=$(date +%s%N)
        times+=($(((end - start) / 1000000)))
        peaks+=("$(tail -n 1 "$work/rss")")
    done
    local median_time median_peak
    median_time=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$((runs / 2 + 1))p")
    median_peak=$(printf '%s\n' "${peaks[@]}" | sort -n | sed -n "$((runs / 2 + 1))p")
    echo "$median_time $median_peak"
}

mb() { [[ "$1" =~ ^-?[0-9]+$ ]] && awk -v kb="$1" 'BEGIN { printf "%.1f", kb / 1024 }' || echo "–"; }
ratio() {
    [[ "$1" =~ ^[0-9]+$ && "$2" =~ ^[0-9]+$ ]] && awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }' || echo "–"
}

read -r _ baseline < <(measure "$binary" downsample --help)

echo "| file | size | spendrop ms | MB | vips ms | MB | convert ms | MB | time ours/vips | mem ours/vips | time ours/convert | mem ours/convert | image stage MB |"
echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
for file in "${files[@]}"; do
    input="$work/$file"
    size="$(vipsheader -f width "$input")x$(vipsheader -f height "$input")"
    read -r ours_ms ours_kb < <(measure "$binary" downsample "$input" --out "$work/ours.png")
    read -r vips_ms vips_kb < <(measure vipsthumbnail "$input" -s 1280 -o "$work/vips.png")
    read -r im_ms im_kb < <(measure convert "$input" -resize 1280x1280 "$work/convert.png")
    echo "| $file | $size | $ours_ms | $(mb "$ours_kb") | $vips_ms | $(mb "$vips_kb") | $im_ms | $(mb "$im_kb") |" \
        "$(ratio "$ours_ms" "$vips_ms") | $(ratio "$ours_kb" "$vips_kb") | $(ratio "$ours_ms" "$im_ms") |" \
        "$(ratio "$ours_kb" "$im_kb") | $(mb "$([[ "$ours_kb" =~ ^[0-9]+$ ]] && echo $((ours_kb - baseline)))") |"
done
echo
echo "N=$runs runs each, medians; baseline (spendrop downsample --help) peak RSS $(mb "$baseline") MB;" \
    "$(nproc) cores; $(date -u +%Y-%m-%d)."
