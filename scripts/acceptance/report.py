"""The HTML report: one self-contained file (inline CSS and script, no network) that a CI system keeps.

A summary (passed, failed, flaky, skipped, wall time), filters by status and by text, and each flow with its cases
and runs; a failing run shows its message, the expected and last-seen values as a diff, the screen at the failure,
each action and wait with its timing and the screen after it (what changed since the step before highlighted), and
the transcript.
"""

import difflib
import html
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
STATUS_ORDER = {"failed": 0, "flaky": 1, "passed": 2, "skipped": 3}


def _read(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as file:
        return file.read()


def e(text):
    return html.escape(str(text if text is not None else ""), quote=True)


def screen_diff(before, after):
    """The screen `after` as HTML, lines that differ from `before` marked `changed`, lines gone marked `gone`."""
    old = (before or "").splitlines()
    new = (after or "").splitlines()
    if before is None:
        return "".join(e(line) + "\n" for line in new)
    parts = []
    for tag, a0, a1, b0, b1 in difflib.SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes():
        if tag == "equal":
            parts.extend(e(line) + "\n" for line in new[b0:b1])
            continue
        parts.extend(f'<span class="gone">{e(line)}</span>' for line in old[a0:a1])
        parts.extend(f'<span class="changed">{e(line)}</span>' for line in new[b0:b1])
    return "".join(parts)


def value_diff(message):
    """`expected:` and `last seen:` of a runner error as a two-line diff, or '' when the message has neither."""
    expected = re.search(r"^\s*expected:\s+(.*)$", message, re.M)
    seen = re.search(r"^\s*last seen:\s+(.*)$", message, re.M)
    if not expected and not seen:
        return ""
    lines = []
    if expected:
        lines.append(f'<span class="removed">- expected: {e(expected.group(1))}</span>')
    if seen:
        lines.append(f'<span class="added">+ last seen: {e(seen.group(1))}</span>')
    return f'<pre class="diff">{"".join(lines)}</pre>'


def _steps(app, failures, index):
    rows = []
    previous = None
    marks = sorted((failure.get("atMilliseconds") or 0, failure) for failure in failures if failure.get("app") == index)
    within = []
    for step in app.get("steps", []):
        while marks and marks[0][0] <= step["startMilliseconds"]:
            rows.append(_failure_row(marks.pop(0)[1]))
        if step.get("within", []) != within:
            within = step.get("within", [])
            named = " › ".join(f"'{name}'" for name in within) if within else "outside any step"
            rows.append(f'<tr class="step-heading"><td colspan="4">{"step " if within else ""}{e(named)}</td></tr>')
        failed = step["outcome"] not in ("ok", "met")
        screen = step.get("screen")
        rows.append(
            f'<tr class="step{" failed-step" if failed else ""}">'
            f'<td class="num">+{step["startMilliseconds"]:.1f} ms</td><td class="num">{step["durationMilliseconds"]:.1f} ms</td>'
            f'<td>{e(step["kind"])}</td><td>{e(step["title"])}<br><b>{e(step["outcome"])}</b>'
            + (f'<details><summary>screen after</summary><pre class="screen">{screen_diff(previous, screen)}</pre>'
               f"</details>" if screen else "")
            + "</td></tr>")
        if screen:
            previous = screen
    rows.extend(_failure_row(failure) for _, failure in marks)
    return f'<table class="steps">{"".join(rows)}</table>'


def _failure_row(failure):
    at = failure.get("atMilliseconds")
    stamp = f"+{at:.1f} ms" if at is not None else ""
    first = (failure.get("message") or "").split("\n")[0]
    if failure.get("within"):
        first += " (in step " + " › ".join(f"'{name}'" for name in failure["within"]) + ")"
    return f'<tr class="failure-mark"><td class="num">{stamp}</td><td></td><td>failure</td><td>{e(first)}</td></tr>'


def _evidence(evidence):
    if not evidence:
        return ""
    parts = [f'<p class="folder">evidence folder: <code>{e(evidence.get("folder"))}</code></p>']
    failures = evidence.get("failures", [])
    if failures and failures[0].get("screen"):
        parts.append(f'<h4>Screen at the failure</h4><pre class="screen failure-screen">{e(failures[0]["screen"])}</pre>')
    apps = evidence.get("apps", [])
    for index, app in enumerate(apps):
        label = f" (app {index + 1} of {len(apps)})" if len(apps) > 1 else ""
        parts.append(f"<h4>Actions and waits{label}</h4>" + _steps(app, failures, index))
        parts.append(f'<details><summary>Transcript{label}</summary><pre class="transcript">{e(app.get("transcript"))}'
                     "</pre></details>")
    return "".join(parts)


def _run(run, case):
    head = f"attempt {run['attempt']}, run {run['iteration']}: {case['status']} in {(case['duration'] or 0):.2f} s"
    parts = [f'<div class="case {e(case["status"])}"><div>{e(head)}</div>']
    shown = set()
    for issue in case["issues"]:
        parts.append(f'<p>{e(issue["location"])}</p><pre class="failure-message">{e(issue["message"])}</pre>')
        parts.append(value_diff(issue["message"]))
        folder = issue.get("evidence")
        if folder and folder not in shown:
            shown.add(folder)
            parts.append(_evidence(issue.get("evidence_data")) or f"<p>evidence: <code>{e(folder)}</code></p>")
    parts.append("</div>")
    return "".join(parts)


def _flow(flow):
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
    for run in flow["runs"]:
        for case in run["cases"]:
            if case["status"] == "failed":
                if case["name"] is not None:
                    body.append(f"<h3>{e(case['name'])}</h3>")
                body.append(_run(run, case))
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
    return ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>Trips acceptance: {counts['failed']} failed, {counts['flaky']} flaky</title>"
            f"<style>{_read('report.css')}</style></head><body>"
            f"<h1>Trips acceptance</h1><p>{e(about)}</p><div class=\"counts\">{boxes}{wall}</div>"
            f"<div class=\"filters\">{buttons}<input id=\"filter-text\" type=\"search\" "
            "placeholder=\"filter by name, tag, message…\"><span id=\"shown\"></span></div>"
            f"<main id=\"flows\">{''.join(_flow(flow) for flow in flows)}</main>"
            f"<script>{_read('report.js')}</script></body></html>\n")
