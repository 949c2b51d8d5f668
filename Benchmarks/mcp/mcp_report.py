"""The MCP server's part of make bench's report and summary.json, from the line mcp_bench.py left in mcp.jsonl."""


def section(rows):
    """The report's section: Markdown lines, none when the server was not measured."""
    if not rows:
        return []
    row = rows[-1]
    whole = f"{row['actions']} actions, {{}} show a screen whole"
    return [
        "",
        "## The MCP server, as an agent drives it",
        "",
        "The stories of `make mcp-client` (Tests/MCPClient/stories.py) over MCP 2026-07-28, each action answered as",
        "designed (the lines that changed since the screen was last shown; the whole screen the first time a screen",
        "shows) against the same stories answered with the whole screen after every action, as other servers answer:",
        "all of them in one session, one after another with a `relaunch` on a fresh data directory between them, as",
        "an agent runs them, and each story in a session of its own. A tap timed over a plain JSON-RPC pipe against",
        "the release build, from the request written to the answer read, the app settled in between.",
        "",
        "| measure | as designed | whole screen after every action | ratio | goal |",
        "|---|---:|---:|---:|---|",
        ratio_row(f"bytes of the actions' answers, the stories in one session "
                  f"({whole.format(row['oneSessionWholeScreenActions'])})",
                  row["oneSessionActionBytesDesigned"], row["oneSessionActionBytesWholeScreen"],
                  row["oneSessionActionBytesRatio"], goal=0.3),
        ratio_row(f"bytes of every answer, in one session ({row['oneSessionStoryCalls']} calls)",
                  row["oneSessionBytesDesigned"], row["oneSessionBytesWholeScreen"], row["oneSessionBytesRatio"]),
        ratio_row(f"bytes of the actions' answers, each story in a session of its own "
                  f"({whole.format(row['wholeScreenActions'])})",
                  row["actionBytesDesigned"], row["actionBytesWholeScreen"], row["actionBytesRatio"], goal=0.3),
        ratio_row(f"… of the {row['sameScreenActions']} actions that stayed on one screen",
                  row["sameScreenBytesDesigned"], row["sameScreenBytesWholeScreen"], row["sameScreenBytesRatio"]),
        ratio_row(f"bytes of every answer, each story in a session of its own ({row['storyCalls']} calls)",
                  row["bytesDesigned"], row["bytesWholeScreen"], row["bytesRatio"]),
        "",
        "| measure | figure | goal |",
        "|---|---:|---|",
        f"| tool calls to add a trip through the suggestions, one a step | {row['tripCallsOneByOne']} | |",
        f"| the same with batch | {row['tripCallsBatched']} | |",
        f"| a tap over MCP, median of {row['taps']} (90th percentile {row['tapP90Ms']:.2f} ms) | "
        f"{row['tapMedianMs']:.2f} ms | ≤ 2 ms{' ✓' if row['tapMedianMs'] <= 2 else ' ✗'} |",
    ]


def ratio_row(measure, designed, whole, ratio, goal=None):
    """A row of the bytes table: both ways, their ratio and, for the goal's rows, whether it is met."""
    verdict = "" if goal is None else f"≤ {goal}×{' ✓' if ratio <= goal else ' ✗'}"
    return f"| {measure} | {designed:,} | {whole:,} | {ratio:.2f}× | {verdict} |"


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
        "mcp_actions": row["actions"],
        "mcp_whole_screen_actions": row["wholeScreenActions"],
        "mcp_action_bytes_designed_one_session": row["oneSessionActionBytesDesigned"],
        "mcp_action_bytes_whole_screen_one_session": row["oneSessionActionBytesWholeScreen"],
        "mcp_action_bytes_ratio_one_session": row["oneSessionActionBytesRatio"],
        "mcp_whole_screen_actions_one_session": row["oneSessionWholeScreenActions"],
        "mcp_bytes_designed_one_session": row["oneSessionBytesDesigned"],
        "mcp_bytes_whole_screen_one_session": row["oneSessionBytesWholeScreen"],
        "mcp_bytes_ratio_one_session": row["oneSessionBytesRatio"],
        "mcp_story_calls_one_session": row["oneSessionStoryCalls"],
        "mcp_tap_median_ms": row["tapMedianMs"],
        "mcp_tap_p90_ms": row["tapP90Ms"],
    }
