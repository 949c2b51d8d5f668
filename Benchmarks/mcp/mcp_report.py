"""The MCP server's part of make bench's report and summary.json, from the line mcp_bench.py left in mcp.jsonl."""


def section(rows):
    """The report's section: Markdown lines, none when the server was not measured."""
    if not rows:
        return []
    row = rows[-1]
    ratio = row["actionBytesRatio"]
    return [
        "",
        "## The MCP server, as an agent drives it",
        "",
        "The stories of `make mcp-client` (Tests/MCPClient/stories.py) over MCP 2026-07-28, each action answered as",
        "designed (the lines that changed since the screen last shown; the whole screen when another screen shows)",
        "against the same stories answered with the whole screen after every action, as other servers answer; a tap",
        "timed over a plain JSON-RPC pipe against the release build, from the request written to the answer read,",
        "the app settled in between.",
        "",
        "| measure | as designed | whole screen after every action | ratio | goal |",
        "|---|---:|---:|---:|---|",
        f"| bytes of the actions' answers | {row['actionBytesDesigned']:,} | {row['actionBytesWholeScreen']:,} | "
        f"{ratio:.2f}× | ≤ 0.3×{' ✓' if ratio <= 0.3 else ' ✗'} |",
        f"| … of the {row['sameScreenActions']} actions that stayed on one screen | "
        f"{row['sameScreenBytesDesigned']:,} | {row['sameScreenBytesWholeScreen']:,} | "
        f"{row['sameScreenBytesRatio']:.2f}× | |",
        f"| bytes of every answer ({row['storyCalls']} calls) | {row['bytesDesigned']:,} | "
        f"{row['bytesWholeScreen']:,} | {row['bytesRatio']:.2f}× | |",
        "",
        "| measure | figure | goal |",
        "|---|---:|---|",
        f"| tool calls to add a trip through the suggestions, one a step | {row['tripCallsOneByOne']} | |",
        f"| the same with batch | {row['tripCallsBatched']} | |",
        f"| a tap over MCP, median of {row['taps']} (90th percentile {row['tapP90Ms']:.2f} ms) | "
        f"{row['tapMedianMs']:.2f} ms | ≤ 2 ms{' ✓' if row['tapMedianMs'] <= 2 else ' ✗'} |",
    ]


def figures(rows):
    """The figures under stable names for summary.json."""
    if not rows:
        return {}
    row = rows[-1]
    return {
        "mcp_action_bytes_designed": row["actionBytesDesigned"],
        "mcp_action_bytes_whole_screen": row["actionBytesWholeScreen"],
        "mcp_action_bytes_ratio": row["actionBytesRatio"],
        "mcp_same_screen_actions": row["sameScreenActions"],
        "mcp_same_screen_bytes_designed": row["sameScreenBytesDesigned"],
        "mcp_same_screen_bytes_whole_screen": row["sameScreenBytesWholeScreen"],
        "mcp_same_screen_bytes_ratio": row["sameScreenBytesRatio"],
        "mcp_bytes_designed": row["bytesDesigned"],
        "mcp_bytes_whole_screen": row["bytesWholeScreen"],
        "mcp_bytes_ratio": row["bytesRatio"],
        "mcp_story_calls": row["storyCalls"],
        "mcp_trip_calls_one_by_one": row["tripCallsOneByOne"],
        "mcp_trip_calls_batched": row["tripCallsBatched"],
        "mcp_tap_median_ms": row["tapMedianMs"],
        "mcp_tap_p90_ms": row["tapP90Ms"],
    }
