"""The host's speed, for reading the rest of `make bench`: the median of five runs of a fixed loop of pure Python
(summing the first ten million integers), in milliseconds, printed alone. On a virtual machine whose host is shared
the same work takes a fifth or a third longer from one hour to the next; every timing of the run moves with it."""

import statistics
import time


def once():
    start = time.perf_counter()
    sum(range(10_000_000))
    return (time.perf_counter() - start) * 1000


print(f"{statistics.median(once() for _ in range(5)):.1f}")
