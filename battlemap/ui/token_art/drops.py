"""Image files dragged onto the map: dropped on a token, it becomes its
picture; dropped on an empty square, a new token showing it (named after
the file, sized and sided as the palette's new tokens). Several files
dropped together make a token each, the first where they were dropped and
the others in the nearest free squares around it. One undo step per drop.
While a picture is dragged over the map, the token or squares it would go
to are outlined. A picture dragged from a web browser (image data, no
local file) is taken as a PNG of it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import (
    QBrush, QColor, QDragEnterEvent, QDragMoveEvent, QDropEvent, QImage, QPainterPath, QPen,
)
from PySide6.QtWidgets import QGraphicsPathItem

from battlemap.core.edits import AddToken, GroupEdits, SetTokenArt
from battlemap.core.errors import BattlemapError
from battlemap.core.model import Token
from battlemap.core.model.free_squares import free_spots
from battlemap.ui import plain_text
from battlemap.ui.commands import AddTokenCommand, AddTokensCommand, SetTokenArtCommand
from battlemap.ui.editor import Editor
from battlemap.ui.scene import MapScene, MapView
from battlemap.ui.scene.token_item import TokenItem
from battlemap.ui.token_art.art_files import (
    art_from_image, load_art_file, looks_like_image, token_name_for_file,
)
from battlemap.ui.token_names import next_token_id, next_token_name
from battlemap.ui.tools.palette import Palette
from battlemap.ui.tools.token_tool import placed_cell


Dragged = list[Path] | list[QImage]  # the picture files, or one picture's data
HIGHLIGHT_Z = 1e6  # above tokens and overlays


class TokenArtDrops(QObject):
    """Watches the map view's viewport for dragged image files."""

    def __init__(self, editor: Editor, scene: MapScene, view: MapView, palette: Palette) -> None:
        super().__init__(view)
        self.editor = editor
        self.scene = scene
        self.view = view
        self.palette = palette
        self.highlight = QGraphicsPathItem()  # each square a picture would go to
        self.highlight.setZValue(HIGHLIGHT_Z)
        pen = QPen(QColor(30, 120, 255), 2, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self.highlight.setPen(pen)
        self.highlight.setBrush(QBrush(QColor(30, 120, 255, 50)))
        view.setAcceptDrops(True)
        view.viewport().setAcceptDrops(True)
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            assert isinstance(event, (QDragEnterEvent, QDragMoveEvent))
            dragged = self._dragged(event)
            if not dragged:
                return False
            event.acceptProposedAction()
            self._show_target(dragged, self.view.mapToScene(event.position().toPoint()))
            return True
        if kind == QEvent.Type.DragLeave:
            self._hide_target()
            return False
        if kind == QEvent.Type.Drop:
            assert isinstance(event, QDropEvent)
            self._hide_target()
            dragged = self._dragged(event)
            if not dragged:
                return False
            event.acceptProposedAction()
            self.drop(dragged, self.view.mapToScene(event.position().toPoint()))
            return True
        return False

    @staticmethod
    def _dragged(event: QDropEvent) -> Dragged:
        """The local picture files being dragged, else the picture itself
        (one), else nothing."""
        mime = event.mimeData()
        if mime is None:
            return []
        files = [Path(url.toLocalFile()) for url in (mime.urls() if mime.hasUrls() else [])
                 if url.isLocalFile() and looks_like_image(url.toLocalFile())]
        if files:
            return files
        if mime.hasImage():
            image = mime.imageData()
            if isinstance(image, QImage) and not image.isNull():
                return [image]
        return []

    def token_at(self, pos: QPointF) -> str | None:
        """The topmost token whose disc is under `pos`, else the last whose
        squares are (a corner of a token's square is not an empty spot)."""
        for item in self.scene.items(pos):
            if isinstance(item, TokenItem) and item.token is not None \
                    and item.shape().contains(item.mapFromScene(pos)):
                return item.token_id
        cell = self.scene.cell_at(pos)
        for token in reversed(self.editor.document.token_list()):
            if cell in token.cells():
                return token.id
        return None

    def _targets(self, count: int, pos: QPointF) -> tuple[str | None, list[tuple[int, int]]]:
        """Where `count` pictures dropped at `pos` go: a token (one picture
        on a token takes its place as the token's art), or the top-left
        squares of the new tokens (none off the board)."""
        if count == 1:
            token_id = self.token_at(pos)
            if token_id is not None:
                return token_id, []
        footprint = self.palette.token_size.footprint
        doc = self.editor.document
        first = placed_cell(doc.board, *self.scene.cell_at(pos), footprint)
        return None, ([] if first is None else free_spots(doc, first, footprint, count))

    def _show_target(self, dragged: Dragged, pos: QPointF) -> None:
        token_id, spots = self._targets(len(dragged), pos)
        path = QPainterPath()
        if token_id is not None:
            token = self.editor.document.tokens[token_id]
            path.addRect(self.scene.cell_rect(token.x, token.y, token.footprint, token.footprint))
        n = self.palette.token_size.footprint
        for x, y in spots:
            path.addRect(self.scene.cell_rect(x, y, n, n))
        if path.isEmpty():
            self._hide_target()
            return
        self.highlight.setPath(path)
        if self.highlight.scene() is not self.scene:
            self.scene.addItem(self.highlight)

    def _hide_target(self) -> None:
        if self.highlight.scene() is not None:
            self.highlight.scene().removeItem(self.highlight)

    def drop(self, dragged: Dragged, pos: QPointF) -> bool:
        """Give the token under `pos` the picture dragged (a file, or image
        data), or put a new token showing each picture there and around. False
        (and the user told why) when nothing changed; a picture that cannot
        be used is told of, and the others are still placed."""
        token_id, spots = self._targets(len(dragged), pos)
        if token_id is None and not spots:
            if self.editor.document.board.contains(*self.scene.cell_at(pos)):
                plain_text.warning(self.view, self.tr("No room for a new token"),
                                   self.tr("Every square near here is taken."))
            return False
        arts, used = [], []
        for picture in dragged:
            try:
                arts.append(load_art_file(picture) if isinstance(picture, Path) else art_from_image(picture))
                used.append(picture)
            except BattlemapError as exc:
                plain_text.warning(self.view, self.tr("Cannot use this image"), str(exc))
        if not arts:
            return False
        doc = self.editor.document
        if token_id is not None:
            self.editor.push(SetTokenArtCommand(doc, SetTokenArt([token_id], arts[0])))
            self.scene.select_tokens([token_id])
            return True
        names: set[str] = set()
        ids: set[str] = set()
        tokens = []
        for picture, art, (x, y) in zip(used, arts, spots):
            wanted = token_name_for_file(picture) if isinstance(picture, Path) else self.palette.token_name
            name = next_token_name(doc, wanted, names)
            token_id = next_token_id(doc, name, ids)
            names.add(name)
            ids.add(token_id)
            tokens.append(Token(token_id, x, y, name=name, size=self.palette.token_size,
                                faction=self.palette.token_faction, art=art))
        if len(tokens) == 1:
            self.editor.push(AddTokenCommand(doc, AddToken(tokens[0])))
        else:
            self.editor.push(AddTokensCommand(doc, GroupEdits([AddToken(t) for t in tokens])))
        self.scene.select_tokens([t.id for t in tokens])
        return True
