"""scripts/explore_bench.py: the explorer's figures for make bench, and where they go in docs/benchmarks.md."""
import os
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))

import explore_bench  # noqa: E402

COUNTS = {"actions": 67, "replayedActions": 53, "launches": 35, "states": 6, "brokenInvariants": 0}


class ExploreBenchTests(unittest.TestCase):
    def test_actions_per_second_count_the_walks_actions_and_its_replays(self):
        found = explore_bench.figures(COUNTS, 0.5, "fixedPoint")
        self.assertEqual(found["explore_actions_per_s"], 240.0)
        self.assertEqual(found["explore_s"], 0.5)
        self.assertEqual(found["explore_launches"], 35)

    def test_the_figures_say_whether_the_goal_was_met(self):
        slow = explore_bench.render(explore_bench.figures(COUNTS, 0.5, "fixedPoint"), "today", 2)
        fast = explore_bench.render(explore_bench.figures(COUNTS, 0.1, "fixedPoint"), "today", 2)
        self.assertIn("240.0 actions per second", slow)
        self.assertIn("goal ≥ 500, not met", slow)
        self.assertIn("1200.0 actions per second", " ".join(fast.split()))
        self.assertIn("goal ≥ 500, met", " ".join(fast.split()))
        self.assertTrue(all(len(line) <= 120 for line in slow.splitlines()))

    def test_the_host_gauge_and_the_cores_busy_are_said_beside_the_figures(self):
        found = explore_bench.figures(COUNTS, 0.5, "fixedPoint", gauge=301.5, busy=0.75)
        self.assertEqual(found["explore_cores_busy_percent"], round(100 * 0.75 / ((os.cpu_count() or 1) * 0.5)))
        text = " ".join(explore_bench.render(found, "today", 2).split())
        self.assertIn("(0.75 CPU-s, `explore_cpu_s`)", text)
        self.assertIn("at a host gauge of 301.5 ms", text)

    def test_the_figures_go_between_the_markers_and_nowhere_else(self):
        document = f"before\n{explore_bench.BEGIN}\nold figures\n{explore_bench.END}\nafter\n"
        self.assertEqual(explore_bench.rewrite(document, "new"),
                         f"before\n{explore_bench.BEGIN}\nnew\n{explore_bench.END}\nafter\n")
        with self.assertRaises(ValueError):
            explore_bench.rewrite("no markers", "new")

    def test_the_benchmarks_page_has_one_pair_of_explore_markers(self):
        with open(os.path.join(ROOT, "docs", "benchmarks.md"), encoding="utf-8") as file:
            text = file.read()
        self.assertEqual(text.count(explore_bench.BEGIN), 1)
        self.assertEqual(text.count(explore_bench.END), 1)
        self.assertLess(text.index(explore_bench.BEGIN), text.index(explore_bench.END))


if __name__ == "__main__":
    unittest.main()
