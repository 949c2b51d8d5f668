"""What an app's binary links, held to the app-side kit: `app_links.py BINARY` fails unless the binary holds the kit's
code (AutomationKit) and none of the runner's (AppRunner, TripsRunner) nor a testing library's (Swift Testing, XCTest),
neither linked in (a Swift symbol of that module, by its mangled module name) nor loaded (a shared library it needs).
make example-app runs it on the example apps (Examples/Countdown, Examples/Groceries), which must link the kit alone.

Symbols are read with `nm` and the needed libraries with `readelf -d` (ELF, as built here).
"""
import re
import subprocess
import sys

REQUIRED = ["AutomationKit"]
FORBIDDEN = ["AppRunner", "TripsRunner", "Testing", "XCTest"]
# The shared libraries of the testing libraries, as the binary's dynamic section names them.
FORBIDDEN_LIBRARIES = re.compile(r"lib(Testing|XCTest|_TestingInterop)\.so")


def modules(binary):
    """The Swift modules whose symbols the binary holds or refers to, from their mangled names ($s<length><module>)."""
    symbols = subprocess.run(["nm", "--no-demangle", binary], capture_output=True, text=True, check=True).stdout
    found = set()
    for match in re.finditer(r"\$s(\d+)([A-Za-z_]\w*)", symbols):
        length, rest = int(match.group(1)), match.group(2)
        if len(rest) >= length:
            found.add(rest[:length])
    return found


def needed(binary):
    """The shared libraries the binary needs."""
    dynamic = subprocess.run(["readelf", "-d", binary], capture_output=True, text=True, check=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic)


def problems(binary):
    """What the binary links that an app on the kit must not, and what it lacks, one sentence each."""
    found, libraries = modules(binary), needed(binary)
    said = [f"{binary} holds no code of {name}: it is not an app on the kit" for name in REQUIRED if name not in found]
    said += [f"{binary} links {name}, which an app on the kit must not" for name in FORBIDDEN if name in found]
    said += [f"{binary} loads {library}, a testing library" for library in libraries
             if FORBIDDEN_LIBRARIES.search(library)]
    return said


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: app_links.py BINARY")
    said = problems(sys.argv[1])
    for line in said:
        print(f"FAIL: {line}")
    if not said:
        print(f"ok: {sys.argv[1]} links AutomationKit, and neither the runner nor a testing library")
    sys.exit(1 if said else 0)


if __name__ == "__main__":
    main()
