"""What the benchmark report and the figures in docs/benchmarks.md both need: the measures set beside an earlier
build, and how a quantity is written."""

# The measures set beside an earlier build (scripts/bench_compare.sh): title, the field of each line, its unit.
COMPARED = (("tap_settled", "tap → settled", "medianMicroseconds", "us"),
            ("wake", "wake after the newest state", "medianMicroseconds", "us"),
            ("launch_at_runner", "launch to first screen (at the runner)", "medianMicroseconds", "us"),
            ("story", "the user story", "medianMicroseconds", "us"),
            ("cache_fanout", "cache: 10,000 callers, one city", "medianMilliseconds", "ms"),
            ("cache_fanout_peak", "cache: 10,000 callers, one city, peak memory", "peakMemoryKiB", "kib"),
            ("cache_cities", "cache: 1,000 cities × 10 callers", "medianMilliseconds", "ms"),
            ("cache_cities_peak", "cache: 1,000 cities × 10 callers, peak memory", "peakMemoryKiB", "kib"),
            ("expect_wake", "`expect` wake in a unit test", "medianWakeMicroseconds", "us"))


def quantity(value, unit):
    """`value` in `unit` (us, ms or kib) as a person reads it: µs below a millisecond, else ms; KiB as MiB."""
    if unit == "kib":
        return f"{value / 1024:.1f} MiB"
    if unit == "ms" or value >= 1000:
        return f"{(value if unit == 'ms' else value / 1000):.2f} ms"
    return f"{value:.0f} µs"
