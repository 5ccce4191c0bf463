"""Image files dragged onto the map: dropped on a token, they become its
picture; dropped on an empty square, a new token showing it (named after
the file, sized and sided as the palette's new tokens). One undo step each.
A picture dragged from a web browser (image data, no local file) is taken
as a PNG of it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QPointF
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QImage

from battlemap.core.edits import AddToken, SetTokenArt
from battlemap.core.errors import BattlemapError
from battlemap.core.model import Token
from battlemap.ui import plain_text
from battlemap.ui.commands import AddTokenCommand, SetTokenArtCommand
from battlemap.ui.editor import Editor
from battlemap.ui.scene import MapScene, MapView
from battlemap.ui.scene.token_item import TokenItem
from battlemap.ui.token_art.art_files import (
    art_from_image, load_art_file, looks_like_image, token_name_for_file,
)
from battlemap.ui.token_names import next_token_id, next_token_name
from battlemap.ui.tools.palette import Palette
from battlemap.ui.tools.token_tool import placed_cell


class TokenArtDrops(QObject):
    """Watches the map view's viewport for dragged image files."""

    def __init__(self, editor: Editor, scene: MapScene, view: MapView, palette: Palette) -> None:
        super().__init__(view)
        self.editor = editor
        self.scene = scene
        self.view = view
        self.palette = palette
        view.setAcceptDrops(True)
        view.viewport().setAcceptDrops(True)
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            assert isinstance(event, (QDragEnterEvent, QDragMoveEvent))
            if self._dragged(event) is None:
                return False
            event.acceptProposedAction()
            return True
        if kind == QEvent.Type.Drop:
            assert isinstance(event, QDropEvent)
            dragged = self._dragged(event)
            if dragged is None:
                return False
            event.acceptProposedAction()
            self.drop(dragged, self.view.mapToScene(event.position().toPoint()))
            return True
        return False

    @staticmethod
    def _dragged(event: QDropEvent) -> Path | QImage | None:
        """The first local picture file being dragged, else the picture itself."""
        mime = event.mimeData()
        if mime is None:
            return None
        for url in mime.urls() if mime.hasUrls() else []:
            if url.isLocalFile() and looks_like_image(url.toLocalFile()):
                return Path(url.toLocalFile())
        if mime.hasImage():
            image = mime.imageData()
            if isinstance(image, QImage) and not image.isNull():
                return image
        return None

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

    def drop(self, dragged: Path | QImage, pos: QPointF) -> bool:
        """Give the token under `pos` the picture dragged (a file, or image
        data), or put a new token showing it there. False (and the user told
        why) when nothing changed."""
        token_id = self.token_at(pos)
        cell = None
        if token_id is None:
            cell = placed_cell(self.editor.document.board, *self.scene.cell_at(pos),
                               self.palette.token_size.footprint)
            if cell is None:
                return False  # off the board
        try:
            art = load_art_file(dragged) if isinstance(dragged, Path) else art_from_image(dragged)
        except BattlemapError as exc:
            plain_text.warning(self.view, self.tr("Cannot use this image"), str(exc))
            return False
        doc = self.editor.document
        if token_id is not None:
            self.editor.push(SetTokenArtCommand(doc, SetTokenArt([token_id], art)))
        else:
            wanted = (token_name_for_file(dragged) if isinstance(dragged, Path)
                      else self.palette.token_name)
            name = next_token_name(doc, wanted)
            token = Token(next_token_id(doc, name), *cell, name=name,
                          size=self.palette.token_size, faction=self.palette.token_faction, art=art)
            self.editor.push(AddTokenCommand(doc, AddToken(token)))
            token_id = token.id
        self.scene.select_tokens([token_id])
        return True
