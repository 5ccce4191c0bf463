"""Where the badges go in the window: the export's placement, kept stable.

`overlay_painter.place_badges` lays every badge out afresh (some 20 ms for
30 badges). The window instead keeps each badge where it is until its target
moves, its size changes or the whole row is laid out again (another
attacker, another attack), and places only those badges, with the same
candidates and the same cost as `place_badges` (overlap with badges already
placed x4, with tokens x1, length of lines and flanking diagonals inside,
earlier candidates preferred), vectorised over the candidates. So badges do
not jump about while a token is dragged, and each placement costs well
under a millisecond.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np
from PySide6.QtCore import QRectF, QSizeF

from battlemap.core.model import Document
from battlemap.core.rules import AttackResult
from battlemap.render import overlay_painter as op
from battlemap.render import overlay_style as ost
from battlemap.ui.overlays.items import badge_text_px


def _rects_array(rects: Sequence[QRectF]) -> np.ndarray:
    return np.array([(r.left(), r.top(), r.right(), r.bottom()) for r in rects], float).reshape(-1, 4)


def _overlap_areas(cands: np.ndarray, others: np.ndarray) -> np.ndarray:
    """(m,) total overlap area of each candidate (m, 4) with the rects (n, 4)."""
    if not len(others):
        return np.zeros(len(cands))
    w = np.minimum(cands[:, None, 2], others[None, :, 2]) - np.maximum(cands[:, None, 0], others[None, :, 0])
    h = np.minimum(cands[:, None, 3], others[None, :, 3]) - np.maximum(cands[:, None, 1], others[None, :, 1])
    return (np.clip(w, 0, None) * np.clip(h, 0, None)).sum(axis=1)


def _lengths_inside(cands: np.ndarray, seg: np.ndarray) -> np.ndarray:
    """(m,) total length of the segments (n, 4) inside each rect (m, 4):
    Liang-Barsky clipping, as `overlay_painter.place_badges` measures it."""
    if not len(seg) or not len(cands):
        return np.zeros(len(cands))
    x0, y0, x1, y1 = (seg[:, i][None, :] for i in range(4))
    dx, dy = x1 - x0, y1 - y0
    left, top, right, bottom = (cands[:, i][:, None] for i in range(4))
    t0 = np.zeros((len(cands), len(seg)))
    t1 = np.ones((len(cands), len(seg)))
    with np.errstate(divide="ignore", invalid="ignore"):
        for p, q in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)):
            p = np.broadcast_to(p, t0.shape)
            t = q / p
            t0 = np.where(p < 0, np.maximum(t0, t), t0)
            t1 = np.where(p > 0, np.minimum(t1, t), t1)
            t1 = np.where((p == 0) & (q < 0), -1.0, t1)
    return (np.clip(t1 - t0, 0.0, None) * np.hypot(dx, dy)).sum(axis=1)


def _clamp(cands: np.ndarray, bounds: QRectF) -> np.ndarray:
    w = cands[:, 2] - cands[:, 0]
    h = cands[:, 3] - cands[:, 1]
    x = np.minimum(np.maximum(cands[:, 0], bounds.left()), np.maximum(bounds.right() - w, bounds.left()))
    y = np.minimum(np.maximum(cands[:, 1], bounds.top()), np.maximum(bounds.bottom() - h, bounds.top()))
    return np.stack([x, y, x + w, y + h], axis=1)


def line_pieces(doc: Document, results: Iterable[AttackResult], px: float) -> np.ndarray:
    """(n, 4) every drawn line and flanking diagonal, in painter units."""
    pieces = [(line.start[0] * px, line.start[1] * px, line.end[0] * px, line.end[1] * px)
              for r in results for line in r.lines]
    for r in results:
        for points in op.flank_paths(doc, r, px):
            pieces.extend((a.x(), a.y(), b.x(), b.y()) for a, b in zip(points, points[1:]))
    return np.array(pieces, float).reshape(-1, 4)


BOUNDS_MARGIN = 2.0  # squares around the board where badges may go


class BadgeLayout:
    """Badge rectangles by target id, in scene units."""

    def __init__(self) -> None:
        self.rects: dict[str, QRectF] = {}
        self._placed_for: dict[str, tuple] = {}  # target -> (target cell, size) it was placed for

    def clear(self) -> None:
        self.rects.clear()
        self._placed_for.clear()

    def forget(self, target: str) -> None:
        self.rects.pop(target, None)
        self._placed_for.pop(target, None)

    def needs_place(self, doc: Document, result: AttackResult, size: QSizeF) -> bool:
        token = doc.tokens.get(result.target)
        key = (None if token is None else (token.x, token.y, token.footprint),
               round(size.width(), 2), round(size.height(), 2))
        return self._placed_for.get(result.target) != key

    def place(self, doc: Document, results: Sequence[AttackResult], ids: Iterable[str],
              px: float, lines: np.ndarray | None = None, force: bool = False,
              text_scale: float = 1.0) -> list[str]:
        """(Re)place the badges of `ids` among `results` (those that need it,
        or all of them with `force`), in the order of `results`. Returns the
        ids placed."""
        ids = set(ids)
        text_px = badge_text_px(px, text_scale)
        # the window has room around the board (the scene's margin): small maps
        # keep their badges off the creatures
        m = BOUNDS_MARGIN * px
        bounds = QRectF(-m, -m, doc.board.width * px + 2 * m, doc.board.height * px + 2 * m)
        obstacles = _rects_array([op.token_rect(t, px) for t in doc.tokens.values()])
        line_w = ost.line_width(px) * 2
        placed: list[str] = []
        for result in results:
            tid = result.target
            if tid not in ids:
                continue
            size = op.badge_size(op.badge_rows(result, doc), text_px)
            if not force and tid in self.rects and not self.needs_place(doc, result, size):
                continue
            if lines is None:
                lines = line_pieces(doc, results, px)
            cands = _clamp(_rects_array(op.badge_candidates(doc, result, size, px)), bounds)
            others = _rects_array([r for t, r in self.rects.items() if t != tid])
            near = cands + np.array([-line_w, -line_w, line_w, line_w])
            cost = _overlap_areas(cands, others) * 4
            cost += _overlap_areas(cands, obstacles)
            cost += _lengths_inside(near, lines) * line_w * 2
            cost += np.arange(len(cands)) * 1e-3 * px * px
            best = int(np.argmin(cost)) if len(cands) else 0
            x0, y0, x1, y1 = cands[best]
            self.rects[tid] = QRectF(x0, y0, x1 - x0, y1 - y0)
            token = doc.tokens.get(tid)
            self._placed_for[tid] = (
                None if token is None else (token.x, token.y, token.footprint),
                round(size.width(), 2), round(size.height(), 2))
            placed.append(tid)
        return placed


__all__ = ["BadgeLayout", "line_pieces"]
