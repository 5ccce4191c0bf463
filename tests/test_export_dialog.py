"""File > Export...: the dialog gathers options and calls the same
`battlemap.render.export` functions as the command line."""

from __future__ import annotations

import os
from dataclasses import replace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog

from battlemap.core.errors import BattlemapError
from battlemap.core.model import Board, Document, Size, Token
from battlemap.core.rules import AttackKind
from battlemap.render import export as export_mod
from battlemap.ui.dialogs import export_dialog
from battlemap.ui.dialogs.export_dialog import ExportDialog, show_export_dialog


@pytest.fixture(scope="session")
def _settings_folder(tmp_path_factory):
    return tmp_path_factory.mktemp("export-dialog-settings")


@pytest.fixture(autouse=True)
def _isolated_settings(_settings_folder):
    """The dialog's remembered choices go to a throwaway place, cleared per test."""
    names = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    default_format = QSettings.defaultFormat()
    QCoreApplication.setOrganizationName("BattlemapTests")
    QCoreApplication.setApplicationName("BattlemapExportDialogTests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(_settings_folder))
    QSettings().clear()
    yield
    QSettings().clear()
    QCoreApplication.setOrganizationName(names[0])
    QCoreApplication.setApplicationName(names[1])
    QSettings.setDefaultFormat(default_format)


def make_doc() -> Document:
    board = Board(12, 8)
    board.solid[3, 2:7] = 2
    doc = Document(board)
    doc.tokens["aria"] = Token("aria", 1, 1, "Aria")
    doc.tokens["ogre"] = Token("ogre", 6, 5, "Ogre", Size.LARGE, "enemy")
    doc.tokens["gob"] = Token("gob", 9, 1, "Goblin", faction="enemy")
    return doc


class Spy:
    def __init__(self, result=None, raises=None, calls_progress=False):
        self.calls = []
        self.result = result
        self.raises = raises
        self.calls_progress = calls_progress

    def __call__(self, doc, path, options, progress=None):
        self.calls.append((doc, path, options, progress))
        if self.calls_progress and progress is not None and progress(1, 4) is False:
            raise export_mod.ExportCancelled()
        if self.raises is not None:
            raise self.raises
        return self.result or export_mod.ExportInfo(Path(path), "png", 10, 10)


@pytest.fixture
def dialog(qtbot, tmp_path):
    dlg = ExportDialog(make_doc(), "aria", suggested_path=str(tmp_path / "crypt.battlemap"))
    qtbot.addWidget(dlg)
    return dlg


def test_defaults_follow_the_selected_attacker(dialog, tmp_path):
    assert dialog.format() == "png"
    assert dialog.path() == str(tmp_path / "crypt.png")
    options = dialog.options()
    assert options.overlays and options.attacker == "aria"
    assert options.attack.kind is AttackKind.RANGED
    assert options.px_per_square == 100 and options.grid and options.legend
    width, height = export_mod.sheet_size(dialog.doc, options)
    assert width >= 1200 and dialog.size_label.text() == f"{width} x {height} pixels"
    assert dialog.export_button.isEnabled()


def test_no_attacker_means_no_overlays(qtbot, tmp_path):
    dlg = ExportDialog(make_doc(), None, suggested_path=str(tmp_path / "m.battlemap"))
    qtbot.addWidget(dlg)
    assert not dlg.overlays_group.isChecked()
    assert dlg.options().attacker is None


def test_export_button_calls_export_png(dialog, monkeypatch, qtbot, tmp_path):
    spy = Spy()
    monkeypatch.setitem(export_mod.EXPORTERS, "png", spy)
    dialog.title_edit.setText("Crypt")
    dialog.kind_box.setCurrentIndex(dialog.kind_box.findData("melee"))
    dialog.attacker_box.setCurrentIndex(dialog.attacker_box.findData("gob"))
    dialog.grid_box.setChecked(False)
    dialog.px_box.setValue(40)
    dialog.export_button.click()
    assert len(spy.calls) == 1
    doc, path, options, progress = spy.calls[0]
    assert doc is dialog.doc
    assert path == str(tmp_path / "crypt.png")
    assert options.attacker == "gob" and options.attack.kind is AttackKind.MELEE
    assert options.title == "Crypt" and not options.grid and options.px_per_square == 40
    assert callable(progress)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_pdf_choices_reach_export_pdf(dialog, monkeypatch):
    spy = Spy(export_mod.ExportInfo(Path("x.pdf"), "pdf", pages=1))
    monkeypatch.setitem(export_mod.EXPORTERS, "pdf", spy)
    dialog.format_box.setCurrentIndex(dialog.format_box.findData("pdf"))
    assert dialog.path().endswith("crypt.pdf")
    assert not dialog.px_box.isEnabled() and dialog.pdf_group.isEnabled()
    dialog.page_box.setCurrentIndex(dialog.page_box.findData("letter"))
    dialog.fit_page_radio.setChecked(True)
    assert dialog.size_label.text() == "1 page"
    dialog.export_button.click()
    (_, path, options, _), = spy.calls
    assert path.endswith(".pdf")
    assert options.page_size == "letter" and options.fit_page


def test_area_attack_takes_the_origin(dialog, monkeypatch):
    spy = Spy()
    monkeypatch.setitem(export_mod.EXPORTERS, "png", spy)
    dialog.kind_box.setCurrentIndex(dialog.kind_box.findData("area"))
    assert dialog.origin_x.isEnabled()
    dialog.origin_x.setValue(4)
    dialog.origin_y.setValue(2)
    dialog.export_button.click()
    options = spy.calls[0][2]
    assert options.attack.kind is AttackKind.AREA and options.attack.origin == (4, 2)


def test_typed_extension_switches_the_format(dialog, tmp_path):
    dialog.path_edit.setText(str(tmp_path / "map.svg"))
    dialog.path_edit.editingFinished.emit()
    assert dialog.format() == "svg"


def test_too_big_is_refused_before_exporting(dialog, monkeypatch):
    spy = Spy()
    monkeypatch.setitem(export_mod.EXPORTERS, "png", spy)
    dialog.px_box.setValue(1000)  # about 12 000 x 8 000 px: allowed
    assert dialog.export_button.isEnabled()
    big = Document(Board(200, 200))
    dlg = ExportDialog(big, None)
    dlg.px_box.setValue(100)  # 20 000 px a side
    assert not dlg.export_button.isEnabled()
    assert "16384" in dlg.size_label.text()
    dlg.deleteLater()


def test_errors_are_shown_and_the_dialog_stays(dialog, monkeypatch):
    monkeypatch.setitem(export_mod.EXPORTERS, "png", Spy(raises=BattlemapError("disk full", "x.png")))
    shown = []
    monkeypatch.setattr(dialog, "show_error", shown.append)
    dialog.show()
    assert dialog.run_export() is None
    assert shown == ["x.png: disk full"]
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted


def test_cancel_in_the_progress_dialog_stops_the_export(dialog, monkeypatch):
    spy = Spy(calls_progress=True)
    monkeypatch.setitem(export_mod.EXPORTERS, "png", spy)
    original = ExportDialog._progress

    def cancelling(self, done, total):
        self.progress_dialog.cancel()
        return original(self, done, total)

    monkeypatch.setattr(ExportDialog, "_progress", cancelling)
    shown = []
    monkeypatch.setattr(dialog, "show_error", shown.append)
    assert dialog.run_export() is None
    assert shown == []  # cancelling is not an error
    assert dialog.result() != QDialog.DialogCode.Accepted


def test_real_export_through_the_dialog(dialog, tmp_path):
    dialog.px_box.setValue(30)
    info = dialog.run_export()
    assert info is not None and info.path == tmp_path / "crypt.png"
    image = QImage(str(info.path))
    assert (image.width(), image.height()) == (info.width, info.height)
    assert info.width >= 12 * 30


def test_show_export_dialog_returns_what_was_written(qtbot, monkeypatch, tmp_path):
    spy = Spy()
    monkeypatch.setitem(export_mod.EXPORTERS, "png", spy)

    def press_export():
        dlg = next(w for w in QCoreApplication.instance().topLevelWidgets()
                   if isinstance(w, ExportDialog) and w.isVisible())
        dlg.export_button.click()

    QTimer.singleShot(0, press_export)
    info = show_export_dialog(None, make_doc(), "aria", str(tmp_path / "m.battlemap"))
    assert info is not None and info.path == tmp_path / "m.png"
    assert spy.calls[0][2].attacker == "aria"


def test_strings_are_translatable():
    source = Path(export_dialog.__file__).read_text()
    assert "self.tr(" in source
    assert 'setText("' not in source and 'QLabel("' not in source


def test_universal_vtt_export_from_the_dialog(dialog, tmp_path):
    from battlemap.core.io.uvtt import read_uvtt
    from battlemap.core.model import Light, LightRadii

    dialog.doc.lights["l"] = Light("l", 4, 4, LightRadii(20, 40))
    dialog.format_box.setCurrentIndex(dialog.format_box.findData("dd2vtt"))
    assert dialog.path().endswith("crypt.dd2vtt")
    assert not dialog.overlays_group.isEnabled() and dialog.export_button.isEnabled()
    info = dialog.run_export()
    assert info is not None and info.format == "dd2vtt"
    back = read_uvtt(dialog.path())
    assert [(lt.x, lt.y, lt.radii) for lt in back.lights.values()] == [(4, 4, LightRadii(20, 40))]
    assert len(back.board.segments) == 4  # the outline of the painted wall row


def test_lighting_is_on_by_default_and_reaches_the_options(dialog):
    assert dialog.options().lighting is True
    dialog.lighting_box.setChecked(False)
    assert dialog.options().lighting is False


def test_carried_lights_go_to_the_dd2vtt_as_placed_lights_and_the_dialog_says_so(dialog):
    from battlemap.core.io.uvtt import read_uvtt
    from battlemap.core.model import LightRadii

    dialog.doc.tokens["aria"] = replace(dialog.doc.tokens["aria"], light=LightRadii(20, 40))
    dialog.doc.tokens["ogre"] = replace(dialog.doc.tokens["ogre"], light=LightRadii(0, 5))
    dialog.format_box.setCurrentIndex(dialog.format_box.findData("dd2vtt"))
    assert dialog.size_label.text().endswith("(2 carried lights exported as placed lights)")
    assert dialog.run_export() is not None
    back = read_uvtt(dialog.path())
    # aria (1, 1) lights from her cell; the large ogre (6..8, 5..7) from the cell under its centre
    assert sorted((lt.x, lt.y, lt.radii) for lt in back.lights.values()) == [
        (1, 1, LightRadii(20, 40)), (7, 6, LightRadii(0, 5))]
