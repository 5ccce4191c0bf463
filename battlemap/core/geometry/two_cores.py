"""Long line batches on two cores.

The compiled line walks release the GIL (`nogil`), so a long batch cut in
pieces runs at once on the calling thread and on one worker thread: a
laptop's second core is otherwise idle while the GM drags. The pieces are
claimed one at a time by whichever thread is free, and the calling thread
waits only for pieces the worker has begun: when the second core is busy
elsewhere and the worker is late, the caller walks the whole batch itself
rather than waiting for it (a fixed half handed over would cost the
worker's lateness, which under load is a scheduler slice, several ms).
Short batches run whole, where handing over would cost more than it saves."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import numpy as np

SPLIT_FROM = 512  # lines: from about here, two threads at once beat one whole walk
PIECES = 4  # per batch: fine enough that a late worker leaves little to wait for

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
    `per_line` (arrays with one entry per line), run in pieces on two
    threads from `from_size` lines on. `rows`: the walk returns row arrays
    whose first is the line index (a later piece's are shifted back); else
    one array with one entry (or row) per line. `weights`: each entry's
    expected cost, to cut pieces that cost alike (else by count)."""
    n = len(args[per_line[0]])
    if not enabled or n < from_size:
        return walk(*args)

    def piece(lo: int, hi: int):
        return walk(*(a[lo:hi] if k in per_line else a for k, a in enumerate(args)))

    done = in_pieces(piece, n, weights)
    if not rows:
        return np.concatenate([out for out, _ in done])
    return tuple(np.concatenate([out[k] + lo if k == 0 else out[k] for out, lo in done])
                 for k in range(len(done[0][0])))


def cuts(n: int, weights: np.ndarray | None, pieces: int) -> list[int]:
    """0 = c0 < c1 < ... = n: `pieces` ranges of n items (fewer when n is
    small) holding about as much weight each (else as many items)."""
    pieces = max(1, min(pieces, n))
    if weights is None:
        inner = [n * k // pieces for k in range(1, pieces)]
    else:
        total = np.cumsum(weights)
        inner = np.searchsorted(total, total[-1] * np.arange(1, pieces) / pieces).tolist()
    return sorted({0, n, *(min(max(int(c), 1), n - 1) for c in inner)})


def in_pieces(work: Callable[[int, int], object], n: int, weights: np.ndarray | None = None,
              pieces: int = PIECES) -> list[tuple[object, int]]:
    """[(work(lo, hi), lo)] over consecutive pieces of n items, in order,
    walked by this thread and the worker thread at once (`work` should spend
    its time in compiled code that releases the GIL). Each thread claims
    the next piece when it is free; this one waits only for pieces the
    worker has begun."""
    bounds = cuts(n, weights, pieces)
    count = len(bounds) - 1
    results: list = [None] * count
    lock = threading.Lock()
    state = {"next": 0, "busy": 0, "closed": False}
    idle = threading.Event()

    def claim(by_worker: bool) -> int | None:
        with lock:
            k = state["next"]
            if k >= count or (by_worker and state["closed"]):
                return None
            state["next"] = k + 1
            state["busy"] += by_worker
            return k

    def walk(by_worker: bool) -> None:
        while (k := claim(by_worker)) is not None:
            try:
                results[k] = work(bounds[k], bounds[k + 1])
            finally:
                if by_worker:
                    with lock:
                        state["busy"] -= 1
                        if state["closed"] and not state["busy"]:
                            idle.set()

    late = _worker().submit(walk, True)
    walk(False)
    with lock:
        state["closed"] = True  # every piece is claimed: a late worker finds nothing
        waiting = state["busy"] > 0
    if waiting:
        idle.wait()
    if any(out is None for out in results):
        late.result()  # the worker failed on a piece: its error, raised here
    return [(results[k], bounds[k]) for k in range(count)]
