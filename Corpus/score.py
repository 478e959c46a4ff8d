#!/usr/bin/env python3
"""Scores parser output against the corpus: per-field accuracy and every miss.

Usage:
  python3 Corpus/validate.py --jsonl | spendrop parse --jsonl > results.jsonl
  python3 Corpus/score.py results.jsonl [CORPUS_DIR] [--misses]

Only the fields a case states in `expect` are scored. `time` is compared on its first five
characters (HH:mm); amounts as decimals; `items` as a whole (same rows, in order). Standard
library only.
"""
import collections
import decimal
import json
import os
import sys

SCORED = ("amount", "merchant", "provider", "channel", "kind", "date", "time", "reference", "status", "fee",
          "category", "currency", "items")


def same_amount(expected, actual):
    if expected is None or actual is None:
        return expected is None and actual is None
    try:
        return decimal.Decimal(str(expected)) == decimal.Decimal(str(actual))
    except decimal.InvalidOperation:
        return False


def same_time(expected, actual):
    if expected is None or actual is None:
        return expected is None and actual is None
    return str(expected)[:5] == str(actual)[:5]


def same_items(expected, actual):
    # A count alone ("items": 4) checks only that the list was split into that many rows, as the parser's own
    # evaluator reads it.
    if isinstance(expected, int) and not isinstance(expected, bool):
        return isinstance(actual, list) and len(actual) == expected
    if not isinstance(actual, list) or len(actual) != len(expected):
        return False
    for want, got in zip(expected, actual):
        if not isinstance(got, dict):
            return False
        if want["date"] != got.get("date") or want["merchant"] != got.get("merchant"):
            return False
        if want["kind"] != got.get("kind") or not same_amount(want["amount"], got.get("amount")):
            return False
        if want["time"] is not None and not same_time(want["time"], got.get("time")):
            return False
    return True


def matches(field, expected, actual):
    if field in ("amount", "fee"):
        return same_amount(expected, actual)
    if field == "time":
        return same_time(expected, actual)
    if field == "items":
        return same_items(expected, actual)
    return expected == actual


def load_cases(root):
    cases = []
    for name in sorted(f for f in os.listdir(root) if f.endswith(".json")):
        with open(os.path.join(root, name), encoding="utf-8") as handle:
            cases.extend(json.load(handle))
    return cases


def load_results(path):
    results = {}
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.strip()
            if not line:
                continue
            try:
                row = json.loads(line)
            except ValueError:
                print(f"{path}:{number}: not a JSON line", file=sys.stderr)
                continue
            if isinstance(row, dict) and "id" in row:
                results[row["id"]] = row
    return results


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if not args:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    root = args[1] if len(args) > 1 else os.path.dirname(os.path.abspath(__file__))
    cases = load_cases(root)
    results = load_results(args[0])
    totals = collections.Counter()
    correct = collections.Counter()
    misses = []
    missing = 0
    for case in cases:
        expect = case["expect"]
        result = results.get(case["id"])
        if result is None or "error" in result:
            missing += 1
        for field in SCORED:
            if field not in expect:
                continue
            totals[field] += 1
            actual = None if result is None else result.get(field, [] if field == "items" else None)
            if result is not None and "error" not in result and matches(field, expect[field], actual):
                correct[field] += 1
            else:
                misses.append((case["id"], field, expect[field], actual))
    print(f"cases: {len(cases)}   without a result or with an error: {missing}")
    print(f"{'field':<10} {'correct':>8} {'total':>6} {'accuracy':>9}")
    for field in SCORED:
        if totals[field]:
            share = 100.0 * correct[field] / totals[field]
            print(f"{field:<10} {correct[field]:>8} {totals[field]:>6} {share:>8.1f}%")
    if "--misses" in sys.argv[1:]:
        for cid, field, want, got in misses:
            if field == "items":
                # A history case may state its rows or only their count ("items": 4).
                want = f"{want if isinstance(want, int) else len(want)} rows"
                got = f"{len(got) if isinstance(got, list) else got} rows"
            print(f"miss {cid} {field}: expected {json.dumps(want, ensure_ascii=False)}, "
                  f"got {json.dumps(got, ensure_ascii=False)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
