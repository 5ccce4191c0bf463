"""The concealment shading is filled in device pixels with one brush a grade
(`marker_items.shade_tile`: its wash and hatch together); it must look as the
wash and then the hatch drawn through the view's transform."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from battlemap.ui.overlays import marker_items, shading


class Ctx:
    scene_px = 64.0


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
        item._seen_outline = type(item._seen_outline)()  # the outline is not what is compared
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


def test_the_seen_outline_is_made_anew_only_when_the_seen_cells_change(qapp):
    """A torch carried past the attacker changes grades at every step, the
    cells it sees through seldom: the outline is kept, and is always the
    outline of the seen cells now."""
    def fresh(g: np.ndarray):
        item = marker_items.ShadingItem(Ctx())
        item.set_grades(g)
        return item._seen_outline

    item = marker_items.ShadingItem(Ctx())
    g = grades()
    item.set_grades(g)
    outline = item._seen_outline
    assert not outline.isEmpty()
    other = g.copy()
    other[(other == shading.CONCEALING)] = shading.TOTAL  # the seen cells as they were
    item.set_grades(other)
    assert item._seen_outline is outline and item._seen_outline == fresh(other)
    seen_more = other.copy()
    seen_more[0, :] = shading.SEEN
    item.set_grades(seen_more)
    assert item._seen_outline is not outline and item._seen_outline == fresh(seen_more)
    item.set_grades(None)
    assert item._seen_outline.isEmpty()
