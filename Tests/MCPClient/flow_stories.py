"""Stories of the flow tools (list_flows, run_flows, debug_flow) through the official MCP Python SDK, over the newest
revision (the first over both: a build's and a run's progress, as each revision carries it), on the agent-loop flows
of Tests/AcceptanceFixtureFlows (one fails on the live clock, one on the driver's, one passes). stories.py runs them
after its own.
"""

import os
import re
import stat
import tempfile

from mcp.client.client import Client
from mcp.client.stdio import StdioServerParameters

LIVE = "Seattle's temperature on the live clock, expected wrong on purpose"
DRIVER = "Kyoto's temperature on the driver's clock, expected wrong on purpose"
SILENT = "Back to the list, then its first trip read as Bergen on purpose"
PASSING = "Bergen shows its weather"
MID_FLOW = "Kyoto's temperature read mid-flow, wrong on purpose, then the flow goes on"


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


def server(trips_mcp, **environment):
    env = dict(os.environ, TRIPS_AGENT_LOOP_FLOWS="1",
               TRIPS_ARTIFACTS_DIR=tempfile.mkdtemp(prefix="trips-mcp-artifacts-"), **environment)
    return StdioServerParameters(command=trips_mcp, args=["--flows", "AcceptanceFixtureFlows"], env=env,
                                 cwd=tempfile.mkdtemp(prefix="trips-mcp-story-"))


async def call(client, tool, arguments, error=False, progress=None):
    result = await client.call_tool(tool, arguments, progress_callback=progress)
    text = "".join(block.text for block in result.content if block.type == "text")
    expect(result.is_error == error, f"{tool} {arguments}: is_error {result.is_error}: {text}")
    return text


def evidence_screen(answer, flow):
    """The screen the failure of `flow` recorded (its evidence folder's screen.txt), from run_flows' answer."""
    block = answer.split(f": {flow} — ", 1)[1]
    folder = block.split("  evidence: ", 1)[1].split("\n", 1)[0]
    with open(os.path.join(folder, "screen.txt"), encoding="utf-8") as file:
        return file.read()


def shown_screen(answer):
    """The whole screen an answer ends with, from its `== Title (name) ==` line."""
    return answer[answer.index("\n== ") + 1:]


async def list_run_and_debug(trips_mcp, mode):
    async with Client(server(trips_mcp), mode=mode) as client:
        listed = await call(client, "list_flows", {"tags": ["agentLoop"]})
        expect(listed.startswith("6 of ") and f"Agent loop fixtures: {LIVE}" in listed
               and f"Agent loop fixtures: {DRIVER}" in listed
               and "Tests/AcceptanceFixtureFlows/AgentLoopFlows.swift:" in listed, listed)

        passing = await call(client, "run_flows", {"names": [PASSING]})
        expect(passing.startswith("1 passed, 0 failed, 0 flaky, 0 skipped"), passing)

        told = []

        async def progress(value, total, message):
            told.append((value, message))

        failing = await call(client, "run_flows", {"filter": "expected wrong", "tags": ["agentLoop"], "retries": 1},
                             progress=progress)
        expect(failing.startswith("0 passed, 2 failed"), failing)
        expect(failing.count("  failed in every attempt (2): the first failure follows") == 2, failing)
        expect(any("building" in message for _, message in told) and any("FAIL" in message for _, message in told),
               f"progress: {told}")
        expect([progress for progress, _ in told] == sorted(set(progress for progress, _ in told)),
               f"progress grows: {told}")
        for flow in (LIVE, DRIVER):
            expect(f"FAILED Agent loop fixtures: {flow}" in failing and "  in step " in failing, failing)
        # A failed wait is placed at the line that waited, not at the test's declaration.
        fixture = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                               "AcceptanceFixtureFlows", "AgentLoopFlows.swift")
        with open(fixture, encoding="utf-8") as file:
            wait_line = next(number for number, line in enumerate(file, 1) if 'waitForLabel("70°F")' in line)
        expect(f"  at Tests/AcceptanceFixtureFlows/AgentLoopFlows.swift:{wait_line}: " in failing, failing)
        # Each failure's first line names the value expected and the value on screen.
        expect('to have label "70°F" (last seen: staticText weather.temperature "61°F")' in failing, failing)
        expect('to have label "99°F" (last seen: staticText weather.temperature "70°F")' in failing, failing)
        # The app's own log from the step's action to the failure, each line after its step's number.
        expect("  the app's log since step" in failing and "cache: Seattle, asks the network" in failing, failing)
        # A changed value gets no patch: each failure is said to be a regression.
        expect(failing.count("  regression: the flow expects static text \"weather.temperature\" to have label") == 2,
               failing)

        for flow, clock in ((LIVE, "live clock"), (DRIVER, "driver")):
            recorded = evidence_screen(failing, flow)
            debugged = await call(client, "debug_flow", {"flow": flow})
            expect(debugged.startswith(f'debugging "Agent loop fixtures: {flow}" at its failure, in step '), debugged)
            expect(shown_screen(debugged) == recorded, f"debug_flow's screen:\n{debugged}\nrecorded:\n{recorded}")
            expect(clock in debugged, debugged)
            # A failed wait ends the flow: it did not go on past its failure, and nothing says it did.
            heading = debugged.split("\n", 1)[0]
            expect(" steps in trips-shell " in heading and "went on" not in heading and "request" not in heading,
                   debugged)
            again = await call(client, "debug_flow", {"flow": flow})
            expect(shown_screen(again) == recorded, "a second debug_flow opened another screen")
            if flow == DRIVER:
                # The same requests as the flow's app made, as the failure listed them.
                made = await call(client, "requests", {})
                expect("#1 search kyoto: answered 200\n#2 forecast kyoto: answered 200" in made
                       and "#2 forecast kyoto: answered 200" in failing, made)
            tapped = await call(client, "tap", {"identifier": "nav.back"})
            expect("→ trips" in tapped, tapped)
            if flow == DRIVER:
                # record_flow from here writes the flow's own steps up to its failure, then what was done since:
                # a flow that starts where the app starts.
                # A page's method stands for the step it declares, and only for that: opening a trip's row, the
                # clock, and the trip screen's Share button, whose identifier fits a row's pattern, as Share.
                await call(client, "tap", {"identifier": "trip.seattle"})
                await call(client, "tap", {"identifier": "trip.share"})
                recorded = await call(client, "record_flow", {})
                steps = ['withApp("--driver-clock", "--stub-latency", "kyoto=2")', '.open("Kyoto")',
                         "trips.letTimePass(.seconds(2))", 'app.network.goOffline(city: "Bergen")',
                         "trips.letTimePass(.seconds(2))", 'app.buttons["nav.back"].tap()', '.open("Seattle")',
                         "TripDetailPage(app: app).share()"]
                at = 0
                for step in steps:
                    at = recorded.find(step, at)
                    expect(at >= 0, f"no {step} after the steps before it:\n{recorded}")
                    at += len(step)

        before = await call(client, "debug_flow", {"flow": DRIVER, "step": 2})
        expect("before step 2" in before and "== Trips (trips) ==" in before, before)
        requests = await call(client, "requests", {})
        expect("no requests yet" in requests, requests)

        refusals = [
            # A changed value is never patched: repair_flow refuses it as a regression.
            ("repair_flow", {"flow": LIVE}, f'No safe patch for "{LIVE}": regression: the flow expects static text'),
            ("repair_flow", {"flow": "Atlantis"}, '"Atlantis" is not among the latest run_flows\' flows'),
            ("repair_flow", {"flow": "Bergen shows its"}, f'Did you mean "{PASSING}"?'),
            ("run_flows", {"tags": ["agentLop"]}, "No flow matches tags agentLop (the suite has "),
            ("list_flows", {"tags": ["agentLop"]}, "flows; list_flows with no filter and no tags names them). Its tags: "
             "agentLoop, "),
            ("debug_flow", {"flow": "Atlantis"}, 'No flow is called "Atlantis"'),
            ("debug_flow", {"flow": DRIVER, "step": 99}, "there is no step 99"),
            ("run_flows", {"filter": "no such flow"}, 'No flow matches filter "no such flow"'),
            ("run_flows", {"names": [PASSING], "filter": "x"}, "not both"),
            ("run_flows", {"filter": "([bad"}, "FILTER '([bad' is not a regular expression"),
            ("run_flows", {"names": []}, "`names` is empty: name at least one flow"),
            # One unknown name among known ones runs nothing and names the nearest flow.
            ("run_flows", {"names": [PASSING, "Bergen shows its wether"]},
             f'No flow is called "Bergen shows its wether". Did you mean "{PASSING}"'),
        ]
        # The refusals are the tools' words, the same in either revision (each one but the first builds and lists the
        # flows): the newest is held to all of them, the legacy one to a refusal coming as an error there too.
        for tool, arguments, said in refusals if mode != "legacy" else refusals[:1]:
            answer = await call(client, tool, arguments, error=True)
            expect(said in answer, answer)
            expect(tool != "run_flows" or "passed" not in answer, f"a refused run ran flows: {answer}")
        still = await call(client, "snapshot", {})
        expect(still.startswith("screen "), still)


async def an_expectation_failed_mid_flow(trips_mcp, mode):
    """A failed `#expect` in the middle of a flow that goes on: debug_flow with no `step` opens the app where the
    expectation failed (its screen, and the stubbed network's requests as the flow saw them there), not where the
    flow ended eleven minutes later on the driver's clock, and says the flow went on."""
    async with Client(server(trips_mcp), mode=mode) as client:
        failing = await call(client, "run_flows", {"names": [MID_FLOW]})
        expect(failing.startswith("0 passed, 1 failed") and 'Expectation failed: (shown → "' in failing, failing)
        recorded = evidence_screen(failing, MID_FLOW)
        debugged = await call(client, "debug_flow", {"flow": MID_FLOW})
        head = f'debugging "Agent loop fixtures: {MID_FLOW}" at its failure, after step '
        expect(debugged.startswith(head), debugged)
        after = int(debugged[len(head):].split(" ", 1)[0])
        expect(f": replayed {after} steps in trips-shell -uiTesting --driver-clock --stub-latency kyoto=2\n" in debugged, debugged)
        went_on = re.search(r"^the flow went on for (\d+) more steps after it; the app is at the failure, after step "
                            + str(after) + "$", debugged, re.MULTILINE)
        expect(went_on is not None and int(went_on.group(1)) >= 6, debugged)
        expect(shown_screen(debugged) == recorded, f"debug_flow's screen:\n{debugged}\nrecorded:\n{recorded}")
        # The network as the flow saw it at the failure: Kyoto asked once, not again eleven minutes later.
        made = await call(client, "requests", {})
        expect(made.rstrip().endswith("#1 search kyoto: answered 200\n#2 forecast kyoto: answered 200")
               and "#3" not in made, made)
        # Before a step past the failure, the app is where the flow went on to.
        later = await call(client, "debug_flow", {"flow": MID_FLOW, "step": after + int(went_on.group(1))})
        expect(f"before step {after + int(went_on.group(1))} (back)" in later and "went on" not in later, later)
        expect("#3 " in await call(client, "requests", {}), "the flow's later requests were not replayed")


async def a_failure_after_a_silent_step(trips_mcp, mode):
    """The app logged nothing after the flow's last action: run_flows says so, naming that action, since a line that
    never came is often the fault."""
    async with Client(server(trips_mcp), mode=mode) as client:
        failing = await call(client, "run_flows", {"names": [SILENT]})
        expect(failing.startswith("0 passed, 1 failed"), failing)
        expect(re.search(r"(?m)^  the app's log since step \d+, back: nothing logged$", failing) is not None, failing)


async def a_build_that_fails(trips_mcp, mode):
    """run_flows with a compiler that fails (a stand-in `swift` that prints an error and exits 1) answers with the
    error's `file:line:col: error:` line, not the log, and the session goes on."""
    folder = tempfile.mkdtemp(prefix="trips-mcp-swift-")
    swift = os.path.join(folder, "swift")
    with open(swift, "w", encoding="utf-8") as file:
        file.write("#!/bin/sh\necho 'Building for debugging...'\n"
                   "echo \"$(pwd)/AcceptanceTests/Pages/TripDetailPage.swift:12:9: error: cannot find 'card' in scope\"\n"
                   "echo 'a line of the log'\nexit 1\n")
    os.chmod(swift, stat.S_IRWXU)
    async with Client(server(trips_mcp, SWIFT=swift), mode=mode) as client:
        answer = await call(client, "run_flows", {}, error=True)
        expect(answer.startswith("The build failed:\n") and ": error: cannot find 'card' in scope" in answer
               and "a line of the log" not in answer, answer)
        still = await call(client, "snapshot", {})
        expect(still.startswith("screen trips"), still)


def checks(trips_mcp, modes):
    stories = [(list_run_and_debug, mode) for mode in modes]
    stories += [(story, modes[0]) for story in (an_expectation_failed_mid_flow, a_failure_after_a_silent_step,
                                                a_build_that_fails)]
    return [(f"{story.__name__} ({mode})", lambda s=story, m=mode: s(trips_mcp, m)) for story, mode in stories]
