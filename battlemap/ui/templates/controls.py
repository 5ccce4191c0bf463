"""The Template toolbar: shape and size for the Area tool (each ruleset's
usual sizes), the map's templates (which one the overlays judge) and
Remove. A toolbar of its own after the Attack toolbar, so that one still
fits beside the tools (window_layout.fit_toolbars places both)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QFontMetrics, QKeySequence
from PySide6.QtWidgets import QComboBox, QLabel, QToolBar

from battlemap.ui.overlays.after_turn import AfterMapTurn
from battlemap.ui.plain_text import plain_label, plain_tooltip
from battlemap.ui.window_layout import refit_when_resized

INACTIVE_WIDTH = 440  # px: the inactive message elides past this (its tooltip has it whole)


class TemplateControls(QObject):
    def __init__(self, controller, window) -> None:
        toolbar = QToolBar(window)
        super().__init__(toolbar)
        toolbar.setWindowTitle(self.tr("Template"))
        toolbar.setObjectName("templateToolbar")
        window.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
        self.toolbar = toolbar
        self.window = window
        self.controller = controller
        label = QLabel(self.tr("Template:"))
        label.setContentsMargins(4, 0, 4, 0)
        toolbar.addWidget(label)
        self.shape_combo = QComboBox()
        # as wide as the ruleset's names (4e's "Close burst" after "Cone")
        self.shape_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.shape_combo.setToolTip(self.tr("Shape of the area template the Area tool places"))
        self.shape_combo.activated.connect(
            lambda i: controller.set_shape(self.shape_combo.itemData(i)))
        toolbar.addWidget(self.shape_combo)
        self.size_combo = QComboBox()
        self.size_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.size_combo.setToolTip(self.tr("Radius, length or size of the template"))
        self.size_combo.activated.connect(
            lambda i: controller.set_size(self.size_combo.itemData(i)))
        toolbar.addWidget(self.size_combo)
        self.template_combo = QComboBox()
        self.template_combo.setToolTip(self.tr("The map's templates: the chosen one is judged"))
        self.template_combo.activated.connect(
            lambda i: controller.set_active(self.template_combo.itemData(i)))
        toolbar.addWidget(self.template_combo)
        self.remove_action = QAction(self.tr("Remove template"), self)
        self.remove_action.setToolTip(self.tr("Remove the chosen template from the map"))
        self.remove_action.setShortcut(QKeySequence("Shift+Del"))
        self.remove_action.triggered.connect(controller.remove)
        toolbar.addAction(self.remove_action)
        self.inactive_message = ""
        self.inactive_label = plain_label()  # why the chosen template (or some) is inactive
        self.inactive_label.setContentsMargins(6, 0, 4, 0)
        self.inactive_label.setStyleSheet("color: #a04000;")
        toolbar.addWidget(self.inactive_label)
        # placing or dragging a template: the map's frame first (after_turn)
        self._later = AfterMapTurn(controller.overlays, self.refresh, self)
        controller.changed.connect(self._later.request)
        self.refresh()

    def shape_name(self, shape: str) -> str:
        return {
            "burst": self.tr("Burst"), "cone": self.tr("Cone"), "line": self.tr("Line"),
            "area-burst": self.tr("Area burst"), "close-burst": self.tr("Close burst"),
            "blast": self.tr("Close blast"),
        }[shape]

    def size_name(self, size: int) -> str:
        if self.controller.in_squares:
            return self.tr("%1 sq").replace("%1", str(size))
        return self.tr("%1 ft").replace("%1", str(size))

    def refresh(self) -> None:
        c = self.controller
        _fill(self.shape_combo, [(self.shape_name(s), s) for s in c.shapes()], c.shape)
        _fill(self.size_combo, [(self.size_name(s), s) for s in c.sizes()], c.size)
        inactive = c.inactive()
        gone = {p.name for p in inactive}
        names = [(self.tr("(no template)"), None)] + [
            (self.tr("%1 (inactive)").replace("%1", n) if n in gone else n, n) for n in c.document.templates]
        _fill(self.template_combo, names, c.active)
        self.remove_action.setEnabled(c.active is not None)
        chosen = c.document.templates.get(c.active) if c.active else None
        if chosen is not None and chosen.name in gone:
            text = c.inactive_message(chosen)
        elif len(inactive) == 1:
            text = c.inactive_message(inactive[0])
        elif inactive:
            text = self.tr("%1 templates inactive under this ruleset").replace("%1", str(len(inactive)))
        else:
            text = ""
        text = f"\u26a0 {text}" if text else ""
        if text != self.inactive_message:
            self.inactive_message = text  # whole; the label elides it (the tooltip has them all)
            self.inactive_label.setText(QFontMetrics(self.inactive_label.font()).elidedText(
                text, Qt.TextElideMode.ElideRight, INACTIVE_WIDTH))
            self.inactive_label.setToolTip(plain_tooltip("\n".join(c.inactive_message(p) for p in inactive)))
        refit_when_resized(self.toolbar)  # the message, the combos' longest names


def _fill(combo: QComboBox, items: list[tuple[str, object]], current: object) -> None:
    if [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())] == items \
            and combo.currentData() == current:
        return  # unchanged (every step of a drag refreshes)
    combo.blockSignals(True)
    combo.clear()
    for text, data in items:
        combo.addItem(text, data)
    index = combo.findData(current)
    if index < 0 and current is not None:  # a size not on the list (a saved template)
        combo.addItem(str(current), current)
        index = combo.count() - 1
    combo.setCurrentIndex(max(index, 0))
    combo.blockSignals(False)
