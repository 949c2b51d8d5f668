"""Launch to first screen, against the floor: how long from spawning trips-shell --automation until its first line
(the hello, carrying the first screen), and the same for a minimal Swift program that loads Foundation and prints.

Usage: launch_floor.py TRIPS_SHELL FLOOR RUNS  ->  prints two JSON lines of median milliseconds.
"""
import json
import statistics
import subprocess
import sys
import time


def first_line_ms(command: list) -> float:
    start = time.perf_counter()
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    process.stdout.readline()
    elapsed = (time.perf_counter() - start) * 1000
    process.stdin.close()
    process.wait()
    return elapsed


def main() -> None:
    shell, floor, runs = sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 20
    app, minimal = [], []
    for _ in range(runs):  # taking turns, so that a change in the machine's load hits both alike
        app.append(first_line_ms([shell, "-uiTesting", "--automation", "--protocol-version", "3"]))
        minimal.append(first_line_ms([floor]))
    print(json.dumps({"what": "trips-shell -uiTesting --automation, to its hello", "medianMs": statistics.median(app)}))
    print(json.dumps({"what": "a minimal Swift program with Foundation, to its first line",
                      "medianMs": statistics.median(minimal)}))


if __name__ == "__main__":
    main()
