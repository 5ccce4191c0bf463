"""The map scene, its items and the view."""

from battlemap.ui.scene.map_scene import MapScene
from battlemap.ui.scene.map_view import MapView

__all__ = ["MapScene", "MapView"]
