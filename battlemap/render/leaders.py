"""Leader lines: a thin line from a badge that stands away from its target
(pushed off by a crowd) to the target's disc, so the GM sees whose badge it
is, as callout labels do in map tools.

QtGui only: the window's leader items (`ui/overlays/leader_items.py`) and
the exports (`overlay_painter.paint_overlays`, `player_view`) share the
geometry and the pen.

- `needs_leader`   is the badge far enough from the token's footprint
- `leader_line`    from the badge's border (its nearest point, rounded
                   corners included) to the edge of the token's disc
- `leader_path`    the line and a small dot where it meets the disc (it
                   tells a leader from the rules' lines, and finds a tiny token)
- `leader_colour`  the badge's edge colour, a little transparent (opaque
                   for the emphasised, hovered, badge)
- `leader_pen`     thin (bolder for the emphasised badge)
- `paint_leaders`  the leaders of a row of badges
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from battlemap.core.model import Document, Token
from battlemap.core.rules.result import AttackResult
from battlemap.render import overlay_style as ost
from battlemap.render.overlay_geometry import token_rect
from battlemap.render.token_painter import token_disc

# A badge gets a leader when the gap between it and its token's footprint is
# wider than this: a badge beside its token stands `BADGE_GAP` (0.06 squares)
# off, the window's layout nudges it a few px more to spare the drawn lines;
# the next place of its search is half a badge (some 20 px) further
LEADER_MIN_GAP = 0.4       # squares
LEADER_MIN_GAP_PX = 10.0   # painter units: never for a smaller gap, whatever the zoom
LEADER_ALPHA = 190         # of 255: a little transparent, under the badges
LEADER_WIDTH = 0.12        # text heights
LEADER_MIN_WIDTH = 1.0     # painter units
LEADER_EMPHASIS = 2.0      # width factor of the emphasised (hovered) badge's leader
LEADER_DOT = 1.2           # the end dot's radius, in (plain) leader widths: it must not hide a tiny token


def rect_gap(a: QRectF, b: QRectF) -> float:
    """The shortest distance between two rectangles (0 when they touch or overlap)."""
    dx = max(0.0, a.left() - b.right(), b.left() - a.right())
    dy = max(0.0, a.top() - b.bottom(), b.top() - a.bottom())
    return math.hypot(dx, dy)


def needs_leader(badge: QRectF, token: Token, px: float) -> bool:
    """Does a badge at `badge` stand too far from `token` to be read as its own?"""
    return rect_gap(badge, token_rect(token, px)) > max(LEADER_MIN_GAP * px, LEADER_MIN_GAP_PX)


def badge_corner_radius(badge: QRectF, text_px: float) -> float:
    """The radius of the badge's drawn corners (`badges.paint_badge`), at most half a side."""
    return min(ost.BADGE_RADIUS * text_px, badge.width() / 2, badge.height() / 2)


def leader_line(badge: QRectF, token: Token, px: float, text_px: float) -> QLineF | None:
    """The leader from a badge at `badge` (painter units at `px` per square,
    text `text_px` high) to `token`, or None when the badge is near enough.
    It starts at the badge's border point nearest the token's centre (the
    rounded rectangle is the inner rectangle grown by its corner radius, so
    the nearest point is the inner one's, pushed out by the radius) and ends
    on the token's disc, pointing at its centre."""
    if badge.isEmpty() or not needs_leader(badge, token, px):
        return None
    disc = token_disc(token, px)
    centre, radius = disc.center(), disc.width() / 2
    r = badge_corner_radius(badge, text_px)
    inner = badge.adjusted(r, r, -r, -r)
    qx = min(max(centre.x(), inner.left()), inner.right())
    qy = min(max(centre.y(), inner.top()), inner.bottom())
    dx, dy = centre.x() - qx, centre.y() - qy
    length = math.hypot(dx, dy)
    if length <= r + radius:
        return None  # the disc reaches the badge (a token bigger than its footprint's gap)
    ux, uy = dx / length, dy / length
    start = QPointF(qx + ux * r, qy + uy * r)
    end = QPointF(centre.x() - ux * radius, centre.y() - uy * radius)
    return QLineF(start, end)


def leader_width(text_px: float, emphasised: bool = False) -> float:
    """The leader's width in painter units, for badge text `text_px` high."""
    width = max(LEADER_WIDTH * text_px, LEADER_MIN_WIDTH)
    return width * LEADER_EMPHASIS if emphasised else width


def leader_path(line: QLineF, text_px: float, scale: float = 1.0) -> QPainterPath:
    """The leader `line` of a badge with text `text_px` high, with a dot on
    its token end; `scale`: as `leader_pen`'s."""
    path = QPainterPath(line.p1())
    path.lineTo(line.p2())
    dot = LEADER_DOT * leader_width(text_px) / scale
    path.addEllipse(line.p2(), dot, dot)
    return path


def leader_colour(result: AttackResult, emphasised: bool = False) -> QColor:
    """The badge's edge colour, a little transparent (opaque when emphasised)."""
    r, g, b, _a = ost.edge_rgba(result)
    return QColor(r, g, b, 255 if emphasised else LEADER_ALPHA)


def leader_pen(colour: QColor, text_px: float, emphasised: bool = False, scale: float = 1.0) -> QPen:
    """`leader_width` wide, divided by `scale` (a scene item seen through a
    zoom of `scale` device px per unit)."""
    pen = QPen(colour, leader_width(text_px, emphasised) / scale)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


def paint_leaders(painter: QPainter, doc: Document, results: Sequence[AttackResult],
                  rects: Sequence[QRectF], px: float, text_px: float) -> None:
    """The leaders of the badges at `rects` (one per result), under the
    badges: paint them first."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for result, rect in zip(results, rects):
        token = doc.tokens.get(result.target)
        line = None if token is None else leader_line(rect, token, px, text_px)
        if line is not None:
            colour = leader_colour(result)
            painter.setPen(leader_pen(colour, text_px))
            painter.setBrush(colour)
            painter.drawPath(leader_path(line, text_px))
    painter.restore()
