"""One source's patch (`core.geometry.lighting.trace_patch`, RULES §8)
against a plain restatement: per cell within the dim radius, the brightest
value of a source cell whose sight line (centre to centre, the source's own
cells never blocking) reaches it, the source's own cells always lit. The
patch is traced with one batched query from pairs kept per source shape:
it must match the restatement line by line, at the board's edges too."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from test_lighting import lit_documents

from battlemap.core.geometry.context import engine_for
from battlemap.core.geometry.lattice import Space
from battlemap.core.geometry.lighting import BRIGHT, NO_LIGHT, RING, LightRules, trace_patch
from battlemap.core.geometry.queries import lines_blocked
from battlemap.core.model import LightRadii


def reference_patch(geometry, space: Space, radii: LightRadii, rules: LightRules) -> dict:
    """{(x, y): value} of every cell the source lights, one line at a time."""
    bright, dim = radii.bright_ft * rules.scale, radii.dim_ft * rules.scale
    out = {}
    if dim == 0:  # a source without a dim radius lights nothing, not even its own cells
        return out
    sources = [(x, y) for x in range(space.x0, space.x1) for y in range(space.y0, space.y1)
               if 0 <= x < geometry.width and 0 <= y < geometry.height]
    for cy in range(geometry.height):
        for cx in range(geometry.width):
            best = NO_LIGHT
            for sx, sy in sources:
                dx, dy = abs(cx - sx), abs(cy - sy)
                squares = max(dx, dy) if rules.diagonal_rule == "1" else max(dx, dy) + min(dx, dy) // 2
                feet = 5 * squares
                value = BRIGHT if bright > 0 and feet <= bright else RING if feet <= dim else NO_LIGHT
                if value <= best:
                    continue
                if not (space.x0 <= cx < space.x1 and space.y0 <= cy < space.y1):
                    own = np.array([[space.x0, space.y0, space.x1, space.y1]])
                    if lines_blocked(geometry, [sx + 0.5, sy + 0.5], [cx + 0.5, cy + 0.5], "sight", own=own)[0]:
                        continue
                best = value
            if best:
                out[(cx, cy)] = best
    return out


def as_cells(patch) -> dict:
    ys, xs = np.nonzero(patch.values)
    return {(int(x) + patch.x0, int(y) + patch.y0): int(patch.values[y, x]) for y, x in zip(ys, xs)}


@settings(max_examples=80, deadline=None)
@given(lit_documents(), st.data())
def test_a_patch_is_what_each_line_from_each_source_cell_says(doc, data):
    geometry = engine_for(doc).geometry
    n = data.draw(st.integers(1, 3), label="source side")
    x = data.draw(st.integers(-n, doc.board.width), label="x")  # over the edges too
    y = data.draw(st.integers(-n, doc.board.height), label="y")
    bright = data.draw(st.integers(0, 4)) * 5
    radii = LightRadii(bright, bright + 5 * data.draw(st.integers(0, 4)))
    rules = LightRules(data.draw(st.sampled_from(["1-2-1", "1"])), data.draw(st.booleans()),
                       data.draw(st.sampled_from([1, 2])))
    space = Space(x, y, x + n, y + n)
    patch = trace_patch(geometry, space, radii, rules)
    assert as_cells(patch) == reference_patch(geometry, space, radii, rules)
    if patch.values.size:  # the patch covers the dim radius around the source, within the board
        r = radii.dim_ft * rules.scale // 5
        assert (patch.x0, patch.y0) == (max(0, x - r), max(0, y - r))
        assert (patch.x1, patch.y1) == (min(doc.board.width, x + n + r), min(doc.board.height, y + n + r))
