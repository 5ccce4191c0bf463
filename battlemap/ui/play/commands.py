"""Undo commands of live play: fog of war and the turn order."""

from __future__ import annotations

from typing import Hashable

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits.advance_turn import AdvanceTurn
from battlemap.core.edits.reveal_cells import RevealCells
from battlemap.core.edits.set_initiative import SetInitiative
from battlemap.core.model import Document
from battlemap.ui.commands import EditCommand


def _tr(text: str) -> str:
    return QCoreApplication.translate("PlayCommands", text)


class RevealCellsCommand(EditCommand):
    """Cells revealed or hidden with the fog brush (a stroke merges) or rectangle."""

    merge_id = 1101

    def __init__(self, doc: Document, edit: RevealCells, merge_key: Hashable | None = None,
                 text: str | None = None) -> None:
        if text is None:
            text = _tr("Reveal cells") if edit.reveal else _tr("Hide cells")
        super().__init__(doc, edit, text, merge_key)


class SetInitiativeCommand(EditCommand):
    merge_id = 1102

    def __init__(self, doc: Document, edit: SetInitiative, text: str | None = None) -> None:
        super().__init__(doc, edit, text or _tr("Change turn order"), edit.merge_key)


class AdvanceTurnCommand(EditCommand):
    def __init__(self, doc: Document, edit: AdvanceTurn) -> None:
        super().__init__(doc, edit, _tr("Next turn") if edit.steps >= 0 else _tr("Previous turn"))
