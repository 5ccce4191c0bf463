"""The compiled badge choice (`badge_choice.choose`) takes exactly the place
its numpy reference takes: crowded candidates, forbidden places all around,
lines through them, the view's edge cutting some off."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.ui.overlays import badge_choice, badge_row
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
    new; sizes shared; a token or none under each; crowded or not; targets
    beyond an edge or a corner of the bounds; a marker tried where the badge
    finds no room, and no place where neither does."""
    if not badge_choice.COMPILED:
        pytest.skip("numba is not installed: place_row is place_row_numpy")
    rng = np.random.default_rng(seed)
    span = 300.0
    table = np.zeros((kept + new, 4))
    table[:kept] = rects(rng, kept, span, 40)
    rows = np.concatenate([rng.permutation(kept)[:rng.integers(0, kept + 1)], np.arange(kept, kept + new)])
    m = len(rows)
    sizes_of = [(float(w), float(h)) for w, h in rng.uniform(8, 50, (3, 2))]
    searches = [badge_row.Search(badge_row.search_offsets(w, h, 2.0, 5), badge_row.search_offsets(w, h, 2.0, 15),
                                 badge_row.edge_offsets(h, w, 2.0, 320.0, float(rng.uniform(0, 2 * w))),
                                 badge_row.edge_offsets(w, h, 2.0, 320.0, float(rng.uniform(0, 2 * h))))
                for w, h in sizes_of]
    kinds = rng.integers(0, 3, (m, 2))
    sizes = np.array([[sizes_of[k] for k in pair] for pair in kinds])
    bounds = np.array([3.0, 3.0, span - float(rng.uniform(0, 80)), span])
    centres = rng.uniform(-60, span + 60, (m, 2))
    beyond = np.stack([(centres[:, 0] > bounds[2]).astype(int) - (centres[:, 0] < bounds[0]),
                       (centres[:, 1] > bounds[3]).astype(int) - (centres[:, 1] < bounds[1])], axis=1)
    xy = rng.uniform(0, span, (m, 2, 8, 2))
    preferred = np.concatenate([xy, xy + sizes[:, :, None, :]], axis=3)
    owns = rects(rng, m, span, 30)
    owns[rng.random(m) < 0.2] = np.nan
    request = badge_row.RowRequest(rows, centres, owns, beyond, rng.integers(1, 3, m), sizes, kinds, preferred)
    args = (request, searches, rects(rng, 1, span, 40), rects(rng, 20, span, 30),
            rng.uniform(-20, span + 20, (12, 4)), bounds, 2.0, 8.0)
    compiled_table, reference_table = table.copy(), table.copy()
    places, slid, tried = badge_row.place_row(compiled_table, kept, *args)
    expected, expected_slid, expected_tried = badge_row.place_row_numpy(reference_table, kept, *args)
    np.testing.assert_allclose(places, expected, rtol=0, atol=1e-9)
    assert list(slid) == list(expected_slid) and list(tried) == list(expected_tried)
    np.testing.assert_allclose(compiled_table, reference_table, rtol=0, atol=1e-9)
    # inside the bounds, and the last placed on no other badge, its own token or the attacker
    for k, rect in enumerate(places):
        if tried[k] == badge_row.NO_PLACE:
            assert rect[0] == rect[2] and rect[1] == rect[3]  # no place: drawn nowhere
        else:
            assert (bounds[:2] - 1e-6 <= rect[:2]).all() and (rect[2:] <= bounds[2:] + 1e-6).all()
    own = owns[-1:] if not np.isnan(owns[-1, 0]) else np.zeros((0, 4))
    others = np.concatenate([np.delete(compiled_table, rows[-1], axis=0), own, args[2]])
    assert badge_choice.overlap_areas(places[-1:], others)[0] <= badge_choice.HARD_TOLERANCE
