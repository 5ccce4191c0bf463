"""Headless export of a battlemap, with or without the rules overlays:
PNG, SVG, and PDF at print scale (tiled) or fitted to one page.

    options = ExportOptions(attacker="A", attack=Attack("ranged"), title="Crypt")
    export_png(doc, "crypt.png", options, progress=lambda done, total: True)

Every format paints with the same functions as the window
(`map_painter.paint_map`, `overlay_painter.paint_overlays`, `legend.paint_legend`).

Modules: `options` (ExportOptions, ExportInfo, limits), `overlays` (what the
overlays show), `sheet` (laying out and painting one picture), `output`
(checks, atomic writing, progress), `png`, `svg`, `pdf_plan` (pages and
tiles), `pdf_marks` (footer, cut marks, neighbours, page grid), `pdf`,
`formats` (the format from the file name). This package re-exports their
public names: import those from here; an internal (a PDF constant, a name
a test patches) from the module that owns it.

Sizes and limits
----------------
- PNG and SVG: the map is `board × px_per_square` pixels; with a title or a
  legend a white frame of `frame_padding(px)` pixels goes around it, the
  title above, the legend below (`sheet_size` gives the exact size).
  Up to `MAX_SIDE_PX` (16,384) pixels per side and `MAX_PIXELS`
  (200 million) pixels in all; anything bigger is refused with a
  `BattlemapError` before any work starts. 10,000 × 10,000 exports complete.
- PNG is painted in horizontal bands into one image (bounded peak memory,
  progress, cancel) and written atomically: a temporary file in the same
  folder, renamed over the target only when complete. A failed or cancelled
  export leaves no file behind (and an existing file untouched).
- PDF at print scale: 1 square = 1 inch (25.4 mm). The map is tiled over
  A4 or Letter pages with `TILE_OVERLAP_MM` of overlap; each page is
  labelled ("A1": column letter, row number), has cut marks in its margin
  on the lines where it meets its neighbours, and a 1-inch scale bar to
  check the printer did not scale. With more than one page (or a title or
  legend that doesn't fit beside a one-page map) an assembly page comes
  first: the whole map with the page grid, the title and the legend. At
  most `MAX_PDF_PAGES` pages. `fit_page` instead scales the map onto one page.

`progress(done, total)` is called as the work advances; returning False
cancels (`ExportCancelled`, a `BattlemapError`; nothing is written).
"""

from __future__ import annotations

from battlemap.render.export.formats import EXPORTERS, FORMATS, export, format_for_path
from battlemap.render.export.gui_app import ensure_gui_application
from battlemap.render.export.options import (
    MAX_PDF_PAGES, MAX_PIXELS, MAX_PX_PER_SQUARE, MAX_SIDE_PX, MIN_PX_PER_SQUARE, PAGE_SIZES,
    ExportCancelled, ExportInfo, ExportOptions, Progress, check_image_size,
)
from battlemap.render.export.overlays import overlay_results
from battlemap.render.export.pdf import export_pdf
from battlemap.render.export.pdf_plan import PageTile, PdfPlan, column_letters, plan_pdf
from battlemap.render.export.png import export_png, render_image
from battlemap.render.export.sheet import Sheet, sheet_for_image, sheet_size
from battlemap.render.export.svg import export_svg

__all__ = [
    "EXPORTERS", "ExportCancelled", "ExportInfo", "ExportOptions", "FORMATS", "MAX_PDF_PAGES", "MAX_PIXELS",
    "MAX_PX_PER_SQUARE", "MAX_SIDE_PX", "MIN_PX_PER_SQUARE", "PAGE_SIZES", "PageTile", "PdfPlan",
    "Progress", "Sheet", "check_image_size", "column_letters", "ensure_gui_application", "export",
    "export_pdf", "export_png", "export_svg", "format_for_path", "overlay_results", "plan_pdf",
    "render_image", "sheet_for_image", "sheet_size",
]
