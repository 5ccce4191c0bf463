"""File > Background Image...: choose the image under the grid, its scale and
offset, whether the board follows it; or remove it.

The dialog changes nothing itself: `edit()` is the one reversible edit its
values amount to (None: nothing to do), which the caller pushes as one
undoable command. A file that is not a PNG, JPEG or WebP image, or is too
large to decode safely, is refused with a message before anything decodes
it, and the dialog keeps what it had.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFileDialog, QFormLayout, QHBoxLayout,
    QLabel, QPushButton, QVBoxLayout, QWidget,
)

from battlemap.core.edits.set_background import SetBackground, board_size_following
from battlemap.core.errors import BattlemapError
from battlemap.core.io.images import image_info
from battlemap.core.model import MAX_SIDE, Background, Document
from battlemap.ui.background.calibration_tool import (
    DECIMALS, MAX_OFFSET, MAX_PX_PER_SQUARE, MIN_PX_PER_SQUARE,
)
from battlemap.ui.background.image_files import LoadedImage, image_file_filter, load_image_file
from battlemap.ui import plain_text
from battlemap.ui.plain_text import plain_label

DEFAULT_PX_PER_SQUARE = 100.0
FORMAT_NAMES = {"png": "PNG", "jpeg": "JPEG", "webp": "WebP"}


class BackgroundDialog(QDialog):
    """Values: the image (the document's, or a file chosen with `choose_file`
    / `use_file`), `px_per_square`, `offset_x`, `offset_y`, `follow`.
    "Remove Background" and "Calibrate on the Map..." accept the dialog with
    `remove_requested` / `calibrate_requested` set."""

    def __init__(self, doc: Document, parent: QWidget | None = None, folder: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("backgroundDialog")
        self.setWindowTitle(self.tr("Background Image"))
        self.doc = doc
        self.folder = folder
        self.loaded: LoadedImage | None = None
        self.loaded_name = ""
        self.remove_requested = False
        self.calibrate_requested = False
        current = doc.background
        self._current_size: tuple[int, int] | None = None
        if current is not None:
            try:
                info = image_info(current.data)
                self._current_size = (info.width, info.height)
            except BattlemapError:
                self._current_size = None

        self.image_label = plain_label(QLabel(self))
        self.image_label.setObjectName("imageDescription")
        self.image_label.setWordWrap(True)
        self.choose_button = QPushButton(self.tr("Choose..."), self)
        self.choose_button.setObjectName("chooseImage")
        self.choose_button.clicked.connect(self.choose_file)
        image_row = QHBoxLayout()
        image_row.addWidget(self.image_label, 1)
        image_row.addWidget(self.choose_button)

        self.px = self._spin(MIN_PX_PER_SQUARE, MAX_PX_PER_SQUARE, "pxPerSquare")
        self.px.setToolTip(self.tr("How many pixels of the image make one square of the grid"))
        self.offset_x = self._spin(-MAX_OFFSET, MAX_OFFSET, "offsetX")
        self.offset_y = self._spin(-MAX_OFFSET, MAX_OFFSET, "offsetY")
        for spin in (self.offset_x, self.offset_y):
            spin.setToolTip(self.tr("The image pixel at the board's top-left corner"))
        self.px.setValue(current.px_per_square if current else DEFAULT_PX_PER_SQUARE)
        self.offset_x.setValue(current.offset_x if current else 0.0)
        self.offset_y.setValue(current.offset_y if current else 0.0)
        offsets = QHBoxLayout()
        offsets.addWidget(QLabel(self.tr("X"), self))
        offsets.addWidget(self.offset_x, 1)
        offsets.addWidget(QLabel(self.tr("Y"), self))
        offsets.addWidget(self.offset_y, 1)

        self.follow = QCheckBox(self.tr("Board follows image"), self)
        self.follow.setObjectName("followImage")
        self.follow.setToolTip(self.tr("Resize the board so that it covers the image "
                                       "(cells already painted keep their place)"))
        board = doc.board
        self.follow.setChecked(current is None or (
            self._current_size is not None
            and board_size_following(doc, current, self._current_size) == (board.width, board.height)))
        self.board_label = plain_label(QLabel(self))
        self.board_label.setObjectName("boardSize")
        self.board_label.setWordWrap(True)

        form = QFormLayout()
        form.addRow(self.tr("Image:"), image_row)
        form.addRow(self.tr("Pixels per square:"), self.px)
        form.addRow(self.tr("Offset (pixels):"), offsets)
        form.addRow("", self.follow)
        form.addRow("", self.board_label)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.calibrate_button = buttons.addButton(self.tr("Calibrate on the Map..."),
                                                  QDialogButtonBox.ButtonRole.ActionRole)
        self.calibrate_button.setToolTip(self.tr("Line a grid up with the image's, with the mouse"))
        self.remove_button = buttons.addButton(self.tr("Remove Background"),
                                               QDialogButtonBox.ButtonRole.DestructiveRole)
        self.remove_button.setEnabled(current is not None)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.calibrate_button.clicked.connect(self._calibrate)
        self.remove_button.clicked.connect(self._remove)

        hint = QLabel(self.tr("PNG, JPEG or WebP. The image is stored inside the .battlemap "
                              "file, so the map stays self-contained."), self)
        hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(buttons)

        for spin in (self.px, self.offset_x, self.offset_y):
            spin.valueChanged.connect(self._update)
        self.follow.toggled.connect(self._update)
        self._update()
        self.resize(max(self.sizeHint().width(), 460), self.sizeHint().height())

    def _spin(self, lo: float, hi: float, name: str) -> QDoubleSpinBox:
        spin = QDoubleSpinBox(self)
        spin.setObjectName(name)
        spin.setRange(lo, hi)
        spin.setDecimals(DECIMALS)
        spin.setSuffix(self.tr(" px"))
        spin.setAccelerated(True)
        return spin

    # --- the image -------------------------------------------------------------------------------
    def choose_file(self) -> bool:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a background image"),
                                              self.folder, image_file_filter())
        return bool(path) and self.use_file(path)

    def use_file(self, path: str | Path) -> bool:
        """Take the image in `path`; on a problem tell the user and keep what
        the dialog had."""
        try:
            loaded = load_image_file(path)
        except BattlemapError as exc:
            plain_text.warning(self, self.tr("Cannot use this image"), str(exc))
            return False
        self.loaded, self.loaded_name = loaded, Path(path).name
        self.folder = str(Path(path).parent)
        self._update()
        return True

    def image_size(self) -> tuple[int, int] | None:
        if self.loaded is not None:
            return self.loaded.width, self.loaded.height
        return self._current_size if self.doc.background is not None else None

    def background(self) -> Background | None:
        """The background the dialog's values describe (None: no image)."""
        if self.loaded is not None:
            data, fmt = self.loaded.data, self.loaded.format
        elif self.doc.background is not None:
            data, fmt = self.doc.background.data, self.doc.background.format
        else:
            return None
        current = self.doc.background
        px, ox, oy = (_kept(spin.value(), getattr(current, name, None)) for spin, name in (
            (self.px, "px_per_square"), (self.offset_x, "offset_x"), (self.offset_y, "offset_y")))
        return Background(data, fmt, px, ox, oy)

    def board_size(self) -> tuple[int, int]:
        """The board's size once the dialog's values are applied."""
        background, size = self.background(), self.image_size()
        board = self.doc.board
        if self.follow.isChecked() and background is not None and size is not None:
            return board_size_following(self.doc, background, size)
        return board.width, board.height

    def edit(self) -> SetBackground | None:
        """The edit the dialog amounts to, or None when it changes nothing."""
        doc = self.doc
        if self.remove_requested:
            return SetBackground(None) if doc.background is not None else None
        background = self.background()
        if background is None:
            return None
        board = doc.board
        size = self.board_size()
        if background == doc.background and size == (board.width, board.height):
            return None
        if self.follow.isChecked():
            return SetBackground.following_image(doc, background, self.image_size())
        return SetBackground(background)

    # --- buttons ---------------------------------------------------------------------------------
    def _remove(self) -> None:
        self.remove_requested = True
        self.accept()

    def _calibrate(self) -> None:
        self.calibrate_requested = True
        self.accept()

    def _update(self) -> None:
        size = self.image_size()
        if self.loaded is not None:
            self.image_label.setText(self.tr("{name}: {w} × {h} pixels, {format}").format(
                name=self.loaded_name, w=size[0], h=size[1],
                format=FORMAT_NAMES.get(self.loaded.format, self.loaded.format)))
        elif self.doc.background is not None and size is not None:
            self.image_label.setText(self.tr("The current background: {w} × {h} pixels, {format}").format(
                w=size[0], h=size[1],
                format=FORMAT_NAMES.get(self.doc.background.format, self.doc.background.format)))
        else:
            self.image_label.setText(self.tr("No image yet: choose a PNG, JPEG or WebP file."))
        has_image = size is not None
        for widget in (self.px, self.offset_x, self.offset_y, self.follow, self.calibrate_button):
            widget.setEnabled(has_image)
        board = self.doc.board
        width, height = self.board_size()
        if not has_image:
            text = ""
        elif (width, height) == (board.width, board.height):
            text = self.tr("The board stays {w} × {h} squares.").format(w=width, h=height)
        else:
            text = self.tr("The board becomes {w} × {h} squares (now {cw} × {ch}).").format(
                w=width, h=height, cw=board.width, ch=board.height)
        if has_image and self.follow.isChecked() and _overflows(self.background(), size):
            text += " " + self.tr("(at most {n} squares each way)").format(n=MAX_SIDE)
        self.board_label.setText(text)


def _kept(value: float, current: float | None) -> float:
    """The spin box's value, or the current exact value when the spin box
    shows it rounded (a file may hold more decimals)."""
    if current is not None and abs(current - value) <= 0.5 * 10 ** -DECIMALS + 1e-9:
        return current
    return round(value, DECIMALS)


def _overflows(background: Background | None, size: tuple[int, int] | None) -> bool:
    """Whether the image holds more than MAX_SIDE squares one way."""
    if background is None or size is None:
        return False
    return any((pixels - offset) / background.px_per_square > MAX_SIDE
               for pixels, offset in ((size[0], background.offset_x), (size[1], background.offset_y)))
