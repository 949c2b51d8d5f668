"""Every failure names what it expected and what it saw in its first line: ten expectations of different kinds, broken
on purpose against the real trips-shell (Tests/AcceptanceFixtureFlows/BrokenFlows.swift), run through `make acceptance`'s pipeline. A
runner error's parts are in its trace as fields, and a wait that gives up names what stood in the element's place and
the requests made meanwhile.
"""

import unittest

import support

# Each flow, and what its failure's first line must hold: the value expected, then the value seen.
FIRST_LINES = {
    "label()": ['to have label "70°F"', 'last seen: staticText weather.temperature "61°F"'],
    "value()": ['to have value "2026-04-10 → 2026-04-18 · 9 days"', 'last seen: cell trip.seattle "Seattle" value '
                                                                      '"2026-04-10 → 2026-04-17 · 8 days"'],
    "count()": ["to number 4", "last seen: 3 matching"],
    "exists()": ['button "weather.retry" to exist', "last seen: not on screen"],
    "gone()": ['cell "trip.seattle" to disappear', 'last seen: cell trip.seattle "Seattle"'],
    "screenSnapshot()": ["to match snapshot 'trip-detail-loaded'",
                         'line 1 shows "== Bergen (trip) ==" where the snapshot has "== Seattle (trip) =="'],
    "requestLog()": ['== ["search seattle"]', '(requests → ["search seattle", "forecast seattle"])'],
    "pasteboard()": ['== "Seattle · 2026-04-10 → 2026-04-17 · 8 days · 70°F, Partly cloudy"',
                     '(copied → "Seattle · 2026-04-10 → 2026-04-17 · 8 days · 61°F, Partly cloudy")'],
    "requirement()": ['== "Kyoto"', '(first → "Seattle")'],
    "pageWait()": ['static text "weather.temperature" to exist',
                   'in its place: staticText weather.status "Could not reach Open-Meteo: the network is offline."'],
}


class FailureValueTests(support.FixtureRun):
    ENVIRONMENT = {"FILTER": "BrokenFlows", "TRIPS_BROKEN_FLOWS": "1"}

    def first_issue(self, function):
        return self.flow(function)["runs"][0]["cases"][0]["issues"][0]

    def failure(self, function):
        """The first failure of the flow's trace (its evidence.json)."""
        return self.flow(function)["runs"][0]["cases"][0]["trace"]["failures"][0]

    def test_all_ten_flows_fail(self):
        self.assertEqual(self.status, 1, self.printed)
        self.assertEqual(sorted(flow["function"] for flow in self.results["flows"]), sorted(FIRST_LINES))
        self.assertIn("0 passed, 10 failed, 0 flaky, 0 skipped", self.printed)

    def test_each_failures_first_line_names_the_value_expected_and_the_value_seen(self):
        for function, wanted in FIRST_LINES.items():
            with self.subTest(function):
                first = self.first_issue(function)["message"].split("\n")[0]
                for part in wanted:
                    self.assertIn(part, first)
                self.assertIn(first, self.printed)  # the summary's line for the failure

    def test_a_runner_errors_trace_carries_its_parts_as_fields(self):
        failure = self.failure("label()")
        self.assertEqual(failure["kind"], "cannotHappen")
        self.assertEqual(failure["locator"], 'static text "weather.temperature"')
        self.assertEqual(failure["expected"], 'have label "70°F"')
        self.assertEqual(failure["actual"], 'staticText weather.temperature "61°F"')
        self.assertEqual(failure["within"], [])
        expectation = self.failure("pasteboard()")
        self.assertEqual(expectation["kind"], "expectation")
        self.assertNotIn("expected", expectation)  # Swift Testing gives its values only in its message

    def test_the_brief_summary_names_both_values_too(self):
        import main
        line = main.flow_line(self.flow("label()"), brief=True)
        self.assertIn('static text "weather.temperature" to have label "70°F"; last seen: staticText '
                      'weather.temperature "61°F"', line)
        line = main.flow_line(self.flow("pasteboard()"), brief=True)
        self.assertIn('== "Seattle · 2026-04-10 → 2026-04-17 · 8 days · 70°F, Partly cloudy"', line)

    def test_a_failed_runner_call_is_placed_where_the_flow_or_page_made_it(self):
        import main
        import os
        source = os.path.join(support.ROOT, "Tests", "AcceptanceFixtureFlows", "BrokenFlows.swift")
        with open(source, encoding="utf-8") as file:
            lines = file.read().splitlines()
        def line_of(text):
            return next(number for number, line in enumerate(lines, 1) if text in line)
        place = "Tests/AcceptanceFixtureFlows/BrokenFlows.swift:"
        flow_wait = place + str(line_of('waitForLabel("70°F")'))
        page_wait = place + str(line_of("try await temperature.requireExistence()"))
        self.assertEqual(self.failure("label()")["callSite"], flow_wait)
        self.assertEqual(self.failure("pageWait()")["callSite"], page_wait)
        self.assertEqual(self.failure("screenSnapshot()")["callSite"], place + str(line_of("expectScreen(matching:")))
        # Swift Testing's own place for a thrown error stays as it records it: the test's declaration.
        self.assertNotEqual(self.first_issue("label()")["location"], flow_wait)
        self.assertIn(f"  {page_wait}: ", main.flow_line(self.flow("pageWait()"), brief=True))
        self.assertNotIn("callSite", self.failure("pasteboard()"))  # a failed #expect is where Swift Testing says

    def test_a_wait_that_gives_up_names_the_requests_made_meanwhile(self):
        message = self.first_issue("pageWait()")["message"]
        self.assertIn("requests:   #1 search seattle: failed (Could not reach Open-Meteo: the network is offline.)",
                      message)


if __name__ == "__main__":
    unittest.main()
