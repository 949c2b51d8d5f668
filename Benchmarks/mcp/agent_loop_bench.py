"""make bench's figures for the agent's loop: from a flow that fails to the agent looking at its live failing state.

Usage: agent_loop_bench.py TRIPS_MCP RUNS. Prints one JSON line:
- red to seen, over MCP: `run_flows` on the failing flow, then `debug_flow` on it: tool calls, bytes of the answers,
  seconds (each call builds first: a build with nothing to do, as bench.sh builds before it);
- red to seen, the shell way an agent took before: `make acceptance FILTER=…`, then `make trace CASE=…`: commands,
  bytes printed, seconds; it ends reading a trace, not in a live app;
- red to the failing state, for a failed `#expect` in the middle of a flow that goes on (AgentLoopFlows.swift, "Kyoto's
  temperature read mid-flow…"): `run_flows` on it, then `debug_flow`: tool calls, bytes, seconds; the app must then be
  at the failure, not where the flow went on to (its stubbed network's requests, read after, uncounted), or the bench
  stops;
- debug_flow's latency on a flow of about twenty steps (Tests/AcceptanceFixtureFlows/AgentLoopFlows.swift, "Three trips visited twice…"),
  RUNS calls after a first, the median and the slowest, no build counted (debug_flow replays the latest run's);
- `tools/list`'s bytes as the server writes them.

The flows are the agent-loop fixtures (TRIPS_AGENT_LOOP_FLOWS, trips-mcp --flows AcceptanceFixtureFlows, tag agentLoop).
"""

import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from mcp.client.client import Client
from mcp.client.stdio import StdioServerParameters

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FLOW = "Three trips visited twice, then Bergen's temperature wrong on purpose"
MID_FLOW = "Kyoto's temperature read mid-flow, wrong on purpose, then the flow goes on"
ENVIRONMENT = {"TRIPS_AGENT_LOOP_FLOWS": "1"}
META = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}


async def call(client, tool, arguments):
    result = await client.call_tool(tool, arguments)
    text = "".join(block.text for block in result.content if block.type == "text")
    if result.is_error:
        raise SystemExit(f"agent_loop_bench: {tool} failed: {text}")
    return text


async def over_mcp(trips_mcp, runs):
    env = dict(os.environ, **ENVIRONMENT, TRIPS_ARTIFACTS_DIR=tempfile.mkdtemp(prefix="trips-bench-artifacts-"))
    params = StdioServerParameters(command=trips_mcp, args=["--flows", "AcceptanceFixtureFlows"], env=env,
                                   cwd=tempfile.mkdtemp(prefix="trips-bench-"))
    async with Client(params, mode="2026-07-28") as client:
        started = time.monotonic()
        ran = await call(client, "run_flows", {"names": [FLOW]})
        opened = await call(client, "debug_flow", {"flow": FLOW})
        seen = time.monotonic() - started
        latencies = []
        for _ in range(runs):
            began = time.monotonic()
            await call(client, "debug_flow", {"flow": FLOW})
            latencies.append((time.monotonic() - began) * 1000)
        steps = int(opened.split("replayed ", 1)[1].split(" step", 1)[0])
        return {"calls": 2, "bytes": len(ran.encode()) + len(opened.encode()), "seconds": seen,
                "debugMedianMs": statistics.median(latencies), "debugMaxMs": max(latencies),
                "debugStepsReplayed": steps, "redToFailingState": await red_to_failing_state(client)}


async def red_to_failing_state(client):
    """run_flows on the flow whose `#expect` fails mid-flow, then debug_flow: the calls that get an agent to the app as
    it was at the failure."""
    started = time.monotonic()
    ran = await call(client, "run_flows", {"names": [MID_FLOW]})
    opened = await call(client, "debug_flow", {"flow": MID_FLOW})
    seconds = time.monotonic() - started
    made = await call(client, "requests", {})
    if "the app is at the failure" not in opened or "#3 " in made:
        raise SystemExit(f"agent_loop_bench: debug_flow did not open the failing state:\n{opened}\n{made}")
    return {"calls": 2, "bytes": len(ran.encode()) + len(opened.encode()), "seconds": seconds}


def the_shell_way():
    env = dict(os.environ, **ENVIRONMENT, ACCEPTANCE_MODULE="AcceptanceFixtureFlows")
    started = time.monotonic()
    printed = 0
    for command in (["make", "-s", "acceptance", f"FILTER={FLOW}"], ["make", "-s", "trace", "CASE=visited twice"]):
        done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, check=False)
        printed += len(done.stdout) + len(done.stderr)
    return {"commands": 2, "bytes": printed, "seconds": time.monotonic() - started}


def tools_list_bytes(trips_mcp):
    request = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": META}})
    done = subprocess.run([trips_mcp], input=(request + "\n").encode(), capture_output=True, timeout=60, check=True,
                          cwd=tempfile.mkdtemp(prefix="trips-bench-"))
    return len(done.stdout.splitlines()[0])


def main():
    trips_mcp, runs = os.path.abspath(sys.argv[1]), int(sys.argv[2])
    mcp = asyncio.run(over_mcp(trips_mcp, runs))
    shell = the_shell_way()
    print(json.dumps({"redToSeenMCP": mcp, "redToSeenShell": shell, "toolsListBytes": tools_list_bytes(trips_mcp)}))


if __name__ == "__main__":
    main()
