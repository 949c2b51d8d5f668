"""Sharding: the shards' union is the suite, they are disjoint, and adding a flow moves no other (hash mode)."""

import json
import os
import subprocess
import tempfile
import unittest

import support
import events
import shard


def suite_flows():
    """The real acceptance suite's flows, listed from the built test binary."""
    listing = os.path.join(tempfile.mkdtemp(), "list.jsonl")
    subprocess.run([support.binary(), "--testing-library", "swift-testing", "--list-tests",
                    "--experimental-event-stream-output", listing, "--experimental-event-stream-version", "0"],
                   capture_output=True, check=True)
    return events.flows_of(events.read_records(listing), "AcceptanceTests")


class ShardTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.flows = suite_flows()

    def shards(self, flows, total, durations=None):
        return [[flow["key"] for flow in shard.select(flows, index, total, durations)] for index in range(1, total + 1)]

    def assert_partition(self, flows, parts):
        keys = [key for part in parts for key in part]
        self.assertEqual(sorted(keys), sorted(flow["key"] for flow in flows))  # the union, each flow once
        self.assertEqual(len(keys), len(set(keys)))

    def test_the_three_shards_of_the_suite_are_disjoint_and_together_are_the_suite(self):
        self.assertGreater(len(self.flows), 20)
        for total in (1, 2, 3, 7):
            self.assert_partition(self.flows, self.shards(self.flows, total))

    def test_adding_a_flow_moves_no_other_flow_in_hash_mode(self):
        before = self.shards(self.flows, 3)
        added = self.flows + [{"key": "AcceptanceTests.NewFlows/aBrandNewFlow()"}]
        after = self.shards(added, 3)
        for part_before, part_after in zip(before, after):
            self.assertEqual([key for key in part_after if key != "AcceptanceTests.NewFlows/aBrandNewFlow()"],
                             part_before)

    def test_durations_balance_the_shards_and_still_split_the_suite_exactly(self):
        durations = {flow["key"]: 0.1 for flow in self.flows}
        durations[self.flows[0]["key"]] = 5.0
        parts = self.shards(self.flows, 3, durations)
        self.assert_partition(self.flows, parts)
        self.assertEqual(parts[0], [self.flows[0]["key"]])  # the long flow alone; the others share the rest
        loads = [sum(durations[key] for key in part) for part in parts[1:]]
        self.assertLessEqual(abs(loads[0] - loads[1]), 0.1 + 1e-9)

    def test_durations_are_read_from_an_earlier_results_file(self):
        path = os.path.join(tempfile.mkdtemp(), "results.json")
        with open(path, "w") as file:
            json.dump({"flows": [{"id": "M.S/f()/F.swift:1:1", "duration": 2.5}]}, file)
        self.assertEqual(shard.durations_from(path), {"M.S/f()": 2.5})

    def test_a_malformed_shard_is_refused_with_a_sentence(self):
        for text in ("3", "0/3", "4/3", "a/b"):
            with self.assertRaises(ValueError):
                shard.parse(text)


if __name__ == "__main__":
    unittest.main()
