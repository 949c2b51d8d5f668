"""No `#expect` or `#require` in the flows (AcceptanceTests/), the unit tests (Tests/), the benchmarks (Benchmarks/),
the fuzzers (Fuzz/) or the guides (README.md, docs/*.md) awaits in its condition, as in
`#expect(try await trip.destination == "Kyoto")`, on one line or over several.

Swift Testing shows the values of a failed expectation's operands only when its expression does not await: of one
that does, it prints the expression's text alone ("Expectation failed: try await trip.destination == …"), and the
value on screen is lost. A test reads first (`let destination = try await trip.destination`), then compares. An
`await` inside a closure the macro takes (`#expect(throws: RunnerError.self) { try await … }`) is the closure's own
and is allowed.
"""
import os
import re
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MACRO = re.compile(r"#(expect|require)\s*\(")
AWAIT = re.compile(r"\bawait\b")


def _closing(text, start):
    """The index of the `)` that closes the parenthesis opened just before `start`, and the parts of the text between
    that lie outside any string literal, comment or braces (a closure); `len(text)` when it is never closed."""
    depth, braces, index, outside = 1, 0, start, []
    while index < len(text):
        char = text[index]
        if text.startswith("//", index):
            index = text.find("\n", index)
            index = len(text) if index < 0 else index
            continue
        if char == '"' or (char == "#" and text.startswith('#"', index)):
            index = _after_string(text, index)
            outside.append(" ")
            continue
        if char == "{":
            braces += 1
        elif char == "}":
            braces -= 1
        elif char == "(" and not braces:
            depth += 1
        elif char == ")" and not braces:
            depth -= 1
            if not depth:
                return index, "".join(outside)
        if not braces and char not in "{}":
            outside.append(char)
        index += 1
    return len(text), "".join(outside)


def _after_string(text, start):
    """The index just past the string literal (plain, raw `#"…"#`, or multi-line `\"\"\"`) that starts at `start`."""
    hashes = len(text[start:]) - len(text[start:].lstrip("#"))
    quote_at = start + hashes
    delimiter = '"""' if text.startswith('"""', quote_at) else '"'
    end = delimiter + "#" * hashes
    index = quote_at + len(delimiter)
    while index < len(text):
        if not hashes and text[index] == "\\":
            index += 2
            continue
        if text.startswith(end, index):
            return index + len(end)
        index += 1
    return len(text)


def awaited_expectations(text):
    """The line numbers (from 1) of each `#expect(` or `#require(` whose condition awaits."""
    found = []
    for match in MACRO.finditer(text):
        _, condition = _closing(text, match.end())
        if AWAIT.search(condition):
            found.append(text.count("\n", 0, match.start()) + 1)
    return found


def checked_files():
    """README.md, every guide in docs/, and every Swift file of the flows and page objects, the unit tests, the
    benchmarks, the fuzzers and the example app (their Python fixtures and tools are not Swift)."""
    files = [os.path.join(ROOT, "README.md")]
    docs = os.path.join(ROOT, "docs")
    files += [os.path.join(docs, name) for name in sorted(os.listdir(docs)) if name.endswith(".md")]
    for top in ("AcceptanceTests", "Tests", "Benchmarks", "Fuzz", "Examples"):
        for folder, subfolders, names in os.walk(os.path.join(ROOT, top)):
            subfolders[:] = sorted(name for name in subfolders if not name.startswith("."))  # no .build of its own
            files += [os.path.join(folder, name) for name in sorted(names) if name.endswith(".swift")]
    return files


class AwaitedExpectationsTests(unittest.TestCase):
    def test_no_flow_unit_test_benchmark_fuzzer_or_guide_awaits_inside_an_expectation(self):
        found = []
        for path in checked_files():
            with open(path, encoding="utf-8") as file:
                lines = awaited_expectations(file.read())
            found += [f"{os.path.relpath(path, ROOT)}:{line}" for line in lines]
        self.assertEqual(found, [], "read the value first (let x = try await …), then #expect on it: Swift Testing "
                                    "shows no value of an expectation that awaits")

    def test_the_unit_tests_benchmarks_and_fuzzers_are_checked_and_no_python_fixture(self):
        checked = [os.path.relpath(path, ROOT) for path in checked_files()]
        for top in ("AcceptanceTests", "Tests", "Benchmarks", "Fuzz", "Examples"):
            self.assertTrue(any(path.startswith(top + os.sep) for path in checked), f"no Swift file of {top}/")
        self.assertEqual([path for path in checked if path.endswith(".py")], [])

    def test_the_check_finds_the_pattern_on_one_line_and_over_several(self):
        text = ('#expect(try await trip.destination == "Kyoto")\n'
                "let x = try #require(\n    await app.pasteboard\n)\n"
                "#expect(\n    try await rows.count\n        == 3)\n")
        self.assertEqual(awaited_expectations(text), [1, 2, 5])

    def test_the_check_allows_a_closure_strings_comments_and_values_read_first(self):
        text = ('let error = await #expect(throws: RunnerError.self) { try await trips.open("Seatle") }\n'
                "let destination = try await trip.destination\n"
                '#expect(destination == "Kyoto", "read with try await first")\n'
                '#expect(label == #"no "await" here"#) // await\n'
                '#expect(text == """\n    await\n    """)\n')
        self.assertEqual(awaited_expectations(text), [])


if __name__ == "__main__":
    unittest.main()
