"""`make flaky`: the unit suite run RUNS times, each in a fresh process, and every flow run FLOW_RUNS times; lists
every test that failed at least once, with how often and its first failure. Exit status 1 when any did.

    flaky.py --binary TripsPackageTests.xctest --acceptance scripts/acceptance.sh --out DIR --runs N --flow-runs M
        [--load WORKERS]

`make stress` is the same runs of the unit suite under load made on purpose: with `--load`, `stress-ng --cpu WORKERS`
spins that many busy processes for as long as the unit runs last, and each run's load average is said beside it.

The unit runs set TRIPS_RACE_LOOPS (default 1,000), so the weather cache's forced race runs that many rounds in each.
Swift Testing only (the two XCTest cases are left out). The flows run through the acceptance script with REPEAT.
"""

import argparse
import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "acceptance"))
import events  # noqa: E402

MESSAGE_LINES = 60


def unit_runs(binary, out, runs, race_loops, width):
    """{test key: [first failure message, failures]} over `runs` runs of the unit suite, `width` tests at a time."""
    failures = {}
    environment = dict(os.environ, TRIPS_RACE_LOOPS=str(race_loops))
    if width:
        environment["SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH"] = str(width)
    for run in range(1, runs + 1):
        stream = os.path.join(out, f"unit-{run}.jsonl")
        with open(os.path.join(out, f"unit-{run}.log"), "w") as log:
            subprocess.run([binary, "--testing-library", "swift-testing", "--skip", "AcceptanceTests",
                            "--experimental-event-stream-output", stream, "--experimental-event-stream-version", "0"],
                           stdout=log, stderr=subprocess.STDOUT, env=environment, check=False)
        records = events.read_records(stream)
        ended = any(r.get("kind") == "event" and r["payload"]["kind"] == "runEnded" for r in records)
        found = events.runs_of(records, run)
        failed_now = 0
        for test_id, test_runs in found.items():
            for test_run in test_runs:
                if test_run["status"] != "failed":
                    continue
                failed_now += 1
                message = next((issue["message"] for case in test_run["cases"] for issue in case["issues"]), "")
                entry = failures.setdefault(events.key_of(test_id), [message, 0])
                entry[1] += 1
        if not ended:
            failures.setdefault("(the unit test process)", [f"ended early in run {run}; see unit-{run}.log", 0])[1] += 1
        load = os.getloadavg()[0]
        print(f"flaky: unit run {run}/{runs}: {'ok' if not failed_now and ended else f'{failed_now} failed'} "
              f"(load average {load:.1f})", flush=True)
    return failures


@contextlib.contextmanager
def cpu_load(workers):
    """`stress-ng --cpu WORKERS` running for the block, in a process group of its own that is ended after it."""
    if not workers:
        yield
        return
    stress = shutil.which("stress-ng")
    if stress is None:
        raise SystemExit("flaky: --load needs stress-ng (make setup installs it)")
    spinning = subprocess.Popen([stress, "--cpu", str(workers), "--quiet"], stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        yield
    finally:
        os.killpg(spinning.pid, signal.SIGKILL)
        spinning.wait()


def flow_runs(acceptance, out, runs):
    """{flow key: [first failure message, failures, runs]} over `runs` runs of every flow."""
    folder = os.path.join(out, "acceptance")
    environment = dict(os.environ, REPEAT=str(runs), RETRIES="0", ACCEPTANCE_OUT=folder)
    with open(os.path.join(out, "acceptance.log"), "w") as log:
        subprocess.run([acceptance], stdout=log, stderr=subprocess.STDOUT, env=environment, check=False)
    failures = {}
    try:
        with open(os.path.join(folder, "results.json")) as file:
            document = json.load(file)
    except (OSError, ValueError):
        return {"(the acceptance run)": ["wrote no results; see acceptance.log", 1, 1]}
    for flow in document["flows"]:
        failed = flow["run_count"] - flow["passes"]
        if failed:
            message = next((issue["message"] for run in flow["runs"] for case in run["cases"]
                            for issue in case["issues"]), "")
            failures[flow["key"]] = [message, failed, flow["run_count"]]
    print(f"flaky: {len(document['flows'])} flows × {runs} runs", flush=True)
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--acceptance", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--flow-runs", type=int, default=20)
    parser.add_argument("--race-loops", type=int, default=1000)
    parser.add_argument("--width", type=int, default=0, help="how many unit tests run at once (make's UNIT_WIDTH)")
    parser.add_argument("--load", type=int, default=0, help="stress-ng --cpu workers spinning beside the unit runs")
    arguments = parser.parse_args()
    os.makedirs(arguments.out, exist_ok=True)
    with cpu_load(arguments.load):
        unit = unit_runs(arguments.binary, arguments.out, arguments.runs, arguments.race_loops,
                         arguments.width) if arguments.runs else {}
    flows = flow_runs(arguments.acceptance, arguments.out, arguments.flow_runs) if arguments.flow_runs else {}
    print()
    under = f" under stress-ng --cpu {arguments.load} on {os.cpu_count()} cores" if arguments.load else ""
    print(f"flaky: the unit suite {arguments.runs} times{under}, every flow {arguments.flow_runs} times "
          f"(the forced cache race {arguments.race_loops} rounds a unit run); logs in {arguments.out}")
    if not unit and not flows:
        print("flaky: no test failed")
        return 0
    for key, (message, failed) in sorted(unit.items()):
        print(f"  unit {key}: failed {failed} of {arguments.runs} runs\n{indented(message)}")
    for key, (message, failed, runs) in sorted(flows.items()):
        print(f"  flow {key}: failed {failed} of {runs} runs\n{indented(message)}")
    return 1


def indented(message, most=MESSAGE_LINES):
    """The first failure's message, its first `most` lines indented under the test's name: a CI log is often all a
    reader has of a run on a loaded machine, and the first line alone rarely says why."""
    lines = message.splitlines() or [""]
    shown = [f"      {line}" for line in lines[:most]]
    if len(lines) > most:
        shown.append(f"      … {len(lines) - most} more lines in the run's log")
    return "\n".join(shown)


if __name__ == "__main__":
    sys.exit(main())
