"""The public API of the libraries an adopter depends on, held to the last version's: `AutomationKit` (the app-side
kit), `AppRunner` (the runner) and `AutomationProtocol`, which both re-export.

A version's API is the toolchain's API digester's dump of each module (`swift-api-digester -dump-sdk`), committed
under api/<version>/ (`make api-baseline VERSION=…` writes it from that version's source, built once in a temporary
folder). `make checks` dumps the modules of the debug build it already has and compares them with the newest
committed version's (`-diagnose-sdk`): a few seconds, where `swift package diagnose-api-breaking-changes` builds the
baseline again every time. A break passes only when CHANGELOG.md's newest version is a breaking bump of the baseline
(the major version; the minor while it is 0.x) and that version's section names what broke, in backticks.

`python3 scripts/api.py check BIN_PATH` checks; `python3 scripts/api.py baseline VERSION COMMIT` writes a baseline.
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
API = os.path.join(ROOT, "api")
CHANGELOG = os.path.join(ROOT, "CHANGELOG.md")
MODULES = ["AutomationKit", "AppRunner", "AutomationProtocol"]
# The C modules the Swift ones import, found by their module maps.
C_MODULES = ["CThreadSanitizer", "CProcessControl"]
VERSION = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")


def digester():
    """The toolchain's API digester: beside the `swift` that builds, or SWIFT_API_DIGESTER."""
    if os.environ.get("SWIFT_API_DIGESTER"):
        return os.environ["SWIFT_API_DIGESTER"]
    swift = shutil.which(os.environ.get("SWIFT", "swift"))
    beside = os.path.join(os.path.dirname(os.path.realpath(swift)), "swift-api-digester") if swift else ""
    return beside if os.path.exists(beside) else "swift-api-digester"


def target_triple():
    """The triple the modules were built for, as the compiler names its host."""
    output = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True, check=True).stdout
    return json.loads(output)["target"]["triple"]


def dump(modules_dir, out_dir, source_root=ROOT):
    """Writes each module's API, as the digester reads it from the built `modules_dir`, to `out_dir`/<module>.json."""
    os.makedirs(out_dir, exist_ok=True)
    triple = target_triple()
    cache = tempfile.mkdtemp(prefix="api-module-cache-")
    includes = sum((["-I", os.path.join(source_root, "Sources", name)] for name in C_MODULES), [])

    def one(module):
        path = os.path.join(out_dir, module + ".json")
        command = [digester(), "-dump-sdk", "-module", module, "-I", modules_dir, *includes, "-target", triple,
                   "-avoid-location", "-avoid-tool-args", "-module-cache-path", cache, "-o", path]
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0 or not os.path.exists(path):
            raise RuntimeError(f"the API digester could not read {module} in {modules_dir}:\n{result.stderr}")
        return path

    try:
        with ThreadPoolExecutor(len(MODULES)) as pool:
            return list(pool.map(one, MODULES))
    finally:
        shutil.rmtree(cache, ignore_errors=True)


def diagnose(baseline, current):
    """The digester's breaks between two dumps of one module, one line each, without its section headings."""
    result = subprocess.run([digester(), "-diagnose-sdk", "-input-paths", baseline, "-input-paths", current],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"the API digester could not compare {baseline} with {current}:\n{result.stderr}")
    text = result.stdout + result.stderr
    return [line.strip() for line in text.splitlines() if line.strip() and not line.strip().startswith("/*")]


def versions():
    """The versions with a committed baseline, oldest first."""
    found = [name for name in os.listdir(API) if VERSION.match(name)] if os.path.isdir(API) else []
    return sorted(found, key=lambda name: tuple(int(part) for part in name.split(".")))


def changelog_versions(text):
    """CHANGELOG.md's versions, newest first, each with its section's text."""
    sections, current = [], None
    for line in text.splitlines():
        heading = re.match(r"^## (\d+\.\d+\.\d+)\s*$", line)
        if heading:
            current = [heading.group(1), ""]
            sections.append(current)
        elif line.startswith("## "):
            current = None
        elif current is not None:
            current[1] += line + "\n"
    return [(version, body) for version, body in sections]


def breaking_bump(baseline, newer):
    """Whether `newer` may break `baseline`'s API: a new major version, or a new minor one while it is 0.x."""
    old, new = (tuple(int(part) for part in v.split(".")) for v in (baseline, newer))
    if old[0] == 0:
        return new[:2] > old[:2]
    return new[0] > old[0]


def named(break_line):
    """The name a changelog line must give for one break: the declaration's base name as the digester printed it
    (`Func Application.tap(_:) has been removed` asks for `tap`), or its type's for an initializer."""
    match = re.match(r"^(?:\w+: )?\w+ (\S+)", break_line)
    parts = (match.group(1) if match else break_line).split("(")[0].split(".")
    return parts[-2] if parts[-1] == "init" and len(parts) > 1 else parts[-1]


def unannounced(breaks, baseline_version, changelog_text):
    """The breaks CHANGELOG.md does not announce: all of them unless its newest version is a breaking bump of the
    baseline; otherwise those whose name that version's section does not give in backticks."""
    entries = changelog_versions(changelog_text)
    if not entries or not breaking_bump(baseline_version, entries[0][0]):
        return list(breaks)
    body = entries[0][1]
    mentioned = set(re.findall(r"`([^`]+)`", body))
    words = set(re.findall(r"\w+", " ".join(mentioned)))
    return [line for line in breaks if named(line) not in words]


def compare(baseline_dir, current_dir, changelog_text):
    """The breaks of the dumps in `current_dir` against those in `baseline_dir` (named for its version) that
    `changelog_text` does not announce, as `Module: break` lines."""
    breaks = []
    for module in MODULES:
        for line in diagnose(os.path.join(baseline_dir, module + ".json"), os.path.join(current_dir, module + ".json")):
            breaks.append(f"{module}: {line}")
    return unannounced(breaks, os.path.basename(os.path.normpath(baseline_dir)), changelog_text)


def newest_baseline():
    """The folder of the newest committed baseline."""
    known = versions()
    if not known:
        raise RuntimeError("no committed API baseline under api/ (make api-baseline VERSION=… COMMIT=…)")
    return os.path.join(API, known[-1])


def check(modules_dir, baseline_dir=None, changelog=CHANGELOG):
    """The unannounced breaks of the built modules against the newest baseline, as `Module: break` lines."""
    with open(changelog, encoding="utf-8") as file:
        changelog_text = file.read()
    current = tempfile.mkdtemp(prefix="api-current-")
    try:
        dump(modules_dir, current)
        return compare(baseline_dir or newest_baseline(), current, changelog_text)
    finally:
        shutil.rmtree(current, ignore_errors=True)


def baseline(version, commit):
    """Builds the modules from `commit`'s source in a temporary folder and writes their API to api/`version`/."""
    work = tempfile.mkdtemp(prefix="api-baseline-")
    try:
        archive = subprocess.run(["git", "-C", ROOT, "archive", "--format=tar", commit], capture_output=True,
                                 check=True).stdout
        subprocess.run(["tar", "-x", "-C", work], input=archive, check=True)
        swift = os.environ.get("SWIFT", "swift")
        for module in ["AutomationKit", "AppRunner"]:
            subprocess.run([swift, "build", "--target", module], cwd=work, check=True)
        bin_path = subprocess.run([swift, "build", "--show-bin-path"], cwd=work, capture_output=True, text=True,
                                  check=True).stdout.strip()
        out = os.path.join(API, version)
        dump(os.path.join(bin_path, "Modules"), out, source_root=work)
        full = subprocess.run(["git", "-C", ROOT, "rev-parse", commit], capture_output=True, text=True,
                              check=True).stdout.strip()
        with open(os.path.join(out, "SOURCE"), "w", encoding="utf-8") as file:
            file.write(f"{full}\n")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main(arguments):
    if len(arguments) == 2 and arguments[0] == "check":
        modules = os.path.join(arguments[1], "Modules")
        found = check(modules)
        if found:
            print("api: the public API broke without a breaking version in CHANGELOG.md naming each change "
                  f"(against api/{versions()[-1]}/):", file=sys.stderr)
            print("\n".join("  " + line for line in found), file=sys.stderr)
            return 1
        print(f"api: no break in {', '.join(MODULES)} against api/{versions()[-1]}/ that CHANGELOG.md does not announce")
        return 0
    if len(arguments) == 3 and arguments[0] == "baseline":
        baseline(arguments[1], arguments[2])
        return 0
    print("usage: api.py check BIN_PATH | api.py baseline VERSION COMMIT", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
