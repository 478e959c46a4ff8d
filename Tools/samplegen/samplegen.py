#!/usr/bin/env python3
"""Renders SpenDrop's bundled sample screenshots and their ground truth from the screen descriptions.

Usage: python3 Tools/samplegen/samplegen.py [--out Samples] [--only ID ...]

Each screens/<id>.json describes one screen (size, colours, a stack of layout blocks) and its ground truth.
The text lines in the ground truth are collected while drawing, so they always match the image.
"""

import argparse
import datetime
import json
import pathlib
import re
import subprocess
import sys

from PIL import Image

import blocks
from canvas import Canvas
from photo import photograph

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent.parent
TRUTH_FIELDS = ("amount", "currency", "fee", "merchant", "provider", "channel", "kind", "date", "time",
                "reference", "status")
HOME_INDICATOR = (402, 15, 24)  # width, height and bottom offset at 3x, as iOS draws it
PROVIDERS = {"touch_n_go", "maybank", "cimb", "rhb", "public_bank", "hong_leong", "ambank", "bank_islam",
             "bank_rakyat", "bsn", "affin", "alliance", "ocbc", "uob", "hsbc", "standard_chartered", "agrobank",
             "muamalat", "grabpay", "boost", "shopeepay", "bigpay", "setel", "wise", "duitnow", "apple_pay", "card",
             "cash"}
CHANNELS = {"apple_pay", "duitnow_qr", "qr", "bank_transfer", "card", "ewallet", "online_banking", "cash", "other"}
KINDS = {"expense", "money_in", "money_out"}
LATEST_DATE = datetime.date(2026, 11, 28)


def render_screen(spec):
    width, height = spec["size"]
    cv = Canvas(width, height, spec.get("background", "#FFFFFF"), spec.get("font", "noto"))
    specs = spec["blocks"]
    split = next((i for i, b in enumerate(specs) if b["type"] == "flex"), len(specs))
    head, tail = specs[:split], specs[split + 1:]
    used = blocks.stack(cv, head, 0, 0, width)
    cv.dry = True
    tail_height = blocks.stack(cv, tail, 0, 0, width)
    cv.dry = False
    tail_top = height - spec.get("bottom_inset", 96) - tail_height
    if tail_top < used:
        raise ValueError(f"{spec['id']}: content overflows the screen by {used - tail_top} px")
    blocks.stack(cv, tail, 0, tail_top, width)
    if spec.get("home_indicator", "#000000"):
        w, h, bottom = HOME_INDICATOR
        cv.rect(((width - w) // 2, height - bottom - h, (width + w) // 2, height - bottom),
                fill=spec.get("home_indicator", "#000000"), radius=h // 2)
    return cv.image, cv.lines(), lambda p: p


def render_receipt(spec):
    paper = spec["paper"]
    cv = Canvas(paper["size"][0], paper["size"][1], paper.get("color", "#F4F1E8"), spec.get("font", "dejavu_mono"))
    used = blocks.stack(cv, spec["blocks"], paper.get("margin", 70), paper.get("top", 90),
                        paper["size"][0] - 2 * paper.get("margin", 70))
    if used + paper.get("top", 90) > paper["size"][1]:
        raise ValueError(f"{spec['id']}: receipt text runs off the paper")
    photo, to_photo = photograph(cv.image, spec["photo"], spec.get("seed", 7))
    return photo, cv.lines(), to_photo


def normalised_box(run, to_image, size):
    """The run's box in the final image, as [x, y, w, h] fractions with a top-left origin."""
    x0, y0, x1, y1 = run.box
    corners = [to_image(p) for p in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))]
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    left, top = max(0.0, min(xs)), max(0.0, min(ys))
    right, bottom = min(size[0], max(xs)), min(size[1], max(ys))
    return [round(left / size[0], 4), round(top / size[1], 4), round((right - left) / size[0], 4),
            round((bottom - top) / size[1], 4)]


def write_outputs(spec, image, out_dir):
    files = []
    formats = spec.get("formats", ["png"])
    png_path = out_dir / f"{spec['id']}.png"
    # HEIC is encoded from a PNG; for a photo-only sample that PNG is a temporary file.
    image.save(png_path, optimize=True)
    for fmt in formats:
        path = out_dir / f"{spec['id']}.{fmt}"
        if fmt == "jpg":
            image.save(path, quality=spec.get("jpeg_quality", 88), optimize=True, progressive=False)
        elif fmt == "heic":
            subprocess.run(["heif-enc", "-q", str(spec.get("heic_quality", 80)), "--no-alpha",
                            "-p", "x265:pools=1", "-p", "x265:frame-threads=1",
                            str(png_path), "-o", str(path)], check=True, stdout=subprocess.DEVNULL)
        files.append(path.name)
    if "png" not in formats:
        png_path.unlink()
    return files


def displayed(amount):
    whole, cents = amount.split(".")
    return f"{int(whole):,}.{cents}"


def validate(truth, size, is_photo):
    """Refuses ground truth that contradicts the drawing or the contract vocabulary, so a typo cannot ship."""
    problems = []
    text = "\n".join(truth["lines"])
    for field in ("amount", "fee"):
        value = truth[field]
        if value is None and field == "fee":
            continue
        if not re.fullmatch(r"\d+\.\d{2}", value or ""):
            problems.append(f"{field} {value!r} is not a two-place decimal")
        elif displayed(value) not in text:
            problems.append(f"{field} {value} is not drawn")
    for field in ("merchant", "reference"):
        if truth[field] is not None and truth[field] not in text:
            problems.append(f"{field} is not drawn")
    if truth["provider"] not in PROVIDERS:
        problems.append(f"unknown provider {truth['provider']!r}")
    if truth["channel"] not in CHANNELS:
        problems.append(f"unknown channel {truth['channel']!r}")
    if truth["kind"] not in KINDS:
        problems.append(f"unknown kind {truth['kind']!r}")
    if truth["currency"] != "MYR" or truth["status"] != "completed":
        problems.append("currency must be MYR and status completed")
    date = datetime.date.fromisoformat(truth["date"])
    if date.year != 2026 or date > LATEST_DATE:
        problems.append(f"date {date} outside 2026 up to {LATEST_DATE}")
    if not re.fullmatch(r"([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?", truth["time"] or ""):
        problems.append(f"time {truth['time']!r} is not HH:mm or HH:mm:ss")
    width, height = size
    if not is_photo and not (1170 <= width <= 1290 and 2500 <= height <= 2800):
        problems.append(f"{width}x{height} is not a 3x iPhone screenshot size")
    captured = datetime.datetime.fromisoformat(truth["captured_at"])
    if captured.utcoffset() != datetime.timedelta(hours=8) or captured.date() < date:
        problems.append("captured_at must be Kuala Lumpur time, on or after the payment")
    if problems:
        raise ValueError(f"{truth['id']}: " + "; ".join(problems))


def build(spec, out_dir):
    if spec.get("kind", "screen") == "receipt":
        image, runs, to_image = render_receipt(spec)
    else:
        image, runs, to_image = render_screen(spec)
    truth = {"id": spec["id"], "files": []}
    truth.update({field: spec["truth"].get(field) for field in TRUTH_FIELDS})
    truth["captured_at"] = spec["captured_at"]
    truth["lines"] = [run.text for run in runs]
    truth["boxes"] = [normalised_box(run, to_image, image.size) for run in runs]
    validate(truth, image.size, spec.get("kind") == "receipt")
    truth["files"] = write_outputs(spec, image, out_dir)
    (out_dir / f"{spec['id']}.json").write_text(json.dumps(truth, indent=2, ensure_ascii=False) + "\n")
    return truth


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(REPO / "Samples"))
    parser.add_argument("--only", nargs="*", default=None)
    args = parser.parse_args(argv)
    out_dir = pathlib.Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    # The bench_* screens are the pipeline benchmark's receipts (Benchmarks/pipeline/gen_receipts.py), not bundled samples.
    specs = [
        json.loads(p.read_text()) for p in sorted((HERE / "screens").glob("*.json")) if not p.name.startswith("bench_")
    ]
    for spec in specs:
        if args.only and spec["id"] not in args.only:
            continue
        truth = build(spec, out_dir)
        print(f"{spec['id']}: {', '.join(truth['files'])} ({len(truth['lines'])} lines)")
    manifest = {"samples": [spec["id"] for spec in specs]}
    (out_dir / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    write_parse_input(out_dir, [spec["id"] for spec in specs])


def write_parse_input(out_dir, ids):
    """Writes the ground-truth lines as `spendrop parse --jsonl` input: the parser's score with perfect OCR."""
    records = []
    for sample_id in ids:
        truth = json.loads((out_dir / f"{sample_id}.json").read_text())
        records.append(json.dumps({"id": sample_id, "lines": truth["lines"], "boxes": truth["boxes"],
                                   "now": truth["captured_at"]}, ensure_ascii=False))
    (out_dir / "parse-input.jsonl").write_text("\n".join(records) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
