#!/usr/bin/env python3
"""Draws payment screens whose amount is set in very large type, for the recall benchmark and the OCR tests.

Usage: python3 Tools/samplegen/heroes.py [--out DIR] [--only ID ...] [--list]

Each entry of heroes.json is one screen: its source width (1080, 1170, 1179 or 1290 px, the height following the
phone's aspect), the amount and how tall its digits are once the screen is downsampled to a longest side of 1280
(`digits_px`: the ink height of the figures, 60-200 px), whether a smaller `RM` stands beside it, the colour scheme
(dark on light, light on dark, or a saturated header with the amount on it), the typeface and its weight. Everything
else on the screen (status bar, title, the label above the amount, the detail rows, a button) is ordinary text.
For every screen, DIR gets `<id>.png` (the source size) and `<id>.json` ground truth in the same shape as the
bundled samples' (`lines`, `boxes`, `amount`), so the benchmarks read both the same way. Deterministic: the same
inputs give the same files.
"""

import argparse
import json
import pathlib
import sys

from PIL import Image, ImageDraw

import blocks
from canvas import Canvas, font_path
from PIL import ImageFont

HERE = pathlib.Path(__file__).resolve().parent
WORKING_SIDE = 1280  # the longest side the image stage downsamples to
HEIGHTS = {1080: 2400, 1170: 2532, 1179: 2556, 1290: 2796}
# Colour schemes: page background, header band (None: no band), text on the header, text on the page, muted labels.
SCHEMES = {
    "light": {"page": "#FFFFFF", "header": None, "on_header": "#111111", "ink": "#111111", "muted": "#6E6E73"},
    "dark": {"page": "#000000", "header": None, "on_header": "#FFFFFF", "ink": "#FFFFFF", "muted": "#98989D"},
    "yellow": {"page": "#FFFFFF", "header": "#FFC800", "on_header": "#111111", "ink": "#111111", "muted": "#6E6E73"},
    "red": {"page": "#FFFFFF", "header": "#E4002B", "on_header": "#FFFFFF", "ink": "#111111", "muted": "#6E6E73"},
    "blue": {"page": "#F2F2F7", "header": "#0061C2", "on_header": "#FFFFFF", "ink": "#111111", "muted": "#6E6E73"},
    "green": {"page": "#FFFFFF", "header": "#00A651", "on_header": "#FFFFFF", "ink": "#111111", "muted": "#6E6E73"},
    "orange": {"page": "#FFFFFF", "header": "#EE4D2D", "on_header": "#FFFFFF", "ink": "#111111", "muted": "#6E6E73"},
}


def digit_ratio(family, weight):
    """The ink height of the figures 0-9 per pixel of font size."""
    font = ImageFont.truetype(font_path(family, weight), 1000)
    box = ImageDraw.Draw(Image.new("L", (1, 1))).textbbox((0, 0), "0123456789", font=font, anchor="ls")
    return (box[3] - box[1]) / 1000


def screen_blocks(spec, width, height):
    """The block stack of one screen, sized for its source width (the type of a 3x phone screen at 1170 px)."""
    scheme = SCHEMES[spec["scheme"]]
    family, weight = spec.get("family", "inter"), spec["weight"]
    k = width / 1170
    size = round(spec["digits_px"] * height / WORKING_SIDE / digit_ratio(family, weight))
    on = scheme["on_header"]
    header = [
        {"type": "status_bar", "time": spec.get("clock", "9:41"), "fg": on, "bg": scheme["header"]},
        {"type": "nav", "title": spec.get("title", "Payment Details"), "left": "back", "fg": on, "size": round(51 * k)},
        {"type": "space", "h": round(40 * k)},
        {"type": "text", "text": spec["label"], "size": round(46 * k), "color": on, "family": family},
        {"type": "hero", "amount": spec["amount"], "currency": "RM" if spec["rm"] else "", "size": size,
         "currency_size": round(size * 0.36), "bold": weight, "currency_bold": weight, "family": family,
         "color": on},
    ]
    if spec.get("note"):
        header.append({"type": "text", "text": spec["note"], "size": round(40 * k), "color": on, "family": family})
    rows = [
        {"type": "space", "h": round(56 * k)},
        {"type": "rows", "size": round(44 * k), "gap": round(40 * k), "label_color": scheme["muted"],
         "value_color": scheme["ink"], "items": spec["rows"]},
        {"type": "flex"},
        {"type": "button", "text": spec.get("button", "Done"), "size": round(48 * k),
         "bg": scheme["header"] or scheme["ink"], "fg": scheme["on_header"] if scheme["header"] else scheme["page"]},
    ]
    return header, rows


def render(spec):
    width = spec["width"]
    height = HEIGHTS[width]
    scheme = SCHEMES[spec["scheme"]]
    cv = Canvas(width, height, scheme["page"], "inter")
    header, rest = screen_blocks(spec, width, height)
    # Text keeps a margin from the screen's edges (the status bar and the title place themselves).
    margin = round(48 * width / 1170)
    column = width - 2 * margin
    cv.dry = True
    header_height = blocks.stack(cv, header, margin, 0, column) + margin
    cv.dry = False
    if scheme["header"]:
        blocks.backdrop(cv, {"color": scheme["header"], "height": header_height}, 0, 0, width)
    blocks.stack(cv, header, margin, 0, column)
    split = next(i for i, b in enumerate(rest) if b["type"] == "flex")
    used = header_height + blocks.stack(cv, rest[:split], margin, header_height, column)
    cv.dry = True
    tail_height = blocks.stack(cv, rest[split + 1:], 0, 0, width)
    cv.dry = False
    tail_top = height - 96 - tail_height
    if tail_top < used:
        raise ValueError(f"{spec['id']}: content overflows the screen by {used - tail_top} px")
    blocks.stack(cv, rest[split + 1:], 0, tail_top, width)
    return cv.image, cv.lines()


def amount_value(spec):
    """The hero's amount as the ground truth's two-decimal string (`450` → `450.00`)."""
    whole, _, cents = spec["amount"].replace(",", "").partition(".")
    return f"{int(whole)}.{cents or '00'}"


def build(spec, out_dir):
    image, runs = render(spec)
    w, h = image.size
    truth = {
        "id": spec["id"], "files": [f"{spec['id']}.png"], "amount": amount_value(spec), "currency": "MYR",
        "digits_px": spec["digits_px"], "scheme": spec["scheme"], "weight": spec["weight"], "rm": spec["rm"],
        "lines": [run.text for run in runs],
        "boxes": [[round(r.box[0] / w, 4), round(r.box[1] / h, 4), round((r.box[2] - r.box[0]) / w, 4),
                   round((r.box[3] - r.box[1]) / h, 4)] for r in runs],
    }
    image.save(out_dir / f"{spec['id']}.png", optimize=True)
    (out_dir / f"{spec['id']}.json").write_text(json.dumps(truth, indent=2, ensure_ascii=False) + "\n")
    return truth


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="heroes-out")
    parser.add_argument("--only", nargs="*", default=None)
    parser.add_argument("--list", action="store_true", help="print the screens' ids and exit")
    args = parser.parse_args(argv)
    specs = json.loads((HERE / "heroes.json").read_text())["screens"]
    if args.list:
        print("\n".join(spec["id"] for spec in specs))
        return
    out_dir = pathlib.Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    for spec in specs:
        if args.only and spec["id"] not in args.only:
            continue
        build(spec, out_dir)


if __name__ == "__main__":
    main(sys.argv[1:])
