"""The flows' tags a document lists are the flows' tags: a list that names `AcceptanceTests/Support/Tags.swift` (in
README.md or docs/*.md, up to the end of its paragraph) names every `@Tag` declared there and nothing else, and every
tag an example selects (`TAGS=slowNetwork,persistence`) is declared. A tag added, renamed or dropped fails here at
each document that still says the old list.
"""
import os
import re
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TAGS_FILE = "AcceptanceTests/Support/Tags.swift"
DECLARED = re.compile(r"@Tag\s+static\s+var\s+(\w+)\s*:")
SELECTED = re.compile(r"\bTAGS=([\w,]+)")
TRAIT = re.compile(r"\.tags\(([^)]*)\)")


def declared_tags(text):
    """The tags a Swift file declares with `@Tag static var NAME: Self`."""
    return DECLARED.findall(text)


def listed_tags(text):
    """Each list of tags in a document: its line (from 1) and the backticked words after the mention of the tags
    file, to the end of that paragraph."""
    lists = []
    lines = text.splitlines()
    for number, line in enumerate(lines, 1):
        mention = line.find(f"`{TAGS_FILE}`")
        if mention < 0:
            continue
        paragraph = [line[mention + len(TAGS_FILE) + 2:]]
        for following in lines[number:]:
            if not following.strip() or following.startswith(("#", "```", "|")):
                break
            paragraph.append(following)
        lists.append((number, re.findall(r"`(\w+)`", " ".join(paragraph))))
    return lists


def documents():
    docs = sorted(name for name in os.listdir(os.path.join(ROOT, "docs")) if name.endswith(".md"))
    return ["README.md"] + [f"docs/{name}" for name in docs]


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        return file.read()


def problems(tags, path, text):
    """What `text`, the document at `path`, says of the tags that `tags` are not."""
    found = []
    for number, listed in listed_tags(text):
        missing = [tag for tag in tags if tag not in listed]
        unknown = [tag for tag in listed if tag not in tags]
        if missing or unknown:
            found.append(f"{path}:{number}: the list of tags lacks {missing or 'none'} and has {unknown or 'none'}"
                         f" that {TAGS_FILE} does not declare; its tags, in order: {', '.join(tags)}")
    for number, line in enumerate(text.splitlines(), 1):
        for selection in SELECTED.findall(line):
            unknown = [tag for tag in selection.split(",") if tag and tag not in tags]
            if unknown:
                found.append(f"{path}:{number}: TAGS= selects {unknown}, which {TAGS_FILE} does not declare")
        for trait in TRAIT.findall(line):
            unknown = [tag for tag in re.findall(r"\.(\w+)", trait) if tag not in tags]
            if unknown:
                found.append(f"{path}:{number}: .tags(…) names {unknown}, which {TAGS_FILE} does not declare")
    return found


class DocumentTagsTests(unittest.TestCase):
    def test_every_list_of_tags_in_a_document_is_the_flows_tags(self):
        tags = declared_tags(read(TAGS_FILE))
        self.assertGreaterEqual(len(tags), 10, f"the tags of {TAGS_FILE} were not found")
        lists = [len(listed_tags(read(path))) for path in documents()]
        self.assertGreaterEqual(sum(lists), 1, "no document lists the tags: docs/ci.md did")
        found = [problem for path in documents() for problem in problems(tags, path, read(path))]
        self.assertEqual(found, [], "\n".join(found))

    def test_a_tag_missing_from_a_list_or_not_declared_is_reported(self):
        tags = declared_tags("@Tag static var weather: Self\n    @Tag static var delete: Self\n")
        self.assertEqual(tags, ["weather", "delete"])
        text = (f"The tags are in `{TAGS_FILE}`: `weather`,\n`places`. More.\n\nNot `delete`.\n"
                "make acceptance TAGS=weather,slow\n@Suite(.tags(.weather, .wether))\n")
        found = problems(tags, "x.md", text)
        self.assertEqual(len(found), 3, found)
        self.assertIn("x.md:1: the list of tags lacks ['delete'] and has ['places']", found[0])
        self.assertIn("x.md:5: TAGS= selects ['slow']", found[1])
        self.assertIn("x.md:6: .tags(…) names ['wether']", found[2])
        self.assertEqual(problems(tags, "x.md", f"In `{TAGS_FILE}`: `weather`, `delete`.\n"), [])


if __name__ == "__main__":
    unittest.main()
