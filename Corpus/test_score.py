#!/usr/bin/env python3
"""Tests of score.py, the corpus scorer (run by `make test`: python3 -m unittest discover -s Corpus -p 'test_*.py')."""
import contextlib
import io
import json
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import score  # noqa: E402


class ScoreTests(unittest.TestCase):
    def run_score(self, cases, results, *flags):
        with tempfile.TemporaryDirectory() as folder:
            with open(os.path.join(folder, "cases.json"), "w", encoding="utf-8") as handle:
                json.dump(cases, handle)
            path = os.path.join(folder, "results.jsonl")
            with open(path, "w", encoding="utf-8") as handle:
                handle.write("\n".join(json.dumps(row) for row in results) + "\n")
            out = io.StringIO()
            argv = sys.argv
            sys.argv = ["score.py", path, folder, *flags]
            try:
                with contextlib.redirect_stdout(out):
                    status = score.main()
            finally:
                sys.argv = argv
            # Columns are padded: compare each line with its runs of spaces as one.
            return status, "\n".join(" ".join(line.split()) for line in out.getvalue().splitlines())

    def test_a_miss_of_items_given_as_a_count_is_listed(self):
        # A history case may state only how many rows it splits into ("items": 2).
        cases = [{"id": "h1", "lines": ["x"], "expect": {"items": 2, "amount": None}}]
        rows = [{"date": "2026-01-02", "time": None, "merchant": "A", "amount": "1.00", "kind": "expense"}] * 3
        status, out = self.run_score(cases, [{"id": "h1", "items": rows, "amount": None}], "--misses")
        self.assertEqual(status, 0)
        self.assertIn('miss h1 items: expected "2 rows", got "3 rows"', out)
        self.assertIn("amount 1 1 100.0%", out)

    def test_a_count_of_items_that_matches_is_right(self):
        cases = [{"id": "h1", "lines": ["x"], "expect": {"items": 1}}]
        row = {"date": "2026-01-02", "time": None, "merchant": "A", "amount": "1.00", "kind": "expense"}
        status, out = self.run_score(cases, [{"id": "h1", "items": [row]}], "--misses")
        self.assertEqual(status, 0)
        self.assertIn("items 1 1 100.0%", out)
        self.assertNotIn("miss", out)

    def test_amounts_compare_as_decimals(self):
        self.assertTrue(score.matches("amount", "12.5", "12.50"))
        self.assertFalse(score.matches("amount", "12.50", "12.05"))


if __name__ == "__main__":
    unittest.main()
