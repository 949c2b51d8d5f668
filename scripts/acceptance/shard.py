"""Which flows a shard runs: `SHARD=i/n`, by a stable hash of each flow's identifier, or balanced by durations.

Hash mode puts a flow in shard `hash(key) mod n + 1`, so adding or removing a flow moves no other one. Duration mode
(an earlier results file given) deals flows, longest first, to the shard with the least time so far; a flow the file
does not know counts as the median of those it does. Both depend only on the flow list and the file, so every
machine computes the same split.
"""

import hashlib
import json
import re
import xml.etree.ElementTree as ElementTree

from events import key_of


def parse(text):
    """`"2/3"` → `(2, 3)`; raises ValueError with a sentence for anything else."""
    match = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text or "")
    if not match:
        raise ValueError(f"SHARD must look like 2/3 (shard 2 of 3), not {text!r}")
    index, total = int(match.group(1)), int(match.group(2))
    if total < 1 or not 1 <= index <= total:
        raise ValueError(f"SHARD {text!r}: the shard must be between 1 and the number of shards")
    return index, total


def by_hash(key, total):
    """The shard (1-based) of a flow in hash mode."""
    digest = hashlib.sha256(key.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % total + 1


def durations_from(path):
    """`{flow key: seconds}` from a results.json or a JUnit XML file written by an earlier run."""
    with open(path, encoding="utf-8") as file:
        text = file.read()
    if text.lstrip().startswith("<"):
        durations = {}
        for case in ElementTree.fromstring(text).iter("testcase"):
            name = case.get("name", "").split(" [")[0]
            key = f"{case.get('classname')}/{name}"
            durations[key] = durations.get(key, 0.0) + float(case.get("time") or 0)
        return durations
    return {flow.get("key") or key_of(flow["id"]): float(flow.get("duration") or 0) for flow in json.loads(text)["flows"]}


def by_duration(keys, total, durations):
    """`{key: shard}` dealing the longest flows first to the least loaded shard (ties: the lower shard, the key)."""
    known = sorted(durations[key] for key in keys if key in durations)
    median = known[len(known) // 2] if known else 1.0
    cost = {key: durations.get(key, median) for key in keys}
    loads = [0.0] * total
    assignment = {}
    for key in sorted(keys, key=lambda key: (-cost[key], key)):
        shard = min(range(total), key=lambda index: (loads[index], index))
        loads[shard] += cost[key]
        assignment[key] = shard + 1
    return assignment


def select(flows, index, total, durations=None):
    """The flows of shard `index` of `total`."""
    keys = [flow["key"] for flow in flows]
    if durations:
        assignment = by_duration(keys, total, durations)
    else:
        assignment = {key: by_hash(key, total) for key in keys}
    return [flow for flow in flows if assignment[flow["key"]] == index]
