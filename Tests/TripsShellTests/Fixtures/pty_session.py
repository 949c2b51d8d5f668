#!/usr/bin/env python3
"""Drives trips-shell on a pseudo-terminal, as a person would, and checks what the terminal shows.

usage: pty_session.py TRIPS_SHELL WORK_DIR

Every wait reads until the expected text appears or a deadline passes (select, no fixed sleeps). Prints one line per
check; exits 0 if all passed, 1 with the terminal output so far if one failed.
"""

import fcntl
import os
import pty
import re
import select
import signal
import struct
import sys
import termios
import threading
import time

# Any one expected text must appear before the shell has spent CPU_BUDGET seconds of its own CPU on it (a shell that
# runs away fails as soon as it could have), and within DEADLINE seconds of wall time (a shell that blocks spends no
# CPU): a statement about the shell, far from what it needs however loaded the machine, not a guess at its speed.
CPU_BUDGET = 5.0
DEADLINE = 60.0
ANSI = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]|\x1b[=>]")


SESSIONS = []


class Failure(Exception):
    pass


class Session:
    """trips-shell on the child side of a pseudo-terminal."""

    def __init__(self, binary, arguments, history, environment=None):
        env = dict(os.environ, TRIPS_HISTORY_FILE=history, TERM="xterm", **(environment or {}))
        # The C locale: the shell itself must switch to UTF-8 or libedit drops non-ASCII input.
        for name in ("LANG", "LC_ALL", "LC_CTYPE"):
            env.pop(name, None)
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            # The size is set here, on the terminal's child side, before the shell starts: set from the parent after
            # the fork, a shell that ran first on a loaded machine read 0 rows and did not page its first screen.
            fcntl.ioctl(sys.stdout.fileno(), termios.TIOCSWINSZ, struct.pack("HHHH", 40, 160, 0, 0))
            os.execve(binary, [binary] + arguments, env)
        self.output = b""
        self.mark = 0
        self.status = None
        SESSIONS.append(self)

    def text(self):
        return ANSI.sub(b"", self.output).decode("utf-8", "replace")

    def send(self, keys):
        os.write(self.fd, keys.encode("utf-8") if isinstance(keys, str) else keys)

    def read_some(self, until):
        ready, _, _ = select.select([self.fd], [], [], max(0.0, until - time.monotonic()))
        if not ready:
            return False
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:  # EIO: the child is gone
            chunk = b""
        if not chunk:
            raise EOFError
        self.output += chunk
        return True

    def cpu_seconds(self):
        """The CPU the shell and the children it waited for (a pager) have spent, from /proc; 0 once it is gone."""
        try:
            with open(f"/proc/{self.pid}/stat") as file:
                fields = file.read().rsplit(")", 1)[1].split()
        except OSError:
            return 0.0
        # utime, stime, cutime, cstime: the 14th to 17th fields, counted after the command's closing parenthesis.
        return sum(int(tick) for tick in fields[11:15]) / os.sysconf("SC_CLK_TCK")

    def expect(self, text, what):
        """Waits until `text` appears after the previous match; moves the mark past it. Bounded by the shell's CPU
        (CPU_BUDGET) and by the wall clock (DEADLINE)."""
        until = time.monotonic() + DEADLINE
        spent_before = self.cpu_seconds()
        while True:
            found = self.text().find(text, self.mark)
            if found >= 0:
                self.mark = found + len(text)
                print(f"ok: {what}")
                return
            # The earliest moment the budget can run out is when every core has run the shell since it was last read:
            # sleep until then (or until output comes), not a fixed tick.
            left = CPU_BUDGET - (self.cpu_seconds() - spent_before)
            if left <= 0:
                raise Failure(f"{what}: {text!r} did not appear while the shell spent {CPU_BUDGET} s of CPU")
            if time.monotonic() >= until:
                raise Failure(f"{what}: {text!r} did not appear within {DEADLINE} s")
            try:
                self.read_some(min(until, time.monotonic() + left / (os.cpu_count() or 1)))
            except EOFError:
                raise Failure(f"{what}: the shell ended before {text!r} appeared")

    def steps(self, steps):
        """Sends each step's keys (if any), then waits for its text (if any)."""
        for keys, text, what in steps:
            if keys is not None:
                self.send(keys)
            if text is not None:
                self.expect(text, what)

    def expect_exit(self, what):
        """Waits, until the deadline, for the terminal to close and the shell to exit 0."""
        until = time.monotonic() + DEADLINE
        try:
            while self.read_some(until) or time.monotonic() < until:
                pass
        except EOFError:
            pass
        statuses = []
        waiter = threading.Thread(target=lambda: statuses.append(os.waitpid(self.pid, 0)[1]), daemon=True)
        waiter.start()
        waiter.join(max(0.0, until - time.monotonic()) + 1.0)
        if not statuses:
            raise Failure(f"{what}: the shell is still running")
        self.status = os.waitstatus_to_exitcode(statuses[0])
        if self.status != 0:
            raise Failure(f"{what}: exit status {self.status}")
        print(f"ok: {what}")

    def assert_alive(self, what):
        pid, _ = os.waitpid(self.pid, os.WNOHANG)
        if pid != 0:
            raise Failure(f"{what}: the shell exited")
        print(f"ok: {what}")


def editing_session(binary, history):
    shell = Session(binary, ["-uiTesting"], history)
    shell.steps([
        (None, "Type 'help' for commands", "a banner on a terminal"),
        (None, "trips> ", "a prompt naming the screen"),
        ("tap trip.se\t", "attle", "Tab completes tap trip.se"),
        ("\r", "== Seattle (trip) ==", "the completed command ran"),
        (None, "trip> ", "the prompt follows the screen"),
        ("back\r", "== Trips (trips) ==", "back to the list"),
        (None, "trips> ", "prompt on the list"),
        ("\x1b[A\x1b[A", "tap trip.seattle", "Up (twice) recalls an earlier command"),
        ("\r", "== Seattle (trip) ==", "the recalled command ran"),
        (None, "trip> ", "prompt after the recalled command"),
        ("tap nothing.here\x03", "^C", "Ctrl-C at the prompt"),
    ])
    shell.assert_alive("Ctrl-C does not end the shell")
    shell.steps([("show\r", "== Seattle (trip) ==", "Ctrl-C cleared the line: show ran alone")])
    if "nothing.here" in shell.text()[shell.mark:] or "error:" in shell.text():
        raise Failure("the line was not cleared by Ctrl-C")
    shell.steps([
        ("back\r", "trips> ", "back again"),
        ("tap trips.add\r", "newTrip> ", "on the new-trip form"),
        ('type newTrip.destination "Zürich ✈"\r', 'value "Zürich ✈"', "non-ASCII typed at a terminal arrives intact"),
        (None, "newTrip> ", "prompt after typing"),
        ("\x04", None, "Ctrl-D on an empty line"),
    ])
    shell.expect_exit("Ctrl-D on an empty line exits 0")
    with open(history, encoding="utf-8", errors="replace") as file:
        saved = file.read()
    if "tap\\040trip.seattle" not in saved and "tap trip.seattle" not in saved:
        raise Failure(f"history file lacks the commands: {saved!r}")
    print("ok: history is saved")


def search_session(binary, history):
    shell = Session(binary, ["-uiTesting"], history)
    shell.steps([
        (None, "trips> ", "a prompt"),
        ("\x12", "bck:", "Ctrl-R starts a search back through history"),
        ("trip.sea\r", "== Seattle (trip) ==", "typing part of a command finds it; Enter runs it: tap trip.seattle"),
        (None, "trip> ", "the prompt after it"),
        ("quit\r", None, "quit"),
    ])
    shell.expect_exit("quit exits 0")


def interrupt_session(binary, history):
    shell = Session(binary, ["-uiTesting", "--stub-latency", "600"], history)
    shell.steps([
        (None, "trips> ", "a prompt"),
        ("\x1b[A", "newTrip.destination", "history is loaded from the previous session"),
        ("\x03tap trip.seattle\r", "waiting for the app to settle", "a progress line while the weather loads"),
        ("\x03", "stopped waiting", "Ctrl-C stops the wait"),
        (None, "Loading weather", "the screen as it is"),
        (None, "trip> ", "and the shell goes on"),
        ("quit\r", None, "quit"),
    ])
    shell.expect_exit("quit exits 0")


def run(stories):
    """Runs `stories` (functions of no argument) in order; on a failure prints it and the terminal's last screen.
    Whatever happens, no shell outlives the script, even one the test's watchdog kills (SIGTERM). Returns the exit
    status."""
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    try:
        for story in stories:
            story()
    except Failure as failure:
        print(f"FAIL: {failure}")
        if SESSIONS:
            print("--- the terminal showed ---")
            print(SESSIONS[-1].text())
        return 1
    finally:
        for session in SESSIONS:
            if session.status is None:
                try:
                    os.kill(session.pid, 9)
                    os.waitpid(session.pid, 0)
                except OSError:
                    pass
    return 0


def main():
    binary, work = sys.argv[1], sys.argv[2]
    history = os.path.join(work, "history")
    return run([lambda: editing_session(binary, history), lambda: interrupt_session(binary, history),
                lambda: search_session(binary, history)])

if __name__ == "__main__":
    sys.exit(main())
