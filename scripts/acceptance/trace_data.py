"""A case's trace as the runner writes it (`evidence.json`, for every case): its apps' steps, each with the index of
the screen it left in the document's table of distinct screens, the requests made during it and the clock's move.

The report, the comparison of a flaky flow's attempts and the terminal trace reader read it through here. A
failure carries its parts as fields (`kind`, `locator`, `expected`, `actual`, and `within`, its step path): nothing
here takes the runner's sentence apart. A document of a version other than `VERSION` is refused, saying so, rather
than read as if its fields meant what this version's do.
"""

import json
import os

# The evidence format this reader knows (EvidenceDocument.version in the runner).
VERSION = 8


class UnknownVersion(ValueError):
    """A trace of a version this reader does not know."""


def check_version(document, where="a trace"):
    """`document`, or `UnknownVersion` raised when its version is not `VERSION`."""
    version = document.get("version") if isinstance(document, dict) else None
    if version != VERSION:
        raise UnknownVersion(f"{where} is evidence version {json.dumps(version)}, which this reader does not know "
                             f"(it reads version {VERSION}): read it with the tools of the runner that wrote it")
    return document


def load(path):
    """The trace at `path` (an `evidence.json`, or a folder holding one), or `None` when there is none or it is not
    JSON; raises `UnknownVersion` for a trace of another version."""
    if not path:
        return None
    if os.path.isdir(path):
        path = os.path.join(path, "evidence.json")
    try:
        with open(path, encoding="utf-8") as file:
            document = json.load(file)
    except (OSError, ValueError):
        return None
    return check_version(document, path) if isinstance(document, dict) else None


def failure_for(issue, failures):
    """The failure of `failures` (a trace's, in order) recorded for `issue`: the first one left at the same line, taken
    out of the list, so that each is matched once; `None` when none is."""
    for index, failure in enumerate(failures):
        if failure.get("location") == issue.get("location"):
            return failures.pop(index)
    return None


def screen(document, index):
    """The text of screen `index` of the document's table, or `None`."""
    screens = document.get("screens") or []
    return screens[index] if isinstance(index, int) and 0 <= index < len(screens) else None


def flat_steps(document):
    """Every step of every app, in order, numbered from 1, each with `app` (0-based), `screenText` (the screen it left)
    and `screenBefore` (the screen the step before it left in the same app)."""
    steps = []
    for app_index, app in enumerate((document or {}).get("apps", [])):
        before = None
        for step in app.get("steps", []):
            text = screen(document, step.get("screen"))
            steps.append(dict(step, app=app_index, number=len(steps) + 1, screenText=text, screenBefore=before))
            if text is not None:
                before = text
    return steps


def transcript_lines(document, app_index):
    """The transcript of app `app_index` as `(milliseconds, line)` pairs (`None` for a line without a time)."""
    apps = (document or {}).get("apps", [])
    if not 0 <= app_index < len(apps):
        return []
    lines = []
    for line in (apps[app_index].get("transcript") or "").splitlines():
        stamp = line.split(" ", 1)[0]
        try:
            lines.append((float(stamp.lstrip("+").rstrip("s")) * 1000, line))
        except ValueError:
            lines.append((None, line))
    return lines


def what(step):
    """`tap "trip.seattle"`, `wait for …`: the step's title, with its kind in front unless the title starts with it."""
    title = step["title"]
    return title if title.split(" ", 1)[0] == step["kind"] else f"{step['kind']} {title}"


def declaration_sentence(failure, field="declaration"):
    """Where the app built the control a failure is about (its `declaration`, known when the app was asked for
    source places; `actionDeclaration`: the control the last action touched) and that line of source, as the runner
    says it; None when the failure has none."""
    declared = (failure or {}).get(field)
    if not declared:
        return None
    sentence = f"{declared['element']}, declared at {declared['place']}"
    if declared.get("quote"):
        sentence += f": {declared['quote']}"
    if declared.get("action"):
        sentence = f"the last action, {declared['action']}, touched {sentence}"
    return sentence
