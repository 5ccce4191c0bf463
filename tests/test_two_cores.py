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


def _whole_and_split(monkeypatch, call):
    """`call()` once with no split and once split at SPLIT_FROM = 1000, and
    the threads the split used."""
    monkeypatch.setattr(two_cores, "SPLIT_FROM", 10**9)
    whole = call()
    monkeypatch.setattr(two_cores, "SPLIT_FROM", 1000)
    seen: set[str] = set()
    walk_of = two_cores.split_lines

    def spying(walk, *args, **kwargs):
        def named(*a):
            seen.add(threading.current_thread().name)
            return walk(*a)
        return walk_of(named, *args, **kwargs)

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


def test_a_weighted_split_gives_each_half_the_same_weight_and_the_same_answer():
    """With `weights`, the halves hold about as much weight (not as many
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
    assert sorted(sizes) == [5, 95]  # half of 1090 is reached within the heavy first tenth


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

    def spying(*args):
        threads.add(threading.current_thread().name)
        return areas(*args)

    monkeypatch.setattr(visibility, "SPLIT_SOURCES_FROM", 1)
    monkeypatch.setattr(shadow_sweep, "visible_areas_many", spying)
    assert fractions() == whole
    assert len(threads) == 2 and any(0 < f < 1 for f in whole)  # partly seen targets among them
