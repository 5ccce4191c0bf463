"""Where map things land in painter units, shared by the overlay painters.

Grid units scaled by `px_per_square`, as in `map_painter`: cell (x, y)
covers [x, x+1] x [y, y+1] * px_per_square.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from battlemap.core.model import Token


def scaled_point(p: tuple[float, float], px: float) -> QPointF:
    """A grid point in painter units."""
    return QPointF(p[0] * px, p[1] * px)


def token_rect(token: Token, px: float) -> QRectF:
    """A token's footprint in painter units."""
    n = token.footprint
    return QRectF(token.x * px, token.y * px, n * px, n * px)


def token_centre(token: Token, px: float) -> QPointF:
    return token_rect(token, px).center()
