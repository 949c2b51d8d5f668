"""Joins a flow's runs (over repeats and retries) into its status: passed, failed, flaky or skipped.

A case is *failed* when no run of it passed in the last attempt it ran in, *flaky* when it failed in some run and
passed in another, *passed* when no run of it failed. A flow is failed if any case is, else flaky if any case is.
"""

import sys

import events
import trace_data

STATUSES = ("passed", "failed", "flaky", "skipped")


def case_status(results):
    """The status of one case from its runs' results: `[(attempt, "passed" | "failed" | "skipped"), …]`."""
    ran = [(attempt, status) for attempt, status in results if status != "skipped"]
    if not ran:
        return "skipped"
    if all(status == "passed" for _, status in ran):
        return "passed"
    last = max(attempt for attempt, _ in ran)
    if not any(status == "passed" for attempt, status in ran if attempt == last):
        return "failed"
    return "flaky"


def load_trace(case):
    """The case's trace (`evidence.json`: from its evidence folder when it failed, else the one it attached), with
    `folder` set to its evidence folder (or `None`); `None` when it has none, or one of a version this reader does
    not know (said on stderr: the case is then shown without its trace)."""
    folder = next((issue["evidence"] for issue in case["issues"] if issue.get("evidence")), None)
    attached = next((path for path in case.get("attachments", []) if path.endswith(events.TRACE)), None)
    try:
        document = trace_data.load(folder) or trace_data.load(attached)
    except trace_data.UnknownVersion as error:
        print(f"acceptance: {error}; the case is shown without its trace", file=sys.stderr)
        return None
    if document is not None:
        document["folder"] = folder
    return document


def summarize(flow, runs):
    """The flow with its runs, cases, status, duration and pass rate, each case's trace read in (`trace`)."""
    flow = dict(flow)
    for run in runs:
        for case in run["cases"]:
            case["trace"] = load_trace(case)
    flow["runs"] = runs
    names = []
    for run in runs:
        for case in run["cases"]:
            if case["name"] not in names:
                names.append(case["name"])
    cases = []
    for name in names:
        results = [(run["attempt"], case["status"]) for run in runs for case in run["cases"] if case["name"] == name]
        cases.append({"name": name, "status": case_status(results),
                      "passes": sum(1 for _, status in results if status == "passed"),
                      "runs": sum(1 for _, status in results if status != "skipped")})
    flow["cases"] = cases
    statuses = [case["status"] for case in cases]
    if not runs or all(run["status"] == "skipped" for run in runs):
        flow["status"] = "skipped"
    elif "failed" in statuses:
        flow["status"] = "failed"
    elif "flaky" in statuses:
        flow["status"] = "flaky"
    else:
        flow["status"] = "passed"
    ran = [run for run in runs if run["status"] != "skipped"]
    flow["passes"] = sum(1 for run in ran if run["status"] == "passed")
    flow["run_count"] = len(ran)
    flow["duration"] = round(sum(run["duration"] for run in ran) / len(ran), 4) if ran else 0.0
    flow["skipped_reason"] = next((run.get("skipped") for run in runs if run["status"] == "skipped"), None)
    return flow


def counts(flows):
    """How many flows have each status."""
    return {status: sum(1 for flow in flows if flow["status"] == status) for status in STATUSES}


def document(flows, wall_seconds, shard=None, options=None):
    """The results file's content."""
    return {"version": 1, "shard": shard, "wall_seconds": round(wall_seconds, 3), "options": options or {},
            "counts": counts(flows), "flows": flows}
