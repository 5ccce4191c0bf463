"""Change how far a placed light source shines."""

from __future__ import annotations

from battlemap.core.edits._lights import notify_lights
from battlemap.core.edits.base import Edit
from battlemap.core.model import Document, Light, LightRadii


class SetLightRadii(Edit):
    """Give light `light_id` new radii (and a name, when given). Successive
    changes of one light merge (a spin box being stepped)."""

    def __init__(self, light_id: str, radii: LightRadii, name: str | None = None) -> None:
        self.light_id = light_id
        self.radii = radii
        self.name = name
        self.before: Light | None = None

    def _after(self) -> Light:
        assert self.before is not None
        name = self.before.name if self.name is None else self.name
        return Light(self.before.id, self.before.x, self.before.y, self.radii, name)

    def apply(self, doc: Document) -> None:
        if self.before is None:
            self.before = doc.lights[self.light_id]
        doc.lights[self.light_id] = self._after()
        notify_lights(doc, self.before)

    def revert(self, doc: Document) -> None:
        assert self.before is not None, "revert before apply"
        doc.lights[self.light_id] = self.before
        notify_lights(doc, self.before)

    def can_merge(self, other: Edit) -> bool:
        return isinstance(other, SetLightRadii) and other.light_id == self.light_id

    def absorb(self, other: Edit) -> None:
        assert isinstance(other, SetLightRadii)
        self.radii, self.name = other.radii, other.name if other.name is not None else self.name

    def is_noop(self) -> bool:
        return self.before is not None and self._after() == self.before
