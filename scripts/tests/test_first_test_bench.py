"""scripts/first_test_bench.py: make test's stage times become one table between docs/benchmarks.md's markers."""
import os
import shutil
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))

import first_test_bench  # noqa: E402

DOCUMENT = os.path.join(ROOT, "docs", "benchmarks.md")


class FirstTestBenchTests(unittest.TestCase):
    def setUp(self):
        self.work = tempfile.mkdtemp(prefix="trips-first-test-bench-")

    def tearDown(self):
        shutil.rmtree(self.work, ignore_errors=True)

    def test_the_benchmarks_page_has_one_pair_of_markers_for_it(self):
        with open(DOCUMENT, encoding="utf-8") as file:
            text = file.read()
        self.assertEqual(text.count(first_test_bench.BEGIN), 1)
        self.assertEqual(text.count(first_test_bench.END), 1)
        self.assertLess(text.index(first_test_bench.BEGIN), text.index(first_test_bench.END))

    def test_each_stage_has_its_start_and_length_in_both_runs_a_failure_and_the_totals_their_goals(self):
        times = os.path.join(self.work, "stages")
        with open(times, "w", encoding="utf-8") as file:
            file.write("lint 100.0 104.5 0\nbuild 104.5 200.0 0\nunit 200.0 220.25 1\n")
        first = (150.0, 100.0, first_test_bench.stages(times), 280.25, 196.2)
        second = (40.0, 300.0, {"lint": (300.0, 304.0, 0), "unit": (306.0, 326.0, 0)}, 61.0, None)
        rows = first_test_bench.table(first, second)
        self.assertIn("| lint | 0.0 | 4.5 | 4.0 |", rows)
        self.assertIn("| build | 4.5 | 95.5 | — (not run) |", rows)
        self.assertIn("| unit | 100.0 | 20.2 FAILED (exit 1) | 20.0 |", rows)
        self.assertEqual(rows[-3], "| **make test** | | **150.0** (goal ≤ 180) | **40.0** (goal ≤ 60) |")
        self.assertEqual(rows[-2], "| CPU seconds, user + system | | 280.2 | 61.0 |")
        self.assertEqual(rows[-1], "| host gauge before the run, ms | | 196.2 | — |")

    def test_only_the_text_between_the_markers_changes(self):
        document = os.path.join(self.work, "page.md")
        before, after = "# Page\n\n", "\n## Next\n"
        with open(document, "w", encoding="utf-8") as file:
            file.write(before + first_test_bench.BEGIN + "\nold\n" + first_test_bench.END + after)
        first_test_bench.write(document, ["new"])
        with open(document, encoding="utf-8") as file:
            self.assertEqual(file.read(),
                             before + first_test_bench.BEGIN + "\nnew\n" + first_test_bench.END + after)


if __name__ == "__main__":
    unittest.main()
