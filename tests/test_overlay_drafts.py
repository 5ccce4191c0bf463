"""Lines drawn as drafts (while something is dragged): the same colours and
dash lengths along the same path as the lines at rest, drawn the way Qt's
raster engine draws fastest (`overlay_style.draft_pen`)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QLineF, QRect
from PySide6.QtGui import QColor, QImage, QPainter

from battlemap.core.rules import AttackKind, AttackResult, Blocker, BlockerKind, DrawnLine
from battlemap.render import line_painter
from battlemap.render import overlay_style as ost
from tests.test_export import family, pixels


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def result_with(*lines: DrawnLine) -> AttackResult:
    return AttackResult("dnd35", "a", "t", AttackKind.RANGED, True, True, "none", "none", 0, False, 0,
                        False, 0, 0, 0, True, True, False, False, True, lines=lines)


TERRAIN = DrawnLine((1, 1), (40, 1), True, Blocker(BlockerKind.CELL, cell=(5, 1)))
CREATURE = DrawnLine((1, 4), (40, 4), True, Blocker(BlockerKind.TOKEN, token="x"))
CLEAR = DrawnLine((1, 7), (40, 7), False)


def draw(result: AttackResult, px: float, draft: bool | None) -> np.ndarray:
    """The lines at rest (False), as drafts (True), or (None) each with its
    own pen at its own width, without antialiasing (what drafts were)."""
    image = QImage(int(42 * px), int(9 * px), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    if draft is None:
        for line in result.lines:
            painter.setPen(ost.line_pen(line, px))
            painter.drawLine(QLineF(line.start[0] * px, line.start[1] * px, line.end[0] * px, line.end[1] * px))
    else:
        line_painter.paint_result_lines(painter, result, px, draft=draft)
    painter.end()
    return pixels(image)


def painted(width: int, height: int, shift: tuple[float, float], paint) -> np.ndarray:
    """The pixels of `paint(painter)` on a white picture, the painter shifted."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.translate(*shift)
    paint(painter)
    painter.end()
    return pixels(image)


def runs(row: np.ndarray) -> list[int]:
    """Lengths of the runs of True along a row."""
    edges = np.flatnonzero(np.diff(np.concatenate(([0], row.astype(int), [0]))))
    return list(edges[1::2] - edges[::2])


@pytest.mark.parametrize("px", [16.0, 24.0])
def test_a_draft_has_the_lines_colours_on_their_path_and_their_dashes(px):
    """At 16 px a square the lines are at their thinnest (1.5 px): drafted one
    pixel wide; each category keeps its colour, its place and its dash length
    (that of its own pen without antialiasing, less blurred than at rest)."""
    result = result_with(TERRAIN, CREATURE, CLEAR)
    full, draft, own = draw(result, px, False), draw(result, px, True), draw(result, px, None)
    for line, category in ((TERRAIN, ost.TERRAIN), (CREATURE, ost.CREATURE), (CLEAR, ost.CLEAR)):
        y = int(line.start[1] * px)
        band = slice(y - 3, y + 4)
        x0, x1 = int(line.start[0] * px) + 2, int(line.end[0] * px) - 2

        def inked(img):  # per column, is the line's colour there?
            return np.array([any(family(img[r, x]) == category for r in range(band.start, band.stop))
                             for x in range(x0, x1)])

        def anywhere_else(img):
            mask = np.array([[family(img[r, x]) == category for x in range(0, img.shape[1], 3)]
                             for r in range(img.shape[0])])
            mask[band] = False
            return mask.any()

        a, b = inked(own), inked(draft)
        assert inked(full).any() and not anywhere_else(draft)
        if category == ost.CLEAR:
            assert a.all() and b.all()
            continue
        # as many dashes, as long (in device pixels)
        assert abs(len(runs(a)) - len(runs(b))) <= 2
        assert np.mean(runs(b)) == pytest.approx(np.mean(runs(a)), abs=0.5)
        assert b.mean() == pytest.approx(a.mean(), abs=0.06)  # as much of the line inked


def test_thin_lines_are_drafted_a_pixel_wide_and_wide_ones_keep_their_width():
    thin = ost.draft_pen(ost.TERRAIN, 16.0)
    assert thin.isCosmetic() and thin.widthF() == 1.0
    width = ost.line_width(16.0)
    assert thin.dashPattern() == pytest.approx([d * width for d in ost.LINE_DASHES[ost.TERRAIN]])
    wide = ost.draft_pen(ost.TERRAIN, 64.0)
    assert not wide.isCosmetic() and wide.widthF() == pytest.approx(ost.line_width(64.0))
    assert wide.dashPattern() == ost.category_pen(ost.TERRAIN, 64.0).dashPattern()
    assert ost.draft_pen(ost.CLEAR, 16.0).style() == ost.category_pen(ost.CLEAR, 16.0).style()


def test_a_faded_draft_looks_as_the_draft_drawn_at_that_opacity():
    """Another target's lines fade while one is hovered: the fading is carried
    by the draft pens' colour, as Qt draws translucent lines faster than a
    translucent painter's."""
    result = result_with(TERRAIN, CREATURE, CLEAR)
    px = 16.0

    def draw(faded_pens: bool) -> np.ndarray:
        image = QImage(int(42 * px), int(9 * px), QImage.Format.Format_RGB32)
        image.fill(QColor(90, 80, 70))
        painter = QPainter(image)
        painter.setOpacity(0.3)
        if faded_pens:
            line_painter.paint_result_lines(painter, result, px, draft=True)
        else:  # each batch's own pen, the painter faded
            for category, role, segments in line_painter.draft_batches(result, px):
                painter.setPen(ost.draft_pen(category, px, role))
                for segment in segments:
                    painter.drawLine(segment)
        painter.end()
        return pixels(image)

    ours, theirs = draw(True), draw(False)
    assert (theirs != theirs[0, 0]).any(axis=2).sum() > 200  # the lines are there
    assert np.abs(ours - theirs).max() <= 2


def _unclipped_draft(painter: QPainter, result: AttackResult, px: float) -> None:
    """A draft drawn as it was before drafts clipped to their lines."""
    fade = round(painter.opacity(), 3)
    painter.save()
    painter.setOpacity(1.0)
    for category, role, segments in line_painter.draft_batches(result, px):
        painter.setPen(ost.draft_pen(category, px, role, fade))
        for segment in segments:
            painter.drawLine(segment)
    painter.restore()


@pytest.mark.parametrize("px", [16.0, 64.0])
@pytest.mark.parametrize("opacity", [1.0, 0.3])
@pytest.mark.parametrize("shift", [(0.0, 0.0), (0.37, 0.61), (0.5, 0.5), (-3.25, 7.75)])
def test_a_draft_clipped_to_its_lines_paints_the_very_same_pixels(px, opacity, shift):
    """Drafts clip to their lines' extent (a faded dashed hairline without a
    clip is fifteen times dearer for Qt): not one pixel differs, wherever the
    view's translation falls within a pixel, one pixel wide or wide."""
    diagonal = DrawnLine((2.5, 8.5), (39, 1.25), True, Blocker(BlockerKind.CELL, cell=(9, 5)))
    centre = DrawnLine((3, 3), (38.5, 7.5), False, role="centre")
    result = result_with(TERRAIN, CREATURE, CLEAR, diagonal, centre)

    def draw(clipped: bool) -> np.ndarray:
        image = QImage(int(42 * px), int(10 * px), QImage.Format.Format_RGB32)
        image.fill(QColor(90, 80, 70))
        painter = QPainter(image)
        painter.translate(*shift)
        painter.setOpacity(opacity)
        if clipped:
            line_painter.paint_result_lines(painter, result, px, draft=True)
            assert not painter.hasClipping()  # the clip goes with the painter's state
        else:
            _unclipped_draft(painter, result, px)
        painter.end()
        return pixels(image)

    ours, theirs = draw(True), draw(False)
    assert (theirs != theirs[0, 0]).any(axis=2).sum() > 300  # the lines are there
    assert np.array_equal(ours, theirs)


def test_a_draft_keeps_within_a_clip_the_painter_already_has():
    """The clip to a faded draft's lines narrows the painter's own clip (a
    partial repaint), never replaces it."""
    px = 16.0
    result = result_with(TERRAIN, CREATURE, CLEAR)
    image = QImage(int(42 * px), int(9 * px), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setClipRect(0, 0, int(10 * px), int(9 * px))
    painter.setOpacity(0.3)  # faded: clipped to its lines
    line_painter.paint_result_lines(painter, result, px, draft=True)
    painter.end()
    img = pixels(image)
    assert (img[:, : int(10 * px)] != img[0, -1]).any()  # drawn inside the clip
    assert (img[:, int(10 * px):] == img[0, -1]).all()  # and nowhere past it


@given(st.lists(st.tuples(*[st.floats(-300, 900, allow_nan=False)] * 4), min_size=1, max_size=12),
       st.sampled_from([(ost.TERRAIN, "cover"), (ost.CREATURE, "cover"), (ost.CLEAR, "cover"),
                        (ost.CLEAR, "centre"), (ost.TERRAIN, "centre")]),
       st.sampled_from([4.0, 16.0, 24.0]), st.sampled_from([1.0, 0.35]),
       st.tuples(st.floats(-50, 50, allow_nan=False), st.floats(-50, 50, allow_nan=False)))
@settings(max_examples=60, deadline=None)
def test_clipping_drafts_to_the_device_draws_the_same_pixels(ends, pen, px, fade, shift):
    """`clip_to_device` (which makes Qt draw one-pixel drafted lines five
    times faster) changes no pixel: lines running off the picture, the
    painter shifted, every draft pen, faded or not."""
    lines = [QLineF(*end) for end in ends]

    def draw(clip: bool) -> np.ndarray:
        def paint(painter: QPainter) -> None:
            if clip:
                line_painter.clip_to_device(painter)
                assert painter.hasClipping()
            painter.setPen(ost.draft_pen(pen[0], px, pen[1], fade))
            painter.drawLines(lines)
        return painted(400, 300, shift, paint)

    assert np.array_equal(draw(True), draw(False))


def test_clip_to_device_keeps_a_clip_already_set(qapp):
    image = QImage(100, 100, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.setClipRect(10, 10, 20, 20)
    line_painter.clip_to_device(painter)
    assert painter.clipBoundingRect().toRect() == QRect(10, 10, 20, 20)
    painter.end()


def test_a_draft_groups_every_line_by_pen_in_drawing_order():
    """`draft_batches`: each line but the flanking ones, scaled, in the group
    of its pen (category and role), the groups terrain-blocked first, clear
    lines last, each group's lines in the result's order."""
    flank = DrawnLine((2, 2), (9, 9), False, role="flank")
    centre = DrawnLine((1, 1), (3, 8), False, role="centre")
    later_terrain = DrawnLine((2, 3), (30, 5), True, Blocker(BlockerKind.SEGMENT, segment=1))
    result = result_with(CLEAR, flank, TERRAIN, CREATURE, centre, later_terrain)
    batches = line_painter.draft_batches(result, 4.0)
    as_tuples = [(kind, role, [(s.x1(), s.y1(), s.x2(), s.y2()) for s in segments])
                 for kind, role, segments in batches]
    assert as_tuples == [
        (ost.TERRAIN, "cover", [(4, 4, 160, 4), (8, 12, 120, 20)]),
        (ost.CREATURE, "cover", [(4, 16, 160, 16)]),
        (ost.CLEAR, "centre", [(4, 4, 12, 32)]),
        (ost.CLEAR, "cover", [(4, 28, 160, 28)]),
    ]
    assert [(k, r) for k, r, _ in line_painter.draft_batches(result_with(CLEAR), 2.0)] == [(ost.CLEAR, "cover")]


@pytest.mark.parametrize("shift", [(0.0, 0.0), (10.3, -7.6)])
def test_a_drafted_row_is_drawn_as_without_the_clip(monkeypatch, shift):
    """`paint_drafts` clips the lines alone to the device: the chosen
    corners and a big target's chosen cell (antialiased: under that clip
    they blended a shade apart) come out as they did without it."""

    from tests.ui.conftest import sample_document

    doc = sample_document()  # the ogre is Large
    rows = []
    for i, corner in enumerate([(1.0, 1.0), (2.0, 1.0), (1.0, 2.0)]):
        result = result_with(TERRAIN, CREATURE, CLEAR).replace(target="ogre", chosen_corner=corner,
                         chosen_cell=(6 + i % 2, 4))
        rows.append((result, 1.0, line_painter.draft_batches(result, 24.0)))

    def draw() -> np.ndarray:
        def paint(painter: QPainter) -> None:
            line_painter.paint_drafts(painter, doc, rows, 24.0)
            assert not painter.hasClipping()
        return painted(1000, 280, shift, paint)

    clipped = draw()
    monkeypatch.setattr(line_painter, "clip_to_device", lambda painter: None)
    assert np.array_equal(clipped, draw())


@pytest.mark.parametrize("shift", [(0.0, 0.0), (10.3, -7.6)])
def test_faded_results_in_a_drafted_row_are_drawn_as_each_results_own_draft(shift):
    """Faded results (dimmed, out of reach) in a row drawn by `paint_drafts`:
    the pixels of each one's own draft (`paint_result_lines`), in turn, then
    the opaque ones' lines on top."""

    from tests.ui.conftest import sample_document

    doc = sample_document()
    moved = DrawnLine((3, 0.5), (20, 8.5), True, Blocker(BlockerKind.CELL, cell=(9, 4)))
    rows = [(result_with(TERRAIN, CLEAR), 0.35),
            (result_with(moved, CREATURE).replace(in_reach=False), 1.0),
            (result_with(CLEAR, moved), 1.0),
            (result_with(moved, CLEAR), 0.35)]
    px = 24.0

    def draw(together: bool) -> np.ndarray:
        def paint(painter: QPainter) -> None:
            if together:
                line_painter.paint_drafts(painter, doc, [(r, o, line_painter.draft_batches(r, px))
                                                         for r, o in rows], px)
                return
            faded = [(r, o) for r, o in rows if o < 1.0 or not r.in_reach]
            for result, opacity in faded + [(r, o) for r, o in rows if (r, o) not in faded]:
                painter.setOpacity(opacity)
                line_painter.paint_result_lines(painter, result, px, draft=True)
        return painted(1000, 280, shift, paint)

    assert np.array_equal(draw(True), draw(False))
