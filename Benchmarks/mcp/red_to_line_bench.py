"""make bench's figure "red to the line": from a regression planted in an app's model to the answer that names the line
at fault, or the line beside it that calls it or says what it did.

Usage: red_to_line_bench.py TRIPS_MCP. Prints one JSON line: the MCP calls and the bytes of their answers from the
planted regression to the first answer that names the line (goal: at most GOAL_CALLS calls), and the seconds they took
(each run builds first: the planted model is compiled in them). The regression is the example app's
(Tests/MCPClient/example_stories.py: Reset puts back a second less in Examples/Countdown's model; no flow, page or
screen changed), put back when the bench ends; the calls are an agent's: `run_flows`, then `debug_flow` on the flow
that failed. A line named in none of them is said (`line` null) and the bench exits 1.
"""

import asyncio
import json
import os
import sys
import time

from mcp.client.client import Client

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Tests", "MCPClient"))

from example_stories import places_at_fault, plant_regression, put_back, server  # noqa: E402
from flow_stories import call  # noqa: E402

GOAL_CALLS = 2
FAILING = "Reset stops the countdown"


async def measure(trips_mcp):
    with put_back():
        fault = plant_regression()
        async with Client(server(trips_mcp), mode="2026-07-28") as client:
            started = time.monotonic()
            steps = [("run_flows", {}), ("debug_flow", {"flow": FAILING})]
            calls, read, named = 0, 0, []
            for tool, arguments in steps:
                answer = await call(client, tool, arguments)
                calls += 1
                read += len(answer.encode())
                named = places_at_fault(answer, fault)
                if named:
                    break
            seconds = time.monotonic() - started
    return {"calls": calls, "bytes": read, "seconds": round(seconds, 2), "line": named[0] if named else None,
            "fault": f"Sources/countdown/Countdown.swift:{fault}", "goalCalls": GOAL_CALLS}


def main():
    row = asyncio.run(measure(os.path.abspath(sys.argv[1])))
    print(json.dumps(row))
    return 0 if row["line"] else 1


if __name__ == "__main__":
    sys.exit(main())
