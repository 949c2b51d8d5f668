"""No flow `#expect`s or `#require`s on a value it read from the app: the flows and page objects
(AcceptanceTests/), the example app's flows (Examples/*/Tests/), the repair stories' stand-in flows
(Tests/RepairStandIn/Tests/) and the fixture flows (Tests/AcceptanceFixtureFlows/).

A flow expects on the app's state through the runner (`waitForLabel`, `waitForValue`, `waitForLabels`, `waitForCount`,
`waitForEnabled`, `waitForDisabled(because:)`, `requireExistence`, `app.expect(_:toEqual:)` for an answer no screen
shows), whose failure names the value expected, the one the app showed and, for a disabled control, its reason. An
`#expect` on a value read first names it only as Swift Testing writes its operands, and on a Bool not at all
(`Expectation failed: !(canRefresh → <not evaluated>)`).

Flagged: an `#expect` or `#require` whose condition names a constant or variable bound by an `await`
(`let x = try await …`, `var x: T = await …`, `for x in try await …`, `if let`/`guard let`), whatever its type, after
the binding and within its block; and one whose condition awaits (`#expect(try await trip.destination == …)`), which
test_awaited_expectations.py also flags everywhere. The error `await #expect(throws:) { … }` returns is the runner's,
not a read. A binding whose line, or the line above it, says in a comment `#expect on a read, on purpose: <why>` is left
alone: an explorer's verdict, two apps' last screens compared, a fixture that fails an `#expect` on purpose for the
tools that report one.
"""
import os
import re
import unittest

from test_awaited_expectations import AWAIT, MACRO, ROOT, _closing

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "flows")
BINDING = re.compile(
    r"\b(?:(?:let|var)\s+(?P<name>\w+)\s*(?::[^=\n]+)?=|for\s+(?P<each>\w+)\s+in)\s*(?:try[?!]?\s+)?await\b"
    r"(?!\s*#(?:expect|require)\s*\(\s*throws\b)")
EXEMPT = re.compile(r"//.*#expect on a read, on purpose:\s*\S")


def _block_end(text, start):
    """The index of the `}` that closes the block `start` lies in, or `len(text)` at the top level."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            if not depth:
                return index
            depth -= 1
    return len(text)


def _line(text, index):
    return text.count("\n", 0, index) + 1


def expectations_on_reads(text):
    """The line numbers (from 1) of each `#expect(` or `#require(` on a value read from the app, as the module says."""
    lines = text.split("\n")
    found = set()
    for binding in BINDING.finditer(text):
        name = binding.group("name") or binding.group("each")
        number = _line(text, binding.start())
        if any(EXEMPT.search(line) for line in lines[max(number - 2, 0):number]):
            continue
        end = _block_end(text, binding.end())
        used = re.compile(r"(?<![\w.$])" + re.escape(name) + r"\b")
        for macro in MACRO.finditer(text, binding.end(), end):
            _, condition = _closing(text, macro.end())
            if used.search(condition):
                found.add(_line(text, macro.start()))
    for macro in MACRO.finditer(text):
        _, condition = _closing(text, macro.end())
        if AWAIT.search(condition):
            found.add(_line(text, macro.start()))
    return sorted(found)


def flow_files():
    """Every Swift file of the flows and page objects, the example apps' flows, the stand-in's and the fixtures'."""
    tops = [os.path.join(ROOT, "AcceptanceTests"), os.path.join(ROOT, "Tests", "RepairStandIn", "Tests"),
            os.path.join(ROOT, "Tests", "AcceptanceFixtureFlows")]
    examples = os.path.join(ROOT, "Examples")
    tops += [os.path.join(examples, name, "Tests") for name in sorted(os.listdir(examples))]
    files = []
    for top in tops:
        for folder, subfolders, names in os.walk(top):
            subfolders[:] = sorted(name for name in subfolders if not name.startswith("."))
            files += [os.path.join(folder, name) for name in sorted(names) if name.endswith(".swift")]
    return files


def _read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


class FlowsExpectOnTheAppTests(unittest.TestCase):
    def test_no_flow_expects_on_a_value_it_read_from_the_app(self):
        found = []
        for path in flow_files():
            found += [f"{os.path.relpath(path, ROOT)}:{line}" for line in expectations_on_reads(_read(path))]
        self.assertEqual(found, [], "expect on the app's state through the runner (waitForLabel, waitForLabels, "
                                    "waitForCount, waitForDisabled(because:), app.expect(_:toEqual:), …), whose "
                                    "failure names both values: not #expect on a value read (docs/writing-flows.md)")

    def test_every_kind_of_flow_is_checked(self):
        checked = [os.path.relpath(path, ROOT) for path in flow_files()]
        for top in ("AcceptanceTests/Flows/", "AcceptanceTests/Pages/", "Examples/Countdown/Tests/",
                    "Examples/Groceries/Tests/",
                    "Tests/RepairStandIn/Tests/", "Tests/AcceptanceFixtureFlows/"):
            self.assertTrue(any(path.startswith(top) for path in checked), f"no Swift file of {top}")

    def test_the_check_flags_each_expectation_on_a_read_in_the_planted_flow(self):
        text = _read(os.path.join(FIXTURES, "PlantedFlows.swift"))
        planted = [number for number, line in enumerate(text.split("\n"), 1) if "// planted" in line]
        self.assertEqual(len(planted), 8)
        self.assertEqual(expectations_on_reads(text), planted)

    def test_the_check_passes_the_clean_flow(self):
        self.assertEqual(expectations_on_reads(_read(os.path.join(FIXTURES, "CleanFlows.swift"))), [])


if __name__ == "__main__":
    unittest.main()
