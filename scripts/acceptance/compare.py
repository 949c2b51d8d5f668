"""A failed attempt of a flow set beside a passing one, step by step: what explains a flake.

The steps of the two are aligned by what they did (kind and command, as difflib aligns lines), and the first pair
whose outcome, screen or network requests differ (or a step only one of them took) is the first difference.
"""

import difflib

import trace_data


def _key(step):
    return (step["kind"], step["title"].split(" ")[0])


def align(left, right):
    """Pairs `(left step | None, right step | None)` of two lists of steps, in order."""
    pairs = []
    matcher = difflib.SequenceMatcher(a=[_key(s) for s in left], b=[_key(s) for s in right], autojunk=False)
    for tag, a0, a1, b0, b1 in matcher.get_opcodes():
        if tag == "equal":
            pairs.extend(zip(left[a0:a1], right[b0:b1]))
            continue
        common = min(a1 - a0, b1 - b0)
        pairs.extend(zip(left[a0:a0 + common], right[b0:b0 + common]))
        pairs.extend((step, None) for step in left[a0 + common:a1])
        pairs.extend((None, step) for step in right[b0 + common:b1])
    return pairs


def differs(pair):
    """Whether the two steps of a pair differ in what they did, how it went, what the network answered during it, or
    the screen they left."""
    left, right = pair
    if left is None or right is None:
        return True
    return (left["title"] != right["title"] or left["outcome"] != right["outcome"]
            or (left.get("requests") or []) != (right.get("requests") or [])
            or left.get("screenText") != right.get("screenText"))


def compare(failed, passed):
    """The comparison of two evidence documents: `{"pairs": [...], "first": index | None}`."""
    pairs = align(trace_data.flat_steps(failed), trace_data.flat_steps(passed))
    first = next((index for index, pair in enumerate(pairs) if differs(pair)), None)
    return {"pairs": pairs, "first": first}


def flaky_pairs(flow):
    """For each case of a flow that failed in one run and passed in another: `(name, failed, passed)`, the two runs as
    `(run, case)`: its first failed run beside the next that passed (a retry), else the last that passed before it (a
    repetition that passed, then failed)."""
    pairs = []
    names = []
    for run in flow["runs"]:
        for case in run["cases"]:
            if case["name"] not in names:
                names.append(case["name"])
    for name in names:
        ran = [(run, case) for run in flow["runs"] for case in run["cases"] if case["name"] == name]
        failed = next((index for index, (_, case) in enumerate(ran) if case["status"] == "failed"), None)
        if failed is None:
            continue
        passed = next((pair for pair in ran[failed + 1:] if pair[1]["status"] == "passed"), None) or next(
            (pair for pair in reversed(ran[:failed]) if pair[1]["status"] == "passed"), None)
        if passed and ran[failed][1].get("trace") and passed[1].get("trace"):
            pairs.append((name, ran[failed], passed))
    return pairs


def attempt_name(run, case):
    """`attempt 1 (failed)`, or `run 3 (failed)` for a repetition within one attempt."""
    where = f"attempt {run['attempt']}" + (f" run {run['iteration']}" if run["iteration"] > 1 else "")
    return f"{where} ({case['status']})"


def _clip(text, width):
    return (text if len(text) <= width else text[:width - 1] + "…").ljust(width)


def _cell(step, width):
    if step is None:
        return "(no such step)".ljust(width)
    return _clip(f"{trace_data.what(step)}: {step['outcome']} ({step['durationMilliseconds']:.0f} ms)", width)


def text(comparison, left_name, right_name, width=58):
    """The comparison as text: the aligned steps, `>>` at the first difference, then both screens there."""
    pairs, first = comparison["pairs"], comparison["first"]
    lines = [f"{left_name} beside {right_name}, step by step "
             + (f"(first difference: step {first + 1}, marked >>)" if first is not None else "(no step differs)"),
             f"     #  {left_name.ljust(width)}  {right_name}"]
    for index, pair in enumerate(pairs):
        mark = ">>" if index == first else ("~ " if differs(pair) else "  ")
        lines.append(f"{mark} {index + 1:3d}  {_cell(pair[0], width)}  {_cell(pair[1], width).rstrip()}")
        network = [", ".join((step or {}).get("requests") or []) for step in pair]
        if any(network):
            lines.append(f"        {_clip('  network ' + network[0] if network[0] else '', width)}  "
                         f"{_clip('  network ' + network[1] if network[1] else '', width).rstrip()}")
    if first is not None:
        for name, step in zip((left_name, right_name), pairs[first]):
            lines.append(f"\n-- {name}, step {first + 1}: the screen after it --")
            if step is None:
                lines.append("(no such step)")
                continue
            lines.extend(f"   {request}" for request in step.get("requests") or [])
            lines.append((step.get("screenText") or "(no screen)").rstrip("\n"))
    return "\n".join(lines) + "\n"
