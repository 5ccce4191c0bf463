"""The translations: complete, in step with the code, compiled, and used.

- every .ts parses, is for its language, and has no unfinished or empty entry;
- placeholders (%1, {name}), menu accelerators (&) and line breaks survive;
- every string the code holds now is in every .ts (lupdate is run into a
  throwaway file, exactly as packaging/update_translations.py does), and the
  generated battlemap/ui/i18n_extra.py is up to date;
- the compiled .qm files say what the .ts files say;
- the editor starts offscreen in each language with its menus translated.

When one fails after adding strings: `python packaging/update_translations.py`,
translate what it lists, then `--release`.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import update_translations as ut  # noqa: E402

LANGUAGES = ut.LANGUAGES
PLACEHOLDER = re.compile(r"%\d+|\{[^{}]*\}")
SYNC = "run `python packaging/update_translations.py`, translate, then `--release`"


def entries(language: str) -> list[ut.Entry]:
    return [e for e in ut.read_ts(ut.ts_path(language))[1] if e.current]


@pytest.fixture(scope="module")
def trial_sync() -> tuple[set[tuple[str, str, str]], str]:
    """One throwaway sync (lupdate runs twice in it) for every test that needs one."""
    return ut.trial_sync()


@pytest.fixture(scope="module")
def code_sources(trial_sync) -> set[tuple[str, str, str]]:
    return trial_sync[0]


@pytest.mark.parametrize("language", LANGUAGES)
def test_ts_parses_and_is_for_its_language(language: str) -> None:
    attrs, found = ut.read_ts(ut.ts_path(language))
    assert attrs.get("language") == language
    assert attrs.get("sourcelanguage") == "en"
    assert len(found) > 100


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_unfinished_or_missing_translation(language: str) -> None:
    todo = [f"[{e.context}] {e.source!r}" for e in entries(language) if not e.finished]
    assert not todo, f"{len(todo)} untranslated in {language} ({SYNC}):\n" + "\n".join(todo[:40])


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_vanished_entries_and_every_location_exists(language: str) -> None:
    """Strings that left the code are dropped by the sync, and the
    .ts points at files that exist (it was synced after files moved)."""
    ts_file = ut.ts_path(language)
    _, found = ut.read_ts(ts_file)
    gone = [f"[{e.context}] {e.source!r}" for e in found if not e.current]
    assert not gone, f"vanished in {language} ({SYNC}):\n" + "\n".join(gone)
    for _, source, file, _line in ut._located(ts_file):
        assert file.is_file(), f"{ts_file.name}: {source!r} located in missing {file}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_accelerators_and_line_breaks_survive(language: str) -> None:
    problems = []
    for e in entries(language):
        for text in e.translations:
            if sorted(PLACEHOLDER.findall(e.source)) != sorted(PLACEHOLDER.findall(text)):
                problems.append(f"[{e.context}] {e.source!r} -> {text!r}: placeholders")
            source_amp = "&" in e.source.replace("&&", "").replace("D&D", "")
            text_amp = "&" in text.replace("&&", "").replace("D&D", "")
            if source_amp != text_amp:
                problems.append(f"[{e.context}] {e.source!r} -> {text!r}: accelerator")
            if e.source.count("\n") != text.count("\n"):
                problems.append(f"[{e.context}] {e.source!r} -> {text!r}: line breaks")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_string_in_the_code_is_in_the_ts(language: str, code_sources) -> None:
    have = {e.key for e in entries(language)}
    missing = sorted(code_sources - have)
    assert not missing, (f"{len(missing)} strings of the code are not in battlemap_{language}.ts "
                         f"({SYNC}):\n" + "\n".join(f"[{c}] {s!r}" for c, s, _ in missing[:40]))


def test_no_string_without_a_context(code_sources) -> None:
    """A string lupdate files under no context is never found at run time."""
    lost = sorted(s for c, s, _ in code_sources if not c)
    assert not lost, ("lupdate cannot tell the context of these (use self.tr() in a class, "
                      "or QCoreApplication.translate(context, text)):\n" + "\n".join(map(repr, lost)))


def test_generated_extra_module_is_up_to_date(trial_sync) -> None:
    assert ut.EXTRA.read_text(encoding="utf-8") == trial_sync[1], \
        f"battlemap/ui/i18n_extra.py is stale: {SYNC}"


def test_every_reason_template_is_translatable() -> None:
    from battlemap.core.messages import REASONS

    for language in LANGUAGES:
        have = {(e.context, e.source) for e in entries(language) if e.finished}
        missing = [t for t in REASONS.values() if ("Reasons", t) not in have]
        assert not missing, f"{language}: {missing}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_qm_says_what_the_ts_says(language: str, qapp) -> None:
    from PySide6.QtCore import QTranslator

    qm = ut.qm_path(language)
    assert qm.is_file(), f"no {qm.name}: run `python packaging/update_translations.py --release`"
    translator = QTranslator()
    assert translator.load(str(qm))
    stale = []
    for e in entries(language):
        if len(e.translations) != 1:
            continue
        got = translator.translate(e.context, e.source, e.comment or None)
        if got != e.translations[0]:
            stale.append(f"[{e.context}] {e.source!r}: .qm has {got!r}")
    assert not stale, (f"{qm.name} is stale (`python packaging/update_translations.py --release`):\n"
                       + "\n".join(stale[:20]))


# --- the translators at run time ---------------------------------------------------------------

@pytest.fixture
def english_after(qapp):
    from battlemap.ui.i18n import remove_translations

    yield qapp
    remove_translations(qapp)


@pytest.mark.parametrize(("language", "file_menu", "cancel"), [
    ("es", "&Archivo", "Cancelar"),
    ("it", "&File", "Annulla"),
    ("zh_CN", "文件(&F)", "取消"),
])
def test_install_translations_loads_ours_and_qts(english_after, language, file_menu, cancel) -> None:
    from PySide6.QtCore import QCoreApplication

    from battlemap.ui.i18n import current_language, install_translations, remove_translations

    assert install_translations(english_after, language) == language
    assert current_language(english_after) == language
    assert QCoreApplication.translate("WindowMenus", "&File") == file_menu
    assert QCoreApplication.translate("WindowMenus", "&Edit") != "&Edit"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel  # qtbase
    remove_translations(english_after)
    assert QCoreApplication.translate("WindowMenus", "&Edit") == "&Edit"


def test_english_and_unknown_languages_stay_english(english_after) -> None:
    from PySide6.QtCore import QCoreApplication

    from battlemap.ui.i18n import install_translations

    assert install_translations(english_after, "en") == "en"
    assert install_translations(english_after, "fr") == "en"
    assert QCoreApplication.translate("WindowMenus", "&Edit") == "&Edit"


def test_available_languages() -> None:
    from battlemap.ui.i18n import available_languages

    assert available_languages() == ["en", "es", "it", "zh_CN"]


def test_a_chinese_font_is_installed(qapp) -> None:
    from PySide6.QtGui import QFontDatabase

    families = QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese)
    assert families, "no font for Simplified Chinese: apt-get install fonts-noto-cjk (menus would show boxes)"


# --- the real editor, in each language ----------------------------------------------------------

STARTUP = r"""
import json, os, sys
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

language = os.environ["BM_TEST_LANGUAGE"]
if language != "-":
    settings = QSettings("Battlemap", "Battlemap")
    settings.setValue("ui/language", language)
    settings.sync()
app = QApplication(sys.argv[:1])

def report():
    window = next(w for w in app.topLevelWidgets() if w.objectName() == "mainWindow")
    menus = {a.text(): [b.text() for b in a.menu().actions() if b.text()] for a in window.menuBar().actions()}
    print("RESULT " + json.dumps({"titles": [a.text() for a in window.menuBar().actions()],
                                  "menus": menus, "language": app.property("battlemap_translators")}))
    sys.stdout.flush()
    os._exit(0)  # no close prompts, no autosave: just the answer

QTimer.singleShot(300, report)
from battlemap.ui.app import run_gui
run_gui(None)
"""


def start_editor(tmp_path: Path, language: str, lang_env: str = "C.UTF-8") -> dict:
    home = tmp_path / f"home-{language}-{lang_env}"
    for sub in ("config", "data", "cache", "runtime"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"),
               XDG_RUNTIME_DIR=str(home / "runtime"), LANG=lang_env, LC_ALL=lang_env,
               BM_TEST_LANGUAGE=language, PYTHONPATH=str(ROOT))
    (home / "runtime").chmod(0o700)
    result = subprocess.run([sys.executable, "-c", STARTUP], env=env, cwd=str(ROOT),
                            capture_output=True, text=True, timeout=120)
    lines = [line for line in result.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, f"the editor did not start ({result.returncode}):\n{result.stdout}\n{result.stderr}"
    return json.loads(lines[-1][len("RESULT "):])


def ts_translation(language: str, context: str, source: str) -> str:
    for e in entries(language):
        if (e.context, e.source) == (context, source):
            return e.translations[0]
    raise AssertionError(f"[{context}] {source!r} not in {language}")


def test_editor_starts_in_english(tmp_path) -> None:
    got = start_editor(tmp_path, "en")
    assert got["language"] == "en"
    assert got["titles"][:4] == ["&File", "&Edit", "&View", "&Tools"]
    assert got["titles"][-1] == "&Help"


@pytest.mark.parametrize("language", LANGUAGES)
def test_editor_starts_in_each_language(tmp_path, language: str) -> None:
    got = start_editor(tmp_path, language)
    assert got["language"] == language
    titles = got["titles"]
    expected = [ts_translation(language, "WindowMenus", s) for s in ("&File", "&Edit", "&View", "&Tools")]
    assert titles[:4] == expected
    assert titles[-1] == ts_translation(language, "WindowMenus", "&Help")
    english = {"&File", "&Edit", "&View", "&Tools", "&Help"}
    assert len(english & set(titles)) <= 1  # Italian keeps "File", as Italian software does
    if language != "it":
        assert titles[0] != "&File"
    help_items = got["menus"][titles[-1]]
    assert ts_translation(language, "HelpActions", "&Rules Reference") in help_items
    assert ts_translation(language, "HelpActions", "&About Battlemap") in help_items


def test_system_locale_chooses_the_language(tmp_path) -> None:
    assert start_editor(tmp_path, "-", "it_IT.UTF-8")["language"] == "it"
    assert start_editor(tmp_path, "-", "fr_FR.UTF-8")["language"] == "en"


def test_override_wins_over_the_system_locale(tmp_path) -> None:
    got = start_editor(tmp_path, "zh_CN", "es_ES.UTF-8")
    assert got["language"] == "zh_CN"
    assert got["titles"][0] == "文件(&F)"
