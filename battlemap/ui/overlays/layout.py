"""Where the badges go in the window: never overlapping, inside the view,
kept stable.

`overlay_painter.place_badges` lays every badge out afresh for an export.
The window instead keeps each badge where it is until its target moves, its
size changes, the view moves it off screen or the whole row is laid out
again (another attacker, attack or zoom), and places only those badges.
Each takes the first free place, nearest its target, that overlaps no other
badge, neither its own token nor the attacker, inside the visible part of
the map (sliding in from its edge); among the free places the export's costs
decide (tokens and drawn lines covered, distance), vectorised over the
candidates. So badges do not jump about while a token is dragged.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np
from PySide6.QtCore import QRectF, QSizeF

from battlemap.core.model import Document
from battlemap.core.rules import AttackResult
from battlemap.render import compact_badge
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


def line_pieces(doc: Document, results: Iterable[AttackResult], px: float,
                simplified: bool = False) -> np.ndarray:
    """(n, 4) every drawn line and flanking diagonal, in painter units
    (`simplified`: the one clear line a far zoom draws per result)."""
    results = list(results)
    pieces = [(line.start[0] * px, line.start[1] * px, line.end[0] * px, line.end[1] * px)
              for r in results
              for line in ([l for l in r.lines if not l.blocked and l.role != "flank"][:1]
                           if simplified else r.lines)]
    for r in results:
        for points in op.flank_paths(doc, r, px):
            pieces.extend((a.x(), a.y(), b.x(), b.y()) for a, b in zip(points, points[1:]))
    return np.array(pieces, float).reshape(-1, 4)


BOUNDS_MARGIN = 2.0  # squares around the board where badges may go
SEARCH_RINGS = 5     # how far (in half badges) a badge may move to find a free place
SLIDE_INSET = 3.0    # px kept between a badge and the edge of the view
SOFT_CANDIDATES = 12  # places weighed for tokens and lines covered, of those free


def _search_candidates(target: QRectF, size: QSizeF, gap: float, rings: int = SEARCH_RINGS) -> np.ndarray:
    """(n, 4) places around `target`, nearest first: the export's eight
    (beside, above, below, at the corners), then a widening grid of places
    half a badge apart, for crowded spots."""
    w, h = size.width(), size.height()
    cx, cy = target.center().x(), target.center().y()
    steps = np.arange(-rings, rings + 1)
    dx, dy = np.meshgrid(steps * (w * 0.5 + gap), steps * (h * 0.5 + gap))
    x = cx - w / 2 + dx.ravel()
    y = cy - h / 2 + dy.ravel()
    order = np.argsort(np.hypot(dx.ravel() / max(w, 1.0), dy.ravel() / max(h, 1.0)), kind="stable")
    return np.stack([x, y, x + w, y + h], axis=1)[order]


class BadgeLayout:
    """Badge rectangles by target id, in painter units at the view's zoom.

    Rules, in order: a badge never overlaps another badge, its own token or
    the attacker, and stays inside `bounds` (the visible part of the map:
    it slides in from the edge); then it avoids other tokens and the drawn
    lines, and stays near its target (the export's places first)."""

    def __init__(self) -> None:
        self.rects: dict[str, QRectF] = {}
        self._placed_for: dict[str, tuple] = {}  # target -> (target cell, size) it was placed for
        self.slid: set[str] = set()  # badges pushed off their best place by the view's edge

    def clear(self) -> None:
        self.rects.clear()
        self._placed_for.clear()
        self.slid.clear()

    def forget(self, target: str) -> None:
        self.rects.pop(target, None)
        self._placed_for.pop(target, None)
        self.slid.discard(target)

    def needs_place(self, doc: Document, result: AttackResult, size: QSizeF) -> bool:
        token = doc.tokens.get(result.target)
        key = (None if token is None else (token.x, token.y, token.footprint),
               round(size.width(), 2), round(size.height(), 2))
        return self._placed_for.get(result.target) != key

    def outside(self, bounds: QRectF) -> set[str]:
        """Badges not wholly inside `bounds`, or slid there earlier (the
        view moved: they may go back to their best place)."""
        return {t for t, r in self.rects.items() if not bounds.contains(r)} | self.slid

    @staticmethod
    def badge_size(result: AttackResult, doc: Document, text_px: float, compact: bool) -> QSizeF:
        if compact:
            return compact_badge.compact_size(result, text_px)
        return op.badge_size(op.badge_rows(result, doc), text_px)

    def place(self, doc: Document, results: Sequence[AttackResult], ids: Iterable[str],
              px: float, lines: np.ndarray | None = None, force: bool = False,
              text_scale: float = 1.0, bounds: QRectF | None = None, compact: bool = False,
              attacker: str | None = None) -> list[str]:
        """(Re)place the badges of `ids` among `results` (those that need it,
        or all of them with `force`), in the order of `results`, inside
        `bounds` (default: the board and a margin). Returns the ids placed."""
        ids = set(ids)
        text_px = badge_text_px(px, text_scale)
        if bounds is None:
            m = BOUNDS_MARGIN * px
            bounds = QRectF(-m, -m, doc.board.width * px + 2 * m, doc.board.height * px + 2 * m)
        else:
            bounds = bounds.adjusted(SLIDE_INSET, SLIDE_INSET, -SLIDE_INSET, -SLIDE_INSET)
        token_ids = list(doc.tokens)
        token_rects = [op.token_rect(t, px) for t in doc.tokens.values()]
        obstacles = _rects_array(token_rects)
        attacker_rect = _rects_array([token_rects[token_ids.index(attacker)]]) \
            if attacker in doc.tokens else np.zeros((0, 4))
        line_w = ost.line_width(px) * 2
        gap = ost.BADGE_GAP * px
        order = list(self.rects)  # every badge's rect, one row each, kept in step below
        table = _rects_array([self.rects[t] for t in order])
        row_of = {t: i for i, t in enumerate(order)}
        placed: list[str] = []
        for result in results:
            tid = result.target
            if tid not in ids:
                continue
            size = self.badge_size(result, doc, text_px, compact)
            if not force and tid in self.rects and not self.needs_place(doc, result, size):
                continue
            if lines is None:
                lines = line_pieces(doc, results, px)
            token = doc.tokens.get(tid)
            own = _rects_array([token_rects[token_ids.index(tid)]]) if token is not None else np.zeros((0, 4))
            preferred = _rects_array(op.badge_candidates(doc, result, size, px))
            target = token_rects[token_ids.index(tid)] if token is not None else QRectF(0, 0, 1, 1)
            others = np.delete(table, row_of[tid], axis=0) if tid in row_of else table
            for rings in (SEARCH_RINGS, 3 * SEARCH_RINGS):  # a wider search where it is crowded
                raw = np.vstack([preferred, _search_candidates(target, size, gap, rings)])
                cands = _clamp(raw, bounds)
                # hard: other badges, its own token, the attacker (a tiny
                # margin of rounding tolerated); then soft costs
                hard = _overlap_areas(cands, others) + _overlap_areas(cands, own) + \
                    _overlap_areas(cands, attacker_rect)
                if (hard <= 0.5).any():
                    break
            # the soft costs only for the nearest few places that break no rule
            # (all of them when every place breaks one: the least bad wins)
            free = np.flatnonzero(hard <= 0.5)
            pick = free[:SOFT_CANDIDATES] if len(free) else np.arange(len(cands))
            sub = cands[pick]
            near = sub + np.array([-line_w, -line_w, line_w, line_w])
            soft = _overlap_areas(sub, obstacles)
            soft += _lengths_inside(near, lines) * line_w * 2
            centres = (sub[:, :2] + sub[:, 2:]) / 2
            soft += np.hypot(centres[:, 0] - target.center().x(),
                             centres[:, 1] - target.center().y()) * px * 0.05
            soft += pick * 1e-3 * px * px
            cost = soft if len(free) else soft + hard[pick] * 1e6
            best = int(pick[int(np.argmin(cost))]) if len(cands) else 0
            x0, y0, x1, y1 = cands[best]
            self.rects[tid] = QRectF(x0, y0, x1 - x0, y1 - y0)
            if tid in row_of:
                table[row_of[tid]] = cands[best]
            else:
                row_of[tid] = len(table)
                table = np.vstack([table, cands[best][None, :]])
            if np.allclose(cands[best], raw[best]):
                self.slid.discard(tid)
            else:
                self.slid.add(tid)
            self._placed_for[tid] = (
                None if token is None else (token.x, token.y, token.footprint),
                round(size.width(), 2), round(size.height(), 2))
            placed.append(tid)
        return placed


__all__ = ["BadgeLayout", "line_pieces"]
