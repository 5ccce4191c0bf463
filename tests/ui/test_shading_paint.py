"""The concealment shading is filled in device pixels with one brush a grade
(`marker_items.shade_tile`: its wash and hatch together); it must look as the
wash and then the hatch drawn through the view's transform."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from battlemap.ui.overlays import marker_items, shading


class Ctx:
    scene_px = 64.0
    view_scale = 0.25


def grades() -> np.ndarray:
    rng = np.random.default_rng(5)
    g = rng.integers(0, 4, (12, 16)).astype(np.int8)
    g[4:9, 3:12] = shading.TOTAL  # a block, as darkness is
    return g


def as_array(image: QImage) -> np.ndarray:
    h, w = image.height(), image.width()
    return np.frombuffer(image.constBits(), np.uint8, image.sizeInBytes()).reshape(h, w, 4).astype(int)


def draw(transform: QTransform, dpr: float, reference: bool) -> np.ndarray:
    image = QImage(round(300 * dpr), round(220 * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor(70, 64, 58))
    painter = QPainter(image)
    painter.setWorldTransform(transform)
    g = grades()
    px = Ctx.scene_px
    if reference:  # the wash, then the hatch, each through the transform
        runs = shading.grade_runs(g)
        painter.setPen(Qt.PenStyle.NoPen)
        for grade, (fill, hatch, style) in marker_items.SHADE_LOOKS.items():
            rects = [QRectF(a * px, y * px, (b - a) * px, px) for a, b, y in runs[grade]]
            painter.setBrush(QColor(*fill))
            painter.drawRects(rects)
            if hatch is not None:
                painter.setBrush(QBrush(QColor(*hatch), style))
                painter.drawRects(rects)
    else:
        item = marker_items.ShadingItem(Ctx())
        item.set_grades(g)
        item._seen_edges = (marker_items._NO_RUNS, marker_items._NO_RUNS)  # the outline is not what is compared
        option = QStyleOptionGraphicsItem()
        option.exposedRect = item.boundingRect()
        item.paint(painter, option)
    painter.end()
    return as_array(image)


@pytest.mark.parametrize("dpr", [1.0, 2.0])
@pytest.mark.parametrize("scale, dx, dy", [(0.25, 10.3, 7.6), (0.3, -3.25, 1.5), (0.3, 1.5, -3.25), (0.5, 0.0, 0.0), (1.0, 0.5, 0.5)])
def test_the_shading_looks_as_its_wash_and_hatch(qapp, scale, dx, dy, dpr):
    transform = QTransform().translate(dx, dy).scale(scale, scale)
    ours, theirs = draw(transform, dpr, False), draw(transform, dpr, True)
    assert (theirs != theirs[0, 0]).any()
    differ = np.abs(ours - theirs).max(axis=2) > 2
    # Qt rounds the edge of a plain fill and of a hatch the other way when it
    # falls on a pixel's very centre: only there may a row or column differ
    ties = np.zeros(differ.shape, bool)
    step = Ctx.scene_px * scale * dpr
    for k in range(40):
        for offset, axis in ((dy * dpr, 0), (dx * dpr, 1)):
            edge = round((offset + k * step) * 64) / 64
            if edge % 1 == 0.5 and 0 <= int(edge) < differ.shape[axis]:
                if axis == 0:
                    ties[int(edge), :] = True
                else:
                    ties[:, int(edge)] = True
    assert not (differ & ~ties).any()


def unit_sides(across: np.ndarray, down: np.ndarray) -> set[tuple]:
    """The outline's runs as single cell sides: ("h", x, y) the side above
    cell (x, y), ("v", x, y) the side left of it."""
    sides = {("h", x, y) for x0, x1, y in across.tolist() for x in range(x0, x1)}
    return sides | {("v", x, y) for y0, y1, x in down.tolist() for y in range(y0, y1)}


def test_the_seen_edges_are_the_sides_between_seen_and_other_cells():
    g = grades()
    g[0, 5:9] = shading.SEEN  # seen cells on the board's edge: outlined there too
    g[11, 0] = shading.SEEN
    seen = g == shading.SEEN
    h, w = g.shape
    at = lambda x, y: 0 <= x < w and 0 <= y < h and seen[y, x]  # noqa: E731
    expected = {("h", x, y) for y in range(h + 1) for x in range(w) if at(x, y - 1) != at(x, y)}
    expected |= {("v", x, y) for y in range(h) for x in range(w + 1) if at(x - 1, y) != at(x, y)}
    assert unit_sides(*shading.seen_edges(g)) == expected
    assert unit_sides(*shading.seen_edges(np.zeros((3, 4), np.int8))) == set()


def test_changed_blocks_cover_the_changed_cells_and_little_else():
    rng = np.random.default_rng(3)
    old = rng.integers(0, 4, (41, 37)).astype(np.int8)
    new = old.copy()
    new[5, 30] = (new[5, 30] + 1) % 4
    new[20:23, 3] = (new[20:23, 3] + 2) % 4
    new[40, 36] = (new[40, 36] + 1) % 4  # the last cell of an odd-sized board
    blocks = shading.changed_blocks(old, new)
    covered = np.zeros(old.shape, bool)
    for x0, y0, x1, y1 in blocks.tolist():
        assert 0 <= x0 < x1 <= old.shape[1] and 0 <= y0 < y1 <= old.shape[0]
        covered[y0:y1, x0:x1] = True
    assert covered[old != new].all()
    assert covered.sum() <= 4 * (old != new).sum()
    assert len(shading.changed_blocks(old, old)) == 0


def paint_shading(item, transform: QTransform, pieces: list[QRect] | None = None) -> np.ndarray:
    """The item painted onto a dark picture whole, or piece by piece (device
    pixels) as Qt repaints parts of its cache: each piece cleared, clipped
    to, and painted with the scene rectangle it shows as the exposed one."""
    image = QImage(300, 220, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(70, 64, 58))
    painter = QPainter(image)
    for piece in pieces or [image.rect()]:
        painter.save()
        painter.setClipRect(piece)
        painter.fillRect(piece, QColor(70, 64, 58))
        painter.setWorldTransform(transform)
        option = QStyleOptionGraphicsItem()
        option.exposedRect = transform.inverted()[0].mapRect(QRectF(piece))
        item.paint(painter, option)
        painter.restore()
    painter.end()
    return as_array(image)


@pytest.mark.parametrize("scale, dx, dy", [(0.25, 10.3, 7.6), (0.3, -3.25, 1.5), (0.25, 0.5, 0.5), (0.5, 0.0, 0.0)])
def test_the_seen_outline_painted_in_pieces_is_the_outline_painted_whole(qapp, scale, dx, dy):
    """The outline's dots lie on a lattice of device pixels: a repaint of a
    few cells (after a change there) draws the very dots a whole repaint does."""
    transform = QTransform().translate(dx, dy).scale(scale, scale)
    item = marker_items.ShadingItem(Ctx())
    g = grades()
    g[2:10, 1:14][g[2:10, 1:14] != shading.TOTAL] = shading.SEEN  # a seen area with holes and bays
    item.set_grades(g)
    whole = paint_shading(item, transform)
    pieces = [QRect(x, y, 23, 17) for x in range(0, 300, 23) for y in range(0, 220, 17)]
    assert (whole == paint_shading(item, transform, pieces)).all()
    # and the outline is there: its colour along the seen cells' sides
    no_outline = marker_items.ShadingItem(Ctx())
    no_outline.set_grades(g)
    no_outline._seen_edges = (marker_items._NO_RUNS, marker_items._NO_RUNS)
    assert (whole != paint_shading(no_outline, transform)).any(axis=2).sum() > 200


def test_a_change_of_some_cells_repaints_those_cells_only(qapp, monkeypatch):
    """A moved attacker changes the grades along its darkvision's edge and
    its light's: those cells (and the outline's width past them) are painted
    again, not the whole outline's extent."""
    item = marker_items.ShadingItem(Ctx())
    g = np.full((40, 40), shading.TOTAL, np.int8)
    yy, xx = np.mgrid[:40, :40]
    g[(yy - 20) ** 2 + (xx - 20) ** 2 <= 100] = shading.SEEN
    item.set_grades(g)
    asked: list[QRectF] = []
    monkeypatch.setattr(item, "update", lambda *rect: asked.append(rect[0] if rect else item.boundingRect()))
    moved = np.full((40, 40), shading.TOTAL, np.int8)
    moved[(yy - 20) ** 2 + (xx - 21) ** 2 <= 100] = shading.SEEN
    item.set_grades(moved)
    px = Ctx.scene_px
    area = sum(r.width() * r.height() for r in asked) / px ** 2
    assert asked and area < 0.4 * 21 * 22  # the disc's crescents, not the disc
    for y, x in np.argwhere(g != moved).tolist():
        assert any(r.contains(QRectF(x * px, y * px, px, px)) for r in asked)


def test_the_seen_outline_is_worked_out_anew_only_when_the_seen_cells_change(qapp, monkeypatch):
    """A torch carried past the attacker changes grades at every step, the
    cells it sees through seldom: the outline is kept, and is always the
    outline of the seen cells now."""
    item = marker_items.ShadingItem(Ctx())
    g = grades()
    item.set_grades(g)
    made = []
    real = shading.seen_edges
    monkeypatch.setattr(shading, "seen_edges", lambda grades: made.append(1) or real(grades))
    other = g.copy()
    other[other == shading.CONCEALING] = shading.TOTAL  # the seen cells as they were
    item.set_grades(other)
    assert made == [] and unit_sides(*item._seen_edges) == unit_sides(*real(other))
    seen_more = other.copy()
    seen_more[0, :] = shading.SEEN
    item.set_grades(seen_more)
    assert made == [1] and unit_sides(*item._seen_edges) == unit_sides(*real(seen_more))
    item.set_grades(None)
    assert not len(item._seen_edges[0]) and not len(item._seen_edges[1])


def repaint(image: QImage, item, transform: QTransform, pieces: list[QRectF]) -> np.ndarray:
    """Paint the item again over `pieces` (scene rectangles) of `image` as
    Qt repaints its cache there: each piece's whole device pixels cleared,
    clipped to and painted."""
    painter = QPainter(image)
    for piece in pieces:
        area = QRectF(transform.mapRect(piece).toAlignedRect())
        painter.save()
        painter.setClipRect(area)
        painter.fillRect(area, QColor(70, 64, 58))
        painter.setWorldTransform(transform)
        option = QStyleOptionGraphicsItem()
        option.exposedRect = transform.inverted()[0].mapRect(area)
        item.paint(painter, option)
        painter.restore()
    painter.end()
    return as_array(image)


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_after_a_change_the_cells_repainted_show_what_a_whole_paint_shows(qapp, monkeypatch, dpr):
    """A cell at the end of a long side of the seen area changes: only the
    changed cells are painted again (`set_grades`), and the picture is what
    painting everything afresh gives, the dots all along that side too (on a
    high-density screen each cell's side has its own dotted line)."""
    transform = QTransform().translate(3.5, 2.25).scale(0.3, 0.3)
    board = QRectF(0, 0, 16 * Ctx.scene_px, 12 * Ctx.scene_px)

    def picture() -> QImage:
        image = QImage(round(300 * dpr), round(220 * dpr), QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        image.fill(QColor(70, 64, 58))
        return image

    g = np.full((12, 16), shading.TOTAL, np.int8)
    g[3:8, 2:14] = shading.SEEN
    item = marker_items.ShadingItem(Ctx())
    item.set_grades(g)
    shown = picture()
    repaint(shown, item, transform, [board])
    asked: list[QRectF] = []
    monkeypatch.setattr(item, "update", lambda *rect: asked.append(rect[0] if rect else board))
    changed = g.copy()
    changed[3, 2] = shading.TOTAL  # the top side now starts a square later
    item.set_grades(changed)
    assert asked and all(r.width() < 3 * Ctx.scene_px for r in asked)
    after = repaint(shown, item, transform, asked)
    fresh = marker_items.ShadingItem(Ctx())
    fresh.set_grades(changed)
    assert (after == repaint(picture(), fresh, transform, [board])).all()
