"""The HTML report: one self-contained file (inline CSS and script, no network) that a CI system keeps.

A summary (passed, failed, flaky, skipped, wall time), filters by status and by text, and each flow with its cases
and runs. Every run shows each action and wait with its timing, the network requests made during it, the lines
the app logged during it, the clock's moves and the screen it left (what changed since the step before highlighted); a failing run also shows its
message, the expected and last-seen values as a diff, the screen at the failure and the transcript; a flaky flow
sets a failed attempt beside the passing one, step by step, the first step that differs highlighted. Passing flows
are collapsed until opened. Each distinct screen is stored once, in a table the page's script reads.
"""

import html
import json
import os

import compare
import trace_data

HERE = os.path.dirname(os.path.abspath(__file__))
STATUS_ORDER = {"failed": 0, "flaky": 1, "passed": 2, "skipped": 3}


def _read(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as file:
        return file.read()


def e(text):
    return html.escape(str(text if text is not None else ""), quote=True)


class Screens:
    """Every distinct screen of the report, numbered in the order first seen."""

    def __init__(self):
        self.texts = []
        self.numbers = {}

    def number(self, text):
        """The screen's number in the table, or `None` for no screen."""
        if text is None:
            return None
        if text not in self.numbers:
            self.numbers[text] = len(self.texts)
            self.texts.append(text)
        return self.numbers[text]

    def script(self):
        """The table as a JSON script element (`</` escaped, so no screen can end the element)."""
        return ('<script type="application/json" id="screens">'
                + json.dumps(self.texts, ensure_ascii=False).replace("</", "<\\/") + "</script>")


def value_diff(failure):
    """A failure's `expected` and `actual` fields (a runner error's, in its trace) as a two-line diff, or '' when it
    has neither."""
    expected, actual = (failure or {}).get("expected"), (failure or {}).get("actual")
    declared = trace_data.declaration_sentence(failure)
    action = trace_data.declaration_sentence(failure, "actionDeclaration")
    control = (f'<p class="declaration">the control: {e(declared)}</p>' if declared else "") + (
        f'<p class="declaration">{e(action)}</p>' if action else "")
    if expected is None and actual is None:
        return control
    lines = []
    if expected is not None:
        lines.append(f'<span class="removed">- expected: {e(expected)}</span>')
    if actual is not None:
        lines.append(f'<span class="added">+ last seen: {e(actual)}</span>')
    return f'<pre class="diff">{"".join(lines)}</pre>' + control



def _screen_after(step, screens):
    """A collapsed "screen after" that the page's script fills from the table when opened."""
    after = screens.number(step.get("screenText"))
    if after is None:
        return ""
    before = screens.number(step.get("screenBefore"))
    data = f' data-before="{before}"' if before is not None else ""
    return (f'<details class="screen-after" data-screen="{after}"{data}><summary>screen after</summary>'
            '<pre class="screen"></pre></details>')


def _step_notes(step):
    notes = "".join(f'<div class="request">network {e(line)}</div>' for line in step.get("requests") or [])
    notes += "".join(f'<div class="log">log {e(line)}</div>' for line in step.get("log") or [])
    if step.get("clockMilliseconds") is not None:
        notes += f'<div class="clock">clock +{step["clockMilliseconds"]} ms</div>'
    return notes


def _steps(steps, failures, app_index, screens):
    rows = []
    marks = sorted(((failure.get("atMilliseconds") or 0, number, failure) for number, failure in enumerate(failures)
                    if failure.get("app") == app_index), key=lambda mark: mark[:2])
    within = []
    for step in steps:
        while marks and marks[0][0] <= step["startMilliseconds"]:
            rows.append(_failure_row(marks.pop(0)[2]))
        if step.get("within", []) != within:
            within = step.get("within", [])
            named = " › ".join(f"'{name}'" for name in within) if within else "outside any step"
            rows.append(f'<tr class="step-heading"><td colspan="5">{"step " if within else ""}{e(named)}</td></tr>')
        failed = step["outcome"] not in ("ok", "met")
        rows.append(
            f'<tr class="step{" failed-step" if failed else ""}"><td class="num">{step["number"]}</td>'
            f'<td class="num">+{step["startMilliseconds"]:.1f} ms</td>'
            f'<td class="num">{step["durationMilliseconds"]:.1f} ms</td>'
            f'<td>{e(step["kind"])}</td><td>{e(step["title"])}<br><b>{e(step["outcome"])}</b>'
            + _step_notes(step) + _screen_after(step, screens) + "</td></tr>")
    rows.extend(_failure_row(failure) for _, _, failure in marks)
    return f'<table class="steps">{"".join(rows)}</table>'


def _failure_row(failure):
    at = failure.get("atMilliseconds")
    stamp = f"+{at:.1f} ms" if at is not None else ""
    first = (failure.get("message") or "").split("\n")[0]
    if failure.get("within"):
        first += " (in step " + " › ".join(f"'{name}'" for name in failure["within"]) + ")"
    return (f'<tr class="failure-mark"><td></td><td class="num">{stamp}</td><td></td><td>failure</td>'
            f"<td>{e(first)}</td></tr>")


def _trace(trace, failed, screens):
    """A run's steps (every run), with the failure's screen, evidence folder and transcript when it failed."""
    if not trace:
        return ""
    parts = []
    failures = trace.get("failures", [])
    if failed and trace.get("folder"):
        parts.append(f'<p class="folder">evidence folder: <code>{e(trace["folder"])}</code></p>')
    if failed and failures and failures[0].get("screen"):
        parts.append(f'<h4>Screen at the failure</h4><pre class="screen failure-screen">{e(failures[0]["screen"])}</pre>')
    apps = trace.get("apps", [])
    steps = trace_data.flat_steps(trace)
    for index, app in enumerate(apps):
        label = f" (app {index + 1} of {len(apps)})" if len(apps) > 1 else ""
        dropped = f" ({app['droppedSteps']} earlier steps not kept)" if app.get("droppedSteps") else ""
        own = [step for step in steps if step["app"] == index]
        parts.append(f"<h4>Actions and waits{label}{dropped}</h4>" + _steps(own, failures, index, screens))
        if failed:
            parts.append(f'<details><summary>Transcript{label}</summary><pre class="transcript">'
                         f'{e(app.get("transcript"))}</pre></details>')
    return "".join(parts)


def _run(run, case, flow_status, screens):
    failed = case["status"] == "failed"
    name = f" · {case['name']}" if case["name"] is not None else ""
    count = len(trace_data.flat_steps(case.get("trace")))
    head = (f"attempt {run['attempt']}, run {run['iteration']}{name}: {case['status']} in "
            f"{(case['duration'] or 0):.2f} s · {count} steps")
    opened = " open" if failed or flow_status == "passed" else ""
    parts = [f'<details class="case run {e(case["status"])}"{opened}><summary>{e(head)}</summary>']
    trace = case.get("trace")
    refused = None
    if trace:
        try:
            trace_data.check_version(trace, "this case's trace")
        except trace_data.UnknownVersion as error:
            trace, refused = None, str(error)
    failures = list((trace or {}).get("failures", []))
    for issue in case["issues"]:
        parts.append(f'<p>{e(issue["location"])}</p><pre class="failure-message">{e(issue["message"])}</pre>')
        parts.append(value_diff(trace_data.failure_for(issue, failures)))
    if refused:
        parts.append(f'<p class="refused">{e(refused)}</p>')
    parts.append(_trace(trace, failed, screens) if trace else
                 "".join(f"<p>evidence: <code>{e(issue['evidence'])}</code></p>"
                         for issue in case["issues"] if issue.get("evidence")))
    parts.append("</details>")
    return "".join(parts)


def _comparison_cell(step, screens):
    if step is None:
        return '<td class="missing">(no such step)</td>'
    return (f'<td>{e(trace_data.what(step))}<br><b>{e(step["outcome"])}</b> '
            f'<span class="num">{step["durationMilliseconds"]:.1f} ms</span>' + _step_notes(step)
            + _screen_after(step, screens) + "</td>")


def _comparison(name, failed, passed, screens):
    left, right = compare.attempt_name(*failed), compare.attempt_name(*passed)
    result = compare.compare(failed[1]["trace"], passed[1]["trace"])
    first = result["first"]
    said = f"first difference at step {first + 1}" if first is not None else "no step differs"
    case = f" · {name}" if name is not None else ""
    rows = [f"<tr><th>#</th><th>{e(left)}</th><th>{e(right)}</th></tr>"]
    for index, pair in enumerate(result["pairs"]):
        classes = "pair" + (" differs" if compare.differs(pair) else "") + (" first-difference" if index == first else "")
        rows.append(f'<tr class="{classes}"><td class="num">{index + 1}</td>'
                    + _comparison_cell(pair[0], screens) + _comparison_cell(pair[1], screens) + "</tr>")
    screens_there = ""
    if first is not None:
        shown = "".join(f'<div><h5>{e(label)}, step {first + 1}</h5><pre class="screen">'
                        f'{e((step or {}).get("screenText") or "(no screen)")}</pre></div>'
                        for label, step in zip((left, right), result["pairs"][first]))
        screens_there = f'<div class="side-by-side">{shown}</div>'
    return (f'<section class="comparison"><h4>Why it flaked{e(case)}: {e(left)} beside {e(right)}, {e(said)}</h4>'
            f'<table class="compare">{"".join(rows)}</table>{screens_there}</section>')


def _flow(flow, screens):
    status = flow["status"]
    rate = f'<span class="rate">{flow["passes"]}/{flow["run_count"]} runs passed</span>' if flow["run_count"] > 1 else ""
    tags = f'<span class="tags">{e(" ".join("#" + tag for tag in flow["tags"]))}</span>' if flow["tags"] else ""
    body = [f'<div class="body"><p><code>{e(flow["key"])}</code> · {e(flow.get("file"))}:{e(flow.get("line"))}</p>']
    if flow.get("skipped_reason"):
        body.append(f"<p>skipped: {e(flow['skipped_reason'])}</p>")
    if any(case["name"] is not None for case in flow["cases"]):
        items = "".join(f'<li class="{e(case["status"])}"><span class="badge">{e(case["status"])}</span> '
                        f'{e(case["name"])} ({case["passes"]}/{case["runs"]})</li>' for case in flow["cases"])
        body.append(f"<ul class=\"cases\">{items}</ul>")
    if status == "flaky":
        body.extend(_comparison(name, failed, passed, screens) for name, failed, passed in compare.flaky_pairs(flow))
    for run in flow["runs"]:
        for case in run["cases"]:
            body.append(_run(run, case, status, screens))
    body.append("</div>")
    opened = " open" if status in ("failed", "flaky") else ""
    return (f'<details class="flow {e(status)}" data-status="{e(status)}"{opened}>'
            f'<summary><span class="badge">{e(status)}</span><span class="time">{flow["duration"]:.2f} s</span>'
            f'<span class="name">{e(flow["suite"])}: {e(flow["name"])}</span>{rate}{tags}</summary>'
            + "".join(body) + "</details>")


def render(document):
    """The report for a results document (see results.document)."""
    counts = document["counts"]
    flows = sorted(document["flows"], key=lambda flow: (STATUS_ORDER[flow["status"]], flow["key"]))
    boxes = "".join(f'<span class="count {status}" id="count-{status}"><b>{counts[status]}</b> {status}</span>'
                    for status in ("passed", "failed", "flaky", "skipped"))
    wall = f'<span class="count" id="wall-time"><b>{document["wall_seconds"]:.2f} s</b> wall time</span>'
    options = document.get("options") or {}
    about = ", ".join(f"{key}={value}" for key, value in options.items())
    if document.get("shard"):
        about = f"shard {document['shard']}" + (", " + about if about else "")
    buttons = "".join(f'<button type="button" data-status="{status}" aria-pressed="{"true" if status == "all" else "false"}">'
                      f"{status}</button>" for status in ("all", "failed", "flaky", "passed", "skipped"))
    screens = Screens()
    body = "".join(_flow(flow, screens) for flow in flows)
    return ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>Trips acceptance: {counts['failed']} failed, {counts['flaky']} flaky</title>"
            f"<style>{_read('report.css')}</style></head><body>"
            f"<h1>Trips acceptance</h1><p>{e(about)}</p><div class=\"counts\">{boxes}{wall}</div>"
            f"<div class=\"filters\">{buttons}<input id=\"filter-text\" type=\"search\" "
            "placeholder=\"filter by name, tag, message, screen…\"><span id=\"shown\"></span></div>"
            f"<main id=\"flows\">{body}</main>{screens.script()}"
            f"<script>{_read('report.js')}</script></body></html>\n")
