#!/usr/bin/env python3
"""A stand-in app that speaks the protocol correctly: hello, answers, pushed updates, a driver clock."""
import os
import signal
import sys
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wire import StandIn, element, log, requests  # noqa: E402

app = StandIn([
    element("staticText", "fake.title", "Fake app"),
    element("button", "fake.load", "Load"),
    element("button", "fake.arm", "Arm"),
    element("button", "fake.disabled", "Never", enabled=False, reason="Nothing is ever loaded twice."),
    element("button", "fake.dup", "Duplicate"),
    element("textField", "fake.field", "Name", value="", placeholder="Your name"),
    element("cell", "row.a", "A"),
    element("cell", "row.b", "B"),
    element("cell", "row.c", "C"),
])
clock_left = None  # milliseconds until the load finishes, under the driver's clock
idle_waiters = []


def finish(label):
    app.say(f"fake: {label.lower()}")

    def mutate():
        app.tasks = 0
        app.sleepers = 0
        app.work = []
        app.find("fake.title")[0]["label"] = label
        app.elements.append(element("staticText", "fake.result", label))
    app.change(mutate)
    for request_id in idle_waiters:
        app.respond(request_id)
    idle_waiters.clear()


def on_signal(signum, frame):
    threading.Thread(target=finish, args=("Triggered",)).start()


signal.signal(signal.SIGUSR1, on_signal)


def tap(identifier):
    global clock_left
    if identifier == "fake.load":
        app.say("fake: loading")
        if app.clock == "driver":
            clock_left = 300
            app.change(lambda: (setattr(app, "tasks", 1), setattr(app, "sleepers", 1), setattr(app, "work", ["the load"])))
        else:
            app.change(lambda: setattr(app, "tasks", 1))
            threading.Timer(0.2, finish, args=("Loaded",)).start()
    elif identifier == "fake.arm":
        app.change(lambda: setattr(app, "tasks", 1))
    elif identifier == "fake.dup":
        app.change(lambda: app.elements.append(element("cell", "row.a", "A again")))
    elif identifier.startswith("row."):
        app.change(lambda: app.elements.remove(app.find(identifier)[0]))


def handle(request):
    global clock_left
    command, request_id = request["command"], request["id"]
    found = None
    if command in ("tap", "type", "clear", "replace"):
        found = app.locate(request_id, request)
        if found is None:
            return
        identifier = found["identifier"]
    if command == "tap":
        tap(identifier)
    elif command in ("type", "clear", "replace"):
        field = found
        if field["role"] != "textField":
            return app.respond(request_id, "notATextField", f"'{identifier}' is not a text field.")
        text = {"type": field["value"] + request.get("text", ""), "clear": "", "replace": request.get("text")}[command]
        app.change(lambda: field.update(value=text))
    elif command == "back":
        return app.respond(request_id, "cannotGoBack", "This is the first screen.")
    elif command == "advanceClock":
        if app.clock == "live":
            return app.respond(request_id, "liveClock", "The clock is live.")
        if clock_left is not None:
            clock_left -= request["milliseconds"]
            if clock_left <= 0:
                clock_left = None
                finish("Loaded")
    elif command == "greet":  # the stand-in's own command, declared in DeclaredCommandTests
        app.change(lambda: app.find("fake.title")[0].update(label=f"Hello, {request['name']}"))
    elif command == "waitForIdle" and app.tasks > app.sleepers:
        return idle_waiters.append(request_id)
    app.respond(request_id)


log("fake: starting; " + [l for l in open("/proc/self/status") if l.startswith("SigBlk")][0].strip())
app.hello()
for request in requests(app, own=("greet",)):
    handle(request)
log("fake: stdin ended, bye")
