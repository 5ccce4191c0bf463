"""Edit > Delete, Duplicate and the arrow-key nudge on the scene's selection."""

from __future__ import annotations

from dataclasses import replace

from battlemap.core.edits import AddToken, GroupEdits, MoveToken, RemoveSegment, RemoveToken
from battlemap.ui.commands import DeleteItemsCommand, DuplicateTokensCommand, MoveTokensCommand
from battlemap.ui.editor import Editor
from battlemap.ui.scene import MapScene
from battlemap.ui.token_names import next_token_id, next_token_name


def delete_selection(editor: Editor, scene: MapScene) -> bool:
    """Remove the selected tokens and segments as one undo step."""
    edits = [RemoveToken(tid) for tid in scene.selected_token_ids()]
    edits += [RemoveSegment(i) for i in reversed(scene.selected_segment_indices())]
    if not edits:
        return False
    editor.push(DeleteItemsCommand(editor.document, GroupEdits(edits)))
    return True


def duplicate_selection(editor: Editor, scene: MapScene) -> bool:
    """Copies of the selected tokens one square to the right (left at the
    board's edge), renamed and selected."""
    doc = editor.document
    names, ids, adds = set(), set(), []
    for tid in scene.selected_token_ids():
        token = doc.tokens[tid]
        n = token.footprint
        x = token.x + n if token.x + 2 * n <= doc.board.width else max(token.x - n, 0)
        name = next_token_name(doc, token.label, names)
        new_id = next_token_id(doc, name, ids)
        names.add(name)
        ids.add(new_id)
        adds.append(AddToken(replace(token, id=new_id, name=name, x=x)))
    if not adds:
        return False
    editor.push(DuplicateTokensCommand(doc, GroupEdits(adds)))
    scene.select_tokens(ids)
    return True


def nudge_selection(editor: Editor, scene: MapScene, dx: int, dy: int) -> bool:
    """Move the selected tokens one square (as far as the board allows all
    of them): one undo step. False when nothing is selected."""
    doc = editor.document
    tokens = [doc.tokens[tid] for tid in scene.selected_token_ids()]
    if not tokens:
        return False
    board = doc.board
    dx = max(min(dx, min(board.width - t.footprint - t.x for t in tokens)), max(-t.x for t in tokens))
    dy = max(min(dy, min(board.height - t.footprint - t.y for t in tokens)), max(-t.y for t in tokens))
    if (dx, dy) != (0, 0):
        edit = GroupEdits([MoveToken(t.id, t.x + dx, t.y + dy) for t in tokens])
        editor.push(MoveTokensCommand(doc, edit))
    return True
