"""A long session against one app: does the thousandth command cost what the first did?

Drives one `trips-shell -uiTesting` for COUNT commands, two ways, and prints one JSON line for each:

- `protocol`: over the automation protocol (`--automation`), one request at a time, alternating `tap trips.add` and
  `back`, each sent once the answer to the one before has come;
- `piped`: a piped shell session, alternating `tap trip.seattle` and `back`, written ahead and read back screen by
  screen.

Each line gives the cost of the first and the last BLOCK commands — the app's own CPU time (from /proc: two processes
trading messages on two cores make wall time noisy) and the wall time — their ratios, the last block's CPU against
a fresh app's given the same commands beside it, after a block to warm up (what flat is judged by), and the app's peak memory (VmHWM) after
the first block and at the end, read from /proc.

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


def report(mode, count, block, marks, peaks, cpus, fresh):
    """One JSON line: the first and last block's cost, every block's CPU, the peak memory after the first block and at
    the end, and the last block's CPU against a fresh app's driven beside it (`fresh`: its CPU seconds for the same
    commands at the same time), which is what flat is judged by: one block against another, minutes apart, wanders by
    tens of percent with the machine (late in `make bench` the blocks rose in the middle of the run and fell again),
    while two apps driven side by side see the same machine."""
    first = marks[block] - marks[0]
    last = marks[count] - marks[count - block]
    ends = sorted(cpus)
    blocks = [round(cpus[b] - cpus[a], 3) for a, b in zip(ends, ends[1:])]
    three = min(3, len(blocks))
    ratio_of_threes = statistics.median(blocks[-three:]) / max(statistics.median(blocks[:three]), 0.001)
    last_cpu = cpus[count] - cpus[count - block]
    print(json.dumps({
        "name": f"long-{mode}",
        "commands": count,
        "block": block,
        "firstBlockSeconds": round(first, 4),
        "lastBlockSeconds": round(last, 4),
        "ratio": round(last / first, 3),
        "firstBlockAppCPUSeconds": round(cpus[block] - cpus[0], 3),
        "lastBlockAppCPUSeconds": round(last_cpu, 3),
        "cpuRatio": round(last_cpu / max(cpus[block] - cpus[0], 0.001), 3),
        "blockAppCPUSeconds": blocks,
        "cpuRatioOfThrees": round(ratio_of_threes, 3),
        "freshAppCPUSeconds": round(fresh, 3),
        "cpuRatioToFresh": round(last_cpu / max(fresh, 0.001), 3),
        "peakKiBAfterFirstBlock": peaks[block],
        "peakKiBAtEnd": peaks[count],
    }), flush=True)


class ProtocolApp:
    """One `trips-shell -uiTesting --automation`, driven one request at a time."""

    def __init__(self, shell):
        self.process = subprocess.Popen([shell, "-uiTesting", "--automation"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, bufsize=0)
        hello = json.loads(self.process.stdout.readline())
        assert hello["type"] == "hello", hello
        self.sent = 0

    def step(self):
        """Sends the next request, alternating `tap trips.add` and `back`, and returns once it is answered."""
        self.sent += 1
        n = self.sent
        request = ({"id": n, "command": "tap", "locator": {"identifier": "trips.add"}} if n % 2
                   else {"id": n, "command": "back"})
        self.process.stdin.write((json.dumps(request) + "\n").encode())
        while True:
            message = json.loads(self.process.stdout.readline())
            if message["type"] == "response" and message["id"] == n:
                break
        if "error" in message:
            sys.exit(f"request {n} failed: {message['error']}")

    def cpu(self):
        return cpu_seconds(self.process.pid)

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def over_the_protocol(shell, count, block):
    """Sends `count` requests one after another and times them by block; during the last two blocks a fresh app gets
    the same requests, one for one, in turn with it: the first of them warms it up, the last is measured."""
    app = ProtocolApp(shell)
    pid = app.process.pid
    marks, peaks, cpus = {0: time.perf_counter()}, {}, {0: app.cpu()}
    fresh, fresh_start = None, None
    for n in range(1, count + 1):
        app.step()
        if fresh:
            fresh.step()
        if n % block == 0:
            marks[n] = time.perf_counter()
            peaks[n] = peak_kib(pid)
            cpus[n] = app.cpu()
            if n == count - 2 * block:
                fresh = ProtocolApp(shell)
            elif fresh and n == count - block:
                fresh_start = fresh.cpu()
    fresh_cpu = fresh.cpu() - fresh_start if fresh and fresh_start is not None else cpus[block] - cpus[0]
    if fresh:
        fresh.close()
    app.close()
    report("protocol", count, block, marks, peaks, cpus, fresh_cpu)


class PipedApp:
    """One `trips-shell -uiTesting` with `count` commands written ahead into its standard input."""

    def __init__(self, shell, count):
        self.process = subprocess.Popen([shell, "-uiTesting"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, bufsize=0)
        self.count = count
        commands = b"".join(b"tap trip.seattle\n" if n % 2 else b"back\n" for n in range(1, count + 1))
        # stdin stays open until the last screen is read, so the app is there to measure
        self.writer = threading.Thread(target=self.process.stdin.write, args=(commands,))
        self.writer.start()

    def screens(self):
        """Yields the number of screens printed so far, after each screen."""
        printed = 0
        for line in self.process.stdout:
            if line.startswith(b"error:"):
                sys.exit(f"command {printed + 1} failed: {line.decode().strip()}")
            if line.startswith(b"== "):
                printed += 1
                yield printed
                if printed == self.count:
                    return
        sys.exit(f"the shell printed {printed} screens for {self.count} commands")

    def cpu(self):
        return cpu_seconds(self.process.pid)

    def close(self):
        self.writer.join()
        self.process.stdin.close()
        self.process.wait()


def piped(shell, count, block, turn=50):
    """Pipes `count` commands into one shell and times the screens it prints by block; for the last two blocks a fresh
    shell is piped as many commands, and the two are read in turns of `turn` screens (a shell not being read stops
    once its output pipe is full), the first block warming the fresh one up, the second measured."""
    app = PipedApp(shell, count)
    pid = app.process.pid
    marks, peaks, cpus = {0: time.perf_counter()}, {}, {0: app.cpu()}
    fresh, fresh_screens, fresh_start = None, None, None
    for screens in app.screens():
        if screens % block == 0:
            marks[screens] = time.perf_counter()
            peaks[screens] = peak_kib(pid)
            cpus[screens] = app.cpu()
            if screens == count - 2 * block:
                fresh = PipedApp(shell, 2 * block)
                fresh_screens = fresh.screens()
        if fresh and screens % turn == 0 and screens < count:
            for _ in range(turn):
                if next(fresh_screens) == block:
                    fresh_start = fresh.cpu()
    fresh_cpu = cpus[block] - cpus[0]
    if fresh:
        for _ in fresh_screens:
            pass
        fresh_cpu = fresh.cpu() - fresh_start
        fresh.close()
    app.close()
    report("piped", count, block, marks, peaks, cpus, fresh_cpu)


def main():
    shell, count = sys.argv[1], int(sys.argv[2])
    block = int(sys.argv[3]) if len(sys.argv) > 3 else count // 10
    over_the_protocol(shell, count, block)
    piped(shell, count, block)


if __name__ == "__main__":
    main()
