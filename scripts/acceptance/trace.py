"""Reads a run's traces in the terminal: `make trace` (`scripts/acceptance/trace.py`), output small enough to paste
into a chat.

    trace.py [--out DIR]                      the cases of the last run, one line each
    trace.py [--out DIR] CASE                 the case's steps: number, start, duration, what, outcome, network, clock
    trace.py [--out DIR] CASE --step N        step N: the screen before and after (changed lines marked), the
                                              network and the transcript around it
    trace.py [--out DIR] CASE --find TEXT     the steps whose screen shows TEXT, with the lines that do
    trace.py [--out DIR] CASE --compare       a flaky case's failed attempt beside its passing one
    trace.py … --attempt N                    that attempt of the case (default: its first failed run, else its last)
    trace.py … --run N                        that run of a case REPEAT ran several times (with --attempt, of it)
    trace.py … --full                         every line of a long screen (by default a screen shows its first
                                              lines, and a step's screen after only what changed, with context)

CASE is any part of a case's name (`flaky`, `FixtureFlows.flaky`, `kyoto`, the flow's title); the folder is
DIR/results.json's (`.build/acceptance`). Exit status 2 when CASE names no case, or more than one flow.
"""

import argparse
import difflib
import json
import os
import sys

import compare
import trace_data

WIDTH = 118
TRANSCRIPT_LINES = 24
# A screen shows at most this many lines unless --full: a list of 1,000 rows must not fill a chat.
SCREEN_LINES = 40
# Unchanged lines kept on each side of a change in a step's screen after.
CONTEXT_LINES = 3


def capped(lines, full, limit=SCREEN_LINES):
    """`lines`, or their first `limit` and a line saying how many more there are."""
    if full or len(lines) <= limit:
        return lines
    return lines[:limit] + [f"    … {len(lines) - limit} more lines (FULL=1, --full, shows them)"]


def clip(line, width=WIDTH):
    return line if len(line) <= width else line[:width - 1] + "…"


def cases_of(document):
    """Every (flow, run, case) of a results document, in order."""
    return [(flow, run, case) for flow in document["flows"] for run in flow["runs"] for case in run["cases"]]


def label(flow, run, case):
    name = f" [{case['name']}]" if case["name"] is not None else ""
    return f"{flow['key']}{name} attempt {run['attempt']} run {run['iteration']}"


def pick(document, needle, attempt, iteration=None):
    """The (flow, run, case) CASE, ATTEMPT and RUN name, or an error message."""
    needle = needle.lower()
    found = [entry for entry in cases_of(document)
             if needle in " ".join(str(part) for part in (entry[0]["key"], entry[0]["suite"], entry[0]["name"],
                                                          entry[2]["name"] or "")).lower()]
    flows = {entry[0]["key"] for entry in found}
    if len(flows) > 1:  # a flow's own function or identifier before its title's words
        for narrower in (lambda flow: flow["function"].split("(")[0].lower() == needle,
                         lambda flow: needle in flow["key"].lower()):
            if any(narrower(entry[0]) for entry in found):
                found = [entry for entry in found if narrower(entry[0])]
                flows = {entry[0]["key"] for entry in found}
                break
    if not found:
        return None, f"trace: no case matches {needle!r}; `make trace` lists them"
    if len(flows) > 1:
        return None, f"trace: {needle!r} matches {len(flows)} flows: " + ", ".join(sorted(flows))
    names = {entry[2]["name"] for entry in found}
    if len(names) > 1:
        exact = [entry for entry in found if entry[2]["name"] and needle in entry[2]["name"].lower()]
        if not exact or len({entry[2]["name"] for entry in exact}) > 1:
            return None, (f"trace: {needle!r} matches {len(names)} cases of {found[0][0]['key']}: "
                          + "; ".join(str(name) for name in names) + " (name one)")
        found = exact
    if attempt is not None:
        chosen = [entry for entry in found if entry[1]["attempt"] == attempt]
        if not chosen:
            return None, f"trace: no attempt {attempt} (attempts: {sorted({e[1]['attempt'] for e in found})})"
        found = chosen
    if iteration is not None:
        chosen = [entry for entry in found if entry[1]["iteration"] == iteration]
        if not chosen:
            return None, f"trace: no run {iteration} (runs: {sorted({e[1]['iteration'] for e in found})})"
        return chosen[0], None
    if attempt is not None:
        return found[0], None
    failed = [entry for entry in found if entry[2]["status"] == "failed"]
    return (failed or found[-1:])[0], None


def list_cases(document):
    lines = [f"{len(document['flows'])} flows; {document['counts']['failed']} failed, "
             f"{document['counts']['flaky']} flaky (make trace CASE=<any part of a name>)"]
    for flow, run, case in cases_of(document):
        if flow["status"] == "passed" and case["status"] == "passed" and len(document["flows"]) > 20:
            continue
        trace = case.get("trace") or {}
        steps = len(trace_data.flat_steps(trace))
        lines.append(clip(f"  {case['status']:6} {label(flow, run, case)}  ({steps} steps)"))
    hidden = sum(1 for flow in document["flows"] if flow["status"] == "passed")
    if len(document["flows"]) > 20 and hidden:
        lines.append(f"  … and {hidden} passing flows (make trace CASE=<name> shows any of them)")
    return lines


def step_line(step):
    """The step's line (✗ when it did not go well), then a line for the network requests made during it, if any, and
    a line for each line the app logged during it (its decisions: `log disk: Seattle, age 0 s, stale`)."""
    clock = f"  [clock +{step['clockMilliseconds']} ms]" if step.get("clockMilliseconds") is not None else ""
    mark = "  " if step["outcome"] in ("ok", "met") else "✗ "
    line = clip(f"{mark}{step['number']:3d}  +{step['startMilliseconds']:8.1f} ms {step['durationMilliseconds']:7.1f} ms  "
                f"{trace_data.what(step)}: {step['outcome']}{clock}")
    if step.get("requests"):
        line += "\n" + clip("        network " + "; ".join(step["requests"]))
    for logged in step.get("log") or []:
        line += "\n" + clip("        log " + logged)
    return line


def header(flow, run, case, trace):
    lines = [f"{label(flow, run, case)}: {case['status']} in {(case['duration'] or 0):.2f} s"
             f"  ({flow.get('file')}:{flow.get('line')})"]
    failures = list((trace or {}).get("failures", []))
    for issue in case["issues"]:
        # A runner call that failed is placed where the flow made it (the trace's callSite), not at the test.
        place = (trace_data.failure_for(issue, failures) or {}).get("callSite") or issue["location"]
        lines.append(clip(f"  failure at {place}: {(issue['message'] or '').splitlines()[0]}"))
    if trace and trace.get("folder"):
        lines.append(f"  evidence: {trace['folder']}")
    others = [(r, c) for r in flow["runs"] for c in r["cases"] if c["name"] == case["name"] and r is not run]
    if others and any(r["iteration"] > 1 for r, _ in others + [(run, case)]):
        lines.append("  other runs: " + ", ".join(f"attempt {r['attempt']} run {r['iteration']} ({c['status']})"
                                                 for r, c in others) + " (RUN=N, ATTEMPT=N)")
    elif others:
        lines.append("  other attempts: " + ", ".join(f"{r['attempt']} ({c['status']})" for r, c in others)
                     + " (ATTEMPT=N)")
    return lines


def list_steps(trace):
    steps = trace_data.flat_steps(trace)
    lines = []
    within = None
    failures = sorted(trace.get("failures", []), key=lambda failure: failure.get("atMilliseconds") or 0)
    apps = trace.get("apps", [])
    app = None
    last = None
    for step in steps:
        if step["app"] != app:  # the first app, or a relaunch: its own app
            app = step["app"]
            if app > 0:
                lines.append(f"       == app {app + 1} of {len(apps)} (relaunched) ==")
                within = None
            dropped = apps[app].get("droppedSteps") or 0
            if dropped:
                lines.append(f"       ({dropped} earlier steps of this app not kept: a trace keeps an app's latest)")
        while failures and (failures[0].get("atMilliseconds") or 0) <= step["startMilliseconds"]:
            lines.extend(failure_lines(failures.pop(0), last))
            within = None  # the next step's heading is said again, so it is not read as the failure's
        if step.get("within") != within:
            within = step.get("within")
            lines.append("       " + ("in step " + " › ".join(f"'{n}'" for n in within) if within else "outside any step"))
        lines.append(step_line(step))
        last = step
    for failure in failures:
        lines.extend(failure_lines(failure, last))
    lines.append(f"{len(steps)} steps; STEP=N shows one's screens and transcript, FIND=TEXT searches the screens")
    return lines


def failure_lines(failure, after=None):
    """A failure's heading (the flow's step it happened in, from its `within`, and the step of the trace it followed),
    its first line, then a runner error's expected and last-seen values from their fields, each on a line of its own,
    so that neither is lost where the first line is cut."""
    where = failure.get("within") or []
    place = ("in step " + " › ".join(f"'{name}'" for name in where)) if where else "outside any step"
    if after is not None:
        place += f", during or after step {after['number']}"
    lines = [f"  !!   failure {place}:",
             clip(f"       {(failure.get('message') or '').splitlines()[0]}")]
    for name, field in (("expected", "expected"), ("last seen", "actual")):
        if failure.get(field) is not None:
            lines.append(clip(f"       {name}: {failure[field]}"))
    declared = trace_data.declaration_sentence(failure)
    if declared:
        lines.append(clip(f"       the control: {declared}"))
    action = trace_data.declaration_sentence(failure, "actionDeclaration")
    if action:
        lines.append(clip(f"       {action}"))
    return lines


def marked_screen(before, after, full=False):
    """The screen `after`, each line marked `+` when not on `before`, and `-` lines for those gone; unless `full`, a
    run of unchanged lines longer than the context on both sides is said as a count, and another screen is capped.

    A diff of its own, beside the runner's (LineDiff, which writes a snapshot's diff into a failure): the trace stores
    each distinct screen once and a step names its screen by index, so the change between two steps is worked out
    when it is read, for the one step asked about, rather than written for every step into every trace; the
    report's script does the same in the browser (report.js), with the same rule (another screen by its title line
    is shown whole)."""
    old = (before or "").splitlines()
    new = (after or "").splitlines()
    if before is None or old[:1] != new[:1]:  # a first screen, or another screen: every line of it is new
        return capped(["    " + line for line in new], full)
    lines = []
    opcodes = difflib.SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes()
    for index, (tag, a0, a1, b0, b1) in enumerate(opcodes):
        if tag != "equal":
            lines.extend("  - " + line for line in old[a0:a1])
            lines.extend("  + " + line for line in new[b0:b1])
            continue
        same = ["    " + line for line in new[b0:b1]]
        # Context around each change (the title line among the first): the rest of a long unchanged run is counted.
        head = CONTEXT_LINES
        tail = CONTEXT_LINES if index < len(opcodes) - 1 else 0
        if full or len(same) <= head + tail + 1:
            lines.extend(same)
        else:
            lines.extend(same[:head])
            lines.append(f"    … {len(same) - head - tail} unchanged lines")
            lines.extend(same[len(same) - tail:] if tail else [])
    # A screen where most lines changed (every row's unit, say) is as long as the screen: capped as one.
    return capped(lines, full, limit=2 * SCREEN_LINES)


def show_step(trace, number, full=False):
    steps = trace_data.flat_steps(trace)
    if not 1 <= number <= len(steps):
        return None
    step = steps[number - 1]
    first = "(none: the first step)" if step["app"] == 0 else f"(none: the first step of app {step['app'] + 1})"
    lines = [step_line(step), "", "screen before:"]
    lines.extend(capped(["    " + line for line in (step["screenBefore"] or first).splitlines()], full))
    lines.append("screen after (+ new, - gone; all of it when the screen is another):")
    lines.extend(marked_screen(step["screenBefore"], step["screenText"], full) if step["screenText"] else ["    (none)"])
    start = step["startMilliseconds"]
    end = start + step["durationMilliseconds"]
    transcript = trace_data.transcript_lines(trace, step["app"])
    inside = [index for index, (at, _) in enumerate(transcript) if at is not None and start - 1 <= at <= end + 1]
    if inside:
        first, last = max(0, inside[0] - 3), min(len(transcript), inside[-1] + 4)
        lines.append(f"transcript around it (lines {first + 1}–{last} of {len(transcript)}):")
        shown = transcript[first:last]
        if len(shown) > TRANSCRIPT_LINES:
            shown = shown[:TRANSCRIPT_LINES // 2] + [(None, "    …")] + shown[-TRANSCRIPT_LINES // 2:]
        lines.extend(clip("  " + line) for _, line in shown)
    return lines


def find(trace, text):
    needle = text.lower()
    lines = []
    for step in trace_data.flat_steps(trace):
        hits = [line.strip() for line in (step["screenText"] or "").splitlines() if needle in line.lower()]
        if hits:
            lines.append(step_line(step))
            lines.extend(clip("        " + hit) for hit in hits[:5])
    return (lines or [f"no screen shows {text!r}"])[:60]


def capped_screens(lines, full):
    """A comparison's lines with each screen it shows (under its `-- … --` line) capped as any screen is."""
    out, screen = [], None
    for line in lines + [None]:
        if line is None or (line.startswith("-- ") and line.endswith(" --")):
            if screen is not None:
                out.extend(capped(screen, full))
            screen = None if line is None else []
            if line is not None:
                out.append(line)
        elif screen is not None:
            screen.append(line)
        else:
            out.append(line)
    return out


def well_formed(document):
    """Whether `document` has the shape the reader reads: flows, each with runs, each with cases, and the counts."""
    flows = document.get("flows") if isinstance(document, dict) else None
    return (isinstance(flows, list) and isinstance(document.get("counts"), dict)
            and all(isinstance(flow, dict) and isinstance(flow.get("runs"), list)
                    and all(isinstance(run, dict) and isinstance(run.get("cases"), list) for run in flow["runs"])
                    for flow in flows))


def main(argv=None):
    parser = argparse.ArgumentParser(description="A run's traces in the terminal")
    parser.add_argument("case", nargs="?")
    parser.add_argument("--out", default=os.path.join(".build", "acceptance"))
    parser.add_argument("--step", type=int)
    parser.add_argument("--find")
    parser.add_argument("--compare", action="store_true")
    parser.add_argument("--attempt", type=int)
    parser.add_argument("--run", type=int)
    parser.add_argument("--full", action="store_true")
    arguments = parser.parse_args(argv)
    asked = [name for name, given in (("--step", arguments.step is not None), ("--find", arguments.find),
                                      ("--compare", arguments.compare)) if given]
    if len(asked) > 1:
        print(f"trace: {' and '.join(asked)} show different things; give one", file=sys.stderr)
        return 2
    chosen = [name for name, given in (("--attempt", arguments.attempt), ("--run", arguments.run)) if given is not None]
    if (asked or chosen) and not arguments.case:
        print(f"trace: {(asked + chosen)[0]} needs a CASE (make trace CASE=<any part of a name>); "
              "`make trace` lists them", file=sys.stderr)
        return 2
    path = os.path.join(arguments.out, "results.json")
    try:
        with open(path, encoding="utf-8") as file:
            document = json.load(file)
    except (OSError, ValueError) as error:
        print(f"trace: cannot read {path} ({error}); run make acceptance first", file=sys.stderr)
        return 2
    if not well_formed(document):
        print(f"trace: {path} is not a results document the acceptance suite writes (no flows with runs and cases)",
              file=sys.stderr)
        return 2
    if not arguments.case:
        print("\n".join(list_cases(document)))
        return 0
    entry, error = pick(document, arguments.case, arguments.attempt, arguments.run)
    if error:
        print(error, file=sys.stderr)
        return 2
    flow, run, case = entry
    trace = case.get("trace")
    if trace:
        try:
            trace_data.check_version(trace, f"the trace of {flow['key']} in {path}")
        except trace_data.UnknownVersion as refused:
            print(f"trace: {refused}", file=sys.stderr)
            return 2
    lines = header(flow, run, case, trace)
    if not trace:
        print("\n".join(lines + ["(no trace: the case wrote none)"]))
        return 0
    if arguments.compare:
        pairs = [pair for pair in compare.flaky_pairs(flow) if pair[0] == case["name"]]
        if not pairs:
            lines.append("no attempt of this case both failed and passed: nothing to compare")
        for _, failed, passed in pairs:
            result = compare.compare(failed[1]["trace"], passed[1]["trace"])
            lines.extend(capped_screens(compare.text(result, compare.attempt_name(*failed),
                                                     compare.attempt_name(*passed)).rstrip("\n").splitlines(),
                                        arguments.full))
    elif arguments.step is not None:
        shown = show_step(trace, arguments.step, arguments.full)
        if shown is None:
            print(f"trace: no step {arguments.step} (the case has {len(trace_data.flat_steps(trace))})",
                  file=sys.stderr)
            return 2
        lines.extend(shown)
    elif arguments.find:
        lines.extend(find(trace, arguments.find))
    else:
        lines.extend(list_steps(trace))
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
