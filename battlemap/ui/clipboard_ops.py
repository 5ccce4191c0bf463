"""Edit > Cut, Copy, Paste: tokens with every property, and a rectangle of
terrain (the select tool's last box), through the system clipboard.

The clipboard holds a small `.battlemap` document (the project's own format,
read back with its checks): a board the size of what was copied, the
tokens placed on it, and, in `metadata["clip"]`, where it came from and
whether its terrain counts. Paste puts its top-left corner at the cell under
the cursor (else one square down and right of where it was copied), kept on
the board; pasted tokens get new ids and names and are selected."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
from PySide6.QtCore import QMimeData
from PySide6.QtGui import QClipboard, QGuiApplication

from battlemap.core.edits import AddToken, GroupEdits, PaintCells, RemoveToken
from battlemap.core.edits.cells import CellRect, rect_cells
from battlemap.core.errors import BattlemapError
from battlemap.core.io.document_format import document_from_bytes, document_to_bytes
from battlemap.core.model import Board, Document
from battlemap.ui.commands import CutCommand, PasteCommand
from battlemap.ui.editor import Editor
from battlemap.ui.scene import MapScene
from battlemap.ui.token_names import next_token_id, next_token_name

MIME = "application/x-battlemap-clip"
LAYERS = ("solid", "obscure")


def _clipboard() -> QClipboard:
    return QGuiApplication.clipboard()


def copied_rect(doc: Document, ids: list[str], region: CellRect | None) -> CellRect | None:
    """The cells a copy covers: the region, grown to hold the tokens."""
    rects = [region] if region is not None else []
    rects += [(t.x, t.y, t.x + t.footprint, t.y + t.footprint) for t in (doc.tokens[i] for i in ids)]
    if not rects:
        return None
    return (min(r[0] for r in rects), min(r[1] for r in rects),
            max(r[2] for r in rects), max(r[3] for r in rects))


def clip_document(doc: Document, ids: list[str], region: CellRect | None) -> Document | None:
    """What Copy puts on the clipboard (None: nothing to copy)."""
    rect = copied_rect(doc, ids, region)
    if rect is None:
        return None
    x0, y0, x1, y1 = rect
    board = Board(x1 - x0, y1 - y0)
    if region is not None:
        rx0, ry0, rx1, ry1 = region
        for layer in LAYERS:
            getattr(board, layer)[ry0 - y0:ry1 - y0, rx0 - x0:rx1 - x0] = \
                getattr(doc.board, layer)[ry0:ry1, rx0:rx1]
    clip = Document(board, ruleset=doc.ruleset)
    for tid in ids:
        token = doc.tokens[tid]
        clip.tokens[tid] = replace(token, x=token.x - x0, y=token.y - y0)
    clip.metadata["clip"] = {"origin": [x0, y0], "terrain": region is not None,
                             "region": None if region is None else
                             [region[0] - x0, region[1] - y0, region[2] - x0, region[3] - y0]}
    return clip


def copy_selection(editor: Editor, scene: MapScene, region: CellRect | None) -> bool:
    clip = clip_document(editor.document, scene.selected_token_ids(), region)
    if clip is None:
        return False
    data = QMimeData()
    data.setData(MIME, document_to_bytes(clip))
    names = ", ".join(t.label for t in clip.tokens.values())
    data.setText(names)  # something readable for other programs
    _clipboard().setMimeData(data)
    return True


def cut_selection(editor: Editor, scene: MapScene, region: CellRect | None) -> bool:
    """Copy, then remove the tokens and clear the region's terrain: one step."""
    doc = editor.document
    ids = scene.selected_token_ids()
    if not copy_selection(editor, scene, region):
        return False
    edits = [RemoveToken(tid) for tid in ids]
    if region is not None:
        xs, ys = rect_cells(region)
        edits += [PaintCells.from_arrays(layer, xs, ys, 0) for layer in LAYERS]
    editor.push(CutCommand(doc, GroupEdits(edits)))
    return True


def clipboard_document() -> Document | None:
    """The clipboard's copied map piece, if it holds one (checked like a file)."""
    data = _clipboard().mimeData()
    if data is None or not data.hasFormat(MIME):
        return None
    try:
        clip = document_from_bytes(bytes(data.data(MIME)), "clipboard")
    except BattlemapError:
        return None
    return clip if isinstance(clip.metadata.get("clip"), dict) else None


def paste(editor: Editor, scene: MapScene, at: tuple[int, int] | None) -> CellRect | None:
    """Paste at cell `at` (None: beside where it was copied). Returns the
    cells the pasted terrain covers (None without terrain)."""
    clip = clipboard_document()
    if clip is None:
        return None
    doc = editor.document
    info = clip.metadata["clip"]
    board = doc.board
    w, h = clip.board.width, clip.board.height
    if at is None:
        origin = info.get("origin", [0, 0])
        at = (int(origin[0]) + 1, int(origin[1]) + 1)
    x0 = min(max(at[0], 0), max(board.width - w, 0))
    y0 = min(max(at[1], 0), max(board.height - h, 0))
    edits = []
    names: set[str] = set()
    ids: set[str] = set()
    for token in clip.tokens.values():
        n = token.footprint
        x = min(max(token.x + x0, 0), board.width - n)
        y = min(max(token.y + y0, 0), board.height - n)
        name = next_token_name(doc, token.label, names)
        new_id = next_token_id(doc, name, ids)
        names.add(name)
        ids.add(new_id)
        edits.append(AddToken(replace(token, id=new_id, name=name, x=x, y=y)))
    pasted: CellRect | None = None
    if info.get("terrain"):
        cx0, cy0, cx1, cy1 = info.get("region") or [0, 0, w, h]
        ys, xs = np.mgrid[cy0:cy1, cx0:cx1]
        tx, ty = xs.ravel() + x0, ys.ravel() + y0
        keep = (tx < board.width) & (ty < board.height)
        for layer in LAYERS:
            values = getattr(clip.board, layer)[ys.ravel()[keep], xs.ravel()[keep]]
            edits.append(PaintCells(layer, dict(zip(zip(tx[keep].tolist(), ty[keep].tolist()),
                                                    values.tolist()))))
        pasted = (cx0 + x0, cy0 + y0, min(cx1 + x0, board.width), min(cy1 + y0, board.height))
    if not edits:
        return None
    editor.push(PasteCommand(doc, GroupEdits(edits)))
    scene.select_tokens(ids)
    return pasted
