"""Every repository path that a comment or a document names exists: a comment in Sources/, Tests/, AcceptanceTests/,
Benchmarks/ or scripts/, and README.md and docs/*.md whole. A file that moves leaves no stale pointer behind.

A path counts as named when it has a folder in it and either starts at a folder of the repository (`Sources/…`,
`scripts/…`, a module's folder such as `TripsShell/REPL/`) or ends in a file's extension (`Flows/GuideFlows.swift`).
It is found when it exists from the repository's root, from `Sources/`, `Tests/` or `AcceptanceTests/`, or from the
folder of the file that names it or any folder above that one. Paths of build products and of other machines
(`.build/…`, `/usr/…`, `~/…`) and placeholders in capitals (`Snapshots/NAME.txt`) are not repository paths.
"""
import io
import os
import re
import subprocess
import tokenize
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COMMENTED = ("Sources", "Tests", "AcceptanceTests", "Benchmarks", "scripts", "Fuzz")
EXTENSIONS = ("swift", "md", "py", "sh", "json", "txt", "yml", "yaml", "html", "css", "js", "h", "modulemap")
# A path: folders and a last part, none starting right after a word, a dot, a slash, a colon or a dash (so neither
# the middle of a longer path nor a URL's host starts one).
PATH = re.compile(r"(?<![\w./:~$-])((?:\.?[A-Za-z0-9_+-]+/)+(?:[A-Za-z0-9_+-][A-Za-z0-9_+.-]*)?)")
# Named before they land: documents a change in flight brings, accepted only while missing (none now).
PENDING: set[str] = set()
PLACEHOLDER = re.compile(r"^[A-Z][A-Z_]*(\.[a-z]+)?$")
# DocC's symbol links (``Domain/ManualClock``) name symbols, not files.
SYMBOL_LINK = re.compile(r"``[^`]*``")
# Marks a line of a document's code block, where an example command may name files of its own (a shard's results):
# there only paths that start at a folder of the repository count.
FENCE = "\0"


def tracked_files():
    listing = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout
    return [path for path in listing.splitlines() if os.path.exists(os.path.join(ROOT, path))]


def swift_comments(text):
    """The text of each `//` comment, by line: the part of a line after `//` outside a string literal."""
    for number, line in enumerate(text.splitlines(), 1):
        quoted = False
        for index, character in enumerate(line):
            if character == '"' and (index == 0 or line[index - 1] != "\\"):
                quoted = not quoted
            elif not quoted and line.startswith("//", index):
                yield number, line[index + 2:]
                break


def python_comments(text):
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.COMMENT:
                yield token.start[0], token.string[1:]
    except (tokenize.TokenError, SyntaxError):
        return


def shell_comments(text):
    """A line's part after a `#` that starts it or follows a blank (a shell comment), outside `$#` and `${#…}`."""
    for number, line in enumerate(text.splitlines(), 1):
        match = re.search(r"(?:^|\s)#(?![!{])(.*)", line)
        if match and not line.lstrip().startswith("#!"):
            yield number, match.group(1)


def document_lines(text):
    """Each line of a document, those of fenced code blocks marked as code (`FENCE` before them)."""
    fenced = False
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("```"):
            fenced = not fenced
        yield number, (FENCE + line) if fenced else line


def named_texts(files):
    """(file, line, text) for every comment of the commented folders' code, and every line of the documents."""
    for path in files:
        full = os.path.join(ROOT, path)
        name = os.path.basename(path)
        if path == "README.md" or (path.startswith("docs/") and path.endswith(".md")):
            reader = document_lines
        elif not path.startswith(tuple(folder + "/" for folder in COMMENTED)):
            continue
        elif name.endswith(".swift"):
            reader = swift_comments
        elif name.endswith(".py"):
            reader = python_comments
        elif name.endswith(".sh") or name == "Makefile" or "." not in name:
            reader = shell_comments
        else:
            continue
        try:
            with open(full, encoding="utf-8") as file:
                text = file.read()
        except (UnicodeDecodeError, IsADirectoryError):
            continue
        for number, line in reader(text):
            yield path, number, line


def starts(files):
    """The first parts a repository path can start with: the root's entries, and each module's folder."""
    names = {path.split("/")[0] for path in files}
    for folder in ("Sources", "Tests"):
        names |= set(os.listdir(os.path.join(ROOT, folder)))
    return names


def is_repository_path(candidate, first_parts):
    parts = candidate.rstrip("/").split("/")
    if any(PLACEHOLDER.match(part) for part in parts):
        return False
    extension = parts[-1].rsplit(".", 1)[-1] if "." in parts[-1] else ""
    return parts[0] in first_parts or extension in EXTENSIONS


def exists(candidate, naming_file):
    path = candidate.rstrip("/")
    bases = ["", "Sources", "Tests", "AcceptanceTests"]
    folder = os.path.dirname(naming_file)
    while folder:
        bases.append(folder)
        folder = os.path.dirname(folder)
    return any(os.path.exists(os.path.join(ROOT, base, path)) for base in bases)


def missing_paths():
    files = tracked_files()
    first_parts = starts(files)
    missing = []
    for path, number, text in named_texts(files):
        code = text.startswith(FENCE)
        for match in PATH.finditer(SYMBOL_LINK.sub("", text)):
            candidate = match.group(1)
            if candidate.startswith((".build/", "./.build/")) or not is_repository_path(candidate, first_parts):
                continue
            if code and candidate.split("/")[0] not in first_parts:
                continue
            entry = f"{path}:{number}: {candidate}"
            if not exists(candidate, path) and candidate not in PENDING and entry not in missing:
                missing.append(entry)
    return missing


class NamedPathsTests(unittest.TestCase):
    def test_every_path_a_comment_or_a_document_names_exists(self):
        missing = missing_paths()
        self.assertEqual(missing, [], "named but not in the repository:\n" + "\n".join(missing))

    def test_a_moved_file_named_in_a_comment_is_found(self):
        first_parts = starts(tracked_files())
        for named in ("Sources/Presentation/Environment/StubsLocator.swift", "TripsShell/Nowhere/Gone.swift",
                      "Flows/NoSuchFlow.swift"):
            self.assertTrue(is_repository_path(named, first_parts), named)
            self.assertFalse(exists(named, "AcceptanceTests/Pages/Page.swift"), named)
        self.assertTrue(exists("Flows/GuideFlows.swift", "AcceptanceTests/Pages/Page.swift"))
        self.assertTrue(exists("shell.md", "docs/writing-flows.md"))

    def test_what_is_not_a_repository_path_is_left_alone(self):
        first_parts = starts(tracked_files())
        for text in ("https://open-meteo.com/v1/forecast", "~/.local/state/trips/history", "/usr/bin/chromium",
                     "input/output", "AcceptanceTests/Snapshots/NAME.txt"):
            named = [m.group(1) for m in PATH.finditer(text) if is_repository_path(m.group(1), first_parts)]
            self.assertEqual(named, [], text)

    def test_comments_are_told_from_code(self):
        swift = 'let url = "Sources/Gone.swift" // see Sources/Here.swift\n/// `Tests/Doc.swift`\n'
        self.assertEqual([text for _, text in swift_comments(swift)], [" see Sources/Here.swift", "/ `Tests/Doc.swift`"])
        python = 'path = "scripts/gone.py"  # scripts/here.py\n'
        self.assertEqual([text for _, text in python_comments(python)], [" scripts/here.py"])
        shell = 'echo "${#x}" $# # scripts/here.sh\n'
        self.assertEqual([text for _, text in shell_comments(shell)], [" scripts/here.sh"])


if __name__ == "__main__":
    unittest.main()
