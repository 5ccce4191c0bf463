"""Place a light source in a cell (RULES §8)."""

from __future__ import annotations

from battlemap.core.edits._lights import insert_light, notify_lights
from battlemap.core.edits.base import Edit
from battlemap.core.model import Document, Light


class AddLight(Edit):
    """Add `light` (its id must be new and its cell on the board)."""

    def __init__(self, light: Light) -> None:
        self.light = light

    def apply(self, doc: Document) -> None:
        if self.light.id in doc.lights:
            raise ValueError(f"light id {self.light.id!r} already exists")
        if not doc.board.contains(self.light.x, self.light.y):
            raise ValueError(f"cell ({self.light.x}, {self.light.y}) is off the board")
        insert_light(doc, self.light, len(doc.lights))
        notify_lights(doc, self.light)

    def revert(self, doc: Document) -> None:
        del doc.lights[self.light.id]
        notify_lights(doc, self.light)


def new_light_id(doc: Document) -> str:
    """A light id not used yet: light1, light2..."""
    n = len(doc.lights) + 1
    while f"light{n}" in doc.lights:
        n += 1
    return f"light{n}"
