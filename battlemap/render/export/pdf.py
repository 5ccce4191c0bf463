"""PDF export: the pages `pdf_plan` lays out, painted with the sheet's
painters and the page marks of `pdf_marks`."""

from __future__ import annotations

import os
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter

from battlemap.core.errors import BattlemapError
from battlemap.core.model import Document
from battlemap.core.rules.result import AttackResult
from battlemap.render import badges
from battlemap.render import overlay_painter
from battlemap.render import template_painter
from battlemap.render.export.options import PAGE_SIZES, ExportInfo, ExportOptions, Progress
from battlemap.render.export.output import (
    atomic_output, prepare_export, report_finished, report_progress,
)
from battlemap.render.export.overlays import judged_template, overlay_caption, overlay_results
from battlemap.render.export.pdf_marks import (
    paint_cut_marks, paint_footer, paint_neighbours, paint_page_grid,
)
from battlemap.render.export.pdf_plan import (
    MM_PER_INCH, PAGE_MARGIN_MM, PDF_DPI, PageTile, PdfPlan, column_letters, fit_sheet, pdf_sheet,
    plan_pdf,
)
from battlemap.render.export.sheet import paint_map_layers, paint_sheet


def export_pdf(
    doc: Document, path: str | os.PathLike[str], options: ExportOptions | None = None,
    progress: Progress | None = None,
) -> ExportInfo:
    """Write `doc` as a PDF: at print scale (1 square = 1 inch) tiled over
    A4/Letter pages, or fitted to one page (`options.fit_page`)."""
    path, options = prepare_export(doc, path, options)
    plan = plan_pdf(doc, options)
    results = overlay_results(doc, options)
    caption = overlay_caption(doc, options, results) if options.legend else ""
    total = plan.pages
    report_progress(progress, 0, total)
    with atomic_output(path) as tmp:
        writer = QPdfWriter(str(tmp))
        writer.setResolution(PDF_DPI)
        writer.setCreator("Battlemap")
        writer.setTitle(options.title or QCoreApplication.translate("Export", "Battlemap"))
        layout = QPageLayout(
            QPageSize(PAGE_SIZES[plan.page_size]),
            QPageLayout.Orientation.Landscape if plan.landscape else QPageLayout.Orientation.Portrait,
            QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter,
        )
        writer.setPageLayout(layout)
        painter = QPainter()
        if not painter.begin(writer):
            raise BattlemapError("cannot be written", str(path))
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            page_w, page_h = plan.page_inches[0] * PDF_DPI, plan.page_inches[1] * PDF_DPI
            margin = PAGE_MARGIN_MM / MM_PER_INCH * PDF_DPI
            content = QRectF(margin, margin, page_w - 2 * margin, page_h - 2 * margin)
            done = 0
            if plan.fit_page or plan.assembly_page:
                sheet = fit_sheet(doc, options, caption, content.width(), content.height())
                painter.save()
                painter.translate(content.topLeft())
                paint_sheet(painter, doc, results, options, sheet)
                if plan.assembly_page:
                    paint_page_grid(painter, plan, sheet)
                painter.restore()
                if plan.assembly_page:
                    paint_footer(painter, content, page_h, margin, QCoreApplication.translate(
                        "Export", "Assembly of the %1 pages that follow: %2 columns x %3 rows at "
                        "1 square = 1 inch. Trim at the cut marks and overlap.")
                        .replace("%1", str(len(plan.tiles))).replace("%2", str(plan.columns))
                        .replace("%3", str(plan.rows)), scale_bar=False)
                done += 1
                report_progress(progress, done, total)
            if not plan.fit_page:
                rects = badges.place_badges(doc, results, PDF_DPI) if results else []
                for tile in plan.tiles:
                    if done:
                        writer.newPage()
                    _paint_tile(painter, doc, results, options, plan, tile, content, page_h,
                                margin, caption, with_extras=not plan.assembly_page,
                                badge_rects=rects)
                    done += 1
                    report_progress(progress, done, total)
        finally:
            painter.end()
    report_finished(progress, total)
    return ExportInfo(path, "pdf", pages=total)


def _paint_tile(painter: QPainter, doc: Document, results: Sequence[AttackResult],
                options: ExportOptions, plan: PdfPlan, tile: PageTile, content: QRectF,
                page_h: float, margin: float, caption: str, with_extras: bool,
                badge_rects: Sequence[QRectF] | None = None) -> None:
    """One print-scale page: its part of the map, cut marks, label, scale bar."""
    dpi = PDF_DPI
    origin = content.topLeft()
    map_offset = QPointF(0, 0)
    sheet = None
    if with_extras:  # a one-page map with its title above and legend below
        sheet = pdf_sheet(doc, options, dpi, content.width(), caption)
        map_offset = sheet.map_origin
    region = QRectF(origin + map_offset, QSizeF(tile.width * dpi, tile.height * dpi))
    painter.save()
    if sheet is not None:
        painter.translate(origin)
        paint_sheet(painter, doc, results, options, sheet)
    else:
        painter.setClipRect(region)
        painter.translate(region.topLeft() - QPointF(tile.x * dpi, tile.y * dpi))
        visible = QRectF(tile.x - 1, tile.y - 1, tile.width + 2, tile.height + 2)
        areas = template_painter.drawn_areas(doc, judged_template(options), options.ruleset)
        paint_map_layers(painter, doc, dpi, visible, options.grid, options.transparent,
                         options.lighting, areas)
        template_painter.paint_template_marks(painter, doc, areas, dpi, {r.target for r in results})
        if results:
            overlay_painter.paint_overlays(painter, doc, results, dpi,
                                           highlight_blockers=options.highlight_blockers,
                                           badge_rects=badge_rects)
    painter.restore()
    paint_cut_marks(painter, plan, tile, region, margin)
    text = QCoreApplication.translate(
        "Export", "Page %1 of A1–%2 (%3 columns x %4 rows). "
                  "1 square = 1 inch: print at 100%, no scaling.")
    last = f"{column_letters(plan.columns - 1)}{plan.rows}"
    text = (text.replace("%1", tile.label).replace("%2", last)
            .replace("%3", str(plan.columns)).replace("%4", str(plan.rows)))
    if options.title:
        text = f"{options.title} \u2014 {text}"
    paint_footer(painter, content, page_h, margin, text, scale_bar=True, label=tile.label)
    paint_neighbours(painter, plan, tile, content, margin)
