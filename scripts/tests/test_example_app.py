"""The example apps on the kit stay small to adopt. Examples/Countdown: its adoption code, the lines of its main.swift
that are neither blank nor comments, is what docs/architecture.md ("Another app on the same core") says it is, and
within the goal of 40 lines with the model's own share the document adds. Examples/Groceries: its adoption code, as
scripts/adoption_lines.py counts it, is what its README.md and docs/architecture.md say, and the same rule gives
Countdown's total.
"""
import os
import re
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAIN = "Examples/Countdown/Sources/countdown/main.swift"
GOAL = 40
GROCERIES = "Examples/Groceries"

sys.path.insert(0, os.path.join(ROOT, "scripts"))
import adoption_lines  # noqa: E402  (the script beside the tests' folder)


def code_lines(text):
    """The lines that are neither blank nor only a `//` comment."""
    return [line for line in text.splitlines() if line.strip() and not line.strip().startswith("//")]


class ExampleAppTests(unittest.TestCase):
    def test_the_count_skips_blank_lines_and_comments(self):
        self.assertEqual(code_lines("// why\n\nimport A\n  // more\nlet x = 1 // said\n"), ["import A", "let x = 1 // said"])

    def test_the_document_says_the_adoption_code_as_it_is_and_within_the_goal(self):
        with open(os.path.join(ROOT, MAIN), encoding="utf-8") as file:
            counted = len(code_lines(file.read()))
        with open(os.path.join(ROOT, "docs", "architecture.md"), encoding="utf-8") as file:
            document = " ".join(file.read().split())
        said = re.search(r"`" + re.escape(MAIN) + r"` is (\d+) lines of code.*?with (\d+) more.*?: (\d+) in all", document)
        self.assertIsNotNone(said, "docs/architecture.md does not say how many lines main.swift is")
        main, more, total = (int(number) for number in said.groups())
        self.assertEqual(main, counted, f"{MAIN} is {counted} lines of code, the document says {main}")
        self.assertEqual(total, main + more)
        self.assertLessEqual(total, GOAL)


    def test_the_groceries_readme_says_its_adoption_code_as_it_is(self):
        counted = len(adoption_lines.adoption(os.path.join(ROOT, GROCERIES)))
        with open(os.path.join(ROOT, GROCERIES, "README.md"), encoding="utf-8") as file:
            readme = " ".join(file.read().split())
        said = re.search(r"the grocery list is (\d+) lines of adoption code", readme)
        self.assertIsNotNone(said, f"{GROCERIES}/README.md does not say how many lines of adoption code it is")
        self.assertEqual(int(said.group(1)), counted, f"{GROCERIES} is {counted} lines of adoption code "
                         f"(scripts/adoption_lines.py {GROCERIES} lists them), its README.md says {said.group(1)}")
        self.assertLessEqual(counted, GOAL)
        with open(os.path.join(ROOT, "docs", "architecture.md"), encoding="utf-8") as file:
            guide = re.search(r"`Examples/Groceries` is (\d+) lines", " ".join(file.read().split()))
        self.assertIsNotNone(guide, "docs/architecture.md does not say how many lines Examples/Groceries adopts in")
        self.assertEqual(int(guide.group(1)), counted)

    def test_the_rule_counts_countdown_as_its_document_does(self):
        with open(os.path.join(ROOT, "Examples", "Groceries", "README.md"), encoding="utf-8") as file:
            said = re.search(r"is (\d+) by the same rule", " ".join(file.read().split()))
        self.assertIsNotNone(said)
        self.assertEqual(len(adoption_lines.adoption(os.path.join(ROOT, "Examples", "Countdown"))), int(said.group(1)))

    def test_the_rule_counts_a_declaration_whole_and_a_kit_free_line_not(self):
        lines = ["let work: AppWork", "init(work: AppWork) {", "self.work = work", "}", "func add() {", "}",
                 "var cellIdentifier: String {", "\"a.\" + name", "}"]
        self.assertEqual(adoption_lines.declarations(lines), lines[:4] + lines[6:])


if __name__ == "__main__":
    unittest.main()
