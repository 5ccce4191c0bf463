"""Tokens on the map: a disc in the faction's colour showing the creature's
picture in a faction-coloured ring, or its initials; condition badges;
hidden and helpless looks. Shared by the window's token items, the
exports and the players' view (through `map_painter.paint_tokens`)."""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QRadialGradient

from battlemap.core.model import Token
from battlemap.render import style
from battlemap.render.pens import cached_pen as _pen
from battlemap.render.pens import device_scale as _device_scale
from battlemap.render.token_art import art_disc_image, disc_px


def token_initials(token: Token) -> str:
    """A short label: "Goblin 3" -> "G3", "Ogre Chief" -> "OC", "Aria" -> "Ar"."""
    words = token.label.split()
    if not words:
        return "?"
    if len(words) >= 2 and words[-1].isdigit():
        return (words[0][0] + words[-1])[:3].upper()
    if len(words) >= 2:
        return (words[0][0] + words[1][0]).upper()
    word = words[0]
    return word[:3] if len(word) <= 3 else word[0].upper() + word[1:2].lower()


def token_labels(tokens: Iterable[Token]) -> dict[str, str]:
    """Each token's label on the map: its initials, told apart where two
    tokens would share them ("Goblin", "Gorgon" -> "Gob", "Gor"; two "Orc"
    -> "Or1", "Or2", in document order)."""
    tokens = list(tokens)
    labels = {t.id: token_initials(t) for t in tokens}
    groups: dict[str, list[Token]] = {}
    for t in tokens:
        groups.setdefault(labels[t.id], []).append(t)
    for initials, group in groups.items():
        if len(group) < 2:
            continue
        longer = {t.id: _letters(t.label)[:3].capitalize() or initials for t in group}
        if len(set(longer.values())) == len(group):
            labels.update(longer)
        else:
            for i, t in enumerate(group, start=1):
                labels[t.id] = f"{initials[:2]}{i}"
    return labels


def _letters(label: str) -> str:
    return "".join(c for c in label if c.isalnum())


@lru_cache(maxsize=64)
def _mix(rgba: style.RGBA, grey_weight: float) -> QColor:
    """(Kept: the same few for every token painted; callers do not change it.)"""
    r, g, b, a = rgba
    grey = (r + g + b) / 3
    return QColor(*(int(c + (grey - c) * grey_weight) for c in (r, g, b)), a)


@lru_cache(maxsize=64)
def _flat_brush(rgba: style.RGBA, grey_weight: float) -> QBrush:
    return QBrush(_mix(rgba, grey_weight))


@lru_cache(maxsize=4)
def _flat_outline(selected: bool) -> QPen:
    """The outline of a far-out token: one (three when selected) screen pixel."""
    pen = QPen(style.qcolor(style.TOKEN_SELECTED if selected else style.TOKEN_OUTLINE), 3 if selected else 1)
    pen.setCosmetic(True)
    return pen


def token_disc(token: Token, px: float, origin: QPointF | None = None) -> QRectF:
    """Where a token's disc is drawn: its footprint less an inset, smaller for
    creatures smaller than Small (centred in their square)."""
    n = token.footprint
    inset = style.TOKEN_INSET * px
    left, top = (token.x * px, token.y * px) if origin is None else (origin.x(), origin.y())
    disc = QRectF(left + inset, top + inset, n * px - 2 * inset, n * px - 2 * inset)
    scale = style.TOKEN_SMALL_SCALE.get(token.size.value)
    if scale is not None:
        shrink = disc.width() * (1 - scale) / 2
        disc = disc.adjusted(shrink, shrink, -shrink, -shrink)
    return disc


def is_flat(token: Token, px: float, scale: float) -> bool:
    """Drawn far out, as a flat outlined disc, at `scale` device px per painter unit."""
    return token_disc(token, px).width() * scale < style.TOKEN_DETAIL_MIN_PX


def paint_token(painter: QPainter, token: Token, px: float, selected: bool = False,
                origin: QPointF | None = None, label: str | None = None) -> None:
    """A round token on its footprint: faction colour, its picture in a
    faction-coloured ring or else its initials (or `label`, see
    `token_labels`), a badge for conditions; translucent and dashed when
    hidden, greyer when it can't act. `origin` puts the footprint's corner
    there instead of at its cell."""
    disc = token_disc(token, px, origin)
    diameter = disc.width()
    scale = _device_scale(painter)
    screen = diameter * scale  # (`is_flat` asks the same)
    ring = max(0.06 * px, diameter * 0.035)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if token.hidden:
        painter.setOpacity(style.TOKEN_HIDDEN_OPACITY)
    rgba = style.faction_rgba(token.faction)
    grey = style.TOKEN_DISABLED_DESATURATE if not token.can_act else 0.0
    if screen < style.TOKEN_DETAIL_MIN_PX:  # far out: a flat disc, outlined
        painter.setPen(_flat_outline(selected))
        _paint_flat(painter, token, disc, scale)
        painter.restore()
        return
    fill = _mix(rgba, grey)
    gradient = QRadialGradient(disc.center() - QPointF(diameter * 0.15, diameter * 0.15), diameter * 0.7)
    gradient.setColorAt(0.0, fill.lighter(135))
    gradient.setColorAt(1.0, fill.darker(115))
    if selected:
        painter.setPen(_pen(style.TOKEN_SELECTED, ring * 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        grow = ring * 1.4
        painter.drawEllipse(disc.adjusted(-grow, -grow, grow, grow))
    painter.setPen(QPen(style.qcolor(style.TOKEN_OUTLINE), ring * 2.2))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(disc)
    has_art = token.art is not None and _paint_art(painter, token, _art_rect(disc, scale), scale)
    # around a picture, a thinner light ring leaves the faction colour room to show
    ring_pen = QPen(style.qcolor(style.TOKEN_RING), ring * (0.6 if has_art else 1.0))
    if token.hidden:
        ring_pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(ring_pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(disc)
    if has_art:
        if screen >= style.TOKEN_ART_LABEL_MIN_PX:  # told apart from namesakes sharing the picture
            _paint_label_chip(painter, disc, px, label or token_initials(token))
    elif screen >= style.TOKEN_LABEL_MIN_PX:
        _paint_label(painter, disc, label or token_initials(token))
    if token.conditions and screen >= style.TOKEN_LABEL_MIN_PX * 0.75:
        _paint_condition_badge(painter, disc, px, token)
    painter.restore()


def _paint_flat(painter: QPainter, token: Token, disc: QRectF, scale: float) -> None:
    """A far-out token's disc in its flat colour (the pen set, antialiased),
    and its picture inside a ring of the faction colour."""
    painter.setBrush(_flat_brush(style.faction_rgba(token.faction),
                                 style.TOKEN_DISABLED_DESATURATE if not token.can_act else 0.0))
    painter.drawEllipse(disc)
    if token.art is not None:
        _paint_art(painter, token, _art_rect(disc, scale), scale)


def paint_flat_tokens(painter: QPainter, tokens: Iterable[tuple[Token, str | None]], px: float) -> None:
    """Tokens (with their labels) not selected, in order, as `paint_token`
    paints each: the same pixels, the painter set up once for all the flat
    discs (far out, 60 tokens a zoom step: a save, restore and hints each
    cost as much as the disc). One too big to be flat here is painted whole."""
    scale = _device_scale(painter)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(_flat_outline(False))
    opacity = painter.opacity()
    for token, label in tokens:
        disc = token_disc(token, px)
        if disc.width() * scale >= style.TOKEN_DETAIL_MIN_PX:
            painter.setOpacity(opacity)
            paint_token(painter, token, px, False, None, label)
            continue
        painter.setOpacity(style.TOKEN_HIDDEN_OPACITY if token.hidden else opacity)
        _paint_flat(painter, token, disc, scale)
    painter.restore()


def _art_rect(disc: QRectF, scale: float) -> QRectF:
    """Where a token's picture goes: the disc less its faction-coloured ring
    (at least a few screen pixels wide, so the faction shows far out too)."""
    band = max(disc.width() * style.TOKEN_ART_RING, style.TOKEN_ART_RING_MIN_PX / scale)
    band = min(band, disc.width() * 0.3)
    return disc.adjusted(band, band, -band, -band)


def _paint_art(painter: QPainter, token: Token, rect: QRectF, scale: float) -> bool:
    """The token's picture cut to a circle in `rect`, framed by a thin dark
    line; False (nothing drawn) when it cannot be decoded."""
    assert token.art is not None
    image = art_disc_image(token.art, disc_px(rect.width() * scale), grey=not token.can_act)
    if image is None:
        return False
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.drawImage(rect, image)
    edge = QPen(style.qcolor(style.TOKEN_ART_EDGE), 1)
    edge.setCosmetic(True)
    painter.setPen(edge)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(rect)
    painter.restore()
    return True


def _fit_font(text: str, height: float) -> QFont:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(1, round(height)))
    return font


def _paint_label(painter: QPainter, disc: QRectF, text: str) -> None:
    size = disc.width() * (0.42 if len(text) <= 2 else 0.32)
    painter.setFont(_fit_font(text, size))
    shadow = disc.translated(size * 0.05, size * 0.06)
    painter.setPen(QColor(0, 0, 0, 150))
    painter.drawText(shadow, Qt.AlignmentFlag.AlignCenter, text)
    painter.setPen(style.qcolor(style.TOKEN_TEXT))
    painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, text)


def _paint_label_chip(painter: QPainter, disc: QRectF, px: float, text: str) -> None:
    """The label small, white on a dark rounded chip over the picture's lower
    edge (clear of the ring, where the overlays mark targets); no bigger on
    a large creature than on a medium one, so it hides little of the picture."""
    size = min(disc.width(), px) * 0.18
    font = _fit_font(text, size)
    painter.setFont(font)
    width = painter.fontMetrics().horizontalAdvance(text) + size * 0.7
    bottom = disc.bottom() - disc.width() * style.TOKEN_ART_RING * 0.8
    chip = QRectF(disc.center().x() - width / 2, bottom - size * 1.3, width, size * 1.3)
    painter.setPen(QPen(style.qcolor(style.TOKEN_RING), size * 0.08))
    painter.setBrush(style.qcolor(style.TOKEN_ART_CHIP))
    painter.drawRoundedRect(chip, size * 0.4, size * 0.4)
    painter.setPen(style.qcolor(style.TOKEN_TEXT))
    painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)


def _paint_condition_badge(painter: QPainter, disc: QRectF, px: float, token: Token) -> None:
    """A red badge at the disc's upper right: the first letter of the only
    condition, or how many there are."""
    radius = max(0.17 * px, disc.width() * 0.11)
    centre = disc.center() + QPointF(disc.width(), -disc.height()) * (0.5 / math.sqrt(2))
    badge = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    painter.setPen(QPen(style.qcolor(style.TOKEN_RING), radius * 0.18))
    painter.setBrush(style.qcolor(style.CONDITION_BADGE))
    painter.drawEllipse(badge)
    text = sorted(token.conditions)[0][0].upper() if len(token.conditions) == 1 else str(len(token.conditions))
    painter.setFont(_fit_font(text, radius * 1.3))
    painter.setPen(style.qcolor(style.CONDITION_BADGE_TEXT))
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
