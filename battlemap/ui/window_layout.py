"""The window's two layouts, editing and play, each remembered.

Editing: the palette over the token editor (tabbed with the history and the
legend) in one narrow column on the left, the rules inspector under the map,
the editing tools on top. Play (F5): the palette and the token editor give
way to the turn order and the conditions on the right, the editing tools to
the play toolbar; the inspector stays. Switching saves the layout being left
and restores the other, so a GM's own arrangement of each survives; both are
kept in the settings. Every dock scrolls, so the window fits 1280 x 720."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtWidgets import QDockWidget

from battlemap.ui.safety.settings import Settings

if TYPE_CHECKING:
    from battlemap.ui.main_window import MainWindow

STATE_VERSION = 2  # states saved by older layouts are not restored
SIDE_WIDTH = 250      # px: the left (editing) or right (play) column, the first time
INSPECTOR_HEIGHT = 150  # px: header and a few rows, the first time
TOOLBAR_SLACK = 24  # px: handles and margins between toolbars on one row
LEFT = Qt.DockWidgetArea.LeftDockWidgetArea
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea


class WindowLayouts:
    """`window.layouts`: created once every feature has added its docks."""

    def __init__(self, window: "MainWindow") -> None:
        self.window = window
        self.play_state: QByteArray | None = None
        self.edit_state: QByteArray | None = None
        settings = Settings()
        self.play_state = settings.play_window_state
        edit = settings.window_state
        if not (edit is not None and window.restoreState(edit, STATE_VERSION)):
            self.edit_default()
        window.play.play_mode_changed.connect(self._on_play_mode)

    # --- the docks ---------------------------------------------------------------------------
    def _docks(self) -> dict[str, QDockWidget]:
        w = self.window
        return {"palette": w.palette_dock, "token": w.token_dock, "history": w.history_dock,
                "legend": w.overlays.legend, "inspector": w.overlays.inspector,
                "turn": w.play.turn_dock, "conditions": w.play.conditions_dock}

    def edit_default(self) -> None:
        w, d = self.window, self._docks()
        w.addDockWidget(LEFT, d["palette"])
        w.splitDockWidget(d["palette"], d["token"], Qt.Orientation.Vertical)
        w.tabifyDockWidget(d["token"], d["history"])
        w.tabifyDockWidget(d["token"], d["legend"])
        w.addDockWidget(BOTTOM, d["inspector"])
        w.addDockWidget(RIGHT, d["turn"])
        w.splitDockWidget(d["turn"], d["conditions"], Qt.Orientation.Vertical)
        for key in ("palette", "token", "history", "legend", "inspector"):
            d[key].show()
        d["turn"].hide()
        d["conditions"].hide()
        d["token"].raise_()
        w.toolbar.show()
        w.play.toolbar.hide()
        w.resizeDocks([d["palette"]], [SIDE_WIDTH], Qt.Orientation.Horizontal)
        w.resizeDocks([d["inspector"]], [INSPECTOR_HEIGHT], Qt.Orientation.Vertical)

    def play_default(self) -> None:
        w, d = self.window, self._docks()
        for key in ("palette", "token", "history", "legend"):
            d[key].hide()
        w.addDockWidget(RIGHT, d["turn"])
        w.splitDockWidget(d["turn"], d["conditions"], Qt.Orientation.Vertical)
        for key in ("turn", "conditions", "inspector"):
            d[key].show()
        w.toolbar.hide()
        w.play.toolbar.show()
        w.resizeDocks([d["turn"]], [SIDE_WIDTH], Qt.Orientation.Horizontal)
        w.resizeDocks([d["inspector"]], [INSPECTOR_HEIGHT], Qt.Orientation.Vertical)
        w.resizeDocks([d["turn"], d["conditions"]], [1, 1], Qt.Orientation.Vertical)  # halves

    # --- toolbars ----------------------------------------------------------------------------------
    def fit_toolbars(self) -> None:
        """The attack toolbar shares the first row when the window is wide
        enough for both (English at 1366 px), else it gets a row of its own."""
        w = self.window
        attack = w.overlays.toolbar
        first = [t for t in (w.toolbar, w.play.toolbar) if not t.isHidden()]
        if attack.isHidden() or not first:
            return
        needed = sum(t.sizeHint().width() for t in first) + attack.sizeHint().width() + TOOLBAR_SLACK
        own_row = needed > w.width()
        _set_break(w, attack, own_row)
        controls = getattr(getattr(w, "templates", None), "controls", None)
        if controls is not None and not controls.toolbar.isHidden():
            # the template controls join the attack's row when it has one of its own and room
            beside = attack.sizeHint().width() + controls.toolbar.sizeHint().width() + TOOLBAR_SLACK
            _set_break(w, controls.toolbar, not own_row or beside > w.width())

    # --- switching and keeping -----------------------------------------------------------------
    def _on_play_mode(self, on: bool) -> None:
        w = self.window
        if on:
            self.edit_state = w.saveState(STATE_VERSION)
            if self.play_state is None or not w.restoreState(self.play_state, STATE_VERSION):
                self.play_default()
        else:
            self.play_state = w.saveState(STATE_VERSION)
            if self.edit_state is None or not w.restoreState(self.edit_state, STATE_VERSION):
                self.edit_default()
        self.fit_toolbars()

    def save(self) -> None:
        """Both layouts into the settings (the one shown as it is now)."""
        current = self.window.saveState(STATE_VERSION)
        playing = self.window.play.active
        edit = self.edit_state if playing else current
        play = current if playing else self.play_state
        settings = Settings()
        if edit is not None:
            settings.window_state = edit
        if play is not None:
            settings.play_window_state = play


def refit_when_resized(toolbar) -> None:
    """After a toolbar's contents were shown, hidden or renamed: when its
    width changed, the window fits its toolbar rows again (a row of its own,
    or beside the tools) rather than hide its last buttons behind »."""
    width = toolbar.sizeHint().width()
    if toolbar.property("fitted_width") != width:
        toolbar.setProperty("fitted_width", width)
        layouts = getattr(toolbar.window(), "layouts", None)
        if layouts is not None:
            layouts.fit_toolbars()


def _set_break(window, toolbar, on: bool) -> None:
    """A row break before `toolbar` or none."""
    if on != window.toolBarBreak(toolbar):
        if on:
            window.insertToolBarBreak(toolbar)
        else:
            window.removeToolBarBreak(toolbar)
