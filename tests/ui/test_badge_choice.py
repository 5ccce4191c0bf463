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
