#!/usr/bin/env python3
"""A screen taller than the terminal goes through a pager at a terminal: $TRIPS_PAGER, else $PAGER, else less -FRX;
--no-pager and an empty TRIPS_PAGER turn it off. A screen that fits is printed as it is.

usage: pty_pager.py TRIPS_SHELL WORK_DIR

Uses pty_session.py's Session (a terminal of 40 rows) over a data directory of 60 trips: the list is some 125
lines, a trip's screen a dozen. A pager that marks each line it shows (`sed 's/^/paged: /'`) tells paged from not.
Prints one line per check; exits 0 if all passed.
"""

import fcntl
import json
import os
import select
import struct
import subprocess
import sys
import termios
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_session import Failure, Session, run  # noqa: E402

MARKING = "sed 's/^/paged: /'"


def trips_directory(work):
    directory = os.path.join(work, "sixty-trips")
    os.makedirs(directory, exist_ok=True)
    trips = [{"id": f"00000000-0000-4000-8000-{n:012d}", "destination": f"Oslo {n:02d}",
              "start": f"2026-05-{1 + n % 28:02d}", "end": f"2026-06-{1 + n % 28:02d}"} for n in range(60)]
    with open(os.path.join(directory, "trips.json"), "w", encoding="utf-8") as file:
        json.dump({"version": 1, "trips": trips}, file)
    return directory


def not_paged(shell, what):
    if "paged: " in shell.text()[shell.mark:]:
        raise Failure(f"{what}: it went through the pager")
    print(f"ok: {what}")


def pages_a_tall_screen(binary, work):
    shell = Session(binary, ["-uiTesting", "--data-dir", trips_directory(work)], os.path.join(work, "h1"),
                    {"TRIPS_PAGER": MARKING, "PAGER": "false"})
    shell.steps([
        (None, "paged: == Trips (trips) ==", "the tall list goes through TRIPS_PAGER"),
        (None, "paged:     cell          trip.oslo-59", "every line of it"),
        (None, "trips> ", "then the prompt"),
        ("tap trip.oslo-00\r", "== Oslo 00 (trip) ==", "a trip's screen fits"),
        (None, "trip> ", "and is printed as it is"),
    ])
    shell.mark = shell.text().find("== Oslo 00 (trip) ==") - 10
    not_paged(shell, "a screen that fits is not paged")
    shell.steps([
        ("back\r", "paged: == Trips (trips) ==", "back to the list: paged again"),
        (None, "trips> ", "and the prompt"),
    ])
    shell.steps([("quit\r", None, "quit")])
    shell.expect_exit("the shell ends")


def no_pager_prints_it_as_it_is(binary, work):
    for arguments, environment, what in (
            (["--no-pager"], {"TRIPS_PAGER": MARKING}, "--no-pager"),
            ([], {"TRIPS_PAGER": "", "PAGER": MARKING}, "an empty TRIPS_PAGER")):
        shell = Session(binary, ["-uiTesting", "--data-dir", trips_directory(work)] + arguments,
                        os.path.join(work, "h2"), environment)
        shell.steps([(None, "trips> ", f"{what}: the prompt")])
        shell.mark = 0
        not_paged(shell, f"{what}: the tall list is printed as it is")
        shell.steps([("quit\r", None, "quit")])
        shell.expect_exit(f"{what}: the shell ends")


def less_is_the_default(binary, work):
    for name in ("TRIPS_PAGER", "PAGER"):
        os.environ.pop(name, None)
    shell = Session(binary, ["-uiTesting", "--data-dir", trips_directory(work)], os.path.join(work, "h3"))
    shell.steps([(None, "== Trips (trips) ==", "less shows the list")])
    # A key sent before less has the terminal may be dropped as it takes it: q again until the prompt is back.
    for _ in range(20):
        shell.send("q")
        until = time.monotonic() + 1.0
        while "trips> " not in shell.text()[shell.mark:] and time.monotonic() < until:
            shell.read_some(until)
        if "trips> " in shell.text()[shell.mark:]:
            break
    shell.steps([
        (None, "trips> ", "q leaves less, and the shell goes on"),
        ("\x15quit\r", None, "quit (Ctrl-U first: a q typed after less had gone)"),
    ])
    shell.expect_exit("the shell ends")


def piped_never_pages(binary, work):
    done = subprocess.run([binary, "-uiTesting", "--data-dir", trips_directory(work)], input=b"show\n",
                          capture_output=True, env=dict(os.environ, TRIPS_PAGER=MARKING), timeout=60)
    output = done.stdout.decode()
    if done.returncode != 0 or "paged: " in output or output.count("    cell ") != 60:
        raise Failure(f"a piped session pages or loses rows: {done.returncode} {output[:200]!r}")
    print("ok: a piped session prints the whole list, never paged")


def piped_at_a_terminal_never_pages(binary, work):
    """The README's `printf … | trips-shell`: standard input a pipe, standard output a terminal (40 rows, so the
    list of 60 trips is taller than it)."""
    leader, follower = os.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 160, 0, 0))
    shell = subprocess.Popen([binary, "-uiTesting", "--data-dir", trips_directory(work)], stdin=subprocess.PIPE,
                             stdout=follower, stderr=follower, env=dict(os.environ, TRIPS_PAGER=MARKING))
    os.close(follower)
    shell.stdin.write(b"show\n")
    shell.stdin.close()
    output = b""
    until = time.monotonic() + 60
    while time.monotonic() < until:
        ready, _, _ = select.select([leader], [], [], max(0.0, until - time.monotonic()))
        try:
            chunk = os.read(leader, 65536) if ready else b""
        except OSError:  # the terminal's last writer closed it: all is read
            chunk = b""
        if not chunk:
            break
        output += chunk
    os.close(leader)
    status = shell.wait(timeout=max(1.0, until - time.monotonic()))
    text = output.decode(errors="replace")
    if status != 0 or "paged: " in text or text.count("    cell ") != 60:
        raise Failure(f"a piped session at a terminal pages or loses rows: {status} {text[:300]!r}")
    print("ok: a piped session at a terminal prints the whole list, never paged")


if __name__ == "__main__":
    binary, work = sys.argv[1], sys.argv[2]
    sys.exit(run([lambda: pages_a_tall_screen(binary, work), lambda: no_pager_prints_it_as_it_is(binary, work),
                  lambda: less_is_the_default(binary, work), lambda: piped_never_pages(binary, work),
                  lambda: piped_at_a_terminal_never_pages(binary, work)]))
