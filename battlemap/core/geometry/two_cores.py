"""Long line batches on two cores.

The compiled line walks release the GIL (`nogil`), so a long batch split in
two halves runs at once on the calling thread and on one worker thread: a
laptop's second core is otherwise idle while the GM drags. Short batches run
whole, where handing half over would cost more than it saves."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import numpy as np

SPLIT_FROM = 512  # lines: from about here, two halves at once beat one whole walk

_pool: list[ThreadPoolExecutor] = []
_pool_lock = threading.Lock()


def _worker() -> ThreadPoolExecutor:
    with _pool_lock:
        if not _pool:
            _pool.append(ThreadPoolExecutor(1, thread_name_prefix="battlemap-lines"))
        return _pool[0]


def split_lines(walk: Callable, args: tuple, per_line: tuple[int, ...], rows: bool,
                enabled: bool = True, from_size: int = SPLIT_FROM, weights: np.ndarray | None = None):
    """`walk(*args)` over the lines given by the arguments at positions
    `per_line` (arrays with one entry per line), run in two halves at once
    from `from_size` lines on. `rows`: the walk returns row arrays whose
    first is the line index (the second half's are shifted back); else one
    array with one entry (or row) per line. `weights`: each entry's
    expected cost, to split where the halves cost alike (else by count)."""
    n = len(args[per_line[0]])
    if not enabled or n < from_size:
        return walk(*args)

    def half(lo: int, hi: int):
        return walk(*(a[lo:hi] if k in per_line else a for k, a in enumerate(args)))

    (first, mid), (rest, _) = halves(half, n, weights)
    if not rows:
        return np.concatenate((first, rest))
    return tuple(np.concatenate((a, b + mid if k == 0 else b))
                 for k, (a, b) in enumerate(zip(first, rest)))


def halves(work: Callable[[int, int], object], n: int, weights: np.ndarray | None = None):
    """((work(0, mid), mid), (work(mid, n), n)): the two halves of n items
    at once, the second on the worker thread (`work` should spend its time
    in compiled code that releases the GIL). `weights`: each item's
    expected cost, to split where the halves cost alike (else by count)."""
    mid = n // 2
    if weights is not None:
        total = np.cumsum(weights)
        mid = min(max(int(np.searchsorted(total, total[-1] / 2)), 1), n - 1)
    second = _worker().submit(work, mid, n)
    first = work(0, mid)
    return (first, mid), (second.result(), n)
