"""`make acceptance` and `make acceptance-merge`: runs the flows and writes the summary, JUnit, results and report.

    main.py run --binary B --out DIR [--module M] [--filter RE] [--tags a,b] [--shard i/n] [--durations FILE]
                [--retries N] [--repeat N] [--fail-on-flaky] [--last-failed] [--first-files A.swift,…] [--brief]
    main.py merge --out DIR RESULTS.json…

`run` lists the module's flows (Swift Testing's `--list-tests` event stream; with nothing to select, the run's own
stream lists them instead, and the test binary is launched once), picks those FILTER, TAGS, SHARD and LAST_FAILED
(the flows DIR/last-failed names: those that failed or flaked in the previous run) select, runs them in
one process (`--repetitions REPEAT`; with --first-files, the flows of those files first, then the rest), reruns the
failed ones up to RETRIES times, and writes `results.json`, `results.xml` (JUnit), `report.html`, `last-failed` and
`wall-seconds` into DIR, and each flaky case's comparison (`comparison.txt`) into its failed attempt's evidence
folder. Exit status: 1 when a flow failed (or was flaky, with --fail-on-flaky) or the tests could not run, 0
otherwise.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time

import compare
import events
import junit
import report
import results
import scratch
import shard
import trace_data


def run_binary(binary, keys, module, out, attempt, repeat, log):
    """Runs the flows `keys` (all of `module` when `None`) once in the test binary; returns its event records."""
    stream = os.path.join(out, "runs", f"attempt-{attempt}.jsonl")
    os.makedirs(os.path.dirname(stream), exist_ok=True)
    attachments = os.path.join(out, "attachments")
    os.makedirs(attachments, exist_ok=True)
    command = [binary, "--testing-library", "swift-testing",
               "--experimental-event-stream-output", stream, "--experimental-event-stream-version", "0",
               "--experimental-attachments-path", attachments]
    if repeat > 1:
        command += ["--repetitions", str(repeat)]
    filters = ["^" + re.escape(key) for key in keys] if keys is not None else ["^" + re.escape(module) + r"\."]
    for expression in filters:
        command += ["--filter", expression]
    environment = dict(os.environ)
    environment.setdefault("TRIPS_ARTIFACTS_DIR", os.path.abspath(os.path.join(out, "artifacts")))
    with scratch.folder(os.environ) as temporary:
        if temporary:
            environment["TMPDIR"] = temporary
        log.write(f"\n== attempt {attempt}: {' '.join(command)}" + (f" (TMPDIR={temporary})" if temporary else "")
                  + "\n")
        log.flush()
        completed = subprocess.run(command, stdout=log, stderr=subprocess.STDOUT, env=environment, check=False)
    return events.read_records(stream), completed.returncode


def list_flows(binary, module, out):
    """The module's flows, from a `--list-tests` run's event stream."""
    listing = os.path.join(out, "list.jsonl")
    subprocess.run([binary, "--testing-library", "swift-testing", "--list-tests",
                    "--experimental-event-stream-output", listing, "--experimental-event-stream-version", "0"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return events.flows_of(events.read_records(listing), module)


def printed(flow):
    """A flow as the runs, the listings and the MCP tools print it: its suite, a colon, its name."""
    return f"{flow['suite']}: {flow['name']}"


def choose(flows, expression, tags, shard_text, durations):
    """The flows FILTER (a regex on the identifier, the name, or the flow as every answer prints it, "suite: name"),
    TAGS (any of them) and SHARD select; `durations` (read from DURATIONS, or `None`) balances the shards."""
    if expression:
        pattern = re.compile(expression)
        flows = [flow for flow in flows
                 if any(pattern.search(text) for text in (flow["key"], flow["name"], printed(flow)))]
    if tags:
        wanted = {tag.strip().lstrip(".") for tag in re.split(r"[,\s]+", tags) if tag.strip()}
        flows = [flow for flow in flows if wanted & set(flow["tags"])]
    if shard_text:
        index, total = shard.parse(shard_text)
        flows = shard.select(flows, index, total, durations)
    return flows


LAST_FAILED = "last-failed"


def last_failed(out):
    """The keys of the flows that failed or flaked in the previous run into `out` (`[]` when none did), or `None`
    when `out` holds no previous run."""
    try:
        with open(os.path.join(out, LAST_FAILED), encoding="utf-8") as file:
            return [line.strip() for line in file if line.strip()]
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as error:
        raise SystemExit(f"acceptance: cannot read {os.path.join(out, LAST_FAILED)} ({error})") from error


# What a run writes into its folder, removed before the next run starts (`last-failed` stays until that run ends:
# a run with nothing to rerun keeps the previous run's outputs whole).
PREVIOUS_OUTPUTS = ("artifacts", "attachments", "runs", "results.json", "results.xml", "report.html", "wall-seconds",
                    "list.jsonl")


def clear_previous(out):
    """Removes the previous run's outputs from `out`."""
    for name in PREVIOUS_OUTPUTS:
        path = os.path.join(out, name)
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path)
        elif os.path.lexists(path):
            os.remove(path)


def first_and_rest(flows, files):
    """The flows split into those whose file is one of `files` (paths in the repository), then the others."""
    wanted = {os.path.normpath(path) for path in files}
    first = [flow for flow in flows if flow.get("file") and os.path.normpath(flow["file"]) in wanted]
    return [group for group in (first, [flow for flow in flows if flow not in first]) if group]


def run(arguments):
    out = arguments.out
    os.makedirs(out, exist_ok=True)
    started = time.monotonic()
    failed_before = None
    if arguments.last_failed:
        failed_before = last_failed(out)
        if failed_before is None:
            print(f"acceptance: no previous run in {out} (no {LAST_FAILED} there) to take the failed flows from; "
                  "run the suite into it first", file=sys.stderr)
            return 2
        if not failed_before:
            print(f"acceptance: no flow failed in the last run ({os.path.join(out, LAST_FAILED)} names none): "
                  "nothing to rerun")
            return 0
    try:
        # Read before the previous run's outputs go: DURATIONS may be its results.json.
        durations = shard.durations_from(arguments.durations) if arguments.shard and arguments.durations else None
    except (ValueError, OSError, KeyError, SyntaxError) as error:  # a JUnit file that does not parse: a SyntaxError
        print(f"acceptance: {error}", file=sys.stderr)
        return 2
    clear_previous(out)
    if not (arguments.filter or arguments.tags or arguments.shard or arguments.last_failed or arguments.first_files):
        return run_whole(arguments, started)
    everything = list_flows(arguments.binary, arguments.module, out)
    if not everything:
        print(f"acceptance: found no flows in {arguments.module} (is the test binary built?)", file=sys.stderr)
        return 1
    try:
        chosen = choose(everything, arguments.filter, arguments.tags, arguments.shard, durations)
    except re.error as error:
        print(f"acceptance: FILTER {arguments.filter!r} is not a regular expression: {error}", file=sys.stderr)
        return 2
    except (ValueError, OSError) as error:
        print(f"acceptance: {error}", file=sys.stderr)
        return 2
    options = options_of(arguments)
    if failed_before is not None:
        chosen = [flow for flow in chosen if flow["key"] in set(failed_before)]
    if not chosen:
        print(f"acceptance: no flow matches (of {len(everything)}: FILTER={arguments.filter or ''} "
              f"TAGS={arguments.tags or ''} SHARD={arguments.shard or ''})")
        finish(out, [], time.monotonic() - started, arguments.shard, options, arguments)
        return 1 if (arguments.filter or arguments.tags) and not arguments.shard else 0
    groups = first_and_rest(chosen, arguments.first_files.split(",")) if arguments.first_files else [chosen]
    whole = len(groups) == 1 and len(chosen) == len(everything)
    all_runs = {flow["id"]: [] for flow in chosen}
    failed_to_run = False
    attempts = 0
    if arguments.brief:
        print("Acceptance flows" + (" (the changed files' first)" if len(groups) > 1 else "") + ":", flush=True)
    with open(os.path.join(out, "output.log"), "w", encoding="utf-8") as log:
        for group in groups:
            _, runs, ended_early, attempts = run_group(arguments, group, None if whole else group, attempts, log)
            failed_to_run = failed_to_run or ended_early
            for test_id, found in runs.items():
                all_runs[test_id].extend(found)
            if arguments.brief:
                for flow in group:
                    print(flow_line(results.summarize(flow, all_runs[flow["id"]]), brief=True), flush=True)
    flows = [results.summarize(flow, all_runs[flow["id"]]) for group in groups for flow in group]
    return finish_run(out, flows, started, options, arguments, failed_to_run)


def options_of(arguments):
    """The options the run was given, for the results file: those set, by name."""
    return {key: value for key, value in vars(arguments).items() if key in
            ("filter", "tags", "shard", "retries", "repeat", "fail_on_flaky", "last_failed") and value}


def run_whole(arguments, started):
    """Runs every flow of the module, with no listing first: the run's own event stream names each test it found, so
    the flows are read from it and the test binary is launched once rather than twice."""
    out = arguments.out
    with open(os.path.join(out, "output.log"), "w", encoding="utf-8") as log:
        if arguments.brief:
            print("Acceptance flows:", flush=True)
        flows, runs, failed_to_run, _ = run_group(arguments, None, None, 0, log)
    if not flows:
        print(f"acceptance: found no flows in {arguments.module} (is the test binary built?)", file=sys.stderr)
        return 1
    options = options_of(arguments)
    summaries = [results.summarize(flow, runs[flow["id"]]) for flow in flows]
    if arguments.brief:
        for flow in summaries:
            print(flow_line(flow, brief=True), flush=True)
    return finish_run(out, summaries, started, options, arguments, failed_to_run)


def finish_run(out, flows, started, options, arguments, failed_to_run):
    """Marks the flows that never ran as failed, writes the flaky comparisons and every output, prints the summary;
    returns the exit status."""
    for flow in flows:
        if not flow["runs"]:
            flow["status"] = "failed"
            flow["cases"] = [{"name": None, "status": "failed", "passes": 0, "runs": 0}]
    write_comparisons(flows)
    totals = finish(out, flows, time.monotonic() - started, arguments.shard, options, arguments)
    if failed_to_run:
        print(f"acceptance: the test process ended early; see {os.path.join(out, 'output.log')}")
    bad = totals["failed"] or (arguments.fail_on_flaky and totals["flaky"]) or failed_to_run
    return 1 if bad else 0


def run_group(arguments, group, keys_of, attempts, log):
    """Runs the flows of `group` (all of the module when `keys_of` is `None`; `group` too is then `None` and read
    from the first attempt's event stream), rerunning the failed ones; returns the flows, their runs by flow id,
    whether a test process ended early, and the number of the last attempt file written."""
    by_id = None if group is None else {flow["id"]: flow for flow in group}
    runs = {} if group is None else {flow["id"]: [] for flow in group}
    failed_to_run = False
    pending = None if keys_of is None else [flow["key"] for flow in keys_of]
    for attempt in range(1, arguments.retries + 2):
        attempts += 1
        records, status = run_binary(arguments.binary, pending, arguments.module, arguments.out, attempts,
                                     arguments.repeat if attempt == 1 else 1, log)
        if by_id is None:
            group = events.flows_of(records, arguments.module)
            by_id = {flow["id"]: flow for flow in group}
            runs = {flow["id"]: [] for flow in group}
        found = events.runs_of(records, attempt)
        if not any(record.get("kind") == "event" and record["payload"]["kind"] == "runEnded" for record in records):
            failed_to_run = True
            log.write(f"\n== attempt {attempt}: the test process ended early (exit {status})\n")
        for test_id, flow_runs in found.items():
            if test_id in runs:
                runs[test_id].extend(flow_runs)
        failing = [by_id[test_id]["key"] for test_id, flow_runs in found.items()
                   if test_id in by_id and any(run["status"] == "failed" for run in flow_runs)]
        if not failing:
            break
        pending = failing
    return group, runs, failed_to_run, attempts


def write_comparisons(flows):
    """Writes each flaky case's comparison of its failed and passing attempts into the failed one's evidence folder
    (`comparison.txt`)."""
    for flow in flows:
        if flow["status"] != "flaky":
            continue
        for _, failed, passed in compare.flaky_pairs(flow):
            folder = failed[1]["trace"].get("folder")
            if not folder or not os.path.isdir(folder):
                continue
            result = compare.compare(failed[1]["trace"], passed[1]["trace"])
            with open(os.path.join(folder, "comparison.txt"), "w", encoding="utf-8") as file:
                file.write(compare.text(result, compare.attempt_name(*failed), compare.attempt_name(*passed)))


def finish(out, flows, wall, shard_text, options, arguments):
    """Writes every output and prints the summary; returns the counts."""
    document = results.document(flows, wall, shard_text, options)
    write_outputs(out, document)
    with open(os.path.join(out, LAST_FAILED), "w", encoding="utf-8") as file:
        file.writelines(flow["key"] + "\n" for flow in flows if flow["status"] in ("failed", "flaky"))
    print_summary(document, out, fail_on_flaky=getattr(arguments, "fail_on_flaky", False),
                  brief=getattr(arguments, "brief", False))
    return document["counts"]


def write_outputs(out, document):
    # json.dumps, compact, then one write: only `dumps` without `indent` runs json's C encoder; `dump` streams through
    # the pure-Python one whatever its options, several times as slow on a run that carries a thousand traces.
    with open(os.path.join(out, "results.json"), "w", encoding="utf-8") as file:
        file.write(json.dumps(document, ensure_ascii=False, separators=(",", ":")))
    junit.write(document["flows"], os.path.join(out, "results.xml"), document["wall_seconds"])
    with open(os.path.join(out, "report.html"), "w", encoding="utf-8") as file:
        file.write(report.render(document))
    with open(os.path.join(out, "wall-seconds"), "w", encoding="utf-8") as file:
        file.write(f"{document['wall_seconds']:.2f}\n")


WORDS = {"passed": "pass ", "failed": "FAIL ", "flaky": "FLAKY", "skipped": "skip "}


def flow_line(flow, brief=False):
    """A flow's line: result, duration, name, pass rate when it ran more than once; `brief`, its first failure, said
    by its parts when its trace has them, so that the value expected and the value seen both fit."""
    rate = f"  {flow['passes']}/{flow['run_count']} passed" if flow["run_count"] > 1 else ""
    first = next(((case, issue) for run in flow["runs"] for case in run["cases"] for issue in case["issues"]), None)
    why = ""
    if brief and first:
        case, issue = first
        failure = trace_data.failure_for(issue, list((case.get("trace") or {}).get("failures", [])))
        if failure and failure.get("expected") is not None and failure.get("actual") is not None:
            said = f"{failure.get('locator') or 'the app'} to {failure['expected']}; last seen: {failure['actual']}"
        else:
            said = (issue["message"] or "").split("\n")[0]
        why = f"  {(failure or {}).get('callSite') or issue['location']}: {said[:200]}"
    return f"  {WORDS[flow['status']]}  {flow['duration']:.2f} s  {flow['suite']}: {flow['name']}{rate}{why}"


def print_summary(document, out, fail_on_flaky=False, brief=False):
    """One line per flow, then the failures and the counts; `brief` (the lines were printed as the flows ran), only
    the counts."""
    flows = document["flows"]
    if not brief:
        print("Acceptance flows" + (f" (shard {document['shard']})" if document.get("shard") else "") + ":")
        for flow in flows:
            print(flow_line(flow))
    troubled = [flow for flow in flows if flow["status"] in ("failed", "flaky")] if not brief else []
    if troubled:
        print(f"\nFailures (evidence in {os.path.join(out, 'artifacts')}/, report in {out}/report.html):")
    for flow in troubled:
        print(f"  {WORDS[flow['status']].strip()}: {flow['suite']}: {flow['name']}")
        for run in flow["runs"]:
            for case in run["cases"]:
                for issue in case["issues"]:
                    where = f" [{case['name']}]" if case["name"] is not None else ""
                    first = issue["message"].split("\n")[0]
                    print(f"    attempt {run['attempt']} run {run['iteration']}{where} {issue['location']}: {first}")
                    if issue.get("evidence"):
                        print(f"      evidence: {issue['evidence']}")
    counts = document["counts"]
    flaky_note = " (fail: FAIL_ON_FLAKY=1)" if counts["flaky"] and fail_on_flaky else ""
    tally = (f"{counts['passed']} passed, {counts['failed']} failed, {counts['flaky']} flaky{flaky_note}, "
             f"{counts['skipped']} skipped in {document['wall_seconds']:.2f} s")
    if brief:
        print(f"{tally}; report: {out}/report.html")
        return
    print(f"\n{tally}; JUnit XML: {out}/results.xml; report: {out}/report.html; full output: {out}/output.log")


def merge(arguments):
    """Joins shards' results.json files into one results.json, JUnit file and report."""
    flows, walls, seen = [], [], {}
    for path in arguments.results:
        try:
            with open(path, encoding="utf-8") as file:
                document = json.load(file)
        except (OSError, ValueError) as error:
            print(f"acceptance-merge: cannot read {path}: {error}", file=sys.stderr)
            return 2
        walls.append(document.get("wall_seconds", 0.0))
        for flow in document["flows"]:
            if flow["key"] in seen:
                print(f"acceptance-merge: {flow['key']} is in both {seen[flow['key']]} and {path}", file=sys.stderr)
                return 2
            seen[flow["key"]] = path
            flows.append(flow)
    flows.sort(key=lambda flow: flow["key"])
    os.makedirs(arguments.out, exist_ok=True)
    document = results.document(flows, max(walls, default=0.0), None,
                                {"merged": len(arguments.results), "shard_wall_seconds": walls})
    write_outputs(arguments.out, document)
    print_summary(document, arguments.out)
    counts = document["counts"]
    return 1 if counts["failed"] or (arguments.fail_on_flaky and counts["flaky"]) else 0


LISTING_VERSION = 1


def list_command(arguments):
    """Prints the flows FILTER and TAGS select as JSON (`{"version", "flows"}`: each flow's id, suite, name, tags,
    file and line), for the MCP server's `list_flows` and `run_flows`; exit 1 when the module has none, 2 on a FILTER
    that is no regular expression."""
    os.makedirs(arguments.out, exist_ok=True)
    everything = list_flows(arguments.binary, arguments.module, arguments.out)
    if not everything:
        print(f"acceptance: found no flows in {arguments.module} (is the test binary built?)", file=sys.stderr)
        return 1
    try:
        chosen = choose(everything, arguments.filter, arguments.tags, "", None)
    except re.error as error:
        print(f"acceptance: FILTER {arguments.filter!r} is not a regular expression: {error}", file=sys.stderr)
        return 2
    fields = ("id", "suite", "name", "tags", "file", "line")
    print(json.dumps({"version": LISTING_VERSION, "total": len(everything),
                      "flows": [{field: flow[field] for field in fields} for flow in chosen]}))
    return 0


def main(argv=None):
    parser = argparse.ArgumentParser(description="Trips acceptance runs, results and reports")
    commands = parser.add_subparsers(dest="command", required=True)
    runner = commands.add_parser("run")
    lister = commands.add_parser("list")
    for selecting in (runner, lister):
        selecting.add_argument("--binary", required=True)
        selecting.add_argument("--out", required=True)
        selecting.add_argument("--module", default="AcceptanceTests")
        selecting.add_argument("--filter", default="")
        selecting.add_argument("--tags", default="")
    runner.add_argument("--shard", default="")
    runner.add_argument("--durations", default="")
    runner.add_argument("--retries", type=int, default=0)
    runner.add_argument("--repeat", type=int, default=1)
    runner.add_argument("--fail-on-flaky", action="store_true")
    runner.add_argument("--last-failed", action="store_true")
    runner.add_argument("--first-files", default="")
    runner.add_argument("--brief", action="store_true")
    merger = commands.add_parser("merge")
    merger.add_argument("--out", required=True)
    merger.add_argument("--fail-on-flaky", action="store_true")
    merger.add_argument("results", nargs="+")
    arguments = parser.parse_args(argv)
    if arguments.command == "run":
        if arguments.retries < 0 or arguments.repeat < 1:
            parser.error("RETRIES must be 0 or more and REPEAT 1 or more")
        return run(arguments)
    if arguments.command == "list":
        return list_command(arguments)
    return merge(arguments)


if __name__ == "__main__":
    sys.exit(main())
