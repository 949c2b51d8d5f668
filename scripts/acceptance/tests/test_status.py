"""How runs become a status, and how a status is written in JUnit (Surefire's flaky and rerun elements)."""

import os
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree

import support  # noqa: F401  (the import path)
import junit
import results


def run(attempt, *cases):
    return {"attempt": attempt, "iteration": 1, "duration": 0.1,
            "status": "failed" if any(status == "failed" for _, status in cases) else "passed",
            "cases": [{"name": name, "status": status, "duration": 0.1, "attachments": [],
                       "issues": [{"message": "Expectation failed: x", "location": "F.swift:3",
                                   "evidence": None}] if status == "failed" else []} for name, status in cases]}


FLOW = {"id": "M.S/f()/F.swift:1:1", "key": "M.S/f()", "suite": "S", "name": "f", "function": "f()", "tags": []}


class CaseStatusTests(unittest.TestCase):
    def test_a_case_that_failed_then_passed_is_flaky_and_one_that_only_failed_is_failed(self):
        self.assertEqual(results.case_status([(1, "passed")]), "passed")
        self.assertEqual(results.case_status([(1, "failed"), (2, "passed")]), "flaky")
        self.assertEqual(results.case_status([(1, "failed"), (2, "failed")]), "failed")
        self.assertEqual(results.case_status([(1, "passed"), (1, "failed")]), "flaky")  # REPEAT, mixed
        self.assertEqual(results.case_status([(1, "skipped")]), "skipped")

    def test_a_parameterized_flow_with_one_failing_case_fails_and_counts_its_passing_cases(self):
        flow = results.summarize(FLOW, [run(1, ("a", "passed"), ("b", "failed"))])
        self.assertEqual(flow["status"], "failed")
        self.assertEqual([case["status"] for case in flow["cases"]], ["passed", "failed"])


class JUnitTests(unittest.TestCase):
    def write(self, flow):
        path = os.path.join(tempfile.mkdtemp(), "results.xml")
        totals = junit.write([flow], path, 1.0)
        return ElementTree.parse(path).getroot(), totals

    def test_a_flaky_case_has_a_flaky_failure_and_no_failure(self):
        root, totals = self.write(results.summarize(FLOW, [run(1, (None, "failed")), run(2, (None, "passed"))]))
        case = root.find("testsuite/testcase")
        self.assertIsNone(case.find("failure"))
        self.assertEqual(len(case.findall("flakyFailure")), 1)
        self.assertEqual(case.find("flakyFailure").get("message"), "Expectation failed: x")
        self.assertEqual((root.get("failures"), totals["flakes"]), ("0", 1))

    def test_a_case_that_failed_every_attempt_has_a_failure_and_a_rerun_failure(self):
        root, _ = self.write(results.summarize(FLOW, [run(1, (None, "failed")), run(2, (None, "failed"))]))
        case = root.find("testsuite/testcase")
        self.assertEqual(len(case.findall("failure")), 1)
        self.assertEqual(len(case.findall("rerunFailure")), 1)
        self.assertEqual(root.get("failures"), "1")

    def test_each_case_of_a_parameterized_flow_is_its_own_testcase(self):
        root, _ = self.write(results.summarize(FLOW, [run(1, ("a", "passed"), ("b", "failed"))]))
        names = [case.get("name") for case in root.iter("testcase")]
        self.assertEqual(names, ["f() [a]", "f() [b]"])


if __name__ == "__main__":
    unittest.main()
