"""Reading Swift Testing's event stream: a source location's file as it is in this repository."""

import os
import unittest

import support
import events


class RepositoryPathTests(unittest.TestCase):
    def test_a_file_of_this_checkout_is_named_from_its_root_whichever_checkout_built_the_binary(self):
        here = {"_filePath": os.path.join(support.ROOT, "AcceptanceTests", "Flows", "WeatherFlows.swift"),
                "fileID": "AcceptanceTests/WeatherFlows.swift"}
        self.assertEqual(events.repository_path(here), "AcceptanceTests/Flows/WeatherFlows.swift")
        elsewhere = dict(here, _filePath="/srv/ci/build-7/trips/AcceptanceTests/Flows/WeatherFlows.swift")
        self.assertEqual(events.repository_path(elsewhere), "AcceptanceTests/Flows/WeatherFlows.swift")

    def test_a_file_this_checkout_does_not_have_is_named_by_its_file_id(self):
        gone = {"_filePath": "/srv/ci/trips/AcceptanceTests/Flows/NotHere.swift", "fileID": "AcceptanceTests/NotHere.swift"}
        self.assertEqual(events.repository_path(gone), "AcceptanceTests/NotHere.swift")


if __name__ == "__main__":
    unittest.main()


class ValuesAsWrittenTests(unittest.TestCase):
    def test_an_enum_case_swift_testing_names_by_its_whole_path_reads_as_a_flow_writes_it(self):
        self.assertEqual(
            events.as_written("Expectation failed: (request.outcome → TripsProtocol.NetworkRequest.Outcome.inFlight) "
                              "== .cancelled"),
            "Expectation failed: (request.outcome → .inFlight) == .cancelled")

    def test_a_case_with_a_value_a_string_literal_and_a_type_alone_are_left_as_they_are(self):
        self.assertEqual(events.as_written('(a → Shop.Item.Kind.fruit(2)) == "Shop.Item.Kind.fruit" != Shop.Item'),
                         '(a → .fruit(2)) == "Shop.Item.Kind.fruit" != Shop.Item')
