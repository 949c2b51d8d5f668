"""Where launch time goes: trips-shell -uiTesting --automation from spawn to its hello, broken down.

Usage: launch_profile.py SHELL DYNAMIC_SHELL FLOOR STATIC_FLOOR RUNS  ->  JSON lines for scripts/bench_report.py.

SHELL is the trips-shell `make bench` measures (the Swift runtime linked in); DYNAMIC_SHELL the same code linked
against the toolchain's shared libraries (what `swift build -c release` makes); FLOOR a Swift program that loads
Foundation and prints a line; STATIC_FLOOR the same, linked statically. For each: the time to its first line (median
of RUNS), the shared libraries mapped then (/proc/PID/maps) and the dynamic loader's own count (LD_DEBUG=statistics).
With `perf` on PATH, SHELL's CPU samples over RUNS launches, inclusive, grouped by phase.
"""
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

APP = ["-uiTesting", "--automation", "--protocol-version", "3"]

# Phases by the symbols that run them (inclusive: a phase's samples include what it calls).
PHASES = [
    ("main", "everything from main on (trips_shell_main)", r"^trips_shell_main$"),
    ("options", "launch options and the data directory", r"LaunchOptionsV5parse|DataDirectoryV.*options"),
    ("stubs", "the stubs: Stubs/ read and its places decoded", r"StubTransportV9directory|StubsLocatorO.*directory"),
    ("now", "the fixed now, read by hand (InternetTime; ISO8601DateFormatter and ICU were a fifth of it)", r"AppEnvironmentV.*nowFunction"),
    ("seed", "the seed trips copied into the data directory", r"AppEnvironmentV.*4seed"),
    ("trips", "the trips file read and decoded", r"TripStoreV4load"),
    ("model", "the app model made", r"AppModelC11environment"),
    ("hello", "the first screen rendered, encoded and written (the hello)", r"AutomationEndpointC3run"),
    ("threads", "other threads (dispatch workers, stdin reader)", r"^start_thread$"),
]


def first_line(command, env=None):
    """Milliseconds from spawn to the first line, the libraries mapped then, and the loader's statistics."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env=env)
    process.stdout.readline()
    elapsed = (time.perf_counter() - start) * 1000
    try:
        with open(f"/proc/{process.pid}/maps") as maps:
            libraries = {line.split()[-1] for line in maps if ".so" in line.split()[-1]}
    except (OSError, IndexError):
        libraries = None  # it had ended already
    _, errors = process.communicate()  # closes stdin: the app's signal to end
    return elapsed, libraries, errors.decode(errors="replace")


def loader_statistics(command):
    env = dict(os.environ, LD_DEBUG="statistics")
    _, _, errors = first_line(command, env)
    cycles = re.search(r"total startup time in dynamic loader: ([\d,]+) cycles", errors)
    relocations = re.search(r"final number of relocations: (\d+)", errors)
    return (int(cycles.group(1).replace(",", "")) if cycles else None,
            int(relocations.group(1)) if relocations else None)


def measure(programs, runs):
    """Each (what, command) RUNS times, taking turns, so that a change in the machine's load hits them alike."""
    times = {what: [] for what, _ in programs}
    libraries = {what: None for what, _ in programs}
    for _ in range(runs):
        for what, command in programs:
            elapsed, mapped, _ = first_line(command)
            times[what].append(elapsed)
            libraries[what] = mapped if mapped is not None else libraries[what]
    rows = []
    for what, command in programs:
        cycles, relocations = loader_statistics(command)
        mapped = libraries[what]
        rows.append({"kind": "launch", "what": what, "medianMs": statistics.median(times[what]),
                     "libraries": None if mapped is None else len(mapped), "loaderCycles": cycles,
                     "relocations": relocations,
                     "httpStack": any("libcurl" in name or "FoundationNetworking" in name for name in mapped or [])})
    return rows


def perf_phases(shell, runs):
    if not shutil.which("perf"):
        return [{"kind": "phase", "skipped": "perf is not installed (apt-get install linux-perf)"}]
    with tempfile.TemporaryDirectory() as scratch:
        data = os.path.join(scratch, "perf.data")
        loop = f"for i in $(seq {runs}); do echo | '{shell}' {' '.join(APP)} >/dev/null; done"
        recorded = subprocess.run(["perf", "record", "-q", "-F", "20000", "-g", "-o", data, "--", "sh", "-c", loop],
                                  capture_output=True, text=True)
        if recorded.returncode != 0:
            return [{"kind": "phase", "skipped": f"perf record failed: {recorded.stderr.strip()[:200]}"}]
        report = subprocess.run(["perf", "report", "-i", data, "--children", "--sort", "sym", "-g", "none",
                                 "--stdio"], capture_output=True, text=True).stdout
        by_thread = subprocess.run(["perf", "report", "-i", data, "--no-children", "--sort", "comm,dso", "-g", "none",
                                    "--stdio"], capture_output=True, text=True).stdout
    inclusive = {}
    for line in report.splitlines():
        match = re.match(r"\s*([\d.]+)%\s+[\d.]+%\s+\[[.k]\]\s+(\S+)", line)
        if match:
            inclusive.setdefault(match.group(2), float(match.group(1)))
    # The app's threads rename themselves (dispatch's workers), so the app is every thread but the loop's shell.
    app, kernel, loader = 0.0, 0.0, 0.0
    for line in by_thread.splitlines():
        match = re.match(r"\s*([\d.]+)%\s+(\S+)\s+(\S+)", line)
        if not match or match.group(2) in ("sh", "seq"):
            continue
        share = float(match.group(1))
        app += share
        kernel += share if match.group(3) == "[kernel.kallsyms]" else 0
        loader += share if match.group(3).startswith("ld-linux") else 0
    events = re.search(r"Event count \(approx\.\): (\d+)", report)
    cpu_ms = int(events.group(1)) * app / 100 / 1e6 / runs if events else 0
    app = app or 1
    rows = [{"kind": "phase", "key": "total", "phase": "all the app's CPU, per launch", "share": 1.0, "ms": cpu_ms},
            {"kind": "phase", "key": "kernel", "phase": "the kernel: exec, mapping the binary, page faults, threads",
             "share": kernel / app},
            {"kind": "phase", "key": "loader", "phase": "the dynamic loader: libraries mapped, symbols bound",
             "share": loader / app}]
    for key, phase, pattern in PHASES:
        share = max((value for symbol, value in inclusive.items() if re.search(pattern, symbol)), default=0)
        rows.append({"kind": "phase", "key": key, "phase": phase, "share": share / app})
    for row in rows[1:]:
        row["ms"] = row["share"] * cpu_ms
    return rows


def main():
    shell, dynamic_shell, floor, static_floor = sys.argv[1:5]
    runs = int(sys.argv[5]) if len(sys.argv) > 5 else 20
    rows = measure([
        ("trips-shell -uiTesting --automation, to its hello", [shell] + APP),
        ("trips-shell --version, to its line (start-up before the app)", [shell, "--version"]),
        ("trips-shell linked to the shared Swift libraries, to its hello", [dynamic_shell] + APP),
        ("a minimal Swift program with Foundation, to its first line", [floor]),
        ("the same program, the Swift runtime linked in", [static_floor]),
    ], runs)
    rows += perf_phases(shell, runs)
    for row in rows:
        print(json.dumps(row))


if __name__ == "__main__":
    main()
