"""The benchmark's user story driven the way a scripted-CLI user drives a shell: pexpect on a pseudo-terminal, typing
commands into the interactive trips-shell and matching the screen text it prints.

Usage: pexpect_story.py TRIPS_SHELL RUNS  ->  prints one JSON line with the median seconds of a whole story.
"""
import json
import os
import statistics
import sys
import tempfile
import time

import pexpect

PROMPT = r"> $"


def story(shell: str) -> float:
    env = dict(os.environ, TERM="dumb", NO_COLOR="1",
               TRIPS_HISTORY_FILE=os.path.join(tempfile.mkdtemp(), "history"))
    start = time.perf_counter()
    child = pexpect.spawn(shell, ["-uiTesting"], env=env, encoding="utf-8", timeout=10, dimensions=(50, 200))
    try:
        def step(command: str, expected: str) -> None:
            child.sendline(command)
            child.expect(expected)
            child.expect(PROMPT)

        child.expect(PROMPT)
        step("tap trip.seattle", r'weather\.temperature\s+"61°F"')
        step("back", r"trips\.add")
        step("tap trips.add", r"newTrip\.destination")
        step("type newTrip.destination Ber", r"suggestion\.bergen")
        step("tap suggestion.bergen", r'value "Bergen"')
        step("type newTrip.start 2026-07-01", r'value "2026-07-01"')
        step("type newTrip.end 2026-07-05", r'value "2026-07-05"')
        step("tap newTrip.save", r"trip\.bergen-2")
        child.sendline("quit")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    return time.perf_counter() - start


def main() -> None:
    shell, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 5
    times = [story(shell) for _ in range(runs)]
    print(json.dumps({"driver": "pexpect", "title": "pexpect on a pty, matching screen text",
                      "medianSeconds": statistics.median(times), "runs": runs}))


if __name__ == "__main__":
    main()
