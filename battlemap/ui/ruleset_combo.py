"""The ruleset chooser on the toolbar (and in the New map dialog)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QSizePolicy, QWidget

from battlemap.core.edits import SetRuleset
from battlemap.core.model import Change
from battlemap.core.rules import get_ruleset, ruleset_ids
from battlemap.ui.commands import SetRulesetCommand
from battlemap.ui.editor import Editor


def new_ruleset_combo(parent: QWidget | None = None) -> QComboBox:
    combo = QComboBox(parent)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    combo.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    return combo


def fill_rulesets(combo: QComboBox, current: str) -> None:
    """Every registered ruleset by name (data: id), `current` selected (kept
    even if unknown, so a document's choice is never silently changed)."""
    combo.blockSignals(True)
    combo.clear()
    for rid in ruleset_ids():
        combo.addItem(QCoreApplication.translate("Rulesets", get_ruleset(rid).name), rid)
    if combo.findData(current) < 0:
        combo.addItem(current, current)
    combo.setCurrentIndex(combo.findData(current))
    combo.blockSignals(False)


class RulesetChooser:
    """Keeps a combo in step with the document's ruleset; choosing one pushes SetRuleset."""

    def __init__(self, editor: Editor, parent: QWidget | None = None) -> None:
        self.editor = editor
        self.combo = new_ruleset_combo(parent)
        self.combo.setToolTip(QCoreApplication.translate(
            "RulesetChooser", "Ruleset that judges cover, concealment and flanking"))
        self.combo.activated.connect(self._chosen)
        editor.changed.connect(self._on_change)
        editor.document_replaced.connect(lambda _doc: self._refresh())
        self._refresh()

    def _refresh(self) -> None:
        fill_rulesets(self.combo, self.editor.document.ruleset)

    def _on_change(self, change: Change) -> None:
        if change.layer in ("ruleset", "all"):
            self._refresh()

    def _chosen(self, index: int) -> None:
        rid = self.combo.itemData(index)
        doc = self.editor.document
        if rid != doc.ruleset:
            self.editor.push(SetRulesetCommand(doc, SetRuleset(rid), self.combo.itemText(index)))
