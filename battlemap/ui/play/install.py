"""Hook live play onto the main window: `install_play(window)`, called once
at the end of `MainWindow.__init__`."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from battlemap.ui.play.controller import PlayController

if TYPE_CHECKING:
    from battlemap.ui.main_window import MainWindow


def install_play(window: "MainWindow", rng: random.Random | None = None) -> PlayController:
    """Play mode (F5), the turn order dock, quick conditions on tokens, fog of
    war tools, the ruler and the player view. Sets and returns `window.play`
    (see PlayController for what add-ons may use)."""
    window.play = PlayController(window, rng)
    return window.play
