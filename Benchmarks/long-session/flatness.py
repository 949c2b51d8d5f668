"""Whether a long session stayed flat, as the bench report and `make soak` both judge it, from one line of
`long_session.py` or of `runner-bench long-flow`.

Its CPU: the long app's last block against the costlier of the two fresh apps given the same work beside it. Two like
apps differ by tens of percent on a busy host (`freshPairCPURatio`); a session whose cost grows with its length costs
more than both, so the long app may cost at most 1.1× the costlier one (lines from before the fresh apps: the last
three blocks against the first three, then the last block against the first). Its memory: the app's peak may grow
at most 2 MiB after the first block, and the runner's (a long flow's) at most 2 MiB over the second half, once its
allocator has settled."""

CPU_LIMIT = 1.1
MEMORY_LIMIT_MIB = 2


def cpu_ratio(row):
    """The long app's CPU against the costlier fresh app's, or the older measures when the line has no fresh apps."""
    if "cpuRatioToFresh" in row:
        return row["cpuRatioToFresh"] / max(1.0, row.get("freshPairCPURatio", 1.0))
    return row.get("cpuRatioOfThrees", row.get("cpuRatio", row["ratio"]))


def app_growth_mib(row):
    """How far the app's peak memory grew after the first block, in MiB."""
    return (row["peakKiBAtEnd"] - row["peakKiBAfterFirstBlock"]) / 1024


def runner_growth_mib(row):
    """How far the runner's peak memory grew over the second half, in MiB (0 for a piped session)."""
    return (row.get("runnerPeakKiBAtEnd", 0) - row.get("runnerPeakKiBAtHalf", 0)) / 1024


def flat(row):
    """Whether the session stayed flat in CPU and memory."""
    return (cpu_ratio(row) <= CPU_LIMIT and app_growth_mib(row) <= MEMORY_LIMIT_MIB
            and runner_growth_mib(row) <= MEMORY_LIMIT_MIB)
