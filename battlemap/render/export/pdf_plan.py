"""The pages of a PDF export, before any painting: at print scale
(1 square = 1 inch) the map tiled over A4 or Letter pages with an overlap,
each page labelled ("A1": column letter, row number), an assembly page
first when needed; or the whole map fitted to one page. Also the sheet
(title, map, legend) on a page."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtGui import QPageSize

from battlemap.core.errors import BattlemapError
from battlemap.core.model import Document
from battlemap.render import overlay_style as ost
from battlemap.render.export.gui_app import ensure_gui_application
from battlemap.render.export.options import MAX_PDF_PAGES, PAGE_SIZES, ExportOptions
from battlemap.render.export.sheet import Sheet, layout_sheet

MM_PER_INCH = 25.4
PDF_DPI = 300                 # painter units per inch on PDF pages
PAGE_MARGIN_MM = 10.0         # unprinted margin: labels, cut marks, scale bar
TILE_OVERLAP_MM = 10.0        # map shared by neighbouring pages
PDF_TEXT_PT = 8.0             # page labels and legend text on paper
PDF_TITLE_PT = 16.0
PDF_BADGE_MIN_PT = 6.0        # badge text on paper never smaller than this


@dataclass(frozen=True)
class PageTile:
    """One page of a print-scale PDF: the map region x..x+width, y..y+height
    in squares (= inches), column `column` and row `row` from 0."""

    column: int
    row: int
    x: float
    y: float
    width: float
    height: float

    @property
    def label(self) -> str:
        return f"{column_letters(self.column)}{self.row + 1}"


@dataclass(frozen=True)
class PdfPlan:
    page_size: str
    landscape: bool
    fit_page: bool
    columns: int
    rows: int
    tiles: tuple[PageTile, ...]
    assembly_page: bool  # an assembly page (whole map, page grid, title, legend) comes first
    page_inches: tuple[float, float]  # width, height, in the chosen orientation

    @property
    def pages(self) -> int:
        return (1 if self.fit_page else len(self.tiles)) + (1 if self.assembly_page else 0)


def column_letters(index: int) -> str:
    """0 -> "A", 25 -> "Z", 26 -> "AA"."""
    letters = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def _page_inches(page_size: str, landscape: bool) -> tuple[float, float]:
    size = QPageSize(PAGE_SIZES[page_size]).size(QPageSize.Unit.Millimeter)
    w, h = size.width() / MM_PER_INCH, size.height() / MM_PER_INCH
    return (h, w) if landscape else (w, h)


def _tile_count(length: float, content: float, overlap: float) -> int:
    if length <= content + 1e-9:
        return 1
    return 1 + math.ceil((length - content) / (content - overlap) - 1e-9)


def pt_to_dots(pt: float) -> float:
    return pt / 72.0 * PDF_DPI


def plan_pdf(doc: Document, options: ExportOptions | None = None) -> PdfPlan:
    """Pages of a PDF export: orientation, tiles, whether an assembly page
    comes first. Needs no evaluation; raises if over `MAX_PDF_PAGES`."""
    options = options or ExportOptions()
    options.check()
    margin = PAGE_MARGIN_MM / MM_PER_INCH
    overlap = TILE_OVERLAP_MM / MM_PER_INCH
    bw, bh = doc.board.width, doc.board.height
    wants_extras = bool(options.title) or (options.legend and options.wants_overlays)
    if options.fit_page:
        # the orientation that shows the map bigger
        def scale(landscape: bool) -> float:
            pw, ph = _page_inches(options.page_size, landscape)
            return min((pw - 2 * margin) / bw, (ph - 2 * margin) / bh)
        landscape = scale(True) > scale(False) * 1.0001
        return PdfPlan(options.page_size, landscape, True, 1, 1, (), False,
                       _page_inches(options.page_size, landscape))
    best = None
    for landscape in (False, True):
        pw, ph = _page_inches(options.page_size, landscape)
        cw, ch = pw - 2 * margin, ph - 2 * margin
        cols, rows = _tile_count(bw, cw, overlap), _tile_count(bh, ch, overlap)
        if best is None or cols * rows < best[0]:
            best = (cols * rows, landscape, cols, rows, cw, ch)
    count, landscape, cols, rows, cw, ch = best
    if count + 1 > MAX_PDF_PAGES:
        raise BattlemapError(
            f"at 1 square = 1 inch the map needs {count} pages; the most is {MAX_PDF_PAGES}: "
            f"fit it to one page instead")
    step_x, step_y = cw - overlap, ch - overlap
    tiles = tuple(
        PageTile(c, r, c * step_x, r * step_y, min(cw, bw - c * step_x), min(ch, bh - r * step_y))
        for r in range(rows) for c in range(cols)
    )
    assembly = count > 1
    if count == 1 and wants_extras:
        ensure_gui_application()
        assembly = not _fits_beside_map(doc, options, cw, ch)
    return PdfPlan(options.page_size, landscape, False, cols, rows, tiles, assembly,
                   _page_inches(options.page_size, landscape))


def _pdf_text_px() -> float:
    return pt_to_dots(PDF_TEXT_PT)


def pdf_sheet(doc: Document, options: ExportOptions, px: float, content_w: float,
               caption: str) -> Sheet:
    show_legend = options.legend and options.wants_overlays
    return layout_sheet(
        doc, px, title=options.title, show_legend=show_legend, caption=caption,
        text_px=_pdf_text_px(), title_px=pt_to_dots(PDF_TITLE_PT), pad=0,
        lighting=options.lighting, ruleset=options.ruleset,
        min_width=content_w, integral=False,
        badge_text_px=max(ost.BADGE_FONT * px, pt_to_dots(PDF_BADGE_MIN_PT)),
    )


def _fits_beside_map(doc: Document, options: ExportOptions, cw_in: float, ch_in: float) -> bool:
    sheet = pdf_sheet(doc, options, PDF_DPI, cw_in * PDF_DPI, "Ranged attack by X \u00b7 ruleset")
    return sheet.height <= ch_in * PDF_DPI + 1e-6 and sheet.width <= cw_in * PDF_DPI + 1e-6


def fit_sheet(doc: Document, options: ExportOptions, caption: str, cw: float, ch: float) -> Sheet:
    """The largest map scale at which title, map and legend fit cw x ch dots."""
    px = min(cw / doc.board.width, ch / doc.board.height)
    for _ in range(6):
        sheet = pdf_sheet(doc, options, px, cw, caption)
        extra = sheet.height - doc.board.height * px
        px = max(min(cw / doc.board.width, (ch - extra) / doc.board.height), 0.5)
        sheet = pdf_sheet(doc, options, px, cw, caption)
        if sheet.height <= ch + 0.5:
            return sheet
    return sheet
