"""Headless export of a battlemap, with or without the rules overlays:
PNG, SVG, and PDF at print scale (tiled) or fitted to one page.

    options = ExportOptions(attacker="A", attack=Attack("ranged"), title="Crypt")
    export_png(doc, "crypt.png", options, progress=lambda done, total: True)

Every format paints with the same functions as the window
(`map_painter.paint_map`, `overlay_painter.paint_overlays`, `legend.paint_legend`).

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

import math
import os
import sys
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRect, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QColor, QFont, QFontMetricsF, QGuiApplication, QImage, QPageLayout, QPageSize, QPainter,
    QPdfWriter, QPen,
)

from battlemap.core.errors import BattlemapError
from battlemap.core.model import Document, PlacedTemplate
from battlemap.core.rules.result import Attack, AttackKind, AttackResult
from battlemap.render import badges
from battlemap.render import legend as legend_mod
from battlemap.render import map_painter
from battlemap.render import overlay_painter
from battlemap.render import overlay_style as ost
from battlemap.render import template_painter
from battlemap.render import token_art
from battlemap.render.lighting import is_lit_map, paint_lighting

# --- limits and constants -----------------------------------------------------------------

MAX_SIDE_PX = 16_384          # PNG/SVG: longest side
MAX_PIXELS = 200_000_000      # PNG/SVG: width × height
MAX_PDF_PAGES = 500
MIN_PX_PER_SQUARE = 2
MAX_PX_PER_SQUARE = 1000
BAND_PIXELS = 8_000_000       # PNG bands: about this many pixels each
IMAGE_BADGE_MIN_PX = 10.0     # PNG/SVG: badge text never smaller than this
LEGEND_MIN_EMS = 60           # a sheet with a legend is at least this many legend text heights wide

PAGE_SIZES: dict[str, QPageSize.PageSizeId] = {
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
}
MM_PER_INCH = 25.4
PDF_DPI = 300                 # painter units per inch on PDF pages
SVG_DPI = 96                  # CSS pixels per inch
PAGE_MARGIN_MM = 10.0         # unprinted margin: labels, cut marks, scale bar
TILE_OVERLAP_MM = 10.0        # map shared by neighbouring pages
PDF_TEXT_PT = 8.0             # page labels and legend text on paper
PDF_TITLE_PT = 16.0
PDF_BADGE_MIN_PT = 6.0        # badge text on paper never smaller than this

FORMATS = ("png", "pdf", "svg")
WHITE = QColor(255, 255, 255)

Progress = Callable[[int, int], "bool | None"]


class ExportCancelled(BattlemapError):
    """The progress callback asked to stop; nothing was written."""

    def __init__(self) -> None:
        super().__init__("export cancelled")


@dataclass(frozen=True)
class ExportOptions:
    """What to export and how. Overlays are drawn when `overlays` is on and
    either `results` are given or `attacker` names a token (then every enemy
    of it, or just `targets`, is evaluated with `attack` and `ruleset`)."""

    px_per_square: float = 100
    grid: bool = True
    overlays: bool = True
    attacker: str | None = None
    attack: Attack = field(default_factory=Attack)
    ruleset: str | None = None
    targets: tuple[str, ...] | None = None
    results: tuple[AttackResult, ...] | None = None
    highlight_blockers: bool = True
    legend: bool = True
    title: str = ""
    transparent: bool = False  # no paper, no background image, no frame fill
    lighting: bool = True      # light levels (RULES §8) shaded, sources marked, in the legend
    page_size: str = "a4"      # PDF: "a4" | "letter"
    fit_page: bool = False     # PDF: the whole map on one page instead of print scale

    def check(self) -> None:
        if not (MIN_PX_PER_SQUARE <= self.px_per_square <= MAX_PX_PER_SQUARE):
            raise BattlemapError(
                f"pixels per square must be between {MIN_PX_PER_SQUARE} and "
                f"{MAX_PX_PER_SQUARE}, not {self.px_per_square:g}")
        if self.page_size not in PAGE_SIZES:
            raise BattlemapError(
                f"unknown page size {self.page_size!r} (known: {', '.join(PAGE_SIZES)})")

    @property
    def wants_overlays(self) -> bool:
        return self.overlays and (self.results is not None or self.attacker is not None)


@dataclass(frozen=True)
class ExportInfo:
    """What an export wrote."""

    path: Path
    format: str
    width: int = 0   # PNG/SVG pixels
    height: int = 0
    pages: int = 0   # PDF


# --- Qt application --------------------------------------------------------------------------

_APP: QGuiApplication | None = None


def ensure_gui_application() -> QGuiApplication:
    """A QGuiApplication for fonts and painting, created if there is none.
    On Linux with no display (no DISPLAY or WAYLAND_DISPLAY) and no
    QT_QPA_PLATFORM set, the offscreen platform is used."""
    global _APP
    app = QCoreApplication.instance()
    if app is None:
        no_display = not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")
        if sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")) and no_display:
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _APP = QGuiApplication([sys.argv[0] if sys.argv else "battlemap"])
        return _APP
    if not isinstance(app, QGuiApplication):
        raise RuntimeError("exporting needs a QGuiApplication, not a bare QCoreApplication")
    return app


# --- overlays -------------------------------------------------------------------------------

def overlay_results(doc: Document, options: ExportOptions) -> list[AttackResult]:
    """The results the overlays show: `options.results`, or the attacker
    against each of its enemies (or the given targets)."""
    if not options.overlays:
        return []
    if options.results is not None:
        return list(options.results)
    if options.attacker is None:
        return []
    from battlemap.core.rules import enemy_pairs, evaluate_pairs, get_ruleset

    ruleset = options.ruleset or doc.ruleset
    get_ruleset(ruleset)
    known = ", ".join(doc.tokens) or "none"
    if options.attacker not in doc.tokens:
        raise BattlemapError(f"there is no token {options.attacker!r} (tokens: {known})")
    if options.targets is not None:
        for target in options.targets:
            if target not in doc.tokens:
                raise BattlemapError(f"there is no token {target!r} (tokens: {known})")
        pairs = [(options.attacker, t) for t in options.targets if t != options.attacker]
    elif options.attack.template is not None:  # an area hits friend and foe alike
        pairs = [(options.attacker, t) for t in doc.tokens if t != options.attacker]
    else:
        pairs = enemy_pairs(doc, options.attacker)
    results = evaluate_pairs(doc, pairs, options.attack, ruleset) if pairs else []
    if options.attack.template is not None:  # only the creatures in the area (RULES §7)
        results = [r for r in results if r.in_area]
    return results


def judged_template(options: ExportOptions) -> PlacedTemplate | None:
    """The template of the exported attack (`--template`), placed for its attacker."""
    attack = options.attack
    if not options.overlays or attack.template is None or options.attacker is None:
        return None
    return PlacedTemplate(attack.template.describe(), attack.template, attack.origin, options.attacker)


def overlay_caption(doc: Document, options: ExportOptions, results: Sequence[AttackResult]) -> str:
    """"Ranged attack by Aria · dnd35": what the overlays show, for the legend."""
    if not results:
        return ""
    attackers = list(dict.fromkeys(r.attacker for r in results))
    names = ", ".join(doc.tokens[a].label if a in doc.tokens else a for a in attackers)
    kind = results[0].kind
    kinds = {
        AttackKind.MELEE: QCoreApplication.translate("Legend", "Melee attack by %1"),
        AttackKind.RANGED: QCoreApplication.translate("Legend", "Ranged attack by %1"),
        AttackKind.AREA: QCoreApplication.translate("Legend", "Area attack by %1"),
        AttackKind.CLOSE: QCoreApplication.translate("Legend", "Close attack by %1"),
    }
    text = kinds[AttackKind(kind)].replace("%1", names)
    if options.attack.template is not None:
        text += f" \u00b7 {options.attack.template.describe()}"
    return f"{text} \u00b7 {results[0].ruleset}"


# --- sheet layout (PNG, SVG, one PDF page) ---------------------------------------------------

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


def _layout_sheet(
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
    return _layout_sheet(
        doc, px, title=options.title, show_legend=show_legend, caption=caption,
        text_px=text_px, title_px=text_px * 1.7, pad=frame_padding(px) if framed else 0,
        min_width=text_px * LEGEND_MIN_EMS if show_legend else 0.0,
        badge_text_px=max(ost.BADGE_FONT * px, IMAGE_BADGE_MIN_PX), lighting=options.lighting,
        ruleset=options.ruleset,
    )


def sheet_size(doc: Document, options: ExportOptions) -> tuple[int, int]:
    """Pixel size of a PNG/SVG export of `doc` with `options` (no evaluation)."""
    options.check()
    px = options.px_per_square
    if (doc.board.width * px > MAX_SIDE_PX * 4 or doc.board.height * px > MAX_SIDE_PX * 4):
        # far too big already; skip laying out a legend for it
        return math.ceil(doc.board.width * px), math.ceil(doc.board.height * px)
    ensure_gui_application()
    sheet = sheet_for_image(doc, options, [])
    return int(sheet.width), int(sheet.height)


def check_image_size(width: int, height: int) -> None:
    if width > MAX_SIDE_PX or height > MAX_SIDE_PX or width * height > MAX_PIXELS:
        raise BattlemapError(
            f"the image would be {width} x {height} pixels; the most is {MAX_SIDE_PX} pixels "
            f"a side and {MAX_PIXELS // 1_000_000} million pixels: use fewer pixels per square")


# --- painting one sheet ------------------------------------------------------------------------

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


def _badge_rects(doc: Document, results: Sequence[AttackResult], sheet: Sheet) -> list[QRectF]:
    return badges.place_badges(doc, results, sheet.px, sheet.badge_bounds,
                                        sheet.badge_text_px)


def _paint_sheet(
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
        badge_rects = _badge_rects(doc, results, sheet)
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


# --- files --------------------------------------------------------------------------------------

def _check_output(path: Path) -> None:
    parent = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise BattlemapError("is a folder", str(path))
    if not parent.is_dir():
        raise BattlemapError(f"the folder {str(parent)!r} does not exist", str(path))
    if not os.access(parent, os.W_OK):
        raise BattlemapError(f"the folder {str(parent)!r} is not writable", str(path))


@contextmanager
def _atomic_output(path: Path) -> Iterator[Path]:
    """A temporary path beside `path`, renamed over it when the block ends
    without an exception, removed otherwise."""
    tmp = path.with_name(f".{path.name}.{uuid.uuid4().hex[:10]}.tmp")
    try:
        yield tmp
        try:
            os.replace(tmp, path)
        except OSError as exc:
            raise BattlemapError(f"cannot be written: {exc.strerror or exc}", str(path)) from None
    finally:
        with suppress(OSError):
            tmp.unlink()


def _tick(progress: Progress | None, done: int, total: int) -> None:
    if progress is not None and progress(done, total) is False:
        raise ExportCancelled()


def _prepare(doc: Document, path: str | os.PathLike[str], options: ExportOptions | None
             ) -> tuple[Path, ExportOptions]:
    options = options or ExportOptions()
    options.check()
    path = Path(path)
    _check_output(path)
    ensure_gui_application()
    if doc.background is not None and not options.transparent \
            and map_painter.background_image(doc.background).isNull():
        # Exporting without it would silently leave the map out.
        raise BattlemapError("the background image is damaged: it cannot be decoded")
    for token in doc.tokens.values():  # as for the background: never a token left blank
        if token.art is not None and token_art.art_master(token.art).isNull():
            raise BattlemapError(
                f"the picture of token {token.id!r} is damaged: it cannot be decoded")
    return path, options


# --- PNG ------------------------------------------------------------------------------------------

def export_png(
    doc: Document, path: str | os.PathLike[str], options: ExportOptions | None = None,
    progress: Progress | None = None,
) -> ExportInfo:
    """Write `doc` as a PNG image (see the module notes for size and limits)."""
    path, options = _prepare(doc, path, options)
    check_image_size(*sheet_size(doc, options))  # refused before any work
    results = overlay_results(doc, options)
    sheet = sheet_for_image(doc, options, results)
    width, height = int(sheet.width), int(sheet.height)
    check_image_size(width, height)
    band = max(64, min(height, BAND_PIXELS // max(width, 1)))
    bands = math.ceil(height / band)
    total = bands + 1
    _tick(progress, 0, total)
    fmt = QImage.Format.Format_ARGB32_Premultiplied if options.transparent else QImage.Format.Format_RGB32
    image = QImage(width, height, fmt)
    if image.isNull():
        raise BattlemapError(f"not enough memory for a {width} x {height} image", str(path))
    image.fill(Qt.GlobalColor.transparent if options.transparent else WHITE)
    rects = _badge_rects(doc, results, sheet)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        for i in range(bands):
            clip = QRect(0, i * band, width, min(band, height - i * band))
            painter.save()
            painter.setClipRect(clip)
            _paint_sheet(painter, doc, results, options, sheet, QRectF(clip), rects)
            painter.restore()
            _tick(progress, i + 1, total)
    finally:
        painter.end()
    with _atomic_output(path) as tmp:
        if not image.save(str(tmp), "PNG"):
            raise BattlemapError("cannot be written (disk full or not allowed?)", str(path))
    del image
    _tick_done(progress, total)
    return ExportInfo(path, "png", width, height)


def _tick_done(progress: Progress | None, total: int) -> None:
    if progress is not None:
        progress(total, total)  # the file is written: too late to cancel


def _rough_size(doc: Document, options: ExportOptions) -> tuple[int, int]:
    """The map alone, before any layout: refuses absurd sizes cheaply."""
    px = options.px_per_square
    return math.ceil(doc.board.width * px), math.ceil(doc.board.height * px)


def render_image(doc: Document, options: ExportOptions | None = None) -> QImage:
    """The PNG export's picture as a QImage, without writing a file (previews, tests)."""
    options = options or ExportOptions()
    options.check()
    ensure_gui_application()
    check_image_size(*_rough_size(doc, options))
    results = overlay_results(doc, options)
    sheet = sheet_for_image(doc, options, results)
    width, height = int(sheet.width), int(sheet.height)
    check_image_size(width, height)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent if options.transparent else WHITE)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        _paint_sheet(painter, doc, results, options, sheet)
    finally:
        painter.end()
    return image


# --- SVG --------------------------------------------------------------------------------------------

def export_svg(
    doc: Document, path: str | os.PathLike[str], options: ExportOptions | None = None,
    progress: Progress | None = None,
) -> ExportInfo:
    """Write `doc` as an SVG picture, one SVG pixel per image pixel. Terrain
    is embedded as images; walls, tokens, lines, badges and text are vectors."""
    from PySide6.QtSvg import QSvgGenerator

    path, options = _prepare(doc, path, options)
    check_image_size(*sheet_size(doc, options))  # refused before any work
    results = overlay_results(doc, options)
    sheet = sheet_for_image(doc, options, results)
    width, height = int(sheet.width), int(sheet.height)
    check_image_size(width, height)
    _tick(progress, 0, 1)
    with _atomic_output(path) as tmp:
        generator = QSvgGenerator()
        generator.setFileName(str(tmp))
        generator.setSize(QSize(width, height))
        generator.setResolution(SVG_DPI)  # one SVG pixel is one CSS pixel
        generator.setViewBox(QRect(0, 0, width, height))
        generator.setTitle(options.title or QCoreApplication.translate("Export", "Battlemap"))
        generator.setDescription(overlay_caption(doc, options, results))
        painter = QPainter()
        if not painter.begin(generator):
            raise BattlemapError("cannot be written", str(path))
        try:
            if not options.transparent:
                painter.fillRect(QRectF(0, 0, width, height), WHITE)
            _paint_sheet(painter, doc, results, options, sheet)
        finally:
            painter.end()
        if not tmp.exists():
            raise BattlemapError("cannot be written", str(path))
    _tick_done(progress, 1)
    return ExportInfo(path, "svg", width, height)


# --- PDF ----------------------------------------------------------------------------------------------

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


def _pt_to_dots(pt: float) -> float:
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
    return _pt_to_dots(PDF_TEXT_PT)


def _pdf_sheet(doc: Document, options: ExportOptions, px: float, content_w: float,
               caption: str) -> Sheet:
    show_legend = options.legend and options.wants_overlays
    return _layout_sheet(
        doc, px, title=options.title, show_legend=show_legend, caption=caption,
        text_px=_pdf_text_px(), title_px=_pt_to_dots(PDF_TITLE_PT), pad=0,
        lighting=options.lighting, ruleset=options.ruleset,
        min_width=content_w, integral=False,
        badge_text_px=max(ost.BADGE_FONT * px, _pt_to_dots(PDF_BADGE_MIN_PT)),
    )


def _fits_beside_map(doc: Document, options: ExportOptions, cw_in: float, ch_in: float) -> bool:
    sheet = _pdf_sheet(doc, options, PDF_DPI, cw_in * PDF_DPI, "Ranged attack by X \u00b7 ruleset")
    return sheet.height <= ch_in * PDF_DPI + 1e-6 and sheet.width <= cw_in * PDF_DPI + 1e-6


def _fit_sheet(doc: Document, options: ExportOptions, caption: str, cw: float, ch: float) -> Sheet:
    """The largest map scale at which title, map and legend fit cw x ch dots."""
    px = min(cw / doc.board.width, ch / doc.board.height)
    for _ in range(6):
        sheet = _pdf_sheet(doc, options, px, cw, caption)
        extra = sheet.height - doc.board.height * px
        px = max(min(cw / doc.board.width, (ch - extra) / doc.board.height), 0.5)
        sheet = _pdf_sheet(doc, options, px, cw, caption)
        if sheet.height <= ch + 0.5:
            return sheet
    return sheet


def export_pdf(
    doc: Document, path: str | os.PathLike[str], options: ExportOptions | None = None,
    progress: Progress | None = None,
) -> ExportInfo:
    """Write `doc` as a PDF: at print scale (1 square = 1 inch) tiled over
    A4/Letter pages, or fitted to one page (`options.fit_page`)."""
    path, options = _prepare(doc, path, options)
    plan = plan_pdf(doc, options)
    results = overlay_results(doc, options)
    caption = overlay_caption(doc, options, results) if options.legend else ""
    total = plan.pages
    _tick(progress, 0, total)
    with _atomic_output(path) as tmp:
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
                sheet = _fit_sheet(doc, options, caption, content.width(), content.height())
                painter.save()
                painter.translate(content.topLeft())
                _paint_sheet(painter, doc, results, options, sheet)
                if plan.assembly_page:
                    _paint_page_grid(painter, plan, sheet)
                painter.restore()
                if plan.assembly_page:
                    _paint_footer(painter, content, page_h, margin, QCoreApplication.translate(
                        "Export", "Assembly of the %1 pages that follow: %2 columns x %3 rows at "
                        "1 square = 1 inch. Trim at the cut marks and overlap.")
                        .replace("%1", str(len(plan.tiles))).replace("%2", str(plan.columns))
                        .replace("%3", str(plan.rows)), scale_bar=False)
                done += 1
                _tick(progress, done, total)
            if not plan.fit_page:
                rects = badges.place_badges(doc, results, PDF_DPI) if results else []
                for tile in plan.tiles:
                    if done:
                        writer.newPage()
                    _paint_tile(painter, doc, results, options, plan, tile, content, page_h,
                                margin, caption, with_extras=not plan.assembly_page,
                                badge_rects=rects)
                    done += 1
                    _tick(progress, done, total)
        finally:
            painter.end()
    _tick_done(progress, total)
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
        sheet = _pdf_sheet(doc, options, dpi, content.width(), caption)
        map_offset = sheet.map_origin
    region = QRectF(origin + map_offset, QSizeF(tile.width * dpi, tile.height * dpi))
    painter.save()
    if sheet is not None:
        painter.translate(origin)
        _paint_sheet(painter, doc, results, options, sheet)
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
    _paint_cut_marks(painter, plan, tile, region, margin)
    text = QCoreApplication.translate(
        "Export", "Page %1 of A1–%2 (%3 columns x %4 rows). "
                  "1 square = 1 inch: print at 100%, no scaling.")
    last = f"{column_letters(plan.columns - 1)}{plan.rows}"
    text = (text.replace("%1", tile.label).replace("%2", last)
            .replace("%3", str(plan.columns)).replace("%4", str(plan.rows)))
    if options.title:
        text = f"{options.title} \u2014 {text}"
    _paint_footer(painter, content, page_h, margin, text, scale_bar=True, label=tile.label)
    _paint_neighbours(painter, plan, tile, content, margin)


def _text_font(pt: float = PDF_TEXT_PT, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(_pt_to_dots(pt))))
    font.setBold(bold)
    return font


def _paint_footer(painter: QPainter, content: QRectF, page_h: float, margin: float, text: str,
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
        w = QFontMetricsF(font).horizontalAdvance(label) + _pt_to_dots(6)
        painter.drawText(QRectF(x, band.top(), w, band.height()),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), label)
        x += w
    bar_w = PDF_DPI if scale_bar else 0.0
    if scale_bar:
        bar = QRectF(band.right() - bar_w, band.center().y() - _pt_to_dots(2), bar_w, _pt_to_dots(4))
        painter.setPen(QPen(dark, _pt_to_dots(0.5)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(bar)
        painter.setBrush(dark)
        painter.drawRect(QRectF(bar.left(), bar.top(), bar_w / 2, bar.height()))
        painter.setFont(_text_font(PDF_TEXT_PT * 0.85))
        painter.drawText(QRectF(bar.left() - _pt_to_dots(40), band.top(), _pt_to_dots(36), band.height()),
                         int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                         QCoreApplication.translate("Export", "1 inch"))
        bar_w += _pt_to_dots(44)
    font = _text_font()
    painter.setFont(font)
    painter.setPen(dark)
    rect = QRectF(x, band.top(), band.right() - bar_w - x - _pt_to_dots(6), band.height())
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


def _paint_cut_marks(painter: QPainter, plan: PdfPlan, tile: PageTile, region: QRectF,
                     margin: float) -> None:
    """Short lines in the margin on the lines to trim along, and a faint
    dotted line across the overlap strips."""
    xs, ys = _trim_lines(plan, tile)
    dpi = PDF_DPI
    length = margin * 0.55
    gap = _pt_to_dots(3)
    painter.save()
    pen = QPen(QColor(0, 0, 0), _pt_to_dots(0.5))
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
    faint = QPen(QColor(0, 0, 0, 110), _pt_to_dots(0.4), Qt.PenStyle.DotLine)
    painter.setPen(faint)
    painter.setClipRect(region)
    for x in xs:
        if 0 < x < tile.width:
            painter.drawLine(QPointF(left + x * dpi, top), QPointF(left + x * dpi, bottom))
    for y in ys:
        if 0 < y < tile.height:
            painter.drawLine(QPointF(left, top + y * dpi), QPointF(right, top + y * dpi))
    painter.restore()


def _paint_neighbours(painter: QPainter, plan: PdfPlan, tile: PageTile, content: QRectF,
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


def _paint_page_grid(painter: QPainter, plan: PdfPlan, sheet: Sheet) -> None:
    """On the assembly page: each page's region, outlined and labelled."""
    painter.save()
    painter.translate(sheet.map_origin)
    px = sheet.px
    pen = QPen(QColor(20, 40, 120, 200), max(px * 0.04, _pt_to_dots(0.6)))
    font = QFont()
    font.setBold(True)
    for tile in plan.tiles:
        rect = QRectF(tile.x * px, tile.y * px, tile.width * px, tile.height * px)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)
        size = min(min(rect.width(), rect.height()) * 0.12, _pt_to_dots(16))
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


# --- dispatch -----------------------------------------------------------------------------------------

EXPORTERS: dict[str, Callable[..., ExportInfo]] = {
    "png": export_png,
    "pdf": export_pdf,
    "svg": export_svg,
}


def format_for_path(path: str | os.PathLike[str]) -> str:
    """"png", "pdf" or "svg" from the file name; BattlemapError otherwise."""
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix not in EXPORTERS:
        raise BattlemapError(
            f"cannot export to {Path(path).name!r}: the name must end in .png, .pdf or .svg")
    return suffix


def export(doc: Document, path: str | os.PathLike[str], options: ExportOptions | None = None,
           progress: Progress | None = None) -> ExportInfo:
    """Export in the format the file name says."""
    return EXPORTERS[format_for_path(path)](doc, path, options, progress)


__all__ = [
    "ExportCancelled", "ExportInfo", "ExportOptions", "FORMATS", "MAX_PDF_PAGES", "MAX_PIXELS",
    "MAX_SIDE_PX", "PAGE_SIZES", "PageTile", "PdfPlan", "Sheet", "check_image_size",
    "column_letters", "ensure_gui_application", "export", "export_pdf", "export_png",
    "export_svg", "format_for_path", "overlay_results", "plan_pdf", "render_image",
    "sheet_for_image", "sheet_size",
]
