#!/usr/bin/env python3
"""Leaving trips-shell at a terminal with a trip it could not save: it says which, and asks once.

usage: pty_unsaved.py TRIPS_SHELL WORK_DIR

Uses pty_session.py's Session. The save fails through --disk-full. `quit` lists the trip and asks; "n" stays; Ctrl-D
at the prompt asks again, and "y" leaves with exit status 1. Prints one line per check; exits 0 if all passed.
"""

import os
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_session import DEADLINE, Failure, Session, run  # noqa: E402

QUESTION = "Leave anyway and lose them? [y/N] "


def expect_status(shell, expected, what):
    """Waits, until the deadline, for the shell to exit with `expected`."""
    until = time.monotonic() + DEADLINE
    try:
        while shell.read_some(until) or time.monotonic() < until:
            pass
    except EOFError:
        pass
    statuses = []
    waiter = threading.Thread(target=lambda: statuses.append(os.waitpid(shell.pid, 0)[1]), daemon=True)
    waiter.start()
    waiter.join(max(0.0, until - time.monotonic()) + 1.0)
    if not statuses:
        raise Failure(f"{what}: the shell is still running")
    shell.status = os.waitstatus_to_exitcode(statuses[0])
    if shell.status != expected:
        raise Failure(f"{what}: exit status {shell.status}")
    print(f"ok: {what}")


def unsaved_session(binary, history):
    shell = Session(binary, ["-uiTesting", "--disk-full"], history)
    shell.steps([
        (None, "trips> ", "a prompt"),
        ("tap trips.add\r", "newTrip> ", "on the new-trip form"),
        ("type newTrip.start 2026-05-01\r", "newTrip> ", "a start"),
        ("type newTrip.end 2026-05-03\r", "newTrip> ", "an end"),
        ("type newTrip.destination Oslo\r", "newTrip> ", "a destination"),
        ("tap newTrip.save\r", "Could not save the trips (No space left on device)", "the save fails, on screen"),
        (None, "trips> ", "back on the list"),
        ("quit\r", "1 change to the trips was not saved:", "quit says a change was not saved"),
        (None, '"Oslo" (2026-05-01 → 2026-05-03): not saved', "and which"),
        (None, QUESTION, "and asks"),
        ("n\r", "trips> ", "no: the shell stays"),
    ])
    shell.assert_alive("the shell is still running after no")
    shell.steps([
        ("\x04", "1 change to the trips was not saved:", "Ctrl-D says it again"),
        (None, QUESTION, "and asks again"),
        ("y\r", None, "yes"),
    ])
    if shell.text().count(QUESTION) != 2:
        raise Failure("the question was not asked exactly once each time")
    expect_status(shell, 1, "leaving with a lost change exits 1")


def main():
    binary, work = sys.argv[1], sys.argv[2]
    return run([lambda: unsaved_session(binary, os.path.join(work, "history"))])

if __name__ == "__main__":
    sys.exit(main())
