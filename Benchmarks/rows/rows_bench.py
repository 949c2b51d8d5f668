"""What a request and a shell command cost on a list of N trips, for N = 10, 250, 1,000 and 2,000.

For each size, a data directory of N generated trips (make_trips.py), then:

- `protocol`: `trips-shell --automation -uiTesting --driver-clock --data-dir DIR`, driven by the Python protocol
  client (Tests/ProtocolClient/client.py, which applies each update as the protocol document says): tap the first
  trip, then back, one request at a time. The driver's clock keeps the weather's load asleep, so a request costs
  what the screen costs and nothing else. Milliseconds per request, the median of BATCHES batches, and the app's
  peak memory at the end.
- `piped`: `trips-shell -uiTesting --driver-clock --data-dir DIR` with a script of taps and backs on standard
  input, every screen printed and read; milliseconds per command, less a launch with an empty script (the median of
  BATCHES runs of each).

Prints one JSON line per size and way.

Usage: rows_bench.py TRIPS_SHELL [PAIRS [BATCHES]]
"""
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SIZES = [10, 250, 1000, 2000]
sys.path.insert(0, HERE)
import make_trips  # noqa: E402


def protocol_client():
    spec = importlib.util.spec_from_file_location("client", os.path.join(ROOT, "Tests", "ProtocolClient", "client.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def peak_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def protocol(client, binary, directory, rows, pairs, batches):
    app = client.App(binary, "-uiTesting", "--driver-clock", "--data-dir", directory)
    first = make_trips.first_slug()
    for _ in range(20):  # warm up
        app.act("tap", first)
        app.ok("back")
    per_request = []
    for _ in range(batches):
        started = time.perf_counter()
        for _ in range(pairs):
            app.act("tap", first)
            state = app.ok("back")
        per_request.append((time.perf_counter() - started) * 1000 / (2 * pairs))
    client.check(client.element(state, first) is not None and len(client.elements(state)) >= rows, "the list")
    peak = peak_kib(app.process.pid)
    app.close()
    return {"name": f"rows-protocol-{rows}", "rows": rows, "msPerRequest": round(statistics.median(per_request), 4),
            "batches": [round(ms, 4) for ms in per_request], "appPeakKiB": peak}


def piped_seconds(binary, directory, script):
    started = time.perf_counter()
    done = subprocess.run([binary, "-uiTesting", "--driver-clock", "--data-dir", directory], input=script,
                          capture_output=True, check=True)
    return time.perf_counter() - started, done.stdout


def piped(binary, directory, rows, pairs, batches):
    first = make_trips.first_slug()
    script = f"tap {first}\nback\n".encode() * pairs
    per_command = []
    for _ in range(batches):
        empty, _ = piped_seconds(binary, directory, b"")
        full, output = piped_seconds(binary, directory, script)
        per_command.append((full - empty) * 1000 / (2 * pairs))
    lines = output.count(b"\n")
    return {"name": f"rows-piped-{rows}", "rows": rows, "msPerCommand": round(statistics.median(per_command), 4),
            "batches": [round(ms, 4) for ms in per_command], "linesPrinted": lines}


def main():
    binary = sys.argv[1]
    pairs = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    batches = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    client = protocol_client()
    with tempfile.TemporaryDirectory() as scratch:
        for rows in SIZES:
            directory = make_trips.write(rows, os.path.join(scratch, f"trips-{rows}"))
            print(json.dumps(protocol(client, binary, directory, rows, pairs, batches)), flush=True)
            print(json.dumps(piped(binary, directory, rows, pairs, batches)), flush=True)


if __name__ == "__main__":
    main()
