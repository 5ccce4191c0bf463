"""The lines the rules engine drew for a result, and where they start from.

- `paint_result_lines`     one result's lines: clear, blocked by terrain,
                           blocked by a creature (colour AND dash); far-zoom
                           (`simplified_line`, `paint_simplified_lines`) and
                           draft (`draft_batches`) forms
- `paint_chosen`           the chosen corner (line origin) and, for big
                           targets, the chosen cell
- `paint_drafts`           both, as drafts, for many results at once (a drag)

QtGui only: the exports (`overlay_painter.paint_overlays`) and the scene's
live overlay items share them.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from battlemap.core.model import Document
from battlemap.core.rules.result import AttackResult
from battlemap.render import overlay_style as ost
from battlemap.render.overlay_geometry import scaled_point

_DRAW_ORDER = {ost.TERRAIN: 0, ost.CREATURE: 1, ost.CLEAR: 2}


def paint_result_lines(painter: QPainter, result: AttackResult, px_per_square: float,
                       simplified: bool = False, draft: bool = False,
                       batches: list[tuple[str, str, list[QLineF]]] | None = None) -> None:
    """The lines the engine decided on for one result, each over a light halo:
    clear (solid green), blocked by terrain (dashed vermilion), blocked by a
    creature (dotted purple). Clear lines are drawn last, on top.
    `simplified` (a far zoom, see `overlay_style.LOD_PX`): only the first clear
    line, thin and solid, without its halo. `draft` (while something is being
    dragged): without the halos and antialiasing, which cost most of a long
    line (a tenth of a millisecond each across the screen), with the draft
    pens (`overlay_style.draft_pen`: the thinnest lines a pixel wide); the
    same colours and dashes: `draft_batches`, or the `batches` it gave
    before (a scene item draws the same draft at every repaint)."""
    px = px_per_square
    if simplified:
        line = simplified_line(result, px)
        if line is not None:
            painter.save()
            paint_simplified_lines(painter, [line], 1.0 if result.in_reach else ost.OUT_OF_REACH_OPACITY)
            painter.restore()
        return
    lines = [line for line in result.lines if line.role != "flank"]
    if not lines:
        return
    painter.save()
    if not result.in_reach:  # a melee attack that cannot reach: greyed
        painter.setOpacity(painter.opacity() * ost.OUT_OF_REACH_OPACITY)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, not draft)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if draft:
        fade = round(painter.opacity(), 3)  # carried by the pens (`overlay_style.draft_pen`)
        painter.setOpacity(1.0)
        batches = batches if batches is not None else draft_batches(result, px)
        if fade < 1.0:
            _clip_to_lines(painter, batches, px)
        else:
            clip_to_device(painter)
        _draw_draft(painter, batches, px, fade)
        painter.restore()
        return
    for line in lines:
        painter.setPen(ost.casing_pen(px, line.role))
        painter.drawLine(QLineF(scaled_point(line.start, px), scaled_point(line.end, px)))
    for line in sorted(lines, key=lambda l: _DRAW_ORDER[ost.line_category(l)]):
        painter.setPen(ost.line_pen(line, px))
        painter.drawLine(QLineF(scaled_point(line.start, px), scaled_point(line.end, px)))
    painter.restore()


def simplified_line(result: AttackResult, px_per_square: float) -> QLineF | None:
    """What a far zoom (`overlay_style.LOD_PX`) draws of a result: its first
    clear line (not a flanking one), or nothing."""
    for line in result.lines:
        if line.role != "flank" and not line.blocked:
            return QLineF(scaled_point(line.start, px_per_square), scaled_point(line.end, px_per_square))
    return None


def paint_simplified_lines(painter: QPainter, lines: list[QLineF], opacity: float = 1.0,
                           draft: bool = False) -> None:
    """Far-zoom lines (`simplified_line`): thin, solid, without halos, at
    `opacity` times the painter's (a target out of reach: fainter); `draft`
    (while something is dragged): a device pixel wide, without antialiasing,
    the fading carried by the pen (as `paint_result_lines` drafts). Leaves
    the painter's pen, hints and opacity changed. (Not under
    `clip_to_device`: a far zoom's short lines are drawn no faster, and
    setting the clip up cost more.)"""
    if draft:
        fade = round(painter.opacity() * opacity, 3)
        painter.setOpacity(1.0)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(ost.simplified_draft_pen(fade))
    else:
        painter.setOpacity(painter.opacity() * opacity)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(ost.simplified_pen())
    painter.drawLines(lines)


def _clip_to_lines(painter: QPainter, batches: list[tuple[str, str, list[QLineF]]], px: float) -> None:
    """Clip faded drafted lines to their extent, with room for their pens:
    the same pixels, but Qt's raster engine draws a faded one-pixel dashed
    line about fifteen times faster with a clip than without one (a long
    line across the view: ~0.1 ms), and the lines of every other target are
    faded while one is selected (`items.DIMMED_OPACITY`). Opaque ones are
    clipped to the whole device (`clip_to_device`)."""
    xs = [v for _, _, segments in batches for s in segments for v in (s.x1(), s.x2())]
    ys = [v for _, _, segments in batches for s in segments for v in (s.y1(), s.y2())]
    if not xs:
        return
    m = max(ost.line_width(px), ost.line_width(px, "centre")) + DRAFT_CLIP_MARGIN_PX
    rect = QRectF(QPointF(min(xs) - m, min(ys) - m), QPointF(max(xs) + m, max(ys) + m))
    painter.setClipRect(rect, Qt.ClipOperation.IntersectClip if painter.hasClipping()
                        else Qt.ClipOperation.ReplaceClip)


def _draw_draft(painter: QPainter, batches: list[tuple[str, str, list[QLineF]]], px: float,
                fade: float) -> None:
    """A result's drafted lines (`draft_batches`), the fading carried by the
    pens (`overlay_style.draft_pen`), one line at a time."""
    for category, role, segments in batches:
        painter.setPen(ost.draft_pen(category, px, role, fade))
        for segment in segments:
            painter.drawLine(segment)


def clip_to_device(painter: QPainter) -> None:
    """Clip an unclipped painter to its whole device (and a pixel around):
    the same pixels, but Qt's raster engine draws one-pixel drafted lines
    (`overlay_style.draft_pen`) five times faster under a clip than without
    one (a dragged attacker's row of lines across the view: 1.5 against
    0.3 ms). For those lines only: antialiased shapes drawn under such a
    clip may blend a shade apart. The caller restores the painter."""
    device = painter.device()
    if painter.hasClipping() or device is None:
        return
    inverse, invertible = painter.worldTransform().inverted()
    if not invertible:
        return
    painter.setClipRect(inverse.mapRect(QRectF(-1, -1, device.width() + 2, device.height() + 2)))


DRAFT_CLIP_MARGIN_PX = 4.0  # past a drafted line's pen: room for its width and a transform's rounding


def draft_batches(result: AttackResult, px: float) -> list[tuple[str, str, list[QLineF]]]:
    """A result's lines drawn as a draft, in drawing order (clear last),
    grouped by draft pen: (category, role, lines)."""
    # (a dragged attacker's whole row is drafted anew at every step: kept lean)
    batches: dict[tuple[str, str], list[QLineF]] = {}
    category = ost.line_category
    for line in result.lines:
        role = line.role
        if role == "flank":
            continue
        (x0, y0), (x1, y1) = line.start, line.end
        segment = QLineF(x0 * px, y0 * px, x1 * px, y1 * px)
        key = (category(line), role)
        group = batches.get(key)
        if group is None:
            batches[key] = [segment]
        else:
            group.append(segment)
    if len(batches) == 1:  # (most results: one pen)
        ((kind, role), group), = batches.items()
        return [(kind, role, group)]
    return [(kind, role, batches[(kind, role)])
            for kind, role in sorted(batches, key=lambda key: (_DRAW_ORDER[key[0]], key))]


def paint_chosen(
    painter: QPainter, doc: Document, result: AttackResult, px_per_square: float
) -> None:
    """The corner (or point) the lines start from, as an amber dot (not for
    centre-to-centre lines); for a target bigger than one square, the square
    the rules chose, outlined."""
    px = px_per_square
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _paint_chosen_cell(painter, doc, result, px)
    if result.chosen_corner is not None and not _centre_lines(result):
        r = ost.CORNER_RADIUS * px
        painter.setPen(_corner_pen(px))
        painter.setBrush(_CORNER_FILL)
        painter.drawEllipse(scaled_point(result.chosen_corner, px), r, r)
    painter.restore()


def _paint_chosen_cell(painter: QPainter, doc: Document, result: AttackResult, px: float) -> None:
    """For a target bigger than one square, the square the rules chose, outlined."""
    target = doc.tokens.get(result.target)
    if result.chosen_cell is not None and target is not None and target.footprint > 1:
        x, y = result.chosen_cell
        painter.setPen(_chosen_cell_pen(px))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = ost.CHOSEN_CELL_WIDTH * px
        painter.drawRect(QRectF(x * px, y * px, px, px).adjusted(inset, inset, -inset, -inset))


_CORNER_FILL = ost.qcolor(ost.CORNER)


def paint_drafts(painter: QPainter, doc: Document, rows: Sequence[tuple[AttackResult, float, list]],
                 px_per_square: float) -> None:
    """Many results' lines drawn as drafts at once (a dragged attacker's
    whole row): `rows` of (result, opacity, `draft_batches`). What
    `paint_result_lines(draft=True)` then `paint_chosen` draw for each, with
    every pen's lines of every result in one `drawLines` call (a drag
    repaints them all at every step: one call per result cost a tenth of a
    millisecond each), terrain-blocked first, clear lines on top, then the
    chosen corners (each place once: the same dot, its antialiased rim
    blended once). A faded result (a dimmed one while another is hovered,
    one out of reach) is drawn by itself first, line by line, as
    `paint_result_lines` draws its draft (the whole row is faded while an
    ally of the locked attacker is dragged: a call each cost a tenth of a
    millisecond). Leaves the painter as it found it."""
    px = px_per_square
    base = painter.opacity()
    groups: dict[tuple[int, str, str], list[QLineF]] = {}
    faded: list[tuple[float, list]] = []
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for result, opacity, batches in rows:
        fade = round(base * opacity * (1.0 if result.in_reach else ost.OUT_OF_REACH_OPACITY), 3)
        if fade < 1.0:
            faded.append((fade, batches))
            continue
        for category, role, segments in batches:
            groups.setdefault((_DRAW_ORDER[category], category, role), []).extend(segments)
    painter.setOpacity(1.0)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    if groups or faded:
        painter.save()  # (the clip for the lines only: antialiased shapes blend a shade apart under one)
        clip_to_device(painter)
        for fade, batches in faded:
            _draw_draft(painter, batches, px, fade)
        for order, category, role in sorted(groups):
            painter.setPen(ost.draft_pen(category, px, role))
            painter.drawLines(groups[(order, category, role)])
        painter.restore()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    corner_pen, r = _corner_pen(px), ost.CORNER_RADIUS * px
    corners = set()  # most targets share the attacker's corner: its dot drawn once
    tokens = doc.tokens
    shown_opacity = None  # the painter's, set only when it changes (a row of dozens of results)
    for result, opacity, _ in rows:
        # what `_paint_chosen_cell` and `paint_chosen` draw, asked first (most draw nothing more)
        cell = result.chosen_cell
        target = tokens.get(result.target) if cell is not None else None
        big = target is not None and target.footprint > 1
        corner = result.chosen_corner
        dot = corner is not None and (corner, opacity) not in corners and not _centre_lines(result)
        if not (big or dot):
            continue
        if opacity != shown_opacity:
            shown_opacity = opacity
            painter.setOpacity(base * opacity)
        if big:
            _paint_chosen_cell(painter, doc, result, px)
        if dot:
            corners.add((corner, opacity))
            painter.setPen(corner_pen)
            painter.setBrush(_CORNER_FILL)
            painter.drawEllipse(scaled_point(corner, px), r, r)
    painter.restore()


def _centre_lines(result: AttackResult) -> bool:
    """Are all its lines centre to centre (no corner to mark)?"""
    return bool(result.lines) and all(line.role == "centre" for line in result.lines)


@lru_cache(maxsize=64)
def _corner_pen(px: float) -> QPen:
    """The chosen corner's rim (kept: a drag paints dozens a frame)."""
    return QPen(ost.qcolor(ost.CORNER_EDGE), max(ost.CORNER_RADIUS * px * 0.3, 1.0))


@lru_cache(maxsize=64)
def _chosen_cell_pen(px: float) -> QPen:
    return QPen(ost.qcolor(ost.CHOSEN_CELL), ost.CHOSEN_CELL_WIDTH * px, Qt.PenStyle.DashLine)
