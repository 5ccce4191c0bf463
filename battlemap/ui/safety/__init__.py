"""Never lose a map: autosave, crash recovery, preferences (`install_safety`)."""

from battlemap.ui.safety.install import SafetyController, install_safety

__all__ = ["SafetyController", "install_safety"]
