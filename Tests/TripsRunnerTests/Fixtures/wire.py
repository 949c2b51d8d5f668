"""The automation protocol's app side, just enough for the runner's stand-in apps."""
import json
import os
import sys
import threading

LOCK = threading.RLock()


def element(role, identifier, label="", value=None, enabled=True, placeholder=None):
    result = {"role": role, "identifier": identifier}
    if label:
        result["label"] = label
    if value is not None:
        result["value"] = value
    if placeholder is not None:
        result["placeholder"] = placeholder
    if not enabled:
        result["enabled"] = False
    return result


class StandIn:
    """A screen, an activity and a sequence number, written as protocol lines."""

    def __init__(self, elements, tasks=0, sleepers=0):
        self.sequence = 0
        self.elements = elements
        self.tasks = tasks
        self.sleepers = sleepers
        self.clock = "driver" if "--driver-clock" in sys.argv else "live"

    def state(self):
        return {
            "sequence": self.sequence,
            "screen": {"name": "home", "title": "Fake", "elements": self.elements},
            "activity": {"tasks": self.tasks, "sleepers": self.sleepers, "clock": self.clock},
        }

    def write(self, message):
        with LOCK:
            sys.stdout.write(json.dumps(message, sort_keys=True) + "\n")
            sys.stdout.flush()

    def hello(self):
        self.write({"type": "hello", "protocolVersion": int(os.environ.get("FAKE_PROTOCOL_VERSION", "1")), "app": "stand-in", "version": "0",
                    "pid": os.getpid(), "state": self.state()})

    def change(self, mutate):
        """Applies a change and pushes an update, as the app does after every change."""
        with LOCK:
            mutate()
            self.sequence += 1
            self.write(dict(type="update", **self.state()))

    def respond(self, request_id, code=None, message="", suggestions=()):
        with LOCK:
            answer = {"type": "response", "id": request_id, "state": self.state()}
            if code:
                answer["error"] = {"code": code, "message": message, "suggestions": list(suggestions)}
            self.write(answer)

    def find(self, identifier):
        return [e for e in self.elements if e["identifier"] == identifier]


def requests():
    """Each request line of stdin, decoded, until the end of stdin."""
    for line in sys.stdin:
        yield json.loads(line)


def log(text):
    sys.stderr.write(text + "\n")
    sys.stderr.flush()
