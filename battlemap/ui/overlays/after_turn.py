"""Window work that waits for the map's frame while a mouse button is held.

A press on the map that changes the attack (placing a template) changes
the toolbars, the legend and the inspector too. Laid out and repainted in
the same turn of the event loop as the overlay controller's work, they made
the frame that shows the new badges late (a toolbar row's relayout and
repaint is several ms). While a button is held, such a refresh runs in the
turn after the controller's last (`OverlayController.turn_finished`, no work
left): the map first, the window's chrome one turn later. With no button
held it runs at once, as before (a click on a toolbar, a menu, an undo).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from shiboken6 import isValid

from battlemap.ui.overlays.item_base import button_held

if TYPE_CHECKING:
    from battlemap.ui.overlays.controller import OverlayController


class AfterMapTurn(QObject):
    """`request()` calls `refresh` now, or (a button held) one turn of the
    event loop after the overlay controller's work is done (its last slice);
    requests in between are coalesced. `pending`: a call is still to come."""

    def __init__(self, controller: "OverlayController", refresh: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self.controller = controller
        self.refresh = refresh
        self._waiting = False  # for the controller's turn
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._fire)
        controller.turn_finished.connect(self._on_turn)
        controller.deferred.append(self)

    @property
    def pending(self) -> bool:
        if not isValid(self._timer):  # its widget is gone (the window closing)
            return False
        return self._waiting or self._timer.isActive()

    def request(self) -> None:
        if not button_held():
            self._waiting = False
            self._timer.stop()
            self.refresh()
        elif self.controller.busy:
            self._waiting = True  # a zero timer now would fire in the controller's own turn
        elif not self._waiting:
            self._timer.start()

    def finish(self) -> None:
        """A pending call, now (`OverlayController.flush`)."""
        if self.pending:
            self._waiting = False
            self._timer.stop()
            self._fire()

    def _on_turn(self) -> None:
        if self._waiting and not self.controller.busy:  # (more slices to come: after the last)
            self._waiting = False
            self._timer.start()  # started within the turn: it fires in the next one

    def _fire(self) -> None:
        if isValid(self.parent()):
            self.refresh()
