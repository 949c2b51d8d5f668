"""`make acceptance` end to end on the fixture flows (Tests/AcceptanceFixtureFlows: one passes, one fails an
expectation, one throws a runner error, a parameterized one fails in one case, one is flaky on purpose; the ten
broken flows are skipped), the report they make, in Debian's Chromium driven by Playwright, the trace reader on their traces, and LAST_FAILED.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree

import support
import browser
from playwright.sync_api import expect

SCREENSHOT = os.path.join(support.ROOT, ".build", "acceptance-tools", "report-screenshot.png")


class FixtureRunTests(support.FixtureRun):
    """One run of every fixture flow with RETRIES=1, looked at from the summary, the files and the browser."""

    ENVIRONMENT = {"RETRIES": "1"}

    def test_the_summary_has_a_line_per_flow_and_the_run_fails_for_the_failing_flows(self):
        self.assertEqual(self.status, 1, self.printed)
        self.assertRegex(self.printed, r"(?m)^  FLAKY  \d+\.\d\d s  Fixture flows: Bergen's weather, flaky on purpose")
        self.assertRegex(self.printed, r"(?m)^  FAIL   \d+\.\d\d s  Fixture flows: A trip that is not there")
        self.assertRegex(self.printed, r"(?m)^  pass   \d+\.\d\d s  Fixture flows: Seattle shows its weather")
        self.assertIn("1 passed, 3 failed, 1 flaky, 16 skipped", self.printed)

    def test_a_run_that_selects_nothing_lists_its_flows_from_its_own_stream_not_a_listing_launch(self):
        self.assertFalse(os.path.exists(os.path.join(self.out, "list.jsonl")))
        with open(os.path.join(self.out, "output.log"), encoding="utf-8") as file:
            launches = [line for line in file if line.startswith("== attempt ")]
        self.assertEqual(len(launches), 2, launches)  # the run, and the rerun of its failures (RETRIES=1)
        self.assertEqual(len(self.results["flows"]), 21)  # the broken and agent-loop flows among them, skipped

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
            expected = ["evidence.json", "failure.txt", "screen.txt", "steps.txt", "transcript.txt"]
            if folder == "FixtureFlows.flaky":
                expected.insert(0, "comparison.txt")  # its failed attempt set beside the passing one
            self.assertEqual(names, expected)
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

    def test_every_case_passing_ones_too_has_a_trace_with_each_screen_once_its_network_and_timings(self):
        run = self.flow("passes()")["runs"][0]
        trace = run["cases"][0]["trace"]
        self.assertIsNone(trace["folder"])  # a passing case leaves no evidence folder, only its attached trace
        steps = trace["apps"][0]["steps"]
        self.assertEqual([step["title"] for step in steps][1:], ['tap "trip.seattle"',
                                                                  'wait for static text "weather.temperature" to have '
                                                                  'label "61°F"'])
        # Which step a request lands in depends on when it ended; that each is told once, in order, does not.
        told = [line for step in steps for line in step["requests"]]
        self.assertEqual([line for line in told if "answered" in line],
                         ["#1 search seattle: answered 200", "#2 forecast seattle: answered 200"])
        self.assertFalse(steps[0]["requests"])  # nothing was asked before the tap
        self.assertTrue(all(step["durationMilliseconds"] >= 0 and isinstance(step["screen"], int) for step in steps))
        self.assertEqual(len(trace["screens"]), len(set(trace["screens"])))
        self.assertIn('weather.temperature  "61°F"', trace["screens"][steps[2]["screen"]])
        for flow in self.results["flows"]:  # every run of every flow has its steps
            for flow_run in flow["runs"]:
                for case in flow_run["cases"]:
                    self.assertTrue(case["trace"]["apps"][0]["steps"], (flow["key"], case["name"]))

    def test_failures_flows_and_evidence_name_the_file_as_it_is_in_the_repository(self):
        self.assertEqual(self.flow("passes()")["file"], "Tests/AcceptanceFixtureFlows/FixtureFlows+Passing.swift")
        issue = self.flow("failsAnExpectation()")["runs"][0]["cases"][0]["issues"][0]
        self.assertRegex(issue["location"], r"^Tests/AcceptanceFixtureFlows/FixtureFlows\.swift:\d+$")
        with open(os.path.join(self.out, "artifacts", "FixtureFlows.failsAnExpectation", "failure.txt"),
                  encoding="utf-8") as file:
            self.assertRegex(file.read(), r"^Tests/AcceptanceFixtureFlows/FixtureFlows\.swift:\d+: ")
        self.assertRegex(self.printed, r"attempt 1 run 1 Tests/AcceptanceFixtureFlows/FixtureFlows\.swift:\d+: ")

    def test_the_flaky_flows_failed_attempt_keeps_its_comparison_with_the_passing_one_as_text(self):
        with open(os.path.join(self.out, "artifacts", "FixtureFlows.flaky", "comparison.txt"), encoding="utf-8") as file:
            text = file.read()
        # The first difference is the tap (the server's answer) or, when neither answer was in when it ended, the wait.
        self.assertRegex(text, r"^attempt 1 \(failed\) beside attempt 2 \(passed\), step by step \(first difference: "
                               r"step [23], marked >>\)")
        self.assertRegex(text, r'(?m)^(>>|  )   2  action tap "trip.bergen": ok')
        self.assertRegex(text, r'(?m)^(>>|~ )   3  wait for static text "weather.temperature" to exist: cann')
        self.assertIn("search bergen: answered 503", text)
        self.assertIn("search bergen: answered 200", text)

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
            self.assertEqual(counts, {"passed": "1", "failed": "3", "flaky": "1", "skipped": "16"})
            self.assertRegex(page.locator("#wall-time").text_content(), r"^\d+\.\d\d s")
            page.click('button[data-status="failed"]')
            page.locator("#filter-text").press_sequentially("Nowhere")
            shown = page.locator(".flow:not([hidden]) > summary .name").all_text_contents()
            self.assertEqual(shown, ["Fixture flows: Each trip's weather names its place (Kyoto's expected wrong on "
                                     "purpose)"])
            messages = page.locator(".failure-message:visible").all_text_contents()
            self.assertTrue(any('(shown → "Kyoto, Japan") == (place → "Kyoto, Nowhere")' in text for text in messages),
                            messages)
            self.assertFalse(any("99°F" in text for text in messages))  # another flow's failure, filtered out
            page.locator("#filter-text").fill("Atlantis")
            headings = page.locator(".flow:not([hidden]) tr.step-heading").all_text_contents()
            self.assertIn("step 'Look for Atlantis' › 'Open it'", headings)

    def test_the_report_in_chromium_shows_a_passing_flows_steps_collapsed_until_opened(self):
        with browser.page("file://" + os.path.join(self.out, "report.html")) as page:
            flow = page.locator(".flow.passed")
            self.assertIsNone(flow.get_attribute("open"))
            self.assertFalse(flow.locator("tr.step").first.is_visible())
            flow.locator("> summary").click()
            rows = flow.locator("tr.step")
            self.assertEqual(rows.count(), 3)
            self.assertIn('tap "trip.seattle"', rows.nth(1).text_content())
            # The search the tap starts runs in a task of the trip screen's: the tap's answer does not wait for it, so
            # the request is noted on the tap when it ended before the probe after the tap asked, else on the wait
            # after it (a busy machine), once.
            noted = [row.text_content().count("network #1 search seattle: answered 200") for row in rows.all()]
            self.assertIn(noted, ([0, 1, 0], [0, 0, 1]), "the search noted once, on the tap or on the wait after it")
            rows.nth(1).locator("details.screen-after > summary").click()
            opened = rows.nth(1).locator("pre.screen")  # another screen than before: shown as it is, nothing struck
            expect(opened).to_contain_text("== Seattle (trip) ==")  # filled in when opened: wait for it
            self.assertTrue(opened.text_content().startswith("== Seattle (trip) =="), opened.text_content())
            self.assertEqual(opened.locator(".gone").count(), 0)
            rows.nth(2).locator("details.screen-after > summary").click()
            screen = rows.nth(2).locator("pre.screen")
            expect(screen).to_contain_text('weather.temperature  "61°F"')
            self.assertTrue(any('"61°F"' in line for line in screen.locator(".changed").all_text_contents()))

    def test_the_report_in_chromium_sets_the_flaky_attempts_side_by_side_the_first_difference_highlighted(self):
        with browser.page("file://" + os.path.join(self.out, "report.html") + "#status=flaky") as page:
            comparison = page.locator(".flow.flaky .comparison")
            self.assertTrue(comparison.is_visible())
            self.assertRegex(comparison.locator("h4").text_content(),
                             r"attempt 1 \(failed\) beside attempt 2 \(passed\), first difference at step [23]$")
            header = comparison.locator("tr").first.locator("th").all_text_contents()
            self.assertEqual(header, ["#", "attempt 1 (failed)", "attempt 2 (passed)"])
            first = comparison.locator("tr.first-difference")
            self.assertEqual(first.count(), 1)
            cells = first.locator("td").all_text_contents()
            self.assertIn(cells[0], ("2", "3"))
            self.assertIn("answered 503", comparison.text_content())
            self.assertIn("answered 200", comparison.text_content())
            self.assertNotEqual(first.locator("td").nth(1).evaluate("e => getComputedStyle(e).backgroundColor"),
                                comparison.locator("tr.pair").first.locator("td").nth(1).evaluate(
                                    "e => getComputedStyle(e).backgroundColor"))
            both = comparison.locator(".side-by-side pre.screen").all_text_contents()
            self.assertEqual(len(both), 2)
            attempts = page.locator(".flow.flaky details.run > summary").all_text_contents()
            self.assertEqual([text.split(":")[0] for text in attempts], ["attempt 1, run 1", "attempt 2, run 1"])
            os.makedirs(os.path.dirname(SCREENSHOT), exist_ok=True)
            page.screenshot(path=SCREENSHOT, full_page=True)
            self.assertGreater(os.path.getsize(SCREENSHOT), 10_000)

    def trace(self, *arguments):
        done = subprocess.run([sys.executable, os.path.join(support.TOOLS, "trace.py"), "--out", self.out]
                              + list(arguments), capture_output=True, text=True, check=False)
        self.assertLess(len(done.stdout), 6000, "the trace reader's output must be small enough to paste")
        return done.returncode, done.stdout + done.stderr

    def test_the_trace_reader_lists_the_cases_and_a_cases_steps_with_timings_outcomes_and_network(self):
        status, listing = self.trace()
        self.assertEqual(status, 0, listing)
        self.assertRegex(listing, r"(?m)^  failed AcceptanceFixtureFlows\.FixtureFlows/flaky\(\) attempt 1 run 1")
        # More than twenty flows (the skipped agent-loop and broken ones among them): the passing one is counted.
        self.assertIn("  … and 1 passing flows (make trace CASE=<name> shows any of them)", listing)
        status, steps = self.trace("passes")
        self.assertEqual(status, 0, steps)
        self.assertIn("(Tests/AcceptanceFixtureFlows/FixtureFlows+Passing.swift:", steps)
        self.assertRegex(steps, r'(?m)^    2  \+ *\d+\.\d ms +\d+\.\d ms  action tap "trip\.seattle": ok$')
        self.assertRegex(steps, r"(?m)^        network .*#1 search seattle: answered 200")
        status, failing = self.trace("flaky")  # the failed attempt, unless ATTEMPT says otherwise
        self.assertIn("attempt 1 run 1: failed", failing)
        self.assertRegex(failing, r'(?m)^✗   3 .*wait for static text "weather.temperature" to exist: cannot happen')
        self.assertIn("other attempts: 2 (passed)", failing)
        self.assertIn("attempt 2 run 1: passed", self.trace("flaky", "--attempt", "2")[1])

    def test_the_trace_reader_shows_a_steps_screens_and_transcript_and_searches_the_screens(self):
        status, shown = self.trace("flaky", "--step", "3")
        self.assertEqual(status, 0, shown)
        before, after = shown.split("screen after", 1)
        self.assertIn('weather.status  "Loading weather…"', before)
        self.assertRegex(after, r'(?m)^  -     staticText    weather\.status  "Loading weather…"$')
        self.assertRegex(after, r"(?m)^  \+ .*HTTP 503")
        self.assertRegex(after, r"(?m)^transcript around it \(lines \d+–\d+ of \d+\):$")
        self.assertIn('wait for static text "weather.temperature" to exist: cannot happen', after.split("transcript")[1])
        status, found = self.trace("flaky", "--find", "HTTP 503")
        self.assertEqual(status, 0, found)
        # Under the step, its network requests and the app's log lines, as many as came during it, then the match.
        self.assertRegex(found, r"(?m)^✗   3 .*\n(?: +(?:network|log) .*\n)* +\"Open-Meteo answered with an error \(HTTP 503\)")
        self.assertEqual(self.trace("flaky", "--step", "99")[0], 2)
        self.assertEqual(self.trace("atlantis-that-is-not")[0], 2)
        status, compared = self.trace("flaky", "--compare")
        self.assertRegex(compared, r'(?m)^>>   [23]  (action tap "trip.bergen"|wait for static text)')


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

    def test_last_failed_reruns_only_the_flows_that_failed_last_time_and_says_when_none_did(self):
        out = os.path.join(self.work, "loop")
        state = os.path.join(self.work, "loop-state")
        status, printed = support.acceptance(out, state, FILTER=r"/passes\(\)|failsAnExpectation")
        self.assertEqual(status, 1, printed)
        status, printed = support.acceptance(out, state, LAST_FAILED="1")
        self.assertEqual(status, 1, printed)
        self.assertIn("0 passed, 1 failed, 0 flaky", printed)
        self.assertIn("Seattle's temperature, expected wrong on purpose", printed)
        self.assertNotIn("Seattle shows its weather", printed)
        status, printed = support.acceptance(out, state, FILTER=r"/passes\(\)")
        self.assertEqual(status, 0, printed)
        status, printed = support.acceptance(out, state, LAST_FAILED="1")
        self.assertEqual(status, 0, printed)
        self.assertIn("acceptance: no flow failed in the last run", printed)
        self.assertIn("nothing to rerun", printed)
        for kept in ("results.json", "results.xml", "report.html"):
            self.assertTrue(os.path.exists(os.path.join(out, kept)), f"the passing run's {kept} is kept")

    def test_shards_balanced_by_the_last_runs_results_in_the_same_folder_read_them_before_they_go(self):
        out = os.path.join(self.work, "balanced")
        state = os.path.join(self.work, "balanced-state")
        status, printed = support.acceptance(out, state, FILTER=r"/passes\(\)")
        self.assertEqual(status, 0, printed)
        status, printed = support.acceptance(out, state, SHARD="1/2", DURATIONS=os.path.join(out, "results.json"))
        self.assertNotIn("cannot", printed)
        self.assertNotIn("No such file", printed)
        self.assertTrue(os.path.exists(os.path.join(out, "results.json")), printed)

    def test_last_failed_with_no_previous_run_says_so_and_fails(self):
        out = os.path.join(self.work, "never-run")
        status, printed = support.acceptance(out, os.path.join(self.work, "never-state"), LAST_FAILED="1")
        self.assertEqual(status, 2, printed)
        self.assertIn(f"acceptance: no previous run in {out}", printed)

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
        self.assertIn("1 passed, 3 failed, 1 flaky, 16 skipped", done.stdout)
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
