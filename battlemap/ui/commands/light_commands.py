"""Undo commands of the light edits: place, move, change and remove a light,
and the map's ambient level (RULES §8)."""

from __future__ import annotations

from typing import Hashable

from PySide6.QtCore import QCoreApplication

from battlemap.core.edits import AddLight, MoveLight, RemoveLight, SetAmbient, SetLightRadii
from battlemap.core.model import Document
from battlemap.ui.commands.edit_command import EditCommand


class AddLightCommand(EditCommand):
    def __init__(self, doc: Document, edit: AddLight) -> None:
        text = QCoreApplication.translate("LightCommands", "Place {name}")
        super().__init__(doc, edit, text.format(name=edit.light.label))


class MoveLightCommand(EditCommand):
    """The steps of one drag share a merge key and make one undo step."""

    merge_id = 1701

    def __init__(self, doc: Document, edit: MoveLight, merge_key: Hashable | None = None) -> None:
        text = QCoreApplication.translate("LightCommands", "Move {name}")
        super().__init__(doc, edit, text.format(name=doc.lights[edit.light_id].label), merge_key)


class RemoveLightCommand(EditCommand):
    def __init__(self, doc: Document, edit: RemoveLight) -> None:
        text = QCoreApplication.translate("LightCommands", "Remove {name}")
        super().__init__(doc, edit, text.format(name=doc.lights[edit.light_id].label))


class SetLightRadiiCommand(EditCommand):
    merge_id = 1702

    def __init__(self, doc: Document, edit: SetLightRadii,
                 merge_key: Hashable | None = None) -> None:
        text = QCoreApplication.translate("LightCommands", "Change {name}")
        super().__init__(doc, edit, text.format(name=doc.lights[edit.light_id].label), merge_key)


class SetAmbientCommand(EditCommand):
    def __init__(self, doc: Document, edit: SetAmbient) -> None:
        text = QCoreApplication.translate("LightCommands", "Set ambient light")
        super().__init__(doc, edit, text)
