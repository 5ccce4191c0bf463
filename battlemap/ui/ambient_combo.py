"""The ambient light chooser on the toolbar (RULES §8: bright, dim, dark).
An imported Universal VTT map's environment colour marks its suggestion."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QSizePolicy, QWidget

from battlemap.core.edits import SetAmbient
from battlemap.core.io.uvtt import suggested_ambient
from battlemap.core.model import Ambient, Change
from battlemap.ui.commands import SetAmbientCommand
from battlemap.ui.editor import Editor


def ambient_name(level: Ambient) -> str:
    names = {
        Ambient.BRIGHT: QCoreApplication.translate("AmbientChooser", "Bright light"),
        Ambient.DIM: QCoreApplication.translate("AmbientChooser", "Dim light"),
        Ambient.DARK: QCoreApplication.translate("AmbientChooser", "Darkness"),
    }
    return names[level]


class AmbientChooser:
    """Keeps a combo in step with the document's ambient level; choosing one
    pushes SetAmbient."""

    def __init__(self, editor: Editor, parent: QWidget | None = None) -> None:
        self.editor = editor
        self.combo = QComboBox(parent)
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.combo.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.combo.setToolTip(QCoreApplication.translate(
            "AmbientChooser", "Ambient light of the map, where no light source shines"))
        self.combo.activated.connect(self._chosen)
        editor.changed.connect(self._on_change)
        editor.document_replaced.connect(lambda _doc: self._refresh())
        self._refresh()

    def _refresh(self) -> None:
        doc = self.editor.document
        suggested = suggested_ambient(doc)
        self.combo.blockSignals(True)
        self.combo.clear()
        for level in (Ambient.BRIGHT, Ambient.DIM, Ambient.DARK):
            text = ambient_name(level)
            if level == suggested:
                text = QCoreApplication.translate("AmbientChooser", "{level} (suggested by the map)").format(level=text)
            self.combo.addItem(text, int(level))
        self.combo.setCurrentIndex(self.combo.findData(int(doc.ambient)))
        self.combo.blockSignals(False)

    def _on_change(self, change: Change) -> None:
        if change.layer in ("ambient", "all"):
            self._refresh()

    def _chosen(self, index: int) -> None:
        level = Ambient(self.combo.itemData(index))
        doc = self.editor.document
        if level != doc.ambient:
            self.editor.push(SetAmbientCommand(doc, SetAmbient(level)))
