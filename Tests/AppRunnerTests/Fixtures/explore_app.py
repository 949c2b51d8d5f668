#!/usr/bin/env python3
"""A stand-in app for the explorer: three screens (home, detail, more), an alert, a text field, a countdown on the
driver's clock and many buttons that only count their taps, with one fault planted by `--plant FAULT`:

  idle-button     detail.idle does nothing                       (tap home.next, tap detail.idle)
  no-reason       more.locked is disabled and does not say why   (tap home.next, tap detail.more)
  sequence-crash  seq.d crashes once seq.a, seq.b, seq.c were tapped in turn (four taps)
  wrong-back      back from more lands on home, not detail       (tap home.next, tap detail.more, back)
  never-settles   detail.sync starts work that never ends        (tap home.next, tap detail.sync)
  field-crash     home.name crashes on whitespace only           (type home.name "   ")
  busy-at-launch  a load that never ends starts with the app     (the launch)

Without a plant, every control acts, says why it is disabled, and back returns where it came from. With
`--says-next-wake`, its activity says when the countdown's sleeper wakes (`nextWakeMilliseconds`). Started with
`--serve-forks` alone, it is its own fork server (fork_server.py)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wire import StandIn, element, log, requests  # noqa: E402

PLANT, NOISE = "none", 20


class Explored(StandIn):
    def __init__(self):
        super().__init__([])
        self.screen = "home"
        self.stack = []
        self.taps = 0
        self.name = ""
        self.progress = 0
        self.countdown = 0
        self.alert = None
        self.waiting = []
        self.build()

    def state(self):
        state = super().state()
        state["screen"]["name"] = self.screen
        state["screen"]["title"] = self.screen.capitalize()
        if "--says-next-wake" in sys.argv and self.countdown > 0:
            state["activity"]["nextWakeMilliseconds"] = self.countdown
        return state

    def button(self, identifier, label, enabled=True, reason=None):
        return element("button", identifier, label, enabled=enabled, reason=None if enabled else reason)

    def build(self):
        count = element("staticText", self.screen + ".count", f"{self.taps} taps")
        if self.screen == "home":
            steps = []
            if PLANT == "sequence-crash":
                for index, letter in enumerate("abcd"):
                    enabled = index == self.progress
                    reason = "Already tapped." if index < self.progress else f"Tap seq.{'abcd'[index - 1]} first."
                    steps.append(self.button("seq." + letter, letter.upper(), enabled, reason))
            timer = self.button("home.timer", "Count down", self.countdown == 0, "Counting down.")
            self.elements = [count] + [self.button(f"noise.{n}", f"Noise {n}") for n in range(1, NOISE + 1)] + steps + [
                self.button("home.next", "Next"), self.button("home.alert", "Ask"), timer,
                element("textField", "home.name", "Name", value=self.name, placeholder="Your name")]
        elif self.screen == "detail":
            extra = []
            if PLANT == "idle-button":
                extra.append(self.button("detail.idle", "Idle"))
            if PLANT == "never-settles":
                extra.append(self.button("detail.sync", "Sync"))
            self.elements = [count, self.button("detail.more", "More")] + [
                self.button(f"detail.n{n}", f"Note {n}") for n in range(1, 4)] + extra
        else:
            locked = self.button("more.locked", "Unlock", False, None if PLANT == "no-reason" else "Nothing to unlock.")
            self.elements = [count, self.button("more.ping", "Ping"), locked]

    def go(self, screen):
        self.stack.append(self.screen)
        self.screen = screen


app = None


def tap(identifier):
    if identifier in ("alert.ok", "alert.cancel"):
        app.alert = None
    elif identifier == "home.alert":
        app.alert = element("alert", "alert", "Sure?", children=[
            app.button("alert.ok", "OK"), app.button("alert.cancel", "Cancel")])
    elif identifier == "home.next":
        app.go("detail")
    elif identifier == "detail.more":
        app.go("more")
    elif identifier == "home.timer":
        app.countdown, app.tasks, app.sleepers = 3000, 1, 1
        app.work = ["a countdown from 3 s"]
    elif identifier == "detail.sync":
        app.tasks, app.work = 1, ["a sync that never ends"]
    elif identifier.startswith("seq."):
        if identifier == "seq.d":
            log("explore_app: fatal error: the sequence reached seq.d")
            os.abort()
        app.progress += 1
    elif identifier == "detail.idle":
        return False
    else:
        app.taps += 1
    return True


def handle(request):
    command, request_id = request["command"], request["id"]
    if command in ("tap", "replace", "type", "clear"):
        found = app.locate(request_id, request)
        if found is None:
            return
        if command == "tap":
            if found["role"] == "textField":
                return app.respond(request_id, "notTappable", "Type into a text field.")
            if not tap(found["identifier"]):
                return app.respond(request_id)
        else:
            if found["role"] != "textField":
                return app.respond(request_id, "notATextField", f"'{found['identifier']}' is not a text field.")
            text = {"type": app.name + request.get("text", ""), "clear": "", "replace": request.get("text", "")}[command]
            if PLANT == "field-crash" and text and not text.strip():
                log("explore_app: fatal error: a name of only spaces")
                os.abort()
            app.name = text
    elif command == "back":
        if app.alert is not None:
            app.alert = None
        elif not app.stack:
            return app.respond(request_id, "cannotGoBack", "This is the first screen.")
        elif PLANT == "wrong-back" and app.screen == "more":
            app.stack, app.screen = [], "home"
        else:
            app.screen = app.stack.pop()
    elif command == "advanceClock":
        if app.countdown > 0:
            app.countdown = max(0, app.countdown - request["milliseconds"])
            if app.countdown == 0:
                app.tasks, app.sleepers, app.work = 0, 0, []
                app.say("countdown: done")
    elif command == "waitForIdle":
        if app.tasks > app.sleepers:
            return app.waiting.append(request_id)  # work that never ends: never answered
    before = app.state()["screen"], app.state()["activity"]
    app.build()
    if (app.state()["screen"], app.state()["activity"]) != before:
        app.sequence += 1
    app.respond(request_id)


def main():
    global app, PLANT, NOISE
    PLANT = sys.argv[sys.argv.index("--plant") + 1] if "--plant" in sys.argv else "none"
    NOISE = int(os.environ.get("EXPLORE_NOISE", "20"))
    app = Explored()
    if PLANT == "busy-at-launch":
        app.tasks, app.work = 1, ["a load that never ends"]
    app.hello()
    for request in requests(app):
        handle(request)


if sys.argv[1:] == ["--serve-forks"]:
    from fork_server import serve  # noqa: E402
    serve(main)
else:
    main()
