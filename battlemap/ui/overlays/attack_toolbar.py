"""The Attack toolbar: who attacks, how, and whom.

Lock | Attacker: name | Melee Ranged Area Close | Charge  Long range |
[Enemies | All tokens] | Origin (x, y)

Compact so it shares the first row with the tools in English at 1366 px:
the lock's menu text and the combo's tooltip say it in full, a long
attacker name is elided (its tooltip has it whole). The area template
controls have a toolbar of their own (ui/templates/controls.py).

Close, Charge and Long range are 4e's and shown only with that ruleset.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QComboBox, QToolBar, QWidget

from battlemap.core.rules import AttackKind
from battlemap.ui.overlays.after_turn import AfterMapTurn
from battlemap.ui.plain_text import plain_label, plain_tooltip, shown
from battlemap.ui.window_layout import refit_when_resized

if TYPE_CHECKING:
    from battlemap.ui.overlays.controller import OverlayController


ATTACKER_WIDTH = 140  # px of the attacker's name before it is elided


class AttackToolbar(QToolBar):
    def __init__(self, controller: "OverlayController", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Attack"))
        self.setObjectName("attackToolbar")
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.controller = controller

        self.lock_action = QAction(self.tr("Lock attacker"), self)
        self.lock_action.setIconText(self.tr("Lock"))  # the toolbar's; the menu shows the text
        self.lock_action.setCheckable(True)
        self.lock_action.setToolTip(self.tr(
            "Keep this attacker while you select and move other tokens"))
        self.lock_action.toggled.connect(controller.set_locked)
        self.addAction(self.lock_action)
        self.attacker_label = plain_label()
        self.attacker_label.setContentsMargins(6, 0, 6, 0)
        self.addWidget(self.attacker_label)
        self.addSeparator()

        self.kind_group = QActionGroup(self)
        self.kind_group.setExclusive(True)
        self.kind_actions: dict[AttackKind, QAction] = {}
        labels = {
            AttackKind.MELEE: (self.tr("Melee"), self.tr("Melee attack")),
            AttackKind.RANGED: (self.tr("Ranged"), self.tr("Ranged attack")),
            AttackKind.AREA: (self.tr("Area"), self.tr(
                "Area attack from a point: click a cell corner on the map to place it")),
            AttackKind.CLOSE: (self.tr("Close"), self.tr(
                "Close burst or blast (4e) from a point: click a cell corner to place it")),
        }
        for kind, (text, tip) in labels.items():
            action = QAction(text, self)
            action.setCheckable(True)
            action.setToolTip(tip)
            action.setStatusTip(tip)
            action.triggered.connect(lambda _checked=False, k=kind: controller.choose_kind(k))
            self.kind_group.addAction(action)
            self.addAction(action)
            self.kind_actions[kind] = action

        self.charge_action = QAction(self.tr("Charge"), self)
        self.charge_action.setCheckable(True)
        self.charge_action.setToolTip(self.tr("Charge: +1 to a melee attack (4e)"))
        self.charge_action.toggled.connect(lambda on: controller.set_choice(charge=on))
        self.long_range_action = QAction(self.tr("Long range"), self)
        self.long_range_action.setCheckable(True)
        self.long_range_action.setToolTip(self.tr("Long range: \u22122 to a weapon attack (4e)"))
        self.long_range_action.toggled.connect(lambda on: controller.set_choice(long_range=on))
        self.four_e_separator = self.addSeparator()
        self.addAction(self.charge_action)
        self.addAction(self.long_range_action)
        self.addSeparator()

        self.targets_combo = QComboBox()
        self.targets_combo.addItem(self.tr("Enemies"), False)
        self.targets_combo.addItem(self.tr("All tokens"), True)
        self.targets_combo.setToolTip(self.tr("Show the attack against its enemies or every other token"))
        self.targets_combo.activated.connect(
            lambda i: controller.set_choice(all_targets=bool(self.targets_combo.itemData(i))))
        self.addWidget(self.targets_combo)
        self.origin_label = plain_label()
        self.origin_label.setContentsMargins(8, 0, 4, 0)
        self.origin_label_action = self.addWidget(self.origin_label)

        # placing or dragging a template: the map's frame first (after_turn)
        self._later = AfterMapTurn(controller, self.refresh, self)
        controller.state_changed.connect(self._later.request)
        controller.origin_changed.connect(lambda _origin: self._later.request())
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        doc = c.document
        is_4e = doc.ruleset == "dnd4e"
        attacker = doc.tokens.get(c.attacker) if c.attacker else None
        text = (self.tr("Attacker: %1").replace("%1", shown(attacker.label)) if attacker is not None
                else self.tr("Select a token to see its attacks"))
        self.attacker_label.setToolTip(plain_tooltip(text))
        self.attacker_label.setText(QFontMetrics(self.attacker_label.font()).elidedText(
            text, Qt.TextElideMode.ElideRight, ATTACKER_WIDTH))
        for action, on in ((self.lock_action, c.locked),):
            action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(False)
        self.lock_action.setEnabled(attacker is not None or c.locked)
        self.kind_actions[AttackKind.CLOSE].setVisible(is_4e)
        self.kind_actions[c.effective_kind()].setChecked(True)
        for action, on in ((self.charge_action, c.choice.charge),
                           (self.long_range_action, c.choice.long_range)):
            action.setVisible(is_4e)
            action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(False)
        self.four_e_separator.setVisible(is_4e)
        self.charge_action.setEnabled(c.effective_kind() is AttackKind.MELEE)
        self.long_range_action.setEnabled(c.effective_kind() in (AttackKind.MELEE, AttackKind.RANGED))
        # an area template catches friend and foe: the filter does not apply to it, and
        # caught allies are marked "Ally caught" (friendly fire) on the map and their badge
        area = c.template is not None
        self.targets_combo.setEnabled(not area)
        self.targets_combo.setCurrentIndex(1 if area or c.choice.all_targets else 0)
        self.targets_combo.setToolTip(
            self.tr("An area template catches every creature in it, friend or foe: allies in "
                    "the area are marked \"Ally caught\" (friendly fire)") if area
            else self.tr("Show the attack against its enemies or every other token"))
        origin = c.origin
        self.origin_label_action.setVisible(origin is not None)
        if origin is not None:
            self.origin_label.setText(self.tr("Origin (%1, %2): click a cell corner to move it")
                                      .replace("%1", str(origin[0])).replace("%2", str(origin[1])))
        refit_when_resized(self)  # 4e's buttons, the origin
