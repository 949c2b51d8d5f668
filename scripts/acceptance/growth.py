"""The bench's section on how the acceptance suite's cost grows: its wall time at ×1, ×4, ×10 and ×16 its size (REPEAT),
and the cost per flow run at each, from the results.json files `scripts/bench.sh` writes; and where one flow run's time
and CPU go, forked and spawned, from `runner-bench flow-parts`. Prints Markdown."""

import json
import os
import sys


# The parts of a flow run `runner-bench flow-parts` times, in the order `withApp` pays them, and what each holds.
FLOW_PARTS = [
    ("directory", "a fresh data directory made"),
    ("launch", "launch to the first screen"),
    ("flow", "a short flow: open Seattle, see its weather"),
    ("terminate", "terminate until the app is reaped"),
    ("cleanup", "the data directory removed"),
    ("appCPU", "CPU: the app, every thread, from its start to its terminate"),
    ("runnerCPU", "CPU: the runner's process, every thread, the whole run"),
    ("unexplained", "wall time the CPU does not explain: the run's parts less the app's and the runner's CPU"),
]


def busy(folder):
    """(wall seconds, CPU seconds every core was busy) around a suite run, from the `busy` file scripts/bench.sh writes
    beside its results (two readings of uptime and busy CPU seconds); None when there is none."""
    path = os.path.join(folder, "busy")
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as file:
        up_before, busy_before, up_after, busy_after = (float(part) for part in file.read().split())
    return up_after - up_before, busy_after - busy_before


def flow_part_name(key):
    """A part's name in summary.json: `launch`, `app_cpu`."""
    return key.replace("CPU", "_cpu").lower()


def flow_parts(folder):
    """`runner-bench flow-parts`'s line for each way of launching the bench ran ("forked", "spawned"), by that name."""
    found = {}
    for way in ("forked", "spawned"):
        path = os.path.join(folder, f"flow-parts-{way}.jsonl")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as file:
                rows = [json.loads(line) for line in file if line.strip()]
            if rows:
                found[way] = rows[-1]
    return found


def flow_parts_section(folder):
    """The table of where one flow run's time and CPU go, or [] when the bench did not time them."""
    found = flow_parts(folder)
    if not found:
        return []
    ways = [way for way in ("forked", "spawned") if way in found]
    runs = found[ways[0]]["runs"]
    header = " | ".join(f"{way} (median of {found[way]['runs']})" for way in ways)
    lines = ["", "### Where a flow run's time goes", "",
             "The parts `withApp` pays for every flow, timed one flow after another (`runner-bench flow-parts`, "
             f"{runs} runs), with each app forked by the fork server and with every app spawned "
             "(`TRIPS_FORK_SERVER=0`); the app's CPU read from the scheduler's count of every thread "
             "(`/proc/PID/task/*/schedstat`: a forked app is no child of the runner's), the runner's from `getrusage`. "
             "The fork server's own work is in neither. The suite runs "
             "its flows at once on every core, so its wall time per flow run above is what a flow run costs in CPU "
             "shared out, not the sum of these waits.", "",
             f"| part | {header} |", "|---|" + "---:|" * len(ways)]
    for key, title in FLOW_PARTS:
        cells = []
        for way in ways:
            value = found[way].get(key + "Microseconds")
            cells.append("" if value is None else f"{value / 1000:.2f} ms")
        lines.append(f"| {title} | {' | '.join(cells)} |")
    return lines


def section(folder):
    """The Markdown lines, or [] when the bench wrote no growth runs."""
    rows = []
    for size in ("1", "4", "10", "16", "16-spawned"):
        path = os.path.join(folder, f"acceptance-x{size}", "results.json")
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as file:
            document = json.load(file)
        runs = sum(flow["run_count"] for flow in document["flows"])
        wall = document["wall_seconds"]
        name = f"×{size}" if size.isdigit() else "×16, every app spawned (`TRIPS_FORK_SERVER=0`)"
        rows.append(f"| {name} ({runs} flow runs) | {wall:.2f} s | {wall / runs * 1000:.0f} ms |" if runs else "")
    if not rows:
        return []
    return ["", "## How the acceptance suite's cost grows", "",
            "The suite run `REPEAT` times in one `make acceptance` (Swift Testing's `--repetitions`: the flows in "
            "parallel, the repetitions one after another), listing and reporting included, each app forked by the "
            "runner's fork server (docs/automation-protocol.md, \"Launching by forking\") unless the row says "
            "otherwise. Per flow run: wall time divided by the flow runs.", "",
            "| suite size | wall time | per flow run |", "|---|---:|---:|"] + rows + flow_parts_section(folder)


if __name__ == "__main__":
    print("\n".join(section(sys.argv[1] if len(sys.argv) > 1 else os.path.join(".build", "bench"))))
