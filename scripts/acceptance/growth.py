"""The bench's section on how the acceptance suite's cost grows: its wall time at ×1, ×4, ×10 and ×16 its size (REPEAT),
and the cost per flow run at each, from the results.json files `scripts/bench.sh` writes. Prints Markdown."""

import json
import os
import sys


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
            "| suite size | wall time | per flow run |", "|---|---:|---:|"] + rows


if __name__ == "__main__":
    print("\n".join(section(sys.argv[1] if len(sys.argv) > 1 else os.path.join(".build", "bench"))))
