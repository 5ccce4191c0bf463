"""The legend box of the overlays: what each colour, dash and mark means.

QtGui only. Entries flow left to right and wrap to the width given; the
symbols are drawn with the overlay painters' own pens, so the legend always
matches the map. All text goes through `QCoreApplication.translate("Legend", ...)`.

    size = legend_size(max_width, font_px)
    paint_legend(painter, QRectF(QPointF(x, y), size), font_px)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from battlemap.core.model import Ambient
from battlemap.render import marker_painter
from battlemap.render import overlay_style as ost
from battlemap.render import template_painter as tp
from battlemap.render.lighting import GM_SHADES, paint_source_mark

Symbol = Callable[[QPainter, QRectF, float], None]  # painter, box, px-per-square equivalent


def tr(text: str) -> str:
    return QCoreApplication.translate("Legend", text)


@dataclass(frozen=True)
class LegendEntry:
    key: str
    text: str
    symbol: Symbol
    wide: bool = False  # a row of its own under the columns (a long text, e.g. why a template is inactive)


# --- symbols ---------------------------------------------------------------------------

def _line_symbol(category: str) -> Symbol:
    def draw(painter: QPainter, box: QRectF, px: float) -> None:
        y = box.center().y()
        line = QLineF(box.left() + 1, y, box.right() - 1, y)
        painter.setPen(ost.casing_pen(px))
        painter.drawLine(line)
        painter.setPen(ost.category_pen(category, px))
        painter.drawLine(line)
    return draw


def _corner(painter: QPainter, box: QRectF, px: float) -> None:
    r = box.height() * 0.32
    painter.setPen(QPen(ost.qcolor(ost.CORNER_EDGE), max(r * 0.3, 1.0)))
    painter.setBrush(ost.qcolor(ost.CORNER))
    painter.drawEllipse(box.center(), r, r)


def _attacker(painter: QPainter, box: QRectF, px: float) -> None:
    width = box.height() * 0.16
    r = box.height() * 0.6 - width / 2
    painter.setPen(QPen(ost.qcolor(ost.ATTACKER_RING), width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(box.center(), r, r)


def _blocker(painter: QPainter, box: QRectF, px: float) -> None:
    s = box.height()
    cell = QRectF(box.center().x() - s / 2, box.top(), s, s)
    painter.setPen(QPen(ost.qcolor(ost.BLOCK_CELL_EDGE), max(0.03 * px, 1.0)))
    painter.setBrush(ost.qcolor(ost.BLOCK_CELL_FILL))
    painter.drawRect(cell)


def _flank(painter: QPainter, box: QRectF, px: float) -> None:
    y = box.center().y()
    r = box.height() * 0.22
    a, b = QPointF(box.left() + r + 1, y), QPointF(box.right() - r - 1, y)
    painter.setPen(ost.flank_pen(px))
    painter.drawLine(QLineF(a, b))
    painter.setPen(QPen(ost.qcolor(ost.LINE_CASING), max(r * 0.35, 1.0)))
    painter.setBrush(ost.qcolor(ost.FLANK))
    painter.drawEllipse(a, r, r)
    painter.drawEllipse(b, r, r)


def _no_attack(painter: QPainter, box: QRectF, px: float) -> None:
    r = box.height() * 0.42
    marker_painter.paint_no_attack_icon(painter, box.center(), r, r * 0.28)


def _total_concealment(painter: QPainter, box: QRectF, px: float) -> None:
    h = box.height()
    marker_painter.paint_eye_slash_icon(painter, QRectF(box.center().x() - h * 0.6, box.top() + h * 0.2,
                                            h * 1.2, h * 0.6))


def _badge_edge(level: str) -> Symbol:
    def draw(painter: QPainter, box: QRectF, px: float) -> None:
        h = box.height()
        rect = QRectF(box.center().x() - h * 0.8, box.top() + h * 0.1, h * 1.6, h * 0.8)
        painter.setPen(QPen(ost.qcolor(ost.SEVERITY_COLORS[level]), max(ost.BADGE_EDGE_WIDTH * h, 1.0)))
        painter.setBrush(ost.qcolor(ost.BADGE_FILL))
        painter.drawRoundedRect(rect, h * 0.15, h * 0.15)
    return draw


def _template(painter: QPainter, box: QRectF, px: float) -> None:
    painter.setBrush(tp.FILL_ACTIVE)
    painter.setPen(QPen(tp.EDGE, max(tp.EDGE_WIDTH * px, 1.0)))
    painter.drawRect(box.adjusted(1, 1, -1, -1))


def _spared(painter: QPainter, box: QRectF, px: float) -> None:
    pen = QPen(tp.SPARED, max(tp.SPARED_WIDTH * px, 1.0))
    pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    side = min(box.width(), box.height()) - 2
    painter.drawEllipse(QRectF(box.center().x() - side / 2, box.center().y() - side / 2, side, side))


def _ally_caught(painter: QPainter, box: QRectF, px: float) -> None:
    painter.setPen(QPen(ost.qcolor(ost.FRIENDLY_FIRE), max(ost.FRIENDLY_FIRE_WIDTH * px, 1.5)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    side = min(box.width(), box.height()) - 2
    painter.drawEllipse(QRectF(box.center().x() - side / 2, box.center().y() - side / 2, side, side))


def _inactive_template(painter: QPainter, box: QRectF, px: float) -> None:
    """Greyed and dashed like an inactive template's outline, untinted."""
    pen = QPen(tp.INACTIVE, max(tp.EDGE_WIDTH * px * 0.6, 1.0))
    pen.setDashPattern([3.0, 2.0])
    painter.setPen(pen)
    painter.drawRect(box.adjusted(2, 2, -2, -2))


def _light_shade(level) -> Symbol:
    def draw(painter: QPainter, box: QRectF, px: float) -> None:
        s = box.height()
        cell = QRectF(box.center().x() - s / 2, box.top(), s, s)
        painter.setPen(QPen(QColor(120, 110, 90), max(0.03 * px, 1.0)))
        painter.setBrush(QColor(244, 236, 216))  # paper under the shade
        painter.drawRect(cell)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(*GM_SHADES[level]))
        painter.drawRect(cell)
    return draw


def _light_source(painter: QPainter, box: QRectF, px: float) -> None:
    paint_source_mark(painter, box.center(), box.height() * 1.6)


def light_entries() -> list[LegendEntry]:
    """What the light shading means (RULES §8), for a lit map."""
    return [
        LegendEntry("light_source", tr("Light source"), _light_source),
        LegendEntry("light_dim", tr("Dim light"), _light_shade(Ambient.DIM)),
        LegendEntry("light_dark", tr("Darkness (no light)"), _light_shade(Ambient.DARK)),
    ]


def legend_entries(lit: bool = False) -> list[LegendEntry]:
    """Every entry of the legend, in reading order; `lit` adds the light's."""
    return [
        LegendEntry("clear", tr("Clear line"), _line_symbol(ost.CLEAR)),
        LegendEntry("terrain", tr("Line blocked by terrain"), _line_symbol(ost.TERRAIN)),
        LegendEntry("creature", tr("Line blocked by a creature"), _line_symbol(ost.CREATURE)),
        LegendEntry("blocker", tr("What blocks"), _blocker),
        LegendEntry("corner", tr("Where the lines start (corner or origin)"), _corner),
        LegendEntry("attacker", tr("Attacker"), _attacker),
        LegendEntry("flank", tr("Flanking"), _flank),
        LegendEntry("no_attack", tr("Cannot be attacked (total cover)"), _no_attack),
        LegendEntry("total_concealment", tr("Total concealment"), _total_concealment),
        LegendEntry("badge_good", tr("Badge: no cover or concealment"), _badge_edge("good")),
        LegendEntry("badge_minor", tr("Badge: cover or concealment"), _badge_edge("minor")),
        LegendEntry("badge_major", tr("Badge: heavy cover or total concealment"),
                    _badge_edge("major")),
        LegendEntry("badge_out_of_reach", tr("Badge: melee target out of reach (greyed)"),
                    _badge_edge("out_of_reach")),
        LegendEntry("template", tr("Area template: the squares it covers"), _template),
        LegendEntry("spared", tr("Spared: on a covered square, no line of effect"), _spared),
        LegendEntry("ally_caught", tr("Ally caught in the area (friendly fire)"), _ally_caught),
    ] + (light_entries() if lit else [])


# --- inactive templates (RULES §7): greyed on the map, "(inactive)" and why --------------------

def ruleset_name(ruleset_id: str) -> str:
    """A ruleset's translated name (context "Rulesets"); an unknown id as it is."""
    from battlemap.core.rules import get_ruleset, ruleset_ids

    if ruleset_id in ruleset_ids():
        return QCoreApplication.translate("Rulesets", get_ruleset(ruleset_id).name)
    return ruleset_id


def inactive_label(name: str) -> str:
    """The label of an inactive template beside its origin, on screen and in exports."""
    return tr("%1 (inactive)").replace("%1", name)


def inactive_reason(problem, ruleset_id: str) -> str:
    """Why a template is inactive under the ruleset, translated, from the
    error `core.rules.area.template_misfit` gives (its `code`)."""
    reason = {
        "in_squares": tr("%1 measures templates in squares, not in feet"),
        "in_feet": tr("%1 measures templates in feet, not in squares"),
        "no_attacker": tr("its creature is no longer on the map"),
        "off_board": tr("it lies off the board"),
        "not_at_attacker": tr("it no longer starts from its creature's squares"),
        "blast_overlaps": tr("the blast overlaps its creature"),
        "blast_does_not_touch": tr("the blast no longer touches its creature"),
    }.get(problem.code or "", problem.message)
    return reason.replace("%1", ruleset_name(ruleset_id))


def inactive_entries(doc, ruleset: str | None = None) -> list[LegendEntry]:
    """One wide entry per template of `doc` that does not fit `ruleset` (the
    map's by default): "Fireball (inactive): D&D 4e measures templates in squares..."."""
    from battlemap.core.rules.area import template_misfit

    entries = []
    for placed in doc.templates.values():
        problem = template_misfit(doc, placed, ruleset)
        if problem is not None:
            text = tr("%1 (inactive): %2").replace(
                "%2", inactive_reason(problem, ruleset or doc.ruleset)).replace("%1", placed.name)
            entries.append(LegendEntry(f"inactive_template:{placed.name}", text,
                                       _inactive_template, wide=True))
    return entries


def legend_note() -> str:
    return tr("Badges give cover with its AC and Reflex bonus, concealment with its miss "
              "chance, flanking, combat advantage, and the total attack and AC modifiers.")


def legend_title() -> str:
    return tr("Legend")


# --- layout -------------------------------------------------------------------------------

def _font(font_px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(font_px)))
    font.setBold(bold)
    return font


@dataclass
class _Layout:
    size: QSizeF
    title: QRectF
    items: list[tuple[LegendEntry, QRectF, QRectF]]  # entry, symbol box, text rect
    note: QRectF


def _heading(caption: str) -> str:
    return f"{legend_title()} \u2014 {caption}" if caption else legend_title()


def _layout(max_width: float, font_px: float, entries: Sequence[LegendEntry],
            caption: str = "") -> _Layout:
    fm, bold = QFontMetricsF(_font(font_px)), QFontMetricsF(_font(font_px, True))
    line_h = fm.height()
    pad = font_px * 0.7
    symbol_w = font_px * 2.6
    gap = font_px * 0.45
    col_gap = font_px * 1.4
    inner = max(max_width - 2 * pad, symbol_w + gap + font_px * 4)
    title = QRectF(pad, pad, inner, bold.height())
    y = title.bottom() + line_h * 0.3
    # entries in columns of equal width, as many as fit
    grid = [e for e in entries if not e.wide]
    wide = [e for e in entries if e.wide]
    natural = [symbol_w + gap + fm.horizontalAdvance(e.text) for e in grid]
    cell_w = min(max(natural, default=0), inner)
    columns = max(1, int((inner + col_gap) // (cell_w + col_gap)))
    rows = math.ceil(len(grid) / columns)
    row_h = line_h * 1.25
    items = []
    for index, entry in enumerate(grid):
        col, row = index % columns, index // columns
        x = pad + col * (cell_w + col_gap)
        top = y + row * row_h
        sym = QRectF(x, top + (row_h - font_px) / 2, symbol_w, font_px)
        text = QRectF(x + symbol_w + gap, top, cell_w - symbol_w - gap, row_h)
        items.append((entry, sym, text))
    y += rows * row_h
    wide_w = max((symbol_w + gap + fm.horizontalAdvance(e.text) for e in wide), default=0.0)
    for entry in wide:  # a row each, across the box
        sym = QRectF(pad, y + (row_h - font_px) / 2, symbol_w, font_px)
        items.append((entry, sym, QRectF(pad + symbol_w + gap, y, inner - symbol_w - gap, row_h)))
        y += row_h
    y += line_h * 0.3
    note_rect = fm.boundingRect(QRectF(pad, y, inner, 1e6),
                                int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft),
                                legend_note())
    note = QRectF(pad, y, inner, note_rect.height())
    used_w = min(inner, max(columns * cell_w + (columns - 1) * col_gap, wide_w,
                            fm.horizontalAdvance(legend_note()),
                            bold.horizontalAdvance(_heading(caption))))
    title.setWidth(used_w)
    return _Layout(QSizeF(used_w + 2 * pad, note.bottom() + pad), title, items, note)


def legend_size(max_width: float, font_px: float, caption: str = "", lit: bool = False,
                extra: Sequence[LegendEntry] = ()) -> QSizeF:
    """The size of the legend laid out in at most `max_width` painter units
    with text `font_px` painter units high; `caption` follows its heading
    (e.g. "Ranged attack by Aria · dnd35"); `lit`: with the light's entries;
    `extra`: entries of this map (`inactive_entries`) after the others."""
    return _layout(max_width, font_px, [*legend_entries(lit), *extra], caption).size


def paint_legend(painter: QPainter, rect: QRectF, font_px: float, caption: str = "",
                 lit: bool = False, extra: Sequence[LegendEntry] = ()) -> None:
    """The legend box at `rect.topLeft()`, laid out in `rect.width()`."""
    entries = [*legend_entries(lit), *extra]
    layout = _layout(rect.width(), font_px, entries, caption)
    px = font_px / ost.BADGE_FONT  # the map scale at which the badge text is this size
    painter.save()
    painter.translate(rect.topLeft())
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    box = QRectF(QPointF(0, 0), layout.size)
    painter.setPen(QPen(QColor(90, 74, 56), max(font_px * 0.08, 1.0)))
    painter.setBrush(ost.qcolor(ost.BADGE_FILL))
    painter.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), font_px * 0.4, font_px * 0.4)
    painter.setFont(_font(font_px, True))
    painter.setPen(ost.qcolor(ost.BADGE_TEXT))
    heading = QFontMetricsF(painter.font()).elidedText(
        _heading(caption), Qt.TextElideMode.ElideRight, layout.title.width())
    painter.drawText(layout.title, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                     heading)
    painter.setFont(_font(font_px))
    fm = QFontMetricsF(painter.font())
    for entry, sym, text in layout.items:
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        entry.symbol(painter, sym, px)
        painter.restore()
        painter.setPen(ost.qcolor(ost.BADGE_TEXT))
        shown = fm.elidedText(entry.text, Qt.TextElideMode.ElideRight, text.width())
        painter.drawText(text, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)
    painter.setPen(ost.qcolor(ost.BADGE_MUTED))
    painter.drawText(layout.note, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft),
                     legend_note())
    painter.restore()
