"""What the benchmark scripts print about a list of timings (imported by them; run from the
repository root as ``python benchmarks/NAME.py``)."""

from __future__ import annotations

import statistics


def summary(times: list[float], *, mean: bool = True, counted: str = "") -> str:
    """``'median 9.68 ms, mean 44.6 ms, p90 129.9 ms, max 595 ms'`` (and ``(511 clicks)``)."""
    times = sorted(times)
    parts = [f"median {statistics.median(times) * 1000:6.2f} ms"]
    if mean:
        parts.append(f"mean {statistics.mean(times) * 1000:6.1f} ms")
    parts.append(f"p90 {times[int(0.9 * (len(times) - 1))] * 1000:6.1f} ms")
    parts.append(f"max {times[-1] * 1000:6.0f} ms")
    return ", ".join(parts) + (f" ({len(times)} {counted})" if counted else "")
