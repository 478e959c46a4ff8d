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

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cer import cer  # noqa: E402


def timed(command, env_extra):
    """Runs `command` once under /usr/bin/time; returns (seconds, peak RSS in MB, stdout)."""
    env = dict(os.environ, OMP_THREAD_LIMIT="1", **env_extra)
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        done = subprocess.run(["/usr/bin/time", "-o", report.name, "-f", "%e %M"] + command,
                              env=env, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"{command[0]} failed ({done.returncode}): {done.stderr.strip()[:200]}")
        seconds, kilobytes = report.read().split()[-2:]
    return float(seconds), int(kilobytes) / 1024, done.stdout


def measure(runs, commands):
    """Runs each (name, command, env) in turn, `runs` rounds interleaved; medians per name, plus the last output."""
    samples = {name: ([], [], "") for name, _, _ in commands}
    for _ in range(runs):
        for name, command, env in commands:
            seconds, mb, out = timed(command, env)
            samples[name][0].append(seconds)
            samples[name][1].append(mb)
            samples[name] = (samples[name][0], samples[name][1], out)
    return {name: (statistics.median(t), max(m), out) for name, (t, m, out) in samples.items()}


def truth(json_path):
    with open(json_path, encoding="utf-8") as f:
        return "\n".join(json.load(f)["lines"])


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

    print(f"# spendrop ocr vs tesseract CLI (OMP_THREAD_LIMIT=1), median of {args.runs}, peak RSS max of runs")
    print(f"{'sample':28} {'ours s':>7} {'cli s':>7} {'ratio':>6} {'ours MB':>8} {'cli MB':>7} "
          f"{'ours CER':>9} {'cli CER':>8}")
    totals = []
    for png in pngs:
        name = os.path.basename(png)[:-4]
        expected = truth(png[:-4] + ".json")
        result = measure(args.runs, [
            ("ours", [args.binary, "ocr", png], {}),
            ("cli", ["tesseract", png, "-"], {}),
        ])
        (ot, om, oout), (ct, cm, cout) = result["ours"], result["cli"]
        row = (ot, ct, om, cm, cer(expected, oout), cer(expected, cout))
        totals.append(row)
        print(f"{name:28} {ot:7.3f} {ct:7.3f} {ot / ct:6.2f} {om:8.1f} {cm:7.1f} {row[4]:9.4f} {row[5]:8.4f}")
    ot, ct = statistics.median(r[0] for r in totals), statistics.median(r[1] for r in totals)
    print(f"{'MEDIAN':28} {ot:7.3f} {ct:7.3f} {ot / ct:6.2f} {max(r[2] for r in totals):8.1f} "
          f"{max(r[3] for r in totals):7.1f} {statistics.mean(r[4] for r in totals):9.4f} "
          f"{statistics.mean(r[5] for r in totals):8.4f}   (MB: max; CER: mean)")

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
            (t1, m1, _), (t2, m2, _), (t3, m3, _) = result["one"], result["two"], result["helper"]
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
                        seconds, _, out = timed([args.binary, "ocr", png], env)
                        cers.append(cer(truth(png[:-4] + ".json"), out))
                        times.append(seconds)
                    print(f"{languages:8} psm {psm:>2} filter {filt}: CER {statistics.mean(cers):.4f} "
                          f"(worst {max(cers):.4f})  time {statistics.median(times):.3f}s")


if __name__ == "__main__":
    main()
