"""A newcomer's first `make test`, timed by stage: clones the repository's HEAD into a temporary folder, runs
`make test` there (installs, the build and every stage), then again with nothing changed, and writes the table into
docs/benchmarks.md between its markers (and prints it).

    python3 scripts/first_test_bench.py [--doc docs/benchmarks.md] [--keep]

`make bench-first-test` runs it, and so does `make bench`. Each stage of make test appends its name, start and end
to the file TRIPS_STAGE_TIMES names (the Makefile's STAGE, scripts/stage-time.sh); stages after the build run
side by side, so their times overlap and do not add up to the total. A run that fails is timed all the same and
the table says which stage failed; the script then exits 1 (and keeps the clone, to read its logs).
"""
import argparse
import datetime
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BEGIN = "<!-- first-test:begin: written by scripts/first_test_bench.py (make bench); do not edit by hand -->"
END = "<!-- first-test:end -->"
# The order stages are listed in: make test's.
ORDER = ["lint", "venv", "build", "checks", "unit", "fuzz-replay", "protocol-client", "mcp-client",
         "example-app", "acceptance-tools", "acceptance"]
GOALS = {"first": 180, "second": 60}


def stages(path):
    """{stage: (start, end, exit status)} from a TRIPS_STAGE_TIMES file; a stage that ran twice keeps its last run."""
    found = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as file:
            for line in file:
                name, start, end, status = line.split()
                found[name] = (float(start), float(end), int(status))
    return found


def run_make_test(clone, times, log):
    """Runs make test in `clone`, its output into `log`; (wall seconds, start time, exit status, CPU seconds): the CPU
    is the user and system time of make and every process it waited for, down the tree (each test process waits for
    the apps it launched, forked or spawned), as `time make test` says it."""
    # A newcomer's environment: none of make's, and none of the variables that point a run at other binaries or
    # folders (make bench exports TRIPS_SHELL_PATH, its release build, where the clone's tests would look for helpers
    # the release build lacks).
    environment = {name: value for name, value in os.environ.items()
                   if not name.startswith(("TRIPS_", "ACCEPTANCE_", "BENCH_"))
                   and name not in ("BUILD_FLAGS", "MAKEFLAGS", "MAKELEVEL", "MFLAGS", "SWIFT", "PYTHON")}
    environment["TRIPS_STAGE_TIMES"] = times
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.time()
    with open(log, "w", encoding="utf-8") as output:
        status = subprocess.run(["make", "test"], cwd=clone, stdout=output, stderr=subprocess.STDOUT,
                                env=environment, check=False).returncode
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return time.time() - start, start, status, cpu


def host_gauge():
    """The host gauge's reading (ms, Benchmarks/host-gauge.py): how fast this host is at the moment, which every
    timing here moves with; `None` when it cannot be read."""
    gauge = subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "host-gauge.py")], capture_output=True,
                           text=True, check=False)
    try:
        return float(gauge.stdout.strip())
    except ValueError:
        return None


def load():
    with open("/proc/loadavg", encoding="utf-8") as file:
        return [float(part) for part in file.read().split()[:3]]


def seconds(stage):
    """A stage's length, and FAILED when it failed."""
    begin, end, status = stage
    return f"{end - begin:.1f}" + ("" if status == 0 else f" FAILED (exit {status})")


def table(first, second):
    """The Markdown table of both runs, each (wall seconds, start, stages, CPU seconds, host gauge): each stage's start
    (after make test began) and length, then the totals, the CPU they took and the host gauge before each."""
    (first_wall, first_start, first_stages, *first_more), (second_wall, _, second_stages, *second_more) = first, second
    rows = ["| stage | first run: starts at | first run: seconds | second run: seconds |", "|---|---:|---:|---:|"]
    for name in ORDER + sorted(set(first_stages) - set(ORDER)):
        if name not in first_stages and name not in second_stages:
            continue
        stage = first_stages.get(name)
        cells = [f"{stage[0] - first_start:.1f}" if stage else "—", seconds(stage) if stage else "—"]
        again = second_stages.get(name)
        cells.append(seconds(again) if again else "— (not run)")
        rows.append(f"| {name} | " + " | ".join(cells) + " |")
    rows.append(f"| **make test** | | **{first_wall:.1f}** (goal ≤ {GOALS['first']}) | "
                f"**{second_wall:.1f}** (goal ≤ {GOALS['second']}) |")
    if first_more and second_more:
        (first_cpu, first_gauge), (second_cpu, second_gauge) = first_more, second_more
        rows.append(f"| CPU seconds, user + system | | {first_cpu:.1f} | {second_cpu:.1f} |")
        rows.append(f"| host gauge before the run, ms | | {said(first_gauge)} | {said(second_gauge)} |")
    return rows


def said(gauge):
    return "—" if gauge is None else f"{gauge:.1f}"


def write(doc, lines):
    with open(doc, encoding="utf-8") as file:
        text = file.read()
    if BEGIN not in text or END not in text:
        raise SystemExit(f"first_test_bench: {doc} has no {BEGIN!r} … {END!r} markers")
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    with open(doc, "w", encoding="utf-8") as file:
        file.write(head + BEGIN + "\n" + "\n".join(lines) + "\n" + END + tail)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--doc", default=os.path.join(ROOT, "docs", "benchmarks.md"))
    parser.add_argument("--keep", action="store_true", help="keep the clone (its path is printed)")
    arguments = parser.parse_args()
    work = tempfile.mkdtemp(prefix="trips-first-test-")
    clone = os.path.join(work, "trips")
    try:
        subprocess.run(["git", "clone", "--quiet", ROOT, clone], check=True)
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=clone, capture_output=True, text=True,
                                check=True).stdout.strip()
        load_before = load()
        runs = []
        failed = []
        for run in ("first", "second"):
            times = os.path.join(work, f"stages-{run}")
            log = os.path.join(work, f"make-test-{run}.log")
            print(f"first_test_bench: make test, {run} run, in {clone} (log: {log})", file=sys.stderr)
            gauge = host_gauge()
            wall, start, status, cpu = run_make_test(clone, times, log)
            if status != 0:
                print(f"first_test_bench: make test failed ({run} run, exit {status}); see {log}", file=sys.stderr)
                arguments.keep = True
                failed.append(run)
            runs.append((wall, start, stages(times), cpu, gauge))
        load_after = load()
    finally:
        if not arguments.keep:
            shutil.rmtree(work, ignore_errors=True)
        else:
            print(f"first_test_bench: kept {work}", file=sys.stderr)
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    lines = [f"A fresh clone of {commit}, {date}, {os.cpu_count()} cores; load average (1 min) "
             f"{load_before[0]:.2f} before the first run, {load_after[0]:.2f} after the second"
             + (f"; make test failed in the {' and '.join(failed)} run" if failed else "") + ".", ""]
    lines += table(*runs)
    write(arguments.doc, lines)
    print("\n".join(lines))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
