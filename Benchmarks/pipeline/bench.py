#!/usr/bin/env python3
"""Turns bench.sh's raw measurements into the tables and ratios of docs/benchmarks.md.

Usage: python3 Benchmarks/pipeline/bench.py --bin SPENDROP --work DIR --root REPO MEASUREMENTS.tsv

Accuracy is scored on the first run of each tool (recognition is deterministic); wall time, CPU time (user + system,
children included) and memory are the median of all runs. The CLI's TSV (text, line boxes and confidences) goes
through `spendrop parse --jsonl`, the same parser as ours with the same kind of input, so the amount columns compare
text recognition, not parsing. The reference for a file is the CLI on the same 1280-px grey copy at the fastest page
mode (of 3, 6 and 11) whose text gives the right amount, or the fastest of them when none does (marked); the earlier
reference (psm 3 on the full-size file, plain text) is printed as a second, labelled line. Output is Markdown, to be
pasted into the docs as it is.
"""

import argparse
import collections
import csv
import json
import math
import pathlib
import re
import statistics
import struct
import subprocess
import sys

BUDGET_KB = 120 * 1024  # the share extension's memory budget, 120 MiB, in the KiB that /usr/bin/time reports


def truth_for(root, item):
    path = (root / item).with_suffix(".json")
    return json.loads(path.read_text()) if path.exists() else None


sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "ocr"))
from cer import levenshtein, normalise  # noqa: E402  (one edit distance for every benchmark)


def cer(truth_lines, seen_lines):
    """Character error rate of the whole text, both sides joined in reading order with single spaces."""
    truth, seen = normalise(" ".join(truth_lines)), normalise(" ".join(seen_lines))
    return levenshtein(truth, seen) / max(1, len(truth))


def text_lines(path):
    return [line for line in path.read_text(errors="replace").splitlines() if line.strip()]


def tsv_pages(path):
    """Tesseract's TSV as {page number: {"lines", "boxes", "confidences"}}: words joined per line, each line's box
    normalised to its page ([x, y, width, height], top-left), its confidence the mean of its words' (0–1)."""
    pages, sizes, lines = {}, {}, {}
    try:
        rows = path.read_text(errors="replace").splitlines()
    except OSError:
        return pages
    for row in rows[1:]:
        cells = row.split("\t")
        if len(cells) < 12 or not cells[0].isdigit():
            continue
        level, page = int(cells[0]), int(cells[1])
        left, top, width, height = (int(c) for c in cells[6:10])
        key = (page, cells[2], cells[3], cells[4])
        if level == 1:
            sizes[page] = (max(1, width), max(1, height))
        elif level == 4:
            lines[key] = {"box": (left, top, width, height), "words": [], "confs": []}
        elif level == 5 and key in lines and cells[11].strip():
            lines[key]["words"].append(cells[11].strip())
            lines[key]["confs"].append(max(0.0, float(cells[10])) / 100)
    for (page, *_), line in lines.items():
        if not line["words"]:
            continue
        w, h = sizes.get(page, (1, 1))
        x, y, bw, bh = line["box"]
        entry = pages.setdefault(page, {"lines": [], "boxes": [], "confidences": []})
        entry["lines"].append(" ".join(line["words"]))
        entry["boxes"].append([x / w, y / h, bw / w, bh / h])
        entry["confidences"].append(sum(line["confs"]) / len(line["confs"]))
    return pages


def tsv_screen(path):
    """The first page of a TSV file as a parse record's fields."""
    return tsv_pages(path).get(1, {"lines": [], "boxes": [], "confidences": []})


def ocr_lines(path):
    try:
        page = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    return page.get("lines", [])


def parse_all(binary, records):
    """Parses many line sets with one `spendrop parse --jsonl` call; returns id → ParseResult (or None)."""
    if not records:
        return {}
    payload = "\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\n"
    done = subprocess.run([binary, "parse", "--jsonl"], input=payload, capture_output=True, text=True)
    results = {}
    for line in done.stdout.splitlines():
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        results[obj.get("id")] = None if "error" in obj else obj
    return results


def png_height(path):
    """The height from a PNG's header (the IHDR chunk), without decoding it."""
    with open(path, "rb") as handle:
        header = handle.read(24)
    return struct.unpack(">I", header[20:24])[0] if header[:8] == b"\x89PNG\r\n\x1a\n" else None


def median(values):
    return statistics.median(values) if values else math.nan


def geomean(values):
    values = [v for v in values if v > 0 and not math.isnan(v)]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else math.nan


def fmt(value, digits=2):
    return "–" if value is None or (isinstance(value, float) and math.isnan(value)) else f"{value:.{digits}f}"


def mb(kb):
    return kb / 1024


def ok_mark(flag):
    return "yes" if flag else "**no**"


def table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "|".join(" --- " for _ in header) + "|"]
    out += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(out)


class Runs:
    """The measurement rows grouped by (section, item, tool)."""

    def __init__(self, tsv):
        self.groups = collections.defaultdict(list)
        with open(tsv, newline="") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                row["wall_ms"], row["rss_kb"] = int(row["wall_ms"]), int(row["rss_kb"] or 0)
                row["cpu_ms"] = int(row["cpu_ms"] or 0)
                row["rc"], row["run"] = int(row["rc"]), row["run"]
                self.groups[(row["section"], row["item"], row["tool"])].append(row)

    def items(self, section):
        seen = []
        for (s, item, _tool) in self.groups:
            if s == section and item not in seen:
                seen.append(item)
        return seen

    def get(self, section, item, tool):
        return self.groups.get((section, item, tool), [])


def first_output(rows):
    ok = [r for r in rows if r["rc"] == 0]
    return pathlib.Path(ok[0]["output"]) if ok else None


def seconds(rows, key):
    return median([r[key] for r in rows]) / 1000 if rows else math.nan


def ratio(a, b):
    return a / b if b and not math.isnan(b) and not math.isnan(a) else math.nan


PSMS = ("psm3", "psm6", "psm11")


def share_report(runs, root, binary):
    items = runs.items("share")
    if not items:
        return
    records, truths = [], {}
    for item in items:
        truths[item] = truth_for(root, item) or {}
        now = truths[item].get("captured_at")
        for tool in PSMS:
            out = first_output(runs.get("share", item, tool))
            if out is not None:
                records.append({"id": f"{tool}:{item}", **tsv_screen(out), "now": now})
        out = first_output(runs.get("share", item, "full"))
        if out is not None:
            records.append({"id": f"full:{item}", "lines": text_lines(out), "now": now})
    parsed = parse_all(binary, [{k: v for k, v in r.items() if v is not None} for r in records])
    amount = lambda tool, item: (parsed.get(f"{tool}:{item}") or {}).get("amount")  # noqa: E731
    rows, old_rows, right, worst_rss = [], [], collections.Counter(), 0
    best_ratios, old_ratios, chosen = collections.defaultdict(list), collections.defaultdict(list), collections.Counter()
    for item in items:
        truth = truths[item].get("amount")
        ours = runs.get("share", item, "ours")
        our_amount, status = None, "error"
        out = first_output(ours)
        if out is not None:
            try:
                obj = json.loads(out.read_text().splitlines()[0])
                status = obj.get("status", "?")
                our_amount = (obj.get("parsed") or {}).get("amount")
            except (ValueError, IndexError):
                status = "bad json"
        # The reference at its best: the fastest page mode that reads the amount (the fastest of all when none does).
        modes = [(seconds(runs.get("share", item, t), "wall_ms"), t) for t in PSMS if runs.get("share", item, t)]
        reading = [m for m in modes if amount(m[1], item) == truth]
        best_wall, best = min(reading or modes)
        chosen[best + ("" if reading else " (none reads it)")] += 1
        ref = runs.get("share", item, best)
        full = runs.get("share", item, "full")
        ow, oc = seconds(ours, "wall_ms"), seconds(ours, "cpu_ms")
        rw, rc = seconds(ref, "wall_ms"), seconds(ref, "cpu_ms")
        fw, fc = seconds(full, "wall_ms"), seconds(full, "cpu_ms")
        orss, rrss = median([r["rss_kb"] for r in ours]), median([r["rss_kb"] for r in ref])
        peak = max((r["rss_kb"] for r in ours), default=0)
        worst_rss = max(worst_rss, peak)
        for key, value in (("wall", ratio(ow, rw)), ("cpu", ratio(oc, rc)), ("rss", ratio(orss, rrss))):
            best_ratios[key].append(value)
        old_ratios["wall"].append(ratio(ow, fw))
        old_ratios["cpu"].append(ratio(oc, fc))
        right["ours"] += our_amount == truth
        right["best"] += amount(best, item) == truth
        right["full"] += amount("full", item) == truth
        for t in PSMS:
            right[t] += amount(t, item) == truth
        failures = sum(r["rc"] != 0 for r in ours)
        stages = collections.defaultdict(list)
        for r in ours:
            try:
                timings = json.loads(pathlib.Path(r["output"]).read_text().splitlines()[0]).get("timings_ms") or {}
            except (OSError, ValueError, IndexError):
                continue
            for stage in ("load", "decode", "ocr", "parse"):
                stages[stage].append(timings.get(stage) or 0)
            stages["rest"].append(r["wall_ms"] - sum(timings.get(k) or 0 for k in ("load", "decode", "ocr", "parse")))
        mode_cells = "/".join(fmt(w) for w, _ in modes)
        rows.append([pathlib.Path(item).name, fmt(ow), fmt(oc), best + ("" if reading else " (none reads it)"),
                     fmt(rw), fmt(rc), f"**{fmt(ratio(ow, rw))}**", f"**{fmt(ratio(oc, rc))}**", mode_cells,
                     fmt(mb(orss), 0), fmt(mb(rrss), 0), fmt(ratio(orss, rrss)),
                     fmt(mb(peak), 0) + (" ≤ 120" if peak <= BUDGET_KB else " **> 120**"),
                     f"{ok_mark(our_amount == truth)} ({our_amount or status})" + (f", {failures} failed" if failures else ""),
                     f"{ok_mark(amount(best, item) == truth)} ({amount(best, item) or 'none'})", truth,
                     "/".join(fmt(median(stages[k]), 0) for k in ("load", "decode", "ocr", "parse", "rest"))])
        old_rows.append([pathlib.Path(item).name, fmt(ow), fmt(oc), fmt(fw), fmt(fc), fmt(ratio(ow, fw)),
                         fmt(ratio(oc, fc)), f"{ok_mark(amount('full', item) == truth)} ({amount('full', item) or 'none'})"])
    n = len(items)
    print("## 1 and 3. One image: `spendrop share --dry-run --json FILE` against the `tesseract` CLI at its best\n")
    print("Reference: `OMP_THREAD_LIMIT=1 tesseract COPY - --psm N tsv` on the 1280-px grey copy SpenDrop reads, at the "
          "fastest page mode whose TSV, through our parser, gives the right amount. CPU = user + system, children "
          "included. `psm 3/6/11 s` are the three modes' wall times.\n")
    print(table(["file", "ours s", "ours CPU s", "reference", "ref s", "ref CPU s", "wall ×", "CPU ×", "psm 3/6/11 s",
                 "ours MB", "ref MB", "memory ×", "ours peak MB vs budget", "ours amount",
                 "ref amount (our parser)", "truth", "ours ms: load/decode/ocr/parse/rest"], rows))
    summary = lambda ratios, key: (f"median {fmt(median(ratios[key]))}×, geometric mean "  # noqa: E731
                                   f"{fmt(geomean(ratios[key]))}×")
    print(f"\nSummary against the CLI at its best on the same 1280-px image: wall time {summary(best_ratios, 'wall')}; "
          f"**CPU time {summary(best_ratios, 'cpu')}**; memory {summary(best_ratios, 'rss')}; amounts right: ours "
          f"{right['ours']}/{n}, the reference's TSV through our parser {right['best']}/{n} (psm 3 {right['psm3']}, "
          f"psm 6 {right['psm6']}, psm 11 {right['psm11']}); modes chosen {dict(chosen)}; peak RSS of `spendrop "
          f"share` {fmt(mb(worst_rss), 0)} MB against the 120 MB budget "
          f"({'within' if worst_rss <= BUDGET_KB else 'OVER'}).")
    shots = [i for i, item in enumerate(items) if item.endswith(".png")]
    if shots:
        pick = lambda ratios, key: [ratios[key][i] for i in shots]  # noqa: E731
        print(f"Screenshots ({len(shots)} PNG samples): wall time median {fmt(median(pick(best_ratios, 'wall')))}×, "
              f"geometric mean {fmt(geomean(pick(best_ratios, 'wall')))}×; CPU time median "
              f"{fmt(median(pick(best_ratios, 'cpu')))}×, geometric mean {fmt(geomean(pick(best_ratios, 'cpu')))}×.")
    print("\n**Earlier reference, kept for comparison** (not the same work: `tesseract FILE -`, psm 3 on the full-size "
          "file, plain text without boxes):\n")
    print(table(["file", "ours s", "ours CPU s", "full-size CLI s", "full-size CLI CPU s", "wall ×", "CPU ×",
                 "full-size CLI amount (our parser)"], old_rows))
    print(f"\nSummary against the earlier reference: wall time {summary(old_ratios, 'wall')}; CPU time "
          f"{summary(old_ratios, 'cpu')}; its text through our parser {right['full']}/{n}.")
    if shots:
        print(f"Screenshots: wall time median {fmt(median(pick(old_ratios, 'wall')))}×, CPU time median "
              f"{fmt(median(pick(old_ratios, 'cpu')))}×.")
    print()


def batch_report(runs, root, binary):
    items = runs.items("batch")
    if not items:
        return
    count = int(items[0])
    ours_rows = runs.get("batch", items[0], "ours")
    truths = {}
    # Which sample each list line is: the copies are named <sample>-<n>.png, in list order.
    listed = []
    first = first_output(runs.get("batch", items[0], "list-psm3"))
    folder = first.parent if first is not None else None
    if folder is not None and (folder / "list.txt").exists():
        listed = [re.sub(r"-\d+$", "", pathlib.Path(line).stem) for line in (folder / "list.txt").read_text().splitlines()]
    half = len((folder / "list-1.txt").read_text().splitlines()) if folder and (folder / "list-1.txt").exists() else 0
    for stem in set(listed):
        truths[stem] = truth_for(root, f"Samples/{stem}.png") or {}

    def cli_right(parts):
        """Amounts right in TSV files of consecutive parts of the list: (path, index of its first image)."""
        records = []
        for path, offset in parts:
            for page, screen in tsv_pages(path).items():
                index = offset + page - 1
                if index < len(listed):
                    records.append({"id": str(index), **screen, "now": truths[listed[index]].get("captured_at")})
        parsed = parse_all(binary, [{k: v for k, v in r.items() if v is not None} for r in records])
        return sum((parsed.get(str(i)) or {}).get("amount") == truths[stem].get("amount")
                   for i, stem in enumerate(listed))

    rows, per_tool = [], {}
    variants = [("ours", "`spendrop import --json --jobs 2`")]
    for psm in ("3", "6", "11"):
        variants.append((f"list-psm{psm}", f"`tesseract LIST - --psm {psm} tsv`, one process over the 1280 copies"))
        variants.append((f"list-x2-psm{psm}", f"the same, two processes over the halves at once (psm {psm})"))
    variants.append(("full-x2", "earlier reference: `tesseract FILE -` per full-size file, two at once"))
    amounts = {}
    statuses, right = collections.Counter(), 0
    out = first_output(ours_rows)
    if out is not None:
        for line in out.read_text().splitlines():
            try:
                obj = json.loads(line)
            except ValueError:
                continue
            statuses[obj.get("status")] += 1
            stem = re.sub(r"-\d+$", "", pathlib.Path(obj.get("file", "")).stem)
            truth = truth_for(root, f"Samples/{stem}.png")
            right += truth is not None and (obj.get("parsed") or {}).get("amount") == truth.get("amount")
    amounts["ours"] = right
    for tool, label in variants:
        rs = runs.get("batch", items[0], tool)
        if not rs:
            continue
        wall, cpu = seconds(rs, "wall_ms"), seconds(rs, "cpu_ms")
        per_tool[tool] = (count / wall if wall else math.nan, cpu)
        if tool.startswith("list-x2-"):
            base = pathlib.Path(rs[0]["output"]).with_suffix("")
            amounts[tool] = cli_right([(pathlib.Path(f"{base}.1.tsv"), 0), (pathlib.Path(f"{base}.2.tsv"), half)])
        elif tool.startswith("list-"):
            amounts[tool] = cli_right([(pathlib.Path(rs[0]["output"]), 0)])
        rows.append([label, len(rs), fmt(wall, 1), fmt(cpu, 1), fmt(per_tool[tool][0]),
                     fmt(mb(max(r["rss_kb"] for r in rs)), 0), f"{amounts[tool]}/{count}" if tool in amounts else "–",
                     sum(r["rc"] != 0 for r in rs)])
    print(f"## 2. Batch: {count} images (the bundled samples, copies of each)\n")
    print(table(["tool", "rounds", "wall s (median)", "CPU s (median)", "images/s", "peak RSS MB", "amounts right",
                 "failed runs"], rows))
    # At its best: of the one-process and two-process runs, the fastest whose amounts are as many as any mode's.
    cli = [t for t in per_tool if t.startswith("list-")]
    most = max((amounts.get(t, 0) for t in cli), default=0)
    best_one = min((t for t in cli if not t.startswith("list-x2") and amounts.get(t) == most),
                   key=lambda t: -per_tool[t][0], default=None)
    best_two = min((t for t in cli if t.startswith("list-x2") and amounts.get(t) == most),
                   key=lambda t: -per_tool[t][0], default=None)
    if "ours" in per_tool:
        ours_rate, ours_cpu = per_tool["ours"]
        parts = []
        for tool, what in ((best_one, "one CLI process over the list"), (best_two, "two CLI processes at once"),
                           ("full-x2", "the earlier reference (full-size files, two at once)")):
            if tool in per_tool:
                rate, cpu = per_tool[tool]
                parts.append(f"against {what} ({tool}): throughput {fmt(ours_rate / rate)}×, CPU time "
                             f"{fmt(ours_cpu / cpu)}×")
        print(f"\nSummary: {'; '.join(parts)}. Import statuses {dict(statuses)}; amounts right {right}/{count}.\n")


def receipts_report(runs, root, binary):
    items = runs.items("sweep")
    if not items:
        return
    records, meta = [], {}
    for item in items:
        truth = truth_for(root, item)
        for (section, it, tool), rs in runs.groups.items():
            if it != item or section not in ("sweep", "ocr"):
                continue
            out = first_output(rs)
            if out is None:
                continue
            key = f"{section}:{tool}:{item}"
            if section == "sweep":
                screen = tsv_screen(out)
                lines = screen["lines"]
                records.append({"id": key, **screen, "now": truth["captured_at"]})
            else:
                page = ocr_lines(out) or []
                lines = [line["text"] for line in page]
                records.append({"id": key, "lines": lines, "boxes": [line["box"] for line in page],
                                "now": truth["captured_at"]})
            meta[key] = (item, section, tool, lines)
    parsed = parse_all(binary, records)
    sizes = []
    for (section, _item, tool) in runs.groups:
        if section == "sweep" and tool not in sizes:
            sizes.append(tool)
    variants = [("sweep", s) for s in sizes] + [("ocr", "1280"), ("ocr", "auto")]
    rows, per_variant = [], collections.defaultdict(lambda: {"right": 0, "cer": [], "wall": [], "rss": [], "n": 0})
    for item in items:
        truth = truth_for(root, item)
        base_ms = median([r["wall_ms"] for r in runs.get("sweep", item, "1280")]) or math.nan
        for section, tool in variants:
            rs = runs.get(section, item, tool)
            key = f"{section}:{tool}:{item}"
            if not rs or key not in meta:
                continue
            lines = meta[key][3]
            amount = (parsed.get(key) or {}).get("amount")
            c = cer(truth["lines"], lines)
            wall = median([r["wall_ms"] for r in rs])
            rss = max(r["rss_kb"] for r in rs)
            ds = runs.get("downsample", item, tool) if section == "sweep" else []
            ds_ms = median([r["wall_ms"] for r in ds]) if ds else None
            label = f"size {tool}" if section == "sweep" else ("`spendrop ocr` 1280 only" if tool == "1280"
                                                               else "`spendrop ocr` as built")
            v = per_variant[label]
            v["n"] += 1
            v["right"] += amount == truth["amount"]
            v["cer"].append(c)
            v["wall"].append(wall / base_ms)
            v["rss"].append(rss)
            rows.append([pathlib.Path(item).name, label, fmt(wall / 1000), fmt(wall / base_ms),
                         fmt(ds_ms / 1000) if ds_ms is not None else "–", fmt(mb(rss), 0), fmt(c, 3),
                         f"{ok_mark(amount == truth['amount'])} ({amount or 'none'})", truth["amount"]])
    print("## 4. Paper receipts: amount and CER against the size the text is read at\n")
    print("`size N`: `spendrop downsample --max-side N` (its own process, timed apart), then `tesseract --psm 6` "
          "(our engine's layout) on that copy; `full` reads the source file. `spendrop ocr`: our whole command, "
          "on the 1280 copy (first pass alone) and on the source (as built). `recognition ×` is against `size 1280` "
          "for the same receipt; peak MB is the recognising process.\n")
    print(table(["receipt", "read at", "recognition s", "recognition ×", "downsample s", "peak MB", "CER", "amount",
                 "truth"], rows))
    first = []
    for item in items:
        key = f"ocr:1280:{item}"
        rs = runs.get("ocr", item, "1280")
        out = first_output(rs)
        copy = pathlib.Path(runs.get("downsample", item, "1280")[0]["output"].rsplit(".ds.", 1)[0] + ".png") \
            if runs.get("downsample", item, "1280") else None
        if out is None or copy is None or not copy.exists():
            continue
        page = ocr_lines(out) or []
        height = png_height(copy) or 0
        heights = sorted(line["box"][3] * height for line in page if line.get("box"))
        result = parsed.get(key) or {}
        roles = {c.get("role") for c in result.get("candidates", [])}
        first.append([pathlib.Path(item).name, fmt(heights[len(heights) // 2], 1) if heights else "–",
                      "yes" if roles & {"total", "payment"} else "no", result.get("amount") or "none",
                      result.get("confidence") or "–"])
    if first:
        print("\nOur first pass at 1280 (`spendrop ocr` on the 1280 copy), what a policy can look at:\n")
        print(table(["receipt", "median line box height px", "a total or payment line found", "amount",
                     "confidence"], first))
    print("\nSummary per size:\n")
    print(table(["read at", "amounts right", "mean CER", "median recognition × vs 1280", "max peak MB"],
                [[label, f"{v['right']}/{v['n']}", fmt(statistics.mean(v["cer"]), 3), fmt(median(v["wall"])),
                  fmt(mb(max(v["rss"])), 0)] for label, v in per_variant.items()]))
    print()


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--root", required=True)
    parser.add_argument("tsv")
    args = parser.parse_args(argv)
    root = pathlib.Path(args.root)
    runs = Runs(args.tsv)
    share_report(runs, root, args.bin)
    batch_report(runs, root, args.bin)
    receipts_report(runs, root, args.bin)


if __name__ == "__main__":
    main(sys.argv[1:])
