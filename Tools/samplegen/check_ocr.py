#!/usr/bin/env python3
"""Legibility check: reads each sample with the tesseract CLI at the app's working size and reports what it got.

Usage: python3 Tools/samplegen/check_ocr.py [--samples Samples] [--show] [--all-formats] [-c KEY=VALUE] [ID ...]

For every sample it downsamples the first listed file (PNG for screens; every copy with --all-formats) to a
longest side of 1280 with ImageMagick, runs `tesseract - --psm 3` with one OpenMP thread, and reports whether
the payment amount and the merchant appear, the character error rate against the ground-truth lines, and the
ground-truth lines tesseract did not reproduce.
"""

import argparse
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

REPO = pathlib.Path(__file__).resolve().parent.parent.parent


sys.path.insert(0, str(REPO / "Benchmarks" / "ocr"))
from cer import levenshtein as distance, normalise as squash  # noqa: E402  (the benchmarks' edit distance)


def displayed(amount):
    """The amount as screens show it: thousands comma, two decimals."""
    whole, cents = amount.split(".")
    return f"{int(whole):,}.{cents}"


TESSERACT_OPTIONS = []


def read(path, psm=3):
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    with tempfile.TemporaryDirectory() as tmp:
        small = pathlib.Path(tmp) / "small.png"
        subprocess.run(["convert", str(path), "-resize", "1280x1280", str(small)], check=True)
        command = ["tesseract", str(small), "-", "--psm", str(psm)] + TESSERACT_OPTIONS
        result = subprocess.run(command, env=env, check=True, capture_output=True, text=True)
    return result.stdout


def check(sample_dir, truth, image, show):
    text = read(sample_dir / image)
    flat = squash(text)
    reference = squash(" ".join(truth["lines"]))
    cer = distance(flat, reference) / max(1, len(reference))
    amount_ok = displayed(truth["amount"]) in flat
    merchant_ok = squash(truth["merchant"]).lower() in flat.lower()
    missing = [line for line in truth["lines"] if squash(line) not in flat]
    print(f"## {truth['id']} ({image})")
    print(f"amount {displayed(truth['amount'])}: {'read' if amount_ok else 'NOT READ'}; "
          f"merchant: {'read' if merchant_ok else 'NOT READ'}; CER {cer:.3f}; "
          f"{len(truth['lines']) - len(missing)}/{len(truth['lines'])} lines exact")
    for line in missing:
        print(f"  not reproduced: {line!r}")
    if not (amount_ok and merchant_ok):
        # The default page layout sometimes drops a whole column; say whether a single-block layout keeps it.
        block = squash(read(sample_dir / image, psm=6))
        print(f"  with --psm 6: amount {'read' if displayed(truth['amount']) in block else 'NOT READ'}, "
              f"merchant {'read' if squash(truth['merchant']).lower() in block.lower() else 'NOT READ'}")
    if show:
        print("--- tesseract output ---")
        print("\n".join(l for l in text.splitlines() if l.strip()))
    print()
    return amount_ok and merchant_ok


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", default=str(REPO / "Samples"))
    parser.add_argument("--show", action="store_true", help="print tesseract's full output too")
    parser.add_argument("--all-formats", action="store_true", help="check the JPEG and HEIC copies as well")
    parser.add_argument("-c", dest="options", action="append", default=[], metavar="KEY=VALUE",
                        help="a tesseract variable, e.g. -c thresholding_method=2")
    parser.add_argument("ids", nargs="*")
    args = parser.parse_args(argv)
    sample_dir = pathlib.Path(args.samples)
    for option in args.options:
        TESSERACT_OPTIONS.extend(["-c", option])
    ids = args.ids or json.loads((sample_dir / "manifest.json").read_text())["samples"]
    results = []
    for sample_id in ids:
        truth = json.loads((sample_dir / f"{sample_id}.json").read_text())
        images = truth["files"] if args.all_formats else truth["files"][:1]
        results += [check(sample_dir, truth, image, args.show) for image in images]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
