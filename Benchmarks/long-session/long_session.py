"""A long session against one app: does the thousandth command cost what the first did?

Drives one `trips-shell -uiTesting` for COUNT commands, two ways, and prints one JSON line for each:

- `protocol`: over the automation protocol (`--automation`), one request at a time, alternating `tap trips.add` and
  `back`, each sent once the answer to the one before has come;
- `piped`: a piped shell session, alternating `tap trip.seattle` and `back`, written ahead and read back screen by
  screen.

Each line gives the cost of the first and the last BLOCK commands — the app's own CPU time (from /proc, what flat is
judged by: two processes trading messages on two cores make wall time noisy) and the wall time — their ratios, and
the app's peak memory (VmHWM)
after the first block and at the end, read from /proc.

Usage: long_session.py TRIPS_SHELL COUNT [BLOCK]
"""
import json
import os
import statistics
import subprocess
import sys
import threading
import time


def peak_kib(pid):
    """The process's peak resident memory so far, in KiB."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def cpu_seconds(pid):
    """The process's user and system CPU time so far, in seconds."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def report(mode, count, block, marks, peaks, cpus):
    """One JSON line: the first and last block's cost, every block's CPU, and the peak memory after the first block
    and at the end. Flat is judged on `cpuRatioOfThrees`: the median CPU of the last three blocks against that of the
    first three (one block against one wandered from 0.7× to 1.6× between runs of the same build here, while no
    block-by-block trend showed)."""
    first = marks[block] - marks[0]
    last = marks[count] - marks[count - block]
    ends = sorted(cpus)
    blocks = [round(cpus[b] - cpus[a], 3) for a, b in zip(ends, ends[1:])]
    three = min(3, len(blocks))
    ratio_of_threes = statistics.median(blocks[-three:]) / max(statistics.median(blocks[:three]), 0.001)
    print(json.dumps({
        "name": f"long-{mode}",
        "commands": count,
        "block": block,
        "firstBlockSeconds": round(first, 4),
        "lastBlockSeconds": round(last, 4),
        "ratio": round(last / first, 3),
        "firstBlockAppCPUSeconds": round(cpus[block] - cpus[0], 3),
        "lastBlockAppCPUSeconds": round(cpus[count] - cpus[count - block], 3),
        "cpuRatio": round((cpus[count] - cpus[count - block]) / max(cpus[block] - cpus[0], 0.001), 3),
        "blockAppCPUSeconds": blocks,
        "cpuRatioOfThrees": round(ratio_of_threes, 3),
        "peakKiBAfterFirstBlock": peaks[block],
        "peakKiBAtEnd": peaks[count],
    }), flush=True)


def over_the_protocol(shell, count, block):
    """Sends `count` requests one after another and times them by block."""
    app = subprocess.Popen([shell, "-uiTesting", "--automation"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, bufsize=0)
    reader = app.stdout
    first = json.loads(reader.readline())
    assert first["type"] == "hello", first
    marks, peaks, cpus = {0: time.perf_counter()}, {}, {0: cpu_seconds(app.pid)}
    for n in range(1, count + 1):
        request = ({"id": n, "command": "tap", "locator": {"identifier": "trips.add"}} if n % 2
                   else {"id": n, "command": "back"})
        app.stdin.write((json.dumps(request) + "\n").encode())
        while True:
            message = json.loads(reader.readline())
            if message["type"] == "response" and message["id"] == n:
                break
        if "error" in message:
            sys.exit(f"request {n} failed: {message['error']}")
        if n % block == 0:
            marks[n] = time.perf_counter()
            peaks[n] = peak_kib(app.pid)
            cpus[n] = cpu_seconds(app.pid)
    app.stdin.close()
    app.wait()
    report("protocol", count, block, marks, peaks, cpus)


def piped(shell, count, block):
    """Pipes `count` commands into one shell and times the screens it prints by block."""
    app = subprocess.Popen([shell, "-uiTesting"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, bufsize=0)
    commands = b"".join(b"tap trip.seattle\n" if n % 2 else b"back\n" for n in range(1, count + 1))

    def write():
        app.stdin.write(commands)  # stdin stays open until the last screen is read, so the app is there to measure

    marks, peaks, cpus = {0: time.perf_counter()}, {}, {0: cpu_seconds(app.pid)}
    writer = threading.Thread(target=write)
    writer.start()
    screens = 0
    for line in app.stdout:
        if line.startswith(b"error:"):
            sys.exit(f"command {screens + 1} failed: {line.decode().strip()}")
        if line.startswith(b"== "):
            screens += 1
            if screens % block == 0:
                marks[screens] = time.perf_counter()
                peaks[screens] = peak_kib(app.pid)
                cpus[screens] = cpu_seconds(app.pid)
            if screens == count:
                break
    writer.join()
    app.stdin.close()
    app.wait()
    if screens != count:
        sys.exit(f"the shell printed {screens} screens for {count} commands")
    report("piped", count, block, marks, peaks, cpus)


def main():
    shell, count = sys.argv[1], int(sys.argv[2])
    block = int(sys.argv[3]) if len(sys.argv) > 3 else count // 10
    over_the_protocol(shell, count, block)
    piped(shell, count, block)


if __name__ == "__main__":
    main()
