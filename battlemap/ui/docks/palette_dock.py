"""The palette: terrain to paint, brush size, kind of wall line, new token template."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QButtonGroup, QComboBox, QDockWidget, QFormLayout, QGridLayout, QGroupBox, QLineEdit,
    QSizePolicy, QSpinBox, QToolButton, QVBoxLayout, QWidget,
)

from battlemap.core.model import LightRadii, SegmentKind, Size
from battlemap.core.model.light import MAX_RADIUS_FT, presets_for
from battlemap.ui.docks.scroll_body import ScrollBody
from battlemap.ui.icons import segment_icon, terrain_icon
from battlemap.ui.names import COMMON_FACTIONS, segment_kind_name, size_name
from battlemap.ui.tools.palette import MAX_BRUSH_SIZE, TERRAIN_BRUSHES, Palette

TERRAIN_TOOLS = ("brush", "rectangle", "bucket")
# The light presets' names (core/model/light.py PRESETS), for lupdate.
PRESET_NAMES = (
    QT_TRANSLATE_NOOP("LightPresets", "Torch"), QT_TRANSLATE_NOOP("LightPresets", "Hooded lantern"),
    QT_TRANSLATE_NOOP("LightPresets", "Sunrod"), QT_TRANSLATE_NOOP("LightPresets", "Light (spell)"),
    QT_TRANSLATE_NOOP("LightPresets", "Lantern"), QT_TRANSLATE_NOOP("LightPresets", "Beacon"),
)


def _button(icon, text: str) -> QToolButton:
    button = QToolButton()
    button.setIcon(icon)
    button.setText(text)
    button.setCheckable(True)
    button.setAutoRaise(True)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    return button


class PaletteDock(QDockWidget):
    """Edits a `Palette`. Picking a terrain asks for a painting tool
    (`tool_requested("brush")` unless one is active); picking a line kind
    asks for the wall line tool. Keys 1-8 pick the terrains."""

    tool_requested = Signal(str)

    def __init__(self, palette: Palette, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Palette"), parent)
        self.setObjectName("paletteDock")
        self.palette_model = palette
        self.active_tool = "select"
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)  # a narrow column on a laptop screen
        layout.addWidget(self._terrain_box())
        layout.addWidget(self._line_box())
        layout.addWidget(self._token_box())
        layout.addWidget(self._light_box())
        layout.addStretch(1)
        self.setWidget(ScrollBody(body))

    # --- sections ---------------------------------------------------------------------
    def _terrain_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Terrain"))
        grid = QGridLayout(box)
        grid.setSpacing(2)
        self.terrain_buttons = QButtonGroup(self)
        self.terrain_buttons.setExclusive(True)
        self.terrain_button = {}
        for i, brush in enumerate(TERRAIN_BRUSHES):
            button = _button(terrain_icon(brush.layer, brush.value), brush.name())
            button.setToolTip(self.tr("{name} (key {n})").format(name=brush.name(), n=i + 1))
            button.clicked.connect(lambda _c=False, key=brush.key: self.pick_terrain(key))
            self.terrain_buttons.addButton(button)
            self.terrain_button[brush.key] = button
            grid.addWidget(button, i // 2, i % 2)
            shortcut = QAction(brush.name(), self)  # named: the shortcut sheet lists it
            shortcut.setShortcut(QKeySequence(str(i + 1)))
            shortcut.triggered.connect(lambda _c=False, key=brush.key: self.pick_terrain(key))
            self.addAction(shortcut)
        self.terrain_button[self.palette_model.terrain.key].setChecked(True)
        form = QFormLayout()
        self.brush_size = QSpinBox()
        self.brush_size.setRange(1, MAX_BRUSH_SIZE)
        self.brush_size.setValue(self.palette_model.brush_size)
        self.brush_size.valueChanged.connect(self.palette_model.set_brush_size)
        form.addRow(self.tr("Brush size (squares)"), self.brush_size)
        grid.addLayout(form, len(TERRAIN_BRUSHES) // 2 + 1, 0, 1, 2)
        return box

    def _line_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Wall line"))
        grid = QGridLayout(box)
        grid.setSpacing(2)
        self.kind_buttons = QButtonGroup(self)
        self.kind_button = {}
        for i, kind in enumerate((SegmentKind.WALL, SegmentKind.DOOR, SegmentKind.WINDOW, SegmentKind.LOW)):
            button = _button(segment_icon(kind), segment_kind_name(kind).capitalize())
            button.clicked.connect(lambda _c=False, k=kind: self.pick_segment_kind(k))
            self.kind_buttons.addButton(button)
            self.kind_button[kind] = button
            grid.addWidget(button, i // 2, i % 2)
        self.kind_button[self.palette_model.segment_kind].setChecked(True)
        return box

    def _token_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("New token"))
        form = QFormLayout(box)
        self.token_name = QLineEdit(self.palette_model.token_name)
        self.token_name.editingFinished.connect(
            lambda: self.palette_model.set_token_template(name=self.token_name.text().strip()
                                                          or self.palette_model.token_name))
        form.addRow(self.tr("Name"), self.token_name)
        self.token_size = QComboBox()
        for size in Size:
            self.token_size.addItem(size_name(size), size.value)
        self.token_size.setCurrentIndex(self.token_size.findData(self.palette_model.token_size.value))
        self.token_size.activated.connect(
            lambda _i: self.palette_model.set_token_template(size=self.token_size.currentData()))
        form.addRow(self.tr("Size"), self.token_size)
        self.token_faction = QComboBox()
        self.token_faction.setEditable(True)
        self.token_faction.addItems(COMMON_FACTIONS)
        self.token_faction.setCurrentText(self.palette_model.token_faction)
        self.token_faction.currentTextChanged.connect(
            lambda text: text.strip() and self.palette_model.set_token_template(faction=text.strip()))
        form.addRow(self.tr("Faction"), self.token_faction)
        return box

    def _light_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("New light"))
        form = QFormLayout(box)
        self.light_preset = QComboBox()
        self.light_preset.activated.connect(lambda _i: self._pick_preset())
        form.addRow(self.tr("Kind"), self.light_preset)
        self.light_bright = QSpinBox()
        self.light_dim = QSpinBox()
        for spin in (self.light_bright, self.light_dim):
            spin.setRange(0, MAX_RADIUS_FT)
            spin.setSingleStep(5)
            spin.setSuffix(self.tr(" ft"))
            spin.setKeyboardTracking(False)
            spin.valueChanged.connect(lambda _v, s=spin: self._custom_radii(s))
        form.addRow(self.tr("Bright radius"), self.light_bright)
        form.addRow(self.tr("Dim radius"), self.light_dim)
        self.set_ruleset("dnd35")
        return box

    def set_ruleset(self, ruleset: str) -> None:
        """Offer the ruleset's usual light sources (RULES §8), then custom radii."""
        self.light_preset.blockSignals(True)
        self.light_preset.clear()
        self._presets = presets_for(ruleset)
        for preset in self._presets:
            r = preset.radii
            self.light_preset.addItem(self.tr("{name} ({bright}/{dim} ft)").format(
                name=QCoreApplication.translate("LightPresets", preset.name),
                bright=r.bright_ft, dim=r.dim_ft), preset.key)
        self.light_preset.addItem(self.tr("Custom radii"), "")
        self.light_preset.blockSignals(False)
        self._pick_preset()

    def _pick_preset(self) -> None:
        key = self.light_preset.currentData()
        preset = next((p for p in self._presets if p.key == key), None)
        if preset is None:
            self._custom_radii(None)
            return
        for spin, value in ((self.light_bright, preset.radii.bright_ft),
                            (self.light_dim, preset.radii.dim_ft)):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)
        self.palette_model.set_light(preset.radii, preset.name)

    def _custom_radii(self, changed: QSpinBox | None) -> None:
        """Custom radii: dim stays at least bright (the one not being edited moves)."""
        bright, dim = self.light_bright.value(), self.light_dim.value()
        if dim < bright:
            other = self.light_dim if changed is self.light_bright else self.light_bright
            other.blockSignals(True)
            other.setValue(bright if other is self.light_dim else dim)
            other.blockSignals(False)
            bright, dim = self.light_bright.value(), self.light_dim.value()
        if changed is not None:
            self.light_preset.setCurrentIndex(self.light_preset.count() - 1)
        self.palette_model.set_light(LightRadii(bright, dim), "")

    # --- picking ----------------------------------------------------------------------
    def pick_terrain(self, key: str) -> None:
        self.palette_model.set_terrain(key)
        self.terrain_button[key].setChecked(True)
        if self.active_tool not in TERRAIN_TOOLS:
            self.tool_requested.emit("brush")

    def pick_segment_kind(self, kind: SegmentKind) -> None:
        self.palette_model.set_segment_kind(kind)
        self.kind_button[kind].setChecked(True)
        self.tool_requested.emit("line")

    def on_tool_changed(self, tool) -> None:
        self.active_tool = tool.key
