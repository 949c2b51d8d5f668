"""JUnit XML as Maven Surefire writes it, which CI systems read: a failed case has `<failure>` (its first failing
run) and a `<rerunFailure>` for each further one; a flaky case (failed, then passed) has no `<failure>` but a
`<flakyFailure>` for each failing run, and counts as passed; a skipped one has `<skipped>`.

One `<testcase>` per case: a plain flow is one, a parameterized flow one per argument (`name [argument]`).
"""

import xml.etree.ElementTree as ElementTree


def _case_runs(flow, name):
    for run in flow["runs"]:
        for case in run["cases"]:
            if case["name"] == name:
                yield run, case


def _detail(issues):
    lines = []
    for issue in issues:
        lines.append(f"{issue['location']}: {issue['message']}")
        if issue.get("evidence"):
            lines.append(f"evidence: {issue['evidence']}")
    return "\n".join(lines)


def _add_failure(parent, tag, case, run):
    first = case["issues"][0]["message"].split("\n")[0] if case["issues"] else "failed"
    element = ElementTree.SubElement(parent, tag, message=first, type="failure")
    if tag == "failure":
        element.text = _detail(case["issues"])
    else:  # Surefire's rerun and flaky elements carry their detail in children
        ElementTree.SubElement(element, "stackTrace").text = _detail(case["issues"])
        ElementTree.SubElement(element, "system-out").text = f"attempt {run['attempt']}, run {run['iteration']}"


def write(flows, path, wall_seconds, name="Trips acceptance"):
    """Writes the JUnit file for these flows."""
    root = ElementTree.Element("testsuites", name=name, time=f"{wall_seconds:.3f}")
    totals = {"tests": 0, "failures": 0, "skipped": 0, "flakes": 0}
    suites = {}
    for flow in flows:
        classname = flow["key"].rsplit("/", 1)[0]
        suite = suites.get(classname)
        if suite is None:
            suite = ElementTree.SubElement(root, "testsuite", name=classname)
            suites[classname] = suite
        for case in flow["cases"]:
            testname = flow["function"] + (f" [{case['name']}]" if case["name"] is not None else "")
            runs = list(_case_runs(flow, case["name"]))
            ran = [(run, result) for run, result in runs if result["status"] != "skipped"]
            time = sum(result["duration"] or 0 for _, result in ran) / len(ran) if ran else 0.0
            element = ElementTree.SubElement(suite, "testcase", classname=classname, name=testname,
                                             time=f"{time:.3f}")
            totals["tests"] += 1
            failing = [(run, result) for run, result in ran if result["status"] == "failed"]
            if case["status"] == "skipped" or flow["status"] == "skipped":
                ElementTree.SubElement(element, "skipped", message=flow.get("skipped_reason") or "skipped")
                totals["skipped"] += 1
            elif case["status"] == "failed":
                totals["failures"] += 1
                for number, (run, result) in enumerate(failing):
                    _add_failure(element, "failure" if number == 0 else "rerunFailure", result, run)
            elif case["status"] == "flaky":
                totals["flakes"] += 1
                for run, result in failing:
                    _add_failure(element, "flakyFailure", result, run)
    for suite in suites.values():
        cases = suite.findall("testcase")
        suite.set("tests", str(len(cases)))
        suite.set("failures", str(sum(1 for case in cases if case.find("failure") is not None)))
        suite.set("errors", "0")
        suite.set("skipped", str(sum(1 for case in cases if case.find("skipped") is not None)))
        suite.set("time", f"{sum(float(case.get('time')) for case in cases):.3f}")
    root.set("tests", str(totals["tests"]))
    root.set("failures", str(totals["failures"]))
    root.set("errors", "0")
    root.set("skipped", str(totals["skipped"]))
    ElementTree.indent(root)
    ElementTree.ElementTree(root).write(path, encoding="utf-8", xml_declaration=True)
    return totals
