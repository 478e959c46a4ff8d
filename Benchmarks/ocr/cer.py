#!/usr/bin/env python3
"""Character error rate of recognised text against a sample's ground-truth lines.

Usage: cer.py GROUND_TRUTH.json RECOGNISED.txt   (prints the CER as a fraction, e.g. 0.0312)
Both texts are joined into one string with single spaces (line breaks and runs of spaces do not count as errors,
the order of the words does), then CER = Levenshtein distance / length of the ground truth.
"""
import json
import sys


def normalise(text):
    return " ".join(text.split())


def levenshtein(a, b):
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def cer(truth, seen):
    truth, seen = normalise(truth), normalise(seen)
    return levenshtein(truth, seen) / max(1, len(truth))


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as f:
        truth = "\n".join(json.load(f)["lines"])
    with open(sys.argv[2], encoding="utf-8") as f:
        seen = f.read()
    print(f"{cer(truth, seen):.4f}")
