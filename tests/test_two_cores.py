"""Long line batches split over two threads (geometry.two_cores) give the
same rows, in the same order, as one walk over the whole batch."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from battlemap.core.geometry import kernel, two_cores
from battlemap.core.geometry.board_geometry import BoardGeometry
from battlemap.core.geometry.lattice import SCALE
from battlemap.core.geometry.line_facts import cells_met, fog_grades
from battlemap.core.model import Board, Obscure, Segment, SegmentKind, Solid

pytestmark = pytest.mark.skipif(not kernel.COMPILED, reason="the split needs the compiled kernel")


def _board() -> BoardGeometry:
    rng = np.random.default_rng(5)
    board = Board(16, 16)
    board.solid[:] = rng.choice([Solid.EMPTY, Solid.WALL, Solid.LOW], size=(16, 16), p=[0.8, 0.12, 0.08])
    board.obscure[:] = rng.choice([Obscure.NONE, Obscure.FOG, Obscure.HEAVY_FOG], size=(16, 16),
                                  p=[0.8, 0.15, 0.05])
    kinds = list(SegmentKind)
    for k in range(12):
        (x0, y0), (x1, y1) = rng.integers(0, 17, (2, 2)).tolist()
        board.segments.append(Segment(kinds[k % len(kinds)], ((x0, y0), (x1, y1))))
    return BoardGeometry(board)


def _lines(n: int = 6000):
    rng = np.random.default_rng(9)
    half = SCALE // 2
    start = rng.integers(0, 33, (n, 2)) * half
    end = rng.integers(0, 33, (n, 2)) * half
    end[:300] = start[:300]  # points
    end[300:600, 1] = start[300:600, 1]  # runs along rows
    return start, end


def _both_threads(walk, seen: set[str]):
    """`walk`, noting the threads it runs on; each thread's first piece
    waits (a while at most) until the other thread has begun one, so that
    both threads walk some pieces however late either starts."""
    began = {True: threading.Event(), False: threading.Event()}  # by the worker?

    def named(*a):
        name = threading.current_thread().name
        seen.add(name)
        by_worker = name.startswith("battlemap-lines")
        began[by_worker].set()
        began[not by_worker].wait(10)
        return walk(*a)
    return named


def _whole_and_split(monkeypatch, call):
    """`call()` once with no split and once split at SPLIT_FROM = 1000, and
    the threads the split used."""
    monkeypatch.setattr(two_cores, "SPLIT_FROM", 10**9)
    whole = call()
    monkeypatch.setattr(two_cores, "SPLIT_FROM", 1000)
    seen: set[str] = set()
    walk_of = two_cores.split_lines

    def spying(walk, *args, **kwargs):
        return walk_of(_both_threads(walk, seen), *args, **kwargs)

    monkeypatch.setattr(two_cores, "split_lines", spying)
    return whole, call(), seen


def test_barrier_rows_split_equal_whole(monkeypatch):
    from battlemap.core.geometry import barriers

    geometry = _board()
    start, end = _lines()
    n = len(start)
    owners = np.zeros((n, 2), np.int64)
    owners[:, 0] = kernel.FREE
    own = np.zeros((n, 8), np.int64)
    monkeypatch.setattr(barriers, "split_lines", lambda *a, **k: two_cores.split_lines(*a, **k))
    whole, split, threads = _whole_and_split(
        monkeypatch, lambda: geometry.barriers.judge(start, end, owners, owners, own))
    assert len(threads) == 2
    assert len(whole.line) > 2000
    for field in ("line", "t", "elem", "nets"):
        assert np.array_equal(getattr(whole, field), getattr(split, field)), field


def test_cell_and_fog_walks_split_equal_whole(monkeypatch):
    from battlemap.core.geometry import line_facts

    geometry = _board()
    start, end = _lines()
    keep = geometry.board.solid != Solid.EMPTY
    boxes = np.zeros((len(start), 4), np.int64)
    monkeypatch.setattr(line_facts, "split_lines", lambda *a, **k: two_cores.split_lines(*a, **k))
    whole, split, threads = _whole_and_split(monkeypatch, lambda: cells_met(start, end, keep))
    assert len(threads) == 2 and len(whole.line) > 2000
    for field in ("line", "t", "x", "y"):
        assert np.array_equal(getattr(whole, field), getattr(split, field)), field
    whole, split, threads = _whole_and_split(monkeypatch, lambda: fog_grades(geometry, start, end, boxes))
    assert len(threads) == 2 and (whole == 2).sum() > 100
    assert np.array_equal(whole, split)


def test_weighted_pieces_hold_the_same_weight_and_give_the_same_answer():
    """With `weights`, the pieces hold about as much weight (not as many
    entries), and the answer is the whole walk's."""
    values = np.arange(100)
    weights = np.ones(100, np.int64)
    weights[:10] = 100  # the first tenth holds most of the work
    sizes: list[int] = []

    def walk(a):
        sizes.append(len(a))
        return a * 2

    out = two_cores.split_lines(walk, (values,), per_line=(0,), rows=False, from_size=2, weights=weights)
    assert (out == values * 2).all()
    # quarters of 1090: 3 pieces within the heavy first tenth, then the rest
    assert sizes and sorted(sizes) == [2, 3, 3, 92]


def test_a_late_worker_is_not_waited_for():
    """While the worker thread is held up (its core busy elsewhere), the
    calling thread walks every piece itself and returns without waiting;
    the worker, once free, finds nothing left."""
    release = threading.Event()
    two_cores._worker().submit(release.wait, 10)  # the worker is busy
    threads: set[str] = set()

    def work(lo, hi):
        threads.add(threading.current_thread().name)
        return np.arange(lo, hi)

    try:
        done = two_cores.in_pieces(work, 100)
        assert threads == {threading.current_thread().name}
        assert np.array_equal(np.concatenate([out for out, _ in done]), np.arange(100))
        assert [lo for _, lo in done] == [0, 25, 50, 75]
    finally:
        release.set()


def test_the_worker_s_error_is_raised():
    """A piece the worker fails on raises its error in the calling thread
    (which waits, in its first piece, until the worker has taken one)."""
    worker_took = threading.Event()

    def work(lo, hi):
        if threading.current_thread().name.startswith("battlemap-lines"):
            worker_took.set()
            raise ValueError("worker piece")
        worker_took.wait(10)
        return np.arange(lo, hi)

    with pytest.raises(ValueError):
        two_cores.in_pieces(work, 100)


def test_visible_fractions_in_two_halves_equal_one_whole_batch(monkeypatch):
    """A row of visible fractions swept in two halves at once (one on the
    worker thread) gives each pair the fraction one whole batch gives."""
    import sys
    from pathlib import Path

    from battlemap.core.geometry import shadow_sweep, visibility
    from battlemap.core.model import Change
    from battlemap.core.rules import Attack, evaluate_pairs

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
    from dungeon import make_dungeon

    doc = make_dungeon(side=40, n_tokens=16, n_segments=60, seed=7)
    attacker = next(iter(doc.tokens))
    pairs = [(attacker, t) for t in doc.tokens if t != attacker]

    def fractions() -> list[float]:
        doc.board.obscure[0, 0] ^= 1  # a new board revision: nothing kept
        doc.notify(Change("obscure", rect=(0, 0, 1, 1)))
        return [r.visible_fraction for r in evaluate_pairs(doc, pairs, Attack("ranged"))]

    monkeypatch.setattr(visibility, "SPLIT_SOURCES_FROM", 10**9)
    whole = fractions()
    threads: set[str] = set()
    areas = shadow_sweep.visible_areas_many

    spying = _both_threads(areas, threads)

    monkeypatch.setattr(visibility, "SPLIT_SOURCES_FROM", 1)
    monkeypatch.setattr(shadow_sweep, "visible_areas_many", spying)
    assert fractions() == whole
    assert len(threads) == 2 and any(0 < f < 1 for f in whole)  # partly seen targets among them


def test_corner_scan_split_equals_whole(monkeypatch):
    """The corner scan's rows, split over both threads or walked whole, for
    every ordered pair of 30 creatures on the walled board."""
    from battlemap.core.geometry import corner_scan
    from battlemap.core.geometry.context import Engine
    from battlemap.core.model import Document, Token
    from battlemap.core.rules import get_ruleset

    board = _board().board
    rng = np.random.default_rng(3)
    free = np.argwhere(board.solid == Solid.EMPTY)[rng.permutation(int((board.solid == Solid.EMPTY).sum()))[:30]]
    doc = Document(board)
    for i, (y, x) in enumerate(free.tolist()):
        doc.tokens[f"t{i}"] = Token(f"t{i}", x, y, f"T{i}", faction=("pc", "foe")[i % 2])
    pairs = [(a, b) for a in doc.tokens for b in doc.tokens if a != b]
    rule = corner_scan.ChoiceRule()

    def rows():  # a fresh engine each time: nothing known from an earlier scan
        return corner_scan.CornerScan(Engine(doc).pairs(pairs, get_ruleset("dnd35")), None, rule).rows

    monkeypatch.setattr(corner_scan, "SPLIT_FROM", 10**9)
    whole = rows()
    monkeypatch.setattr(corner_scan, "SPLIT_FROM", 1)
    seen: set[str] = set()
    walk_of = corner_scan.split_lines
    monkeypatch.setattr(corner_scan, "split_lines",
                        lambda walk, *a, **k: walk_of(_both_threads(walk, seen), *a, **k))
    split = rows()
    assert len(seen) == 2
    assert (whole[:, corner_scan.EFFECT_OK] == 0).sum() > 50 and whole[:, corner_scan.EFFECT_OK].sum() > 50
    assert np.array_equal(whole, split)
