"""Reads Swift Testing's JSON event stream (version 0, one JSON record a line) into flows and their runs.

A *flow* is one test function; each time it runs (an iteration of `--repetitions`, or a rerun in a later attempt)
is a *run*, made of its *cases*: one for a plain test, one per argument for a parameterized one.
"""

import json
import os
import re

LOCATION = re.compile(r"/[^/]+\.swift:\d+:\d+$")
EVIDENCE = re.compile(r"^evidence: (.+)$")
# The package whose flows run: acceptance.sh says it (another package can run its flows with these scripts through a
# link to them); else the checkout these scripts are in.
ROOT = os.environ.get("ACCEPTANCE_ROOT") or os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TRACE = ".evidence.json"


def repository_path(location):
    """A source location's file as it is in the repository (`AcceptanceTests/Flows/WeatherFlows.swift`): its path
    relative to the package's root (ROOT); for a binary built in another checkout, the end of its path that
    names a file of this one; else Swift's file ID (`Module/File.swift`)."""
    path = location.get("_filePath") or ""
    prefix = ROOT.rstrip("/") + "/"
    if path.startswith(prefix):
        return path[len(prefix):]
    parts = path.split("/")
    for start in range(1 if path.startswith("/") else 0, len(parts) - 1):
        rest = "/".join(parts[start:])
        if os.path.isfile(os.path.join(ROOT, rest)):
            return rest
    return location.get("fileID")


def key_of(test_id):
    """The flow's identifier without its source location: stable when lines move (`Mod.Suite/name()`)."""
    return LOCATION.sub("", test_id)


def read_records(path):
    """Every record of an event stream file; a line that is not JSON (a truncated last line) is skipped."""
    records = []
    try:
        with open(path, encoding="utf-8") as stream:
            for line in stream:
                line = line.strip()
                if not line:
                    continue
                try:
                    records.append(json.loads(line))
                except json.JSONDecodeError:
                    continue
    except FileNotFoundError:
        pass
    return records


def flows_of(records, module):
    """The test functions of `module` in a listing, with their names and tags (their suites' tags included)."""
    tests = {}
    for record in records:
        if record.get("kind") == "test":
            payload = record["payload"]
            tests[payload["id"]] = payload
    flows = []
    for test_id, payload in tests.items():
        if payload.get("kind") != "function" or not test_id.startswith(module + "."):
            continue
        tags = set(tag.lstrip(".") for tag in payload.get("_tags", []))
        suites = []
        parts = key_of(test_id).split("/")[:-1]
        for depth in range(1, len(parts) + 1):
            suite = tests.get("/".join(parts[:depth]))
            if suite:
                tags.update(tag.lstrip(".") for tag in suite.get("_tags", []))
                suites.append(suite.get("displayName") or suite.get("name"))
        location = payload.get("sourceLocation", {})
        flows.append({
            "id": test_id,
            "key": key_of(test_id),
            "suite": " / ".join(suites) or parts[0],
            "name": payload.get("displayName") or payload.get("name"),
            "function": payload.get("name"),
            "tags": sorted(tags),
            "parameterized": bool(payload.get("isParameterized")),
            "file": repository_path(location),
            "line": location.get("line"),
        })
    return sorted(flows, key=lambda flow: flow["key"])


# Swift Testing describes an enum case it has no description for by its whole path
# (`TripsProtocol.NetworkRequest.Outcome.inFlight`); a flow writes it `.inFlight`. A string literal is left whole.
STRING_LITERAL = re.compile(r'"(?:[^"\\]|\\.)*"')
QUALIFIED_CASE = re.compile(r"(?<![\w.])(?:[A-Z]\w*\.){2,}([a-z_]\w*)(?!\w)")


def as_written(message):
    """`message` with each enum case as a flow writes it (`.inFlight`), outside its string literals."""
    pieces = []
    end = 0
    for literal in STRING_LITERAL.finditer(message):
        pieces.append(QUALIFIED_CASE.sub(r".\1", message[end:literal.start()]))
        pieces.append(literal.group(0))
        end = literal.end()
    pieces.append(QUALIFIED_CASE.sub(r".\1", message[end:]))
    return "".join(pieces)


def _text(messages):
    return "\n".join(as_written(m["text"]) for m in messages if not EVIDENCE.match(m.get("text", "")))


def _issue(payload):
    comments = payload.get("_comments", [])
    evidence = next((m.group(1) for m in map(EVIDENCE.match, comments) if m), None)
    location = payload.get("issue", {}).get("sourceLocation") or payload.get("_sourceLocation") or {}
    return {
        "message": _text(payload.get("messages", [])),
        "location": f"{repository_path(location) or '?'}:{location.get('line', '?')}",
        "evidence": evidence,
    }


def runs_of(records, attempt):
    """The runs in one event stream: `{flow id: [run, …]}` in iteration order; a run has `cases`, a list of
    `{"name", "status", "duration", "issues", "attachments"}`, and `duration`. `ended` says whether the run ended."""
    runs = {}
    current = {}
    for record in records:
        if record.get("kind") != "event":
            continue
        payload = record["payload"]
        kind = payload["kind"]
        test_id = payload.get("testID")
        now = payload.get("instant", {}).get("absolute", 0.0)
        if kind == "testStarted":
            run = {"attempt": attempt, "iteration": len(runs.get(test_id, [])) + 1, "started": now,
                   "duration": 0.0, "ended": False, "cases": {}, "skipped": None}
            runs.setdefault(test_id, []).append(run)
            current[test_id] = run
            continue
        run = current.get(test_id)
        if kind == "testSkipped":
            run = {"attempt": attempt, "iteration": len(runs.get(test_id, [])) + 1, "started": now,
                   "duration": 0.0, "ended": True, "cases": {}, "skipped": _text(payload.get("messages", []))}
            runs.setdefault(test_id, []).append(run)
            continue
        if run is None:
            continue
        case_info = payload.get("_testCase")
        name = case_info.get("displayName") if case_info else None
        case = run["cases"].get(name)
        if case is None and kind in ("testCaseStarted", "issueRecorded", "valueAttached", "testCaseEnded"):
            case = {"name": name, "started": now, "duration": None, "issues": [], "attachments": []}
            run["cases"][name] = case
        if kind == "testCaseEnded":
            case["duration"] = now - case["started"]
        elif kind == "issueRecorded":
            issue = payload.get("issue", {})
            if not issue.get("isKnown") and issue.get("_severity", "error") != "warning":
                case["issues"].append(_issue(payload))
        elif kind == "valueAttached":
            path = payload.get("attachment", {}).get("path")
            if path:
                case["attachments"].append(path)
        elif kind == "testEnded":
            run["duration"] = now - run["started"]
            run["ended"] = True
    return {test_id: [_finish(run) for run in flow_runs] for test_id, flow_runs in runs.items()}


def _finish(run):
    if run["skipped"] is not None:
        return {"attempt": run["attempt"], "iteration": run["iteration"], "status": "skipped",
                "duration": 0.0, "skipped": run["skipped"], "cases": []}
    cases = list(run["cases"].values()) or [{"name": None, "duration": None, "issues": [], "attachments": []}]
    for case in cases:
        case.pop("started", None)
        if case["duration"] is None:
            case["duration"] = run["duration"]
        if not run["ended"] and not case["issues"]:
            case["issues"].append({"message": "The test process ended while this flow ran (see output.log).",
                                   "location": "?", "evidence": None})
        case["status"] = "failed" if case["issues"] else "passed"
    failed = any(case["status"] == "failed" for case in cases)
    return {"attempt": run["attempt"], "iteration": run["iteration"], "status": "failed" if failed else "passed",
            "duration": round(run["duration"], 4), "cases": cases}
