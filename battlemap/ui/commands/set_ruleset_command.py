from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import SetRuleset
from battlemap.core.model import Document
from battlemap.render.legend import ruleset_name
from battlemap.ui.commands.edit_command import EditCommand


class SetRulesetCommand(EditCommand):
    """A ruleset change is an undo step named from and to ("Ruleset D&D 3.5 →
    Pathfinder 1e"), so Edit > Undo says which ruleset it brings back."""

    def __init__(self, doc: Document, edit: SetRuleset, name: str) -> None:
        text = QCoreApplication.translate("SetRulesetCommand", "Ruleset {old} \u2192 {name}")
        super().__init__(doc, edit, text.format(old=ruleset_name(doc.ruleset), name=name))
