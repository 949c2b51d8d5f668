"""The repository speaks of itself, not of its tracker, and docs/benchmarks.md keeps conclusions, not a notebook: no
text file says "the issue", and outside the figures `make bench` writes between its markers, benchmarks.md names no date or time of day
(the history of a figure belongs in the body of the commit that moved it).
"""
import os
import re
import subprocess
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TEXT = (".swift", ".md", ".py", ".sh", ".txt", ".json", ".yml", ".yaml", ".html", ".css", ".js", ".h", "Makefile")
TRACKER = re.compile(r"\bthe issue\b|\bissue #\d+|/issues/\d+")
DATE = re.compile(r"(?<!revision )\b20\d\d-\d\d-\d\d\b|\b\d\d:\d\d UTC\b")
# What make bench writes between its markers (`<!-- NAME:begin … -->` to `<!-- NAME:end -->`): one run's figures, dated.
GENERATED = re.compile(r"<!-- ([\w-]+):begin.*?<!-- \1:end -->", re.S)


def tracked():
    listing = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout
    return [path for path in listing.splitlines()
            if path.endswith(TEXT) and os.path.isfile(os.path.join(ROOT, path))]


class WordingTests(unittest.TestCase):
    def test_nothing_speaks_of_the_tracker(self):
        found = []
        for path in tracked():
            if path == "scripts/tests/test_wording.py":
                continue
            with open(os.path.join(ROOT, path), encoding="utf-8", errors="replace") as file:
                for number, line in enumerate(file, 1):
                    if TRACKER.search(line):
                        found.append(f"{path}:{number}: {line.strip()}")
        self.assertEqual(found, [])

    def test_benchmarks_names_no_date_outside_the_figures(self):
        with open(os.path.join(ROOT, "docs", "benchmarks.md"), encoding="utf-8") as file:
            text = file.read()
        self.assertIn("<!-- bench-figures:begin", text)
        prose = GENERATED.sub("", text)
        self.assertEqual(DATE.findall(prose), [])


if __name__ == "__main__":
    unittest.main()
