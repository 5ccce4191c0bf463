"""The badge beside each target: what it says, how big it is, where it goes, and drawing it.

- `badge_rows`           the rows: cover + AC/Reflex, concealment + miss %,
                         flanking, combat advantage, total attack/AC modifier
                         (`cover_name`, `out_of_reach`, `dnd4e_penalties`,
                         `signed_number` word and number them)
- `badge_size`           its size, from the badge fonts (`badge_font`,
                         `badge_metrics`, `badge_text_width`)
- `place_badges`         a place for each badge that avoids the others,
                         tokens and lines (`badge_candidates`)
- `paint_badge`          one badge, its edge colour giving the verdict

`badge_rows`, `badge_size` and `place_badges` are the pieces a scene item
needs for its `boundingRect`. Its strings are translated in the context
"Overlay".
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from PySide6.QtCore import QCoreApplication, QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen

from battlemap.core.model import Document
from battlemap.core.rules.area import same_side
from battlemap.core.rules.result import AttackResult
from battlemap.render import overlay_style as ost
from battlemap.render.marker_painter import flank_paths, paint_eye_slash_icon, paint_no_attack_icon
from battlemap.render.overlay_geometry import token_rect


def tr(text: str) -> str:
    return QCoreApplication.translate("Overlay", text)


def signed_number(value: int) -> str:
    # U+2212 minus sign reads better than a hyphen in a badge
    return f"+{value}" if value > 0 else f"\u2212{-value}" if value < 0 else "0"


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


# A result's fields before its drawn lines: its verdict
VERDICT_FIELDS = AttackResult._fields.index("lines")


def badge_reading(result: AttackResult, doc: Document) -> tuple:
    """All that a result's badge (or compact marker) reads, besides its
    size and place: the result's verdict, the target's token (its name) and
    the attacker's side (an ally caught by an area). Results that read the
    same draw the same badge (a dragged attacker's row, anew at each step,
    mostly reads as before)."""
    attacker = doc.tokens.get(result.attacker)
    return (result[:VERDICT_FIELDS], doc.tokens.get(result.target), None if attacker is None else attacker.faction)


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
    numbers those rectangles hold (`candidate_coords` for one badge)."""
    target = doc.tokens.get(result.target)
    if target is None:
        return [(0.0, 0.0, 0.0 + w, 0.0 + h)]
    px = px_per_square
    places = candidate_coords(np.array([target.x]), np.array([target.y]), np.array([target.footprint]),
                              np.array([w], float), np.array([h], float), px)
    return [tuple(place) for place in places[0].tolist()]


def candidate_coords(x: np.ndarray, y: np.ndarray, n: np.ndarray, w: np.ndarray, h: np.ndarray,
                     px: float) -> np.ndarray:
    """The places beside each of a row of tokens (their cells `x`, `y` and
    footprints `n`) for badges `w` x `h`, best first: right, left, above,
    below, then the corners; (m, 8, 4) left, top, right, bottom, each the
    float the arithmetic on one token gives (the window lays out dozens of
    badges at every zoom step: in one go)."""
    left, top, side = x * px, y * px, n * px  # token_rect's numbers
    right, bottom = left + side, top + side
    gap = ost.BADGE_GAP * px
    cx = left + side / 2 - w / 2
    beside_left, beside_right, above, below = left - gap - w, right + gap, top - gap - h, bottom + gap
    xs = np.stack([beside_right, beside_left, cx, cx, beside_right, beside_left, beside_right, beside_left], axis=1)
    ys = np.stack([top, top, above, below, bottom - h, bottom - h, above, below], axis=1)
    return np.stack([xs, ys, xs + w[:, None], ys + h[:, None]], axis=2)


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
    edge = ost.qcolor(ost.edge_rgba(result))
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


