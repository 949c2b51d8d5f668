"""The agent loop's part of make bench's report and summary.json, from the line agent_loop_bench.py left in
agent-loop.jsonl and the one red_to_line_bench.py left in red-to-line.jsonl."""


def section(rows):
    """The report's section: Markdown lines, none when the loop was not measured."""
    if not rows:
        return []
    row = rows[-1]
    mcp, shell = row["redToSeenMCP"], row["redToSeenShell"]
    failing = mcp["redToFailingState"]
    return [
        "",
        "## The agent's loop: from a failing flow to its live failing state",
        "",
        "A flow of the agent-loop fixtures that fails after about twenty steps (Tests/AcceptanceFixtureFlows/AgentLoopFlows.swift), reached",
        "two ways: over MCP, `run_flows` then `debug_flow`, which ends in a live app at the failure; the shell way, ",
        "`make acceptance FILTER=…` then `make trace CASE=…`, which ends reading a trace. Each way builds first (a",
        "build with nothing to do).",
        "",
        "| way | calls | bytes read | seconds | ends in |",
        "|---|---:|---:|---:|---|",
        f"| MCP | {mcp['calls']} | {mcp['bytes']:,} | {mcp['seconds']:.2f} | the live app at the failure |",
        f"| shell | {shell['commands']} | {shell['bytes']:,} | {shell['seconds']:.2f} | a trace |",
        "",
        f"`debug_flow` on it, the latest run's failure replayed ({mcp['debugStepsReplayed']} steps), no build: "
        f"{mcp['debugMedianMs']:.1f} ms median, {mcp['debugMaxMs']:.1f} ms at worst (goal: under 1 s). `tools/list`: "
        f"{row['toolsListBytes']:,} bytes (goal: at most 6 KB).",
        "",
        f"Red to the failing state, for a failed `#expect` in the middle of a flow that goes on: over MCP, "
        f"{failing['calls']} calls (`run_flows`, then `debug_flow`, which opens the app at the failure, not where the "
        f"flow ended), {failing['bytes']:,} bytes, {failing['seconds']:.2f} s (goal: at most 3 calls).",
    ]


def figures(rows):
    """The figures under stable names for summary.json."""
    if not rows:
        return {}
    row = rows[-1]
    mcp, shell = row["redToSeenMCP"], row["redToSeenShell"]
    return {
        "agent_red_to_seen_mcp_calls": mcp["calls"],
        "agent_red_to_seen_mcp_bytes": mcp["bytes"],
        "agent_red_to_seen_mcp_s": mcp["seconds"],
        "agent_red_to_seen_shell_commands": shell["commands"],
        "agent_red_to_seen_shell_bytes": shell["bytes"],
        "agent_red_to_seen_shell_s": shell["seconds"],
        "agent_debug_flow_median_ms": mcp["debugMedianMs"],
        "agent_debug_flow_max_ms": mcp["debugMaxMs"],
        "agent_debug_flow_steps": mcp["debugStepsReplayed"],
        "agent_red_to_failing_state_calls": mcp["redToFailingState"]["calls"],
        "agent_red_to_failing_state_bytes": mcp["redToFailingState"]["bytes"],
        "agent_red_to_failing_state_s": mcp["redToFailingState"]["seconds"],
        "mcp_tools_list_bytes": row["toolsListBytes"],
    }


def red_to_line_section(rows):
    """The report's lines for "red to the line": none when it was not measured."""
    if not rows:
        return []
    row = rows[-1]
    named = f"named {row['line']} (planted at {row['fault']})" if row["line"] else f"never named {row['fault']}"
    return [
        "",
        "## Red to the line: from a broken model to the line at fault",
        "",
        "A regression planted in the example app's model (Examples/Countdown: Reset puts back a second less), then an",
        "agent's calls, `run_flows` and `debug_flow`, until an answer names the line at fault or the line beside it.",
        "",
        f"{row['calls']} MCP call{'' if row['calls'] == 1 else 's'}, {row['bytes']:,} bytes of answers, "
        f"{row['seconds']:.2f} s (builds included): {named} (goal: at most {row['goalCalls']} calls).",
    ]


# Red to the line's figures in summary.json, by the field of red-to-line.jsonl each comes from.
RED_TO_LINE_FIGURES = {"agent_red_to_line_calls": "calls", "agent_red_to_line_bytes": "bytes",
                       "agent_red_to_line_s": "seconds", "agent_red_to_line_goal_calls": "goalCalls"}


def red_to_line_figures(rows):
    """Red to the line's figures under stable names for summary.json; none when it was not measured, or named no
    line."""
    if not rows or not rows[-1]["line"]:
        return {}
    return {name: rows[-1][field] for name, field in RED_TO_LINE_FIGURES.items()}
