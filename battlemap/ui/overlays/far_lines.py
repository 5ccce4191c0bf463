"""Every target's lines at a far zoom, or as drafts during a drag, in one item.

Far out (`overlay_style.LOD_PX`) a target's lines are one thin line
(`line_painter.simplified_line`). Drawn by each target's own lines item,
a dragged attacker cost an item update per target at every step (its look,
its bounds, the scene's index) and a paint call per target at every repaint
(with a painter saved and restored twice): about a millisecond of each
step. This item draws them all in one paint; the targets' items keep their
results and visibility (hidden while stale, dimmed while another target is
hovered) and have empty bounds. The hovered target's lines are drawn in
full by its own item, as near in.

Nearer in, while a button is held (a drag: new lines at every step), the
targets whose result changed hand their drafts to this item too
(`line_painter.paint_drafts`: one call per pen for the whole row rather
than a paint per target, 5 ms of each repaint of a dragged attacker with
38 targets); the release gives each its own lines again, in full.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QRectF
from PySide6.QtGui import QPainter

from battlemap.render import line_painter
from battlemap.render import overlay_style as ost
from battlemap.ui.overlays.item_base import Z_LINES, OverlayContext, OverlayItem, button_held

if TYPE_CHECKING:
    from battlemap.ui.overlays.items import ResultLinesItem

BOARD_MARGIN = 1.0  # squares around the board (a pen's width; lines end on the board)


class FarLinesItem(OverlayItem):
    """`lines()` gives the targets' lines items (in a fixed order: the
    picture does not depend on the order they came in)."""

    def __init__(self, ctx: OverlayContext, lines) -> None:
        super().__init__(ctx, Z_LINES)
        self.lines = lines
        self._board: tuple[int, int] | None = None
        self.drafted = False  # last painted as drafts (a button was held: a drag)
        self._pending = False  # a repaint asked for and not yet painted

    def changed(self) -> None:
        """A target's far line came, went, changed or faded: repaint (the
        whole board: after a drag step the lines have moved everywhere),
        asked once until painted (a dragged attacker's targets each say so)."""
        board = self.ctx.document.board
        size = (board.width, board.height)
        if size != self._board:
            self._board = size
            s, m = self.ctx.scene_px, BOARD_MARGIN * self.ctx.scene_px
            self._rect = QRectF(-m, -m, board.width * s + 2 * m, board.height * s + 2 * m)
            self.setRect(self._rect)
        elif not self._pending:
            self.update()
        self._pending = True

    def finish_draft(self) -> None:
        """The buttons are up: drafts painted again in full."""
        if self.drafted:
            self.drafted = False
            self.update()

    def paint_px(self, painter: QPainter, px: float) -> None:
        self._pending = False
        # drafts while a button is held (a drag), as the targets' own lines
        self.drafted = draft = button_held()
        if px >= ost.LOD_PX:
            self._paint_near(painter, px, draft)
            return
        painter.save()
        base = painter.opacity()
        run: list[QLineF] = []  # lines in a row at one opacity: one drawLines call (the same pixels)
        run_opacity = 1.0
        item: ResultLinesItem
        for item in self.lines():
            result = item.result
            if not item.far or result is None or not item.isVisible():
                continue
            line = line_painter.simplified_line(result, px)
            if line is None:
                continue
            opacity = item.opacity() * (1.0 if result.in_reach else ost.OUT_OF_REACH_OPACITY)
            if run and opacity != run_opacity:
                painter.setOpacity(base)
                line_painter.paint_simplified_lines(painter, run, run_opacity, draft)
                run = []
            run.append(line)
            run_opacity = opacity
        if run:
            painter.setOpacity(base)
            line_painter.paint_simplified_lines(painter, run, run_opacity, draft)
        painter.restore()

    def _paint_near(self, painter: QPainter, px: float, draft: bool) -> None:
        """The lines handed over during a drag: drafts of the whole row at
        once (in full, each as its own item would, if the button went up
        elsewhere before the items took them back)."""
        doc = self.ctx.document
        shown = [item for item in self.lines() if item.far and item.result is not None and item.isVisible()]
        if draft:
            line_painter.paint_drafts(painter, doc,
                                      [(item.result, item.opacity(), item.draft(px)) for item in shown], px)
            return
        base = painter.opacity()
        for item in shown:
            painter.setOpacity(base * item.opacity())
            line_painter.paint_result_lines(painter, item.result, px)
            line_painter.paint_chosen(painter, doc, item.result, px)
        painter.setOpacity(base)
