"""The adoption code of an example app on the kit: the lines it writes only to be drivable, which a test holds to the
figure its documents state (scripts/tests/test_example_app.py). `adoption_lines.py PACKAGE` prints each counted line
with its file and the total.

The rule, over the app's sources (PACKAGE/Sources), blank lines and `//` comments never counted:
- main.swift, every line: the app's conformance to `DrivableApp`, the launch read and checked, its log, its work on
  the driven or the live clock, the endpoint run;
- elsewhere, a line naming what only the kit needs (`AppWork`, `LogLines`, `DrivingError`: the work and the log the
  model takes in, the `back()` the driver asks for) or declaring an identifier (`var cellIdentifier`), counted with
  the whole declaration when it opens one (an initializer, a method, a computed property), to its closing brace.
An identifier written in the line that builds its control adds no line: the screen has that line anyway, as a SwiftUI
view has the control an `.accessibilityIdentifier` modifier would follow.
"""
import os
import re
import sys

KIT_ONLY = re.compile(r"\b(AppWork|LogLines|DrivingError)\b|\bvar \w*Identifier\b")


def code_lines(text):
    """The lines that are neither blank nor only a `//` comment."""
    return [line for line in text.splitlines() if line.strip() and not line.strip().startswith("//")]


def declarations(lines):
    """The lines counted in a source other than main.swift: each naming what only the kit needs, with the rest of the
    declaration it opens, to the brace that closes it."""
    counted, depth = [], 0
    for line in lines:
        if depth > 0:
            counted.append(line)
            depth += line.count("{") - line.count("}")
        elif KIT_ONLY.search(line):
            counted.append(line)
            depth = max(0, line.count("{") - line.count("}"))
    return counted


def adoption(package):
    """Each counted line of the package's app as (path from the package, line)."""
    counted = []
    sources = os.path.join(package, "Sources")
    for folder, _, names in sorted(os.walk(sources)):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as file:
                lines = code_lines(file.read())
            picked = lines if name == "main.swift" else declarations(lines)
            counted += [(os.path.relpath(path, package), line) for line in picked]
    return counted


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: adoption_lines.py PACKAGE")
    counted = adoption(sys.argv[1])
    for path, line in counted:
        print(f"{path}: {line.strip()}")
    print(f"{len(counted)} lines of adoption code")


if __name__ == "__main__":
    main()
