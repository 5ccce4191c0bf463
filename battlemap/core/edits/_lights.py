"""Helpers shared by the light edits."""

from __future__ import annotations

from battlemap.core.model import Change, Document, Light


def notify_lights(doc: Document, *lights: Light) -> None:
    """`rect`: the cells of the lights (their light reaches further: the
    listeners recompute the levels, which know how far)."""
    rect = (min(lt.x for lt in lights), min(lt.y for lt in lights),
            max(lt.x for lt in lights) + 1, max(lt.y for lt in lights) + 1)
    doc.notify(Change("lights", rect, frozenset(lt.id for lt in lights)))


def insert_light(doc: Document, light: Light, index: int) -> None:
    """Put `light` at position `index` of `doc.lights` (order is content)."""
    items = list(doc.lights.items())
    items.insert(index, (light.id, light))
    doc.lights.clear()
    doc.lights.update(items)
