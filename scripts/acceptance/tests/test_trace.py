"""The trace reader on traces made by hand: a long screen is cut to what a chat can hold, a relaunch is marked, and
bad input (a document of another shape, options that need a case or exclude each other) is an error, exit 2."""

import contextlib
import importlib.util
import io
import json
import os
import shutil
import tempfile
import unittest

import support

# By its path: the standard library has a module named trace too.
_spec = importlib.util.spec_from_file_location("trace_reader", os.path.join(support.TOOLS, "trace.py"))
trace = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(trace)

ROWS = 1000


def rows_screen(changed=None):
    lines = ["== Trips (trips) ==", "  list          trips.list  \"Trips\""]
    for number in range(ROWS):
        label = changed if changed and number == 500 else f"Row {number}"
        lines.append(f"    cell          row.{number}  \"{label}\"")
    return "\n".join(lines)


def step(number, screen, title):
    return {"number": number, "kind": "action", "title": title, "outcome": "ok", "startMilliseconds": float(number),
            "durationMilliseconds": 0.5, "requests": [], "within": [], "screen": screen}


def document(apps):
    """A results document of one passing flow whose one case has these apps' steps and screens."""
    trace_document = {"version": trace.trace_data.VERSION, "screens": [rows_screen(), rows_screen("Renamed")],
                      "apps": [{"steps": steps, "transcript": ""} for steps in apps], "failures": []}
    case = {"name": None, "status": "passed", "duration": 0.1, "issues": [], "trace": trace_document}
    flow = {"key": "AcceptanceTests.Rows/rows()", "suite": "Rows", "name": "rows", "function": "rows()",
            "status": "passed", "file": "AcceptanceTests/Flows/Rows.swift", "line": 1,
            "runs": [{"attempt": 1, "iteration": 1, "status": "passed", "cases": [case]}]}
    return {"flows": [flow], "counts": {"passed": 1, "failed": 0, "flaky": 0, "skipped": 0}}


def repeated():
    """A document of one flow REPEAT ran twice in one attempt: passed, then failed at its second step."""
    document_ = document([[step(1, 0, "tap row.1"), step(2, 1, "tap rows.rename")]])
    flow = document_["flows"][0]
    passed = flow["runs"][0]
    failed_case = json.loads(json.dumps(passed["cases"][0]))
    failed_case["status"] = "failed"
    failed_case["trace"]["apps"][0]["steps"][1]["outcome"] = "timed out"
    flow["runs"].append({"attempt": 1, "iteration": 2, "status": "failed", "cases": [failed_case]})
    flow["status"] = "flaky"
    document_["counts"].update(passed=0, flaky=1)
    return document_


class TraceReaderTests(unittest.TestCase):
    def setUp(self):
        self.out = tempfile.mkdtemp(prefix="trips-trace-")

    def tearDown(self):
        shutil.rmtree(self.out, ignore_errors=True)

    def read(self, contents, *arguments):
        with open(os.path.join(self.out, "results.json"), "w", encoding="utf-8") as file:
            file.write(contents if isinstance(contents, str) else json.dumps(contents))
        printed, errors = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(errors):
            status = trace.main(["--out", self.out] + list(arguments))
        return status, printed.getvalue() + errors.getvalue()

    def test_the_apps_log_lines_are_printed_under_the_step_they_came_in(self):
        logged = step(2, 1, "tap row.1")
        logged["log"] = ["memory: Seattle, age 0 s, fresh", "disk: Seattle, age 0 s, stale"]
        status, shown = self.read(document([[step(1, 0, "tap rows.add"), logged, step(3, 1, "back")]]), "rows")
        self.assertEqual(status, 0, shown)
        lines = shown.splitlines()
        at = next(index for index, line in enumerate(lines) if "tap row.1" in line)
        self.assertEqual(lines[at + 1:at + 3], ["        log memory: Seattle, age 0 s, fresh",
                                                "        log disk: Seattle, age 0 s, stale"])
        self.assertEqual(shown.count("        log "), 2, "only the step that logged shows lines")

    def test_one_row_changed_among_a_thousand_shows_the_change_with_context_and_counts_the_rest(self):
        status, shown = self.read(document([[step(1, 0, "tap row.1"), step(2, 1, "tap rows.rename")]]),
                                  "rows", "--step", "2")
        self.assertEqual(status, 0, shown)
        self.assertLess(len(shown.splitlines()), 2 * trace.SCREEN_LINES + 20, "small enough to paste")
        after = shown.split("screen after", 1)[1]
        self.assertIn('  -     cell          row.500  "Row 500"', after)
        self.assertIn('  +     cell          row.500  "Renamed"', after)
        self.assertIn('    cell          row.499  "Row 499"', after, "context before the change")
        self.assertIn('    cell          row.501  "Row 501"', after, "context after it")
        self.assertRegex(after, r"… \d+ unchanged lines")
        self.assertRegex(shown.split("screen after", 1)[0], r"… \d+ more lines \(FULL=1, --full, shows them\)")
        status, whole = self.read(document([[step(1, 0, "tap row.1"), step(2, 1, "tap rows.rename")]]),
                                  "rows", "--step", "2", "--full")
        self.assertIn('"Row 999"', whole.split("screen after", 1)[0])
        self.assertNotIn("unchanged lines", whole)

    def test_a_screen_where_every_row_changed_is_capped_too(self):
        every_row = document([[step(1, 0, "tap row.1"), step(2, 1, "tap rows.rename")]])
        every_row["flows"][0]["runs"][0]["cases"][0]["trace"]["screens"][1] = rows_screen().replace("Row", "Line")
        status, shown = self.read(every_row, "rows", "--step", "2")
        self.assertEqual(status, 0, shown)
        self.assertLess(len(shown.split("screen after", 1)[1].splitlines()), 3 * trace.SCREEN_LINES)
        self.assertIn("more lines (FULL=1, --full, shows them)", shown.split("screen after", 1)[1])

    def test_a_relaunched_apps_steps_are_marked_and_its_first_step_has_no_screen_before(self):
        two_apps = document([[step(1, 0, "tap row.1")], [step(2, 0, "tap row.2")]])
        status, steps = self.read(two_apps, "rows")
        self.assertEqual(status, 0, steps)
        self.assertIn("== app 2 of 2 (relaunched) ==", steps)
        status, second = self.read(two_apps, "rows", "--step", "2")
        self.assertIn("(none: the first step of app 2)", second)

    def test_each_run_of_a_repeated_case_can_be_read_and_a_pass_then_a_failure_compared(self):
        status, failed = self.read(repeated(), "rows")
        self.assertEqual(status, 0, failed)
        self.assertIn("attempt 1 run 2: failed", failed)
        self.assertIn("other runs: attempt 1 run 1 (passed) (RUN=N, ATTEMPT=N)", failed)
        status, first = self.read(repeated(), "rows", "--run", "1")
        self.assertIn("attempt 1 run 1: passed", first)
        self.assertEqual(self.read(repeated(), "rows", "--run", "3")[0], 2)
        status, compared = self.read(repeated(), "rows", "--compare")
        self.assertEqual(status, 0, compared)
        self.assertNotIn("nothing to compare", compared)
        self.assertIn("run 2 (failed)", compared)
        self.assertLess(len(compared.splitlines()), 3 * trace.SCREEN_LINES, "each screen capped")

    def test_steps_a_long_app_did_not_keep_are_counted(self):
        long_app = document([[step(1, 0, "tap row.1")]])
        long_app["flows"][0]["runs"][0]["cases"][0]["trace"]["apps"][0]["droppedSteps"] = 700
        status, steps = self.read(long_app, "rows")
        self.assertIn("(700 earlier steps of this app not kept", steps)

    def test_a_document_of_another_shape_is_an_error_not_a_traceback(self):
        for contents in ("{}", "[]", json.dumps({"flows": [{"key": "x"}], "counts": {}})):
            status, printed = self.read(contents)
            self.assertEqual(status, 2, printed)
            self.assertIn("is not a results document", printed)

    def test_options_that_need_a_case_or_exclude_each_other_say_so(self):
        good = document([[step(1, 0, "tap row.1")]])
        for arguments, said in ((["--step", "3"], "--step needs a CASE"), (["--compare"], "--compare needs a CASE"),
                                (["rows", "--step", "1", "--find", "x"], "--step and --find show different things")):
            status, printed = self.read(good, *arguments)
            self.assertEqual(status, 2, printed)
            self.assertIn(said, printed)


if __name__ == "__main__":
    unittest.main()
