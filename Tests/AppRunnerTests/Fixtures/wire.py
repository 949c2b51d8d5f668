"""The automation protocol's app side (version 3), just enough for the runner's stand-in apps: states, answers,
and locators resolved as docs/automation-protocol.md says; `make conformance` holds the stand-ins that claim the core
protocol (fake_app.py, tree_app.py, the repair stories' basket_app.py) to it."""
import json
import os
import re
import sys
import threading

LOCK = threading.RLock()


def element(role, identifier, label="", value=None, enabled=True, placeholder=None, children=None, reason=None):
    result = {"role": role, "identifier": identifier}
    if reason is not None:
        result["disabledReason"] = reason
    if children:
        result["children"] = children
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
        self.work = []  # what the work in flight is, in the app's words
        self.clock = "driver" if "--driver-clock" in sys.argv else "live"
        self.said = []  # log lines not yet sent: the next update or response carries them

    def say(self, line):
        """Logs a line, as the app logs a decision: it goes out with the next message."""
        with LOCK:
            self.said.append(line)

    def with_log(self, state):
        if self.said:
            state["log"], self.said = self.said, []
        return state

    def state(self):
        screen = {"name": "home", "title": "Fake", "elements": self.elements}
        if getattr(self, "alert", None):
            screen["alert"] = self.alert
        activity = {"tasks": self.tasks, "sleepers": self.sleepers, "clock": self.clock}
        if self.work:
            activity["work"] = list(self.work)
        if getattr(self, "untracked", 0):
            activity["untrackedSleepers"] = self.untracked
        return {"sequence": self.sequence, "screen": screen, "activity": activity}

    def write(self, message):
        with LOCK:
            sys.stdout.write(json.dumps(message, sort_keys=True) + "\n")
            sys.stdout.flush()

    def hello(self):
        refuse_other_versions()
        self.write({"type": "hello", "protocolVersion": int(os.environ.get("FAKE_PROTOCOL_VERSION", "3")), "app": "stand-in", "version": "0",
                    "pid": os.getpid(), "state": self.state()})

    def change(self, mutate):
        """Applies a change and pushes an update, as the app does after every change."""
        with LOCK:
            mutate()
            self.sequence += 1
            self.write(dict(type="update", **self.with_log(self.state())))

    def respond(self, request_id, code=None, message="", suggestions=()):
        with LOCK:
            answer = {"type": "response", "id": request_id, "state": self.with_log(self.state())}
            if code:
                answer["error"] = {"code": code, "message": message, "suggestions": list(suggestions)}
            self.write(answer)

    def find(self, identifier):
        return [e for e in self.elements if e["identifier"] == identifier]

    def roots(self):
        return [self.alert] if getattr(self, "alert", None) else self.elements

    def state_screen(self):
        return self.state()["screen"]

    def locate(self, request_id, request):
        """The element a request's locator means, or None after answering with the refusal."""
        if "locator" not in request:
            if "identifier" in request:
                self.respond(request_id, "oldProtocol", "This app speaks protocol version 2: send `locator`.")
            else:
                self.respond(request_id, "badRequest", "`" + request["command"] + "` needs `locator`.")
            return None
        locator = request["locator"]
        found = resolve(locator, self.roots())
        if found == "ambiguous":
            names = "; ".join(f"{e['role']} {e['identifier']}" for e in matches(locator, self.roots()))
            self.respond(request_id, "ambiguous", f"Several elements match: {names}.")
            return None
        if found is None:
            ident = locator.get("identifier", "")
            near = sorted(e["identifier"] for e in walk(self.roots()) if ident and e["identifier"][:4] == ident[:4])
            self.respond(request_id, "noSuchElement", f"No element '{ident}' on screen.", near)
            return None
        if not found.get("enabled", True):
            self.respond(request_id, "disabled", f"'{found['identifier']}' is disabled.")
            return None
        return found


# MARK: - Locators


def walk(roots):
    """Every element of the trees, depth first."""
    for root in roots:
        yield root
        yield from walk(root.get("children", []))


def text_matches(match, text):
    (key, wanted), = match.items()
    if key == "not":
        return not text_matches(wanted, text)
    if text is None:
        return False
    if key == "equals":
        return text == wanted
    if key == "contains":
        return wanted in text
    return re.search(wanted, text) is not None


def fits(locator, element):
    if "role" in locator and element["role"] != locator["role"]:
        return False
    if "identifier" in locator and element["identifier"] != locator["identifier"]:
        return False
    if "label" in locator and not text_matches(locator["label"], element.get("label", "")):
        return False
    if "value" in locator and not text_matches(locator["value"], element.get("value")):
        return False
    return all(any(fits(inner, below) for below in walk(element.get("children", [])))
               for inner in locator.get("containing", []))


def matches(locator, roots):
    """Every element the locator's conditions and scope allow, in reading order."""
    children = locator.get("relation") == "children"
    if "within" not in locator:
        pool = roots if children else list(walk(roots))
    else:
        within = locator["within"]
        parents = matches(within, roots) if within.get("match") == "all" else [resolve(within, roots)]
        if "ambiguous" in parents:
            return []
        pool = [c for p in parents if p for c in (p.get("children", []) if children else walk(p.get("children", [])))]
    return [e for e in pool if fits(locator, e)]


def resolve(locator, roots):
    """The element meant, None, or "ambiguous"."""
    found = matches(locator, roots)
    selection = locator.get("match", "unique")
    if selection == "unique":
        return "ambiguous" if len(found) > 1 else (found[0] if found else None)
    if selection in ("first", "all"):
        return found[0] if found else None
    if selection == "last":
        return found[-1] if found else None
    return found[selection] if 0 <= selection < len(found) else None


# The core protocol's commands; an app's own are added by the app (`requests(app, own=…)`).
CORE_COMMANDS = ("tap", "type", "clear", "replace", "back", "snapshot", "fullState", "advanceClock", "waitForIdle")


def refuse_other_versions():
    """Exits with status 64 before any hello when the driver asks for another protocol version."""
    if "--protocol-version" in sys.argv:
        index = sys.argv.index("--protocol-version") + 1
        asked = sys.argv[index] if index < len(sys.argv) else ""
        if asked != "3":
            log(f"stand-in: speaks protocol version 3, not '{asked}'")
            sys.exit(64)


def requests(app=None, own=()):
    """Each request of stdin, decoded, until the end of stdin; a blank line is skipped. Given the app, what the core
    protocol refuses is refused here and never reaches it: a line that is not a request, an unknown command (the
    core's and `own` are known), `advanceClock` on a live clock."""
    for line in sys.stdin:
        if not line.strip(" \t\r\n"):
            continue
        if app is None:
            yield json.loads(line)
            continue
        try:
            request = json.loads(line)
        except ValueError:
            app.respond(-1, "badRequest", "The line is not JSON.")
            continue
        if not isinstance(request, dict) or type(request.get("id")) is not int:
            app.respond(-1, "badRequest", "A request is an object with a whole-number `id`.")
            continue
        command = request.get("command")
        if command not in CORE_COMMANDS + tuple(own):
            app.respond(request["id"], "badRequest", f"Unknown command '{command}'.")
            continue
        if command == "advanceClock" and app.clock == "live":
            app.respond(request["id"], "liveClock", "The app's clock is live.")
            continue
        yield request


def log(text):
    sys.stderr.write(text + "\n")
    sys.stderr.flush()
