"""A row of badges' candidate places (`badges.candidate_coords`, the
window's layout) are the very floats the arithmetic on each token gives,
as the export's `badge_candidates` hold them."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.render import badges
from battlemap.render import overlay_style as ost


def one_by_one(x: int, y: int, n: int, w: float, h: float, px: float) -> list[tuple[float, ...]]:
    """Each place worked out in Python floats, one token at a time."""
    left, top, side = x * px, y * px, n * px
    right, bottom = left + side, top + side
    gap = ost.BADGE_GAP * px
    cx = left + side / 2 - w / 2
    places = ((right + gap, top), (left - gap - w, top), (cx, top - gap - h), (cx, bottom + gap),
              (right + gap, bottom - h), (left - gap - w, bottom - h), (right + gap, top - gap - h),
              (left - gap - w, bottom + gap))
    return [(px_, py_, px_ + w, py_ + h) for px_, py_ in places]


sizes = st.floats(1.0, 400.0, allow_nan=False)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(-5, 300), st.integers(-5, 300), st.sampled_from([1, 2, 3, 4, 6]),
                          sizes, sizes), min_size=1, max_size=12),
       st.floats(0.3, 600.0, allow_nan=False))
def test_a_row_of_candidates_is_each_tokens_arithmetic(row, px):
    x, y, n, w, h = (np.array(column) for column in zip(*row))
    got = badges.candidate_coords(x, y, n, w.astype(float), h.astype(float), px)
    assert got.shape == (len(row), 8, 4)
    for k, (xi, yi, ni, wi, hi) in enumerate(row):
        assert [tuple(p) for p in got[k].tolist()] == one_by_one(xi, yi, ni, wi, hi, px)
