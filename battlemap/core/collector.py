"""The process's cyclic garbage collector, tuned for live overlays.

A batch of results (`rules.evaluate_pairs`) leaves thousands of young
objects that nearly all die by reference counting at the next update (the
overlays drop the old results). At Python's default threshold (700
allocations) the collector walks them while they are still alive, once or
twice per dragged square, and each pass promotes them toward the full
collection that walks every object of the process (~100 ms). Measured on
the benchmark dungeon: 0.6–1.1 ms of every token move and 15–20% of a full
matrix went to collections that found nothing. A larger first generation
lets them die first; a pass then walks at most this many objects (~2 ms).

The app and the command line set it at start (`battlemap.cli.main`); the
benchmarks do the same to measure what the app runs."""

from __future__ import annotations

import gc

YOUNG_THRESHOLD = 20_000  # allocations (less deallocations) between young collections


def tune_collector() -> None:
    """Raise the first generation's threshold, keeping the others."""
    young, older, oldest = gc.get_threshold()
    gc.set_threshold(max(YOUNG_THRESHOLD, young), older, oldest)
