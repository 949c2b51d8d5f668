"""trips-mcp's explore tool on an app that is not Trips, through the official MCP Python SDK: the explorer's stand-in
(Tests/AppRunnerTests/Fixtures/explore_app.py) with a back that lands on the wrong screen planted, named by its path
(`--app`), its launch options after it. One call walks it; the answer must hold the compact map (the counts, each state
with its controls and the walk that reaches it) and the broken invariant's walk shrunk to the three planted actions,
with the flow written for it, and say no Trips word. make repair-stories runs it (repair_stories.py)."""

import os
import tempfile

from example_stories import no_trips_words
from flow_stories import call, expect
from mcp.client.client import Client
from mcp.client.stdio import StdioServerParameters

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
STAND_IN = os.path.join(ROOT, "Tests", "AppRunnerTests", "Fixtures", "explore_app.py")
# What the plant takes: the walk from the launch to the screen back leaves wrongly, and back.
PLANTED = "tap button home.next; tap button detail.more; back"


def server(trips_mcp):
    # Two buttons that only count their taps, not the stand-in's twenty: a walk of dozens of actions, not hundreds.
    env = dict(os.environ, EXPLORE_NOISE="2", TRIPS_ARTIFACTS_DIR=tempfile.mkdtemp(prefix="trips-mcp-artifacts-"))
    return StdioServerParameters(command=trips_mcp, args=["--app", STAND_IN, "--driver-clock", "--plant", "wrong-back"],
                                 env=env, cwd=tempfile.mkdtemp(prefix="trips-mcp-explore-"))


async def a_planted_wrong_back_is_explored_to_its_shrunk_flow(trips_mcp, mode):
    async with Client(server(trips_mcp), mode=mode) as client:
        answer = await call(client, "explore", {"max_actions": 200})
        expect(answer.startswith("explored explore_app.py with seed 0: ") and "stopped by fixedPoint" in answer,
               answer)
        # The compact map: the launch's state with its controls, and the walk that reaches each other state.
        expect("states:\n  s0 home: " in answer and "button home.next" in answer, answer)
        expect("\n    by: the launch\n" in answer and "\n    by: tap button home.next\n" in answer, answer)
        expect("never reached: more: more.locked" in answer, answer)
        # The broken invariant, its walk shrunk to the planted three actions, and its flow's source.
        expect("BROKEN Invariant backReturns broke: Back from the more screen went to the home screen, not to the "
               "detail screen it came from." in answer, answer)
        expect(f" to 3: {PLANTED}\n" in answer and "1 invariant broke" in answer, answer)
        flow = answer.split("flow ExploredBackReturns.swift:\n", 1)
        expect(len(flow) == 2, answer)
        for line in ('func exploredBackReturns() async throws {', 'checking: ["backReturns"]',
                     'try await app.buttons["home.next"].tap()', 'try await app.buttons["detail.more"].tap()',
                     "try await probe.step(.back)"):
            expect(line in flow[1], f"the flow lacks {line}:\n{flow[1]}")
        no_trips_words([answer])
