"""What a PDF page shows in its margins and over the map besides the map
itself: the footer (page label, description, 1-inch scale bar), cut marks
on the lines where the page meets its neighbours, the neighbours' labels,
and the page grid on the assembly page."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from battlemap.render.export.pdf_plan import (
    MM_PER_INCH, PDF_DPI, PDF_TEXT_PT, TILE_OVERLAP_MM, PageTile, PdfPlan, column_letters,
    pt_to_dots,
)
from battlemap.render.export.sheet import Sheet


def _text_font(pt: float = PDF_TEXT_PT, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pt_to_dots(pt))))
    font.setBold(bold)
    return font


def paint_footer(painter: QPainter, content: QRectF, page_h: float, margin: float, text: str,
                  scale_bar: bool, label: str | None = None) -> None:
    """The page's label (big), its description and a 1-inch scale bar, in the bottom margin."""
    painter.save()
    dark = QColor(40, 34, 28)
    y0 = content.bottom() + margin * 0.22
    band = QRectF(content.left(), y0, content.width(), margin * 0.6)
    x = band.left()
    if label:
        font = _text_font(PDF_TEXT_PT * 1.6, bold=True)
        painter.setFont(font)
        painter.setPen(dark)
        w = QFontMetricsF(font).horizontalAdvance(label) + pt_to_dots(6)
        painter.drawText(QRectF(x, band.top(), w, band.height()),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), label)
        x += w
    bar_w = PDF_DPI if scale_bar else 0.0
    if scale_bar:
        bar = QRectF(band.right() - bar_w, band.center().y() - pt_to_dots(2), bar_w, pt_to_dots(4))
        painter.setPen(QPen(dark, pt_to_dots(0.5)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(bar)
        painter.setBrush(dark)
        painter.drawRect(QRectF(bar.left(), bar.top(), bar_w / 2, bar.height()))
        painter.setFont(_text_font(PDF_TEXT_PT * 0.85))
        painter.drawText(QRectF(bar.left() - pt_to_dots(40), band.top(), pt_to_dots(36), band.height()),
                         int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                         QCoreApplication.translate("Export", "1 inch"))
        bar_w += pt_to_dots(44)
    font = _text_font()
    painter.setFont(font)
    painter.setPen(dark)
    rect = QRectF(x, band.top(), band.right() - bar_w - x - pt_to_dots(6), band.height())
    shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)
    painter.restore()


def _trim_lines(plan: PdfPlan, tile: PageTile) -> tuple[list[float], list[float]]:
    """Where to cut this page, in squares relative to the tile's region: the
    middle of each overlap with a neighbour, the map's edge elsewhere."""
    overlap = TILE_OVERLAP_MM / MM_PER_INCH
    xs = [overlap / 2 if tile.column > 0 else 0.0,
          tile.width - overlap / 2 if tile.column < plan.columns - 1 else tile.width]
    ys = [overlap / 2 if tile.row > 0 else 0.0,
          tile.height - overlap / 2 if tile.row < plan.rows - 1 else tile.height]
    return xs, ys


def paint_cut_marks(painter: QPainter, plan: PdfPlan, tile: PageTile, region: QRectF,
                     margin: float) -> None:
    """Short lines in the margin on the lines to trim along, and a faint
    dotted line across the overlap strips."""
    xs, ys = _trim_lines(plan, tile)
    dpi = PDF_DPI
    length = margin * 0.55
    gap = pt_to_dots(3)
    painter.save()
    pen = QPen(QColor(0, 0, 0), pt_to_dots(0.5))
    painter.setPen(pen)
    top, bottom = region.top(), region.bottom()
    left, right = region.left(), region.right()
    for x in xs:
        px = left + x * dpi
        painter.drawLine(QPointF(px, top - gap), QPointF(px, top - gap - length))
        painter.drawLine(QPointF(px, bottom + gap), QPointF(px, bottom + gap + length * 0.4))
    for y in ys:
        py = top + y * dpi
        painter.drawLine(QPointF(left - gap, py), QPointF(left - gap - length, py))
        painter.drawLine(QPointF(right + gap, py), QPointF(right + gap + length, py))
    # the overlap strips, lightly: what lies under the neighbouring page
    faint = QPen(QColor(0, 0, 0, 110), pt_to_dots(0.4), Qt.PenStyle.DotLine)
    painter.setPen(faint)
    painter.setClipRect(region)
    for x in xs:
        if 0 < x < tile.width:
            painter.drawLine(QPointF(left + x * dpi, top), QPointF(left + x * dpi, bottom))
    for y in ys:
        if 0 < y < tile.height:
            painter.drawLine(QPointF(left, top + y * dpi), QPointF(right, top + y * dpi))
    painter.restore()


def paint_neighbours(painter: QPainter, plan: PdfPlan, tile: PageTile, content: QRectF,
                      margin: float) -> None:
    """The labels of the neighbouring pages, in the margin on their side."""
    painter.save()
    painter.setFont(_text_font(PDF_TEXT_PT * 0.9))
    painter.setPen(QColor(90, 80, 70))
    flags = int(Qt.AlignmentFlag.AlignCenter)
    c, r = tile.column, tile.row
    top_band = QRectF(content.left(), margin * 0.05, content.width(), margin * 0.4)
    if r > 0:
        painter.drawText(top_band, flags, f"\u2191 {column_letters(c)}{r}")
    if c > 0:
        painter.save()
        painter.translate(margin * 0.25, content.center().y())
        painter.rotate(-90)
        painter.drawText(QRectF(-content.height() / 2, -margin * 0.2, content.height(), margin * 0.4),
                         flags, f"\u2191 {column_letters(c - 1)}{r + 1}")
        painter.restore()
    if c < plan.columns - 1:
        painter.save()
        painter.translate(content.right() + margin * 0.75, content.center().y())
        painter.rotate(90)
        painter.drawText(QRectF(-content.height() / 2, -margin * 0.2, content.height(), margin * 0.4),
                         flags, f"\u2191 {column_letters(c + 1)}{r + 1}")
        painter.restore()
    if r < plan.rows - 1:
        label = f"\u2193 {column_letters(c)}{r + 2}"
        fm = QFontMetricsF(painter.font())
        w = fm.horizontalAdvance(label)
        painter.drawText(QRectF(content.center().x() - w / 2, content.bottom() + margin * 0.05,
                                w, margin * 0.25), flags, label)
    painter.restore()


def paint_page_grid(painter: QPainter, plan: PdfPlan, sheet: Sheet) -> None:
    """On the assembly page: each page's region, outlined and labelled."""
    painter.save()
    painter.translate(sheet.map_origin)
    px = sheet.px
    pen = QPen(QColor(20, 40, 120, 200), max(px * 0.04, pt_to_dots(0.6)))
    font = QFont()
    font.setBold(True)
    for tile in plan.tiles:
        rect = QRectF(tile.x * px, tile.y * px, tile.width * px, tile.height * px)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)
        size = min(min(rect.width(), rect.height()) * 0.12, pt_to_dots(16))
        font.setPixelSize(max(1, round(size)))
        painter.setFont(font)
        fm = QFontMetricsF(font)
        label = tile.label
        # in the corner of the page's own part (past the overlap), not over the middle
        inset = TILE_OVERLAP_MM / MM_PER_INCH * px + pen.widthF()
        box = QRectF(rect.left() + inset, rect.top() + inset,
                     fm.horizontalAdvance(label) + size * 0.5, fm.height() * 1.1)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 190))
        painter.drawRoundedRect(box, size * 0.15, size * 0.15)
        painter.setPen(QColor(20, 40, 120))
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), label)
    painter.restore()
