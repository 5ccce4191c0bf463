"""Paint what the rules engine decided (`AttackResult`s) over a map, on any QPainter.

Same coordinates as `map_painter`: grid units scaled by `px_per_square`
(cell (x, y) covers [x, x+1] x [y, y+1] * px_per_square). QtGui only, so
the exports and the scene's live overlay items share every function here:

- `paint_result_lines`  the lines the engine drew for one result: clear,
                        blocked by terrain, blocked by a creature (colour AND dash)
- `paint_chosen`        the chosen corner (line origin) and, for big targets, the chosen cell
- `paint_drafts`        both, as drafts, for many results at once (a drag)
- `paint_blockers`      optional highlight of the cells / thin walls / creatures that block
- `paint_flanking`      attacker -> target -> partner diagonals
- `paint_target_marks`  prohibition sign (cannot be attacked) and total-concealment ring
- `paint_badge`         the numbers: cover + AC/Reflex, concealment + miss %, flanking,
                        combat advantage, total attack/AC modifier
- `paint_overlays`      all of the above for a list of results, badges laid out
                        so that they avoid each other

`badge_rows`, `badge_size`, `place_badges` and `overlay_bounds` are the pieces
a scene item needs for its `boundingRect`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from battlemap.core.model import Document, Token
from battlemap.core.rules.area import same_side
from battlemap.core.rules.result import AttackResult, Blocker, BlockerKind
from battlemap.render import overlay_style as ost


def tr(text: str) -> str:
    return QCoreApplication.translate("Overlay", text)


# --- small geometry helpers ----------------------------------------------------------

def _pt(p: tuple[float, float], px: float) -> QPointF:
    return QPointF(p[0] * px, p[1] * px)


def token_rect(token: Token, px: float) -> QRectF:
    """A token's footprint in painter units."""
    n = token.footprint
    return QRectF(token.x * px, token.y * px, n * px, n * px)


def token_centre(token: Token, px: float) -> QPointF:
    return token_rect(token, px).center()


def signed_number(value: int) -> str:
    # U+2212 minus sign reads better than a hyphen in a badge
    return f"+{value}" if value > 0 else f"\u2212{-value}" if value < 0 else "0"


# --- lines --------------------------------------------------------------------------

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
        for category, role, segments in batches:
            painter.setPen(ost.draft_pen(category, px, role, fade))
            for segment in segments:
                painter.drawLine(segment)
        painter.restore()
        return
    for line in lines:
        painter.setPen(ost.casing_pen(px, line.role))
        painter.drawLine(QLineF(_pt(line.start, px), _pt(line.end, px)))
    for line in sorted(lines, key=lambda l: _DRAW_ORDER[ost.line_category(l)]):
        painter.setPen(ost.line_pen(line, px))
        painter.drawLine(QLineF(_pt(line.start, px), _pt(line.end, px)))
    painter.restore()


def simplified_line(result: AttackResult, px_per_square: float) -> QLineF | None:
    """What a far zoom (`overlay_style.LOD_PX`) draws of a result: its first
    clear line (not a flanking one), or nothing."""
    for line in result.lines:
        if line.role != "flank" and not line.blocked:
            return QLineF(_pt(line.start, px_per_square), _pt(line.end, px_per_square))
    return None


def paint_simplified_lines(painter: QPainter, lines: list[QLineF], opacity: float = 1.0,
                           draft: bool = False) -> None:
    """Far-zoom lines (`simplified_line`): thin, solid, without halos, at
    `opacity` times the painter's (a target out of reach: fainter); `draft`
    (while something is dragged): a device pixel wide, without antialiasing,
    the fading carried by the pen (as `paint_result_lines` drafts). Leaves
    the painter's pen, hints and opacity changed."""
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
    drawn a little faster without it."""
    xs = [v for _, _, segments in batches for s in segments for v in (s.x1(), s.x2())]
    ys = [v for _, _, segments in batches for s in segments for v in (s.y1(), s.y2())]
    if not xs:
        return
    m = max(ost.line_width(px), ost.line_width(px, "centre")) + DRAFT_CLIP_MARGIN_PX
    rect = QRectF(QPointF(min(xs) - m, min(ys) - m), QPointF(max(xs) + m, max(ys) + m))
    painter.setClipRect(rect, Qt.ClipOperation.IntersectClip if painter.hasClipping()
                        else Qt.ClipOperation.ReplaceClip)


DRAFT_CLIP_MARGIN_PX = 4.0  # past a drafted line's pen: room for its width and a transform's rounding


def draft_batches(result: AttackResult, px: float) -> list[tuple[str, str, list[QLineF]]]:
    """A result's lines drawn as a draft, in drawing order (clear last),
    grouped by draft pen: (category, role, lines)."""
    batches: dict[tuple[int, str, str], list[QLineF]] = {}
    for line in result.lines:
        if line.role == "flank":
            continue
        category = ost.line_category(line)
        key = (_DRAW_ORDER[category], category, line.role)
        batches.setdefault(key, []).append(
            QLineF(line.start[0] * px, line.start[1] * px, line.end[0] * px, line.end[1] * px))
    return [(category, role, batches[(order, category, role)]) for order, category, role in sorted(batches)]


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
        painter.drawEllipse(_pt(result.chosen_corner, px), r, r)
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
    one out of reach) is drawn by itself, clipped to its lines (see
    `_clip_to_lines`). Leaves the painter as it found it."""
    px = px_per_square
    base = painter.opacity()
    groups: dict[tuple[int, str, str], list[QLineF]] = {}
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for result, opacity, batches in rows:
        fade = round(base * opacity * (1.0 if result.in_reach else ost.OUT_OF_REACH_OPACITY), 3)
        if fade < 1.0:
            painter.setOpacity(base * opacity)
            paint_result_lines(painter, result, px, draft=True, batches=batches)
            continue
        for category, role, segments in batches:
            groups.setdefault((_DRAW_ORDER[category], category, role), []).extend(segments)
    painter.setOpacity(1.0)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    for order, category, role in sorted(groups):
        painter.setPen(ost.draft_pen(category, px, role))
        painter.drawLines(groups[(order, category, role)])
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    corner_pen, r = _corner_pen(px), ost.CORNER_RADIUS * px
    corners = set()  # most targets share the attacker's corner: its dot drawn once
    for result, opacity, _ in rows:
        painter.setOpacity(base * opacity)
        _paint_chosen_cell(painter, doc, result, px)
        if result.chosen_corner is not None and not _centre_lines(result) \
                and (result.chosen_corner, opacity) not in corners:
            corners.add((result.chosen_corner, opacity))
            painter.setPen(corner_pen)
            painter.setBrush(_CORNER_FILL)
            painter.drawEllipse(_pt(result.chosen_corner, px), r, r)
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
            path.moveTo(_pt(first, px))
            for point in rest:
                path.lineTo(_pt(point, px))
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
        return [[_pt(line.start, px), _pt(line.end, px)] for line in own]
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


# --- badge ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class BadgeRow:
    text: str
    icon: str | None = None  # "no_attack" | "eye_slash"
    bold: bool = False
    muted: bool = False
    alert: bool = False  # in the friendly-fire colour


def cover_name(cover: str) -> str:
    """The translated display name of a cover grade of any ruleset."""
    names = {
        "soft": tr("Soft cover"), "partial": tr("Partial cover"), "cover": tr("Cover"),
        "improved": tr("Improved cover"), "total": tr("Total cover"),
        "lesser": tr("Lesser cover"), "standard": tr("Standard cover"),
        "greater": tr("Greater cover"), "superior": tr("Superior cover"),
        "none": tr("No cover"),
    }
    return names.get(cover, cover)


def out_of_reach() -> str:
    """What a melee attack that cannot reach its target shows instead of cover."""
    return tr("Out of reach")


def dnd4e_penalties(result: AttackResult) -> tuple[int, int]:
    """4e gives cover and concealment as attack penalties, not AC."""
    from battlemap.core.rules import dnd4e

    cover = dnd4e.COVER_ATTACK.get(result.cover, 0)
    conceal = {"none": 0, "concealment": dnd4e.CONCEAL_ATTACK[1],
               "total": dnd4e.CONCEAL_ATTACK[2]}.get(result.concealment, 0)
    return cover, conceal


# The rows of recent badges by what they read: a drag's layout and badges
# each ask for them at every step, and a dragged attacker's pairs are
# evaluated anew at every step (new results, most reading as before).
_ROWS: dict[tuple, tuple[BadgeRow, ...]] = {}
_ROWS_KEPT = 512


def _rows_read(result: AttackResult) -> tuple:
    """Every field of a result `_badge_rows` reads."""
    return (result.in_reach, result.ruleset, result.can_attack, result.cover, result.concealment,
            result.ac_mod, result.reflex_mod, result.attack_mod, result.miss_chance, result.flanked,
            result.flank_bonus, result.combat_advantage, result.coup_de_grace)


def badge_rows(result: AttackResult, doc: Document | None = None) -> list[BadgeRow]:
    """What the badge says, row by row: the target, whether it can be
    attacked at all, cover with its AC/Reflex bonus, concealment with its miss
    chance, flanking, combat advantage, and the totals."""
    target = doc.tokens.get(result.target) if doc is not None else None
    name = target.label if target is not None else result.target
    friendly = result.in_area and doc is not None and same_side(doc, result.attacker, result.target)
    key = (name, friendly, tr("No cover"), _rows_read(result))  # a translator installed since: read anew
    rows = _ROWS.get(key)
    if rows is None:
        rows = tuple(_badge_rows(result, name, friendly))
        if len(_ROWS) >= _ROWS_KEPT:
            del _ROWS[next(iter(_ROWS))]
        _ROWS[key] = rows
    return list(rows)


def _badge_rows(result: AttackResult, name: str, friendly: bool) -> list[BadgeRow]:
    rows: list[BadgeRow] = []
    if len(name) > 18:
        name = name[:17] + "\u2026"
    rows.append(BadgeRow(name, bold=True))
    if friendly:
        rows.append(BadgeRow(tr("Ally caught (friendly fire)"), bold=True, alert=True))
    if not result.in_reach:  # RULES §6: a melee attack that cannot reach at all
        return [*rows, BadgeRow(out_of_reach(), muted=True)]
    is_4e = result.ruleset == "dnd4e"
    cover_pen, conceal_pen = dnd4e_penalties(result) if is_4e else (0, 0)
    if not result.can_attack:
        reason = tr("total cover") if result.cover == "total" else tr("no line of effect")
        rows.append(BadgeRow(tr("Cannot be attacked: %1").replace("%1", reason),
                             icon="no_attack", bold=True))
    elif result.cover != "none":
        parts = []
        if result.ac_mod and not is_4e:
            parts.append(tr("AC %1").replace("%1", signed_number(result.ac_mod)))
        if result.reflex_mod:
            parts.append(tr("Reflex %1").replace("%1", signed_number(result.reflex_mod)))
        if cover_pen:
            parts.append(tr("attack %1").replace("%1", signed_number(cover_pen)))
        text = cover_name(result.cover)
        rows.append(BadgeRow(f"{text}: {', '.join(parts)}" if parts else text))
    else:
        rows.append(BadgeRow(tr("No cover"), muted=True))
    if result.concealment == "total":
        text = tr("Total concealment")
    elif result.concealment != "none":
        text = tr("Concealment")
    else:
        text = ""
    if text:
        if result.miss_chance:
            text += ": " + tr("%1% miss").replace("%1", str(result.miss_chance))
        elif conceal_pen and result.can_attack:
            text += ": " + tr("attack %1").replace("%1", signed_number(conceal_pen))
        rows.append(BadgeRow(text, icon="eye_slash" if result.concealment == "total" else None))
    if result.flanked:
        rows.append(BadgeRow(
            tr("Flanked %1").replace("%1", signed_number(result.flank_bonus))
            if result.flank_bonus else tr("Flanked")))
    if result.combat_advantage:
        rows.append(BadgeRow(tr("Combat advantage %1").replace("%1", signed_number(2))))
    if result.coup_de_grace:
        rows.append(BadgeRow(tr("Coup de grace possible")))
    if result.can_attack:
        rows.append(BadgeRow(
            tr("Total: attack %1, AC %2")
            .replace("%1", signed_number(result.attack_mod)).replace("%2", signed_number(result.ac_mod)),
            bold=True))
    return rows


def badge_text_px(px_per_square: float, text_px: float | None = None) -> float:
    """The badge's text height in painter units: `text_px` if given (exports
    scaled down for paper keep a readable size), else a fraction of a square."""
    if text_px is not None:
        return text_px
    return max(ost.BADGE_FONT * px_per_square, ost.BADGE_FONT_MIN_PX)


def badge_font(text_px: float, bold: bool = False) -> QFont:
    return QFont(_badge_font(max(1, round(text_px)), bold))


@lru_cache(maxsize=64)
def _badge_font(pixels: int, bold: bool) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


@lru_cache(maxsize=64)
def _font_metrics(pixels: int, bold: bool) -> QFontMetricsF:
    return QFontMetricsF(_badge_font(pixels, bold))


def badge_metrics(text_px: float, bold: bool = False) -> QFontMetricsF:
    """The metrics of `badge_font` (kept: a badge layout asks for them often)."""
    return _font_metrics(max(1, round(text_px)), bold)


def badge_text_width(text: str, text_px: float, bold: bool = False) -> float:
    """The width of a badge text in `badge_font` (kept per text: a drag lays
    out and looks at dozens of badges a frame, which read the same few texts)."""
    return _text_width(text, max(1, round(text_px)), bold)


@lru_cache(maxsize=4096)
def _text_width(text: str, pixels: int, bold: bool) -> float:
    return _font_metrics(pixels, bold).horizontalAdvance(text)


def _row_metrics(rows: Sequence[BadgeRow], text_px: float) -> tuple[list[float], float, float]:
    """Row widths (text + icon), the line height and the icon size."""
    normal, bold = badge_metrics(text_px), badge_metrics(text_px, True)
    line_h = max(normal.height(), bold.height())
    icon = line_h * 0.9
    widths = []
    for row in rows:
        w = badge_text_width(row.text, text_px, row.bold)
        if row.icon:
            w += icon + line_h * 0.25
        widths.append(w)
    return widths, line_h, icon


def _badge_pad(text_px: float) -> float:
    return text_px * ost.BADGE_PAD


def badge_size(rows: Sequence[BadgeRow], text_px: float) -> QSizeF:
    """The size of a badge with `rows` and text `text_px` high (see `badge_text_px`)."""
    return QSizeF(*_badge_size(tuple(rows), text_px))


@lru_cache(maxsize=1024)
def _badge_size(rows: tuple[BadgeRow, ...], text_px: float) -> tuple[float, float]:
    """(width, height), kept: a drag's layout sizes every badge it may move
    at every step, most reading as before."""
    widths, line_h, _ = _row_metrics(rows, text_px)
    pad = _badge_pad(text_px)
    return max(widths, default=0) + 2 * pad, line_h * len(rows) + 2 * pad


def badge_candidates(doc: Document, result: AttackResult, size: QSizeF,
                     px_per_square: float) -> list[QRectF]:
    """Places for a badge around its target, best first: right, left, above, below."""
    w, h = size.width(), size.height()
    return [QRectF(x, y, w, h) for x, y, _, _ in badge_candidate_coords(doc, result, w, h, px_per_square)]


def badge_candidate_coords(doc: Document, result: AttackResult, w: float, h: float,
                           px_per_square: float) -> list[tuple[float, float, float, float]]:
    """`badge_candidates` as (left, top, right, bottom) floats, the very
    numbers those rectangles hold (the window's layout takes them as an
    array, for dozens of badges at every zoom step)."""
    target = doc.tokens.get(result.target)
    px = px_per_square
    if target is None:
        return [(0.0, 0.0, 0.0 + w, 0.0 + h)]
    n = target.footprint
    left, top, side = target.x * px, target.y * px, n * px  # token_rect's numbers
    right, bottom = left + side, top + side
    gap = ost.BADGE_GAP * px
    cx = left + side / 2 - w / 2
    places = ((right + gap, top), (left - gap - w, top), (cx, top - gap - h), (cx, bottom + gap),
              (right + gap, bottom - h), (left - gap - w, bottom - h), (right + gap, top - gap - h),
              (left - gap - w, bottom + gap))
    return [(x, y, x + w, y + h) for x, y in places]


def _overlap(a: QRectF, b: QRectF) -> float:
    i = a.intersected(b)
    return 0.0 if i.isEmpty() else i.width() * i.height()


def _clamp(rect: QRectF, bounds: QRectF) -> QRectF:
    x = min(max(rect.left(), bounds.left()), max(bounds.right() - rect.width(), bounds.left()))
    y = min(max(rect.top(), bounds.top()), max(bounds.bottom() - rect.height(), bounds.top()))
    return QRectF(x, y, rect.width(), rect.height())


def _lengths_inside(rect: QRectF, seg: np.ndarray) -> float:
    """Total length of the segments `seg` (n, 4: x0 y0 x1 y1) inside `rect`
    (Liang-Barsky clipping, vectorised)."""
    if not len(seg):
        return 0.0
    x0, y0, x1, y1 = seg.T
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = np.zeros(len(seg)), np.ones(len(seg))
    with np.errstate(divide="ignore", invalid="ignore"):
        for p, q in ((-dx, x0 - rect.left()), (dx, rect.right() - x0),
                     (-dy, y0 - rect.top()), (dy, rect.bottom() - y0)):
            t = q / p
            t0 = np.where(p < 0, np.maximum(t0, t), t0)
            t1 = np.where(p > 0, np.minimum(t1, t), t1)
            outside = (p == 0) & (q < 0)
            t1 = np.where(outside, -1.0, t1)
    return float((np.clip(t1 - t0, 0.0, None) * np.hypot(dx, dy)).sum())


def place_badges(
    doc: Document, results: Sequence[AttackResult], px_per_square: float,
    bounds: QRectF | None = None, text_px: float | None = None,
) -> list[QRectF]:
    """A rectangle for each result's badge, near its target, inside `bounds`
    (default: the board), avoiding earlier badges, tokens, and the lines and
    flanking diagonals drawn. Deterministic: the same input, the same layout."""
    px = px_per_square
    if bounds is None:
        bounds = QRectF(0, 0, doc.board.width * px, doc.board.height * px)
    obstacles = [token_rect(t, px) for t in doc.tokens.values()]
    pieces = [(*line.start, *line.end) for r in results for line in r.lines]
    segments = np.array(pieces, float).reshape(-1, 4) * px
    flank = [(a.x(), a.y(), b.x(), b.y()) for r in results
             for points in flank_paths(doc, r, px) for a, b in zip(points, points[1:])]
    if flank:
        segments = np.vstack([segments, np.array(flank, float)])
    line_w = ost.line_width(px) * 2
    placed: list[QRectF] = []
    for result in results:
        size = badge_size(badge_rows(result, doc), badge_text_px(px, text_px))
        best, best_cost = None, math.inf
        for i, candidate in enumerate(badge_candidates(doc, result, size, px)):
            rect = _clamp(candidate, bounds)
            near = rect.adjusted(-line_w, -line_w, line_w, line_w)
            cost = sum(_overlap(rect, p) for p in placed) * 4
            cost += sum(_overlap(rect, o) for o in obstacles if o.intersects(rect))
            cost += _lengths_inside(near, segments) * line_w * 2
            cost += i * 1e-3 * px * px  # prefer the earlier places
            if cost < best_cost:
                best, best_cost = rect, cost
        placed.append(best)
    return placed


def paint_badge(
    painter: QPainter,
    doc: Document,
    result: AttackResult,
    px_per_square: float,
    rect: QRectF | None = None,
    text_px: float | None = None,
) -> QRectF:
    """The result's badge at `rect` (default: the first place beside the
    target). Its edge colour gives the verdict: green nothing in the way,
    amber some cover or concealment, vermilion heavy, red cannot be attacked.
    Returns where it was drawn."""
    px = px_per_square
    text_px = badge_text_px(px, text_px)
    rows = badge_rows(result, doc)
    if rect is None:
        size = badge_size(rows, text_px)
        rect = badge_candidates(doc, result, size, px)[0]
    widths, line_h, icon = _row_metrics(rows, text_px)
    pad = _badge_pad(text_px)
    edge = ost.qcolor(ost.SEVERITY_COLORS[ost.severity(result.cover, result.concealment,
                                                       result.can_attack, result.in_reach)])
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    edge_w = max(ost.BADGE_EDGE_WIDTH * text_px, 1.0)
    painter.setPen(QPen(edge, edge_w))
    painter.setBrush(ost.qcolor(ost.BADGE_FILL))
    radius = ost.BADGE_RADIUS * text_px
    painter.drawRoundedRect(rect.adjusted(edge_w / 2, edge_w / 2, -edge_w / 2, -edge_w / 2),
                            radius, radius)
    # a colour strip on the left, so the verdict reads even when the badge is small
    strip = QRectF(rect.left() + edge_w, rect.top() + edge_w, pad * 0.45, rect.height() - 2 * edge_w)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(edge)
    painter.drawRect(strip)
    y = rect.top() + pad
    x0 = rect.left() + pad
    for row in rows:
        x = x0
        if row.icon:
            box = QRectF(x, y + (line_h - icon) / 2, icon, icon)
            if row.icon == "no_attack":
                paint_no_attack_icon(painter, box.center(), icon * 0.4, icon * 0.14)
            else:
                paint_eye_slash_icon(painter, box.adjusted(0, icon * 0.18, 0, -icon * 0.18))
            x += icon + line_h * 0.25
        painter.setFont(badge_font(text_px, row.bold))
        colour = ost.BADGE_MUTED if row.muted else ost.FRIENDLY_FIRE if row.alert else ost.BADGE_TEXT
        if row.icon == "no_attack":
            colour = ost.NO_ATTACK
        painter.setPen(ost.qcolor(colour))
        painter.drawText(QRectF(x, y, rect.right() - x, line_h),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), row.text)
        y += line_h
    painter.restore()
    return rect


# --- everything ------------------------------------------------------------------------------

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
    target marks and badges, in that order. Badges stay inside `bounds`
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


__all__ = [
    "BadgeRow", "badge_candidate_coords", "badge_candidates", "badge_metrics", "badge_text_width", "draft_batches", "dnd4e_penalties", "signed_number", "badge_font", "badge_rows", "badge_size", "badge_text_px",
    "blockers",
    "cover_name", "flank_paths", "out_of_reach", "overlay_bounds", "paint_attacker", "paint_badge",
    "paint_blockers", "paint_chosen", "paint_eye_slash_icon", "paint_flanking",
    "paint_no_attack_icon", "paint_overlays", "paint_result_lines", "paint_target_marks",
    "place_badges", "token_centre", "token_rect",
]
