"""make bench's measure of the explorer: the whole walk of Trips as `make explore` takes it (its options and
arguments from the Makefile's EXPLORE_TRIPS_OPTIONS and EXPLORE_TRIPS_ARGUMENTS), timed from start to exit, its
counts read from the map.json it writes; the figures (actions per second, the walk's time) go into OUT/explore.json
and between docs/benchmarks.md's explore-bench markers.

    explore_bench.py OUT DOC APP_EXPLORE TRIPS_SHELL

The walk is deterministic for its seed until its time bound cuts it short, so one run is the measure: a second would
take the same actions.
"""

import json
import os
import shlex
import subprocess
import sys
import textwrap
import time

import bench_figures

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

BEGIN = "<!-- explore-bench:begin: written by scripts/explore_bench.py (make bench); do not edit by hand -->"
END = "<!-- explore-bench:end -->"
GOAL_ACTIONS_PER_SECOND = 500


def figures(counts, seconds, stopped_by, gauge=None, busy=None):
    """The measure's figures from a walk's map counts, how long it took and why it stopped: actions per second counts
    every action the app carried out, the walk's own and those replayed to reach a state from a fresh launch; the
    host gauge's reading before the walk (ms) and the CPU seconds the cores were busy over it, when known."""
    carried_out = counts["actions"] + counts["replayedActions"]
    measured = {}
    if gauge is not None:
        measured["explore_host_gauge_ms"] = gauge
    if busy is not None:
        measured["explore_cpu_s"] = round(busy, 2)
        measured["explore_cores_busy_percent"] = round(100 * busy / ((os.cpu_count() or 1) * seconds)) if seconds else 0
    return measured | {
        "explore_s": round(seconds, 2),
        "explore_actions": counts["actions"],
        "explore_replayed_actions": counts["replayedActions"],
        "explore_launches": counts["launches"],
        "explore_states": counts["states"],
        "explore_actions_per_s": round(carried_out / seconds, 1) if seconds > 0 else 0,
        "explore_stopped_by": stopped_by,
        "explore_broken_invariants": counts["brokenInvariants"],
    }


def render(found, when, cores):
    """The Markdown between the markers, wrapped at the documents' 120 columns."""
    goal = "met" if found["explore_actions_per_s"] >= GOAL_ACTIONS_PER_SECOND else "not met"
    return textwrap.fill(
        f"The whole walk of Trips (`make explore`'s options, the release build, by the fork server), {when}, "
        f"{cores} cores: {found['explore_actions']} actions tried and {found['explore_replayed_actions']} replayed "
        f"over {found['explore_launches']} launches, {found['explore_states']} states, stopped by "
        f"{found['explore_stopped_by']}, {found['explore_broken_invariants']} broken invariants, in "
        f"{found['explore_s']} s (`explore_s`): {found['explore_actions_per_s']} actions per second "
        f"(`explore_actions_per_s`; goal ≥ {GOAL_ACTIONS_PER_SECOND}, {goal})"
        + (f"; the cores {found['explore_cores_busy_percent']}% busy over it ({found['explore_cpu_s']} CPU-s, "
           f"`explore_cpu_s`)" if "explore_cpu_s" in found else "")
        + (f", at a host gauge of {found['explore_host_gauge_ms']} ms (`explore_host_gauge_ms`, "
           f"`Benchmarks/host-gauge.py`)" if "explore_host_gauge_ms" in found else "") + ".",
        width=120, break_long_words=False, break_on_hyphens=False)


def busy_seconds():
    """The CPU seconds every core has been busy since boot (user, nice, system, irq, softirq), from /proc/stat: the
    apps a walk launches are forked by a server and reaped by it, so no rusage of ours counts them."""
    with open("/proc/stat", encoding="utf-8") as file:
        fields = file.readline().split()
    return sum(int(fields[index]) for index in (1, 2, 3, 6, 7)) / os.sysconf("SC_CLK_TCK")


def rewrite(document, text):
    """`document` with `text` between its one pair of explore-bench markers."""
    return bench_figures.between(document, BEGIN, END, text)


def main(arguments):
    if len(arguments) != 4:
        raise SystemExit(__doc__)
    out, doc, app_explore, trips_shell = arguments
    options = shlex.split(os.environ.get("EXPLORE_TRIPS_OPTIONS", ""))
    launch = shlex.split(os.environ.get("EXPLORE_TRIPS_ARGUMENTS", "-uiTesting --driver-clock"))
    folder = os.path.join(out, "explore")
    command = [app_explore, "--out", folder, "--max-seconds", "300", *options, trips_shell, *launch]
    gauge = float(subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "host-gauge.py")],
                                 capture_output=True, text=True, check=True).stdout)
    busy_before = busy_seconds()
    start = time.monotonic()
    done = subprocess.run(command, capture_output=True, text=True, timeout=600, check=False)
    seconds = time.monotonic() - start
    busy = busy_seconds() - busy_before
    if done.returncode not in (0, 1):
        raise SystemExit(f"explore_bench: app-explore failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    with open(os.path.join(folder, "map.json"), encoding="utf-8") as file:
        walked = json.load(file)
    found = figures(walked["counts"], seconds, walked["stoppedBy"], gauge, busy)
    with open(os.path.join(out, "explore.json"), "w", encoding="utf-8") as file:
        json.dump(found, file, indent=2, sort_keys=True)
    when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    text = render(found, when, os.cpu_count())
    with open(doc, encoding="utf-8") as file:
        document = file.read()
    with open(doc, "w", encoding="utf-8") as file:
        file.write(rewrite(document, text))
    print("explore: " + text)


if __name__ == "__main__":
    main(sys.argv[1:])
