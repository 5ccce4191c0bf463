"""Paint what the rules engine decided (`AttackResult`s) over a map, on any QPainter.

Same coordinates as `map_painter`: grid units scaled by `px_per_square`
(see `overlay_geometry`). QtGui only, so the exports and the scene's live
overlay items share every painter:

- `line_painter`    the lines of each result, the chosen corner and cell, drafts
- `marker_painter`  the attacker's ring, blockers, flanking, target marks
- `badges`          the numbers beside each target and their layout
- `leaders`         a line from a badge away from its target to the target
- `paint_overlays`  all of them for a list of results, badges laid out so
                    that they avoid each other; `overlay_bounds` what they touch
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from battlemap.core.model import Document
from battlemap.core.rules.result import AttackResult
from battlemap.render import overlay_style as ost
from battlemap.render.badges import badge_text_px as text_height, paint_badge, place_badges
from battlemap.render.leaders import paint_leaders
from battlemap.render.line_painter import paint_chosen, paint_result_lines
from battlemap.render.marker_painter import (
    paint_attacker, paint_blockers, paint_flanking, paint_target_marks,
)


def paint_overlays(
    painter: QPainter,
    doc: Document,
    results: Sequence[AttackResult],
    px_per_square: float,
    *,
    bounds: QRectF | None = None,
    highlight_blockers: bool = True,
    badges: bool = True,
    badge_text_px: float | None = None,
    badge_rects: Sequence[QRectF] | None = None,
) -> list[QRectF]:
    """Every overlay for `results` (usually one attacker against its enemies):
    blocker highlights, flanking, lines, chosen corners, the attacker's ring,
    target marks, leaders (badges away from their targets) and badges, in
    that order. Badges stay inside `bounds`
    (painter units; default the board); their text is `badge_text_px` high
    (default: a fraction of a square). `badge_rects` from an earlier
    `place_badges` call skip the layout (painting in bands or tiles).
    Returns the badge rectangles."""
    px = px_per_square
    results = list(results)
    if not results:
        return []
    if highlight_blockers:
        paint_blockers(painter, doc, results, px)
    for result in results:
        paint_flanking(painter, doc, result, px)
    for result in results:
        paint_result_lines(painter, result, px)
    for attacker in dict.fromkeys(r.attacker for r in results):
        paint_attacker(painter, doc, attacker, px)
    for result in results:
        paint_chosen(painter, doc, result, px)
    for result in results:
        paint_target_marks(painter, doc, result, px)
    rects: list[QRectF] = []
    if badges:
        rects = list(badge_rects) if badge_rects is not None else \
            place_badges(doc, results, px, bounds, badge_text_px)
        paint_leaders(painter, doc, results, rects, px, text_height(px, badge_text_px))
        for result, rect in zip(results, rects):
            paint_badge(painter, doc, result, px, rect, badge_text_px)
    return rects


def overlay_bounds(
    doc: Document, results: Sequence[AttackResult], px_per_square: float,
    bounds: QRectF | None = None, badge_text_px: float | None = None,
) -> QRectF:
    """Everything `paint_overlays` may touch, for a scene item's boundingRect."""
    px = px_per_square
    area = QRectF(0, 0, doc.board.width * px, doc.board.height * px)
    for rect in place_badges(doc, results, px, bounds, badge_text_px):
        area = area.united(rect)
    margin = max(ost.BLOCK_SEGMENT_WIDTH, ost.CORNER_RADIUS) * px
    return area.adjusted(-margin, -margin, margin, margin)
