"""No full garbage collection while a mouse button is held on the map.

Python's cyclic collector now and then walks every object the program holds
(a 60 x 60 dungeon with its document, the engine's caches and Qt's wrappers:
~160 000 objects, ~100 ms). It starts whenever enough new objects have piled
up, so in the middle of a drag it is a frozen frame. While a button is held,
what existed at the press is frozen (`gc.freeze`, which costs nothing): the
collections of the drag walk only the objects made since. A moment after the
release (`QUIET_MS`, or at once when the view goes away), everything is
unfrozen again and the collector catches up in its own time, so nothing made
before a drag is kept for longer than that.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

QUIET_MS = 1000  # after the release; a press within it keeps the objects frozen

# The frozen generation is the process's, not a view's: with several views
# (the player view's, a view going away after a drag), objects are unfrozen
# only when none of them holds them frozen any more.
_holders = {"count": 0}


def _release() -> None:
    _holders["count"] -= 1
    if _holders["count"] == 0:
        gc.unfreeze()


class CollectorPause(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(QUIET_MS)
        self._timer.timeout.connect(self.resume)
        self._state = state = {"frozen": False}  # read once this object is gone, too
        self.destroyed.connect(lambda *_: state["frozen"] and _release())

    def pause(self) -> None:
        """A button went down: freeze what exists (again: objects made since
        the last press join)."""
        self._timer.stop()
        if not self._state["frozen"]:
            self._state["frozen"] = True
            _holders["count"] += 1
        gc.freeze()

    def resume_later(self) -> None:
        """A button went up: unfreeze once the mouse has rested a moment."""
        if self.frozen:
            self._timer.start()

    @property
    def frozen(self) -> bool:
        return self._state["frozen"]

    def resume(self) -> None:
        self._timer.stop()
        if self.frozen:
            self._state["frozen"] = False
            _release()
