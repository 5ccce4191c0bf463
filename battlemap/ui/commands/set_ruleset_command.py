from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import SetRuleset
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand


class SetRulesetCommand(EditCommand):
    def __init__(self, doc: Document, edit: SetRuleset, name: str) -> None:
        text = QCoreApplication.translate("SetRulesetCommand", "Ruleset: {name}")
        super().__init__(doc, edit, text.format(name=name))
