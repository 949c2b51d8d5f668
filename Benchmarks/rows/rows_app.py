#!/usr/bin/env python3
"""A stand-in app for the runner's wake on a long screen: protocol version 3, a list of ROWS cells (1,000 unless the
first argument after the launch options says) and a button `rows.rename`. Tapping it answers at once, busy, and
5 ms later pushes one change: cell `row.500` is labelled `Renamed N` (N counts the taps). What the runner pays to
apply that change and find the one cell among the thousand is the wake it times."""
import json
import os
import sys
import threading

ROWS = int(os.environ.get("ROWS", "1000"))
LOCK = threading.RLock()
sequence = 1
renamed = 0


def write(message):
    with LOCK:
        sys.stdout.write(json.dumps(message, sort_keys=True) + "\n")
        sys.stdout.flush()


def activity(tasks):
    return {"tasks": tasks, "sleepers": 0, "clock": "live"}


def screen():
    cells = [{"role": "cell", "identifier": f"row.{n}", "label": f"Row {n}"} for n in range(ROWS)]
    return {"name": "rows", "title": "Rows", "elements": [
        {"role": "list", "identifier": "rows.list", "label": "Rows", "children": cells},
        {"role": "button", "identifier": "rows.rename", "label": "Rename"},
    ]}


def rename():
    global sequence, renamed
    with LOCK:
        renamed += 1
        sequence += 1
        base = sequence - 1
        change = {"op": "update", "path": ["rows.list", "row.500"],
                  "element": {"role": "cell", "identifier": "row.500", "label": f"Renamed {renamed}"}}
        write({"type": "update", "sequence": sequence, "base": base, "changes": [change], "activity": activity(0)})


def main():
    global sequence
    write({"type": "hello", "protocolVersion": 3, "app": "rows-app", "version": "0", "pid": os.getpid(),
           "state": {"sequence": 1, "screen": screen(), "activity": activity(0)}})
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        with LOCK:
            if request.get("command") == "tap" and request.get("locator", {}).get("identifier") == "rows.rename":
                sequence += 1
                write({"type": "response", "id": request["id"],
                       "state": {"sequence": sequence, "base": sequence - 1, "activity": activity(1)}})
                threading.Timer(0.005, rename).start()
            else:
                write({"type": "response", "id": request["id"],
                       "state": {"sequence": sequence, "base": sequence, "activity": activity(0)}})


if __name__ == "__main__":
    main()
