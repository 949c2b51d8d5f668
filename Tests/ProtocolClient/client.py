#!/usr/bin/env python3
"""A second driver of `trips-shell --automation`, written from docs/automation-protocol.md (the core) and
docs/trips-protocol.md (Trips' own commands, options and timing) alone (Python standard library only). It runs a few
user stories and the protocol's edge cases against the built app and exits non-zero when the app and the documents
disagree.

usage: client.py [PATH-TO-TRIPS-SHELL]   (default .build/debug/trips-shell)
"""

import copy
import json
import os
import queue
import re
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ANSWER_TIMEOUT = 5.0


class ProtocolError(AssertionError):
    pass


SCREENS_KEPT = 16
PROTOCOL_VERSION = 3  # the version this client reads, which it tells the app with --protocol-version


class CannotApply(Exception):
    pass


class App:
    """One app on pipes: a reader thread parses each stdout line; each update and response is applied, in order, to
    the state held (protocol version 3: they carry what changed), keeping the screens the app may name."""

    def __init__(self, binary, *arguments):
        command = [binary, "--automation", "--protocol-version", str(PROTOCOL_VERSION), *arguments]
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        bufsize=0)
        self.messages = queue.Queue()
        self.latest = None
        self.kept = []  # (sequence, screen) of the latest SCREENS_KEPT states that carried a screen
        self.next_id = 0
        self.resyncs = 0
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self.process.stderr.read, daemon=True).start()
        self.hello = self._next_message(10.0)
        if self.hello.get("type") != "hello":
            raise ProtocolError(f"the first line is not a hello: {self.hello}")
        self.latest = self.hello["state"]
        self._keep_screen(self.latest)

    def _read(self):
        for line in self.process.stdout:
            self.messages.put(json.loads(line))
        self.messages.put(None)

    def _keep_screen(self, state):
        self.kept.append((state["sequence"], state["screen"]))
        del self.kept[:-SCREENS_KEPT]

    def apply(self, update):
        """The whole state an update or a response's state says, as "Applying a state update" says; raises
        CannotApply when it cannot be worked out from what is held."""
        if "screen" in update:
            screen = update["screen"]
        elif "screenOf" in update:
            screens = [kept for sequence, kept in self.kept if sequence == update["screenOf"]]
            if not screens:
                raise CannotApply(f"no kept screen of {update['screenOf']}")
            screen = screens[-1]
        else:
            if self.latest is None or update["base"] != self.latest["sequence"]:
                raise CannotApply(f"changes to {update['base']}, held {self.latest and self.latest['sequence']}")
            screen = copy.deepcopy(self.latest["screen"]) if update.get("changes") else self.latest["screen"]
            for change in update.get("changes", []):
                apply_change(screen, change)
        state = {"sequence": update["sequence"], "screen": screen, "activity": update["activity"]}
        if "screen" in update or "screenOf" in update or update.get("changes"):
            self._keep_screen(state)
        self.latest = state
        return state

    def _take(self, update):
        try:
            return self.apply(update)
        except CannotApply:
            return None

    def _next_message(self, timeout):
        try:
            message = self.messages.get(timeout=timeout)
        except queue.Empty:
            raise ProtocolError("the app said nothing in time") from None
        if message is None:
            raise ProtocolError("the app ended its output")
        return message

    def answer(self, timeout=ANSWER_TIMEOUT):
        """The next response; updates before it are kept as states."""
        deadline = time.monotonic() + timeout
        while True:
            message = self._next_message(max(0.0, deadline - time.monotonic()))
            if message["type"] == "update":
                self._take(message)
            elif message["type"] == "response":
                self.last_sent_state = message["state"]  # as the app wrote it, before it was applied
                message["state"] = self._take(message["state"])
                return message
            else:
                raise ProtocolError(f"unexpected message {message}")

    def lose_next_update(self, timeout=ANSWER_TIMEOUT):
        """Reads the next update and throws it away, as if the line were lost. With no request in flight, whatever
        the app changes next can only come as an update."""
        message = self._next_message(timeout)
        if message["type"] != "update":
            raise ProtocolError(f"expected an update to lose, got {message}")

    def write(self, line):
        self.process.stdin.write(line.encode() + b"\n")

    def send(self, command, **fields):
        self.next_id += 1
        self.write(json.dumps({"id": self.next_id, "command": command, **fields}))
        response = self.answer()
        if response["id"] != self.next_id:
            raise ProtocolError(f"answer for {response['id']}, expected {self.next_id}")
        if response["state"] is None:  # a missed or mangled update: resynchronise
            self.resyncs += 1
            response["state"] = self.send("fullState")["state"]
        return response

    def act(self, command, identifier, **fields):
        """A tap, type, clear or replace on the element with this identifier (by a locator, since version 2)."""
        return self.ok(command, locator={"identifier": identifier}, **fields)

    def ok(self, command, **fields):
        response = self.send(command, **fields)
        if "error" in response:
            raise ProtocolError(f"{command} {fields} refused: {response['error']}")
        return response["state"]

    def close(self):
        self.process.stdin.close()
        try:
            self.process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise ProtocolError("the app outlived its stdin by more than 2 s")


# MARK: - Reading states


def find_path(elements, path):
    """The list of siblings holding the element at `path` and its index there; CannotApply when there is none."""
    siblings = elements
    for depth, identifier in enumerate(path):
        index = next((i for i, e in enumerate(siblings) if e["identifier"] == identifier), None)
        if index is None:
            raise CannotApply(f"no element at {path}")
        if depth == len(path) - 1:
            return siblings, index
        siblings = siblings[index].setdefault("children", [])
    raise CannotApply("an empty path")


def apply_change(screen, change):
    op = change["op"]
    if op == "alert":
        if "element" in change:
            screen["alert"] = change["element"]
        else:
            screen.pop("alert", None)
    elif op == "insert":
        if change["parent"]:
            siblings, index = find_path(screen["elements"], change["parent"])
            children = siblings[index].setdefault("children", [])
        else:
            children = screen["elements"]
        if not 0 <= change["index"] <= len(children):
            raise CannotApply(f"no index {change['index']} under {change['parent']}")
        children.insert(change["index"], change["element"])
    elif op == "remove":
        siblings, index = find_path(screen["elements"], change["path"])
        del siblings[index]
    elif op == "update":
        siblings, index = find_path(screen["elements"], change["path"])
        updated = dict(change["element"])
        if siblings[index].get("children"):
            updated["children"] = siblings[index]["children"]
        siblings[index] = updated
    else:
        raise ProtocolError(f"unknown change {change}")


def elements(state):
    """Every element of the screen and its alert, at any depth."""
    found = []

    def walk(element):
        found.append(element)
        for child in element.get("children", []):
            walk(child)

    for element in state["screen"]["elements"]:
        walk(element)
    if "alert" in state["screen"]:
        walk(state["screen"]["alert"])
    return found


def element(state, identifier):
    matches = [e for e in elements(state) if e["identifier"] == identifier]
    return matches[0] if matches else None


def settled(state):
    activity = state["activity"]
    if activity["tasks"] == 0:
        return True
    return activity["sleepers"] >= activity["tasks"] and activity["clock"] == "driver"


def check(condition, what):
    if not condition:
        raise ProtocolError(what)


# MARK: - The catalog


def catalog():
    """docs/identifiers.md as {screen: [(identifier pattern, role, label pattern)]}."""
    rows, screen = {}, None
    with open(os.path.join(ROOT, "docs", "identifiers.md"), encoding="utf-8") as file:
        for line in file:
            heading = re.match(r"## `(\w+)`", line)
            if heading:
                screen = heading.group(1)
                continue
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if screen and len(cells) == 7 and cells[0].startswith("`"):
                rows.setdefault(screen, []).append((cells[0].strip("`"), cells[1], cells[2].strip("`")))
    return rows


def fits(text, pattern):
    parts = re.split(r"‹[^›]*›", pattern)
    return re.fullmatch(".*".join(re.escape(p) for p in parts), text, re.DOTALL) is not None


def check_catalog(state, rows):
    screen = state["screen"]["name"]
    for e in elements(state):
        check(any(fits(e["identifier"], i) and e["role"] == r and fits(e.get("label", ""), l)
                  for i, r, l in rows.get(screen, [])),
              f"{e['identifier']} ({e['role']} \"{e.get('label', '')}\") on {screen} is not in docs/identifiers.md")


# MARK: - Stories


def hello_matches_the_document(binary):
    app = App(binary, "-uiTesting")
    version = subprocess.run([binary, "--version"], capture_output=True, text=True).stdout.split()[-1]
    check(app.hello["protocolVersion"] == PROTOCOL_VERSION, "protocol version 3")
    check(app.hello["app"] == "trips-shell" and app.hello["version"] == version, f"hello names the app: {app.hello}")
    check(app.hello["pid"] == app.process.pid, "hello carries the pid")
    check(app.hello["state"]["sequence"] == 1 and app.hello["state"]["screen"]["name"] == "trips", "first state")
    check(app.hello["state"]["activity"]["clock"] == "live", "a live clock without --driver-clock")
    app.close()


def list_detail_and_back(binary, rows):
    app = App(binary, "-uiTesting")
    check_catalog(app.latest, rows)
    state = app.act("tap", "trip.seattle")
    check(state["screen"]["name"] == "trip", "Seattle's screen")
    state = app.ok("waitForIdle")
    check(settled(state), "waitForIdle answers settled")
    check(re.fullmatch(r"-?\d+°F", element(state, "weather.temperature")["label"]), "a temperature")
    check_catalog(state, rows)
    state = app.ok("back")
    check(state["screen"]["name"] == "trips", "back to the list")
    refused = app.send("back")
    check(refused["error"]["code"] == "cannotGoBack" and "suggestions" not in refused["error"],
          f"back on the list: {refused}")
    app.close()


def a_weather_load_is_two_answers(binary, rows):
    app = App(binary, "-uiTesting", "--driver-clock", "--stub-latency", "2")
    state = app.act("tap", "trip.seattle")
    check(element(state, "weather.status")["label"] == "Loading weather…", "loading")
    state = app.ok("advanceClock", milliseconds=2000)
    check(element(state, "weather.status") is not None and settled(state), "still loading after one answer")
    state = app.ok("advanceClock", milliseconds=2000)
    check(element(state, "weather.temperature") is not None, "the forecast is in advanceClock's own answer")
    check(state["activity"]["tasks"] == 0, "and the app is idle")
    check_catalog(state, rows)
    app.close()


def new_trip_through_the_suggestions(binary, rows):
    app = App(binary, "-uiTesting", "--driver-clock", "--stub-latency", "2")
    app.act("tap", "trips.add")
    app.act("type", "newTrip.destination", text="Ber")
    state = app.ok("advanceClock", milliseconds=299)
    check(element(state, "newTrip.suggestions") is None, "no suggestions before the debounce")
    state = app.ok("advanceClock", milliseconds=1)
    check(element(state, "newTrip.suggestions") is None and settled(state), "the search waits on its latency")
    state = app.ok("advanceClock", milliseconds=2000)
    check(element(state, "suggestion.bergen") is not None, "suggestions in advanceClock's own answer")
    check_catalog(state, rows)
    app.act("tap", "suggestion.bergen")
    app.act("type", "newTrip.start", text="2026-07-01")
    disabled = app.send("tap", locator={"identifier": "newTrip.save"})
    check(disabled["error"]["code"] == "disabled" and "end" in disabled["error"]["message"].lower(), f"{disabled}")
    app.act("type", "newTrip.end", text="2026-07-04")
    check_catalog(app.latest, rows)
    state = app.act("tap", "newTrip.save")
    check(state["screen"]["name"] == "trips", "saved, back on the list")
    check(element(state, "trip.bergen") is not None and element(state, "trip.bergen-2") is not None,
          "the second Bergen trip is trip.bergen-2")
    check_catalog(state, rows)
    app.close()


def a_mistyped_identifier_gets_suggestions(binary):
    app = App(binary, "-uiTesting")
    refused = app.send("tap", locator={"identifier": "trip.seatle"})
    check(refused["error"]["code"] == "noSuchElement" and refused["error"]["suggestions"][0] == "trip.seattle",
          f"{refused}")
    app.close()


def relaunching_on_a_data_directory(binary):
    with tempfile.TemporaryDirectory() as directory:
        app = App(binary, "-uiTesting", "--data-dir", directory)
        app.act("tap", "trips.add")
        for field, text in (("newTrip.destination", "Oslo"), ("newTrip.start", "2026-08-01"),
                            ("newTrip.end", "2026-08-02")):
            app.act("type", field, text=text)
        app.act("tap", "newTrip.save")
        app.close()
        again = App(binary, "-uiTesting", "--data-dir", directory)
        check(element(again.latest, "trip.oslo") is not None, "a relaunch on the same --data-dir keeps its trips")
        again.close()
    fresh = App(binary, "-uiTesting")
    check(element(fresh.latest, "trip.oslo") is None, "without --data-dir, -uiTesting starts fresh")
    fresh.close()


# MARK: - Edges


def blank_and_empty_lines_get_no_answer(binary):
    app = App(binary, "-uiTesting")
    app.write("")
    app.write("   \t ")
    app.write(json.dumps({"id": 7, "command": "snapshot"}))
    check(app.answer()["id"] == 7, "the first answer is the snapshot's")
    app.close()


def bad_requests_name_what_is_wrong(binary):
    app = App(binary, "-uiTesting")
    cases = [
        ('{"id":-1,"command":"snapshot"}', -1, "`id`"),
        ('{"id":1.5,"command":"snapshot"}', -1, "`id`"),
        ('{"id":100000000000000000000,"command":"snapshot"}', -1, "`id`"),
        ('{"id":9007199254740992,"command":"snapshot"}', -1, "`id`"),
        ('{"command":"snapshot"}', -1, "`id`"),
        ('{"id":"3","command":"snapshot"}', -1, "`id`"),
        ("not json", -1, "not JSON"),
        ("[1,2]", -1, "object"),
        ('{"id":3}', 3, "`command`"),
        ('{"id":4,"command":"tapp","locator":{"identifier":"x"}}', 4, "tap"),
        ('{"id":5,"command":"tap"}', 5, "`locator`"),
        ('{"id":6,"command":"type","locator":{"identifier":"newTrip.destination"},"text":3}', 6, "`text`"),
        ('{"id":9,"command":"tap","locator":{"label":"Seattle"}}', 9, "`locator.label`"),
        ('{"id":10,"command":"tap","locator":{"role":"knob"}}', 10, "`locator.role`"),
        ('{"id":11,"command":"tap","locator":{"match":-1}}', 11, "`locator.match`"),
        ('{"id":7,"command":"advanceClock","milliseconds":-5}', 7, "`milliseconds`"),
        ('{"id":8,"command":"advanceClock","milliseconds":1.5}', 8, "`milliseconds`"),
    ]
    for line, expected_id, named in cases:
        app.write(line)
        response = app.answer()
        error = response.get("error", {})
        check(response["id"] == expected_id and error.get("code") == "badRequest" and named in error.get("message", ""),
              f"{line} → {response['id']} {error}")
        check("suggestions" not in error, f"no empty suggestions: {error}")
    state = app.ok("snapshot")  # the session goes on
    check(state["screen"]["name"] == "trips", "nothing changed")
    app.close()


def a_line_past_the_longest_gets_one_answer(binary):
    """A request line of 17 MiB, past the 16 MiB an app reads whole: one answer, a bad request, and the requests after
    it answered in step (the rest of the long line is not read as a request of its own)."""
    app = App(binary, "-uiTesting")
    app.write(" " * (17 << 20) + json.dumps({"id": 3, "command": "snapshot"}))
    refused = app.answer(timeout=60)
    check(refused["id"] == -1 and refused.get("error", {}).get("code") == "badRequest", f"the long line: {refused}")
    app.write(json.dumps({"id": 12, "command": "snapshot"}))
    check(app.answer()["id"] == 12, "the next request's answer comes next")
    app.close()


def every_request_read_before_the_end_is_answered(binary):
    app = App(binary, "-uiTesting", "--stub-latency", "600")
    lines = [json.dumps({"id": n, "command": "snapshot"}) for n in range(1, 21)]
    lines += [json.dumps({"id": 21, "command": "tap", "locator": {"identifier": "trip.seattle"}}),
              json.dumps({"id": 22, "command": "waitForIdle"})]  # ten minutes of latency: cut short
    lines += [json.dumps({"id": n, "command": "snapshot"}) for n in range(23, 51)]
    app.process.stdin.write(("\n".join(lines) + "\n").encode())
    started = time.monotonic()
    app.process.stdin.close()
    answers = []
    while True:
        message = app.messages.get(timeout=ANSWER_TIMEOUT)
        if message is None:
            break
        if message["type"] == "response":
            answers.append(message)
    check(app.process.wait(timeout=2) == 0, "exit status 0")
    check([a["id"] for a in answers] == list(range(1, 51)), f"all 50 answered in order: {[a['id'] for a in answers]}")
    check(answers[21]["error"]["code"] == "inputEnded", f"the wait is cut short: {answers[21]}")
    check(time.monotonic() - started < 2, "promptly")


def a_version_one_request_is_refused(binary):
    app = App(binary, "-uiTesting")
    refused = app.send("tap", identifier="trip.seattle")
    check(refused["error"]["code"] == "oldProtocol" and "protocol version 1's field" in refused["error"]["message"],
          f"{refused}")
    check(refused["state"]["screen"]["name"] == "trips", "nothing happened")
    app.close()


def a_version_two_driver_is_refused(binary):
    # A version-2 driver launches with --automation alone (or says it reads 2), whatever the hello would say: the app
    # starts nothing, writes no hello and says why on stderr.
    for launch in (["--automation"], ["--automation", "--protocol-version", "2"]):
        ended = subprocess.run([binary, *launch, "-uiTesting"], input="", capture_output=True, text=True, timeout=10)
        check(ended.returncode == 64 and ended.stdout == "", f"{launch}: refused before any hello: {ended}")
        check(ended.stderr.startswith("trips-shell: this app speaks automation protocol version 3 only.")
              and "--automation --protocol-version 3" in ended.stderr and "Changes in version 3" in ended.stderr,
              f"{launch}: says why and what to do: {ended.stderr}")


def locators_find_by_label_scope_and_match(binary):
    app = App(binary, "-uiTesting")
    rows = {"identifier": "trips.list"}
    state = app.ok("tap", locator={"role": "cell", "label": {"contains": "yot"}, "within": rows, "relation": "children"})
    check(state["screen"]["title"] == "Kyoto", f"Kyoto by a part of its label: {state['screen']['title']}")
    app.ok("back")
    state = app.ok("tap", locator={"role": "cell", "match": "last"})
    check(state["screen"]["title"] == "Kyoto", "the last cell")
    app.ok("back")
    state = app.ok("tap", locator={"role": "cell", "value": {"matches": "^2026-06"}, "match": 0})
    check(state["screen"]["title"] == "Bergen", "the first cell whose dates are in June")
    app.ok("back")
    several = app.send("tap", locator={"role": "cell", "label": {"not": {"equals": "Kyoto"}}})
    check(several["error"]["code"] == "ambiguous" and "trip.seattle" in several["error"]["message"]
          and "trip.bergen" in several["error"]["message"], f"several are named: {several}")
    none = app.send("tap", locator={"role": "cell", "identifier": "trip.seatle"})
    check(none["error"]["code"] == "noSuchElement" and none["error"]["suggestions"][0] == "trip.seattle", f"{none}")
    app.act("tap", "trips.add")
    field = {"role": "textField", "identifier": "newTrip.destination"}
    app.ok("type", locator=field, text="Ber")
    state = app.ok("replace", locator=field, text="Oslo")
    check(element(state, "newTrip.destination")["value"] == "Oslo", "replace sets the whole text")
    app.close()


def changes_are_sent_and_an_unchanged_list_is_named(binary):
    app = App(binary, "-uiTesting", "--driver-clock", "--stub-latency", "2")
    state = app.act("tap", "trip.seattle")
    check("screen" in app.last_sent_state and state["screen"]["name"] == "trip", "another screen is sent whole")
    app.ok("advanceClock", milliseconds=2000)
    state = app.ok("advanceClock", milliseconds=2000)
    check(element(state, "weather.temperature") is not None, "the forecast, applied from what changed, shows")
    state = app.ok("back")
    check("screen" not in app.last_sent_state and app.last_sent_state.get("screenOf") == 1,
          f"going back to the unchanged list names the hello's screen: {app.last_sent_state}")
    check(state["screen"] == app.hello["state"]["screen"], "and it is the list")
    full = app.ok("fullState")
    check(full["screen"] == state["screen"] and full["sequence"] == state["sequence"], "fullState says the same, whole")
    app.close()


def a_missed_update_is_caught_up_with_full_state(binary):
    app = App(binary, "-uiTesting")
    app.act("tap", "trip.seattle")
    app.lose_next_update()  # the weather's, say: nothing else is asked, so the change comes as an update
    state = app.ok("waitForIdle")
    check(app.resyncs == 1, f"the answer's changes could not be applied, so the client asked for the full state")
    check(element(state, "weather.temperature") is not None and settled(state), "and holds the whole state again")
    state = app.ok("back")
    check(state["screen"]["name"] == "trips", "changes apply again after it")
    app.close()


def advancing_a_live_clock_is_refused(binary):
    app = App(binary, "-uiTesting")
    refused = app.send("advanceClock", milliseconds=300)
    check(refused["error"]["code"] == "liveClock", f"{refused}")
    app.close()


def share_puts_the_trip_on_the_pasteboard(binary):
    app = App(binary, "-uiTesting")
    empty = app.send("pasteboard")
    check("error" not in empty and "pasteboard" not in empty, f"nothing copied yet: {empty}")
    app.act("tap", "trip.seattle")
    app.ok("waitForIdle")
    app.act("tap", "trip.share")
    answer = app.send("pasteboard")
    check(answer.get("pasteboard", "").startswith("Seattle · 2026-04-10 → 2026-04-17 · 8 days · "),
          f"Seattle's line: {answer}")
    app.close()


STORIES = [
    hello_matches_the_document, a_mistyped_identifier_gets_suggestions, relaunching_on_a_data_directory,
    blank_and_empty_lines_get_no_answer, bad_requests_name_what_is_wrong, a_line_past_the_longest_gets_one_answer,
    every_request_read_before_the_end_is_answered, advancing_a_live_clock_is_refused, a_version_one_request_is_refused,
    a_version_two_driver_is_refused,
    locators_find_by_label_scope_and_match, share_puts_the_trip_on_the_pasteboard,
    changes_are_sent_and_an_unchanged_list_is_named, a_missed_update_is_caught_up_with_full_state,
]
CATALOG_STORIES = [list_detail_and_back, a_weather_load_is_two_answers, new_trip_through_the_suggestions]


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "trips-shell")
    rows = catalog()
    failures = 0
    for story in STORIES + CATALOG_STORIES:
        started = time.monotonic()
        try:
            story(binary, rows) if story in CATALOG_STORIES else story(binary)
            outcome = "ok  "
        except (ProtocolError, queue.Empty, KeyError, TypeError) as error:
            outcome = f"FAIL {type(error).__name__}: {error}\n    "
            failures += 1
        print(f"{outcome}{story.__name__.replace('_', ' ')} ({(time.monotonic() - started) * 1000:.0f} ms)")
    print(f"protocol client: {len(STORIES) + len(CATALOG_STORIES) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
