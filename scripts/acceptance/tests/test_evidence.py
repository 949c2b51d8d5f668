"""The readers of `evidence.json` hold the runner to its version: one they do not know is refused, saying so, by the
loader, the summary, the report and the trace reader; a failure's expected and actual values come from its fields,
not from its message."""

import contextlib
import io
import json
import os
import shutil
import tempfile
import unittest

import support  # noqa: F401  (the import path)
import report
import results
import trace_data
from test_trace import document, rows_screen, step, trace


def failure(**fields):
    return dict({"message": "Gave up at once waiting for …", "kind": "cannotHappen", "within": [],
                 "location": "AcceptanceTests/Flows/WeatherFlows.swift:12"}, **fields)


class EvidenceVersionTests(unittest.TestCase):
    def setUp(self):
        self.work = tempfile.mkdtemp(prefix="trips-evidence-")

    def tearDown(self):
        shutil.rmtree(self.work, ignore_errors=True)

    def write(self, name, contents):
        path = os.path.join(self.work, name)
        with open(path, "w", encoding="utf-8") as file:
            json.dump(contents, file)
        return path

    def test_the_loader_reads_its_own_version_and_refuses_another_naming_both(self):
        known = self.write("known.json", {"version": trace_data.VERSION, "apps": [], "failures": []})
        self.assertEqual(trace_data.load(known)["version"], trace_data.VERSION)
        for version in (2, 99, None):
            path = self.write(f"v{version}.json", {"version": version, "apps": [], "failures": []})
            with self.assertRaises(trace_data.UnknownVersion) as refused:
                trace_data.load(path)
            self.assertIn(f"evidence version {json.dumps(version)}", str(refused.exception))
            self.assertIn(f"it reads version {trace_data.VERSION}", str(refused.exception))

    def test_the_summary_leaves_out_a_trace_of_another_version_and_says_why(self):
        path = self.write("Flows.aCase.evidence.json", {"version": 99, "apps": [], "failures": []})
        case = {"issues": [], "attachments": [path]}
        said = io.StringIO()
        with contextlib.redirect_stderr(said):
            self.assertIsNone(results.load_trace(case))
        self.assertIn("evidence version 99", said.getvalue())
        self.assertIn("shown without its trace", said.getvalue())

    def test_the_trace_reader_refuses_a_case_whose_trace_is_of_another_version_exit_2(self):
        results_document = document([[step(1, 0, "tap row.1")]])
        results_document["flows"][0]["runs"][0]["cases"][0]["trace"]["version"] = trace_data.VERSION + 1
        with open(os.path.join(self.work, "results.json"), "w", encoding="utf-8") as file:
            json.dump(results_document, file)
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed):
            status = trace.main(["--out", self.work, "rows"])
        self.assertEqual(status, 2, printed.getvalue())
        self.assertIn(f"evidence version {trace_data.VERSION + 1}, which this reader does not know", printed.getvalue())

    def test_the_report_refuses_a_trace_of_another_version_in_the_page(self):
        case = {"name": None, "status": "failed", "duration": 0.1, "issues": [],
                "trace": {"version": 1, "apps": [], "failures": [], "screens": []}}
        page = report._run({"attempt": 1, "iteration": 1}, case, "failed", report.Screens())
        self.assertIn("evidence version 1, which this reader does not know", page)


class FailureFieldTests(unittest.TestCase):
    def test_the_reports_value_diff_reads_the_fields_not_the_message(self):
        diff = report.value_diff(failure(expected='have label "70°F"', actual='staticText t "71°F"',
                                         message="expected: not this\nlast seen: nor this"))
        self.assertIn("- expected: have label &quot;70°F&quot;", diff)
        self.assertIn("+ last seen: staticText t &quot;71°F&quot;", diff)
        self.assertNotIn("not this", diff)
        self.assertEqual(report.value_diff(failure(kind="expectation")), "")

    def test_each_issue_in_the_report_gets_the_fields_of_the_failure_at_its_line(self):
        failures = [failure(expected="exist", actual="not on screen", location="F.swift:3"),
                    failure(expected="disappear", actual="button b", location="F.swift:9")]
        case = {"name": None, "status": "failed", "duration": 0.1,
                "issues": [{"location": "F.swift:9", "message": "second"}, {"location": "F.swift:3", "message": "first"}],
                "trace": {"version": trace_data.VERSION, "apps": [], "failures": failures, "screens": []}}
        page = report._run({"attempt": 1, "iteration": 1}, case, "failed", report.Screens())
        self.assertLess(page.index("second"), page.index("+ last seen: button b"))
        self.assertLess(page.index("first"), page.index("+ last seen: not on screen"))
        self.assertLess(page.index("+ last seen: button b"), page.index("first"))

    def test_the_trace_reader_shows_a_failures_expected_and_last_seen_values_on_lines_of_their_own(self):
        document_ = {"version": trace_data.VERSION, "screens": [rows_screen()],
                     "apps": [{"steps": [step(1, 0, "tap row.1")], "transcript": ""}],
                     "failures": [failure(message="Gave up " + "at once " * 30, expected="exist",
                                          actual="not on screen; in its place: staticText s \"Offline\"",
                                          atMilliseconds=0.5)]}
        lines = trace.list_steps(document_)
        self.assertIn("       expected: exist", lines)
        self.assertIn('       last seen: not on screen; in its place: staticText s "Offline"', lines)


    def test_the_report_shows_the_lines_the_app_logged_under_their_step(self):
        logged = step(1, 0, "tap row.1")
        logged["log"] = ["disk: Seattle, age 0 s, <stale>"]
        case = {"name": None, "status": "passed", "duration": 0.1, "issues": [],
                "trace": {"version": trace_data.VERSION, "apps": [{"steps": [logged], "transcript": ""}],
                          "failures": [], "screens": [rows_screen()]}}
        page = report._run({"attempt": 1, "iteration": 1}, case, "passed", report.Screens())
        self.assertIn('<div class="log">log disk: Seattle, age 0 s, &lt;stale&gt;</div>', page)


if __name__ == "__main__":
    unittest.main()
