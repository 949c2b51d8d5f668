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
