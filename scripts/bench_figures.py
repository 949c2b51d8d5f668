"""Writes the figures of one `make bench` into docs/benchmarks.md, between its markers, from that run's summary.json.

    python3 scripts/bench_figures.py .build/bench/summary.json docs/benchmarks.md

`make bench` runs it after the report, so the figures the documents quote are always one run's, never retyped. A
figure the summary lacks (a part of the run that was skipped or failed) is shown as "—". Everything outside the
markers is left as it is.
"""
import json
import os
import sys
import textwrap

from bench_measures import COMPARED, quantity

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "acceptance"))
import growth as suite_growth  # noqa: E402

BEGIN = "<!-- bench-figures:begin: written by make bench from .build/bench/summary.json; do not edit by hand -->"
END = "<!-- bench-figures:end -->"
MISSING = "—"


class Figures:
    """Reads one summary: each method gives a figure as text, or MISSING when the run did not measure it."""

    def __init__(self, summary):
        self.summary = summary

    def __contains__(self, key):
        return self.summary.get(key) is not None

    def value(self, key, scale=1.0, digits=1, suffix=""):
        if key not in self:
            return MISSING
        return f"{self.summary[key] * scale:,.{digits}f}{suffix}"

    def ratio(self, numerator, denominator, digits=2):
        if numerator not in self or denominator not in self or not self.summary[denominator]:
            return MISSING
        return f"{self.summary[numerator] / self.summary[denominator]:.{digits}f}×"

    def share(self, key):
        return self.value(key, scale=100, digits=0, suffix="%")

    def count(self, key, noun):
        """`1 fetch`, `1,000 fetches`."""
        if key not in self:
            return f"{MISSING} {noun}es"
        return f"{self.summary[key]:,} {noun}{'' if self.summary[key] == 1 else 'es'}"

    def mib(self, key):
        return self.value(key, scale=1 / 1024, digits=1, suffix=" MiB")


def header(f):
    s = f.summary
    load = s.get("load_average_1_5_15") or []
    where = ", ".join(part for part in (
        f"{s['cores']} cores" if "cores" in f else "",
        s.get("machine", ""),
        f"load average {load[0]:.2f} (1 min) and {load[1]:.2f} (5 min) half way through" if len(load) >= 2 else "",
    ) if part)
    date = s["date"][:16].replace("T", " ") + " UTC" if "date" in f else "an unknown date"
    lines = [f"From one `make bench` ({date}; {where}), every figure a median measured in that one run."]
    if "host_gauge_start_ms" in s and "host_gauge_end_ms" in s:
        lines[0] += (f" The host's speed (`Benchmarks/host-gauge.py`, a fixed loop of pure Python): "
                     f"{f.value('host_gauge_start_ms', digits=1, suffix=' ms')} at the start, "
                     f"{f.value('host_gauge_end_ms', digits=1, suffix=' ms')} at the end (`host_gauge_*`); every "
                     "timing here moves with it.")
    return lines


def story(f):
    rows = [("our runner, waits on the app's pushed updates", "story_ms"),
            ("the same runner, waits polling on Playwright's own retries: 0, 20, 50, 100, 100, 500 ms, then 500",
             "story_poll_playwright_ms"),
            ("the same runner, waits polling every 200 ms, Maestro's settle", "story_poll_200ms_ms"),
            ("the same runner, waits polling every 1 s, XCUITest's waits", "story_poll_1s_ms"),
            ("pexpect typing into the interactive shell on a pty", "story_pexpect_ms")]
    lines = ["| one user story (launch, open Seattle, back, new trip through the suggestions, save, see it) "
             "| median | ratio |", "|---|---:|---:|"]
    for title, key in rows:
        lines.append(f"| {title} (`{key}`) | {f.value(key, digits=1, suffix=' ms')} | "
                     f"{f.ratio(key, 'story_ms', digits=1)} |")
    return lines


def runner(f):
    flows = f.summary.get("suite_x1_flow_runs")
    suite = f"the acceptance suite{f', {flows} flows' if flows else ''} in parallel (`suite_s`)"
    return [
        "| the runner against the app | median | target |", "|---|---:|---:|",
        "| launch to first screen, spawn to hello (`launch_ms`), against a Swift program that loads Foundation and "
        f"prints (`foundation_floor_ms`) | {f.value('launch_ms', digits=2, suffix=' ms')} against "
        f"{f.value('foundation_floor_ms', digits=2, suffix=' ms')}: {f.ratio('launch_ms', 'foundation_floor_ms')} "
        "| ≤ 2× |",
        "| launch to first screen, at the runner (`launch_at_runner_us`) | "
        f"{f.value('launch_at_runner_us', scale=1e-3, digits=1, suffix=' ms')} | < 30 ms |",
        f"| tap to settled screen (`tap_settled_ms`) | {f.value('tap_settled_ms', digits=2, suffix=' ms')} | < 1 ms |",
        "| wake after the condition turns true (`wake_us`, from the state that met the wait) | "
        f"{f.value('wake_us', digits=0, suffix=' µs')} | < 1 ms |",
        "| a wait on one cell's label among 1,000 rows waking (`wake_rows_us`) | "
        f"{f.value('wake_rows_us', digits=0, suffix=' µs')} | ≤ 200 µs |",
        "| a label query over 1,000 elements, in process (`query_label_us`) | "
        f"{f.value('query_label_us', scale=1e-3, digits=2, suffix=' ms')} | < 1 ms |",
        "| a predicate query over 1,000 elements (`query_predicate_us`) | "
        f"{f.value('query_predicate_us', scale=1e-3, digits=2, suffix=' ms')} | < 1 ms |",
        f"| {suite} | {f.value('suite_s', digits=2, suffix=' s')} | < 10 s |",
    ]


def waiting(f):
    return [
        "| waiting and caching | median | against |", "|---|---:|---:|",
        "| `expect` wakes after its condition turns true (`expect_wake_us`); CPU per 200 ms wait: "
        f"{f.value('expect_cpu_ms_per_200ms_wait', digits=0, suffix=' ms')} | "
        f"{f.value('expect_wake_us', digits=0, suffix=' µs')} | a 10 ms sleep loop: "
        f"{f.ratio('sleepLoop10ms_wake_us', 'expect_wake_us', digits=1)} later; main-queue polling (the classic "
        f"XCTest helper): {f.value('mainQueuePolling_wake_us', digits=0, suffix=' µs')}, but "
        f"{f.value('mainQueuePolling_cpu_ms_per_200ms_wait', digits=0, suffix=' ms')} of CPU per 200 ms wait |",
        "| 10,000 concurrent callers for one city (`cache_fanout_ms`): "
        f"{f.count('cache_fanout_fetches', 'fetch')} | {f.value('cache_fanout_ms', digits=1, suffix=' ms')} | "
        "a cache of answers only, "
        f"{f.count('cache_fanout_answers_only_fetches', 'fetch')}: "
        f"{f.value('cache_fanout_answers_only_ms', digits=1, suffix=' ms')}, "
        f"{f.ratio('cache_fanout_ms', 'cache_fanout_answers_only_ms')} (target ≤ 1.5×) |",
        f"| 1,000 cities × 10 callers (`cache_cities_ms`): {f.count('cache_cities_fetches', 'fetch')} | "
        f"{f.value('cache_cities_ms', digits=1, suffix=' ms')} | answers only, "
        f"{f.count('cache_cities_answers_only_fetches', 'fetch')}: "
        f"{f.value('cache_cities_answers_only_ms', digits=1, suffix=' ms')}, "
        f"{f.ratio('cache_cities_ms', 'cache_cities_answers_only_ms')} |",
    ]


def baseline(f):
    s = f.summary
    old = s.get("baseline_commit")
    if not old:
        return ["No earlier build was set beside this one (`BENCH_BASELINE` was empty)."]
    worse = s.get("figures_worse_than_baseline", MISSING)
    lines = [f"Against commit {old}'s build in the same run (`*_vs_baseline`; worse only when today's was the slower "
             "in so many of the alternating rounds that chance would give as many less than one time in twenty): "
             f"{worse} figures worse (`figures_worse_than_baseline`).", "",
             f"| measure | today | {old} | ratio | today slower in |", "|---|---:|---:|---:|---:|"]
    for measure, title, _, unit in COMPARED:
        now, then = s.get(f"{measure}_now_beside_baseline_{unit}"), s.get(f"{measure}_baseline_{unit}")
        if now is None or then is None:
            continue
        rounds = str(s.get(f"{measure}_rounds_slower_than_baseline", MISSING)).replace("/", " of ")
        lines.append(f"| {title} | {quantity(now, unit)} | {quantity(then, unit)} | "
                     f"{f.value(f'{measure}_vs_baseline', digits=2, suffix='×')} | {rounds} |")
    return lines


def launch_profile(f):
    return [
        f"Launch, profiled: the app maps {f.value('profile_launch_libraries', digits=0)} libraries and the loader "
        f"makes {f.value('profile_launch_relocations', digits=0)} relocations (linked to the shared Swift libraries: "
        f"{f.value('profile_launch_shared_libraries_libraries', digits=0)} libraries, "
        f"{f.value('profile_launch_shared_libraries_ms', digits=2, suffix=' ms')} to the hello). Of the app's CPU at "
        f"launch ({f.value('profile_cpu_total_ms', digits=1, suffix=' ms')} under perf) the kernel (exec, page "
        f"faults) takes {f.share('profile_share_kernel')}, the dynamic loader {f.share('profile_share_loader')}, and "
        f"from `main` on {f.share('profile_share_main')}, of which the stubs {f.share('profile_share_stubs')}, the "
        f"app model {f.share('profile_share_model')}, the trips file {f.share('profile_share_trips')}.",
    ]


def long_session(f):
    commands = f.value("long_protocol_commands", digits=0)
    lines = [f"| a long session against one app, {commands} commands | the app's CPU in its last block, against a "
             "fresh app's given the same commands beside it (`*_cpu_ratio_to_fresh`) | a second fresh app against "
             "the first (`*_fresh_pair_cpu_ratio`) | peak memory, after the first block → at the end |",
             "|---|---:|---:|---:|"]
    for title, key in (("protocol requests, `tap trips.add` / `back`", "long_protocol"),
                       ("a piped shell session, `tap trip.seattle` / `back`", "long_piped")):
        lines.append(
            f"| {title} (`{key}_*`) | {f.value(f'{key}_last_block_cpu_s', digits=2, suffix=' s')} against "
            f"{f.value(f'{key}_fresh_app_cpu_s', digits=2, suffix=' s')}: "
            f"{f.value(f'{key}_cpu_ratio_to_fresh', digits=2, suffix='×')} | "
            f"{f.value(f'{key}_fresh_pair_cpu_ratio', digits=2, suffix='×')} | "
            f"{f.mib(f'{key}_peak_kib_first_block')} → {f.mib(f'{key}_peak_kib_end')} |")
    return lines


def long_lists(f):
    sizes = sorted({int(key.split("_")[2]) for key in f.summary if key.startswith("rows_protocol_")
                    and key.endswith("_ms") and key.split("_")[2].isdigit()})
    if not sizes:
        return ["No long lists were measured in this run (`rows_*`)."]
    lines = ["| a list of N trips: tap the first, then back | over the protocol, per request (`rows_protocol_N_ms`) "
             "| piped, per command (`rows_piped_N_ms`) | the app's peak memory (`rows_app_peak_kib_N`) |",
             "|---:|---:|---:|---:|"]
    for size in sizes:
        lines.append(f"| {size:,} | {f.value(f'rows_protocol_{size}_ms', digits=3, suffix=' ms')} | "
                     f"{f.value(f'rows_piped_{size}_ms', digits=2, suffix=' ms')} | "
                     f"{f.mib(f'rows_app_peak_kib_{size}')} |")
    if "rows_protocol_2000_vs_10" in f:
        lines += ["", f"2,000 rows against 10: {f.value('rows_protocol_2000_vs_10', digits=2, suffix='×')} per request "
                  "(`rows_protocol_2000_vs_10`)."]
    return lines


def mcp(f):
    if "mcp_action_bytes_ratio" not in f:
        return ["The MCP server was not measured in this run (`mcp_*`)."]
    return [
        "| the MCP stories (Tests/MCPClient/stories.py) as an agent drives them | as designed | the whole screen after "
        "every action | ratio |",
        "|---|---:|---:|---:|",
        f"| bytes of the actions' answers, the stories in one session (`mcp_action_bytes_*_one_session`; goal ≤ 0.3×) | "
        f"{f.value('mcp_action_bytes_designed_one_session', digits=0)} | "
        f"{f.value('mcp_action_bytes_whole_screen_one_session', digits=0)} | "
        f"{f.value('mcp_action_bytes_ratio_one_session', digits=2, suffix='×')} |",
        f"| bytes of every answer, in one session (`mcp_bytes_*_one_session`) | "
        f"{f.value('mcp_bytes_designed_one_session', digits=0)} | "
        f"{f.value('mcp_bytes_whole_screen_one_session', digits=0)} | "
        f"{f.value('mcp_bytes_ratio_one_session', digits=2, suffix='×')} |",
        f"| bytes of the actions' answers, each story in a session of its own (`mcp_action_bytes_*`; goal ≤ 0.3×) | "
        f"{f.value('mcp_action_bytes_designed', digits=0)} | {f.value('mcp_action_bytes_whole_screen', digits=0)} | "
        f"{f.value('mcp_action_bytes_ratio', digits=2, suffix='×')} |",
        f"| bytes of every answer, each story in a session of its own (`mcp_bytes_*`) | "
        f"{f.value('mcp_bytes_designed', digits=0)} | {f.value('mcp_bytes_whole_screen', digits=0)} | "
        f"{f.value('mcp_bytes_ratio', digits=2, suffix='×')} |",
        "",
        f"Tool calls to add a trip through the suggestions: {f.value('mcp_trip_calls_one_by_one', digits=0)} one a "
        f"step, {f.value('mcp_trip_calls_batched', digits=0)} with batch (`mcp_trip_calls_*`). A tap over MCP: "
        f"{f.value('mcp_tap_median_ms', digits=2, suffix=' ms')} median, "
        f"{f.value('mcp_tap_p90_ms', digits=2, suffix=' ms')} at the 90th percentile (`mcp_tap_*`; goal ≤ 2 ms).",
        "",
        *agent_loop(f),
    ]


def agent_loop(f):
    if "agent_debug_flow_median_ms" not in f:
        return ["The agent's loop was not measured in this run (`agent_*`)."]
    return [
        f"From a failing flow to its live failing state (`agent_red_to_seen_*`): over MCP, "
        f"{f.value('agent_red_to_seen_mcp_calls', digits=0)} calls, "
        f"{f.value('agent_red_to_seen_mcp_bytes', digits=0)} bytes, "
        f"{f.value('agent_red_to_seen_mcp_s', digits=2, suffix=' s')}, ending in the live app; the shell way "
        f"(`make acceptance`, then `make trace`), {f.value('agent_red_to_seen_shell_commands', digits=0)} commands, "
        f"{f.value('agent_red_to_seen_shell_bytes', digits=0)} bytes, "
        f"{f.value('agent_red_to_seen_shell_s', digits=2, suffix=' s')}, ending in a trace. `debug_flow` on a flow of "
        f"about twenty steps: {f.value('agent_debug_flow_median_ms', digits=1, suffix=' ms')} median "
        f"(`agent_debug_flow_median_ms`; goal under 1 s). `tools/list`: "
        f"{f.value('mcp_tools_list_bytes', digits=0)} bytes (`mcp_tools_list_bytes`; goal ≤ 6 KB).",
        "",
        f"Red to the failing state, for a failed `#expect` in the middle of a flow that goes on "
        f"(`agent_red_to_failing_state_*`): {f.value('agent_red_to_failing_state_calls', digits=0)} calls, "
        f"{f.value('agent_red_to_failing_state_bytes', digits=0)} bytes, "
        f"{f.value('agent_red_to_failing_state_s', digits=2, suffix=' s')}, ending in the live app at the failure, "
        f"not where the flow ended (goal ≤ 3 calls).",
    ]


def red_to_line(f):
    if "agent_red_to_line_calls" not in f:
        return ["Red to the line was not measured in this run (`agent_red_to_line_*`)."]
    return [
        f"Red to the line, from a regression planted in the example app's model to the answer that names the line at "
        f"fault or beside it (`agent_red_to_line_*`): {f.value('agent_red_to_line_calls', digits=0)} MCP "
        f"call{'' if f.summary['agent_red_to_line_calls'] == 1 else 's'}, "
        f"{f.value('agent_red_to_line_bytes', digits=0)} bytes of answers, "
        f"{f.value('agent_red_to_line_s', digits=2, suffix=' s')} with the builds (goal ≤ "
        f"{f.value('agent_red_to_line_goal_calls', digits=0)} calls).",
    ]


def growth(f):
    sizes = ", ".join(f.value(f"suite_x{size}_ms_per_flow_run", digits=0) for size in (1, 4, 10, 16))
    return [f"The suite's cost per flow run as it grows (`REPEAT=1`, `4`, `10`, `16`): {sizes} ms "
            f"(`suite_x*_ms_per_flow_run`); at ×16, {f.value('suite_x16_flow_runs', digits=0)} flow runs in "
            f"{f.value('suite_x16_s', digits=1, suffix=' s')} (`suite_x16_s`; goal ≤ 10 s), each app forked by the "
            f"fork server, against its CPU floor of {f.value('suite_x16_floor_s', digits=1, suffix=' s')} "
            f"(`suite_x16_floor_s`: the {f.value('suite_x16_cpu_s', digits=1, suffix=' s')} the machine's cores "
            f"were busy over the run, `suite_x16_cpu_s`, shared by the cores): "
            f"{f.value('suite_x16_to_floor', digits=2, suffix='×')} (`suite_x16_to_floor`; goal ≤ 1.5×); "
            f"with every app spawned instead (`TRIPS_FORK_SERVER=0`), "
            f"{f.value('suite_x16_spawned_s', digits=1, suffix=' s')} (`suite_x16_spawned_s`).",
            "",
            "| one flow run, as `withApp` pays it (`runner-bench flow-parts`) | forked (`flow_part_*`) | spawned "
            "(`flow_part_spawned_*`) |",
            "|---|---:|---:|"] + [
        f"| {title} | {f.value(f'flow_part_{name}_us', scale=1e-3, digits=2, suffix=' ms')} | "
        f"{f.value(f'flow_part_spawned_{name}_us', scale=1e-3, digits=2, suffix=' ms')} |"
        for name, title in ((suite_growth.flow_part_name(key), title) for key, title in suite_growth.FLOW_PARTS)]


def wrapped(line):
    """A paragraph wrapped at the documents' 120 columns; a table row as it is."""
    if line.startswith("|"):
        return line
    return textwrap.fill(line, width=120, break_long_words=False, break_on_hyphens=False)


def render(summary):
    """The Markdown between the markers for one run's summary."""
    f = Figures(summary)
    parts = [header(f), story(f), runner(f), waiting(f), baseline(f), launch_profile(f), long_session(f), long_lists(f),
             mcp(f), red_to_line(f), growth(f)]
    return "\n\n".join("\n".join(wrapped(line) for line in part) for part in parts)


def rewrite(document, summary):
    """`document` with the text between its markers replaced by the figures of `summary`; exactly one pair of
    markers must be there, in order."""
    return between(document, BEGIN, END, render(summary))


def between(document, begin, end, text):
    """`document` with `text` between its one pair of markers `begin` and `end` (scripts/explore_bench.py's too)."""
    if document.count(begin) != 1 or document.count(end) != 1 or document.index(begin) > document.index(end):
        raise ValueError(f"the document needs exactly one '{begin}' line followed by one '{end}' line")
    before, rest = document.split(begin, 1)
    _, after = rest.split(end, 1)
    return f"{before}{begin}\n{text}\n{end}{after}"


def main(arguments):
    if len(arguments) != 2:
        sys.exit("usage: bench_figures.py SUMMARY.json DOCUMENT.md")
    summary_path, document_path = arguments
    with open(summary_path, encoding="utf-8") as file:
        summary = json.load(file)
    with open(document_path, encoding="utf-8") as file:
        document = file.read()
    try:
        updated = rewrite(document, summary)
    except ValueError as error:
        sys.exit(f"bench_figures.py: {document_path}: {error}")
    with open(document_path, "w", encoding="utf-8") as file:
        file.write(updated)


if __name__ == "__main__":
    main(sys.argv[1:])
