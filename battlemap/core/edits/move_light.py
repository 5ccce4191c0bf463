"""Move a placed light source to another cell."""

from __future__ import annotations

from battlemap.core.edits._lights import notify_lights
from battlemap.core.edits.base import Edit
from battlemap.core.model import Document


class MoveLight(Edit):
    """Move light `light_id` to cell (x, y). The steps of one drag merge."""

    def __init__(self, light_id: str, x: int, y: int) -> None:
        self.light_id = light_id
        self.x, self.y = int(x), int(y)
        self.start: tuple[int, int] | None = None

    def _move(self, doc: Document, x: int, y: int) -> None:
        if not doc.board.contains(x, y):
            raise ValueError(f"cell ({x}, {y}) is off the board")
        old = doc.lights[self.light_id]
        new = old.moved_to(x, y)
        doc.lights[self.light_id] = new
        notify_lights(doc, old, new)

    def apply(self, doc: Document) -> None:
        light = doc.lights[self.light_id]
        if self.start is None:
            self.start = (light.x, light.y)
        self._move(doc, self.x, self.y)

    def revert(self, doc: Document) -> None:
        assert self.start is not None, "revert before apply"
        self._move(doc, *self.start)

    def can_merge(self, other: Edit) -> bool:
        return isinstance(other, MoveLight) and other.light_id == self.light_id

    def absorb(self, other: Edit) -> None:
        assert isinstance(other, MoveLight)
        self.x, self.y = other.x, other.y

    def is_noop(self) -> bool:
        return self.start == (self.x, self.y)
