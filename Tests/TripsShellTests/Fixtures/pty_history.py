#!/usr/bin/env python3
"""The shell's history file at a terminal, made under umasks 000 and 022: the test then reads its mode.

usage: pty_history.py TRIPS_SHELL WORK_DIR

Uses pty_session.py's Session. For each umask, set for real in this process before the shell is forked (so the shell
inherits it), one session types a command and leaves with Ctrl-D; its history goes to
WORK_DIR/umask-MASK/state/trips/history, none of which exists before. Prints one line per check; exits 0 if all passed.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_session import Session, run  # noqa: E402


def history_session(binary, work, mask):
    os.umask(mask)
    history = os.path.join(work, f"umask-{mask:03o}", "state", "trips", "history")
    shell = Session(binary, ["-uiTesting"], history)
    shell.steps([
        (None, "trips> ", f"a prompt under umask {mask:03o}"),
        ("show\r", "trips> ", "a command typed"),
        ("\x04", None, "Ctrl-D"),
    ])
    shell.expect_exit("the shell leaves")


def main():
    binary, work = sys.argv[1], sys.argv[2]
    return run([lambda mask=mask: history_session(binary, work, mask) for mask in (0o000, 0o022)])

if __name__ == "__main__":
    sys.exit(main())
