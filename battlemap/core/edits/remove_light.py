"""Take a placed light source off the board."""

from __future__ import annotations

from battlemap.core.edits._lights import insert_light, notify_lights
from battlemap.core.edits.base import Edit
from battlemap.core.model import Document, Light


class RemoveLight(Edit):
    def __init__(self, light_id: str) -> None:
        self.light_id = light_id
        self.removed: tuple[Light, int] | None = None

    def apply(self, doc: Document) -> None:
        light = doc.lights[self.light_id]
        index = list(doc.lights).index(self.light_id)
        del doc.lights[self.light_id]
        self.removed = (light, index)
        notify_lights(doc, light)

    def revert(self, doc: Document) -> None:
        assert self.removed is not None, "revert before apply"
        light, index = self.removed
        insert_light(doc, light, index)
        notify_lights(doc, light)
