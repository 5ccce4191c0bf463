"""The Conditions dock of play mode: one toggle button per condition (and
"hidden from players") for the selected tokens, the same actions as the
token's right-click menu, so the token editor can give way at the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QGridLayout, QLabel, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from battlemap.ui.docks.scroll_body import ScrollBody

if TYPE_CHECKING:
    from battlemap.ui.play.conditions import QuickConditions

COLUMNS = 2


class ConditionsDock(QDockWidget):
    def __init__(self, conditions: "QuickConditions", parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Conditions"), parent)
        self.setObjectName("conditionsDock")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.hint = QLabel(self.tr("Select tokens on the map to set their conditions."))
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        grid = QGridLayout()
        grid.setSpacing(2)
        self.buttons: dict[str, QToolButton] = {}
        actions = [*conditions.actions.items(), ("hidden", conditions.hidden_action)]
        for i, (key, action) in enumerate(actions):
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            grid.addWidget(button, i // COLUMNS, i % COLUMNS)
            self.buttons[key] = button
        layout.addLayout(grid)
        layout.addStretch(1)
        self.setWidget(ScrollBody(body))
        conditions.hidden_action.changed.connect(self._refresh_hint)
        self._conditions = conditions
        self._refresh_hint()

    def _refresh_hint(self) -> None:
        self.hint.setVisible(not self._conditions.hidden_action.isEnabled())
