#!/usr/bin/env bash
# End-to-end pipeline benchmark: the `spendrop` command (release build) against the `tesseract` CLI at its best on
# the same work, run side by side and alternating in one loop, reported as wall-time and CPU-time ratios (CPU = user
# + system, waited-for children included, from GNU time). See docs/benchmarks.md.
#
# The reference at its best: OMP_THREAD_LIMIT=1, reading the same downsampled 1280-px grey image SpenDrop reads,
# at each of page modes 3, 6 and 11 (the fastest that reads the amount is the one compared), writing TSV (text with
# line boxes and confidences) that goes to our parser as our own OCR's boxes do; batches as one process over a
# list, and two such processes over the halves. The earlier comparison (`tesseract FILE -`, psm 3, the full-size
# file, plain text) is measured in the same loop and printed as a second, labelled line.
#
# usage: Benchmarks/pipeline/bench.sh [--runs N] [--copies N] [--rounds N] [--receipt-runs N]
#                                     [--sizes "1280 1600 2000 2400 full"] [--only share,batch,receipts]
#                                     [--bin PATH] [--no-build] [--keep DIR]
#   --runs N          runs of each tool per file in the share section (default 5)
#   --copies N        copies of each bundled sample in the batch folder (default 10)
#   --rounds N        alternating rounds of the batch section (default 1)
#   --receipt-runs N  runs per receipt and size in the receipt section (default 3)
#   --sizes LIST      longest sides tried on the receipt photos ("full" is the source size)
#   --only LIST       sections to run (default: all three)
#   --bin PATH        the spendrop binary to measure (default: the release build, built first)
#   --no-build        measure the release build as it is, without building it first
#   --keep DIR        keep every raw output and the measurements (measurements.tsv) in DIR
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
helper="$root/Benchmarks/pipeline/bench.py"
runs=5 copies=10 rounds=1 receipt_runs=3 sizes="1280 1600 2000 2400 full" only="share,batch,receipts"
bin="" build=1 keep=""

usage() { sed -n '12,23p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 64; }
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --copies) copies="$2"; shift 2 ;;
        --rounds) rounds="$2"; shift 2 ;;
        --receipt-runs) receipt_runs="$2"; shift 2 ;;
        --sizes) sizes="$2"; shift 2 ;;
        --only) only="$2"; shift 2 ;;
        --bin) bin="$2"; shift 2 ;;
        --no-build) build=0; shift ;;
        --keep) keep="$2"; shift 2 ;;
        -h|--help) usage ;;
        *) echo "bench.sh: unknown argument '$1'" >&2; usage ;;
    esac
done

for n in "$runs" "$copies" "$rounds" "$receipt_runs"; do
    [[ "$n" =~ ^[1-9][0-9]*$ ]] || { echo "bench.sh: counts must be positive whole numbers, not '$n'" >&2; exit 64; }
done
for tool in tesseract vips python3 /usr/bin/time; do
    command -v "$tool" >/dev/null || { echo "bench.sh: '$tool' is missing (make bench-setup installs it)" >&2; exit 69; }
done
cd "$root"
if [ -z "$bin" ]; then
    if [ "$build" = 1 ]; then
        swift build -c release --static-swift-stdlib --product spendrop >&2
        Scripts/build-tesseract-runtime.sh "$(swift build -c release --show-bin-path)"
    fi
    bin="$(swift build -c release --show-bin-path)/spendrop"
fi
[ -x "$bin" ] || { echo "bench.sh: no spendrop binary at '$bin'" >&2; exit 66; }

if [ -n "$keep" ]; then
    work="$keep"; mkdir -p "$work"
else
    work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
fi
tsv="$work/measurements.tsv"
printf 'section\titem\ttool\trun\twall_ms\tcpu_ms\trss_kb\trc\toutput\n' >"$tsv"
# The reference gets the thread limit explicitly; `spendrop` is launched as a person would launch it, and sets it
# for itself (before it opens libtesseract), so whatever that costs is part of its figures.
ref_env=(env OMP_THREAD_LIMIT=1)
ours_env=(env -u OMP_THREAD_LIMIT)

# measure SECTION ITEM TOOL RUN OUTFILE COMMAND...: runs the command under /usr/bin/time, appends one row. CPU time
# is the command's user + system time with that of every child it waited for (GNU time reports wait4's figures).
measure() {
    local section="$1" item="$2" tool="$3" run="$4" out="$5" rc=0 t0 t1 user system rss
    shift 5
    t0=$(date +%s%N)
    /usr/bin/time -f '%U %S %M' -o "$out.time" "$@" >"$out" 2>"$out.err" || rc=$?
    t1=$(date +%s%N)
    read -r user system rss < <(tail -n 1 "$out.time")
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$section" "$item" "$tool" "$run" "$(( (t1 - t0) / 1000000 ))" \
        "$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%d", (u + s) * 1000 }')" "$rss" "$rc" "$out" >>"$tsv"
}

# reference_copy FILE: the 1280-px grey image SpenDrop reads for FILE (our own downsample, then vips's grey), made
# once per file and kept in $work/ref; prints its path.
reference_copy() {
    local name copy
    name="$(basename "$1")"
    copy="$work/ref/${name%.*}.1280.png"
    if [ ! -e "$copy" ]; then
        mkdir -p "$work/ref"
        "${ours_env[@]}" "$bin" downsample "$1" --out "$work/ref/${name%.*}.rgb.png" >/dev/null
        vips colourspace "$work/ref/${name%.*}.rgb.png" "$copy" b-w
    fi
    echo "$copy"
}

psms=(3 6 11)

load() { awk '{print $1}' /proc/loadavg; }
echo "load average at start: $(load) ($(nproc) cores); runs=$runs copies=$copies rounds=$rounds" >&2

bundled=(Samples/*.png Samples/*.jpg)
# One file per bundled sample: its PNG, or its JPEG when it has no PNG (the paper receipt is a photo).
shots=()
for f in "${bundled[@]}"; do
    stem="${f%.*}"
    if [ "${f##*.}" = jpg ] && [ -e "$stem.png" ]; then continue; fi
    shots+=("$f")
done
receipts=(Samples/receipt_paper.jpg Benchmarks/pipeline/receipts/*.jpg)

# 1 and 3. One share per file, fresh home each time, against the CLI at each page mode on the same 1280 copy and,
# as the earlier line, on the full-size file; all alternating.
if [[ ",$only," == *,share,* ]]; then
    mkdir -p "$work/share"
    for f in "${shots[@]}" "${receipts[@]:1}"; do
        name="$(basename "$f")"
        copy="$(reference_copy "$f")"
        echo "share: $name" >&2
        for run in $(seq 1 "$runs"); do
            home="$(mktemp -d "$work/home.XXXXXX")"
            measure share "$f" ours "$run" "$work/share/$name.ours.$run.json" \
                "${ours_env[@]}" "$bin" --home "$home" share --dry-run --json "$f"
            rm -rf "$home"
            for psm in "${psms[@]}"; do
                measure share "$f" "psm$psm" "$run" "$work/share/$name.psm$psm.$run.tsv" \
                    "${ref_env[@]}" tesseract "$copy" - --psm "$psm" tsv
            done
            measure share "$f" full "$run" "$work/share/$name.full.$run.txt" \
                "${ref_env[@]}" tesseract "$f" -
        done
    done
fi

# 2. Batch: the bundled samples ×copies. Our import with two jobs against the CLI as one process over the list of
# 1280 copies, and two such processes over its halves at once (two cores), at each page mode; the earlier line is
# one CLI process per full-size file, two at a time.
if [[ ",$only," == *,batch,* ]]; then
    batch="$work/batch-images"
    mkdir -p "$batch" "$work/batch"
    : >"$work/batch/list.txt"
    for f in "${shots[@]}"; do
        name="$(basename "$f")"
        copy="$(reference_copy "$f")"
        for c in $(seq 1 "$copies"); do
            cp "$f" "$batch/${name%.*}-$c.${name##*.}"
            cp "$copy" "$work/batch/${name%.*}-$c.png"
        done
    done
    (cd "$work/batch" && find . -maxdepth 1 -name '*.png' | sort | sed "s|^\.|$work/batch|") >"$work/batch/list.txt"
    count=$(wc -l <"$work/batch/list.txt")
    half=$(( (count + 1) / 2 ))
    head -n "$half" "$work/batch/list.txt" >"$work/batch/list-1.txt"
    tail -n +"$((half + 1))" "$work/batch/list.txt" >"$work/batch/list-2.txt"
    echo "batch: $count images" >&2
    for run in $(seq 1 "$rounds"); do
        home="$(mktemp -d "$work/home.XXXXXX")"
        measure batch "$count" ours "$run" "$work/batch/ours.$run.jsonl" \
            "${ours_env[@]}" "$bin" --home "$home" import --json --jobs 2 "$batch"
        rm -rf "$home"
        for psm in "${psms[@]}"; do
            measure batch "$count" "list-psm$psm" "$run" "$work/batch/list-psm$psm.$run.tsv" \
                "${ref_env[@]}" tesseract "$work/batch/list.txt" - --psm "$psm" tsv
            measure batch "$count" "list-x2-psm$psm" "$run" "$work/batch/list-x2-psm$psm.$run.txt" \
                "${ref_env[@]}" sh -c 'tesseract "$1" - --psm "$3" tsv >"$4.1.tsv" 2>/dev/null &
                    tesseract "$2" - --psm "$3" tsv >"$4.2.tsv" 2>/dev/null; wait' \
                sh "$work/batch/list-1.txt" "$work/batch/list-2.txt" "$psm" "$work/batch/list-x2-psm$psm.$run"
        done
        measure batch "$count" full-x2 "$run" "$work/batch/full-x2.$run.txt" \
            "${ref_env[@]}" sh -c 'find "$1" -type f | sort | xargs -P 2 -I{} tesseract {} - 2>/dev/null' sh "$batch"
    done
fi

# 4. Paper receipts at several sizes: our downsample, then recognition with our engine's layout (psm 6, TSV) at that
# size; and `spendrop ocr` on the source as it stands (its first pass at 1280 and its own second pass).
if [[ ",$only," == *,receipts,* ]]; then
    mkdir -p "$work/receipts"
    for f in "${receipts[@]}"; do
        name="$(basename "$f")"
        echo "receipts: $name" >&2
        for run in $(seq 1 "$receipt_runs"); do
            for size in $sizes; do
                src="$f"
                if [ "$size" != full ]; then
                    src="$work/receipts/$name.$size.png"
                    measure downsample "$f" "$size" "$run" "$work/receipts/$name.$size.ds.$run.txt" \
                        "${ours_env[@]}" "$bin" downsample "$f" --max-side "$size" --out "$src"
                fi
                measure sweep "$f" "$size" "$run" "$work/receipts/$name.$size.$run.tsv" \
                    "${ref_env[@]}" tesseract "$src" - --psm 6 tsv
            done
            measure ocr "$f" auto "$run" "$work/receipts/$name.auto.$run.json" \
                "${ours_env[@]}" "$bin" ocr "$f" --json
            if [ -e "$work/receipts/$name.1280.png" ]; then
                # The 1280 copy has no more pixels to give, so this is our first pass alone.
                measure ocr "$f" 1280 "$run" "$work/receipts/$name.1280only.$run.json" \
                    "${ours_env[@]}" "$bin" ocr "$work/receipts/$name.1280.png" --json
            fi
        done
    done
fi

echo "load average at end: $(load)" >&2
python3 "$helper" --bin "$bin" --work "$work" --root "$root" "$tsv"
