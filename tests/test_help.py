"""Help > Rules Reference and Help > About, and the app icon."""

from __future__ import annotations

import os
from html import escape as html_escape

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from battlemap import __version__
from battlemap.core.rules import ruleset_ids
from battlemap.ui.help import rules_reference as rr
from battlemap.ui.help.about import ICON_SIZES, ICONS, about_html, app_icon, library_versions


@pytest.fixture(autouse=True, scope="module")
def _isolated_settings(tmp_path_factory):
    """Window layout and recent files go to a throwaway place."""
    names = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    default_format = QSettings.defaultFormat()
    QCoreApplication.setOrganizationName("BattlemapTests")
    QCoreApplication.setApplicationName("BattlemapTests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path_factory.mktemp("help-settings")))
    yield
    QSettings.setDefaultFormat(default_format)
    QCoreApplication.setOrganizationName(names[0])
    QCoreApplication.setApplicationName(names[1])


@pytest.fixture
def language(qapp):
    """Switch the UI language for one test; English again afterwards."""
    from battlemap.ui.i18n import install_translations, remove_translations

    yield lambda lang: install_translations(qapp, lang)
    remove_translations(qapp)


@pytest.fixture
def window(qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from battlemap.ui.main_window import MainWindow

    for kind in ("warning", "critical", "question", "information"):  # "save changes?" on close
        monkeypatch.setattr(QMessageBox, kind,
                            staticmethod(lambda *a, **k: QMessageBox.StandardButton.Discard))
    win = MainWindow()
    qtbot.addWidget(win)
    return win


# --- the rules summary --------------------------------------------------------------------------

@pytest.mark.parametrize("rid", ruleset_ids())
def test_every_ruleset_has_cover_concealment_and_flanking(rid: str, qapp) -> None:
    headings = [h for h, _ in rr.sections(rid)]
    assert rr.COVER in headings and rr.CONCEALMENT in headings
    assert rr.FLANKING in headings or rr.FLANKING_4E in headings
    html = rr.rules_html(rid)
    assert html.count("<p>") >= 8
    assert html_escape(rr.ruleset_display_name(rid)) in html


def test_rulesets_say_what_sets_them_apart(qapp) -> None:
    assert "Hide" in rr.rules_html("dnd35")
    assert "Stealth" in rr.rules_html("pf1e")
    assert "never exceeds +2" in rr.rules_html("sf1e")
    assert "lesser cover" in rr.rules_html("graded")
    assert "combat advantage" in rr.rules_html("dnd4e")
    assert "superior cover" in rr.rules_html("dnd4e")
    assert "soft cover" not in rr.rules_html("dnd4e")


def test_unknown_ruleset_gets_a_polite_page(qapp) -> None:
    html = rr.rules_html("homebrew")
    assert "homebrew" in html and rr.UNKNOWN in html


def test_html_is_escaped(qapp) -> None:
    assert "D&amp;D 3.5" in rr.rules_html("dnd35")


@pytest.mark.parametrize(("lang", "rid", "words"), [
    # the rules' own words, as the seeds use them
    ("es", "pf1e", ["Cobertura", "cobertura blanda", "ocultación total", "flanqueas",
                    "ataque de oportunidad", "línea de efecto", "golpe de gracia", "Sigilo"]),
    ("it", "dnd35", ["Copertura", "copertura leggera", "occultamento totale", "fiancheggi",
                     "attacco di opportunità", "linea di effetto", "colpo di grazia", "Nascondersi"]),
    ("it", "graded", ["copertura inferiore", "copertura standard", "copertura superiore",
                      "coppia di fiancheggiamento", "Furtività"]),
    ("zh_CN", "dnd4e", ["掩蔽", "完全掩蔽", "遮蔽", "完全遮蔽", "夹击", "战斗优势", "借机攻击", "效果线"]),
])
def test_summary_in_the_ui_language_uses_the_rules_terms(language, lang, rid, words) -> None:
    assert language(lang) == lang
    html = rr.rules_html(rid)
    for word in words:
        assert word in html, f"{lang} {rid}: {word!r} missing"
    assert "Choose a corner" not in html and "Concealment gives" not in html


def test_every_paragraph_is_short_and_translatable() -> None:
    paragraphs = rr.all_paragraphs()
    assert len(paragraphs) > 40
    assert all(len(p) < 400 for p in paragraphs)


# --- About ----------------------------------------------------------------------------------------

def test_about_names_version_licence_and_libraries(qapp) -> None:
    import numpy
    import PySide6
    import shapely

    html = about_html()
    assert __version__ in html
    assert "MIT" in html and "Permission is hereby granted" in html
    for name, version, licence in library_versions():
        assert name in html and version in html and licence in html
    versions = dict((n, v) for n, v, _ in library_versions())
    assert versions["PySide6"] == PySide6.__version__
    assert versions["NumPy"] == numpy.__version__
    assert versions["Shapely"] == shapely.__version__


def test_about_in_spanish(language) -> None:
    language("es")
    html = about_html()
    assert "Versión" in html and "licencia MIT" in html and "Bibliotecas" in html


# --- the Help menu ---------------------------------------------------------------------------------

def help_menu(window):
    return window.help_actions.menu


def test_help_menu_has_rules_reference_and_one_about(window) -> None:
    texts = [a.text() for a in help_menu(window).actions() if not a.isSeparator()]
    assert texts.count("&About Battlemap") == 1
    assert "&Rules Reference" in texts
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles.count("&Help") == 1
    assert window.help_actions.rules_action.shortcut().toString() == "F1"


def test_rules_reference_follows_the_document(window, qtbot) -> None:
    from battlemap.core.edits import SetRuleset
    from battlemap.ui.commands import SetRulesetCommand

    dialog = window.help_actions.show_rules_reference()
    qtbot.waitExposed(dialog)
    assert dialog.ruleset_id() == window.document.ruleset
    other = next(r for r in ruleset_ids() if r != window.document.ruleset)
    window.editor.push(SetRulesetCommand(window.document, SetRuleset(other), other))
    assert dialog.ruleset_id() == other
    assert rr.ruleset_display_name(other) in dialog.browser.toPlainText()
    dialog.combo.setCurrentIndex(dialog.combo.findData("dnd4e"))
    assert "superior cover" in dialog.browser.toPlainText()
    assert window.help_actions.show_rules_reference() is dialog  # one dialog, raised again


def test_rules_reference_action_opens_the_dialog(window, qtbot) -> None:
    window.help_actions.rules_action.trigger()
    dialog = window.help_actions._rules_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.close()


def test_rules_in_full_shows_the_packaged_rules_document(window, qtbot) -> None:
    from battlemap.resources import rules_document

    texts = [a.text() for a in help_menu(window).actions() if not a.isSeparator()]
    assert texts.index("&Rules Reference") < texts.index("Rules in &Full") < texts.index("&About Battlemap")
    window.help_actions.document_action.trigger()
    dialog = window.help_actions._document_dialog
    assert dialog is not None and dialog.isVisible()
    text = dialog.browser.toPlainText()
    source = rules_document().read_text(encoding="utf-8")
    first_heading = source.splitlines()[0].lstrip("# ")
    assert text.startswith(first_heading)  # rendered Markdown: no "#" left
    for heading in ("The board", "Lines and what blocks them", "Decisions Battlemap made"):
        assert heading in text
    assert "superior cover" in text and "| ---" not in text  # tables rendered, not raw
    assert window.help_actions.show_rules_document() is dialog
    dialog.close()


def test_docs_rules_points_at_the_packaged_document() -> None:
    from pathlib import Path

    from battlemap.resources import rules_document

    pointer = Path(__file__).resolve().parent.parent / "docs" / "rules.md"
    target = (pointer.parent / "../battlemap/resources/docs/rules.md").resolve()
    assert "../battlemap/resources/docs/rules.md" in pointer.read_text(encoding="utf-8")
    assert target == rules_document().resolve()


def test_about_action_opens_the_dialog(window, qtbot) -> None:
    window.help_actions.about_action.trigger()
    dialog = window.help_actions._about_dialog
    assert dialog is not None and dialog.isVisible()
    assert __version__ in dialog.text.toPlainText()
    dialog.close()


def test_rules_reference_in_chinese(language, window, qtbot) -> None:
    language("zh_CN")
    dialog = window.help_actions.show_rules_reference()
    dialog.combo.setCurrentIndex(dialog.combo.findData("dnd35"))
    text = dialog.browser.toPlainText()
    assert "掩蔽" in text and "遮蔽" in text and "夹击" in text


# --- the icon -----------------------------------------------------------------------------------------

def test_icon_files_exist_in_every_size(qapp) -> None:
    from PySide6.QtGui import QImage
    from PySide6.QtSvg import QSvgRenderer

    assert QSvgRenderer(str(ICONS / "battlemap.svg")).isValid()
    for size in ICON_SIZES:
        image = QImage(str(ICONS / f"battlemap-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
    assert (ICONS / "battlemap.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"
    assert not app_icon().isNull()


def test_window_gets_the_icon(window) -> None:
    assert not window.windowIcon().isNull()
