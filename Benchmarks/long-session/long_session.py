"""A long session against one app: does the hundred-thousandth command cost what the first did?

Drives one `trips-shell -uiTesting` for COUNT commands, two ways, and prints one JSON line for each:

- `protocol`: over the automation protocol (`--automation`), one request at a time, alternating `tap trips.add` and
  `back`, each sent once the answer to the one before has come;
- `piped`: a piped shell session, alternating `tap trip.seattle` and `back`, written ahead and read back screen by
  screen.

Flat is judged beside a fresh app: two blocks before the end two more apps are started and given the same commands at
the same time (over the protocol one request each in turn; piped, the three are read in turns of 50 screens, each
running ahead until its output pipe is full); their first block warms them up, and the long app's CPU in its last
block is set against the first fresh app's in its second (`cpuRatioToFresh`); the second fresh app against the first
(`freshPairCPURatio`) shows how far two like apps differ, the measure's own noise. Blocks minutes apart wander with
the machine by tens of percent, so the first and last block (CPU and wall time, the fresh apps' time left out of the
long one's) and every block's CPU are reported for information only. COUNT must be at least three blocks for the
fresh apps to run.

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
    the end, and, when fresh apps ran beside the last two blocks, the last block's CPU against the first fresh app's
    and the second fresh app's against the first's, the measure's own noise (`fresh`: the two fresh apps' CPU
    seconds over the same commands at the same time, or None)."""
    first = marks[block] - marks[0]
    last = marks[count] - marks[count - block]
    ends = sorted(cpus)
    blocks = [round(cpus[b] - cpus[a], 3) for a, b in zip(ends, ends[1:])]
    # The last three blocks before a fresh app ran beside the long one, against the first three.
    alone = blocks[:-2] if fresh is not None else blocks
    three = min(3, len(alone))
    ratio_of_threes = statistics.median(alone[-three:]) / max(statistics.median(alone[:three]), 0.001)
    last_cpu = cpus[count] - cpus[count - block]
    line = {
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
        "peakKiBAfterFirstBlock": peaks[block],
        "peakKiBAtEnd": peaks[count],
    }
    if fresh is not None:
        line["freshAppCPUSeconds"] = round(fresh[0], 3)
        line["cpuRatioToFresh"] = round(last_cpu / max(fresh[0], 0.001), 3)
        line["secondFreshAppCPUSeconds"] = round(fresh[1], 3)
        line["freshPairCPURatio"] = round(fresh[1] / max(fresh[0], 0.001), 3)
    print(json.dumps(line), flush=True)


class ProtocolApp:
    """One `trips-shell -uiTesting --automation`, driven one request at a time; request `n` of the session is a tap
    when `n` is odd, `back` when it is even."""

    def __init__(self, shell):
        self.process = subprocess.Popen([shell, "-uiTesting", "--automation", "--protocol-version", "3"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, bufsize=0)
        hello = json.loads(self.process.stdout.readline())
        assert hello["type"] == "hello", hello

    def step(self, n):
        """Sends request `n` and returns once it is answered."""
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
        """The app's CPU seconds so far."""
        return cpu_seconds(self.process.pid)

    def close(self):
        """Ends the app by closing its input, and waits for it."""
        self.process.stdin.close()
        self.process.wait()


def over_the_protocol(shell, count, block):
    """Sends `count` requests one after another and times them by block; for the last two blocks two fresh apps get
    the same requests, in turn with it."""
    app = ProtocolApp(shell)
    pid = app.process.pid
    elsewhere = 0.0  # time spent on the fresh apps, left out of the long app's marks
    marks, peaks, cpus = {0: time.perf_counter()}, {}, {0: app.cpu()}
    fresh, fresh_start = [], []
    for n in range(1, count + 1):
        app.step(n)
        before = time.perf_counter()
        for other in fresh:
            other.step(n)
        elsewhere += time.perf_counter() - before
        if n % block == 0:
            marks[n] = time.perf_counter() - elsewhere
            peaks[n] = peak_kib(pid)
            cpus[n] = app.cpu()
            if n == count - 2 * block and n >= block:
                fresh = [ProtocolApp(shell), ProtocolApp(shell)]
            elif fresh and n == count - block:
                fresh_start = [other.cpu() for other in fresh]
    fresh_cpu = [other.cpu() - start for other, start in zip(fresh, fresh_start)] if fresh else None
    for other in fresh:
        other.close()
    app.close()
    report("protocol", count, block, marks, peaks, cpus, fresh_cpu)


class PipedApp:
    """One `trips-shell -uiTesting` with `count` commands written ahead into its standard input, from a thread (the
    input stays open until the last screen is read, so the app is there to measure)."""

    def __init__(self, shell, count):
        self.process = subprocess.Popen([shell, "-uiTesting"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, bufsize=0)
        self.count = count
        self.printed = 0
        commands = b"".join(b"tap trip.seattle\n" if n % 2 else b"back\n" for n in range(1, count + 1))
        self.writer = threading.Thread(target=self.process.stdin.write, args=(commands,))
        self.writer.start()

    def read_screen(self):
        """Reads up to the next screen; returns how many the shell has printed, or None once it has printed all."""
        if self.printed == self.count:
            return None
        for line in self.process.stdout:
            if line.startswith(b"error:"):
                sys.exit(f"command {self.printed + 1} failed: {line.decode().strip()}")
            if line.startswith(b"== "):
                self.printed += 1
                return self.printed
        sys.exit(f"the shell printed {self.printed} screens for {self.count} commands")

    def cpu(self):
        """The shell's CPU seconds so far."""
        return cpu_seconds(self.process.pid)

    def close(self):
        """Ends the shell by closing its input once everything was written, and waits for it."""
        self.writer.join()
        self.process.stdin.close()
        self.process.wait()


def piped(shell, count, block, turn=50):
    """Pipes `count` commands into one shell and times the screens it prints by block; for the last two blocks two
    fresh shells are piped as many commands, and the three are read in turns of `turn` screens."""
    app = PipedApp(shell, count)
    pid = app.process.pid
    elsewhere = 0.0  # time spent reading the fresh shells, left out of the long one's marks
    marks, peaks, cpus = {0: time.perf_counter()}, {}, {0: app.cpu()}
    fresh, fresh_start = [], {}

    def read_fresh(screens):
        """Reads up to `screens` screens of each fresh shell, noting its CPU once its warm-up block is done."""
        for other in fresh:
            for _ in range(screens):
                printed = other.read_screen()
                if printed is None:
                    break
                if printed == block:
                    fresh_start[other] = other.cpu()

    while (screens := app.read_screen()) is not None:
        if screens % block == 0:
            marks[screens] = time.perf_counter() - elsewhere
            peaks[screens] = peak_kib(pid)
            cpus[screens] = app.cpu()
            if screens == count - 2 * block and screens >= block:
                fresh = [PipedApp(shell, 2 * block), PipedApp(shell, 2 * block)]
        if fresh and screens % turn == 0:
            before = time.perf_counter()
            read_fresh(turn)
            elsewhere += time.perf_counter() - before
    fresh_cpu = None
    if fresh:
        read_fresh(2 * block)
        fresh_cpu = [other.cpu() - fresh_start[other] for other in fresh]
        for other in fresh:
            other.close()
    app.close()
    report("piped", count, block, marks, peaks, cpus, fresh_cpu)


def main():
    shell, count = sys.argv[1], int(sys.argv[2])
    block = int(sys.argv[3]) if len(sys.argv) > 3 else count // 10
    over_the_protocol(shell, count, block)
    piped(shell, count, block)


if __name__ == "__main__":
    main()
