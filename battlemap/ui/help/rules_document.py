"""Help > Rules in Full: the engine's rules reference (`docs/rules.md`, shipped
in the package as `battlemap/resources/docs/rules.md`), shown as Markdown.

The text is English only: it is the project's reference, with the decisions
it made; Help > Rules Reference is the translated summary for the table.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from battlemap.resources import rules_document


class RulesDocumentDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDocumentDialog")
        self.setWindowTitle(self.tr("Battlemap Rules in Full"))
        self.resize(760, 760)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesDocumentText")
        self.browser.setOpenExternalLinks(True)
        try:
            self.browser.setMarkdown(rules_document().read_text(encoding="utf-8"))
        except OSError as exc:  # a broken installation: say so instead of an empty page
            self.browser.setPlainText(self.tr("The rules document cannot be read: %1")
                                      .replace("%1", str(exc)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
