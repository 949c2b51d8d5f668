"""scripts/bench_figures.py: make bench's figures go between docs/benchmarks.md's markers, and nowhere else."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))

import bench_figures  # noqa: E402

FIXTURE = os.path.join(ROOT, "scripts", "tests", "fixtures", "summary.json")
DOCUMENT = os.path.join(ROOT, "docs", "benchmarks.md")


def fixture():
    with open(FIXTURE, encoding="utf-8") as file:
        return json.load(file)


def document():
    with open(DOCUMENT, encoding="utf-8") as file:
        return file.read()


class BenchFiguresTests(unittest.TestCase):
    def test_the_benchmarks_page_has_one_pair_of_markers_for_make_bench(self):
        text = document()
        self.assertEqual(text.count(bench_figures.BEGIN), 1)
        self.assertEqual(text.count(bench_figures.END), 1)
        self.assertLess(text.index(bench_figures.BEGIN), text.index(bench_figures.END))

    def test_only_the_text_between_the_markers_changes(self):
        text = document()
        rewritten = bench_figures.rewrite(text, {"date": "2030-01-02T03:04:05Z", "launch_ms": 1.0})
        self.assertEqual(rewritten.split(bench_figures.BEGIN)[0], text.split(bench_figures.BEGIN)[0])
        self.assertEqual(rewritten.split(bench_figures.END)[1], text.split(bench_figures.END)[1])
        self.assertIn("2030-01-02 03:04 UTC", rewritten)
        self.assertNotIn("2030", text)

    def test_rewriting_twice_with_one_summary_gives_the_same_page(self):
        once = bench_figures.rewrite(document(), fixture())
        self.assertEqual(bench_figures.rewrite(once, fixture()), once)

    def test_a_run_s_figures_come_out_under_their_names(self):
        figures = bench_figures.render(fixture())
        for expected in ("| tap to settled screen (`tap_settled_ms`) | 0.72 ms | < 1 ms |",
                         "8.90 ms against 10.06 ms: 0.88×",
                         "| 10,000 concurrent callers for one city (`cache_fanout_ms`): 1 fetch | 90.8 ms |",
                         "| tap → settled | 714 µs | 1.17 ms | 0.61× | 0 of 5 |",
                         "5.22 s against 5.18 s: 1.01×"):
            self.assertIn(expected, figures)
        self.assertNotIn(bench_figures.MISSING, figures, "the fixture holds every figure the page shows")
        self.assertIn("No long lists were measured in this run", figures)

    def test_a_flow_run_s_parts_are_shown_forked_and_spawned(self):
        figures = bench_figures.render(fixture())
        self.assertIn("| launch to the first screen | 2.97 ms | 8.89 ms |", figures)
        self.assertIn("| CPU: the app, every thread, from its start to its terminate | 5.23 ms | 14.16 ms |", figures)

    def test_long_lists_are_shown_by_size(self):
        figures = bench_figures.render(dict(fixture(), rows_protocol_10_ms=0.5, rows_protocol_1000_ms=0.8,
                                            rows_piped_1000_ms=2.5, rows_app_peak_kib_1000=20480,
                                            rows_protocol_2000_vs_10=1.2))
        self.assertIn("| 10 | 0.500 ms | — | — |", figures)
        self.assertIn("| 1,000 | 0.800 ms | 2.50 ms | 20.0 MiB |", figures)
        self.assertIn("2,000 rows against 10: 1.20×", figures)

    def test_the_mcp_server_s_figures_are_shown_when_measured(self):
        self.assertIn("The MCP server was not measured in this run", bench_figures.render(fixture()))
        figures = bench_figures.render(dict(fixture(), mcp_action_bytes_designed=9000, mcp_action_bytes_whole_screen=20000,
                                            mcp_action_bytes_ratio=0.45, mcp_bytes_designed=15000,
                                            mcp_bytes_whole_screen=25000, mcp_bytes_ratio=0.6,
                                            mcp_trip_calls_one_by_one=10, mcp_trip_calls_batched=2,
                                            mcp_tap_median_ms=1.234, mcp_tap_p90_ms=1.5,
                                            mcp_action_bytes_designed_one_session=6000,
                                            mcp_action_bytes_whole_screen_one_session=20500,
                                            mcp_action_bytes_ratio_one_session=0.293,
                                            mcp_bytes_designed_one_session=11000,
                                            mcp_bytes_whole_screen_one_session=26000,
                                            mcp_bytes_ratio_one_session=0.423))
        self.assertIn("| bytes of the actions' answers, each story in a session of its own (`mcp_action_bytes_*`; "
                      "goal ≤ 0.3×) | 9,000 | 20,000 | 0.45× |", figures)
        self.assertIn("| bytes of the actions' answers, the stories in one session (`mcp_action_bytes_*_one_session`; "
                      "goal ≤ 0.3×) | 6,000 | 20,500 | 0.29× |", figures)
        self.assertIn("| bytes of every answer, in one session (`mcp_bytes_*_one_session`) | 11,000 | 26,000 | 0.42× |",
                      figures)
        prose = " ".join(figures.split())  # as wrapped
        self.assertIn("10 one a step, 2 with batch", prose)
        self.assertIn("1.23 ms median, 1.50 ms at the 90th percentile", prose)

    def test_red_to_the_line_is_shown_with_its_goal_when_measured(self):
        prose = " ".join(bench_figures.render(fixture()).split())  # as wrapped
        self.assertIn("(`agent_red_to_line_*`): 1 MCP call, 3,412 bytes of answers, 21.37 s with the builds (goal ≤ 2 "
                      "calls)", prose)
        unmeasured = {key: value for key, value in fixture().items() if not key.startswith("agent_red_to_line")}
        self.assertIn("Red to the line was not measured in this run", bench_figures.render(unmeasured))

    def test_a_figure_the_run_lacks_is_a_dash_not_a_crash(self):
        figures = bench_figures.render({"launch_ms": 9.0})
        self.assertIn("9.00 ms against —: —", figures)
        self.assertIn("No earlier build was set beside this one", figures)

    def test_a_page_without_the_markers_is_refused_and_left_as_it_is(self):
        with tempfile.TemporaryDirectory() as directory:
            page = os.path.join(directory, "page.md")
            with open(page, "w", encoding="utf-8") as file:
                file.write("# No markers\n")
            result = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "bench_figures.py"), FIXTURE, page],
                                    capture_output=True, text=True)
            self.assertNotEqual(result.returncode, 0)
            self.assertIn("needs exactly one", result.stderr)
            with open(page, encoding="utf-8") as file:
                self.assertEqual(file.read(), "# No markers\n")


if __name__ == "__main__":
    unittest.main()
