"""The compiled badge choice (`badge_choice.choose`) takes exactly the place
its numpy reference takes: crowded candidates, forbidden places all around,
lines through them, the view's edge cutting some off."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.ui.overlays import badge_choice
from battlemap.ui.overlays.badge_choice import choose, choose_numpy


def rects(rng: np.random.Generator, n: int, span: float, size: float) -> np.ndarray:
    xy = rng.uniform(0, span, (n, 2))
    wh = rng.uniform(size * 0.3, size, (n, 2))
    return np.hstack([xy, xy + wh])


def scene(seed: int, crowded: bool) -> tuple:
    rng = np.random.default_rng(seed)
    span = 200.0
    raw = rects(rng, 40, span, 40)
    forbidden = rects(rng, 60 if crowded else 6, span, 60 if crowded else 20)
    obstacles = rects(rng, 20, span, 30)
    xy = rng.uniform(-20, span + 20, (15, 4))
    lines = np.vstack([xy, np.array([[0.0, 0.0, 0.0, 50.0], [10.0, 10.0, 90.0, 10.0]])])  # axis-parallel too
    bounds = np.array([5.0, 5.0, span - float(rng.uniform(0, 60)), span])
    centre = tuple(rng.uniform(0, span, 2))
    return raw, forbidden, obstacles, lines, bounds, centre, float(rng.uniform(1, 4)), \
        float(rng.uniform(4, 64))


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**31 - 1), st.booleans())
def test_compiled_choice_is_the_numpy_choice(seed, crowded):
    if not badge_choice.COMPILED:
        pytest.skip("numba is not installed: choose is choose_numpy")
    args = scene(seed, crowded)
    rect, slid, free = choose(*args)
    expected, expected_slid, expected_free = choose_numpy(*args)
    np.testing.assert_allclose(rect, expected, rtol=0, atol=1e-9)
    assert (slid, free) == (expected_slid, expected_free)


def test_a_free_place_is_taken_and_an_edge_slides_it_in():
    near = np.array([[90.0, 0.0, 130.0, 20.0], [0.0, 0.0, 40.0, 20.0]])
    bounds = np.array([0.0, 0.0, 100.0, 100.0])
    no = np.zeros((0, 4))
    for fn in (choose, choose_numpy):
        rect, slid, free = fn(near, no, no, no, bounds, (95.0, 10.0), 1.0, 8.0)
        assert tuple(rect) == (60.0, 0.0, 100.0, 20.0) and slid and free  # the first place, slid in
        forbidden = np.array([[50.0, 0.0, 100.0, 30.0]])  # ... unless something is there
        rect, slid, free = fn(near, forbidden, no, no, bounds, (95.0, 10.0), 1.0, 8.0)
        assert tuple(rect) == (0.0, 0.0, 40.0, 20.0) and not slid and free
        everywhere = np.array([[-100.0, -100.0, 200.0, 200.0]])  # nothing free: the least bad, said so
        rect, slid, free = fn(near, everywhere, no, no, bounds, (95.0, 10.0), 1.0, 8.0)
        assert not free


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**31 - 1), st.integers(1, 25), st.integers(0, 10))
def test_a_row_placed_in_one_compiled_call_is_the_row_placed_badge_by_badge(seed, new, kept):
    """`place_row` (one compiled call) places each badge where `choose`,
    called badge by badge, does: some badges kept, some placed again, some
    new; sizes shared; a token or none under each; crowded or not."""
    if not badge_choice.COMPILED:
        pytest.skip("numba is not installed: place_row is place_row_numpy")
    from battlemap.ui.overlays.layout import _search_offsets

    rng = np.random.default_rng(seed)
    span = 300.0
    table = np.zeros((kept + new, 4))
    table[:kept] = rects(rng, kept, span, 40)
    rows = np.concatenate([rng.permutation(kept)[:rng.integers(0, kept + 1)], np.arange(kept, kept + new)])
    m = len(rows)
    sizes_of = [(float(w), float(h)) for w, h in rng.uniform(8, 50, (3, 2))]
    kinds = [int(k) for k in rng.integers(0, 3, m)]
    offsets = [(_search_offsets(w, h, 2.0, 5), _search_offsets(w, h, 2.0, 15)) for w, h in sizes_of]
    sizes = np.array([sizes_of[k] for k in kinds])
    centres = rng.uniform(0, span, (m, 2))
    preferred = [np.hstack([xy, xy + sizes[k]]) for k, xy in enumerate(rng.uniform(0, span, (m, 8, 2)))]
    owns = rects(rng, m, span, 30)
    owns[rng.random(m) < 0.2] = np.nan
    args = (rows, preferred, offsets, kinds, centres, sizes, owns, rects(rng, 1, span, 40),
            rects(rng, 20, span, 30), rng.uniform(-20, span + 20, (12, 4)),
            np.array([3.0, 3.0, span - float(rng.uniform(0, 80)), span]), 2.0, 8.0)
    compiled_table, reference_table = table.copy(), table.copy()
    places, slid = badge_choice.place_row(compiled_table, kept, *args)
    expected, expected_slid = badge_choice.place_row_numpy(reference_table, kept, *args)
    np.testing.assert_allclose(places, expected, rtol=0, atol=1e-9)
    assert list(slid) == list(expected_slid)
    np.testing.assert_allclose(compiled_table, reference_table, rtol=0, atol=1e-9)
