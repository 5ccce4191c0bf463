"""Help > About: version, licence, and the libraries Battlemap runs on."""

from __future__ import annotations

import html
import platform

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget,
)

from battlemap import __version__
from battlemap.resources import icons_dir

ICONS = icons_dir()
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)

MIT_LICENCE = """\
MIT License

Copyright (c) Battlemap contributors

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
"""


def app_icon() -> QIcon:
    """Battlemap's icon: the rendered PNG sizes, or the SVG if they are missing."""
    icon = QIcon()
    for size in ICON_SIZES:
        path = ICONS / f"battlemap-{size}.png"
        if path.is_file():
            icon.addFile(str(path))
    if icon.isNull() and (ICONS / "battlemap.svg").is_file():
        icon = QIcon(str(ICONS / "battlemap.svg"))
    return icon


def library_versions() -> list[tuple[str, str, str]]:
    """(library, version, licence) of everything Battlemap runs on. Read from
    the modules themselves, so it also works in the frozen bundle."""
    import numpy
    import PySide6
    import shapely
    import shiboken6
    from PySide6.QtCore import qVersion

    return [
        ("Python", platform.python_version(), "PSF"),
        ("Qt", qVersion(), "LGPLv3"),
        ("PySide6", PySide6.__version__, "LGPLv3"),
        ("Shiboken6", shiboken6.__version__, "LGPLv3"),
        ("NumPy", numpy.__version__, "BSD-3-Clause"),
        ("Shapely", shapely.__version__, "BSD-3-Clause"),
        ("GEOS", shapely.geos_version_string, "LGPL-2.1"),
    ]


def about_html() -> str:
    """The About text as HTML, in the UI language (context "AboutDialog")."""
    from battlemap.core.rules import ruleset_ids
    from battlemap.ui.help.rules_reference import ruleset_display_name

    esc = html.escape
    rulesets = ", ".join(ruleset_display_name(rid) for rid in ruleset_ids())
    version = QCoreApplication.translate("AboutDialog", "Version %1").replace("%1", __version__)
    summary = QCoreApplication.translate(
        "AboutDialog", "A battlemap editor for tabletop RPG game masters that knows cover, "
        "concealment and flanking, and shows them live on the map.")
    rules = QCoreApplication.translate("AboutDialog", "Rulesets: %1").replace("%1", rulesets)
    free = QCoreApplication.translate("AboutDialog", "Battlemap is free software under the MIT licence.")
    libraries = QCoreApplication.translate("AboutDialog", "Libraries")
    library = QCoreApplication.translate("AboutDialog", "Library")
    version_head = QCoreApplication.translate("AboutDialog", "Version")
    licence = QCoreApplication.translate("AboutDialog", "Licence")
    rows = "".join(
        f"<tr><td>{esc(name)}</td><td>&nbsp;{esc(ver)}&nbsp;</td><td>{esc(lic)}</td></tr>"
        for name, ver, lic in library_versions())
    header = (f"<tr><th align='left'>{esc(library)}</th>"
              f"<th align='left'>&nbsp;{esc(version_head)}&nbsp;</th>"
              f"<th align='left'>{esc(licence)}</th></tr>")
    return "\n".join([
        "<h2>Battlemap</h2>",
        f"<p><b>{esc(version)}</b></p>",
        f"<p>{esc(summary)}</p>",
        f"<p>{esc(rules)}</p>",
        f"<p>{esc(free)}</p>",
        f"<h3>{esc(libraries)}</h3>",
        f"<table cellspacing='2'>{header}{rows}</table>",
        f"<h3>{esc(licence)}</h3>",
        f"<pre style='font-size: small'>{esc(MIT_LICENCE)}</pre>",
    ])


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(self.tr("About Battlemap"))
        self.resize(560, 560)
        icon = QLabel(self)
        icon.setPixmap(app_icon().pixmap(96, 96))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        self.text = QTextBrowser(self)
        self.text.setObjectName("aboutText")
        self.text.setHtml(about_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(icon)
        row.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(buttons)
