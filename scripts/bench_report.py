"""Turns the benchmark results (one JSON line per scenario) into the Markdown report of `make bench`."""
import json
import os
import platform
import sys
from datetime import datetime, timezone

rows = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
print("# Trips benchmarks")
print()
print(f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC · {os.cpu_count()} cores · {platform.machine()} · "
      f"medians of {rows[0]['runs'] if rows else 0} runs, measured in one `make bench` run")
print()
print("## Weather cache under load")
print()
print("| scenario | median wall time | fetches | peak memory |")
print("|---|---:|---:|---:|")
for row in rows:
    print(f"| {row['title']} | {row['medianMilliseconds']:.1f} ms | {row['fetches']:,} | "
          f"{row['peakMemoryKiB'] / 1024:.1f} MiB |")

waits = [json.loads(line) for line in open(sys.argv[2]) if line.strip()] if len(sys.argv) > 2 else []
if waits:
    ours = next((w for w in waits if w["strategy"] == "expect"), waits[0])
    print()
    print("## Waiting in a unit test: `expect` against polling")
    print()
    print("Wake latency: from the condition turning true to the waiter running again (median). CPU: what the whole")
    print("process burns during one wait of 200 ms while the condition stays false.")
    print()
    print("| wait | median wake latency | ratio to expect | CPU per 200 ms wait |")
    print("|---|---:|---:|---:|")
    for w in waits:
        ratio = w["medianWakeMicroseconds"] / ours["medianWakeMicroseconds"] if ours["medianWakeMicroseconds"] else 0
        print(f"| {w['title']} | {w['medianWakeMicroseconds']:.0f} µs | {ratio:.2f}× | "
              f"{w['cpuMillisecondsPer200msWait']:.0f} ms |")
