"""The MCP server says nothing of Trips about another app: its generic code (Sources/TripsMCP, but for its Trips
folder, where Trips' profile for the server lives) names nothing of Trips in what it says, its string literals, as
the driver core names nothing of it anywhere (test_core_words.py). Its comments may take Trips' screens as examples;
its own name, trips-mcp, is the program's."""
import os
import re
import unittest

from test_core_words import trips_words

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SERVER = os.path.join(ROOT, "Sources", "TripsMCP")
TRIPS_FOLDER = os.path.join(SERVER, "Trips")
# A Swift string literal on one line, or a line of a multi-line one.
LITERAL = re.compile(r'"(?:[^"\\]|\\.)*"')
OWN_NAME = re.compile(r"trips-mcp")


def said(source):
    """What a Swift source says: its string literals (and the lines of its multi-line ones), by line number."""
    lines = []
    in_block = False
    for number, line in enumerate(source.splitlines(), 1):
        text = line.strip()
        if text.endswith('"""') and (in_block or text.count('"""') == 1):
            in_block = not in_block
            continue
        if in_block:
            lines.append((number, line))
        elif not text.startswith("//"):
            lines += [(number, literal) for literal in LITERAL.findall(line)]
    return lines


def named(source):
    found = []
    for number, text in said(source):
        found += [f"{number}: {words.split(': ', 1)[1]}" for words in trips_words(OWN_NAME.sub("", text))]
    return found


class ServerWordsTests(unittest.TestCase):
    def test_the_rule_reads_literals_and_leaves_comments_and_its_own_name(self):
        source = ('// tap trip.seattle\nlet a = "relaunch: no saved trip is lost"\nlet b = "trips-mcp found no package"\n'
                  'let c = """\n    `trips-shell --help` lists them\n    """\n')
        self.assertEqual(named(source), ["2: trip", "5: trips-shell"])

    def test_the_servers_generic_code_says_nothing_of_trips(self):
        found = []
        for directory, _, files in os.walk(SERVER):
            if directory.startswith(TRIPS_FOLDER):
                continue
            for name in sorted(files):
                if name.endswith(".swift"):
                    path = os.path.join(directory, name)
                    with open(path, encoding="utf-8") as file:
                        found += [f"{os.path.relpath(path, ROOT)}:{line}" for line in named(file.read())]
        self.assertEqual(found, [], "the server's generic code says Trips' words:\n" + "\n".join(found))


if __name__ == "__main__":
    unittest.main()
