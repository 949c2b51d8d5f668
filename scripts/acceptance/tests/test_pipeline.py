"""`make acceptance` end to end on the fixture flows (Tests/AcceptanceFixtureFlows: one passes, one fails an
expectation, one throws a runner error, a parameterized one fails in one case, one is flaky on purpose), and the
report they make, in Debian's Chromium driven by Playwright.
"""

import json
import os
import re
import shutil
import subprocess
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree

import support
import browser

SCREENSHOT = os.path.join(support.ROOT, ".build", "acceptance-tools", "report-screenshot.png")


class FixtureRunTests(unittest.TestCase):
    """One run of every fixture flow with RETRIES=1, looked at from the summary, the files and the browser."""

    @classmethod
    def setUpClass(cls):
        cls.work = tempfile.mkdtemp(prefix="trips-acceptance-tools-")
        cls.out = os.path.join(cls.work, "out")
        cls.status, cls.printed = support.acceptance(cls.out, os.path.join(cls.work, "state"), RETRIES="1")
        with open(os.path.join(cls.out, "results.json"), encoding="utf-8") as file:
            cls.results = json.load(file)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.work, ignore_errors=True)

    def flow(self, function):
        return next(flow for flow in self.results["flows"] if flow["function"] == function)

    def test_the_summary_has_a_line_per_flow_and_the_run_fails_for_the_failing_flows(self):
        self.assertEqual(self.status, 1, self.printed)
        self.assertRegex(self.printed, r"(?m)^  FLAKY  \d+\.\d\d s  Fixture flows: Bergen's weather, flaky on purpose")
        self.assertRegex(self.printed, r"(?m)^  FAIL   \d+\.\d\d s  Fixture flows: A trip that is not there")
        self.assertRegex(self.printed, r"(?m)^  pass   \d+\.\d\d s  Fixture flows: Seattle shows its weather")
        self.assertIn("1 passed, 3 failed, 1 flaky, 0 skipped", self.printed)

    def test_each_failing_case_has_its_own_evidence_folder_and_passing_cases_leave_none(self):
        artifacts = os.path.join(self.out, "artifacts")
        folders = sorted(os.listdir(artifacts))
        # Two attempts of each failing flow; of the parameterized flow, only the Kyoto case; the flaky flow once.
        self.assertEqual(folders, [
            "FixtureFlows.failsAnExpectation", "FixtureFlows.failsAnExpectation-2",
            "FixtureFlows.failsInOneCase", "FixtureFlows.failsInOneCase-2",
            "FixtureFlows.failsWithARunnerError", "FixtureFlows.failsWithARunnerError-2", "FixtureFlows.flaky"])
        for folder in folders:
            names = sorted(os.listdir(os.path.join(artifacts, folder)))
            self.assertEqual(names, ["evidence.json", "failure.txt", "screen.txt", "steps.txt", "transcript.txt"])
        with open(os.path.join(artifacts, "FixtureFlows.failsInOneCase", "screen.txt"), encoding="utf-8") as file:
            self.assertIn('weather.place  "Kyoto, Japan"', file.read())  # the screen when the #expect failed
        with open(os.path.join(artifacts, "FixtureFlows.failsInOneCase", "steps.txt"), encoding="utf-8") as file:
            self.assertIn('action tap "trip.kyoto"', file.read())
        with open(os.path.join(artifacts, "FixtureFlows.failsWithARunnerError", "steps.txt"), encoding="utf-8") as file:
            self.assertIn("in step 'Look for Atlantis' › 'Open it'\n+", file.read())
        with open(os.path.join(artifacts, "FixtureFlows.failsWithARunnerError", "failure.txt"), encoding="utf-8") as file:
            self.assertIn("\n  in step 'Look for Atlantis' › 'Open it'\n", file.read())
        attachments = os.listdir(os.path.join(self.out, "attachments"))
        self.assertTrue(any(name.startswith("FixtureFlows.failsInOneCase.screen") for name in attachments))

    def test_the_parameterized_flow_fails_in_its_one_failing_case_only(self):
        cases = {case["name"]: case["status"] for case in self.flow("failsInOneCase(trip:place:)")["cases"]}
        self.assertEqual(cases, {'"seattle", "Seattle, Washington, United States"': "passed",
                                 '"bergen", "Bergen, Vestland, Norway"': "passed",
                                 '"kyoto", "Kyoto, Nowhere"': "failed"})

    def test_junit_marks_the_flaky_flow_with_a_flaky_failure_and_the_failing_ones_with_reruns(self):
        root = ElementTree.parse(os.path.join(self.out, "results.xml")).getroot()
        cases = {case.get("name"): case for case in root.iter("testcase")}
        self.assertIsNone(cases["flaky()"].find("failure"))
        self.assertIsNotNone(cases["flaky()"].find("flakyFailure"))
        self.assertIsNotNone(cases["failsWithARunnerError()"].find("failure"))
        self.assertIsNotNone(cases["failsWithARunnerError()"].find("rerunFailure"))
        self.assertEqual(root.get("failures"), "3")

    def test_the_report_in_chromium_shows_the_counts_and_a_failure_message_after_filtering(self):
        with browser.page("file://" + os.path.join(self.out, "report.html")) as page:
            counts = {status: page.locator(f"#count-{status} b").text_content()
                      for status in ("passed", "failed", "flaky", "skipped")}
            self.assertEqual(counts, {"passed": "1", "failed": "3", "flaky": "1", "skipped": "0"})
            self.assertRegex(page.locator("#wall-time").text_content(), r"^\d+\.\d\d s")
            page.click('button[data-status="failed"]')
            page.locator("#filter-text").press_sequentially("Nowhere")
            shown = page.locator(".flow:not([hidden]) > summary .name").all_text_contents()
            self.assertEqual(shown, ["Fixture flows: Each trip's weather names its place (Kyoto's expected wrong on "
                                     "purpose)"])
            messages = page.locator(".failure-message:visible").all_text_contents()
            self.assertTrue(any('weather.place"].label == place' in text for text in messages), messages)
            self.assertFalse(any("99°F" in text for text in messages))  # another flow's failure, filtered out
            page.locator("#filter-text").fill("Atlantis")
            headings = page.locator(".flow:not([hidden]) tr.step-heading").all_text_contents()
            self.assertIn("step 'Look for Atlantis' › 'Open it'", headings)
            os.makedirs(os.path.dirname(SCREENSHOT), exist_ok=True)
            page.screenshot(path=SCREENSHOT, full_page=True)
            self.assertGreater(os.path.getsize(SCREENSHOT), 10_000)


class FlakesRepeatsAndShardsTests(unittest.TestCase):
    def setUp(self):
        self.work = tempfile.mkdtemp(prefix="trips-acceptance-tools-")

    def tearDown(self):
        shutil.rmtree(self.work, ignore_errors=True)

    def run_fixtures(self, name, **environment):
        return support.acceptance(os.path.join(self.work, name), os.path.join(self.work, name + "-state"),
                                  **environment)

    def test_a_flaky_flow_passes_the_run_unless_fail_on_flaky_is_set(self):
        status, printed = self.run_fixtures("flaky", FILTER="flaky", RETRIES="1")
        self.assertEqual(status, 0, printed)
        self.assertIn("0 passed, 0 failed, 1 flaky", printed)
        status, printed = self.run_fixtures("strict", FILTER="flaky", RETRIES="1", FAIL_ON_FLAKY="1")
        self.assertEqual(status, 1, printed)

    def test_without_retries_the_flaky_flow_fails(self):
        status, printed = self.run_fixtures("once", FILTER="flaky")
        self.assertEqual(status, 1, printed)

    def test_repeat_runs_each_flow_that_many_times_and_reports_its_pass_rate(self):
        status, printed = self.run_fixtures("repeat", TAGS="smoke", REPEAT="3")
        self.assertEqual(status, 0, printed)
        self.assertRegex(printed, r"(?m)^  pass .*Seattle shows its weather  3/3 passed$")
        self.assertNotIn("flaky on purpose", printed)  # TAGS=smoke selects the one flow tagged so

    def test_three_shards_run_every_flow_exactly_once_and_merge_into_one_report(self):
        outs = []
        ran = []
        for index in (1, 2, 3):
            name = f"shard-{index}"
            self.run_fixtures(name, SHARD=f"{index}/3", RETRIES="1")
            outs.append(os.path.join(self.work, name))
            with open(os.path.join(outs[-1], "results.json"), encoding="utf-8") as file:
                document = json.load(file)
            self.assertEqual(document["shard"], f"{index}/3")
            for flow in document["flows"]:
                ran.extend([flow["key"]] * len({run["iteration"] for run in flow["runs"] if run["attempt"] == 1}))
        listing = sorted(flow["key"] for flow in support_listing())
        self.assertEqual(sorted(ran), listing)
        merged = os.path.join(self.work, "merged")
        done = subprocess.run([os.path.join(support.ROOT, "scripts", "acceptance-merge.sh"), merged]
                              + [os.path.join(out, "results.json") for out in outs],
                              capture_output=True, text=True, check=False)
        self.assertEqual(done.returncode, 1, done.stdout + done.stderr)  # the failing fixtures fail the merge
        self.assertIn("1 passed, 3 failed, 1 flaky, 0 skipped", done.stdout)
        root = ElementTree.parse(os.path.join(merged, "results.xml")).getroot()
        self.assertEqual(root.get("tests"), "7")  # five flows, the parameterized one as three cases
        self.assertTrue(os.path.exists(os.path.join(merged, "report.html")))


def support_listing():
    import events
    listing = os.path.join(tempfile.mkdtemp(), "list.jsonl")
    subprocess.run([support.binary(), "--testing-library", "swift-testing", "--list-tests",
                    "--experimental-event-stream-output", listing, "--experimental-event-stream-version", "0"],
                   capture_output=True, check=True)
    return events.flows_of(events.read_records(listing), "AcceptanceFixtureFlows")


if __name__ == "__main__":
    unittest.main()
