#!/usr/bin/env python3
"""The OCR benchmark's measuring part; run it through bench.sh, which builds the release binary first."""
import argparse
import glob
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cer import cer  # noqa: E402


def timed(command, env_extra, stdout_path=None):
    """Runs `command` once under /usr/bin/time; returns (wall s, CPU s, peak RSS MB, stdout). CPU is user + system
    time with every waited-for child's (the helper process of ours) as GNU time reports it."""
    env = dict(os.environ, OMP_THREAD_LIMIT="1", **env_extra)
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        start = time.monotonic()
        done = subprocess.run(["/usr/bin/time", "-o", report.name, "-f", "%U %S %M"] + command,
                              env=env, capture_output=True, text=True)
        wall = time.monotonic() - start
        if done.returncode != 0:
            raise RuntimeError(f"{command[0]} failed ({done.returncode}): {done.stderr.strip()[:200]}")
        user, system, kilobytes = report.read().split()[-3:]
    return wall, float(user) + float(system), int(kilobytes) / 1024, done.stdout


def measure(runs, commands):
    """Runs each (name, command, env) in turn, `runs` rounds interleaved; per name the median wall and CPU seconds,
    the largest peak RSS and the last output."""
    samples = {name: ([], [], [], "") for name, _, _ in commands}
    for _ in range(runs):
        for name, command, env in commands:
            wall, cpu, mb, out = timed(command, env)
            walls, cpus, mbs, _ = samples[name]
            samples[name] = (walls + [wall], cpus + [cpu], mbs + [mb], out)
    return {name: (statistics.median(w), statistics.median(c), max(m), out)
            for name, (w, c, m, out) in samples.items()}


def truth(json_path):
    with open(json_path, encoding="utf-8") as f:
        return "\n".join(json.load(f)["lines"])


def tsv_screen(text):
    """Tesseract's TSV (one page) as parse-record fields: words joined per line, normalised boxes, confidences."""
    size, lines = (1, 1), {}
    for row in text.splitlines()[1:]:
        cells = row.split("\t")
        if len(cells) < 12 or not cells[0].isdigit():
            continue
        level, key = int(cells[0]), tuple(cells[1:5])
        left, top, width, height = (int(c) for c in cells[6:10])
        if level == 1:
            size = (max(1, width), max(1, height))
        elif level == 4:
            lines[key] = ([left, top, width, height], [], [])
        elif level == 5 and key in lines and cells[11].strip():
            lines[key][1].append(cells[11].strip())
            lines[key][2].append(max(0.0, float(cells[10])) / 100)
    kept = [v for v in lines.values() if v[1]]
    return {"lines": [" ".join(words) for _, words, _ in kept],
            "boxes": [[b[0] / size[0], b[1] / size[1], b[2] / size[0], b[3] / size[1]] for b, _, _ in kept],
            "confidences": [sum(c) / len(c) for _, _, c in kept]}


def parse_amounts(binary, records):
    """id → parsed amount, for records {id, lines, boxes?, confidences?, now?} through `spendrop parse --jsonl`."""
    payload = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    done = subprocess.run([binary, "parse", "--jsonl"], input=payload, capture_output=True, text=True)
    amounts = {}
    for line in done.stdout.splitlines():
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        amounts[obj.get("id")] = obj.get("amount")
    return amounts


def reference_copy(binary, png, folder):
    """The 1280-px grey image SpenDrop reads for `png`: our downsample, then vips's grey conversion."""
    stem = os.path.join(folder, os.path.basename(png)[:-4])
    subprocess.run([binary, "downsample", png, "--out", stem + ".rgb.png"], check=True, capture_output=True)
    subprocess.run(["vips", "colourspace", stem + ".rgb.png", stem + ".1280.png", "b-w"], check=True)
    return stem + ".1280.png"


PSMS = ("3", "6", "11")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--settings", action="store_true")
    parser.add_argument("--bands", action="store_true")
    parser.add_argument("samples", nargs="?", default="Samples")
    args = parser.parse_args()
    pngs = sorted(p for p in glob.glob(os.path.join(args.samples, "*.png"))
                  if os.path.exists(os.path.splitext(p)[0] + ".json"))
    if not pngs:
        sys.exit(f"no <name>.png with <name>.json in {args.samples}")

    load = " ".join(open("/proc/loadavg").read().split()[:3])
    print(f"# `spendrop ocr --json` against the tesseract CLI at its best (OMP_THREAD_LIMIT=1), {os.cpu_count()} "
          f"cores, load average {load} at the start; median of {args.runs} interleaved runs")
    print("# reference: `tesseract COPY - --psm N tsv` on the 1280-px grey copy we read, at the fastest of psm 3/6/11")
    print("# whose text (with its boxes) gives the right amount through our parser ('*': none does; the fastest).")
    print("# earlier reference, second line of each row: `tesseract FILE -` (psm 3, full-size file, plain text).")
    print("# CPU = user + system, children included. CER against the sample's ground-truth lines.")
    print(f"{'sample':24} {'ours s':>6} {'cpu':>5} {'ref':>5} {'ref s':>6} {'cpu':>5} {'wall×':>6} {'cpu×':>5} "
          f"{'ours MB':>7} {'ref MB':>6} {'ours CER':>8} {'ref CER':>7} {'amount ours/ref':>15}")
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for png in pngs:
            name = os.path.basename(png)[:-4]
            with open(png[:-4] + ".json", encoding="utf-8") as f:
                ground = json.load(f)
            expected = "\n".join(ground["lines"])
            copy = reference_copy(args.binary, png, folder)
            commands = [("ours", [args.binary, "ocr", png, "--json"], {})]
            commands += [(f"psm{p}", ["tesseract", copy, "-", "--psm", p, "tsv"], {}) for p in PSMS]
            commands += [("full", ["tesseract", png, "-"], {})]
            result = measure(args.runs, commands)
            ours_lines = json.loads(result["ours"][3]).get("lines", [])
            now = ground.get("captured_at")
            records = [{"id": "ours", "lines": [l["text"] for l in ours_lines],
                        "boxes": [l["box"] for l in ours_lines],
                        "confidences": [l.get("confidence", 0) for l in ours_lines]}]
            screens = {f"psm{p}": tsv_screen(result[f"psm{p}"][3]) for p in PSMS}
            records += [{"id": k, **v} for k, v in screens.items()]
            records += [{"id": "full", "lines": [l for l in result["full"][3].splitlines() if l.strip()]}]
            for r in records:
                if now:
                    r["now"] = now
            amounts = parse_amounts(args.binary, records)
            right = {k: amounts.get(k) == ground.get("amount") for k in amounts}
            modes = sorted((result[f"psm{p}"][0], f"psm{p}") for p in PSMS)
            reading = [m for m in modes if right.get(m[1])]
            best = (reading or modes)[0][1]
            texts = {"ours": "\n".join(l["text"] for l in ours_lines), "full": result["full"][3]}
            texts.update({k: "\n".join(v["lines"]) for k, v in screens.items()})
            cers = {k: cer(expected, v) for k, v in texts.items()}
            (ow, oc, om, _), (rw, rc, rm, _), (fw, fc, fm, _) = result["ours"], result[best], result["full"]
            rows.append((ow / rw, oc / rc, ow / fw, oc / fc, cers["ours"], cers[best], cers["full"], om, rm))
            mark = lambda k: "yes" if right.get(k) else "no"  # noqa: E731
            label = best[3:] + ("" if reading else "*")
            print(f"{name:24} {ow:6.3f} {oc:5.2f} {label:>5} {rw:6.3f} {rc:5.2f} {ow / rw:6.2f} {oc / rc:5.2f} "
                  f"{om:7.1f} {rm:6.1f} {cers['ours']:8.4f} {cers[best]:7.4f} {mark('ours') + '/' + mark(best):>15}")
            print(f"{'  earlier: full size':24} {'':6} {'':5} {'3':>5} {fw:6.3f} {fc:5.2f} {ow / fw:6.2f} "
                  f"{oc / fc:5.2f} {'':7} {fm:6.1f} {'':8} {cers['full']:7.4f} {'   /' + mark('full'):>15}")
    med = lambda i: statistics.median(r[i] for r in rows)  # noqa: E731
    print(f"MEDIAN against the reference at its best: wall {med(0):.2f}×, CPU {med(1):.2f}×; CER mean ours "
          f"{statistics.mean(r[4] for r in rows):.4f}, reference {statistics.mean(r[5] for r in rows):.4f}")
    print(f"MEDIAN against the earlier reference (full size, psm 3): wall {med(2):.2f}×, CPU {med(3):.2f}×; its CER "
          f"mean {statistics.mean(r[6] for r in rows):.4f}")

    if args.bands:
        print("\n# bands: one engine (one band) vs two engines loaded at once vs one engine and a helper process"
              " (two bands in parallel either way)")
        for png in pngs:
            result = measure(args.runs, [
                ("one", [args.binary, "ocr", png], {"SPENDROP_OCR_ENGINES": "1"}),
                ("two", [args.binary, "ocr", png],
                 {"SPENDROP_OCR_ENGINES": "2", "SPENDROP_OCR_LOADING": "start", "SPENDROP_OCR_HELPER": "0"}),
                ("helper", [args.binary, "ocr", png], {"SPENDROP_OCR_ENGINES": "2", "SPENDROP_OCR_HELPER": "1"}),
            ])
            (t1, _, m1, _), (t2, _, m2, _), (t3, _, m3, _) = result["one"], result["two"], result["helper"]
            print(f"{os.path.basename(png):28} one {t1:6.3f}s {m1:6.1f}MB   two {t2:6.3f}s {m2:6.1f}MB   "
                  f"helper {t3:6.3f}s {m3:6.1f}MB   ratios {t2 / t1:5.2f} {t3 / t1:5.2f}")

    if args.settings:
        print("\n# settings: mean CER and median time over the samples (one engine each, so times compare)")
        for languages in ["eng", "eng+msa"]:
            for psm in ["3", "4", "6", "11"]:
                for filt in ["1", "0"]:
                    env = {"SPENDROP_OCR_LANGUAGES": languages, "SPENDROP_OCR_PSM": psm,
                           "SPENDROP_OCR_FILTER": filt, "SPENDROP_OCR_ENGINES": "1"}
                    cers, times = [], []
                    for png in pngs:
                        seconds, _, _, out = timed([args.binary, "ocr", png], env)
                        cers.append(cer(truth(png[:-4] + ".json"), out))
                        times.append(seconds)
                    print(f"{languages:8} psm {psm:>2} filter {filt}: CER {statistics.mean(cers):.4f} "
                          f"(worst {max(cers):.4f})  time {statistics.median(times):.3f}s")


if __name__ == "__main__":
    main()
