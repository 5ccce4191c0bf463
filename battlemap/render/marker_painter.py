"""Marks on tokens and on the map for attack results, besides lines and badges.

- `paint_attacker`       the amber ring around the attacking token
- `paint_blockers`       optional highlight of the cells / thin walls / creatures that block
- `paint_flanking`       attacker -> target -> partner diagonals (`flank_paths`)
- `paint_target_marks`   prohibition sign (cannot be attacked) and
                         total-concealment ring, with their icons
                         (`paint_no_attack_icon`, `paint_eye_slash_icon`,
                         which the badges show too)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from battlemap.core.model import Document, Token
from battlemap.core.rules.result import AttackResult, Blocker, BlockerKind
from battlemap.render import overlay_style as ost
from battlemap.render.overlay_geometry import scaled_point, token_centre, token_rect


def paint_attacker(painter: QPainter, doc: Document, attacker_id: str, px_per_square: float) -> None:
    """An amber ring around the attacking token."""
    token = doc.tokens.get(attacker_id)
    if token is None:
        return
    px = px_per_square
    width = ost.ATTACKER_RING_WIDTH * px
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(ost.qcolor(ost.ATTACKER_RING), width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(token_rect(token, px).adjusted(width / 2, width / 2, -width / 2, -width / 2))
    painter.restore()


# --- blockers -----------------------------------------------------------------------

def blockers(results: Iterable[AttackResult]) -> list[Blocker]:
    """The distinct things that blocked a line in `results`, in first-seen order."""
    seen: dict[Blocker, None] = {}
    for result in results:
        for line in result.lines:
            if line.blocked and line.blocked_by is not None:
                seen.setdefault(line.blocked_by, None)
    return list(seen)


def paint_blockers(
    painter: QPainter, doc: Document, results: Sequence[AttackResult] | AttackResult,
    px_per_square: float,
) -> None:
    """Highlight what blocks: the cell (tinted, outlined), the thin wall
    (a broad translucent stroke) or the creature (a dotted purple ring)."""
    if isinstance(results, AttackResult):
        results = [results]
    px = px_per_square
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for blocker in blockers(results):
        if blocker.kind is BlockerKind.CELL and blocker.cell is not None:
            x, y = blocker.cell
            painter.setPen(QPen(ost.qcolor(ost.BLOCK_CELL_EDGE), max(0.03 * px, 1.0)))
            painter.setBrush(ost.qcolor(ost.BLOCK_CELL_FILL))
            w = 0.015 * px
            painter.drawRect(QRectF(x * px, y * px, px, px).adjusted(w, w, -w, -w))
        elif blocker.kind is BlockerKind.SEGMENT and blocker.segment is not None:
            if not 0 <= blocker.segment < len(doc.board.segments):
                continue
            segment = doc.board.segments[blocker.segment]
            path = QPainterPath()
            first, *rest = segment.points
            path.moveTo(scaled_point(first, px))
            for point in rest:
                path.lineTo(scaled_point(point, px))
            pen = QPen(ost.qcolor(ost.BLOCK_SEGMENT), ost.BLOCK_SEGMENT_WIDTH * px)
            pen.setCapStyle(Qt.PenCapStyle.SquareCap)  # round caps are slow (overlay_style)
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        elif blocker.kind is BlockerKind.TOKEN and blocker.token in doc.tokens:
            token = doc.tokens[blocker.token]
            width = ost.BLOCK_TOKEN_WIDTH * px
            pen = QPen(ost.qcolor(ost.BLOCK_TOKEN), width)
            pen.setDashPattern(ost.LINE_DASHES[ost.CREATURE])
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(token_rect(token, px).adjusted(width, width, -width, -width))
    painter.restore()


# --- flanking -------------------------------------------------------------------------

def _label_radius(token: Token, px: float) -> float:
    """About the size of a token's label: flanking lines stop there."""
    return token.footprint * px * 0.21


def _between_discs(a: QPointF, ra: float, b: QPointF, rb: float) -> list[QPointF] | None:
    """The part of a-b outside the discs of radius ra at a and rb at b."""
    d = QLineF(a, b).length()
    if d <= ra + rb:
        return None
    u = (b - a) / d
    return [a + u * ra, b - u * rb]


def flank_paths(doc: Document, result: AttackResult, px_per_square: float) -> list[list[QPointF]]:
    """Flanking diagonals: attacker -> target -> partner for each partner, in
    two pieces that stop short of the token centres so labels stay readable; the
    engine's own "flank" lines when it drew any."""
    px = px_per_square
    own = [line for line in result.lines if line.role == "flank"]
    if own:
        return [[scaled_point(line.start, px), scaled_point(line.end, px)] for line in own]
    attacker, target = doc.tokens.get(result.attacker), doc.tokens.get(result.target)
    if not result.flanked or attacker is None or target is None:
        return []
    paths = []
    a, ra = token_centre(attacker, px), _label_radius(attacker, px)
    t, rt = token_centre(target, px), _label_radius(target, px)
    for partner_id in result.flank_partners:
        partner = doc.tokens.get(partner_id)
        if partner is None:
            continue
        p, rp = token_centre(partner, px), _label_radius(partner, px)
        for piece in (_between_discs(a, ra, t, rt), _between_discs(t, rt, p, rp)):
            if piece is not None:
                paths.append(piece)
    return paths


def paint_flanking(painter: QPainter, doc: Document, result: AttackResult, px_per_square: float) -> None:
    """Flanking diagonals from the attacker through the target to each
    partner, in blue dash-dot over a light halo, with a dot at each end."""
    paths = flank_paths(doc, result, px_per_square)
    if not paths:
        return
    px = px_per_square
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    r = ost.FLANK_END_RADIUS * px * 0.6
    for points in paths:
        painter.setPen(ost.casing_pen(px))
        painter.drawPolyline(points)
        painter.setPen(ost.flank_pen(px))
        painter.drawPolyline(points)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ost.qcolor(ost.FLANK))
        for end in (points[0], points[-1]):
            painter.drawEllipse(end, r, r)
    painter.restore()


# --- target marks -----------------------------------------------------------------------

def paint_no_attack_icon(painter: QPainter, centre: QPointF, radius: float, width: float) -> None:
    """A prohibition sign: a red ring with a diagonal bar, over a white halo
    so that it reads on red tokens too."""
    d = radius / math.sqrt(2)
    bar = QLineF(centre.x() - d, centre.y() - d, centre.x() + d, centre.y() + d)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for colour, w in ((ost.NO_ATTACK_HALO, width * 1.8), (ost.NO_ATTACK, width)):
        pen = QPen(ost.qcolor(colour), w)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawEllipse(centre, radius, radius)
        painter.drawLine(bar)


def paint_eye_slash_icon(painter: QPainter, rect: QRectF, colour: QColor | None = None) -> None:
    """A struck-through eye: cannot be seen (total concealment)."""
    colour = colour or ost.qcolor(ost.TOTAL_CONCEAL)
    w, h = rect.width(), rect.height()
    width = max(min(w, h) * 0.1, 0.8)
    c = rect.center()
    eye = QPainterPath()
    eye.moveTo(rect.left(), c.y())
    eye.quadTo(c.x(), c.y() - h * 0.62, rect.right(), c.y())
    eye.quadTo(c.x(), c.y() + h * 0.62, rect.left(), c.y())
    painter.setPen(QPen(colour, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(eye)
    painter.setBrush(colour)
    pupil = min(w, h) * 0.16
    painter.drawEllipse(c, pupil, pupil)
    pen = QPen(colour, width * 1.3)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(QLineF(rect.left() + w * 0.12, rect.bottom(), rect.right() - w * 0.12, rect.top()))


def paint_target_marks(
    painter: QPainter, doc: Document, result: AttackResult, px_per_square: float
) -> None:
    """Over the target: a prohibition sign when it cannot be attacked (total
    cover, no line of effect); a dashed dark ring and a struck-through eye
    when it has total concealment."""
    target = doc.tokens.get(result.target)
    if target is None:
        return
    px = px_per_square
    rect = token_rect(target, px)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if result.concealment == "total":
        width = ost.TOTAL_CONCEAL_WIDTH * px
        pen = QPen(ost.qcolor(ost.TOTAL_CONCEAL), width)
        pen.setDashPattern([2.0, 1.5])
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(rect.adjusted(width / 2, width / 2, -width / 2, -width / 2))
        size = 0.32 * px
        icon = QRectF(rect.right() - size * 1.05, rect.bottom() - size * 0.8, size, size * 0.62)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 210))
        painter.drawRoundedRect(icon.adjusted(-size * 0.08, -size * 0.08, size * 0.08, size * 0.08),
                                size * 0.1, size * 0.1)
        paint_eye_slash_icon(painter, icon)
    if not result.can_attack:
        radius = rect.width() * 0.42
        width = ost.NO_ATTACK_WIDTH * px * max(1.0, target.footprint ** 0.5)
        paint_no_attack_icon(painter, rect.center(), radius, width)
    painter.restore()
