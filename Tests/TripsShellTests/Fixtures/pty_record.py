#!/usr/bin/env python3
"""A person records a flow at a terminal: `trips-shell -uiTesting --record DeleteSeattle.swift` on a pseudo-terminal,
a story tapped through with Tab completion and a couple of `expect`s, then Ctrl-D.

usage: pty_record.py TRIPS_SHELL WORK_DIR

The flow is written to WORK_DIR/AcceptanceTests/Flows/Recorded/DeleteSeattle.swift, in a suite laid out as Trips' with
the pages checked in, whose methods it calls. Prints one line per check; exits 0 if all passed, 1 with the terminal
output so far if one failed.
"""

import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_session import Session, run  # noqa: E402


REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def record(binary, work):
    pages = os.path.join("AcceptanceTests", "Pages")
    shutil.copytree(os.path.join(REPOSITORY, pages), os.path.join(work, pages))
    recorded = os.path.join(work, "AcceptanceTests", "Flows", "Recorded")
    os.makedirs(recorded)
    os.chdir(recorded)  # the shell records into a path relative to where it was started
    shell = Session(binary, ["-uiTesting", "--record", "DeleteSeattle.swift"], os.path.join(work, "history"))
    shell.steps([
        (None, "recording into", "recording starts at launch"),
        (None, "trips> ", "the first prompt"),
        ("tap trip.se\t", "attle", "Tab completes trip.seattle"),
        ("\r", "== Seattle (trip) ==", "the trip opens"),
        (None, "trip> ", "the prompt follows the screen"),
        ("expect weather.te\t", "mperature ", "Tab completes an identifier after expect, and a space"),
        ("la\t", "bel", "Tab completes what expect checks"),
        ("61°F\r", "ok: weather.temperature has label", "the first expect passes"),
        (None, "trip> ", "a prompt"),
        ("tap trip.dlete\r", "Did you mean trip.delete", "a typo fails"),
        (None, "trip> ", "a prompt after the error"),
        ("tap trip.delete\r", "-- alert --", "the alert is up"),
        (None, "trip/alert> ", "the prompt names the alert"),
        ("expect alert.title label \"Delete Seattle?\"\r", "ok: alert.title has label", "the second expect passes"),
        (None, "trip/alert> ", "a prompt"),
        ("tap alert.confirm\r", "== Trips (trips) ==", "the trip is deleted"),
        (None, "trips> ", "a prompt"),
        ("expect trip.seattle gone\r", "ok: trip.seattle is not on screen", "the third expect passes"),
        (None, "trips> ", "a prompt"),
        ("\x04", "wrote ", "Ctrl-D writes the flow"),
    ])
    shell.expect_exit("the shell exits 0")


def main():
    binary, work = sys.argv[1], sys.argv[2]
    return run([lambda: record(binary, work)])

if __name__ == "__main__":
    sys.exit(main())
