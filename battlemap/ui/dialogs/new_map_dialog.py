"""File > New: the board's size and ruleset."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QSpinBox, QWidget

from battlemap.core.model import MAX_SIDE
from battlemap.core.model.document import DEFAULT_RULESET
from battlemap.ui.editor import DEFAULT_HEIGHT, DEFAULT_WIDTH
from battlemap.ui.ruleset_combo import fill_rulesets, new_ruleset_combo


class NewMapDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, ruleset: str = DEFAULT_RULESET) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New map"))
        form = QFormLayout(self)
        self.width_box = self._side(DEFAULT_WIDTH)
        self.height_box = self._side(DEFAULT_HEIGHT)
        form.addRow(self.tr("Width"), self.width_box)
        form.addRow(self.tr("Height"), self.height_box)
        self.ruleset_box = new_ruleset_combo()
        fill_rulesets(self.ruleset_box, ruleset)
        form.addRow(self.tr("Ruleset"), self.ruleset_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _side(self, value: int) -> QSpinBox:
        box = QSpinBox()
        box.setRange(1, MAX_SIDE)
        box.setValue(value)
        box.setSuffix(self.tr(" squares"))
        return box

    def values(self) -> tuple[int, int, str]:
        return self.width_box.value(), self.height_box.value(), self.ruleset_box.currentData()
