#!/usr/bin/env python3
"""The recall benchmark's measuring part; run it through bench.sh, which builds the binary and draws the screens.

For every screen: `spendrop downsample` writes the 1280 px image, then `spendrop ocr` and the `tesseract` CLI
(OMP_THREAD_LIMIT=1) read that same file, interleaved, N runs each. Printed per screen and in sum:

- word recall: of the words the CLI reads right (its words that are words of the ground truth, counted with
  repeats), the share SpenDrop's reading also has;
- amount recall: the same for amounts (numbers after `RM`, two-decimal numbers, a figure standing alone);
- the time ratio, SpenDrop / CLI, wall and CPU (user + system, children included), medians of the runs; the CLI
  at its best on the same work: the faster of its default layout (psm 3) and psm 6, each screen;
- SpenDrop's peak memory (largest of the runs).

Recall is measured against the CLI's default layout (psm 3), the plain Tesseract a user would run; the words it
reads with psm 6 are reported beside it. Guard (exit status 1 when broken): on every screen SpenDrop reads every
amount the CLI reads and at least 99% of its words.
"""
import argparse
import collections
import json
import os
import re
import statistics
import subprocess
import sys
import time

WORD_TARGET = 0.99
MEMORY_BUDGET_MB = 120


def measured(command):
    """One run with its resource usage read from the kernel (wait4), not from the Python process's totals."""
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    start = time.perf_counter()
    pid = os.posix_spawnp(command[0], command, env, file_actions=[
        (os.POSIX_SPAWN_OPEN, 1, OUT_PATH, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600),
        (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0)])
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    with open(OUT_PATH, encoding="utf-8", errors="replace") as f:
        out = f.read()
    if code != 0:
        raise RuntimeError(f"{' '.join(command[:2])} exited with {code}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, out


OUT_PATH = ""


def words(text):
    """Lower-case words with the punctuation around them dropped (`Maju,` → `maju`; `1,250.00` stays whole)."""
    out = []
    for token in text.split():
        token = re.sub(r"^[^\w]+|[^\w]+$", "", token.lower())
        if token:
            out.append(token)
    return collections.Counter(out)


NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


def numbers(text):
    return collections.Counter(n.rstrip(",") for n in NUMBER.findall(text))


def truth_amounts(lines):
    """The amounts on a screen: a number after `RM`, any two-decimal number, a figure alone on its line."""
    found = collections.Counter()
    for line in lines:
        seen = set()
        for match in re.finditer(r"RM\s?(\d[\d,]*(?:\.\d{2})?)", line):
            seen.add(match.span(1))
        for match in re.finditer(r"(?<![\w.,])(\d[\d,]*\.\d{2})(?!\d)", line):
            seen.add(match.span(1))
        alone = re.fullmatch(r"\s*[+-]?(\d[\d,]*(?:\.\d{2})?)\s*", line)
        if alone:
            seen.add(alone.span(1))
        for start, end in seen:
            found[line[start:end]] += 1
    return found


def recall(reference, truth, ours):
    """(what the reference reads right, how much of that `ours` also has), counted with repeats."""
    read = reference & truth
    return sum(read.values()), sum((read & ours).values())


def share(hit, total):
    return hit / total if total else 1.0


def inputs(samples_dir, heroes_dir):
    """(group, id, image, ground-truth JSON): each bundled sample once (its PNG, else its first file), each hero."""
    found = []
    manifest = json.load(open(os.path.join(samples_dir, "manifest.json")))["samples"]
    for sample in manifest:
        truth = os.path.join(samples_dir, sample + ".json")
        files = json.load(open(truth))["files"]
        image = next((f for f in files if f.endswith(".png")), files[0])
        found.append(("sample", sample, os.path.join(samples_dir, image), truth))
    if heroes_dir:
        for name in sorted(os.listdir(heroes_dir)):
            if name.endswith(".json"):
                stem = name[:-5]
                found.append(("hero", stem, os.path.join(heroes_dir, stem + ".png"), os.path.join(heroes_dir, name)))
    return found


def main():
    global OUT_PATH
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--samples", default="Samples")
    parser.add_argument("--heroes", default=None)
    parser.add_argument("--work", required=True)
    parser.add_argument("--only", default=None, help="regular expression: screens whose id matches")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    OUT_PATH = os.path.join(args.work, "out.txt")
    screens = [s for s in inputs(args.samples, args.heroes) if not args.only or re.search(args.only, s[1])]
    if not screens:
        sys.exit("recall: no screens to read")

    print(f"# recall: spendrop ocr vs tesseract CLI (OMP_THREAD_LIMIT=1) on the 1280 px image `spendrop downsample`"
          f" writes; median of {args.runs}")
    print("# words/amounts: what the CLI (psm 3) reads right, and the share SpenDrop also reads; on screen: the "
          "screen's amounts SpenDrop / the CLI / the ground truth have; time: SpenDrop / CLI at its best (psm 3 or 6)")
    print(f"{'screen':44} {'words':>5} {'recall':>7} {'psm6':>6} {'amts':>4} {'recall':>7} {'on screen':>9} "
          f"{'wall':>5} {'cpu':>5} {'MB':>5}  missed")
    rows = []
    for group, name, image, truth_path in screens:
        down = os.path.join(args.work, name + ".png")
        subprocess.run([args.binary, "downsample", image, "--out", down], check=True, stdout=subprocess.DEVNULL)
        truth_lines = json.load(open(truth_path))["lines"]
        truth_words = words("\n".join(truth_lines))
        amounts = truth_amounts(truth_lines)
        tools = {"ours": [args.binary, "ocr", down], "cli": ["tesseract", down, "-"],
                 "cli6": ["tesseract", down, "-", "--psm", "6"]}
        samples = {tool: [] for tool in tools}
        for _ in range(args.runs):
            for tool, command in tools.items():
                samples[tool].append(measured(command))
        text = {tool: samples[tool][-1][3] for tool in tools}
        wall = {tool: statistics.median(s[0] for s in samples[tool]) for tool in tools}
        cpu = {tool: statistics.median(s[1] for s in samples[tool]) for tool in tools}
        best = min(("cli", "cli6"), key=lambda tool: wall[tool])
        mb = max(s[2] for s in samples["ours"])
        ours_words, ours_numbers = words(text["ours"]), numbers(text["ours"])
        w_total, w_hit = recall(words(text["cli"]), truth_words, ours_words)
        w6_total, w6_hit = recall(words(text["cli6"]), truth_words, ours_words)
        a_total, a_hit = recall(numbers(text["cli"]), amounts, ours_numbers)
        # Beside the guard: how many of the screen's own amounts each reads at all.
        own = (sum(amounts.values()), sum((amounts & ours_numbers).values()), sum((amounts & numbers(text["cli"])).values()))
        missed = ((words(text["cli"]) & truth_words) - ours_words) + ((numbers(text["cli"]) & amounts) - ours_numbers)
        row = dict(group=group, name=name, w=(w_total, w_hit), w6=(w6_total, w6_hit), a=(a_total, a_hit), own=own,
                   wall=wall["ours"] / wall[best], cpu=cpu["ours"] / cpu[best], mb=mb)
        rows.append(row)
        print(f"{name:44} {w_total:5d} {share(w_hit, w_total):7.1%} {share(w6_hit, w6_total):6.1%} {a_total:4d} "
              f"{share(a_hit, a_total):7.1%} {own[1]:3d}/{own[2]:2d}/{own[0]:2d} {row['wall']:5.2f} {row['cpu']:5.2f} {mb:5.1f}  "
              f"{' '.join(sorted(missed.elements()))[:60]}", flush=True)

    print()
    failures = []
    for group in ("sample", "hero", None):
        chosen = [r for r in rows if group is None or r["group"] == group]
        if not chosen:
            continue
        label = {"sample": "bundled samples", "hero": "large-text screens", None: "all"}[group]
        w = [sum(r["w"][i] for r in chosen) for i in (0, 1)]
        w6 = [sum(r["w6"][i] for r in chosen) for i in (0, 1)]
        a = [sum(r["a"][i] for r in chosen) for i in (0, 1)]
        own = [sum(r["own"][i] for r in chosen) for i in (0, 1, 2)]
        print(f"{label + ' (' + str(len(chosen)) + ')':28} words {share(w[1], w[0]):6.1%} of {w[0]} "
              f"(psm 6: {share(w6[1], w6[0]):6.1%} of {w6[0]}), amounts {share(a[1], a[0]):6.1%} of {a[0]} "
              f"(of the {own[0]} on screen: SpenDrop {own[1]}, CLI {own[2]}), "
              f"lowest word recall {min(share(*reversed(r['w'])) for r in chosen):6.1%}; time ratio wall median "
              f"{statistics.median(r['wall'] for r in chosen):.2f} max {max(r['wall'] for r in chosen):.2f}, CPU "
              f"median {statistics.median(r['cpu'] for r in chosen):.2f} max {max(r['cpu'] for r in chosen):.2f}; "
              f"peak {max(r['mb'] for r in chosen):.1f} MB")
    for r in rows:
        if r["a"][1] < r["a"][0]:
            failures.append(f"{r['name']}: {r['a'][0] - r['a'][1]} of the CLI's {r['a'][0]} amounts lost")
        if share(r["w"][1], r["w"][0]) < WORD_TARGET:
            failures.append(f"{r['name']}: word recall {share(r['w'][1], r['w'][0]):.1%} < {WORD_TARGET:.0%}")
        if r["mb"] >= MEMORY_BUDGET_MB:
            failures.append(f"{r['name']}: {r['mb']:.1f} MB, over the {MEMORY_BUDGET_MB} MB budget")
    if failures:
        print(f"\nguard FAILED on {len(failures)}:")
        for failure in failures:
            print("  " + failure)
        return 1
    print(f"\nguard held: every CLI amount read, word recall >= {WORD_TARGET:.0%} and under {MEMORY_BUDGET_MB} MB"
          f" on every screen")
    return 0


if __name__ == "__main__":
    sys.exit(main())
