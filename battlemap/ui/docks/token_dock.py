"""Properties of the selected tokens; each edit is one undoable command."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDockWidget, QFileDialog, QFormLayout, QGridLayout, QGroupBox,
    QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QStackedWidget, QVBoxLayout, QWidget,
)

from shiboken6 import isValid

from battlemap.core.edits import GroupEdits, SetTokenArt, SetTokenProperties
from battlemap.core.errors import BattlemapError
from battlemap.core.model import Change, LightRadii, Size, Token
from battlemap.core.model.light import MAX_RADIUS_FT, presets_for
from battlemap.render.token_art import art_disc_image
from battlemap.ui import plain_text
from battlemap.ui.background.image_files import image_file_filter
from battlemap.ui.commands import SetTokenArtCommand, SetTokenPropertiesCommand
from battlemap.ui.docks.scroll_body import ScrollBody
from battlemap.ui.editor import Editor
from battlemap.ui.names import COMMON_FACTIONS, DOCK_CONDITIONS, condition_name, size_name
from battlemap.ui.scene import MapScene
from battlemap.ui.token_art.art_files import load_art_file

MAX_FEET = 300
ART_PREVIEW_PX = 36

Changes = Callable[[Token], dict[str, Any]]


class TokenDock(QDockWidget):
    """Shows the first selected token; an edit applies to every selected token."""

    def __init__(self, editor: Editor, scene: MapScene, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Token"), parent)
        self.setObjectName("tokenDock")
        self.editor = editor
        self.scene = scene
        self._shown: tuple | None = None  # what the form shows (selection, token, factions)
        self._art_folder = ""  # where the last picture was chosen
        self.stack = QStackedWidget()
        placeholder = QLabel(self.tr("Select a token to edit it."))
        placeholder.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        placeholder.setWordWrap(True)
        placeholder.setMargin(8)
        self.stack.addWidget(placeholder)
        self.stack.addWidget(self._form())
        self.setWidget(ScrollBody(self.stack))
        scene.selectionChanged.connect(self.refresh)
        editor.changed.connect(self._on_change)
        editor.document_replaced.connect(lambda _doc: self.refresh())
        self.refresh()

    # --- the form ---------------------------------------------------------------------------
    def _feet_box(self, minimum: int, special: str) -> QSpinBox:
        box = QSpinBox()
        box.setRange(minimum, MAX_FEET)
        box.setSingleStep(5)
        box.setSuffix(self.tr(" ft"))
        box.setSpecialValueText(special)
        box.setKeyboardTracking(False)
        return box

    def _check(self, text: str, prop: str) -> QCheckBox:
        box = QCheckBox(text)
        box.toggled.connect(lambda on: self._apply(prop, lambda t: {prop: on}))
        return box

    def _form(self) -> QWidget:
        body = QWidget()
        layout = QVBoxLayout(body)
        form = QFormLayout()
        layout.addLayout(form)
        self.name_edit = QLineEdit()
        self.name_edit.editingFinished.connect(
            lambda: self._apply("name", lambda t: {"name": self.name_edit.text().strip()}))
        form.addRow(self.tr("Name"), self.name_edit)
        self.size_box = QComboBox()
        for size in Size:
            self.size_box.addItem(size_name(size), size.value)
        self.size_box.activated.connect(lambda _i: self._apply("size", self._resize))
        form.addRow(self.tr("Size"), self.size_box)
        self.faction_box = QComboBox()
        self.faction_box.setEditable(True)
        self.faction_box.activated.connect(lambda _i: self._set_faction())
        self.faction_box.lineEdit().editingFinished.connect(self._set_faction)
        form.addRow(self.tr("Faction"), self.faction_box)
        form.addRow(self.tr("Art"), self._art_row())
        self.reach_box = self._feet_box(-5, self.tr("by size"))
        self.reach_box.valueChanged.connect(lambda v: self._apply(
            "reach", lambda t: {"reach_ft": None if v < 0 else v}, merge=True))
        form.addRow(self.tr("Reach"), self.reach_box)
        self.darkvision_box = self._feet_box(0, self.tr("none"))
        self.darkvision_box.valueChanged.connect(lambda v: self._apply(
            "darkvision", lambda t: {"darkvision_ft": v}, merge=True))
        form.addRow(self.tr("Darkvision"), self.darkvision_box)
        self.flag_boxes = {
            "low_light": self._check(self.tr("Low-light vision"), "low_light"),
            "see_invisible": self._check(self.tr("See invisible"), "see_invisible"),
            "improved_cover": self._check(self.tr("Improved cover (GM ruling)"), "improved_cover"),
            "hidden": self._check(self.tr("Hidden from players"), "hidden"),
        }
        for box in self.flag_boxes.values():
            form.addRow(box)
        self.light_check = QCheckBox(self.tr("Carries a light"))
        self.light_check.toggled.connect(lambda on: self._apply(
            "light", lambda t: {"light": self._light_radii() if on else None}))
        form.addRow(self.light_check)
        self.light_bright = self._feet_box(0, self.tr("none"))
        self.light_dim = self._feet_box(0, self.tr("none"))
        for spin in (self.light_bright, self.light_dim):
            spin.setRange(0, MAX_RADIUS_FT)
            spin.valueChanged.connect(lambda _v, s=spin: self._set_light_radii(s))
        form.addRow(self.tr("Bright light"), self.light_bright)
        form.addRow(self.tr("Dim light"), self.light_dim)
        group = QGroupBox(self.tr("Conditions"))
        grid = QGridLayout(group)
        self.condition_boxes: dict[str, QCheckBox] = {}
        for i, condition in enumerate(DOCK_CONDITIONS):
            box = QCheckBox(condition_name(condition))
            box.toggled.connect(lambda on, c=condition: self._apply(
                c, lambda t: {"conditions": t.conditions | {c} if on else t.conditions - {c}}))
            self.condition_boxes[condition] = box
            grid.addWidget(box, i // 2, i % 2)
        layout.addWidget(group)
        layout.addStretch(1)
        return body

    def _art_row(self) -> QWidget:
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        self.art_preview = QLabel()
        self.art_preview.setFixedSize(ART_PREVIEW_PX, ART_PREVIEW_PX)
        self.art_button = QPushButton(self.tr("Art…"))
        self.art_button.setToolTip(self.tr("Show a picture (PNG, JPEG or WebP) on the selected "
                                           "tokens; or drop an image file on a token"))
        self.art_button.clicked.connect(self.choose_art)
        self.clear_art_button = QPushButton(self.tr("Clear art"))
        self.clear_art_button.setToolTip(self.tr("Show the initials again"))
        self.clear_art_button.clicked.connect(self.clear_art)
        layout.addWidget(self.art_preview)
        layout.addWidget(self.art_button)
        layout.addWidget(self.clear_art_button)
        layout.addStretch(1)
        return row

    # --- model -> widgets ------------------------------------------------------------------
    def _on_change(self, change: Change) -> None:
        if change.layer in ("tokens", "all") and (
                not change.ids or change.ids & set(self.scene.selected_token_ids())):
            self.refresh()

    def _widgets(self) -> list[QWidget]:
        return [self.name_edit, self.size_box, self.faction_box, self.reach_box,
                self.darkvision_box, *self.flag_boxes.values(), *self.condition_boxes.values(),
                self.light_check, self.light_bright, self.light_dim]

    def refresh(self) -> None:
        if not isValid(self.scene):  # the scene empties itself when it is destroyed
            return
        ids = self.scene.selected_token_ids()
        doc = self.editor.document
        if not ids:
            self.stack.setCurrentIndex(0)
            self._shown = None
            return
        token = doc.tokens[ids[0]]
        factions = list(dict.fromkeys([*COMMON_FACTIONS, *(t.faction for t in doc.tokens.values())]))
        shown = (tuple(ids), replace(token, x=0, y=0), tuple(factions),
                 tuple(doc.tokens[tid].art is not None for tid in ids))
        if shown == self._shown and self.stack.currentIndex() == 1:
            return  # a move (the dock shows no position): nothing to redo, even mid-drag
        self._shown = shown
        self.stack.setCurrentIndex(1)
        if len(ids) > 1:
            self.setWindowTitle(self.tr("Token ({n} selected)").format(n=len(ids)))
        else:
            self.setWindowTitle(self.tr("Token"))
        widgets = self._widgets()
        for widget in widgets:
            widget.blockSignals(True)
        try:
            if not self.name_edit.hasFocus() or self.name_edit.text() != token.name:
                self.name_edit.setText(token.name)
            self.size_box.setCurrentIndex(self.size_box.findData(token.size.value))
            self.faction_box.clear()
            self.faction_box.addItems(factions)
            self.faction_box.setCurrentText(token.faction)
            self.reach_box.setValue(-5 if token.reach_ft is None else token.reach_ft)
            self.darkvision_box.setValue(token.darkvision_ft)
            for prop, box in self.flag_boxes.items():
                box.setChecked(bool(getattr(token, prop)))
            for condition, box in self.condition_boxes.items():
                box.setChecked(condition in token.conditions)
            self.light_check.setChecked(token.light is not None)
            if token.light is not None:
                self.light_bright.setValue(token.light.bright_ft)
                self.light_dim.setValue(token.light.dim_ft)
            self.light_bright.setEnabled(token.light is not None)
            self.light_dim.setEnabled(token.light is not None)
            self._show_art(token, any(doc.tokens[tid].art is not None for tid in ids))
        finally:
            for widget in widgets:
                widget.blockSignals(False)

    def _show_art(self, token: Token, any_art: bool) -> None:
        image = None
        if token.art is not None:
            ratio = self.devicePixelRatioF()
            image = art_disc_image(token.art, round(ART_PREVIEW_PX * ratio))
        if image is None:
            self.art_preview.clear()
        else:
            pixmap = QPixmap.fromImage(image)
            pixmap.setDevicePixelRatio(self.devicePixelRatioF())
            self.art_preview.setPixmap(pixmap)
        self.clear_art_button.setEnabled(any_art)

    # --- widgets -> model -------------------------------------------------------------------
    def choose_art(self) -> bool:
        """Art…: ask for a picture file and show it on the selected tokens."""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose token art"),
                                              self._art_folder, image_file_filter())
        return bool(path) and self.use_art_file(path)

    def use_art_file(self, path: str | Path) -> bool:
        """Show the picture in `path` on the selected tokens (one undo step);
        on a problem tell the user and change nothing."""
        ids = self.scene.selected_token_ids()
        if not ids:
            return False
        try:
            art = load_art_file(path)
        except BattlemapError as exc:
            plain_text.warning(self, self.tr("Cannot use this image"), str(exc))
            return False
        self._art_folder = str(Path(path).parent)
        doc = self.editor.document
        self.editor.push(SetTokenArtCommand(doc, SetTokenArt(ids, art)))
        return True

    def clear_art(self) -> None:
        """Clear art: the selected tokens show their initials again."""
        doc = self.editor.document
        ids = [tid for tid in self.scene.selected_token_ids() if doc.tokens[tid].art is not None]
        if ids:
            self.editor.push(SetTokenArtCommand(doc, SetTokenArt(ids, None)))

    def _resize(self, token: Token) -> dict[str, Any]:
        """A new size, the token moved back onto the board if it grew past an edge."""
        size = Size(self.size_box.currentData())
        board = self.editor.document.board
        n = size.footprint
        return {"size": size, "x": max(min(token.x, board.width - n), 0),
                "y": max(min(token.y, board.height - n), 0)}

    def _light_radii(self) -> LightRadii:
        """The radii in the boxes, or the ruleset's first usual light (RULES §8)."""
        bright, dim = self.light_bright.value(), self.light_dim.value()
        if dim == 0:
            return presets_for(self.editor.document.ruleset)[0].radii
        return LightRadii(min(bright, dim), dim)

    def _set_light_radii(self, changed: QSpinBox) -> None:
        bright, dim = self.light_bright.value(), self.light_dim.value()
        if changed is self.light_bright:
            dim = max(dim, bright)
        else:
            bright = min(bright, dim)
        radii = LightRadii(bright, dim)
        self._apply("light", lambda t: {"light": radii} if t.light is not None else {}, merge=True)

    def _set_faction(self) -> None:
        text = self.faction_box.currentText().strip()
        if text:
            self._apply("faction", lambda t: {"faction": text})

    def _apply(self, prop: str, changes: Changes, merge: bool = False) -> None:
        doc = self.editor.document
        edits = []
        for tid in self.scene.selected_token_ids():
            token = doc.tokens[tid]
            values = changes(token)
            if replace(token, **values) != token:
                edits.append(SetTokenProperties(tid, **values))
        if edits:
            self.editor.push(SetTokenPropertiesCommand(doc, GroupEdits(edits), self._label(prop), merge))

    def _label(self, prop: str) -> str:
        labels = {
            "name": self.tr("name"), "size": self.tr("size"), "faction": self.tr("faction"),
            "reach": self.tr("reach"), "darkvision": self.tr("darkvision"),
            "low_light": self.tr("low-light vision"), "see_invisible": self.tr("see invisible"),
            "improved_cover": self.tr("improved cover"), "hidden": self.tr("hidden"),
            "light": self.tr("light"),
        }
        return labels.get(prop) or condition_name(prop)
