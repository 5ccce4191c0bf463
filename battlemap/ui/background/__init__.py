"""Real maps under the grid: the background image dialog, the calibration
mode and the Universal VTT import. `install_background(window)` wires them
into a main window."""

from battlemap.ui.background.install import BackgroundController, install_background

__all__ = ["BackgroundController", "install_background"]
