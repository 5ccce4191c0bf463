"""User-visible names of model values, translated ("Names" context)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from battlemap.core.model import SegmentKind, Size

_SEGMENT_KINDS = {
    SegmentKind.WALL: QT_TRANSLATE_NOOP("Names", "wall"),
    SegmentKind.DOOR: QT_TRANSLATE_NOOP("Names", "door"),
    SegmentKind.WINDOW: QT_TRANSLATE_NOOP("Names", "window"),
    SegmentKind.LOW: QT_TRANSLATE_NOOP("Names", "low wall"),
}
_SIZES = {
    Size.FINE: QT_TRANSLATE_NOOP("Names", "Fine"),
    Size.DIMINUTIVE: QT_TRANSLATE_NOOP("Names", "Diminutive"),
    Size.TINY: QT_TRANSLATE_NOOP("Names", "Tiny"),
    Size.SMALL: QT_TRANSLATE_NOOP("Names", "Small"),
    Size.MEDIUM: QT_TRANSLATE_NOOP("Names", "Medium"),
    Size.LARGE: QT_TRANSLATE_NOOP("Names", "Large"),
    Size.HUGE: QT_TRANSLATE_NOOP("Names", "Huge"),
    Size.GARGANTUAN: QT_TRANSLATE_NOOP("Names", "Gargantuan"),
    Size.COLOSSAL: QT_TRANSLATE_NOOP("Names", "Colossal"),
}
# Conditions offered in the token dock, in this order.
DOCK_CONDITIONS = (
    "prone", "helpless", "unconscious", "stunned", "blinded", "invisible",
    "restrained", "dazed", "surprised", "paralyzed", "asleep",
)
_CONDITIONS = {
    "prone": QT_TRANSLATE_NOOP("Names", "prone"),
    "helpless": QT_TRANSLATE_NOOP("Names", "helpless"),
    "unconscious": QT_TRANSLATE_NOOP("Names", "unconscious"),
    "stunned": QT_TRANSLATE_NOOP("Names", "stunned"),
    "blinded": QT_TRANSLATE_NOOP("Names", "blinded"),
    "invisible": QT_TRANSLATE_NOOP("Names", "invisible"),
    "restrained": QT_TRANSLATE_NOOP("Names", "restrained"),
    "dazed": QT_TRANSLATE_NOOP("Names", "dazed"),
    "surprised": QT_TRANSLATE_NOOP("Names", "surprised"),
    "paralyzed": QT_TRANSLATE_NOOP("Names", "paralyzed"),
    "asleep": QT_TRANSLATE_NOOP("Names", "asleep"),
}
_FACTIONS = {
    "pc": QT_TRANSLATE_NOOP("Names", "PCs"),
    "ally": QT_TRANSLATE_NOOP("Names", "allies"),
    "enemy": QT_TRANSLATE_NOOP("Names", "enemies"),
    "neutral": QT_TRANSLATE_NOOP("Names", "neutral"),
}
COMMON_FACTIONS = tuple(_FACTIONS)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Names", text)


def segment_kind_name(kind: SegmentKind) -> str:
    return _tr(_SEGMENT_KINDS[SegmentKind(kind)])


def size_name(size: Size) -> str:
    return _tr(_SIZES[Size(size)])


def condition_name(condition: str) -> str:
    return _tr(_CONDITIONS[condition]) if condition in _CONDITIONS else condition


def faction_name(faction: str) -> str:
    return _tr(_FACTIONS[faction]) if faction in _FACTIONS else faction
