"""File > Export...: the map (and the rules overlays of one attacker) as PNG, PDF or SVG,
or the map alone as a Universal VTT file for other virtual tabletops.

The dialog only gathers `ExportOptions`; the work is done by the same
`battlemap.render.export` functions as `battlemap export`, with a
QProgressDialog that can cancel for exports that take a while.

    info = show_export_dialog(window, doc, current_attacker_id)  # ExportInfo or None
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QApplication, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout,
    QGroupBox, QHBoxLayout, QLabel, QLineEdit, QProgressDialog, QPushButton,
    QRadioButton, QSpinBox, QVBoxLayout, QWidget,
)

from battlemap.core.errors import BattlemapError
from battlemap.core.io.uvtt_export import carried_lights
from battlemap.core.model import Document
from battlemap.core.rules import Attack, AttackKind
from battlemap.render import export as export_mod
from battlemap.ui import plain_text
from battlemap.ui.plain_text import plain_label, shown

SETTINGS_GROUP = "export"
KINDS = (AttackKind.MELEE, AttackKind.RANGED, AttackKind.AREA, AttackKind.CLOSE)


class ExportDialog(QDialog):
    """Format, file, scale, grid, overlays (attacker, kind of attack, origin),
    legend, title, transparency, PDF page size and print scale or fit-page."""

    def __init__(self, doc: Document, current_attacker_id: str | None = None,
                 parent: QWidget | None = None, suggested_path: str | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.info: export_mod.ExportInfo | None = None
        self.progress_dialog: QProgressDialog | None = None
        self.setWindowTitle(self.tr("Export map"))
        settings = QSettings()
        settings.beginGroup(SETTINGS_GROUP)

        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)

        self.format_box = QComboBox()
        self.format_box.addItem(self.tr("PNG image"), "png")
        self.format_box.addItem(self.tr("PDF document (print)"), "pdf")
        self.format_box.addItem(self.tr("SVG picture"), "svg")
        self.format_box.addItem(self.tr("Universal VTT map (.dd2vtt: Foundry, MapTool)"), "dd2vtt")
        form.addRow(self.tr("Format"), self.format_box)

        self.path_edit = QLineEdit()
        browse = QPushButton(self.tr("Browse\u2026"))
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path_edit, 1)
        row.addWidget(browse)
        form.addRow(self.tr("File"), row)

        self.px_box = QSpinBox()
        self.px_box.setRange(export_mod.MIN_PX_PER_SQUARE, export_mod.MAX_PX_PER_SQUARE)
        self.px_box.setSuffix(self.tr(" px per square"))
        self.px_box.setValue(int(settings.value("px_per_square", 100)))
        form.addRow(self.tr("Scale"), self.px_box)

        self.size_label = plain_label()
        self.size_label.setWordWrap(True)
        form.addRow("", self.size_label)

        self.title_edit = QLineEdit()
        self.title_edit.setPlaceholderText(self.tr("No title"))
        form.addRow(self.tr("Title"), self.title_edit)

        self.grid_box = QCheckBox(self.tr("Grid"))
        self.grid_box.setChecked(True)
        self.lighting_box = QCheckBox(self.tr("Lighting (dark and dim areas, light sources)"))
        self.lighting_box.setChecked(True)
        form.addRow("", self.lighting_box)
        self.transparent_box = QCheckBox(self.tr("Transparent background (no paper, no image)"))
        form.addRow("", self.grid_box)
        form.addRow("", self.transparent_box)

        # overlays
        self.overlays_group = QGroupBox(self.tr("Cover, concealment and flanking"))
        self.overlays_group.setCheckable(True)
        overlay_form = QFormLayout(self.overlays_group)
        self.attacker_box = QComboBox()
        for token in doc.tokens.values():
            self.attacker_box.addItem(shown(token.label), token.id)
        if current_attacker_id is not None and self.attacker_box.findData(current_attacker_id) >= 0:
            self.attacker_box.setCurrentIndex(self.attacker_box.findData(current_attacker_id))
        overlay_form.addRow(self.tr("Attacker"), self.attacker_box)
        self.kind_box = QComboBox()
        names = {AttackKind.MELEE: self.tr("Melee"), AttackKind.RANGED: self.tr("Ranged"),
                 AttackKind.AREA: self.tr("Area"), AttackKind.CLOSE: self.tr("Close (4e)")}
        for kind in KINDS:
            self.kind_box.addItem(names[kind], kind.value)
        self.kind_box.setCurrentIndex(self.kind_box.findData(AttackKind.RANGED.value))
        overlay_form.addRow(self.tr("Attack"), self.kind_box)
        self.origin_x, self.origin_y = QSpinBox(), QSpinBox()
        self.origin_x.setRange(0, doc.board.width)
        self.origin_y.setRange(0, doc.board.height)
        origin_row = QHBoxLayout()
        origin_row.addWidget(QLabel(self.tr("x")))
        origin_row.addWidget(self.origin_x)
        origin_row.addWidget(QLabel(self.tr("y")))
        origin_row.addWidget(self.origin_y)
        origin_row.addStretch(1)
        self.origin_label = QLabel(self.tr("Origin (grid point)"))
        overlay_form.addRow(self.origin_label, origin_row)
        self.highlight_box = QCheckBox(self.tr("Highlight what blocks"))
        self.highlight_box.setChecked(True)
        self.legend_box = QCheckBox(self.tr("Legend"))
        self.legend_box.setChecked(True)
        overlay_form.addRow("", self.highlight_box)
        overlay_form.addRow("", self.legend_box)
        has_attacker = self.attacker_box.count() > 0
        self.overlays_group.setChecked(has_attacker and current_attacker_id is not None)
        self.overlays_group.setEnabled(has_attacker)
        layout.addWidget(self.overlays_group)

        # PDF
        self.pdf_group = QGroupBox(self.tr("PDF pages"))
        pdf_form = QFormLayout(self.pdf_group)
        self.page_box = QComboBox()
        self.page_box.addItem(self.tr("A4"), "a4")
        self.page_box.addItem(self.tr("Letter"), "letter")
        page = settings.value("page_size", "a4")
        self.page_box.setCurrentIndex(max(0, self.page_box.findData(page)))
        pdf_form.addRow(self.tr("Page size"), self.page_box)
        self.print_scale_radio = QRadioButton(
            self.tr("Print scale: 1 square = 1 inch, tiled over pages"))
        self.fit_page_radio = QRadioButton(self.tr("Fit the whole map on one page"))
        self.print_scale_radio.setChecked(True)
        pdf_form.addRow(self.print_scale_radio)
        pdf_form.addRow(self.fit_page_radio)
        layout.addWidget(self.pdf_group)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.export_button = self.buttons.addButton(self.tr("Export"),
                                                    QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.run_export)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        fmt = settings.value("format", "png")
        self.format_box.setCurrentIndex(max(0, self.format_box.findData(fmt)))
        folder = settings.value("folder", "") or os.path.expanduser("~")
        settings.endGroup()
        name = Path(suggested_path).stem if suggested_path else self.tr("battlemap")
        folder = str(Path(suggested_path).parent) if suggested_path else folder
        self.path_edit.setText(str(Path(folder) / f"{name}.{self.format()}"))

        for signal in (self.px_box.valueChanged, self.page_box.currentIndexChanged,
                       self.overlays_group.toggled, self.legend_box.toggled,
                       self.print_scale_radio.toggled, self.kind_box.currentIndexChanged,
                       self.title_edit.textChanged):
            signal.connect(self._update)
        self.format_box.currentIndexChanged.connect(self._format_changed)
        self.path_edit.editingFinished.connect(self._path_edited)
        self._update()

    # --- values ---------------------------------------------------------------------------

    def format(self) -> str:
        return self.format_box.currentData()

    def path(self) -> str:
        return self.path_edit.text().strip()

    def options(self) -> export_mod.ExportOptions:
        """The options the dialog shows."""
        kind = AttackKind(self.kind_box.currentData())
        is_area = kind in (AttackKind.AREA, AttackKind.CLOSE)
        origin = (self.origin_x.value(), self.origin_y.value()) if is_area else None
        overlays = self.overlays_group.isChecked() and self.attacker_box.count() > 0
        return export_mod.ExportOptions(
            px_per_square=self.px_box.value(),
            grid=self.grid_box.isChecked(),
            overlays=overlays,
            attacker=self.attacker_box.currentData() if overlays else None,
            attack=Attack(kind=kind, origin=origin),
            highlight_blockers=self.highlight_box.isChecked(),
            legend=self.legend_box.isChecked(),
            title=self.title_edit.text().strip(),
            transparent=self.transparent_box.isChecked(),
            lighting=self.lighting_box.isChecked(),
            page_size=self.page_box.currentData(),
            fit_page=self.fit_page_radio.isChecked(),
        )

    # --- reactions -------------------------------------------------------------------------

    def _format_changed(self) -> None:
        path = self.path()
        if path:
            self.path_edit.setText(str(Path(path).with_suffix("." + self.format())))
        self._update()

    def _path_edited(self) -> None:
        suffix = Path(self.path()).suffix.lower().lstrip(".")
        index = self.format_box.findData(suffix)
        if index >= 0 and index != self.format_box.currentIndex():
            self.format_box.blockSignals(True)
            self.format_box.setCurrentIndex(index)
            self.format_box.blockSignals(False)
            self._update()

    def _browse(self) -> None:
        filters = {"png": self.tr("PNG images (*.png)"), "pdf": self.tr("PDF documents (*.pdf)"),
                   "svg": self.tr("SVG pictures (*.svg)"),
                   "dd2vtt": self.tr("Universal VTT maps (*.dd2vtt)")}
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export map"), self.path(),
                                              filters[self.format()])
        if path:
            if Path(path).suffix.lower().lstrip(".") != self.format():
                path += "." + self.format()
            self.path_edit.setText(path)

    def _update(self) -> None:
        """Enable what applies to the format, and say how big the result will be."""
        fmt = self.format()
        image = fmt in ("png", "svg")
        uvtt = fmt == "dd2vtt"
        for widget in (self.title_edit, self.grid_box, self.lighting_box, self.transparent_box,
                       self.overlays_group):
            widget.setEnabled(not uvtt)
        if uvtt:
            self.px_box.setEnabled(False)
            self.pdf_group.setEnabled(False)
            text = self.tr("Walls, doors, lights and the background image, for other virtual "
                           "tabletops")
            carried = len(carried_lights(self.doc))
            if carried:  # the format has no tokens: their lights stay where they stand now
                text += " " + (self.tr("(1 carried light exported as a placed light)") if carried == 1
                               else self.tr("(%1 carried lights exported as placed lights)")
                               .replace("%1", str(carried)))
            self.size_label.setText(text)
            self.size_label.setStyleSheet("")
            self.export_button.setEnabled(True)
            return
        self.overlays_group.setEnabled(self.attacker_box.count() > 0)
        self.px_box.setEnabled(image)
        self.transparent_box.setText(
            self.tr("Transparent background (no paper, no image)") if image
            else self.tr("No paper colour or background image (saves ink)"))
        self.pdf_group.setEnabled(fmt == "pdf")
        kind = AttackKind(self.kind_box.currentData())
        is_area = kind in (AttackKind.AREA, AttackKind.CLOSE)
        for widget in (self.origin_x, self.origin_y, self.origin_label):
            widget.setEnabled(is_area)
        self.legend_box.setEnabled(self.overlays_group.isChecked())
        ok, text = True, ""
        try:
            options = self.options()
            if image:
                width, height = export_mod.sheet_size(self.doc, options)
                text = self.tr("%1 x %2 pixels").replace("%1", str(width)).replace("%2", str(height))
                export_mod.check_image_size(width, height)
            else:
                plan = export_mod.plan_pdf(self.doc, options)
                if plan.fit_page:
                    text = self.tr("1 page")
                else:
                    text = (self.tr("%1 pages: %2 x %3 tiles at 1 square = 1 inch")
                            .replace("%1", str(plan.pages)).replace("%2", str(plan.columns))
                            .replace("%3", str(plan.rows)))
        except BattlemapError as exc:
            ok, text = False, exc.message
        self.size_label.setText(text)
        self.size_label.setStyleSheet("" if ok else "color: #b00020;")
        self.export_button.setEnabled(ok)

    # --- the export --------------------------------------------------------------------------

    def _progress(self, done: int, total: int) -> bool:
        """The export's progress callback: False once the user cancelled."""
        dialog = self.progress_dialog
        if dialog is None:
            return True
        dialog.setMaximum(total)
        dialog.setValue(done)
        QApplication.processEvents()
        return not dialog.wasCanceled()

    def run_export(self) -> export_mod.ExportInfo | None:
        """Export with the chosen options through `battlemap.render.export`;
        on success remember the choices and close, else say why and stay."""
        path, fmt = self.path(), self.format()
        if not path:
            self.show_error(self.tr("Choose a file to export to."))
            return None
        if Path(path).suffix.lower().lstrip(".") != fmt:
            path = str(Path(path).with_suffix("." + fmt))
            self.path_edit.setText(path)
        if fmt == "dd2vtt":
            return self._export_uvtt(path)
        exporter = export_mod.EXPORTERS[fmt]
        self.progress_dialog = QProgressDialog(self.tr("Exporting\u2026"), self.tr("Cancel"),
                                               0, 100, self)
        self.progress_dialog.setWindowTitle(self.tr("Export map"))
        self.progress_dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress_dialog.setMinimumDuration(400)  # only large exports show it
        self.progress_dialog.setAutoClose(False)
        self.progress_dialog.setAutoReset(False)
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        error = None
        try:
            self.info = exporter(self.doc, path, self.options(), self._progress)
        except export_mod.ExportCancelled:
            return None  # nothing was written; the dialog stays for another try
        except BattlemapError as exc:
            error = str(exc)
        finally:
            QApplication.restoreOverrideCursor()
            self.progress_dialog.close()
            self.progress_dialog.deleteLater()
            self.progress_dialog = None
        if error is not None:
            self.show_error(error)
            return None
        self._remember()
        self.accept()
        return self.info

    def _export_uvtt(self, path: str) -> export_mod.ExportInfo | None:
        from battlemap.core.io.uvtt_export import write_uvtt

        try:
            write_uvtt(self.doc, path)
        except BattlemapError as exc:
            self.show_error(str(exc))
            return None
        self.info = export_mod.ExportInfo(Path(path), "dd2vtt")
        self._remember()
        self.accept()
        return self.info

    def show_error(self, message: str) -> None:
        plain_text.warning(self, self.tr("Export map"), message)

    def _remember(self) -> None:
        settings = QSettings()
        settings.beginGroup(SETTINGS_GROUP)
        settings.setValue("format", self.format())
        settings.setValue("px_per_square", self.px_box.value())
        settings.setValue("page_size", self.page_box.currentData())
        settings.setValue("folder", str(Path(self.path()).parent))
        settings.endGroup()


def show_export_dialog(parent: QWidget | None, doc: Document,
                       current_attacker_id: str | None = None,
                       suggested_path: str | None = None) -> export_mod.ExportInfo | None:
    """Show File > Export... modally; what was written, or None if cancelled.
    `current_attacker_id` (the selected token) is the attacker offered first,
    with the overlays on; `suggested_path` (the document's file) names the export."""
    dialog = ExportDialog(doc, current_attacker_id, parent, suggested_path)
    try:
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return dialog.info
        return None
    finally:
        dialog.deleteLater()
