"""Leader lines (`render.leaders`): a badge away from its target gets a line
from its border to the target's disc, a badge beside it none; the exports
draw them."""

from __future__ import annotations

import math
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np
import pytest
from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QImage, QPainterPath

from battlemap.core.model import Board, Document, Size, Token
from battlemap.core.rules import Attack, evaluate
from battlemap.render import badges
from battlemap.render import export as ex
from battlemap.render import leaders
from battlemap.render.token_painter import token_disc

PX = 64.0
TEXT_PX = 10.0


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def open_field() -> Document:
    """An attacker at the left, nothing between it and its target."""
    doc = Document(Board(14, 10))
    doc.tokens["hero"] = Token("hero", 1, 2, "Hero", faction="pc")
    doc.tokens["bat"] = Token("bat", 5, 2, "Bat", Size.TINY, "foe")
    return doc


def distance_to_border(point: QPointF, badge: QRectF, text_px: float) -> float:
    """How far `point` is from the badge's rounded border (0: on it)."""
    r = leaders.badge_corner_radius(badge, text_px)
    inner = badge.adjusted(r, r, -r, -r)
    qx = min(max(point.x(), inner.left()), inner.right())
    qy = min(max(point.y(), inner.top()), inner.bottom())
    return abs(math.hypot(point.x() - qx, point.y() - qy) - r)


def test_a_badge_beside_its_token_has_no_leader():
    doc = open_field()
    result = evaluate(doc, "hero", "bat", Attack())
    size = badges.badge_size(badges.badge_rows(result, doc), TEXT_PX)
    places = badges.badge_candidates(doc, result, size, PX)
    assert len(places) == 8
    for place in places:
        assert leaders.leader_line(place, doc.tokens["bat"], PX, TEXT_PX) is None, place


@pytest.mark.parametrize("shift", [(3.0, 0.0), (-4.0, 0.0), (0.0, 3.0), (2.5, -2.5), (-3.0, 3.5)])
def test_a_displaced_badge_leads_from_its_border_to_the_disc(shift):
    doc = open_field()
    token = doc.tokens["bat"]
    result = evaluate(doc, "hero", "bat", Attack())
    size = badges.badge_size(badges.badge_rows(result, doc), TEXT_PX)
    badge = badges.badge_candidates(doc, result, size, PX)[0].translated(shift[0] * PX, shift[1] * PX)
    line = leaders.leader_line(badge, token, PX, TEXT_PX)
    assert line is not None
    disc = token_disc(token, PX)
    assert distance_to_border(line.p1(), badge, TEXT_PX) < 1e-6
    assert QLineF(disc.center(), line.p2()).length() == pytest.approx(disc.width() / 2)
    # it points at the disc's centre, and no other border point is nearer
    assert QLineF(line.p1(), disc.center()).angleTo(QLineF(line.p1(), line.p2())) == pytest.approx(0, abs=1e-6)
    border = QPainterPath()
    r = leaders.badge_corner_radius(badge, TEXT_PX)
    border.addRoundedRect(badge, r, r)
    nearest = QLineF(line.p1(), disc.center()).length()
    assert min(QLineF(border.pointAtPercent(t), disc.center()).length()
               for t in np.linspace(0, 1, 2001)) == pytest.approx(nearest, abs=0.05)


def test_the_threshold_is_a_fraction_of_a_square_and_a_few_pixels():
    token = Token("t", 5, 5, "T")
    footprint = QRectF(5 * PX, 5 * PX, PX, PX)
    near = leaders.LEADER_MIN_GAP * PX
    assert not leaders.needs_leader(QRectF(footprint.right() + near - 1, 5 * PX, 80, 40), token, PX)
    assert leaders.needs_leader(QRectF(footprint.right() + near + 1, 5 * PX, 80, 40), token, PX)
    small = 8.0  # far out a quarter square is under the pixels' floor
    assert not leaders.needs_leader(QRectF(5 * small + small + leaders.LEADER_MIN_GAP_PX - 1, 5 * small, 80, 40),
                                    token, small)


def green_pixels(image: QImage, line: QLineF) -> int:
    """Of 41 points along the middle of `line` (the map at the image's
    origin: no frame), how many are in a pixel of the green of a clear attack's badge edge (the
    paper is grey: red, green and blue alike)."""
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h = image.width(), image.height()
    rgb = np.frombuffer(image.constBits(), np.uint8).reshape(h, image.bytesPerLine())[:, :w * 3].reshape(h, w, 3)
    hits = 0
    for t in np.linspace(0.3, 0.7, 41):
        p = line.pointAt(float(t))
        r, g, b = (int(v) for v in rgb[round(p.y() - 0.5), round(p.x() - 0.5)])
        hits += g - r > 60 and b - r > 30
    return hits


def test_the_png_export_draws_the_leader_of_a_displaced_badge(tmp_path, monkeypatch):
    """Where the layout puts a badge away from its token (as in a crowd),
    the PNG shows the leader between them, in the badge's edge colour."""
    doc = open_field()
    shift = QPointF(2 * PX, 4 * PX)
    real = badges.place_badges
    placed = []  # the badges' places and text height, as the export laid them out

    def displaced(doc_, results, px, bounds=None, text_px=None):
        rects = [r.translated(shift) for r in real(doc_, results, px, bounds, text_px)]
        placed.append((rects, text_px))
        return rects

    monkeypatch.setattr(badges, "place_badges", displaced)
    options = ex.ExportOptions(px_per_square=PX, attacker="hero", legend=False, grid=False)
    path = tmp_path / "leader.png"
    ex.export_png(doc, path, options)
    result = evaluate(doc, "hero", "bat", Attack())
    assert result.cover == "none" and result.concealment == "none"  # a green badge edge
    (rect,), text_px = placed[0]
    line = leaders.leader_line(rect, doc.tokens["bat"], PX, text_px)
    assert line is not None and line.length() > 2 * PX
    assert green_pixels(QImage(str(path)), line) >= 35
    # without the displacement, the badge sits beside the token: no leader, the paper there
    monkeypatch.setattr(badges, "place_badges", real)
    ex.export_png(doc, path, options)
    assert green_pixels(QImage(str(path)), line) == 0
