"""One picture of the map (a PNG or SVG, one PDF page): where the title,
the map and the legend go (`Sheet`), and painting them as the window does
(`map_painter.paint_map`, `overlay_painter.paint_overlays`, `legend.paint_legend`)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from battlemap.core.model import Document
from battlemap.core.rules.result import AttackResult
from battlemap.render import badges
from battlemap.render import legend as legend_mod
from battlemap.render import map_painter
from battlemap.render import overlay_painter
from battlemap.render import overlay_style as ost
from battlemap.render import template_painter
from battlemap.render.export.gui_app import ensure_gui_application
from battlemap.render.export.options import MAX_SIDE_PX, ExportOptions, check_image_size
from battlemap.render.export.overlays import judged_template, overlay_caption, overlay_results
from battlemap.render.lighting import is_lit_map, paint_lighting

IMAGE_BADGE_MIN_PX = 10.0     # PNG/SVG: badge text never smaller than this
LEGEND_MIN_EMS = 60           # a sheet with a legend is at least this many legend text heights wide
WHITE = QColor(255, 255, 255)     # the paper of PNG and SVG exports


@dataclass(frozen=True)
class Sheet:
    """Where things go on one picture: the map at `px` per square from
    `map_origin`, the title and legend (None when absent)."""

    width: float
    height: float
    px: float
    map_origin: QPointF
    title_rect: QRectF | None
    title_font_px: float
    legend_rect: QRectF | None
    legend_font_px: float
    caption: str = ""
    board_size: tuple[int, int] = (0, 0)  # squares
    badge_text_px: float | None = None    # None: the overlays' own size for `px`
    badge_bounds: QRectF | None = None    # where badges may go, from the map's origin
    legend_extra: tuple = ()              # this map's own legend entries (inactive templates)

    @property
    def map_rect(self) -> QRectF:
        w, h = self.board_size
        return QRectF(self.map_origin, QSizeF(w * self.px, h * self.px))


def frame_padding(px_per_square: float) -> int:
    """The white frame around the map when there is a title or a legend (pixels)."""
    return max(8, round(0.25 * px_per_square))


def legend_font_px(px_per_square: float) -> float:
    return min(max(ost.BADGE_FONT * px_per_square, 11.0), 40.0)


def _title_height(font_px: float) -> float:
    return math.ceil(font_px * 1.45)


def layout_sheet(
    doc: Document, px: float, *, title: str, show_legend: bool, caption: str,
    text_px: float, title_px: float, pad: float, min_width: float = 0.0, integral: bool = True,
    badge_text_px: float | None = None, lighting: bool = True, ruleset: str | None = None,
) -> Sheet:
    board_w, board_h = doc.board.width * px, doc.board.height * px
    rnd = math.ceil if integral else (lambda v: v)
    gap = rnd(text_px * 0.8) if (title or show_legend) else 0
    title_h = _title_height(title_px) if title else 0
    inner_w = max(board_w, min_width - 2 * pad)
    if title:  # room for the title, within reason; longer ones are elided
        inner_w = max(inner_w, min(QFontMetricsF(_title_font(title_px)).horizontalAdvance(title)
                                   + title_px, inner_w * 1.6))
    lit = lighting and is_lit_map(doc)
    extra = tuple(legend_mod.inactive_entries(doc, ruleset)) if show_legend else ()
    legend_size = (legend_mod.legend_size(inner_w, text_px, caption, lit=lit, extra=extra)
                   if show_legend else QSizeF())
    inner_w = max(inner_w, legend_size.width())
    width = rnd(inner_w + 2 * pad)
    y = pad
    title_rect = None
    if title:
        title_rect = QRectF(pad, y, inner_w, title_h)
        y += title_h + gap
    map_x = pad + (inner_w - board_w) / 2
    if integral:
        map_x = math.floor(map_x)
    origin = QPointF(map_x, y)
    y += board_h
    legend_rect = None
    if show_legend:
        y += gap
        legend_rect = QRectF(QPointF(pad, y), legend_size)
        y += legend_size.height()
    height = rnd(y + pad)
    # badges may use the frame beside a narrow map, never above or below it
    badge_bounds = QRectF(pad - map_x, 0, inner_w, board_h)
    return Sheet(width, height, px, origin, title_rect, title_px, legend_rect, text_px,
                 caption, (doc.board.width, doc.board.height), badge_text_px, badge_bounds, extra)


def sheet_for_image(doc: Document, options: ExportOptions,
                    results: Sequence[AttackResult] | None = None) -> Sheet:
    """The layout of a PNG or SVG export (results: the overlays, if computed)."""
    px = options.px_per_square
    show_legend = options.legend and options.wants_overlays
    caption = overlay_caption(doc, options, results or []) if show_legend else ""
    framed = bool(options.title) or show_legend
    text_px = legend_font_px(px)
    return layout_sheet(
        doc, px, title=options.title, show_legend=show_legend, caption=caption,
        text_px=text_px, title_px=text_px * 1.7, pad=frame_padding(px) if framed else 0,
        min_width=text_px * LEGEND_MIN_EMS if show_legend else 0.0,
        badge_text_px=max(ost.BADGE_FONT * px, IMAGE_BADGE_MIN_PX), lighting=options.lighting,
        ruleset=options.ruleset,
    )


def map_size(doc: Document, px: float) -> tuple[int, int]:
    """The map alone in pixels, before any layout: refuses absurd sizes cheaply."""
    return math.ceil(doc.board.width * px), math.ceil(doc.board.height * px)


def sheet_size(doc: Document, options: ExportOptions) -> tuple[int, int]:
    """Pixel size of a PNG/SVG export of `doc` with `options` (no evaluation)."""
    options.check()
    px = options.px_per_square
    if (doc.board.width * px > MAX_SIDE_PX * 4 or doc.board.height * px > MAX_SIDE_PX * 4):
        # far too big already; skip laying out a legend for it
        return map_size(doc, px)
    ensure_gui_application()
    sheet = sheet_for_image(doc, options, [])
    return int(sheet.width), int(sheet.height)


def checked_image_sheet(doc: Document, options: ExportOptions
                        ) -> tuple[list[AttackResult], Sheet]:
    """The overlays and layout of a PNG/SVG export; BattlemapError when too
    big, the first time before any evaluation (from the layout without them)."""
    check_image_size(*sheet_size(doc, options))
    results = overlay_results(doc, options)
    sheet = sheet_for_image(doc, options, results)
    check_image_size(int(sheet.width), int(sheet.height))
    return results, sheet


def _title_font(font_px: float) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(font_px)))
    font.setBold(True)
    return font


def _paint_title(painter: QPainter, rect: QRectF, text: str, font_px: float) -> None:
    font = _title_font(font_px)
    painter.save()
    painter.setFont(font)
    painter.setPen(QColor(40, 34, 28))
    shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)
    painter.restore()


def paint_map_layers(painter: QPainter, doc: Document, px: float, visible_cells: QRectF | None,
                     grid: bool, transparent: bool, lighting: bool = True,
                     areas: Sequence[template_painter.DrawnArea] = ()) -> None:
    """The map as in the window; `transparent` leaves out the paper and the
    background image (terrain, grid, walls and tokens only); `lighting`
    shades the light levels over the terrain (RULES §8); `areas` tints the
    squares templates cover over the grid, under walls and tokens (their
    outlines go over the tokens: `paint_template_marks`)."""
    if not transparent:
        map_painter.paint_board(painter, doc, px, visible_cells)
    map_painter.paint_terrain(painter, doc, px, visible_cells)
    if lighting:
        paint_lighting(painter, doc, px)
    if grid:
        map_painter.paint_grid(painter, doc, px, visible_cells)
    template_painter.paint_template_tints(painter, list(areas), px)
    map_painter.paint_segments(painter, doc, px, visible_cells)
    map_painter.paint_tokens(painter, doc, px, visible_cells)


def sheet_badge_rects(doc: Document, results: Sequence[AttackResult],
                      sheet: Sheet) -> list[QRectF]:
    """Where the badges go on `sheet` (made once, shared by every PNG band)."""
    return badges.place_badges(doc, results, sheet.px, sheet.badge_bounds, sheet.badge_text_px)


def paint_sheet(
    painter: QPainter, doc: Document, results: Sequence[AttackResult], options: ExportOptions,
    sheet: Sheet, clip: QRectF | None = None, badge_rects: Sequence[QRectF] | None = None,
) -> None:
    """Frame, title, map, overlays and legend. `clip` (sheet units) limits the
    map work to what it meets (PNG bands); `badge_rects` is the badge layout
    when already made (the same for every band)."""
    if clip is not None and sheet.title_rect is not None and clip.intersects(sheet.title_rect):
        _paint_title(painter, sheet.title_rect, options.title, sheet.title_font_px)
    elif clip is None and sheet.title_rect is not None:
        _paint_title(painter, sheet.title_rect, options.title, sheet.title_font_px)
    map_rect = sheet.map_rect
    if results and badge_rects is None:
        badge_rects = sheet_badge_rects(doc, results, sheet)
    if clip is None or clip.intersects(map_rect.adjusted(-sheet.px, -sheet.px, sheet.px, sheet.px)):
        visible = None
        if clip is not None:
            # a square more all round: token badges and walls reach past their cells
            visible = QRectF((clip.left() - map_rect.left()) / sheet.px - 1,
                             (clip.top() - map_rect.top()) / sheet.px - 1,
                             clip.width() / sheet.px + 2, clip.height() / sheet.px + 2)
        painter.save()
        painter.translate(sheet.map_origin)
        areas = template_painter.drawn_areas(doc, judged_template(options), options.ruleset)
        paint_map_layers(painter, doc, sheet.px, visible, options.grid, options.transparent,
                         options.lighting, areas)
        template_painter.paint_template_marks(painter, doc, areas, sheet.px,
                                              {r.target for r in results})
        if results:
            overlay_painter.paint_overlays(painter, doc, results, sheet.px,
                                           highlight_blockers=options.highlight_blockers,
                                           badge_text_px=sheet.badge_text_px,
                                           badge_rects=badge_rects)
        painter.restore()
    if sheet.legend_rect is not None and (clip is None or clip.intersects(sheet.legend_rect)):
        legend_mod.paint_legend(painter, sheet.legend_rect, sheet.legend_font_px, sheet.caption,
                                lit=options.lighting and is_lit_map(doc), extra=sheet.legend_extra)
