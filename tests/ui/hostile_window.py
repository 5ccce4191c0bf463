"""The window on a hostile document, under an address-space cap.

Run as a script (`python tests/ui/hostile_window.py FOLDER`) by
test_hostile_text.py, in its own process: it caps the address space at
ADDRESS_SPACE (4 GB) first, so that a name Qt took for rich text (such as
`<img src=/dev/zero>`, which makes Qt read /dev/zero as an image) ends the
process instead of the machine. It opens a document whose names, ids,
factions and conditions are markup, weird Unicode and very long text,
selects every token as the attacker, enters play mode with every token in
the turn order, opens the player view, shows the dialogs the window shows
for this document (cannot open, cannot save, unsaved changes), and checks
every label, tooltip and message box: wherever a hostile string appears
raw, Qt must not read it as rich text. Prints `OK n` (n checks) and exits 0.
"""

from __future__ import annotations

import os
import resource
import sys

ADDRESS_SPACE = 4 * 1024 ** 3

# Markup that Qt would act on if it took it for rich text.
MARKUP = [
    "<img src=/dev/zero>",
    "<b>x</b>",
    "<a href='file:///etc/passwd'>link</a>",
    "<h1>big</h1><table><tr><td>cell</td></tr></table>",
    "<qt><img src=/dev/zero width=99999 height=99999></qt>",
]
WEIRD = [
    "\u202eevil\u202c reversed",               # right-to-left override
    "Z\u0351\u0352\u0357\u035b\u0346\u0313" * 50,  # stacked combining marks
    "\u200d\u200b\ufeff zero-width",
    "\U0001f409\U0001f525 \u9f8d \u0628\u0627\u0628",
    "tab\there\nnew line",
]
LONG = "W" * 20_000


def hostile_document():
    from battlemap.core.model import Board, Document, Segment, Size, Token

    board = Board(40, 30)
    board.segments.append(Segment("wall", ((10, 0), (10, 12))))
    names = MARKUP + WEIRD + [LONG, LONG + MARKUP[0]]
    tokens = {}
    for i, name in enumerate(names):
        token_id = MARKUP[i % len(MARKUP)] + f" #{i}" if i % 2 else f"t{i}"
        tokens[token_id] = Token(
            token_id, (i * 3) % 38, 2 * (i // 12) + 14 + (i % 2) * 6, name,
            Size.MEDIUM, MARKUP[(i + 1) % len(MARKUP)] if i % 3 else "foe",
            conditions=frozenset({"prone", MARKUP[i % len(MARKUP)]}))
    return Document(board, tokens, metadata={"title": MARKUP[0]})


RAW = MARKUP + [LONG[:200]]


class Checks:
    def __init__(self) -> None:
        self.count = 0
        self.problems: list[str] = []

    def text(self, where: str, text: str, plain: bool) -> None:
        """`text` is shown by `where`; `plain` when the widget never reads
        markup. A hostile string may appear raw only in plain widgets."""
        from PySide6.QtGui import Qt

        self.count += 1
        raw = [m for m in MARKUP if m in text]
        if raw and not plain and Qt.mightBeRichText(text):
            self.problems.append(f"{where}: {raw[0]!r} shown as rich text: {text[:120]!r}")


def walk(app, checks: Checks, scene) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QAbstractItemView, QLabel, QWidget

    for widget in app.allWidgets():
        name = f"{type(widget).__name__}({widget.objectName()})"
        if isinstance(widget, QLabel):
            checks.text(name, widget.text(), widget.textFormat() == Qt.TextFormat.PlainText)
        checks.text(f"{name}.toolTip", widget.toolTip(), False)
        checks.text(f"{name}.whatsThis", widget.whatsThis(), False)
        for action in widget.actions():
            checks.text(f"{name} action {action.text()!r}.toolTip", action.toolTip(), False)
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            from PySide6.QtCore import QModelIndex

            root = QModelIndex()
            try:
                columns = model.columnCount(root)
            except TypeError:  # a list model keeps it private
                columns = 1
            for row in range(min(model.rowCount(root), 200)):
                for col in range(columns):
                    tip = model.data(model.index(row, col), Qt.ItemDataRole.ToolTipRole)
                    if isinstance(tip, str):
                        checks.text(f"{name}[{row},{col}].toolTip", tip, False)
    for action in app.findChildren(QAction) if hasattr(app, "findChildren") else []:
        checks.text("action.toolTip", action.toolTip(), False)
    for item in scene.items():
        checks.text(f"scene item {type(item).__name__}.toolTip", item.toolTip(), False)


def _rss(tag):
    if os.environ.get("HOSTILE_RSS"):
        print(tag, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024, "MB",
              file=sys.stderr, flush=True)


def settle(app, window, seconds: float = 20.0) -> None:
    """Let the overlays finish computing (they work in slices)."""
    import time

    deadline = time.monotonic() + seconds
    app.processEvents()
    while window.overlays.busy and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.005)
    app.processEvents()


def main(folder: str) -> int:
    if not os.environ.get("HOSTILE_NO_CAP"):
        resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication, QMessageBox

    QCoreApplication.setOrganizationName("BattlemapHostile")
    QCoreApplication.setApplicationName("BattlemapHostile")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
    app = QApplication.instance() or QApplication([])

    from battlemap.core.io.document_format import save_document
    from battlemap.ui.main_window import MainWindow

    checks = Checks()
    boxes: list[tuple[str, str]] = []

    def exec_box(box: QMessageBox) -> int:
        """Every message box is looked at, then answered (nothing waits)."""
        checks.text(f"QMessageBox {box.windowTitle()!r}", box.text(),
                    box.textFormat() == Qt.TextFormat.PlainText)
        boxes.append((box.windowTitle(), box.text()))
        return int(QMessageBox.StandardButton.Discard)

    from PySide6.QtCore import Qt

    QMessageBox.exec = exec_box  # type: ignore[method-assign]
    for kind in ("critical", "warning", "information", "question"):
        # The static functions would bypass exec(): make them go through it.
        def static(parent, title, text, *args, _kind=kind, **kwargs):
            box = QMessageBox(QMessageBox.Icon.NoIcon, title, text, parent=parent)
            return exec_box(box)
        setattr(QMessageBox, kind, staticmethod(static))

    doc = hostile_document()
    path = os.path.join(folder, "<img src=nothing.png>.battlemap")
    save_document(doc, path)

    window = MainWindow()
    window.resize(1200, 800)
    window.show()
    assert window.documents.open_path(path), "the hostile document did not open"
    app.processEvents()
    scene = window.scene
    ids = list(window.document.tokens)
    for token_id in ids:  # every token in turn is the attacker
        scene.select_tokens([token_id])
        settle(app, window)
        walk(app, checks, scene)
        _rss(f"token {token_id[:20]!r}")
    scene.select_tokens(ids)
    app.processEvents()
    walk(app, checks, scene)

    # Play: every token in the turn order, the player view on.
    window.play.play_mode_action.trigger()
    _rss("play")
    window.play.turn_dock.add_action.trigger()
    window.play.turn_dock.roll(None)
    settle(app, window)
    _rss("turn order")
    window.play.player_view_action.trigger()
    settle(app, window)
    _rss("player view")
    for _ in range(3):
        window.play.next_turn_action.trigger()
        settle(app, window)
        walk(app, checks, scene)

    # The export dialog (attackers by name), the quick-conditions menu.
    from battlemap.ui.dialogs.export_dialog import ExportDialog

    dialog = ExportDialog(window.document, ids[1], window)
    dialog.show()
    app.processEvents()
    walk(app, checks, scene)
    if dialog.width() > 4000:
        checks.problems.append(f"the export dialog is {dialog.width()} pixels wide")
    dialog.close()
    for token_id in ids:
        menu = window.play.conditions.menu_for(token_id)
        if menu.sizeHint().width() > 4000:
            checks.problems.append(f"the conditions menu is {menu.sizeHint().width()} pixels wide")
        menu.deleteLater()
    if window.width() > 4000:
        checks.problems.append(f"the window is {window.width()} pixels wide")

    # The dialogs this document brings: a copy that cannot be opened (two
    # tokens share a hostile id), a save that fails, unsaved changes.
    import json
    import zipfile

    from battlemap.core.io.document_format import document_to_json

    broken = document_to_json(doc)
    broken["tokens"].append(dict(broken["tokens"][1]))
    bad = os.path.join(folder, "<b>broken<_b>.json")
    with open(bad, "w", encoding="utf-8") as f:
        json.dump(broken, f)
    assert not window.documents.open_path(bad)
    window.documents.save_to(os.path.join(folder, "<img src=x>", "missing folder", "m.battlemap"))
    window.play.turn_dock.roll(None)  # an edit: the map has unsaved changes
    window.documents.maybe_save()
    assert zipfile.is_zipfile(path)
    app.processEvents()
    walk(app, checks, scene)
    if len(boxes) < 2:
        checks.problems.append(f"expected the open and save error boxes, saw {boxes}")
    if checks.problems:
        print("\n".join(checks.problems[:20]))
        return 1
    print(f"OK {checks.count}")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
