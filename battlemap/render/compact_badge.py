"""The compact marker a badge becomes at a far zoom (the window's level of
detail): a shield in the verdict's colour and one number."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen

from battlemap.core.rules.result import AttackResult
from battlemap.render import overlay_style as ost
from battlemap.render.badges import (
    badge_font, badge_metrics, badge_text_width, dnd4e_penalties, signed_number,
)


def compact_text(result: AttackResult) -> str:
    """The number a compact marker shows: the total AC change (4e: the cover
    and concealment attack penalty); a cross when the target cannot be
    attacked, a dash when a melee attack cannot reach it."""
    if not result.in_reach:
        return "\u2014"
    if not result.can_attack:
        return "\u2715"
    if result.ruleset == "dnd4e":
        cover, conceal = dnd4e_penalties(result)
        return signed_number(cover + conceal)
    return signed_number(result.ac_mod)


def compact_size(result: AttackResult, text_px: float) -> QSizeF:
    """A shield icon and the number, on one line."""
    h = badge_metrics(text_px, True).height() + text_px * 0.3
    return QSizeF(h * 0.95 + badge_text_width(compact_text(result), text_px, True) + text_px * 0.7, h)


def paint_compact_badge(painter: QPainter, result: AttackResult, rect: QRectF, text_px: float) -> None:
    """A small marker for a far zoom: a shield in the verdict's colour
    (filled when there is cover, outlined when not) and the number."""
    edge = ost.qcolor(ost.edge_rgba(result))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    edge_w = max(text_px * 0.14, 1.0)
    painter.setPen(QPen(edge, edge_w))
    painter.setBrush(ost.qcolor(ost.BADGE_FILL))
    inner = rect.adjusted(edge_w / 2, edge_w / 2, -edge_w / 2, -edge_w / 2)
    painter.drawRoundedRect(inner, rect.height() * 0.3, rect.height() * 0.3)
    h = rect.height()
    shield_box = QRectF(rect.left() + h * 0.2, rect.top() + h * 0.18, h * 0.55, h * 0.64)
    shield = QPainterPath()
    x0, y0, w, sh = shield_box.x(), shield_box.y(), shield_box.width(), shield_box.height()
    shield.moveTo(x0, y0)
    shield.lineTo(x0 + w, y0)
    shield.lineTo(x0 + w, y0 + sh * 0.5)
    shield.quadTo(x0 + w, y0 + sh * 0.85, x0 + w / 2, y0 + sh)
    shield.quadTo(x0, y0 + sh * 0.85, x0, y0 + sh * 0.5)
    shield.closeSubpath()
    painter.setPen(QPen(edge, max(text_px * 0.12, 1.0)))
    painter.setBrush(edge if result.cover != "none" and result.in_reach else Qt.BrushStyle.NoBrush)
    painter.drawPath(shield)
    painter.setFont(badge_font(text_px, True))
    painter.setPen(ost.qcolor(ost.BADGE_MUTED if not result.in_reach else ost.BADGE_TEXT))
    text_rect = QRectF(shield_box.right() + h * 0.12, rect.top(), rect.right() - shield_box.right(), h)
    painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                     compact_text(result))
    painter.restore()
