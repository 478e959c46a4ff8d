#!/usr/bin/env python3
"""Renders the benchmark's paper-receipt photos (screens/bench_receipt_*.json) into Benchmarks/pipeline/receipts.

Usage: python3 Benchmarks/pipeline/gen_receipts.py [--out DIR]

It reuses the sample generator's renderer and ground-truth checks, but writes only the bench receipts and
their own manifest, so the bundled Samples/ stay as they are.
"""

import argparse
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
SAMPLEGEN = HERE.parent.parent / "Tools" / "samplegen"
sys.path.insert(0, str(SAMPLEGEN))

import samplegen  # noqa: E402  (the path above must be set first)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(HERE / "receipts"))
    args = parser.parse_args(argv)
    out_dir = pathlib.Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    ids = []
    for path in sorted((SAMPLEGEN / "screens").glob("bench_receipt_*.json")):
        spec = json.loads(path.read_text())
        truth = samplegen.build(spec, out_dir)
        ids.append(spec["id"])
        print(f"{spec['id']}: {', '.join(truth['files'])} ({len(truth['lines'])} lines, total {truth['amount']})")
    (out_dir / "manifest.json").write_text(json.dumps({"samples": ids}, indent=2) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
