# Battlemap's hook: PyInstaller's own, minus the Qt plugins, libraries and
# translations the bundle leaves out (see qt_selection.py).
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from qt_selection import filtered  # noqa: E402

hiddenimports, binaries, datas = filtered(__file__)
