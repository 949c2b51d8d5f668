"""Writes the Markdown report of `make bench` from the JSON lines the benchmarks left in .build/bench/."""
import json
import os
import platform
import sys
from datetime import datetime, timezone

out = sys.argv[1]


def lines(name):
    path = os.path.join(out, name)
    return [json.loads(line) for line in open(path) if line.strip()] if os.path.exists(path) else []


def bar(ratio, width=40):
    return "#" * max(1, min(width, round(ratio))) + ("…" if ratio > width else "")


cache, waits, runner, launch, story, long_session = (
    lines(n) for n in ("cache.jsonl", "waits.jsonl", "runner.jsonl", "launch.jsonl", "story.jsonl", "long.jsonl"))
print("# Trips benchmarks")
print()
print(f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC · {os.cpu_count()} cores · {platform.machine()} · "
      "every figure a median, all measured in this one `make bench` run")

if story:
    ours = story[0]["medianMicroseconds"] / 1e6 if "medianMicroseconds" in story[0] else story[0]["medianSeconds"]
    print()
    print("## One user story, four ways")
    print()
    print("Open Seattle and read its weather, go back, start a new trip through the suggestions, save it, see it in the")
    print("list; each run launches its own app. Our runner waits on the app's pushed updates and moves the debounce")
    print("with the driver's clock; the polling variants are the same runner with its waits replaced by polling at")
    print("the anchors' intervals (1 s as XCUITest's waits, 200 ms as Maestro's settle, 100 ms as Playwright's first")
    print("retries); pexpect types into the interactive shell on a pty and matches the screen text.")
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

if runner or launch:
    targets = {"launch": 30_000, "step": 1_000, "wake": 1_000, "query-label": 1_000, "query-predicate": 1_000}
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
    wall_path = os.path.join(".build", "acceptance", "wall-seconds")
    if os.path.exists(wall_path):
        wall = float(open(wall_path).read().strip())
        print(f"| the whole acceptance suite (`make acceptance`, build excluded) | {wall:.2f} s | < 10 s"
              f"{' ✓' if wall < 10 else ' ✗'} |")

if waits:
    expect = next((w for w in waits if w["strategy"] == "expect"), waits[0])
    print()
    print("## Waiting in a unit test: `expect` against polling")
    print()
    print("Wake latency: from the condition turning true to the waiter running again. CPU: what the whole process")
    print("burns during one 200 ms wait while the condition stays false (Linux counts CPU in 10 ms ticks).")
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

if long_session:
    print()
    print("## A long session against one app")
    print()
    print("One app driven without a break; the cost of the last block of commands against the first, and the app's peak")
    print("memory (VmHWM) after the first block and at the end. Flat means at most 1.1× and at most 2 MiB more.")
    print()
    print("| session | commands | first block | last block | ratio | peak after first block | peak at end | growth |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for row in long_session:
        growth = (row["peakKiBAtEnd"] - row["peakKiBAfterFirstBlock"]) / 1024
        flat = row["ratio"] <= 1.1 and growth <= 2
        print(f"| {row['name']} | {row['commands']:,} | {row['firstBlockSeconds']:.2f} s ({row['block']:,}) | "
              f"{row['lastBlockSeconds']:.2f} s | {row['ratio']:.2f}×{' ✓' if flat else ' ✗'} | "
              f"{row['peakKiBAfterFirstBlock'] / 1024:.1f} MiB | {row['peakKiBAtEnd'] / 1024:.1f} MiB | "
              f"{growth:+.1f} MiB |")

# MARK: - summary.json: every figure under a stable name, for comparing runs and machines


def summary():
    figures = {"date": f"{datetime.now(timezone.utc):%Y-%m-%dT%H:%M:%SZ}", "cores": os.cpu_count(),
               "machine": platform.machine()}
    for r in runner:
        key = {"launch": "launch_at_runner_us", "step": "tap_settled_us", "wake": "wake_us"}.get(r["name"])
        if key:
            figures[key] = round(r["medianMicroseconds"], 1)
    if "tap_settled_us" in figures:
        figures["tap_settled_ms"] = round(figures["tap_settled_us"] / 1000, 3)
    if len(launch) >= 2:
        figures["launch_ms"] = round(launch[0]["medianMs"], 2)
        figures["foundation_floor_ms"] = round(launch[1]["medianMs"], 2)
    for index, s in enumerate(story):
        seconds = s["medianMicroseconds"] / 1e6 if "medianMicroseconds" in s else s["medianSeconds"]
        name = "story_ms" if index == 0 else "story_" + "".join(
            c if c.isalnum() else "_" for c in s["title"].lower()).strip("_") + "_ms"
        figures[name] = round(seconds * 1000, 1)
    for w in waits:
        figures[f"{w['strategy']}_wake_us"] = round(w["medianWakeMicroseconds"], 1)
    for row in cache:
        key = row["name"]
        figures[f"{key}_ms"] = round(row["medianMilliseconds"], 1)
        figures[f"{key}_peak_kib"] = row["peakMemoryKiB"]
    for row in long_session:
        key = row["name"].replace("-", "_")
        figures[f"{key}_first_block_s"] = row["firstBlockSeconds"]
        figures[f"{key}_last_block_s"] = row["lastBlockSeconds"]
        figures[f"{key}_ratio"] = row["ratio"]
        figures[f"{key}_peak_kib_first_block"] = row["peakKiBAfterFirstBlock"]
        figures[f"{key}_peak_kib_end"] = row["peakKiBAtEnd"]
    wall_path = os.path.join(".build", "acceptance", "wall-seconds")
    if os.path.exists(wall_path):
        figures["suite_s"] = float(open(wall_path).read().strip())
    return figures


with open(os.path.join(out, "summary.json"), "w") as file:
    json.dump(summary(), file, indent=2, sort_keys=True)
    file.write("\n")
