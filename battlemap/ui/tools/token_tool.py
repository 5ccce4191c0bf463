"""T: place a new token from the palette's template."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QGraphicsEllipseItem

from battlemap.core.edits import AddToken
from battlemap.core.model import Board, Token
from battlemap.ui.commands import AddTokenCommand
from battlemap.ui.token_names import next_token_id, next_token_name
from battlemap.ui.tools.base import Tool
from battlemap.ui.tools.previews import preview_pen


def placed_cell(board: Board, x: int, y: int, footprint: int) -> tuple[int, int] | None:
    """Top-left cell for a new `footprint`-square token put down on cell
    (x, y), kept on the board; None off the board or when it cannot fit."""
    if not board.contains(x, y) or footprint > min(board.width, board.height):
        return None
    return min(x, board.width - footprint), min(y, board.height - footprint)


class TokenTool(Tool):
    key = "token"
    shortcut = "T"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self._ghost = self.add_preview(QGraphicsEllipseItem())
        self._ghost.setPen(preview_pen(Qt.PenStyle.DashLine))

    def label(self) -> str:
        return self.tr("Token")

    def hint(self) -> str:
        return self.tr("Click to place a creature (name, size and faction in the palette)")

    def _cell(self, pos: QPointF) -> tuple[int, int] | None:
        """Top-left cell for a new token under `pos`, its footprint kept on the board."""
        return placed_cell(self.doc.board, *self.scene.cell_at(pos),
                           self.ctx.palette.token_size.footprint)

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        cell = self._cell(pos)
        if cell is None:
            return True
        palette = self.ctx.palette
        name = next_token_name(self.doc, palette.token_name)
        token = Token(next_token_id(self.doc, name), *cell, name=name, size=palette.token_size,
                      faction=palette.token_faction)
        self.push(AddTokenCommand(self.doc, AddToken(token)))
        self.scene.select_tokens([token.id])
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        cell = self._cell(pos)
        if cell is None:
            self._ghost.hide()
            return False
        n = self.ctx.palette.token_size.footprint
        self._ghost.setRect(self.scene.cell_rect(*cell, n, n).adjusted(4, 4, -4, -4))
        self._ghost.show()
        return False
