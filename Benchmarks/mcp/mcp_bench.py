"""make bench's figures for trips-mcp: what the MCP stories cost an agent, and how long a tap takes over MCP.

Usage: mcp_bench.py TRIPS_MCP TAPS. Prints one JSON line:
- bytes: the text of every tool answer in the stories (Tests/MCPClient/stories.py, 2026-07-28; not NOT_MEASURED, the
  ones that only check errors and the tools the others leave out) as designed (what the agent was not shown yet),
  against the same stories with the whole screen after every action (`show: "screen"`, what other servers answer by
  default): every answer, the actions' answers, and the answers of the actions that stayed on one screen; each
  story in an MCP session of its own, and all of them one after another in one session, as an agent runs them (a
  `relaunch` on a fresh data directory before each but the first, the whole-screen way likewise);
- calls: the trip added through the suggestions one tool call a step, against the same steps in batches;
- a tap's latency: TAPS taps of trip.seattle (each followed by a back that is not timed) over a plain JSON-RPC pipe,
  from writing the request to reading the answer, the app settled in between; the median and the 90th percentile.
"""

import asyncio
import json
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "MCPClient"))
import stories  # noqa: E402  (the stories of make mcp-client, counted here)

MODE = "2026-07-28"
META = {"io.modelcontextprotocol/protocolVersion": MODE, "io.modelcontextprotocol/clientCapabilities": {}}


class Count:
    """What the answers of one way of running the stories came to."""

    def __init__(self, agents):
        self.calls = sum(agent.calls for agent in agents)
        self.bytes = sum(agent.bytes for agent in agents)
        self.action_bytes = sum(agent.action_bytes for agent in agents)
        self.answers = [answer for agent in agents for answer in agent.answers]
        actions = [answer for answer in self.answers if not answer[5]]
        self.actions = len(actions)
        self.whole_screens = sum(1 for answer in actions if answer[4] and not answer[3])


async def each_in_a_session(trips_mcp, whole):
    """Each story in an MCP session of its own."""
    return Count([await stories.run(trips_mcp, story, options or [], MODE, whole=whole)
                  for story, options in stories.MEASURED])


async def in_one_session(trips_mcp, whole):
    """The stories one after another in one session, a relaunch on a fresh data directory between them."""
    return Count([await stories.run_in_one_session(trips_mcp, stories.MEASURED, MODE, whole=whole)])


def on_one_screen(designed, whole):
    """The bytes of the actions that left the app on the screen it was on and did not fail, both ways: the answers
    the design shortens (another screen always comes whole)."""
    pairs = [(ours[1], theirs[1]) for ours, theirs in zip(designed, whole)
             if not ours[5] and not ours[2] and not ours[3]]
    return sum(ours for ours, _ in pairs), sum(theirs for _, theirs in pairs), len(pairs)


async def calls_of(trips_mcp, story):
    agent = await stories.run(trips_mcp, story, ["-uiTesting", "--driver-clock"], MODE)
    return agent.calls


def tap_latency(trips_mcp, taps):
    """Taps over a plain pipe, so that the figure is the server's and the app's, not a client library's."""
    process = subprocess.Popen([trips_mcp, "-uiTesting"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL)
    number = 0

    def call(name, arguments):
        nonlocal number
        number += 1
        request = {"jsonrpc": "2.0", "id": number, "method": "tools/call",
                   "params": {"_meta": META, "name": name, "arguments": arguments}}
        began = time.perf_counter()
        process.stdin.write((json.dumps(request) + "\n").encode())
        process.stdin.flush()
        answer = json.loads(process.stdout.readline())
        took = time.perf_counter() - began
        if answer.get("result", {}).get("isError", True):
            raise SystemExit(f"mcp_bench: {name} failed: {answer}")
        return took

    call("snapshot", {})  # launches the app
    for _ in range(20):  # warm up
        call("tap", {"identifier": "trip.seattle"})
        call("back", {})
    times = []
    for _ in range(taps):
        times.append(call("tap", {"identifier": "trip.seattle"}))
        call("back", {})
    process.stdin.close()
    process.wait(timeout=10)
    times.sort()
    return statistics.median(times) * 1000, times[int(len(times) * 0.9)] * 1000


async def main():
    trips_mcp = os.path.abspath(sys.argv[1])
    taps = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    designed = await each_in_a_session(trips_mcp, whole=False)
    whole = await each_in_a_session(trips_mcp, whole=True)
    same_designed, same_whole, same_count = on_one_screen(designed.answers, whole.answers)
    one_designed = await in_one_session(trips_mcp, whole=False)
    one_whole = await in_one_session(trips_mcp, whole=True)
    one_by_one = await calls_of(trips_mcp, stories.add_a_trip_through_suggestions)
    batched = await calls_of(trips_mcp, stories.add_a_trip_in_batches)
    median, p90 = tap_latency(trips_mcp, taps)
    print(json.dumps({
        "name": "mcp", "storyCalls": designed.calls, "bytesDesigned": designed.bytes, "bytesWholeScreen": whole.bytes,
        "bytesRatio": round(designed.bytes / whole.bytes, 3), "actionBytesDesigned": designed.action_bytes,
        "actionBytesWholeScreen": whole.action_bytes,
        "actionBytesRatio": round(designed.action_bytes / whole.action_bytes, 3),
        "actions": designed.actions, "wholeScreenActions": designed.whole_screens,
        "sameScreenActions": same_count, "sameScreenBytesDesigned": same_designed,
        "sameScreenBytesWholeScreen": same_whole, "sameScreenBytesRatio": round(same_designed / same_whole, 3),
        "oneSessionStoryCalls": one_designed.calls, "oneSessionBytesDesigned": one_designed.bytes,
        "oneSessionBytesWholeScreen": one_whole.bytes,
        "oneSessionBytesRatio": round(one_designed.bytes / one_whole.bytes, 3),
        "oneSessionActionBytesDesigned": one_designed.action_bytes,
        "oneSessionActionBytesWholeScreen": one_whole.action_bytes,
        "oneSessionActionBytesRatio": round(one_designed.action_bytes / one_whole.action_bytes, 3),
        "oneSessionWholeScreenActions": one_designed.whole_screens,
        "tripCallsOneByOne": one_by_one, "tripCallsBatched": batched,
        "taps": taps, "tapMedianMs": round(median, 3), "tapP90Ms": round(p90, 3)}))


if __name__ == "__main__":
    asyncio.run(main())
