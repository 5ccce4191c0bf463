"""What the players see, painted onto any QPainter (the player window, tests).

The map as `map_painter` draws it (terrain, grid, walls, doors), but:

- never a token that is `hidden` (from the players), nor one whose every
  cell is under the fog of war;
- cells the players have not seen (`doc.play.revealed` False) are solid
  black, painted over everything else, overlays included;
- light (RULES §8) as the players see it: dark cells near black, the dim
  ring dimmed, lit cells clear; a creature standing wholly in the dark is
  not shown unless it is one of the party (faction "pc");
- the rules overlays, when the GM shows them, only for a visible attacker
  against visible targets, without the blocker highlights (they would mark
  where a hidden creature stands), their badges enlarged by `scale`.

`paint_fog` is also how the GM's own view dims the cells the players do not
see (with `GM_FOG`). Same coordinates as `map_painter`: cell (x, y) covers
[x, x+1] x [y, y+1] * px_per_square.
"""

from __future__ import annotations

import sys
import weakref
from collections.abc import Sequence

import numpy as np
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from battlemap.core.model import Ambient, Document, Token
from battlemap.core.rules.result import AttackResult
from battlemap.render import style
from battlemap.render.badges import badge_text_px, paint_badge, place_badges
from battlemap.render.leaders import paint_leaders
from battlemap.render.lighting import PLAYER_SHADES, cell_levels, is_lit_map, paint_lighting
from battlemap.render.map_painter import (
    cell_span, paint_board, paint_grid, paint_segments, paint_terrain, paint_tokens,
)
from battlemap.render.overlay_painter import paint_overlays

RGBA = style.RGBA
PLAYER_FOG: RGBA = (0, 0, 0, 255)  # unrevealed cells in the players' view
GM_FOG: RGBA = (14, 16, 34, 125)  # the same cells dimmed in the GM's view
PARTY_FACTION = "pc"  # seen by the players even in the dark


# --- who and what the players see -------------------------------------------------------

def revealed_mask(doc: Document) -> np.ndarray | None:
    """The fog of war as a (height, width) bool array, None without fog."""
    board = doc.board
    return doc.play.revealed_mask(board.width, board.height)


def token_visible(doc: Document, token: Token, mask: np.ndarray | None = None) -> bool:
    """Whether the players see `token`: not hidden by the GM, and at least
    one of its cells revealed."""
    if token.hidden:
        return False
    if mask is None:
        mask = revealed_mask(doc)
    if mask is None:
        return True
    n = token.footprint
    return bool(mask[token.y:token.y + n, token.x:token.x + n].any())


def visible_tokens(doc: Document) -> dict[str, Token]:
    mask = revealed_mask(doc)
    levels = cell_levels(doc) if is_lit_map(doc) else None
    return {tid: t for tid, t in doc.tokens.items()
            if token_visible(doc, t, mask) and _in_sight(t, levels)}


def _in_sight(token: Token, levels: np.ndarray | None) -> bool:
    """Not wholly in the dark, or one of the party (who know where they are)."""
    if levels is None or token.faction == PARTY_FACTION:
        return True
    n = token.footprint
    return bool((levels[token.y:token.y + n, token.x:token.x + n] != Ambient.DARK).any())


def player_results(doc: Document, results: Sequence[AttackResult]) -> list[AttackResult]:
    """The results whose attacker and target the players both see."""
    seen = visible_tokens(doc)
    return [r for r in results if r.attacker in seen and r.target in seen]


def player_document(doc: Document) -> Document:
    """A view of `doc` holding only the tokens the players see (the board,
    ruleset and play state are shared, not copied)."""
    return Document(board=doc.board, tokens=visible_tokens(doc), ruleset=doc.ruleset,
                    options=doc.options, play=doc.play, ambient=doc.ambient, lights=doc.lights)


# --- fog ---------------------------------------------------------------------------------

def _argb(rgba: RGBA) -> np.ndarray:
    """A colour as the bytes of one premultiplied ARGB32 pixel in memory."""
    r, g, b, a = rgba
    argb = [a, r * a // 255, g * a // 255, b * a // 255]
    return np.array(argb[::-1] if sys.byteorder == "little" else argb, np.uint8)


class _FogImage:
    """One pixel per cell: `rgba` where the cell is unrevealed, clear elsewhere."""

    def __init__(self) -> None:
        self.snapshot: np.ndarray | None = None
        self.rgba: RGBA | None = None
        self.pixels = np.zeros((1, 1, 4), np.uint8)
        self.image = QImage()

    def sync(self, mask: np.ndarray, rgba: RGBA) -> QImage:
        if (self.snapshot is None or rgba != self.rgba or self.snapshot.shape != mask.shape
                or not np.array_equal(self.snapshot, mask)):
            self.snapshot, self.rgba = mask.copy(), rgba
            height, width = mask.shape
            self.pixels = np.zeros((height, width, 4), np.uint8)
            self.pixels[~mask] = _argb(rgba)
            self.image = QImage(self.pixels.data, width, height, width * 4,
                                QImage.Format.Format_ARGB32_Premultiplied)
        return self.image


_FOG_IMAGES: dict[tuple[int, RGBA], tuple[weakref.ref, _FogImage]] = {}


def fog_image(doc: Document, rgba: RGBA) -> QImage | None:
    """The fog of `doc` as an image of one pixel per cell (cached), or None
    when there is no fog."""
    mask = revealed_mask(doc)
    if mask is None:
        return None
    key = (id(doc), rgba)
    entry = _FOG_IMAGES.get(key)
    if entry is None or entry[0]() is not doc:
        entry = (weakref.ref(doc, lambda _ref, key=key: _FOG_IMAGES.pop(key, None)), _FogImage())
        _FOG_IMAGES[key] = entry
    return entry[1].sync(mask, rgba)


def paint_fog(painter: QPainter, doc: Document, px_per_square: float, rgba: RGBA = PLAYER_FOG,
              visible_cells: QRectF | None = None) -> None:
    """Cover the unrevealed cells with `rgba` (nothing without fog of war)."""
    image = fog_image(doc, rgba)
    span = cell_span(doc, visible_cells)
    if image is None or span is None:
        return
    x0, y0, x1, y1 = span
    px = px_per_square
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.drawImage(QRectF(x0 * px, y0 * px, (x1 - x0) * px, (y1 - y0) * px), image,
                      QRectF(x0, y0, x1 - x0, y1 - y0))
    painter.restore()


# --- the players' view ---------------------------------------------------------------------

def paint_player_view(
    painter: QPainter,
    doc: Document,
    px_per_square: float,
    visible_cells: QRectF | None = None,
    *,
    show_grid: bool = True,
    results: Sequence[AttackResult] = (),
    scale: float = 1.0,
    badge_px: float | None = None,
) -> None:
    """The map as the players may see it (see the module's docstring).
    `results`: the rules overlays to show (those of hidden or unrevealed
    creatures are left out); `scale` enlarges their badges, whose text is
    `badge_px` high in painter units (default: a fraction of a square)."""
    px = px_per_square
    seen = player_document(doc)
    paint_board(painter, doc, px, visible_cells)
    paint_terrain(painter, doc, px, visible_cells)
    if show_grid:
        paint_grid(painter, doc, px, visible_cells)
    paint_segments(painter, doc, px, visible_cells)
    paint_lighting(painter, doc, px, PLAYER_SHADES, sources=False)
    paint_tokens(painter, seen, px, visible_cells)
    shown = player_results(doc, results)
    if shown:
        paint_overlays(painter, seen, shown, px, highlight_blockers=False, badges=False)
    paint_fog(painter, doc, px, PLAYER_FOG, visible_cells)
    if shown:  # badges over the fog, so that none is cut; they only name visible creatures
        text_px = (badge_px if badge_px is not None else badge_text_px(px)) * scale
        rects = place_badges(seen, shown, px, None, text_px)
        paint_leaders(painter, seen, shown, rects, px, text_px)
        for result, rect in zip(shown, rects):
            paint_badge(painter, seen, result, px, rect, text_px)


def render_player_view(doc: Document, px_per_square: float, results: Sequence[AttackResult] = (),
                       scale: float = 1.0, show_grid: bool = True) -> QImage:
    """The whole board as the players see it, as an image (tests, previews)."""
    board = doc.board
    image = QImage(max(1, round(board.width * px_per_square)),
                   max(1, round(board.height * px_per_square)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(style.qcolor(style.OUTSIDE))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    paint_player_view(painter, doc, px_per_square, None, show_grid=show_grid, results=results,
                      scale=scale)
    painter.end()
    return image


__all__ = [
    "GM_FOG", "PLAYER_FOG", "fog_image", "paint_fog", "paint_player_view", "player_document",
    "player_results", "render_player_view", "revealed_mask", "token_visible", "visible_tokens",
]
