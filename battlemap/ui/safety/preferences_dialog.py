"""Edit > Preferences: autosave interval, language, ruleset for new maps."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QWidget,
)

from battlemap.ui.ruleset_combo import fill_rulesets, new_ruleset_combo
from battlemap.ui.safety.settings import LANGUAGE_CODES, Settings

# Each language in its own name; "" (the system's) is translated.
LANGUAGE_NAMES = {"en": "English", "es": "Español", "it": "Italiano", "zh_CN": "简体中文"}
MAX_INTERVAL_SECONDS = 3600


class PreferencesDialog(QDialog):
    """Shows the current settings; OK writes them (`apply`)."""

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or Settings()
        self.setWindowTitle(self.tr("Preferences"))
        form = QFormLayout(self)

        self.autosave_box = QSpinBox()
        self.autosave_box.setRange(0, MAX_INTERVAL_SECONDS)
        self.autosave_box.setSingleStep(15)
        self.autosave_box.setSuffix(self.tr(" s"))
        self.autosave_box.setSpecialValueText(self.tr("Off"))
        self.autosave_box.setValue(min(self.settings.autosave_interval, MAX_INTERVAL_SECONDS))
        self.autosave_box.setToolTip(self.tr("How often a modified map is saved to the autosave "
                                             "folder, to recover it after a crash"))
        form.addRow(self.tr("&Autosave every"), self.autosave_box)

        self.language_box = QComboBox()
        self.language_box.addItem(self.tr("System"), "")
        for code in LANGUAGE_CODES:
            if code:
                self.language_box.addItem(LANGUAGE_NAMES.get(code, code), code)
        current = self.settings.language
        if self.language_box.findData(current) < 0:  # set by a newer version: keep it
            self.language_box.addItem(current, current)
        self.language_box.setCurrentIndex(self.language_box.findData(current))
        form.addRow(self.tr("&Language"), self.language_box)
        note = QLabel(self.tr("A new language applies when Battlemap restarts."))
        note.setWordWrap(True)
        note.setEnabled(False)  # greyed: a hint
        form.addRow("", note)

        self.ruleset_box = new_ruleset_combo()
        fill_rulesets(self.ruleset_box, self.settings.last_ruleset)
        form.addRow(self.tr("&Ruleset for new maps"), self.ruleset_box)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def values(self) -> tuple[int, str, str]:
        """(autosave seconds, language code, ruleset id)."""
        return (self.autosave_box.value(), self.language_box.currentData(),
                self.ruleset_box.currentData())

    def apply(self) -> None:
        interval, language, ruleset = self.values()
        self.settings.autosave_interval = interval
        self.settings.language = language
        self.settings.last_ruleset = ruleset

    def accept(self) -> None:
        self.apply()
        super().accept()
