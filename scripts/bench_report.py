"""Writes the Markdown report of `make bench` from the JSON lines the benchmarks left in .build/bench/."""
import collections
import json
import math
import os
import platform
import statistics
import sys
from datetime import datetime, timezone

from bench_measures import COMPARED, quantity

out = sys.argv[1]


def lines(name):
    path = os.path.join(out, name)
    return [json.loads(line) for line in open(path) if line.strip()] if os.path.exists(path) else []


def bar(ratio, width=40):
    return "#" * max(1, min(width, round(ratio))) + ("…" if ratio > width else "")


cache, waits, runner, launch, story, long_session, profile, compare, long_lists = (
    lines(n) for n in ("cache.jsonl", "waits.jsonl", "runner.jsonl", "launch.jsonl", "story.jsonl", "long.jsonl",
                       "profile.jsonl", "compare.jsonl", "rows.jsonl"))


def merged_runs(rows):
    """One row per wait strategy, each figure the median of that strategy's runs (expect-bench runs several times)."""
    by_strategy = collections.defaultdict(list)
    for row in rows:
        by_strategy[row["strategy"]].append(row)
    return [dict(runs[0], runs=len(runs),
                 medianWakeMicroseconds=statistics.median(r["medianWakeMicroseconds"] for r in runs),
                 cpuMillisecondsPer200msWait=statistics.median(r["cpuMillisecondsPer200msWait"] for r in runs))
            for runs in by_strategy.values()]


waits = merged_runs(waits)


def merged_rounds(rows):
    """One row per cache scenario, from its alternating rounds: the median of the rounds' medians and of their peak
    memories, and every run counted."""
    by_name = collections.defaultdict(list)
    for row in rows:
        by_name[row["name"]].append(row)
    return [dict(rounds[0], runs=sum(r["runs"] for r in rounds),
                 medianMilliseconds=statistics.median(r["medianMilliseconds"] for r in rounds),
                 peakMemoryKiB=int(statistics.median(r["peakMemoryKiB"] for r in rounds)))
            for rounds in by_name.values()]


cache = merged_rounds(cache)

# The MCP server's figures (Benchmarks/mcp), written and summarized by its own module.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Benchmarks", "mcp"))
import agent_loop_report  # noqa: E402
import mcp_report  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Benchmarks", "long-session"))
import flatness  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "acceptance"))
import growth as suite_growth  # noqa: E402

mcp = lines("mcp.jsonl")
agent_loop = lines("agent-loop.jsonl")
red_to_line = lines("red-to-line.jsonl")


Compared = collections.namedtuple("Compared", "measure title now then unit rounds slower p")


def compared():
    """Today's build against an earlier one, alternating in this run: per measure, each side's median of its runs'
    medians (lower is better for every one), how many rounds today's was the slower of the pair, and the chance of
    that many or more if neither build were faster (a one-sided sign test)."""
    builds = sorted({row["build"] for row in compare} - {"now"})
    if not builds:
        return None
    old = builds[0]
    rows = []
    for measure, title, field, unit in COMPARED:
        source = measure.removesuffix("_peak")
        sides = [[r[field] for r in compare if r["build"] == build and r["measure"] == source and field in r
                  and r.get("strategy", "expect") == "expect"] for build in ("now", old)]
        if all(sides):
            pairs = list(zip(*sides))
            slower = sum(now > then for now, then in pairs)
            rows.append(Compared(measure, title, statistics.median(sides[0]), statistics.median(sides[1]), unit,
                                 len(pairs), slower, sign_test(slower, len(pairs))))
    return old, rows


def sign_test(slower, rounds):
    """The chance that a fair coin comes up `slower` or more times in `rounds` throws."""
    return sum(math.comb(rounds, k) for k in range(slower, rounds + 1)) / 2 ** rounds


def worse(row):
    """Whether today's figure is worse beyond the machine's noise: slower in so many rounds that chance would
    give as many less than one time in twenty, whatever the two medians say."""
    return row.p < 0.05


def comparison_verdict(row):
    if worse(row):
        return f"✗ worse (p = {row.p:.3f})"
    return "✓" if row.now <= row.then else f"✓ within noise (p = {row.p:.2f})"


load_path = os.path.join(out, "load-during")
load = open(load_path).read().split() if os.path.exists(load_path) else []
print("# Trips benchmarks")
print()
print(f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC · {os.cpu_count()} cores · {platform.machine()} · "
      "every figure a median, all measured in this one `make bench` run"
      + (f" · load average {' '.join(load)} (1, 5, 15 min) half way through" if load else ""))
print()
print("The app measured is the release trips-shell with the Swift runtime linked in (`--static-swift-stdlib`, as")
print("`make release` builds it); its live HTTP is the `trips-http` helper, which no figure here starts.")

if story:
    ours = story[0]["medianMicroseconds"] / 1e6 if "medianMicroseconds" in story[0] else story[0]["medianSeconds"]
    print()
    print("## One user story, four ways")
    print()
    print("Open Seattle and read its weather, go back, start a new trip through the suggestions, save it, "
          "see it in the")
    print("list; each run launches its own app. Our runner waits on the app's pushed updates and moves the debounce")
    print("with the driver's clock. The polling variants (Benchmarks/runner-bench/PollSchedule.swift) drive the same")
    print("story through the same runner's public reads, each a round trip to the app, with every wait a polling loop")
    print("on a schedule: Playwright's own retries (0, 20, 50, 100, 100, 500 ms, then every 500 ms), Maestro's 200 ms")
    print("settle, XCUITest's 1 s; a wait checks at once, then after each pause. pexpect types into the interactive")
    print("shell on a pty and matches the screen text.")
    print()
    print("| driver | median per story | ratio to ours |")
    print("|---|---:|---:|")
    rows = []
    for s in story:
        seconds = s["medianMicroseconds"] / 1e6 if "medianMicroseconds" in s else s["medianSeconds"]
        rows.append((s["title"], seconds, seconds / ours))
        print(f"| {s['title']} | {seconds * 1000:.1f} ms | {seconds / ours:.1f}× |")
    print()
    print("```")
    for title, _, ratio in rows:
        print(f"{title[:44]:44} {bar(ratio / max(1, rows[-1][2] / 40) if rows else ratio)} {ratio:.1f}×")
    print("```")



def acceptance_report_size():
    """The bytes of the whole suite's report.html and its number of flows, or None when the suite has not run."""
    folder = os.path.join(".build", "acceptance")
    try:
        document = json.load(open(os.path.join(folder, "results.json"), encoding="utf-8"))
        return os.path.getsize(os.path.join(folder, "report.html")), len(document["flows"])
    except (OSError, ValueError, KeyError):
        return None


# MARK: - summary.json: every figure under a stable name, for comparing runs and machines


def rows_figures():
    """The long-list figures by size: milliseconds per protocol request and per piped command, the app's peak."""
    found = {}
    for row in long_lists:
        way = "protocol" if row["name"].startswith("rows-protocol") else "piped"
        found[(way, row["rows"])] = row
    return found


if long_lists:
    by = rows_figures()
    sizes = sorted({size for _, size in by})
    print()
    print("## Long lists")
    print()
    print("A list of N generated trips (`make bench TRIPS=N` writes one): tap the first trip, then back, under")
    print("`--driver-clock` (the weather's load sleeps, so a request costs what the screen costs). Over the protocol,")
    print("the Python client (Tests/ProtocolClient), which applies each update as the protocol document says, one")
    print("request at a time; piped, a script of taps and backs, every screen printed (a back prints the whole list),")
    print("less a launch with an empty script. Targets: a request at 1,000 rows ≤ 1 ms and at 2,000 within 1.5× of")
    print("10 rows; a piped command at 1,000 rows ≤ 5 ms.")
    print()
    print("| rows | protocol, per request | piped shell, per command | app's peak memory |")
    print("|---:|---:|---:|---:|")
    for size in sizes:
        protocol, piped = by.get(("protocol", size)), by.get(("piped", size))
        print(f"| {size:,} | {protocol['msPerRequest']:.3f} ms | {piped['msPerCommand']:.2f} ms | "
              f"{protocol['appPeakKiB'] / 1024:.1f} MiB |" if protocol and piped else f"| {size:,} | | | |")
    if ("protocol", 10) in by and ("protocol", 2000) in by:
        ratio = by[("protocol", 2000)]["msPerRequest"] / by[("protocol", 10)]["msPerRequest"]
        print()
        print(f"2,000 rows against 10: {ratio:.2f}× per request.")

if runner or launch:
    targets = {"launch": 30_000, "step": 1_000, "wake": 1_000, "query-label": 1_000, "query-predicate": 1_000,
               "wake-rows": 200}
    print()
    print("## The runner against the app")
    print()
    print("| measure | median | target |")
    print("|---|---:|---:|")
    for r in runner:
        target = targets.get(r["name"])
        value = r["medianMicroseconds"]
        shown = f"{value / 1000:.2f} ms" if value >= 1000 else f"{value:.0f} µs"
        verdict = "" if target is None else (" ✓" if value < target else " ✗")
        print(f"| {r['title']} (at the runner) | {shown} | < {target / 1000:g} ms{verdict} |")
    for entry in launch:
        print(f"| {entry['what']} | {entry['medianMs']:.2f} ms | |")
    if len(launch) >= 2:
        ratio = launch[0]["medianMs"] / launch[1]["medianMs"]
        mark = "✓" if ratio <= 2 else "✗"
        print(f"| launch to first screen against the Foundation floor | {ratio:.2f}× | ≤ 2× {mark} |")
    wall_path = os.path.join(".build", "acceptance", "wall-seconds")
    if os.path.exists(wall_path):
        wall = float(open(wall_path).read().strip())
        print(f"| the whole acceptance suite (`make acceptance`, build excluded) | {wall:.2f} s | < 10 s"
              f"{' ✓' if wall < 10 else ' ✗'} |")
    report_size = acceptance_report_size()
    if report_size:
        size, flows = report_size
        print(f"| its report, every flow's steps and screens (`report.html`, {flows} flows) | {size / 1e6:.2f} MB "
              f"| < 2 MB{' ✓' if size < 2e6 else ' ✗'} |")

comparison = compared()
if comparison and comparison[1]:
    old, rows = comparison
    print()
    print(f"## Against round one's build ({old}), in this run")
    print()
    print(f"Today's programs and those of commit {old}, built the same way (`swift build -c release`, the Swift")
    print("runtime shared), run one after the other, which goes first swapping every round, five rounds (twenty for")
    print("the two wakes, whose runs wander by a fifth); each figure the median of its rounds' medians. "
          "The wake is timed as")
    print(f"{old}'s benchmark timed it: from the newest state the runner read to the waiting flow running again.")
    print("Peak memory is the process's high-water mark (noisy by several MiB from run to run).")
    print()
    print("A figure counts as worse when today's build was the slower in so many of the alternating rounds that")
    print("chance would give as many less than one time in twenty (a one-sided sign test), whatever the medians say;")
    print("a higher median that chance explains is marked within noise, with that chance.")
    print()
    print(f"| measure | today | {old} | ratio | today slower in | verdict |")
    print("|---|---:|---:|---:|---:|---|")
    for row in rows:
        print(f"| {row.title} | {quantity(row.now, row.unit)} | {quantity(row.then, row.unit)} | "
              f"{row.now / row.then:.2f}× | {row.slower} of {row.rounds} | {comparison_verdict(row)} |")

launches = [p for p in profile if p.get("kind") == "launch"]
phases = [p for p in profile if p.get("kind") == "phase"]
if launches:
    print()
    print("## Launch, profiled")
    print()
    print("From spawn to the first line (the hello, carrying the first screen), measured from outside in this run; the")
    print("libraries mapped then (/proc/PID/maps) and the dynamic loader's own count (`LD_DEBUG=statistics`). The app")
    print("used to map 56 libraries, FoundationNetworking with libcurl's chain (TLS, Kerberos, LDAP) among them,")
    print("though `-uiTesting` never touches the network: it now leaves HTTP to the `trips-http` helper, and has the")
    print("Swift runtime and Foundation linked in.")
    print()
    print("| program | to first line | libraries mapped | loader: cycles, relocations | HTTP stack |")
    print("|---|---:|---:|---:|---|")
    for row in launches:
        mapped = "(ended)" if row["libraries"] is None else row["libraries"]
        loader = f"{row['loaderCycles']:,}, {row['relocations']:,}" if row.get("loaderCycles") else ""
        print(f"| {row['what']} | {row['medianMs']:.2f} ms | {mapped} | {loader} | "
              f"{'mapped' if row['httpStack'] else 'none'} |")
if phases:
    print()
    skipped = next((p["skipped"] for p in phases if "skipped" in p), None)
    if skipped:
        print(f"No CPU profile: {skipped}.")
    else:
        total = next(p for p in phases if p.get("key") == "total")
        print(f"Where the app's CPU goes (`perf record -g` over the launches above, inclusive shares: a phase")
        print(f"includes what it calls; {total['ms']:.1f} ms of CPU per launch under perf, all threads, exit "
              f"included):")
        print()
        print("| phase | share | CPU under perf |")
        print("|---|---:|---:|")
        for row in phases:
            if row is not total:
                print(f"| {row['phase']} | {row['share'] * 100:.0f}% | {row['ms']:.2f} ms |")

if waits:
    expect = next((w for w in waits if w["strategy"] == "expect"), waits[0])
    print()
    print("## Waiting in a unit test: `expect` against polling")
    print()
    print("Wake latency: from the condition turning true to the waiter running again. CPU: what the whole process")
    print("burns during one 200 ms wait while the condition stays false (Linux counts CPU in 10 ms ticks).")
    print(f"Each figure is the median of {expect.get('runs', 1)} runs of the benchmark, each run's own "
          f"median: one run's")
    print("median wanders by half from one run to the next on this machine.")
    print()
    print("| wait | median wake latency | ratio to expect | CPU per 200 ms wait |")
    print("|---|---:|---:|---:|")
    for w in waits:
        ratio = w["medianWakeMicroseconds"] / expect["medianWakeMicroseconds"]
        print(f"| {w['title']} | {w['medianWakeMicroseconds']:.0f} µs | {ratio:.2f}× | "
              f"{w['cpuMillisecondsPer200msWait']:.0f} ms |")

if cache:
    print()
    print("## Weather cache under load")
    print()
    print("Every caller for a city asks while its question is still open (the fetch answers only once all have asked).")
    print()
    print("| scenario | median wall time | fetches | peak memory |")
    print("|---|---:|---:|---:|")
    for row in cache:
        print(f"| {row['title']} | {row['medianMilliseconds']:.1f} ms | {row['fetches']:,} | "
              f"{row['peakMemoryKiB'] / 1024:.1f} MiB |")
    by_name = {row["name"]: row["medianMilliseconds"] for row in cache}
    print()
    for key, what, target in (("cache_fanout", "10,000 callers for one city", 1.5),
                              ("cache_cities", "1,000 cities × 10 callers", None)):
        if by_name.get(key) and by_name.get(f"{key}_answers_only"):
            ratio = by_name[key] / by_name[f"{key}_answers_only"]
            verdict = f" (target ≤ {target}×: {'✓' if ratio <= target else '✗'})" if target else ""
            print(f"- {what}: WeatherCache takes {ratio:.2f}× the answers-only cache's time{verdict}.")
    print()
    print("Both scenarios run their callers as children of one task group; Swift's runtime keeps a group's children in")
    print("a linked list that is cheap to shorten at its head, so children finishing out of order cost the harness")
    print("more than the cache: `perf` puts most of the 1,000-cities time, for both caches, in")
    print("`TaskGroup::removeChildTask`. WeatherCache resumes a question's waiters in the order they joined.")

if long_session:
    print()
    print("## A long session against one app")
    print()
    print("One app driven without a break, and its peak memory (VmHWM) after the first block and at the end. Flat is")
    print("judged on the app's CPU in its last block against that of two fresh apps given the same commands at the same")
    print("time, after a block to warm them up (over the protocol one request each in turn; piped, read in turns of 50")
    print("screens, each running ahead until its output pipe is full): at most 1.1× the costlier fresh app's (the")
    print("table shows it against the first, and the second against the first: the measure's own noise), and at most")
    print("2 MiB more (Benchmarks/long-session/flatness.py).")
    print("Blocks minutes apart wander by tens of percent with the machine's load, so the first and last block (wall")
    print("time without the fresh app's share) and the last three blocks before the fresh app against the first three")
    print("are shown for information; every block's CPU is in long.jsonl.")
    print()
    print("| session | commands | app CPU, first block | last block | a fresh app beside it | last against fresh | "
          "a second fresh app against the first | last three against first three | wall, first block | last block | "
          "peak after first block | peak at end | growth |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in long_session:
        growth = flatness.app_growth_mib(row)
        judged = row.get("cpuRatioToFresh", flatness.cpu_ratio(row))
        flat = flatness.flat(row)
        print(f"| {row['name']} | {row['commands']:,} ({row['block']:,} a block) | "
              f"{row.get('firstBlockAppCPUSeconds', 0):.2f} s | {row.get('lastBlockAppCPUSeconds', 0):.2f} s | "
              f"{row.get('freshAppCPUSeconds', 0):.2f} s | {judged:.2f}×{' ✓' if flat else ' ✗'} | "
              f"{row.get('freshPairCPURatio', 0):.2f}× | "
              f"{row.get('cpuRatioOfThrees', 0):.2f}× | {row['firstBlockSeconds']:.2f} s | "
              f"{row['lastBlockSeconds']:.2f} s | "
              f"{row['peakKiBAfterFirstBlock'] / 1024:.1f} MiB | {row['peakKiBAtEnd'] / 1024:.1f} MiB | "
              f"{growth:+.1f} MiB |")

for line in mcp_report.section(mcp):
    print(line)
for line in agent_loop_report.section(agent_loop):
    print(line)
for line in agent_loop_report.red_to_line_section(red_to_line):
    print(line)




# MARK: - summary.json: every figure under a stable name, for comparing runs and machines


def slug(text):
    return "".join(c if c.isalnum() else "_" for c in text.lower()).strip("_")


def summary():
    """Every figure of the report under a stable name: `_ms`, `_us`, `_s` say the unit, `_kib` peak memory."""
    figures = {"date": f"{datetime.now(timezone.utc):%Y-%m-%dT%H:%M:%SZ}", "cores": os.cpu_count(),
               "machine": platform.machine()}
    if load:
        figures["load_average_1_5_15"] = [float(x) for x in load]
    for moment in ("start", "end"):
        gauge_path = os.path.join(out, f"gauge-{moment}")
        if os.path.exists(gauge_path):
            figures[f"host_gauge_{moment}_ms"] = float(open(gauge_path).read().strip())
    for r in runner:
        key = {"launch": "launch_at_runner_us", "step": "tap_settled_us", "wake": "wake_us"}.get(
            r["name"], slug(r["name"]) + "_us")
        figures[key] = round(r["medianMicroseconds"], 1)
    if "tap_settled_us" in figures:
        figures["tap_settled_ms"] = round(figures["tap_settled_us"] / 1000, 3)
    comparison = compared()
    if comparison:
        old, rows = comparison
        figures["baseline_commit"] = old
        for row in rows:
            figures[f"{row.measure}_now_beside_baseline_{row.unit}"] = round(row.now, 1)
            figures[f"{row.measure}_baseline_{row.unit}"] = round(row.then, 1)
            figures[f"{row.measure}_vs_baseline"] = round(row.now / row.then, 2)
            figures[f"{row.measure}_rounds_slower_than_baseline"] = f"{row.slower}/{row.rounds}"
            figures[f"{row.measure}_worse_than_baseline"] = worse(row)
        figures["figures_worse_than_baseline"] = sum(worse(row) for row in rows)
    if len(launch) >= 2:
        figures["launch_ms"] = round(launch[0]["medianMs"], 2)
        figures["foundation_floor_ms"] = round(launch[1]["medianMs"], 2)
        figures["launch_to_floor_ratio"] = round(launch[0]["medianMs"] / launch[1]["medianMs"], 2)
    profile_names = ["profile_launch", "profile_version", "profile_launch_shared_libraries", "profile_floor",
                     "profile_floor_static"]
    for name, row in zip(profile_names, launches):
        figures[f"{name}_ms"] = round(row["medianMs"], 2)
        if row["libraries"] is not None:
            figures[f"{name}_libraries"] = row["libraries"]
        if row.get("relocations"):
            figures[f"{name}_relocations"] = row["relocations"]
    for row in phases:
        if "key" in row:
            figures[f"profile_share_{row['key']}"] = round(row["share"], 4)
            figures[f"profile_cpu_{row['key']}_ms"] = round(row["ms"], 2)
    for s in story:
        seconds = s["medianMicroseconds"] / 1e6 if "medianMicroseconds" in s else s["medianSeconds"]
        name = s.get("name") or f"story-{s.get('driver', slug(s['title']))}"
        figures[slug(name) + "_ms"] = round(seconds * 1000, 1)
    if story:
        ours = figures.get("story_ms")
        for key in [k for k in figures if k.startswith("story_") and k.endswith("_ms") and k != "story_ms"]:
            if ours:
                figures[key[:-3] + "_ratio"] = round(figures[key] / ours, 1)
    for w in waits:
        figures[f"{w['strategy']}_wake_us"] = round(w["medianWakeMicroseconds"], 1)
        figures[f"{w['strategy']}_cpu_ms_per_200ms_wait"] = round(w["cpuMillisecondsPer200msWait"], 1)
    for row in cache:
        key = row["name"]
        figures[f"{key}_ms"] = round(row["medianMilliseconds"], 1)
        figures[f"{key}_peak_kib"] = row["peakMemoryKiB"]
        figures[f"{key}_fetches"] = row["fetches"]
    for key in ("cache_fanout", "cache_cities"):
        if f"{key}_ms" in figures and figures.get(f"{key}_answers_only_ms"):
            figures[f"{key}_ratio"] = round(figures[f"{key}_ms"] / figures[f"{key}_answers_only_ms"], 2)
    for row in long_session:
        key = row["name"].replace("-", "_")
        figures[f"{key}_commands"] = row["commands"]
        figures[f"{key}_first_block_s"] = row["firstBlockSeconds"]
        figures[f"{key}_last_block_s"] = row["lastBlockSeconds"]
        figures[f"{key}_ratio"] = row["ratio"]
        if "cpuRatio" in row:
            figures[f"{key}_first_block_cpu_s"] = row["firstBlockAppCPUSeconds"]
            figures[f"{key}_last_block_cpu_s"] = row["lastBlockAppCPUSeconds"]
            figures[f"{key}_cpu_ratio"] = row["cpuRatio"]
        if "cpuRatioOfThrees" in row:
            figures[f"{key}_cpu_ratio_of_threes"] = row["cpuRatioOfThrees"]
        if "cpuRatioToFresh" in row:
            figures[f"{key}_fresh_app_cpu_s"] = row["freshAppCPUSeconds"]
            figures[f"{key}_cpu_ratio_to_fresh"] = row["cpuRatioToFresh"]
        if "freshPairCPURatio" in row:
            figures[f"{key}_fresh_pair_cpu_ratio"] = row["freshPairCPURatio"]
        figures[f"{key}_peak_kib_first_block"] = row["peakKiBAfterFirstBlock"]
        figures[f"{key}_peak_kib_end"] = row["peakKiBAtEnd"]
    for (way, size), row in rows_figures().items():
        if way == "protocol":
            figures[f"rows_protocol_{size}_ms"] = row["msPerRequest"]
            figures[f"rows_app_peak_kib_{size}"] = row["appPeakKiB"]
        else:
            figures[f"rows_piped_{size}_ms"] = row["msPerCommand"]
    if figures.get("rows_protocol_10_ms") and "rows_protocol_2000_ms" in figures:
        figures["rows_protocol_2000_vs_10"] = round(figures["rows_protocol_2000_ms"] / figures["rows_protocol_10_ms"], 2)
    wall_path = os.path.join(".build", "acceptance", "wall-seconds")
    if os.path.exists(wall_path):
        figures["suite_s"] = float(open(wall_path).read().strip())
    report_size = acceptance_report_size()
    if report_size:
        figures["suite_report_bytes"], figures["suite_report_flows"] = report_size
    for size in ("1", "4", "10", "16", "16-spawned"):
        path = os.path.join(out, f"acceptance-x{size}", "results.json")
        if os.path.exists(path):
            document = json.load(open(path, encoding="utf-8"))
            runs = sum(flow["run_count"] for flow in document["flows"])
            key = f"suite_x{size.replace('-', '_')}"
            figures[f"{key}_s"] = document["wall_seconds"]
            figures[f"{key}_flow_runs"] = runs
            if runs:
                figures[f"{key}_ms_per_flow_run"] = round(document["wall_seconds"] / runs * 1000, 1)
            busy = suite_growth.busy(os.path.join(out, f"acceptance-x{size}"))
            if busy:
                wall, cpu = busy
                floor = cpu / (os.cpu_count() or 1)
                figures[f"{key}_busy_wall_s"] = round(wall, 2)
                figures[f"{key}_cpu_s"] = round(cpu, 2)
                figures[f"{key}_floor_s"] = round(floor, 2)
                figures[f"{key}_to_floor"] = round(wall / floor, 2) if floor else 0
    for way, row in suite_growth.flow_parts(out).items():
        prefix = "flow_part_" if way == "forked" else f"flow_part_{way}_"
        for key, _ in suite_growth.FLOW_PARTS:
            if key + "Microseconds" in row:
                figures[f"{prefix}{suite_growth.flow_part_name(key)}_us"] = round(row[key + "Microseconds"], 1)
    figures.update(mcp_report.figures(mcp))
    figures.update(agent_loop_report.figures(agent_loop))
    figures.update(agent_loop_report.red_to_line_figures(red_to_line))
    return figures


with open(os.path.join(out, "summary.json"), "w") as file:
    json.dump(summary(), file, indent=2, sort_keys=True)
    file.write("\n")
