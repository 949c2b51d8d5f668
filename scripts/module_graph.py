"""The module graph of docs/architecture.md, made from Package.swift: each module of the package and what it depends
on, one line each, leaves first. `python3 scripts/module_graph.py` prints it; `--write` puts it into the document
between its markers; scripts/tests/test_module_graph.py fails when the document's copy differs from Package.swift.

Package.swift is read through `swift package dump-package` (SwiftPM's own reading, as JSON), not parsed here.
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCUMENT = os.path.join(ROOT, "docs", "architecture.md")
BEGIN = "<!-- module graph: made from Package.swift by scripts/module_graph.py --write; a test holds it to the package -->"
END = "<!-- end of the module graph -->"
WIDTH = 118
# Where a target lives decides the group it is listed in, in this order.
GROUPS = [
    ("the package's modules", "Sources/"),
    ("test helpers", "Tests/Helpers/"),
    ("benchmarks", "Benchmarks/"),
    ("fuzzers", "Fuzz/"),
]


def package():
    """SwiftPM's reading of Package.swift."""
    swift = os.environ.get("SWIFT", "swift")
    output = subprocess.run([swift, "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(output.stdout)


def dependencies(target):
    """The names of the targets and products a target depends on, in the order declared."""
    names = []
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def target_path(target):
    """The folder a target's sources are in, from the package's root, ending in a slash."""
    if target.get("path"):
        return target["path"].rstrip("/") + "/"
    return ("Tests/" if target["type"] == "test" else "Sources/") + target["name"] + "/"


def ordered(targets):
    """The targets with every one after what it depends on; otherwise in the package's order."""
    done, result = set(), []
    remaining = list(targets)
    while remaining:
        for target in remaining:
            if all(name in done or name not in {t["name"] for t in targets} for name in dependencies(target)):
                result.append(target)
                done.add(target["name"])
                remaining.remove(target)
                break
        else:
            raise ValueError("the package's targets depend on each other in a circle")
    return result


def graph(manifest):
    """The graph's lines, as the document shows them."""
    targets = [t for t in manifest["targets"] if t["type"] != "test"]
    width = max(len(t["name"]) for t in targets)
    lines = []
    for title, folder in GROUPS:
        members = [t for t in targets if target_path(t).startswith(folder)]
        if not members:
            continue
        if lines:
            lines.append("")
        lines.append(f"{title}:")
        for target in ordered(members):
            lines += wrapped(target["name"].ljust(width) + " ─► ", dependencies(target) or ["(nothing)"])
    return lines


def wrapped(head, names):
    """`head` and the names, comma-separated, wrapped under the first name where a line would pass WIDTH."""
    lines, line = [], head
    for index, name in enumerate(names):
        word = name + ("," if index < len(names) - 1 else "")
        if len(line) + len(word) + 1 > WIDTH and line.strip() != head.strip():
            lines.append(line.rstrip())
            line = " " * len(head)
        line += word + " "
    lines.append(line.rstrip())
    return lines


def block(manifest):
    """The document's block, markers included."""
    return "\n".join([BEGIN, "```", *graph(manifest), "```", END])


def documented():
    """The block as the document has it, or None when its markers are missing."""
    with open(DOCUMENT, encoding="utf-8") as file:
        text = file.read()
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        return None
    return text[start:end + len(END)]


def write(manifest):
    with open(DOCUMENT, encoding="utf-8") as file:
        text = file.read()
    current = documented()
    if current is None:
        sys.exit(f"{DOCUMENT} has no module graph markers ({BEGIN})")
    with open(DOCUMENT, "w", encoding="utf-8") as file:
        file.write(text.replace(current, block(manifest)))


if __name__ == "__main__":
    manifest = package()
    if sys.argv[1:] == ["--write"]:
        write(manifest)
    else:
        print(block(manifest))
