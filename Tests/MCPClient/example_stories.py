"""trips-mcp on another app, through the official MCP Python SDK: the example app on the kit (Examples/Countdown, a
kitchen timer, and its flows), named as its flows name it (`--app countdown`, the package's product) in its own
package (`--package`), with no link into this repository and no variable.

The story works on the package where it is, on the build `make example-app` just made in this repository's build
folder (`--scratch-path`: the runner and the kit are compiled there already), and puts back every file it changed,
whatever happens: it drives the timer
with the core's tools (tools/list names none of Trips' commands; snapshot, tap, a wait that fails at once on a settled
app, advance_clock, relaunch), and says no Trips word about it. Then the flow tools: list_flows and run_flows (green);
the timer's label renamed in the app, run_flows proposes the rename, debug_flow opens the live app at a failure,
repair_flow renames it in the page and the suite is green again; record_flow writes a session into the package's
flows' folder, launched by the function its pages declare, and that flow passes there. Both parts run over the
newest revision, one after the other (the flow part changes the package and puts it back): a tool's answer is the
same text in both, and stories.py holds what the older one carries differently. Between them, a regression
planted in the model (Reset puts back a second less; no flow, page or screen changed) is found in one run_flows
answer: the failing control's declaration and its line, the Reset button's that the last action tapped, and the log's
places, one of them beside the line at fault. `make example-app` runs it after
the package's own flows; `example_stories.py TRIPS_MCP` runs it alone.
"""

import asyncio
import contextlib
import os
import re
import sys
import tempfile
import time

from flow_stories import call, expect
from mcp.client.client import Client
from mcp.client.stdio import StdioServerParameters

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
COPY = os.path.join(ROOT, "Examples", "Countdown")
# Where make example-app builds it: this repository's build folder, by its real path, as every build of it names it.
SCRATCH = os.path.join(os.path.realpath(ROOT), ".build")
SCREEN = os.path.join(COPY, "Sources", "countdown", "CountdownScreen.swift")
MODEL = os.path.join(COPY, "Sources", "countdown", "Countdown.swift")
PAGE = os.path.join(COPY, "Tests", "CountdownFlows", "TimerPage.swift")
RECORDED = "Tests/CountdownFlows/CountToZeroRecorded.swift"
TRIPS_COMMANDS = {"network", "requests", "pasteboard"}
# What the server must not say about another app: Trips' app, shell, options, places and services.
TRIPS_WORDS = re.compile(r"trips-shell|\btrips?\b(?!-mcp)|-uiTesting|--data-dir|open-meteo|pasteboard|seattle|saved trip",
                         re.IGNORECASE)


@contextlib.contextmanager
def put_back():
    """The package as it was when the story began, whatever the story changed or wrote (the app's rename, the page's
    repair, the recorded flow), put back when it ends, and its build with it."""
    kept = {path: open(path, encoding="utf-8").read() for path in (SCREEN, PAGE, MODEL)}
    recorded = os.path.join(COPY, RECORDED)
    try:
        yield
    finally:
        for path, text in kept.items():
            if open(path, encoding="utf-8").read() != text:
                with open(path, "w", encoding="utf-8") as file:
                    file.write(text)
        if os.path.exists(recorded):
            os.remove(recorded)


def server(trips_mcp):
    return StdioServerParameters(command=trips_mcp, args=["--package", COPY, "--scratch-path", SCRATCH, "--app", "countdown",
                                                          "--driver-clock"],
                                 env=dict(os.environ), cwd=tempfile.mkdtemp(prefix="trips-mcp-example-"))


def no_trips_words(answers):
    # The clone's own folder may be called anything, trips among them: a path into it is not the server's word.
    said = [line for answer in answers for line in answer.splitlines()
            if TRIPS_WORDS.search(line.replace(ROOT, "<checkout>"))]
    expect(not said, "the server named Trips to another app:\n" + "\n".join(said))


async def tools_of_another_app(client):
    tools = {tool.name for tool in (await client.list_tools()).tools}
    expect(not tools & TRIPS_COMMANDS, f"Trips' commands offered to the countdown: {sorted(tools & TRIPS_COMMANDS)}")
    expect({"snapshot", "tap", "wait_for", "advance_clock", "relaunch", "run_flows", "debug_flow", "record_flow"}
           <= tools, sorted(tools))


async def the_core_tools_drive_the_timer(trips_mcp, mode):
    async with Client(server(trips_mcp), mode=mode) as client:
        await tools_of_another_app(client)
        answers = []
        # A session that begins with a relaunch launches the app as its sources are now: the flow story before this
        # one put its renamed label back in the sources and left the build with the rename.
        first = await call(client, "relaunch", {})
        expect(first.startswith("relaunched: countdown --automation --driver-clock\n")
               and 'timer.remaining  "3 s left"' in first, first)
        shown = await call(client, "snapshot", {})
        expect("== Timer (timer) ==" in shown and 'timer.remaining  "3 s left"' in shown, shown)
        started = await call(client, "tap", {"identifier": "timer.start"})
        expect("~ timer.start [disabled: The timer is already running.]" in started and "waiting on the driver's clock" in started, started)
        began = time.monotonic()
        never = await call(client, "wait_for", {"identifier": "timer.remaining", "condition": "label",
                                                "text": "Time's up", "timeout": 30}, error=True)
        expect(never.startswith("Gave up at once") and time.monotonic() - began < 10, never)
        moved = await call(client, "advance_clock", {"milliseconds": 1000})
        expect('~ timer.remaining "2 s left"' in moved, moved)
        relaunched = await call(client, "relaunch", {})
        expect(relaunched.startswith("relaunched: countdown --automation --driver-clock\n"), relaunched)
        expect('timer.remaining "3 s left"' in relaunched, relaunched)
        disabled = await call(client, "tap", {"identifier": "timer.reset"}, error=True)
        expect(disabled.startswith("Gave up at once") and 'timer.reset "Reset" [disabled: The timer is already reset.]' in disabled, disabled)
        # What a failed tool leaves for a person goes under the app's own package, not under this checkout's.
        expect(f"artifacts:  {os.path.join(COPY, '.build', 'acceptance', 'artifacts')}/" in disabled, disabled)
        answers += [first, shown, started, never, moved, relaunched, disabled]
        no_trips_words(answers)


def change_app(old, new):
    with open(SCREEN, encoding="utf-8") as file:
        text = file.read()
    expect(text.count(old) == 1, f"CountdownScreen.swift says {old!r} {text.count(old)} times, not once")
    with open(SCREEN, "w", encoding="utf-8") as file:
        file.write(text.replace(old, new))


async def its_flows_run_debugged_repaired_and_recorded(trips_mcp, mode):
    with put_back():
        await flows_run_debugged_repaired_and_recorded(trips_mcp, mode)


async def flows_run_debugged_repaired_and_recorded(trips_mcp, mode):
    async with Client(server(trips_mcp), mode=mode) as client:
        answers = []
        listed = await call(client, "list_flows", {})
        expect(listed.startswith("5 of 5") and "Tests/CountdownFlows/CountdownFlows.swift:" in listed, listed)
        green = await call(client, "run_flows", {})
        expect(green.startswith("5 passed, 0 failed"), green)

        change_app('"timer.remaining"', '"timer.left"')
        broken = await call(client, "run_flows", {})
        expect(re.match(r"\d passed, [1-5] failed", broken), broken)
        expect('repair: "timer.remaining" is gone and "timer.left" stands in its place' in broken, broken)
        expect("at Tests/CountdownFlows/" in broken and "evidence: " + os.path.join(COPY, ".build") in broken, broken)

        flow = "A second on the clock takes a second off"
        opened = await call(client, "debug_flow", {"flow": flow})
        expect(opened.startswith(f'debugging "Countdown: {flow}" at its failure')
               and " steps in countdown --driver-clock\n" in opened, opened)
        expect('timer.left  "2 s left"' in opened, opened)
        # The live app, where the flow failed: the tools act on it.
        moved = await call(client, "advance_clock", {"milliseconds": 1000})
        expect('~ timer.left "1 s left"' in moved, moved)

        repaired = await call(client, "repair_flow", {"flow": flow})
        expect(repaired.startswith('renamed "timer.remaining" to "timer.left" in Tests/CountdownFlows/TimerPage.swift;')
               and ", 0 failed" in repaired, repaired)

        fresh = await call(client, "relaunch", {"fresh_data": True})
        await call(client, "tap", {"identifier": "timer.start"})
        await call(client, "advance_clock", {"milliseconds": 3000})
        await call(client, "wait_for", {"identifier": "timer.left", "condition": "label", "text": "Time's up"})
        # A relaunch with other options, on the live clock: the flow sets them and relaunches, as the session did.
        live = await call(client, "relaunch", {"options": []})
        expect(live.startswith("relaunched: countdown --automation\n") and "live clock" in live, live)
        recorded = await call(client, "record_flow", {"path": RECORDED})
        expect(recorded.startswith(f"wrote {os.path.join(COPY, RECORDED)}") and "try await withTimer { page in" in recorded
               and "import AppRunner" in recorded, recorded)
        expect("app.launchArguments = []\n" in recorded
               and recorded.index("app.launchArguments = []") < recorded.index("try await app.relaunch()"), recorded)
        passes = await call(client, "run_flows", {"filter": "CountToZeroRecorded"})
        expect(passes.startswith("1 passed, 0 failed"), passes)
        answers += [listed, green, broken, opened, moved, repaired, fresh, live, recorded, passes]
        no_trips_words(answers)


def plant_regression():
    """Breaks the model as a slip would, one word in Reset (it puts back a second less), and returns the line it broke:
    the flows, the page and the screen are as they were."""
    with open(MODEL, encoding="utf-8") as file:
        lines = file.read().split("\n")
    fault = [number for number, line in enumerate(lines, 1) if line.strip() == "remaining = Countdown.seconds"]
    expect(len(fault) == 1, f"Countdown.swift resets `remaining` on {len(fault)} lines, not one")
    lines[fault[0] - 1] = lines[fault[0] - 1].replace("Countdown.seconds", "Countdown.seconds - 1")
    with open(MODEL, "w", encoding="utf-8") as file:
        file.write("\n".join(lines))
    return fault[0]


# A log line's place, as run_flows' log section ends it: `    9: reset  — ` and the model's file and line.
LOGGED_PLACE = r"^    \d+: .*  — (Sources/[^:]+):(\d+)$"


def places_at_fault(answer, fault):
    """The places in the model an answer's log lines are said at, on the line at fault (`fault`, planted by
    plant_regression) or beside it, the line that calls it or says what it did: what names the line to an agent (make
    bench's "red to the line", Benchmarks/mcp/red_to_line_bench.py, counts the calls to the first answer with one)."""
    return [f"{path}:{line}" for path, line in re.findall(LOGGED_PLACE, answer, re.MULTILINE)
            if path == "Sources/countdown/Countdown.swift" and abs(int(line) - fault) <= 1]


async def a_regression_in_the_model_is_traced_to_its_line_in_one_answer(trips_mcp, mode):
    with put_back():
        fault = plant_regression()
        async with Client(server(trips_mcp), mode=mode) as client:
            answer = await call(client, "run_flows", {})
    expect(re.match(r"4 passed, 1 failed", answer) and "FAILED Countdown: Reset stops the countdown" in answer, answer)
    # The control the failed wait was about, where the screen builds it, and that line as it reads.
    declared = re.search(r"the control: (.*), declared at (Sources/countdown/CountdownScreen\.swift):(\d+): (.*)", answer)
    expect(declared, "run_flows does not say where the failing control was declared:\n" + answer)
    with open(os.path.join(COPY, declared.group(2)), encoding="utf-8") as file:
        source = file.read().split("\n")[int(declared.group(3)) - 1].strip()
    expect(declared.group(4) == source and '"timer.remaining"' in source, f"{declared.group(0)!r} quotes {source!r}")
    # And the control the flow's last action touched, whose line names what it calls.
    tapped = re.search(r'the last action, tap "timer.reset", touched button timer.reset "Reset", declared at '
                       r"Sources/countdown/CountdownScreen\.swift:\d+: (.*)", answer)
    expect(tapped and "self.reset()" in tapped.group(1), "run_flows does not say where Reset was declared:\n" + answer)
    # Every line the app logged says its place; one of them is in the model, at the line at fault or the one that
    # says what it did.
    logged = re.findall(LOGGED_PLACE, answer, re.MULTILINE)
    expect(logged, "run_flows' log section names no place:\n" + answer)
    expect(places_at_fault(answer, fault), f"no log line is said at Countdown.swift:{fault} or beside it: {logged}\n{answer}")


def checks(trips_mcp, modes):
    # The flows first: the core tools' story then begins on sources put back after a build with a rename. The newest
    # revision alone: a tool's answer is the same text in both, and each run of the flows part builds the package.
    stories = [its_flows_run_debugged_repaired_and_recorded,
               a_regression_in_the_model_is_traced_to_its_line_in_one_answer, the_core_tools_drive_the_timer]
    return [(f"{story.__name__} ({modes[0]})", lambda s=story: s(trips_mcp, modes[0])) for story in stories]


if __name__ == "__main__":
    from repair_stories import run_checks
    sys.exit(asyncio.run(run_checks(checks)))
