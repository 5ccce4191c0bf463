"""Painting area templates (RULES §7), shared by the editor and the exports:
the covered squares tinted and outlined, the template's handles, and what it
does to each creature (caught ones keep their badge; spared ones, covered
but shielded from the origin, get a dashed ring; the rest are dimmed).

Everything is in painter units with `px` units per square, like the other
painters in this package. QtGui only."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen

from battlemap.core.errors import BattlemapError
from battlemap.core.geometry.lattice import Space
from battlemap.core.model import Document, PlacedTemplate
from battlemap.core.model.template import DIRECTION_VECTORS
from battlemap.core.rules import get_ruleset
from battlemap.core.rules.area import same_side, touches
from battlemap.core.rules.templates import blast_space, covered_cells
from battlemap.render import overlay_style as ost
from battlemap.render.overlay_geometry import token_rect

FILL = QColor(255, 122, 0, 62)          # covered squares of a template
FILL_ACTIVE = QColor(255, 122, 0, 105)  # ... of the one being judged
EDGE = QColor(205, 80, 0, 235)
HANDLE = QColor(205, 80, 0, 255)
SPARED = QColor(30, 110, 215, 240)
INACTIVE = QColor(110, 110, 110, 200)  # a template that does not fit the ruleset just now
DIM = QColor(250, 250, 250, 165)
EDGE_WIDTH = 0.06    # squares
HANDLE_RADIUS = 0.16  # squares
SPARED_WIDTH = 0.07  # squares


_SHAPES: dict[tuple[int, float], tuple[np.ndarray, list[QRectF], list[QLineF]]] = {}


def _shapes(covered: np.ndarray, px: float) -> tuple[list[QRectF], list[QLineF]]:
    """The covered squares and the area's edges (between covered and
    uncovered squares) as Qt shapes, kept per array: the editor repaints
    the same area many times (arrays are never changed once made)."""
    key = (id(covered), px)
    hit = _SHAPES.get(key)
    if hit is not None and hit[0] is covered:
        return hit[1], hit[2]
    ys, xs = np.nonzero(covered)
    rects = [QRectF(x * px, y * px, px, px) for x, y in zip(xs.tolist(), ys.tolist())]
    padded = np.pad(covered, 1)
    # vertical edges: a covered square beside an uncovered one, along x
    dy, dx = np.nonzero(padded[1:-1, 1:] != padded[1:-1, :-1])
    lines = [QLineF(x * px, y * px, x * px, (y + 1) * px) for x, y in zip(dx.tolist(), dy.tolist())]
    dy, dx = np.nonzero(padded[1:, 1:-1] != padded[:-1, 1:-1])
    lines += [QLineF(x * px, y * px, (x + 1) * px, y * px) for x, y in zip(dx.tolist(), dy.tolist())]
    if len(_SHAPES) >= 32:
        _SHAPES.clear()
    _SHAPES[key] = (covered, rects, lines)  # the array is held: its id stays its own
    return rects, lines


def paint_tint(painter: QPainter, covered: np.ndarray, px: float, active: bool) -> None:
    """Tint every covered square, in one call. Painted under the tokens
    (over terrain, light and grid), so a creature's colour stays true."""
    rects, _ = _shapes(covered, px)
    if not rects:
        return
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(FILL_ACTIVE if active else FILL)
    painter.drawRects(rects)
    painter.restore()


def paint_outline(painter: QPainter, covered: np.ndarray, px: float, active: bool,
                  colour: QColor = EDGE) -> None:
    """Outline the area in one call: over the tokens, so the area's edge
    reads across them."""
    _, lines = _shapes(covered, px)
    if not lines:
        return
    painter.save()
    pen = QPen(colour, max(EDGE_WIDTH * px, 1.5))
    pen.setStyle(Qt.PenStyle.SolidLine if active else Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.drawLines(lines)
    painter.restore()


def handle_points(placed: PlacedTemplate) -> dict[str, tuple[float, float]]:
    """Where a template's handles are, in grid units: "origin" always, "turn"
    for a cone (at its tip, along its direction), "end" for a line."""
    t = placed.template
    ox, oy = placed.origin
    out = {"origin": (float(ox), float(oy))}
    if t.shape == "cone":
        ux, uy = DIRECTION_VECTORS[t.direction]
        reach = t.length_ft / 5 / math.hypot(ux, uy)
        out["turn"] = (ox + ux * reach, oy + uy * reach)
    elif t.shape == "line":
        out["end"] = (float(t.end[0]), float(t.end[1]))
    return out


def _label_font(px: float) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, round(0.26 * px)))
    font.setBold(True)
    return font


def handles_rect(placed: PlacedTemplate, px: float, label: str | None = None) -> QRectF:
    """What `paint_handles` covers (scene units at `px` per square), with a
    margin: what to repaint when the handles move."""
    r = max(HANDLE_RADIUS * px, 4.0)
    points = [QPointF(x * px, y * px) for x, y in handle_points(placed).values()]
    rect = QRectF(points[0], points[0])
    for point in points[1:]:
        rect = rect.united(QRectF(point, point))
    rect = rect.adjusted(-2 * r, -2 * r, 2 * r, 2 * r)
    if label:
        origin = points[0]
        metrics = QFontMetricsF(_label_font(px))
        text = QRectF(origin.x() + r * 1.4, origin.y() - r * 1.2 - metrics.ascent(),
                      metrics.horizontalAdvance(label), metrics.height())
        rect = rect.united(text.adjusted(-2, -2, 2, 2))
    return rect


def paint_handles(painter: QPainter, placed: PlacedTemplate, px: float, label: str | None = None,
                  inactive: bool = False) -> None:
    """The origin (a ringed dot), a cone's turning handle or a line's end,
    joined to the origin; the template's name beside the origin. Grey for
    an `inactive` template."""
    points = handle_points(placed)
    r = max(HANDLE_RADIUS * px, 4.0)
    colour = INACTIVE if inactive else HANDLE
    painter.save()
    ox, oy = points["origin"]
    origin = QPointF(ox * px, oy * px)
    pen = QPen(colour, max(EDGE_WIDTH * px, 1.5))
    for key in ("turn", "end"):
        if key in points:
            hx, hy = points[key]
            tip = QPointF(hx * px, hy * px)
            dashed = QPen(pen)
            dashed.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(dashed)
            painter.drawLine(origin, tip)
            painter.setPen(pen)
            painter.setBrush(QColor(255, 255, 255, 230))
            painter.drawRect(QRectF(tip.x() - r * 0.8, tip.y() - r * 0.8, r * 1.6, r * 1.6))
    painter.setPen(QPen(QColor(255, 255, 255, 240), max(r * 0.35, 1.5)))
    painter.setBrush(colour)
    painter.drawEllipse(origin, r, r)
    if label:
        painter.setFont(_label_font(px))
        painter.setPen(INACTIVE if inactive else EDGE)
        painter.drawText(QPointF(origin.x() + r * 1.4, origin.y() - r * 1.2), label)
    painter.restore()


def effect_of(doc: Document, token_id: str, caught: set[str], spared: set[str],
              attacker: str | None) -> str:
    """How `paint_effects` marks a creature: "ally" (caught, on the
    attacker's side: friendly fire), "caught", "spared", "dimmed" or
    "attacker" (unmarked)."""
    if token_id == attacker:
        return "attacker"
    if token_id in caught:
        return "ally" if same_side(doc, attacker, token_id) else "caught"
    return "spared" if token_id in spared else "dimmed"


def paint_effects(painter: QPainter, doc: Document, px: float, caught: set[str],
                  spared: set[str], attacker: str | None) -> None:
    """Caught creatures of the attacker's own side get a magenta ring (friendly
    fire: an area spares nobody, whatever the Targets filter says); spared
    ones a dashed blue ring; everyone else outside the area (but the
    attacker) is dimmed."""
    pen = QPen(SPARED, max(SPARED_WIDTH * px, 1.5))
    pen.setStyle(Qt.PenStyle.DashLine)
    ally_pen = QPen(ost.qcolor(ost.FRIENDLY_FIRE), max(ost.FRIENDLY_FIRE_WIDTH * px, 2.0))
    dimmed, rings = [], []
    inset = 0.06 * px
    for token in doc.tokens.values():
        effect = effect_of(doc, token.id, caught, spared, attacker)
        rect = token_rect(token, px)
        if effect == "ally":
            rings.append((ally_pen, rect.adjusted(inset / 2, inset / 2, -inset / 2, -inset / 2)))
        elif effect == "spared":
            rings.append((pen, rect.adjusted(inset, inset, -inset, -inset)))
        elif effect == "dimmed":
            dimmed.append(rect)
    painter.save()
    if dimmed:  # in one call, squares on whole pixels: no antialiasing needed
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(DIM))
        painter.drawRects(dimmed)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for ring_pen, rect in rings:
        painter.setPen(ring_pen)
        painter.drawEllipse(rect)
    painter.restore()


def covered_or_none(doc: Document, placed: PlacedTemplate, ruleset: str | None = None
                    ) -> np.ndarray | None:
    """The squares a placed template covers, or None when it does not fit the
    ruleset (the map's by default) or its attacker is gone (it is then
    inactive: `core.rules.area.template_misfit` says why)."""
    token = doc.tokens.get(placed.attacker or "")
    space = None if token is None else Space.of(token.x, token.y, token.footprint)
    try:
        return covered_cells(placed.template, placed.origin, doc.board,
                             get_ruleset(ruleset or doc.ruleset), space)
    except BattlemapError:
        return None


def inactive_cover(doc: Document, placed: PlacedTemplate) -> np.ndarray | None:
    """Where a template that does not fit the map's ruleset would lie under
    the rulesets it was made for (4e's squares or the others' feet), to
    draw it greyed; a 4e blast its creature left keeps its block; else None."""
    token = doc.tokens.get(placed.attacker or "")
    space = None if token is None else Space.of(token.x, token.y, token.footprint)
    own = get_ruleset("dnd4e" if placed.template.in_squares else "dnd35")
    try:
        return covered_cells(placed.template, placed.origin, doc.board, own, space)
    except BattlemapError:
        if placed.template.shape != "blast":
            return None
        block = blast_space(placed.template)
        mask = np.zeros((doc.board.height, doc.board.width), bool)
        mask[max(block.y0, 0):max(block.y1, 0), max(block.x0, 0):max(block.x1, 0)] = True
        return mask


@dataclass(frozen=True)
class DrawnArea:
    """A template as drawn: its covered squares (computed once for the tint
    under the tokens and the marks over them), whether it is the judged one,
    and whether it is inactive (it does not fit the ruleset or its creature's
    place: then `covered` is where it would lie, or None, and it is drawn
    greyed, untinted, as the editor shows it)."""

    placed: PlacedTemplate
    covered: np.ndarray | None
    active: bool
    inactive: bool = False


def drawn_areas(doc: Document, judged: PlacedTemplate | None = None,
                ruleset: str | None = None) -> list[DrawnArea]:
    """Every template of the document, those that do not fit the ruleset (the
    map's by default) inactive; `judged` (the exported attack's template)
    last and active."""
    from battlemap.core.rules.area import template_misfit

    areas = []
    for placed in doc.templates.values():
        if judged is not None and _same_place(placed, judged):
            judged = placed  # the judged one is this saved template: drawn once, by its name
            continue
        if template_misfit(doc, placed, ruleset) is not None:
            areas.append(DrawnArea(placed, inactive_cover(doc, placed), False, inactive=True))
            continue
        covered = covered_or_none(doc, placed, ruleset)
        if covered is not None:
            areas.append(DrawnArea(placed, covered, False))
    if judged is not None:
        covered = covered_or_none(doc, judged, ruleset)
        if covered is not None:
            areas.append(DrawnArea(judged, covered, True))
    return areas


def _same_place(a: PlacedTemplate, b: PlacedTemplate) -> bool:
    return (a.template, a.origin, a.attacker) == (b.template, b.origin, b.attacker)


def paint_template_tints(painter: QPainter, areas: list[DrawnArea], px: float) -> None:
    """The covered squares of every active template: the layer under the tokens."""
    for area in areas:
        if not area.inactive:
            paint_tint(painter, area.covered, px, area.active)


def paint_template_marks(painter: QPainter, doc: Document, areas: list[DrawnArea], px: float,
                         caught: set[str] | None = None) -> None:
    """Over the tokens: every area's outline (an inactive one's grey, where it
    would lie), what the judged one does to the creatures (`caught`: those in
    its area), and every template's handles, an inactive one's greyed and
    labelled "(inactive)"."""
    from battlemap.render.legend import inactive_label  # the legend imports this module

    judged = None
    for area in areas:
        if area.inactive:
            if area.covered is not None:
                paint_outline(painter, area.covered, px, False, INACTIVE)
            continue
        paint_outline(painter, area.covered, px, area.active)
        if area.active:
            judged = area
    if judged is not None:
        caught = caught or set()
        attacker = judged.placed.attacker
        spared = {t.id for t in doc.tokens.values() if t.id not in caught
                  and t.id != attacker and touches(judged.covered, t)}
        paint_effects(painter, doc, px, caught, spared, attacker)
    inactive = {area.placed.name for area in areas if area.inactive}
    for placed in doc.templates.values():
        if placed.name in inactive:
            paint_handles(painter, placed, px, inactive_label(placed.name), inactive=True)
        else:
            paint_handles(painter, placed, px, placed.name)
    if judged is not None and judged.placed.name not in doc.templates:
        paint_handles(painter, judged.placed, px)
