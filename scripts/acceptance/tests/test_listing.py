"""`main.py list`: the flows FILTER and TAGS select as JSON, for the MCP server's `list_flows` and `run_flows`."""

import json
import os
import subprocess
import tempfile
import unittest

import support


def listing(*arguments):
    with tempfile.TemporaryDirectory() as out:
        done = subprocess.run(
            ["python3", os.path.join(support.TOOLS, "main.py"), "list", "--binary", support.binary(), "--out", out,
             "--module", "AcceptanceFixtureFlows", *arguments], capture_output=True, text=True, check=False)
    return done.returncode, done.stdout, done.stderr


class ListingTests(unittest.TestCase):
    def test_the_listing_names_each_flows_suite_tags_and_place(self):
        status, output, _ = listing()
        self.assertEqual(status, 0)
        document = json.loads(output)
        self.assertEqual(document["version"], 1)
        self.assertEqual(document["total"], len(document["flows"]))
        flow = next(flow for flow in document["flows"] if flow["suite"] == "Fixture flows")
        self.assertEqual(set(flow), {"id", "suite", "name", "tags", "file", "line"})
        self.assertIn("fixture", flow["tags"])
        self.assertTrue(flow["file"].startswith("Tests/AcceptanceFixtureFlows/") and flow["line"] > 0, flow)

    def test_a_filter_selects_and_the_total_stays(self):
        _, everything, _ = listing()
        status, output, _ = listing("--filter", "temperature, expected wrong")
        self.assertEqual(status, 0)
        document = json.loads(output)
        self.assertEqual([flow["name"] for flow in document["flows"]], ["Seattle's temperature, expected wrong on purpose"])
        self.assertEqual(document["total"], json.loads(everything)["total"])

    def test_a_filter_matches_a_flow_as_it_is_printed_suite_then_name(self):
        status, output, _ = listing("--filter", "^Fixture flows: Seattle's temperature")
        self.assertEqual(status, 0)
        self.assertEqual([flow["name"] for flow in json.loads(output)["flows"]],
                         ["Seattle's temperature, expected wrong on purpose"])

    def test_a_filter_that_is_no_pattern_says_so(self):
        status, output, errors = listing("--filter", "(")
        self.assertEqual((status, output), (2, ""))
        self.assertIn("FILTER '(' is not a regular expression", errors)


if __name__ == "__main__":
    unittest.main()
