"""What the painting tools paint: terrain, brush size, line kind, new token."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal

from battlemap.core.model import LightRadii, Obscure, SegmentKind, Size, Solid


@dataclass(frozen=True)
class TerrainBrush:
    key: str
    layer: str  # "solid" or "obscure"
    value: int
    label: str  # untranslated button label; see name()
    noun: str  # untranslated, as it reads in "Paint ..."; see noun_text()

    def name(self) -> str:
        return QCoreApplication.translate("Palette", self.label)

    def noun_text(self) -> str:
        return QCoreApplication.translate("Palette", self.noun)


def _brush(key: str, layer: str, value: int, label: str, noun: str) -> TerrainBrush:
    return TerrainBrush(key, layer, int(value), label, noun)


TERRAIN_BRUSHES: tuple[TerrainBrush, ...] = (
    _brush("wall", "solid", Solid.WALL, QT_TRANSLATE_NOOP("Palette", "Wall"),
           QT_TRANSLATE_NOOP("Palette", "wall")),
    _brush("low", "solid", Solid.LOW, QT_TRANSLATE_NOOP("Palette", "Low obstacle"),
           QT_TRANSLATE_NOOP("Palette", "low obstacle")),
    _brush("fog", "obscure", Obscure.FOG, QT_TRANSLATE_NOOP("Palette", "Fog"),
           QT_TRANSLATE_NOOP("Palette", "fog")),
    _brush("heavy_fog", "obscure", Obscure.HEAVY_FOG, QT_TRANSLATE_NOOP("Palette", "Heavy fog"),
           QT_TRANSLATE_NOOP("Palette", "heavy fog")),
    _brush("dim", "obscure", Obscure.DIM, QT_TRANSLATE_NOOP("Palette", "Dim light"),
           QT_TRANSLATE_NOOP("Palette", "dim light")),
    _brush("darkness", "obscure", Obscure.DARKNESS, QT_TRANSLATE_NOOP("Palette", "Darkness"),
           QT_TRANSLATE_NOOP("Palette", "darkness")),
    _brush("clear_solid", "solid", Solid.EMPTY, QT_TRANSLATE_NOOP("Palette", "Clear solid"),
           QT_TRANSLATE_NOOP("Palette", "open ground")),
    _brush("clear_obscure", "obscure", Obscure.NONE, QT_TRANSLATE_NOOP("Palette", "Clear obscurement"),
           QT_TRANSLATE_NOOP("Palette", "clear air")),
)
BRUSHES_BY_KEY = {b.key: b for b in TERRAIN_BRUSHES}
MAX_BRUSH_SIZE = 9


class Palette(QObject):
    """The painting tools' shared choices. `changed` fires on any change."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.terrain: TerrainBrush = TERRAIN_BRUSHES[0]
        self.brush_size = 1
        self.segment_kind = SegmentKind.WALL
        self.token_name = QCoreApplication.translate("Palette", "Creature")
        self.token_size = Size.MEDIUM
        self.token_faction = "enemy"
        self.light_radii = LightRadii(20, 40)  # the next light placed (RULES §8 torch)
        self.light_name = "Torch"  # English preset name, translated where shown

    def set_terrain(self, key: str) -> None:
        self.terrain = BRUSHES_BY_KEY[key]
        self.changed.emit()

    def set_brush_size(self, size: int) -> None:
        self.brush_size = min(max(int(size), 1), MAX_BRUSH_SIZE)
        self.changed.emit()

    def set_segment_kind(self, kind: SegmentKind | str) -> None:
        self.segment_kind = SegmentKind(kind)
        self.changed.emit()

    def set_light(self, radii: LightRadii, name: str) -> None:
        self.light_radii = radii
        self.light_name = name
        self.changed.emit()

    def set_token_template(self, name: str | None = None, size: Size | str | None = None,
                           faction: str | None = None) -> None:
        if name is not None:
            self.token_name = name
        if size is not None:
            self.token_size = Size(size)
        if faction is not None:
            self.token_faction = faction
        self.changed.emit()
