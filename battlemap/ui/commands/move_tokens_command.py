from __future__ import annotations

from typing import Hashable

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import GroupEdits
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand
from battlemap.ui.plain_text import shown


class MoveTokensCommand(EditCommand):
    """A drag of one or more tokens (a group of MoveToken); the steps of one
    drag share a merge key and make one undo step."""

    merge_id = 1003

    def __init__(self, doc: Document, edit: GroupEdits, merge_key: Hashable | None = None) -> None:
        moves = edit.edits
        if len(moves) == 1:
            name = shown(doc.tokens[moves[0].token_id].label)
            text = QCoreApplication.translate("MoveTokensCommand", "Move {name}").format(name=name)
        else:
            text = QCoreApplication.translate("MoveTokensCommand", "Move {n} tokens").format(n=len(moves))
        super().__init__(doc, edit, text, merge_key)
