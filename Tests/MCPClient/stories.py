"""Stories against trips-mcp through the official MCP Python SDK's stdio client (PyPI `mcp`), over the newest
revision, and over the older one those whose messages it carries differently (BOTH_REVISIONS).

Run as `stories.py TRIPS_MCP` (make mcp-client). Each story is an agent's session as a model would drive it; the same
stories, counted (all but NOT_MEASURED), are the MCP figures of `make bench` (Benchmarks/mcp/mcp_bench.py). Last, what
no SDK sends (lines that are not JSON, not UTF-8, too long) goes to the server's standard input as it is.
"""

import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

import flow_stories
import mcp.types as types
from mcp.client.client import Client
from mcp.client.stdio import StdioServerParameters
from mcp.shared.exceptions import MCPError

# The revisions the stories run over: 2026-07-28 (no handshake; `_meta` on every request), and `legacy`, the
# 2025-11-25 initialize handshake.
MODES = ["2026-07-28", "legacy"]


class Agent:
    """One MCP session: every tool call it makes, the bytes the answers held, and whether each failed."""

    def __init__(self, client, whole=False):
        self.client = client
        self.whole = whole  # ask every acting tool for the whole screen, as other servers answer by default
        self.calls = 0
        self.bytes = 0
        self.action_bytes = 0  # of the tools that act on the app and answer with the screen (all but the readers)
        # (tool, bytes, whether another screen showed, whether it failed, whether it held a whole screen, whether the
        # tool is a reader), in order
        self.answers = []
        self.hashes = set()  # the hashes of the screens this session was shown, in whole or in a heading
        # The tools that read and do not act on the app, as the server lists them: those that take no `show`. The
        # others are the actions, whose answers show the screen (what changed, or the whole screen when asked).
        self.readers = None

    async def call(self, tool, arguments=None, expect_error=False):
        arguments = dict(arguments or {})
        if self.readers is None:
            listed = (await self.client.list_tools()).tools
            self.readers = {each.name for each in listed if "show" not in each.input_schema.get("properties", {})}
        if self.whole and tool not in self.readers:
            arguments["show"] = "screen"
            if tool == "batch":
                arguments["steps"] = [dict(step, arguments=dict(step.get("arguments", {}), show="screen"))
                                      for step in arguments["steps"]]
        result = await self.client.call_tool(tool, arguments)
        self.calls += 1
        text = "".join(block.text for block in result.content if block.type == "text")
        self.bytes += len(text.encode())
        if tool not in self.readers:
            self.action_bytes += len(text.encode())
        failed = bool(result.is_error)
        self.check_named_screens(text)
        whole_screen = re.search(r"^ *== .* \(\w+\) ==$", text, re.MULTILINE) is not None
        reader = tool in self.readers
        self.answers.append((tool, len(text.encode()), "another screen: " in text, failed, whole_screen, reader))
        if failed != expect_error:
            raise AssertionError(f"{tool} {arguments}: is_error {failed}, expected {expect_error}:\n{text}")
        return text

    def check_named_screens(self, text):
        """A screen an answer names by its hash, not sent again, is one this session was shown: the agent has it."""
        for shown in re.findall(r"#([0-9a-f]{8})(?: · [^\n]*)?\nas last shown, unchanged", text):
            expect(shown in self.hashes, f"the screen #{shown} is named, but this session was never shown it:\n{text}")
        self.hashes.update(re.findall(r"^(?:screen \S+|another screen: \S+ → \S+) · #([0-9a-f]{8})", text, re.MULTILINE))
        if "\n  screen:\n    == " in text:  # a failure's screen, whole, as the runner prints it (without its hash)
            lines = text.split("\n  screen:\n", 1)[1].split("\n")
            self.hashes.add(screen_hash("".join(line[4:] + "\n" for line in lines if line.startswith("    "))))


def screen_hash(rendered):
    """The short hash the server names a screen by: FNV-1a over the screen's text, its first 8 hex digits."""
    value = 0xcbf29ce484222325
    for byte in rendered.encode():
        value = ((value ^ byte) * 0x100000001b3) % (1 << 64)
    return f"{value:016x}"[:8]


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


# MARK: - Stories


async def explore_the_list(agent):
    """A first look: the whole list, a part of it, a trip and back (the list, unchanged, named, not sent again); every
    line names a stable identifier."""
    screen = await agent.call("snapshot")
    expect("== Trips (trips) ==" in screen and "trip.seattle" in screen, screen)
    expect(screen.startswith("screen trips · #"), screen)
    found = await agent.call("snapshot", {"find": "kyoto"})
    expect("trip.kyoto" in found and "trip.seattle" not in found and "trips.list" in found, found)
    shallow = await agent.call("snapshot", {"within": "trips.list", "depth": 1})
    # The element asked for, then where the app built it.
    expect('list          trips.list  "Trips"\ndeclared: list trips.list "Trips", declared at Sources/' in shallow, shallow)
    trip = await agent.call("tap", {"identifier": "trip.seattle"})
    expect("another screen: trips → trip" in trip and "weather.temperature" in trip, trip)
    listed = await agent.call("back")
    shown_hash = screen.split("\n")[0].split(" · ")[1]  # #…, the hash of what the list shows
    designed = f"another screen: trip → trips · {shown_hash}\nas last shown, unchanged\n"
    expect(listed == designed or agent.whole and "trip.bergen" in listed, listed)


async def add_a_trip_through_suggestions(agent):
    """Under the driver's clock: type, let the debounce pass, pick a suggestion, fill the dates, save."""
    await agent.call("tap", {"identifier": "trips.add"})
    typed = await agent.call("type", {"identifier": "newTrip.destination", "text": "Ber"})
    expect("waiting on the driver's clock" in typed, typed)
    suggested = await agent.call("advance_clock", {"milliseconds": 300})
    expect("suggestion.bergen" in suggested, suggested)
    await agent.call("wait_for", {"identifier": "suggestion.bergen", "condition": "label",
                                  "text": "Bergen, Vestland, Norway"})
    picked = await agent.call("tap", {"locator": {"role": "cell", "label": {"contains": "Bergen"}}})
    expect('value "Bergen"' in picked, picked)
    await agent.call("type", {"identifier": "newTrip.start", "text": "2026-05-01"})
    await agent.call("wait_for", {"identifier": "newTrip.save", "condition": "disabled"})
    await agent.call("type", {"identifier": "newTrip.end", "text": "2026-05-04"})
    saved = await agent.call("tap", {"identifier": "newTrip.save"})
    expect("trip.bergen-2" in saved, saved)
    await agent.call("wait_for", {"identifier": "trip.bergen-2", "condition": "value",
                                  "text": "2026-05-01 → 2026-05-04 · 4 days"})


async def add_a_trip_in_batches(agent):
    """The same trip in two calls: what the agent needs to see (the suggestions) splits it."""
    suggested = await agent.call("batch", {"steps": [
        {"tool": "tap", "arguments": {"identifier": "trips.add"}},
        {"tool": "type", "arguments": {"identifier": "newTrip.destination", "text": "Ber"}},
        {"tool": "advance_clock", "arguments": {"milliseconds": 300}},
    ]})
    expect("suggestion.bergen" in suggested, suggested)
    saved = await agent.call("batch", {"steps": [
        {"tool": "wait_for", "arguments": {"identifier": "suggestion.bergen", "condition": "label",
                                           "text": "Bergen, Vestland, Norway"}},
        {"tool": "tap", "arguments": {"locator": {"role": "cell", "label": {"contains": "Bergen"}}}},
        {"tool": "type", "arguments": {"identifier": "newTrip.start", "text": "2026-05-01"}},
        {"tool": "wait_for", "arguments": {"identifier": "newTrip.save", "condition": "disabled"}},
        {"tool": "type", "arguments": {"identifier": "newTrip.end", "text": "2026-05-04"}},
        {"tool": "tap", "arguments": {"identifier": "newTrip.save"}},
        {"tool": "wait_for", "arguments": {"identifier": "trip.bergen-2", "condition": "value",
                                           "text": "2026-05-01 → 2026-05-04 · 4 days"}},
    ]})
    expect(saved.startswith("7 steps done\n\n") and "trip.bergen-2" in saved, saved)


async def an_impossible_wait_fails_fast(agent):
    """A wait that cannot come true on a settled app fails at once, with the screen, not after its timeout."""
    await agent.call("snapshot")  # the app is launched and settled before the clock starts
    began = time.monotonic()
    text = await agent.call("wait_for", {"identifier": "trip.seattle", "condition": "label", "text": "Paris",
                                         "timeout": 30}, expect_error=True)
    expect(time.monotonic() - began < 10, "the wait took its timeout")
    expect(text.startswith("Gave up at once") and '(last seen: cell trip.seattle "Seattle"' in text, text)
    named = "  screen:\n    the trips screen as last shown, unchanged" in text  # the snapshot's, not sent again
    expect(named or agent.whole and "cell          trip.seattle" in text, text)
    wrong = await agent.call("tap", {"identifier": "trip.seatle"}, expect_error=True)
    expect("trip.seattle" in wrong, wrong)


async def a_waiting_app_names_its_work(agent):
    """On a slow network under the driver's clock, every answer that says the app waits says on what: the search,
    then the forecast in flight; a wait that only the clock can end gives up at once naming it."""
    await agent.call("snapshot")
    opened = await agent.call("tap", {"identifier": "trip.seattle"})
    expect("waiting on the driver's clock, with a search for Seattle in flight: advance_clock moves it" in opened,
           opened)
    text = await agent.call("wait_for", {"identifier": "weather.temperature", "timeout": 30}, expect_error=True)
    expect("the app waits only on the driver's clock, with a search for Seattle in flight; advance it" in text, text)
    moved = await agent.call("advance_clock", {"milliseconds": 2000})
    expect("with a forecast for Seattle in flight" in moved, moved)


async def offline_and_back(agent):
    """Seattle's weather fails offline, and comes once the network is back and the trip retries."""
    changed = await agent.call("network", {"condition": "offline", "city": "Seattle"})
    expect(changed.startswith("network: Seattle: offline\n"), changed)
    failed = await agent.call("tap", {"identifier": "trip.seattle"})
    expect("network is offline" in failed and "weather.retry" in failed, failed)
    back = await agent.call("network", {"condition": "normal"})
    expect(back.startswith("network: every city: normal again\n"), back)
    back = await agent.call("tap", {"identifier": "weather.retry"})
    expect("weather.temperature" in back, back)
    log = await agent.call("requests")
    expect("failed (Could not reach Open-Meteo: the network is offline.)" in log and "answered 200" in log, log)


BATCH_STEPS = [
    {"tool": "tap", "arguments": {"identifier": "trip.kyoto"}},
    {"tool": "wait_for", "arguments": {"identifier": "weather.temperature"}},
    {"tool": "back"},
    {"tool": "wait_for", "arguments": {"identifier": "trip.kyoto"}},
]


async def a_batch(agent):
    """Several actions and waits in one call, one answer; a failing step stops the rest."""
    text = await agent.call("batch", {"steps": BATCH_STEPS})
    expect(text.startswith("4 steps done\n\n"), text)
    stopped = await agent.call("batch", {"steps": [{"tool": "tap", "arguments": {"identifier": "nope"}},
                                                   {"tool": "back"}]}, expect_error=True)
    expect("1. tap nope: failed\n(the 1 step after it not run)" in stopped, stopped)


async def a_relaunch_keeps_the_trips(agent):
    """Delete a trip, relaunch on the same data: it stays deleted; a fresh data directory has the sample trips."""
    await agent.call("tap", {"identifier": "trip.seattle"})
    await agent.call("tap", {"identifier": "trip.delete"})
    deleted = await agent.call("tap", {"identifier": "alert.confirm"})
    # The list without Seattle: whole, or (shown before in this session) as its changes.
    gone = "trip.seattle" not in deleted or "\n- trip.seattle\n" in deleted
    expect("another screen: trip → trips" in deleted and gone, deleted)
    hashed = "screen trips · " + deleted.split("\n")[0].split(" · ")[1]  # the list as shown, by its hash
    relaunched = await agent.call("relaunch")
    expect("on the same data" in relaunched and f"{hashed}\nas last shown, unchanged" in relaunched, relaunched)
    fresh = await agent.call("relaunch", {"fresh_data": True})
    expect("since last shown:\n+ cell trip.seattle" in fresh, fresh)


async def bad_input(agent):
    """An unknown method or tool is a JSON-RPC error with the nearest name; wrong arguments (of the wrong type,
    misspelt, missing) name what was expected, and the session goes on."""
    for method, call in (("tools/lists", lambda: agent.client.session.send_request(
            types.Request(method="tools/lists", params=None), types.EmptyResult)),
                         ("tapp", lambda: agent.client.call_tool("tapp", {}))):
        try:
            await call()
            raise AssertionError(f"{method} was answered")
        except MCPError as error:
            expect(f"Did you mean {method[:-1]}" in str(error), str(error))
    wrong = await agent.call("advance_clock", {"milliseconds": "2s"}, expect_error=True)
    expect("`milliseconds` must be a whole number" in wrong, wrong)
    misspelt = await agent.call("tap", {"identifer": "trips.add"}, expect_error=True)
    expect("`tap` has no argument `identifer`. Did you mean `identifier`?" in misspelt, misspelt)
    missing = await agent.call("tap", {}, expect_error=True)
    expect(missing.startswith("`tap` needs `identifier`"), missing)
    expect("screen trips · #" in await agent.call("snapshot"), "the session goes on")


def app_process(parent=None):
    """The pid of the trips-shell that this script's trips-mcp launched (children are read from /proc)."""
    parent = parent or os.getpid()
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="utf-8") as file:
                fields = file.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{entry}/cmdline", "rb") as file:
                command = file.read().split(b"\0")[0]
        except OSError:
            continue
        if int(fields[1]) != parent:
            continue
        if command.endswith(b"trips-shell"):
            return int(entry)
        if command.endswith(b"trips-mcp"):
            return app_process(int(entry))
    raise AssertionError("no trips-shell under this script's trips-mcp")


async def tools_that_fail_say_why(agent):
    """Several elements match, a disabled one, a wait that times out while the app is busy, an app that crashed:
    each an isError answer with the runner's message; a relaunch brings the app back with its trips."""
    several = await agent.call("tap", {"locator": {"role": "cell"}}, expect_error=True)
    expect(several.startswith("3 elements match the only cell, which must name one: cell trip.seattle"), several)
    await agent.call("tap", {"identifier": "trips.add"})
    disabled = await agent.call("tap", {"identifier": "newTrip.save"}, expect_error=True)
    expect('(last seen: button newTrip.save "Save" [disabled: Enter a destination.])' in disabled, disabled)
    await agent.call("back")
    await agent.call("network", {"condition": "silent"})
    await agent.call("tap", {"identifier": "trip.seattle"})
    timed_out = await agent.call("wait_for", {"identifier": "weather.temperature", "timeout": 0.2},
                                 expect_error=True)
    expect(timed_out.startswith('Timed out after 0.2 s waiting for element "weather.temperature"'), timed_out)
    back = await agent.call("network", {"condition": "normal"})
    expect(back.startswith("network: every city: normal again\n"), back)
    await agent.call("back")
    await agent.call("tap", {"identifier": "trip.bergen"})
    await agent.call("tap", {"identifier": "trip.delete"})
    await agent.call("tap", {"identifier": "alert.confirm"})
    os.kill(app_process(), signal.SIGKILL)
    crashed = await agent.call("snapshot", expect_error=True)
    # Said by the driver, or by the runner when the kill came while it waited for the answer.
    expect("signal 9" in crashed.split("\n")[0] and "call relaunch" in crashed.lower(), crashed)
    relaunched = await agent.call("relaunch")
    listed = await agent.call("snapshot")
    expect("on the same data" in relaunched and "trip.seattle" in listed and "trip.bergen" not in listed, listed)


async def edit_fields_and_share(agent):
    """replace and clear a field; Share a trip and read the pasteboard."""
    await agent.call("tap", {"identifier": "trips.add"})
    await agent.call("type", {"identifier": "newTrip.start", "text": "2026-05-01"})
    replaced = await agent.call("replace", {"identifier": "newTrip.start", "text": "2026-06-01"})
    expect('~ newTrip.start value "2026-06-01"' in replaced or agent.whole, replaced)
    cleared = await agent.call("clear", {"identifier": "newTrip.start"})
    expect("~ newTrip.start no value" in cleared or agent.whole, cleared)
    await agent.call("back")
    await agent.call("tap", {"identifier": "trip.seattle"})
    expect(await agent.call("pasteboard") == "the pasteboard is empty\n", "a pasteboard before Share")
    await agent.call("tap", {"identifier": "trip.share"})
    shared = await agent.call("pasteboard")
    expect(shared.startswith('pasteboard: "Seattle · 2026-04-10 → 2026-04-17 · 8 days'), shared)


# The flow record_the_flow writes; the same file, checked in, runs in make acceptance as it was written.
RECORDED_FLOW = "AcceptanceTests/Flows/Recorded/AddTripThroughMCP.swift"
REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


async def record_the_flow(agent):
    """The trip added through the suggestions, written as a flow by the recorder --record uses: the very file checked
    in beside the shell's recorded flows; an existing file is never written over."""
    await add_a_trip_through_suggestions(agent)
    os.makedirs(os.path.dirname(RECORDED_FLOW), exist_ok=True)  # in the server's working directory, a new one
    text = await agent.call("record_flow", {"path": RECORDED_FLOW})
    expect(text.startswith("wrote ") and "struct AddTripThroughMCP {" in text, text)
    written = open(RECORDED_FLOW, encoding="utf-8").read()
    checked_in = open(os.path.join(REPOSITORY, RECORDED_FLOW), encoding="utf-8").read()
    expect(written == checked_in, f"the recorded flow differs from {RECORDED_FLOW}:\n{written}")
    again = await agent.call("record_flow", {"path": RECORDED_FLOW}, expect_error=True)
    expect("exists already" in again, again)
    as_text = await agent.call("record_flow")
    # Typing the destination is the page's method, as NewTripPage declares it.
    expect("struct RecordedFlow {" in as_text and 'NewTripPage(app: app).type(destination: "Ber")' in as_text, as_text)


async def the_apps_log(agent):
    """The app's own log: opening a trip says the cache asked the network; going back and opening it again, that
    memory answered; each `log` answers only the lines since the call before."""
    await agent.call("snapshot")
    await agent.call("log")  # the launch's lines: after this, only what the steps below made the app say
    await agent.call("tap", {"identifier": "trip.seattle"})
    opened = await agent.call("log")
    expect("cache: Seattle, asks the network" in opened, opened)
    expect("request: forecast Seattle, answered 200" in opened, opened)
    await agent.call("back")
    await agent.call("tap", {"identifier": "trip.seattle"})
    again = await agent.call("log")
    expect(re.search(r"memory: Seattle, age \d+ s, fresh", again) and "asks the network" not in again, again)
    quiet = await agent.call("log")
    expect(quiet == "log: no lines since the last call\n", quiet)


async def a_call_given_up_on_is_stopped(agent):
    """A call the client gives up on (its read timeout: the SDK then sends notifications/cancelled) is stopped, not
    sat out: the next call is answered at once, and the one given up on never."""
    await agent.call("network", {"condition": "silent"})
    await agent.call("tap", {"identifier": "trip.seattle"})  # its weather is asked for, and no answer will come
    began = time.monotonic()
    try:
        await agent.client.call_tool("wait_for", {"identifier": "weather.temperature", "timeout": 30},
                                     read_timeout_seconds=0.5)
        raise AssertionError("wait_for answered, though nothing could come for ten seconds")
    except MCPError as error:
        expect("timed out" in str(error).lower() or "timeout" in str(error).lower(), f"{error!r}")
    logged = await agent.call("log")
    expect(time.monotonic() - began < 5, f"the next call waited for the cancelled one: {logged}")
    expect(logged.startswith("log: "), logged)


# Each story and the launch options its server gets (none: the server's default, -uiTesting).
STORIES = [
    (explore_the_list, []),
    (add_a_trip_through_suggestions, ["-uiTesting", "--driver-clock"]),
    (add_a_trip_in_batches, ["-uiTesting", "--driver-clock"]),
    (an_impossible_wait_fails_fast, []),
    (a_waiting_app_names_its_work, ["-uiTesting", "--driver-clock", "--stub-latency", "2"]),
    (offline_and_back, []),
    (a_batch, []),
    (a_relaunch_keeps_the_trips, []),
    (bad_input, []),
    (tools_that_fail_say_why, []),
    (edit_fields_and_share, []),
    (record_the_flow, ["-uiTesting", "--driver-clock"]),
    (the_apps_log, []),
    (a_call_given_up_on_is_stopped, []),
]
# The stories make bench does not count (Benchmarks/mcp): the agent's stories are the measure, these check errors and
# the tools the others do not use.
NOT_MEASURED = {bad_input, tools_that_fail_say_why, edit_fields_and_share, the_apps_log, a_call_given_up_on_is_stopped,
                a_waiting_app_names_its_work}
MEASURED = [(story, options) for story, options in STORIES if story not in NOT_MEASURED]
# The stories run over the older revision too: what differs by revision is the session's start and each message's
# envelope (MCPServer), never a tool's answer (the same text in both), so these hold what the wire carries differently
# (a tool's failure, the protocol's errors, a call cancelled), and flow_stories' list_run_and_debug a long call's
# progress; the others, run twice, checked the same answers twice.
BOTH_REVISIONS = {bad_input, tools_that_fail_say_why, a_call_given_up_on_is_stopped}


def server(trips_mcp, options, cwd=None):
    environment = dict(os.environ, TRIPS_ARTIFACTS_DIR=tempfile.mkdtemp(prefix="trips-mcp-artifacts-"))
    return StdioServerParameters(command=trips_mcp, args=options, env=environment, cwd=cwd)


async def run(trips_mcp, story, options, mode, whole=False):
    """One story in a session of its own, in a new working directory; returns its agent, which counted the calls and
    the bytes of the answers."""
    directory = tempfile.mkdtemp(prefix="trips-mcp-story-")
    os.chdir(directory)  # where record_the_flow writes, as the server does (it runs here too)
    async with Client(server(trips_mcp, options, cwd=directory), mode=mode) as client:
        tools = await client.list_tools()
        # The order is the command table's, which the Swift tests hold the list to; here only that no name repeats.
        names = [tool.name for tool in tools.tools]
        expect(len(set(names)) == len(names), f"each tool listed once: {names}")
        agent = Agent(client, whole=whole)
        await story(agent)
        return agent


async def run_in_one_session(trips_mcp, measured, mode, whole=False):
    """The stories one after another in one session, as an agent runs them: before each but the first, a `relaunch`
    with that story's launch options on a fresh data directory. Returns the agent, which counted them all."""
    directory = tempfile.mkdtemp(prefix="trips-mcp-story-")
    os.chdir(directory)
    async with Client(server(trips_mcp, measured[0][1] or [], cwd=directory), mode=mode) as client:
        agent = Agent(client, whole=whole)
        for index, (story, options) in enumerate(measured):
            if index:
                relaunched = await agent.call("relaunch", {"options": options or ["-uiTesting"], "fresh_data": True})
                expect("on a new data directory" in relaunched, relaunched)
            await story(agent)
        return agent


async def auto_chooses_2026_07_28(trips_mcp):
    async with Client(server(trips_mcp, []), mode="auto") as client:
        expect(client.session.discover_result is not None, "auto did not adopt server/discover")
        expect(client.session.initialize_result is None, "auto fell back to initialize")


def bad_lines_over_stdio(trips_mcp):
    """What no SDK sends, written to the real server's standard input: a line that is not JSON, one that is not
    UTF-8, one of 3 MB, one of 17 MiB (past the 16 MiB read whole: answered once all the same), a batch, a 2025-11-25 request before initialize, an unsupported version. Each gets its error
    and the server goes on; standard output holds JSON-RPC lines only; it exits 0 when standard input closes."""
    meta = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}

    def request(number, method, params):
        return json.dumps({"jsonrpc": "2.0", "id": number, "method": method, "params": params}).encode()

    bad = [
        (b"{not json", -32700),
        (b'{"jsonrpc":"2.0","id":1,"method":"ping"\xff}', -32700),
        (b" " * (3 << 20) + b"{}", -32600),
        (b" " * (17 << 20) + b'{"jsonrpc":"2.0","id":9,"method":"ping"}', -32600),
        (b'[{"jsonrpc":"2.0","id":1,"method":"ping"}]', -32600),
        (request(2, "tools/list", {}), -32600),
        (request(3, "tools/list", {"_meta": dict(meta, **{"io.modelcontextprotocol/protocolVersion": "2099-01-01"})}),
         -32022),
    ]
    good = [request(4, "server/discover", {"_meta": meta}),
            request(5, "tools/call", {"_meta": meta, "name": "snapshot", "arguments": {}})]
    process = subprocess.run([trips_mcp], input=b"\n".join([line for line, _ in bad] + good) + b"\n",
                             capture_output=True, timeout=60, cwd=tempfile.mkdtemp(prefix="trips-mcp-story-"),
                             env=dict(os.environ, TRIPS_ARTIFACTS_DIR=tempfile.mkdtemp(prefix="trips-mcp-artifacts-")))
    expect(process.returncode == 0, f"exit status {process.returncode}: {process.stderr.decode()[-500:]}")
    answers = [json.loads(line) for line in process.stdout.decode().splitlines()]
    expect(all(answer.get("jsonrpc") == "2.0" for answer in answers), "a line on stdout that is not JSON-RPC")
    expect([answer.get("error", {}).get("code") for answer in answers[:len(bad)]] == [code for _, code in bad],
           f"the errors: {answers[:len(bad)]}")
    expect(answers[len(bad)].get("result", {}).get("supportedVersions") == ["2026-07-28", "2025-11-25"],
           f"server/discover after the bad lines: {answers[len(bad)]}")
    snapshot = answers[len(bad) + 1].get("result", {})
    expect(snapshot.get("isError") is False and "screen trips" in snapshot["content"][0]["text"], f"{snapshot}")


def took(began):
    """The seconds since `began` (time.monotonic()), as each story's line says them: where make test's time goes."""
    return f"{time.monotonic() - began:.1f} s"


def leaves(error):
    """The errors an exception group (the SDK's task groups raise them) holds, or the error itself."""
    if isinstance(error, BaseExceptionGroup):
        return [leaf for inner in error.exceptions for leaf in leaves(inner)]
    return [error]


async def main():
    trips_mcp = os.path.abspath(sys.argv[1])
    passed = failed = 0
    checks = [(f"{story.__name__} ({mode})", lambda s=story, o=options, m=mode: run(trips_mcp, s, o or [], m))
              for mode in MODES for story, options in STORIES if mode == MODES[0] or story in BOTH_REVISIONS]
    checks.append(("the measured stories in one session (2026-07-28)",
                   lambda: run_in_one_session(trips_mcp, MEASURED, "2026-07-28")))
    checks.append(("auto chooses 2026-07-28", lambda: auto_chooses_2026_07_28(trips_mcp)))
    checks.append(("bad lines over stdio", lambda: asyncio.to_thread(bad_lines_over_stdio, trips_mcp)))
    checks += flow_stories.checks(trips_mcp, MODES)
    for name, check in checks:
        began = time.monotonic()
        try:
            await check()
            passed += 1
            print(f"ok    {name} ({took(began)})")
        except Exception as error:  # a story's failure is reported and the others still run
            failed += 1
            print(f"FAIL  {name} ({took(began)}): {'; '.join(str(leaf) for leaf in leaves(error))}")
    print(f"mcp-client: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
