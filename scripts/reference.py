"""The reference of the libraries an adopter depends on: DocC documentation of `AutomationKit` (the app-side kit),
`AppRunner` (the runner) and `AutomationProtocol` (the protocol types both re-export), made by the toolchain's `docc`
from the built modules' symbol graphs (`swift-symbolgraph-extract`), with no package plugin: nothing outside this
repository is fetched.

Each module has a catalog beside its sources (`Sources/<module>/<module>.docc`: its landing page); the kit's gets the
adoption how-to as an article, taken from docs/architecture.md's section when the reference is built, so that the
how-to has one text. Each module becomes an archive of its own and `docc merge` joins them into one,
.build/reference/Trips.doccarchive, transformed for static hosting: DocC's pages are a Vue app that reads JSON beside
them, so they are served (scripts/reference_tests/ serves them on localhost and opens them in headless Chromium).

`coverage` is the documentation check `make checks` runs: every public symbol of the three modules has a doc comment
(read from the symbol graphs' `docComment`), or the check fails naming each one that has none.

`python3 scripts/reference.py build BIN_PATH [OUT]` builds the reference, and fails on any DocC warning (a link that
leads nowhere); `coverage BIN_PATH` checks the comments.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["AutomationKit", "AppRunner", "AutomationProtocol"]
C_MODULES = ["CThreadSanitizer", "CProcessControl"]
OUT = os.path.join(ROOT, ".build", "reference")
ARCHITECTURE = os.path.join(ROOT, "docs", "architecture.md")
ADOPTION_HEADING = "## Another app on the same core"
ADOPTION_ARTICLE = "Adopting-the-kit-and-the-runner"
# The module whose catalog holds the how-to, and the archive the merged one is named for.
ARTICLE_MODULE = "AutomationKit"
COMBINED = "Trips"


def toolchain_tool(name):
    """A tool of the toolchain that builds: beside the `swift` on the PATH (or SWIFT)."""
    swift = shutil.which(os.environ.get("SWIFT", "swift"))
    beside = os.path.join(os.path.dirname(os.path.realpath(swift)), name) if swift else ""
    return beside if os.path.exists(beside) else name


def target_triple():
    """The triple the modules were built for, as the compiler names its host."""
    output = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True, check=True).stdout
    return json.loads(output)["target"]["triple"]


def symbol_graphs(modules_dir, out_dir):
    """Extracts each module's public symbol graph from the built `modules_dir` into `out_dir`/<module>/."""
    triple = target_triple()
    cache = tempfile.mkdtemp(prefix="reference-module-cache-")
    includes = sum((["-I", os.path.join(ROOT, "Sources", name)] for name in C_MODULES), [])

    def one(module):
        folder = os.path.join(out_dir, module)
        os.makedirs(folder, exist_ok=True)
        command = [toolchain_tool("swift-symbolgraph-extract"), "-module-name", module, "-I", modules_dir, *includes,
                   "-target", triple, "-minimum-access-level", "public", "-module-cache-path", cache,
                   "-output-dir", folder]
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"swift-symbolgraph-extract could not read {module} in {modules_dir}:\n{result.stderr}")
        return folder

    try:
        with ThreadPoolExecutor(len(MODULES)) as pool:
            return list(pool.map(one, MODULES))
    finally:
        shutil.rmtree(cache, ignore_errors=True)


def undocumented(graph_dirs):
    """Every public symbol in the symbol graphs under `graph_dirs` that has no doc comment, as `Module: kind path`.

    A symbol with no place in the source is the compiler's: a conformance it derived (`hash(into:)`), a default a
    protocol's extension gives (`::SYNTHESIZED::`), a property wrapper's projection (`$name`); each is documented where
    it is declared, so it is left out. The places come from the build's .swiftsourceinfo: a module none of whose
    symbols has one was read without them, and fails rather than passing empty.
    """
    found = []
    for folder in graph_dirs:
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".symbols.json"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as file:
                graph = json.load(file)
            module = graph["module"]["name"]
            public = [s for s in graph["symbols"] if s.get("accessLevel") in ("public", "open")]
            placed = [s for s in public if s.get("location")]
            if public and not placed and "@" not in name:
                raise RuntimeError(f"{name}: no symbol has a source location (the build's .swiftsourceinfo?)")
            for symbol in placed:
                if not symbol.get("docComment"):
                    found.append(f"{module}: {symbol['kind']['displayName'].lower()} {'.'.join(symbol['pathComponents'])}")
    return sorted(found)


def linked_as_text(markdown):
    """The how-to's links to the repository's documents as their paths in text: a DocC article has no page to open."""

    def replace(match):
        text, target = match.group(1), match.group(2)
        if re.match(r"^[a-z]+:", target):
            return match.group(0)
        path, _, anchor = target.partition("#")
        resolved = os.path.normpath(os.path.join("docs", path)) if path else "docs/architecture.md"
        where = f"`{resolved}`" + (f", {anchor.replace('-', ' ')}" if anchor else "")
        return where if text.strip("`") == os.path.basename(resolved) else f"{text} ({where})"

    return re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", replace, markdown)


def adoption_article():
    """docs/architecture.md's adoption how-to as a DocC article: its section, its subsections one level up."""
    with open(ARCHITECTURE, encoding="utf-8") as file:
        text = file.read()
    start = text.index(ADOPTION_HEADING + "\n")
    end = text.find("\n## ", start + 1)
    section = text[start + len(ADOPTION_HEADING) + 1 : end if end != -1 else len(text)]
    body = re.sub(r"^### ", "## ", section, flags=re.MULTILINE)
    return "# Adopting the kit and the runner\n\nMake a Swift app drivable, then drive it from flows.\n" + linked_as_text(body)


def convert(module, graph_dir, out_dir, work):
    """One module's archive, from its catalog (with the how-to beside the kit's) and its symbol graph."""
    catalog = os.path.join(work, module + ".docc")
    shutil.copytree(os.path.join(ROOT, "Sources", module, module + ".docc"), catalog)
    if module == ARTICLE_MODULE:
        with open(os.path.join(catalog, ADOPTION_ARTICLE + ".md"), "w", encoding="utf-8") as file:
            file.write(adoption_article())
    archive = os.path.join(out_dir, module + ".doccarchive")
    command = [toolchain_tool("docc"), "convert", catalog, "--additional-symbol-graph-dir", graph_dir,
               "--fallback-display-name", module, "--fallback-bundle-identifier", "trips." + module,
               "--output-path", archive]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"docc could not convert {module}:\n{result.stdout}{result.stderr}")
    return archive, result.stdout + result.stderr


def build(bin_path, out_dir=OUT):
    """The merged reference in `out_dir`/Trips.doccarchive, its pages for static hosting; the warnings DocC gave."""
    shutil.rmtree(out_dir, ignore_errors=True)
    os.makedirs(out_dir)
    work = tempfile.mkdtemp(prefix="reference-")
    try:
        graphs = symbol_graphs(os.path.join(bin_path, "Modules"), os.path.join(work, "symbol-graphs"))
        os.makedirs(os.path.join(work, "archives"))
        with ThreadPoolExecutor(len(MODULES)) as pool:
            converted = list(pool.map(lambda pair: convert(*pair, os.path.join(work, "archives"), work),
                                      zip(MODULES, graphs)))
        combined = os.path.join(out_dir, COMBINED + ".doccarchive")
        command = [toolchain_tool("docc"), "merge", *[archive for archive, _ in converted],
                   "--synthesized-landing-page-name", COMBINED, "--synthesized-landing-page-kind", "Package",
                   "--output-path", combined]
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"docc could not merge the archives:\n{result.stdout}{result.stderr}")
        warnings = [line for _, log in converted for line in log.splitlines() if line.startswith("warning:")]
        return combined, warnings
    finally:
        shutil.rmtree(work, ignore_errors=True)


def coverage(bin_path):
    """The undocumented public symbols of the built modules."""
    work = tempfile.mkdtemp(prefix="reference-coverage-")
    try:
        return undocumented(symbol_graphs(os.path.join(bin_path, "Modules"), work))
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main(arguments):
    if len(arguments) == 2 and arguments[0] == "coverage":
        found = coverage(arguments[1])
        if found:
            print(f"reference: {len(found)} public symbols have no doc comment (///):", file=sys.stderr)
            print("\n".join("  " + line for line in found), file=sys.stderr)
            return 1
        print(f"reference: every public symbol of {', '.join(MODULES)} has a doc comment")
        return 0
    if len(arguments) in (2, 3) and arguments[0] == "build":
        combined, warnings = build(arguments[1], *arguments[2:])
        if warnings:
            # A warning is a link that leads nowhere in the reference a reader opens: a symbol renamed, or one of
            # another module (write it as code, `Element`, not as a link).
            print(f"reference: DocC gave {len(warnings)} warnings, each a link to no page:", file=sys.stderr)
            print("\n".join("  " + line for line in warnings), file=sys.stderr)
            return 1
        print(f"reference: {os.path.relpath(combined, ROOT)}, no DocC warning")
        return 0
    print("usage: reference.py coverage BIN_PATH | reference.py build BIN_PATH [OUT]", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
