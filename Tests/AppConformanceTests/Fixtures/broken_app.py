#!/usr/bin/env python3
"""A stand-in app that keeps the core protocol but for one fault, named by `--break FAULT` (see FAULTS): the
conformance check must fail on it with the line of the rule it breaks. With no `--break` it keeps every rule."""
import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "..", "AppRunnerTests", "Fixtures"))
import wire  # noqa: E402
from wire import StandIn, element  # noqa: E402

FAULTS = {
    "chatter-first": "writes a line of its own before the hello",
    "old-hello": "says protocol version 2 in its hello",
    "other-pid": "names another process in its hello",
    "any-version": "starts whatever protocol version it is asked for",
    "chatter": "writes a line of its own after each answer",
    "answers-blank": "answers a blank line",
    "stays": "goes on running after its stdin ends",
    "wrong-id": "answers with the next request's id",
    "unknown-ok": "carries out an unknown command as if it were known",
    "not-json-crash": "dies on a line that is not JSON",
    "missing-failed": "refuses a locator that matches nothing with `failed`",
    "bad-base": "says its changes apply to a state it never sent",
    "stale-full": "answers `fullState` with the screen it showed first",
    "snapshot-refused": "refuses `snapshot`",
    "idle-while-sleeping": "answers `waitForIdle` while a sleep on its live clock is pending",
    "advance-live": "moves a live clock when asked",
    "untracked-sleep": "sleeps on its clock, after a tap, in work it does not count (and says so)",
    "uncounted-sleep": "sleeps on its clock, after a tap, in work it does not count (and does not know)",
}
fault = sys.argv[sys.argv.index("--break") + 1] if "--break" in sys.argv else None
if fault is not None and fault not in FAULTS:
    wire.log(f"broken_app: no fault '{fault}'; the faults: {', '.join(FAULTS)}")
    sys.exit(64)

app = StandIn([element("staticText", "count.value", "0"), element("button", "count.increment", "Increment")])
if fault == "any-version":
    wire.refuse_other_versions = lambda: None
if fault == "chatter-first":
    print("starting up", flush=True)
if fault in ("old-hello", "other-pid"):
    wire.refuse_other_versions()
    state = app.state()
    app.write({"type": "hello", "protocolVersion": 2 if fault == "old-hello" else 3, "app": "broken", "version": "0",
               "pid": os.getpid() + (1 if fault == "other-pid" else 0), "state": state})
else:
    app.hello()


def respond(request_id, code=None, message="", suggestions=()):
    if fault == "bad-base":
        with wire.LOCK:
            app.write({"type": "response", "id": request_id, "state": {
                "base": app.sequence + 5, "sequence": app.sequence + 6, "activity": app.state()["activity"],
                "changes": []}})
    else:
        app.respond(request_id + (1 if fault == "wrong-id" else 0), code, message, suggestions)
    if fault == "chatter":
        print("answered", request_id, flush=True)


def increment():
    count = app.find("count.value")[0]
    count["label"] = str(int(count["label"]) + 1)


for line in sys.stdin:
    if not line.strip(" \t\r\n"):
        if fault == "answers-blank":
            respond(-1, "badRequest", "A blank line.")
        continue
    try:
        request = json.loads(line)
    except ValueError:
        if fault == "not-json-crash":
            raise
        respond(-1, "badRequest", "The line is not JSON.")
        continue
    command, request_id = request.get("command"), request.get("id")
    if command not in wire.CORE_COMMANDS:
        if fault == "unknown-ok":
            respond(request_id)
        else:
            respond(request_id, "badRequest", f"Unknown command '{command}'.")
    elif command == "advanceClock" and app.clock == "live" and fault != "advance-live":
        respond(request_id, "liveClock", "The app's clock is live.")
    elif command == "snapshot" and fault == "snapshot-refused":
        respond(request_id, "failed", "No snapshots today.")
    elif command == "waitForIdle" and fault == "idle-while-sleeping":
        app.tasks, app.sleepers = 1, 1  # a debounce on the live clock: not busy, but it will change on its own
        respond(request_id)
    elif command == "tap":
        found = wire.resolve(request.get("locator", {}), app.roots())
        if found is None:
            respond(request_id, "failed" if fault == "missing-failed" else "noSuchElement", "No such element.")
        elif found == "ambiguous":
            respond(request_id, "ambiguous", "Several match.")
        else:
            if found["identifier"] == "count.increment" and fault in ("untracked-sleep", "uncounted-sleep"):
                def sleep_uncounted():
                    increment()
                    app.sleepers = 1
                    app.untracked = 1 if fault == "untracked-sleep" else 0
                app.change(sleep_uncounted)
            elif found["identifier"] == "count.increment":
                app.change(increment)
            respond(request_id)
    elif command == "fullState" and fault == "stale-full":
        app.write({"type": "response", "id": request_id, "state": {
            "sequence": app.sequence, "activity": app.state()["activity"],
            "screen": {"name": "home", "title": "Fake", "elements": []}}})
    else:
        respond(request_id)
if fault == "stays":
    import time
    time.sleep(60)
