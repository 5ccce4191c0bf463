"""The light layer's costs: a light source's mark is drawn from a picture kept per size and
quarter-pixel position (`lighting.paint_source_mark`): it must look like the
mark drawn directly, wherever it falls and at any zoom."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter, QTransform

from battlemap.render import lighting


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def render(transform: QTransform, centre: QPointF, px: float, direct: bool) -> np.ndarray:
    image = QImage(160, 160, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0xFF203040)  # an opaque dark floor
    painter = QPainter(image)
    painter.setWorldTransform(transform)
    if direct:
        lighting._draw_source_mark(painter, centre, px, max(1.0, px / 40))
    else:
        lighting.paint_source_mark(painter, centre, px)
    painter.end()
    bits = image.constBits()
    return np.frombuffer(bits, np.uint8, image.sizeInBytes()).reshape(160, 160, 4).astype(int)


@pytest.mark.parametrize("scale, px, centre", [
    (1.0, 38.4, (40.0, 40.0)),
    (0.25, 38.4, (313.3, 271.9)),   # the editor at 16 px a square: a mark at a fractional place
    (0.5, 64.0, (171.12, 133.61)),
    (2.0, 20.0, (33.37, 41.5)),
])
def test_a_kept_mark_looks_like_one_drawn_directly(scale, px, centre):
    transform = QTransform().translate(7.3, 3.6).scale(scale, scale)
    point = QPointF(*centre)
    direct = render(transform, point, px, True)
    kept = render(transform, point, px, False)
    assert (direct != direct[0, 0]).any()  # something was drawn
    diff = np.abs(direct - kept)
    # placed within an eighth of a pixel: an edge pixel's coverage differs a little
    assert diff.max() <= 48
    assert diff.mean() < 0.5
    # the same amount of light
    assert kept.sum() == pytest.approx(direct.sum(), rel=0.002)


def test_a_rotated_painter_draws_the_mark_directly():
    transform = QTransform().rotate(30).scale(0.5, 0.5)
    point = QPointF(120, 40)
    assert (render(transform, point, 40.0, False) == render(transform, point, 40.0, True)).all()


def test_the_shade_image_is_premultiplied_and_keeps_its_colours():
    from battlemap.core.model import Ambient, Board, Document

    doc = Document(Board(4, 3))
    doc.ambient = Ambient.DARK
    image = lighting.shade_image(doc)
    assert image.format() == QImage.Format.Format_ARGB32_Premultiplied
    r, g, b, a = lighting.GM_SHADES[Ambient.DARK]
    colour = image.pixelColor(1, 1)
    assert (colour.red(), colour.green(), colour.blue(), colour.alpha()) == pytest.approx((r, g, b, a), abs=2)


def test_the_shade_image_is_kept_while_the_light_stays():
    """A creature without a light walks: the same image; the light or the
    painted darkness changes: a new one, as worked out afresh."""
    from battlemap.core.model import Ambient, Board, Change, Document, Light, LightRadii, Obscure, Token

    doc = Document(Board(8, 6))
    doc.ambient = Ambient.DARK
    doc.lights["l"] = Light("l", 2, 2, LightRadii(10, 20))
    doc.tokens["a"] = Token("a", 6, 4, "A")
    first = lighting.shade_image(doc)
    doc.tokens["a"] = doc.tokens["a"].moved_to(6, 5)
    doc.notify(Change("tokens", ids=frozenset({"a"})))
    assert lighting.shade_image(doc) is first
    doc.lights["l"] = Light("l", 3, 2, LightRadii(10, 20))
    doc.notify(Change("lights"))
    moved = lighting.shade_image(doc)
    assert moved is not first and moved != first
    doc.board.obscure[0, 0] = Obscure.DARKNESS
    doc.notify(Change("obscure"))
    painted = lighting.shade_image(doc)
    assert painted is not moved and painted.pixelColor(0, 0).alpha() == 0
    assert lighting._shade(doc, lighting.cell_levels(doc), lighting.GM_SHADES, False) == painted


@pytest.mark.parametrize("shades", [lighting.GM_SHADES, lighting.PLAYER_SHADES])
@pytest.mark.parametrize("painted_too", [False, True])
def test_the_shade_image_has_the_pixels_of_its_colours_converted_whole(shades, painted_too):
    """Each cell's shade is looked up already premultiplied: the very pixels
    Qt's conversion of the whole straight-alpha image gives (every level,
    painted dim and darkness clear unless `painted_too`)."""
    from battlemap.core.model import Ambient, Board, Document, Obscure

    rng = np.random.default_rng(5)
    doc = Document(Board(9, 7))
    doc.ambient = Ambient.DARK
    doc.board.obscure[:] = rng.choice([int(o) for o in Obscure], size=(7, 9))
    levels = rng.choice([int(a) for a in Ambient], size=(7, 9)).astype(np.uint8)
    rgba = np.zeros((7, 9, 4), np.uint8)
    for level, colour in shades.items():
        rgba[levels == level] = colour
    if not painted_too:
        rgba[np.isin(doc.board.obscure, (Obscure.DIM, Obscure.DARKNESS))] = 0
    whole = QImage(rgba.tobytes(), 9, 7, 36, QImage.Format.Format_RGBA8888).convertToFormat(
        QImage.Format.Format_ARGB32_Premultiplied)
    image = lighting._shade(doc, levels, shades, painted_too)
    assert image.format() == QImage.Format.Format_ARGB32_Premultiplied
    assert image == whole
    assert lighting._shade(doc, np.full((7, 9), int(Ambient.BRIGHT), np.uint8), shades, painted_too) is None


def test_the_painted_light_mask_and_the_shaded_levels():
    from battlemap.core.model import Ambient, Board, Document, Obscure

    doc = Document(Board(len(Obscure), 1))
    doc.board.obscure[0] = [int(o) for o in Obscure]
    assert lighting.painted_light(doc)[0].tolist() == [o in (Obscure.DIM, Obscure.DARKNESS) for o in Obscure]
    doc.ambient = Ambient.DIM
    picture = lighting.light_picture(doc)
    expected = [-1 if o in (Obscure.DIM, Obscure.DARKNESS) else int(Ambient.DIM) for o in Obscure]
    assert picture.shade[0].tolist() == expected


def _lit_doc():
    from battlemap.core.model import Ambient, Board, Document, Light, LightRadii, Size, Token

    doc = Document(Board(14, 9))
    doc.ambient = Ambient.DARK
    doc.lights["a"] = Light("a", 3, 2, LightRadii(10, 20))
    doc.lights["b"] = Light("b", 9, 6, LightRadii(5, 10))
    doc.lights["c"] = Light("c", 0, 8, LightRadii(5, 10))
    doc.tokens["t"] = Token("t", 6, 3, "T", light=LightRadii(10, 20))
    doc.tokens["g"] = Token("g", 11, 1, "G", size=Size.LARGE, light=LightRadii(5, 15))
    return doc


@pytest.mark.parametrize("scale", [1.0, 0.25, 0.02])
@pytest.mark.parametrize("device", [(0, 0, 40, 30), (150, 60, 90, 70), (37, 11, 300, 5), (200, 0, 3, 400)])
def test_a_partial_repaint_paints_the_marks_near_it_and_the_same_pixels(monkeypatch, scale, device):
    """The light layer repainted in part (a torch carried one square) paints
    only the marks whose glow can reach the part, and within it the very
    pixels of a whole repaint, at any zoom (a far one: a mark's antialiased
    edge is many squares wide)."""
    from PySide6.QtCore import QRect, QRectF

    doc = _lit_doc()
    px = 64.0
    transform = QTransform().translate(3.4, 5.7).scale(scale, scale)

    def paint(visible) -> tuple[np.ndarray, int]:
        image = QImage(420, 420, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0xFF203040)
        painter = QPainter(image)
        painter.setClipRect(QRect(*device))
        painter.setWorldTransform(transform)
        marks = []
        real = lighting.paint_source_mark
        monkeypatch.setattr(lighting, "paint_source_mark", lambda *a: marks.append(a) or real(*a))
        lighting.paint_lighting(painter, doc, px, visible=visible)
        painter.end()
        monkeypatch.undo()
        x, y, w, h = device
        bits = np.frombuffer(image.constBits(), np.uint8, image.sizeInBytes()).reshape(420, 420, 4)
        return bits[y:y + h, x:x + w].copy(), len(marks)

    # the exposed part in squares, as the view gives it: the device pixels mapped back
    inverse, _ = transform.inverted()
    exposed = inverse.mapRect(QRectF(*device))
    part = QRectF(exposed.x() / px, exposed.y() / px, exposed.width() / px, exposed.height() / px)
    whole, all_marks = paint(None)
    some, painted = paint(part)
    assert all_marks == 5
    assert np.array_equal(some, whole)
    if scale == 1.0 and device == (0, 0, 40, 30):
        assert painted == 0  # no mark within reach of the top left corner
    if scale == 0.02 and device == (0, 0, 40, 30):
        assert painted == 5  # the whole board, 18 pixels wide: every mark reaches
