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


cache, waits, runner, launch, story = (lines(n) for n in
                                       ("cache.jsonl", "waits.jsonl", "runner.jsonl", "launch.jsonl", "story.jsonl"))
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
    targets = {"launch": 30_000, "step": 1_000, "wake": 1_000}
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
