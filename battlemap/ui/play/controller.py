"""Live play at the table: play mode, the turn order, quick conditions, fog of
war, the ruler and the player view, hooked onto the main window."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMenu, QToolBar
from shiboken6 import isValid

from battlemap.core.edits.advance_turn import AdvanceTurn
from battlemap.core.edits.reveal_cells import RevealCells
from battlemap.core.edits.set_initiative import SetInitiative
from battlemap.core.model import Change, Document
from battlemap.core.rules import Attack
from battlemap.ui.play.commands import AdvanceTurnCommand, RevealCellsCommand, SetInitiativeCommand
from battlemap.ui.play.conditions import QuickConditions
from battlemap.ui.play.conditions_dock import ConditionsDock
from battlemap.ui.play.fog_item import FogItem
from battlemap.ui.play.fog_tools import FogBrushTool, FogRectTool
from battlemap.ui.play.icons import play_icon
from battlemap.ui.play.player_window import PlayerWindow, _Repaint
from battlemap.ui.play.ruler import RulerTool
from battlemap.ui.play.turn_order import TurnOrderDock
from battlemap.ui.tools.base import Tool

if TYPE_CHECKING:
    from battlemap.ui.main_window import MainWindow

# Tools that change terrain or walls: locked in play mode.
LOCKED_TOOLS = frozenset({"brush", "rectangle", "bucket", "eraser", "line"})
# Tools for play mode only.
PLAY_TOOLS = frozenset({"fog_brush", "fog_rectangle"})
PLAY_SCALE = 1.5  # badges, lines and labels in play mode, for reading from across the table
_MOUSE_EVENTS = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
                 QEvent.Type.MouseButtonDblClick)


class PlayController(QObject):
    """`window.play`. For add-ons (the rules overlays):

    - `active` and `play_mode_changed(bool)`: play mode on or off;
    - `scale` (1.0, or PLAY_SCALE in play mode): how much to enlarge badges,
      lines and labels; `scale_changed(float)` follows it;
    - `turn_dock` (the turn order), `conditions` (quick conditions),
      `ruler`, `fog_brush`, `fog_rect` (tools), `player_window` (None until
      first shown; `show_player_view()` makes it).

    The current creature of the turn order becomes the attacker: it is
    selected in the scene (`window.scene.select_tokens([id])`)."""

    play_mode_changed = Signal(bool)
    scale_changed = Signal(float)

    def __init__(self, window: "MainWindow", rng: random.Random | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.active = False
        self.player_window: PlayerWindow | None = None
        ctx = window.tools.ctx
        self.fog_item = FogItem(window.scene)
        self.fog_brush = FogBrushTool(ctx)
        self.fog_rect = FogRectTool(ctx)
        self.ruler = RulerTool(ctx, scale=lambda: self.scale)
        for tool in (self.ruler, self.fog_brush, self.fog_rect):
            self._register(tool)
        self._build_actions()
        self.turn_dock = TurnOrderDock(self, rng)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.turn_dock)
        history = getattr(window, "history_dock", None)
        if history is not None:  # a tab beside the history: the right column stays short
            window.tabifyDockWidget(history, self.turn_dock)
        window.docks.append(self.turn_dock)
        window.menus.panels_menu.addAction(self.turn_dock.toggleViewAction())
        self.conditions = QuickConditions(self)
        self.conditions_dock = ConditionsDock(self.conditions, window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.conditions_dock)
        self.conditions_dock.hide()  # play mode's layout shows it
        window.docks.append(self.conditions_dock)
        window.menus.panels_menu.addAction(self.conditions_dock.toggleViewAction())
        self._build_toolbar()
        self._build_menus()
        window.tools.tool_changed.connect(self._on_tool_changed)
        window.view.viewport().installEventFilter(self)
        window.installEventFilter(self)
        window.editor.changed.connect(self._on_change)
        window.editor.document_replaced.connect(self._on_document_replaced)
        self._current_id = self.document.play.current_id()
        self._update_enabled()

    @property
    def document(self) -> Document:
        return self.window.editor.document

    @property
    def scale(self) -> float:
        return PLAY_SCALE if self.active else 1.0

    # --- construction ------------------------------------------------------------------------
    def _register(self, tool: Tool) -> None:
        """Add a tool to the window's tool manager, with its action."""
        tools = self.window.tools
        tools.tools[tool.key] = tool
        action = QAction(play_icon(tool.key), tool.label(), tools)
        action.setShortcut(QKeySequence(tool.shortcut))
        action.setCheckable(True)
        action.setToolTip(self.tr("{label} ({shortcut})").format(label=tool.label(),
                                                                  shortcut=tool.shortcut))
        action.setStatusTip(tool.hint())
        action.triggered.connect(lambda _checked=False, k=tool.key: tools.activate(k))
        tools.group.addAction(action)
        tools.actions[tool.key] = action
        self.window.menus.tools_menu.addAction(action)

    def _action(self, text: str, slot, shortcut: str | None = None, icon: str | None = None,
                checkable: bool = False) -> QAction:
        action = QAction(text, self)
        if icon:
            action.setIcon(play_icon(icon))
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
            action.setToolTip(f"{text} ({shortcut})")
        action.setCheckable(checkable)
        if checkable:
            action.toggled.connect(slot)
        else:
            action.triggered.connect(lambda _checked=False: slot())
        return action

    def _build_actions(self) -> None:
        tr = self.tr
        self.play_mode_action = self._action(tr("Play mode"), self.set_play_mode, "F5",
                                             "play_mode", checkable=True)
        self.play_mode_action.setStatusTip(tr(
            "At the table: terrain and walls locked, fog of war, bigger labels"))
        self.next_turn_action = self._action(tr("Next turn"), self.next_turn, "N", "next_turn")
        self.previous_turn_action = self._action(tr("Previous turn"), self.previous_turn,
                                                 "Shift+N", "previous_turn")
        self.cover_all_action = self._action(tr("Cover the whole map with fog"),
                                             lambda: self.set_fog(False))
        self.reveal_all_action = self._action(tr("Reveal the whole map"),
                                              lambda: self.set_fog(True))
        self.fog_off_action = self._action(tr("Turn fog of war off"), lambda: self.set_fog(None))
        self.player_view_action = self._action(tr("Player view"), self.show_player_view, "F6",
                                               "player_view", checkable=True)
        self.player_view_action.setStatusTip(tr(
            "A second window for the players' screen: no hidden tokens, fog of war in black"))
        self.player_overlays_action = self._action(
            tr("Show the attacker's overlays to players"), self._set_player_overlays,
            checkable=True)
        self.follow_gm_action = self._action(tr("Player view follows my view"),
                                             self._set_follow_gm, checkable=True)
        self.follow_gm_action.setChecked(True)
        self.player_fit_action = self._action(tr("Fit the map in the player view"),
                                              self._fit_player_view)
        self.leave_full_screen_action = self._action(tr("Leave full screen"),
                                                     self._leave_full_screen)

    def _build_toolbar(self) -> None:
        window = self.window
        window.toolbar.addAction(self.play_mode_action)
        self.toolbar = QToolBar(self.tr("Play"), window)
        self.toolbar.setObjectName("playToolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        # play mode's own toolbar, in place of the editing tools (see window_layout)
        tools = window.tools.actions
        for action in (tools["select"], tools["ruler"], tools["fog_brush"], tools["fog_rectangle"]):
            self.toolbar.addAction(action)
        self.toolbar.addSeparator()
        for action in (self.previous_turn_action, self.next_turn_action):
            self.toolbar.addAction(action)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.player_view_action)
        self.toolbar.addAction(self.play_mode_action)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        window.menus.panels_menu.addAction(self.toolbar.toggleViewAction())

    def _build_menus(self) -> None:
        window = self.window
        bar = window.menuBar()
        self.menu = QMenu(self.tr("&Play"), bar)
        bar.insertMenu(bar.actions()[-1], self.menu)  # before Help
        menu = self.menu
        menu.addAction(self.play_mode_action)
        menu.addSeparator()
        menu.addAction(self.next_turn_action)
        menu.addAction(self.previous_turn_action)
        menu.addAction(self.turn_dock.roll_action)
        menu.addAction(self.turn_dock.add_action)
        menu.addAction(self.turn_dock.clear_action)
        menu.addSeparator()
        conditions = menu.addMenu(self.tr("Conditions of the selected tokens"))
        for action in self.conditions.actions.values():
            conditions.addAction(action)
        conditions.addSeparator()
        conditions.addAction(self.conditions.hidden_action)
        menu.addSeparator()
        tools = window.tools.actions
        for action in (tools["ruler"], tools["fog_brush"], tools["fog_rectangle"]):
            menu.addAction(action)
        menu.addAction(self.cover_all_action)
        menu.addAction(self.reveal_all_action)
        menu.addAction(self.fog_off_action)
        view = window.view_menu
        view.addSeparator()
        view.addAction(self.player_view_action)
        self.screens_menu = view.addMenu(self.tr("Player view full screen on"))
        self.screens_menu.aboutToShow.connect(self._fill_screens)
        view.addAction(self.leave_full_screen_action)
        view.addAction(self.follow_gm_action)
        view.addAction(self.player_fit_action)
        view.addAction(self.player_overlays_action)

    # --- play mode ---------------------------------------------------------------------------
    def set_play_mode(self, on: bool) -> None:
        on = bool(on)
        if on == self.active:
            return
        self.active = on
        if self.play_mode_action.isChecked() != on:
            self.play_mode_action.setChecked(on)
        self._update_enabled()
        tools = self.window.tools
        key = tools.current.key if tools.current is not None else ""
        if (on and key in LOCKED_TOOLS) or (not on and key in PLAY_TOOLS | {"ruler"}):
            tools.activate("select")
        if not on:
            self.ruler.dismiss()  # the measurement ends with play mode
        if on:
            self.window.statusBar().showMessage(self.tr(
                "Play mode: terrain and walls are locked; F5 goes back to editing"), 5000)
        else:
            self.window.statusBar().clearMessage()
        self.ruler.refresh()
        self.play_mode_changed.emit(on)
        self.scale_changed.emit(self.scale)
        self._repaint_player()

    def _update_enabled(self) -> None:
        actions = self.window.tools.actions
        for key in LOCKED_TOOLS:
            if key in actions:
                actions[key].setEnabled(not self.active)
        for key in PLAY_TOOLS:
            actions[key].setEnabled(self.active)
        for action in (self.cover_all_action, self.reveal_all_action, self.fog_off_action):
            action.setEnabled(self.active)

    def is_locked(self, key: str) -> bool:
        return (self.active and key in LOCKED_TOOLS) or (not self.active and key in PLAY_TOOLS)

    def _on_tool_changed(self, tool: Tool) -> None:
        if self.is_locked(tool.key):
            # not from inside the manager's signal: every listener sees this tool first
            QTimer.singleShot(0, self._leave_locked_tool)

    def _leave_locked_tool(self) -> None:
        if not isValid(self.window):
            return
        tools = self.window.tools
        if tools.current is not None and self.is_locked(tools.current.key):
            tools.activate("select")
            if self.active:
                self.window.statusBar().showMessage(self.tr(
                    "Terrain and walls are locked in play mode (F5 leaves it)"), 4000)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            if event.type() == QEvent.Type.Hide and not event.spontaneous() \
                    and self.player_window is not None:
                self.player_window.close()
            return False
        if event.type() in _MOUSE_EVENTS:
            tool = self.window.tools.current
            if tool is not None and self.is_locked(tool.key):
                return True  # a locked tool changes nothing (until the switch happens)
        return False

    # --- the turn order --------------------------------------------------------------------------
    def next_turn(self) -> None:
        self._advance(1)

    def previous_turn(self) -> None:
        self._advance(-1)

    def _advance(self, steps: int) -> None:
        doc = self.document
        if not doc.play.initiative:
            self.window.statusBar().showMessage(self.tr(
                "No fight yet: add creatures to the turn order"), 4000)
            return
        self.window.editor.push(AdvanceTurnCommand(doc, AdvanceTurn(steps)))

    def set_current(self, token_id: str) -> None:
        """Make it `token_id`'s turn."""
        ids = self.document.play.ids()
        if token_id in ids:
            edit = SetInitiative(list(self.document.play.initiative), current=ids.index(token_id))
            self.window.editor.push(SetInitiativeCommand(self.document, edit,
                                                         self.tr("Change whose turn it is")))

    def _on_change(self, change: Change) -> None:
        if change.layer in ("play", "all"):
            who = self.document.play.current_id()
            if who != self._current_id:
                self._current_id = who
                self.select_current()
        self._repaint_player()

    def select_current(self) -> None:
        """The creature whose turn it is becomes the attacker: select it, show it."""
        who = self.document.play.current_id()
        if who is None or who not in self.document.tokens:
            return
        scene = self.window.scene
        scene.select_tokens([who])
        item = scene.token_items.get(who)
        if item is not None:
            self.window.view.ensureVisible(item, 40, 40)

    def _on_document_replaced(self, doc: Document) -> None:
        self._current_id = doc.play.current_id()
        self._repaint_player()

    # --- fog of war -------------------------------------------------------------------------------
    def set_fog(self, reveal: bool | None) -> None:
        """Cover everything (False), reveal everything (True) or no fog (None)."""
        board = self.document.board
        if reveal is None:
            mask, text = None, self.tr("Turn fog of war off")
        else:
            mask = np.full((board.height, board.width), bool(reveal))
            text = self.tr("Reveal the whole map") if reveal else self.tr("Cover the map with fog")
        self.window.editor.push(RevealCellsCommand(self.document, RevealCells.whole(mask),
                                                   text=text))

    # --- the rules overlays' attacker -----------------------------------------------------------
    def current_attacker(self) -> str | None:
        """The overlays' attacker if they say, else the first selected token."""
        doc = self.document
        overlays = getattr(self.window, "overlays", None)
        for name in ("attacker", "attacker_id", "current_attacker"):
            value = getattr(overlays, name, None)
            if callable(value):
                try:
                    value = value()
                except TypeError:
                    value = None
            if isinstance(value, str) and value in doc.tokens:
                return value
        selected = self.window.scene.selected_token_ids()
        return selected[0] if selected else None

    def current_attack(self) -> Attack:
        attack = getattr(getattr(self.window, "overlays", None), "attack", None)
        if callable(attack):
            try:
                attack = attack()
            except TypeError:
                attack = None
        return attack if isinstance(attack, Attack) else Attack()

    def gm_shows_grid(self) -> bool:
        return self.window.menus.show_grid_action.isChecked()

    # --- the player view ---------------------------------------------------------------------------
    def ensure_player_window(self) -> PlayerWindow:
        if self.player_window is None:
            win = self.player_window = PlayerWindow(self)
            canvas = win.canvas
            canvas.follow_gm = self.follow_gm_action.isChecked()
            canvas.show_overlays = self.player_overlays_action.isChecked()
            win.visibility_changed.connect(self._on_player_visibility)
            view = self.window.view
            view.zoom_changed.connect(lambda _s: self._repaint_player(follow_only=True))
            for bar in (view.horizontalScrollBar(), view.verticalScrollBar()):
                bar.valueChanged.connect(lambda _v: self._repaint_player(follow_only=True))
            view.viewport().installEventFilter(_Repaint(canvas))
            self.window.selection_changed.connect(lambda _ids: self._repaint_player())
            self.window.menus.show_grid_action.toggled.connect(lambda _on: self._repaint_player())
            # the overlays' attacker or kind of attack changed (installed after play mode)
            overlays_changed = getattr(getattr(self.window, "overlays", None), "state_changed", None)
            if overlays_changed is not None:
                overlays_changed.connect(lambda *_args: self._repaint_player())
        return self.player_window

    def show_player_view(self, show: bool = True) -> None:
        if show:
            win = self.ensure_player_window()
            if not win.isVisible():
                win.show()
                win.raise_()
        elif self.player_window is not None:
            self.player_window.close()

    def _on_player_visibility(self, visible: bool) -> None:
        if self.player_view_action.isChecked() != visible:
            self.player_view_action.blockSignals(True)
            self.player_view_action.setChecked(visible)
            self.player_view_action.blockSignals(False)

    def _repaint_player(self, follow_only: bool = False) -> None:
        win = self.player_window
        if win is None or not isValid(win) or not win.isVisible():
            return
        if follow_only and not win.canvas.follow_gm:
            return
        win.canvas.update()

    def _set_player_overlays(self, on: bool) -> None:
        if self.player_window is not None:
            self.player_window.canvas.show_overlays = on
            self._repaint_player()

    def _set_follow_gm(self, on: bool) -> None:
        if self.player_window is not None:
            self.player_window.canvas.set_follow_gm(on)

    def _fit_player_view(self) -> None:
        self.follow_gm_action.setChecked(False)
        self.ensure_player_window().canvas.fit_board()

    def _fill_screens(self) -> None:
        self.screens_menu.clear()
        group = QActionGroup(self.screens_menu)
        for i, screen in enumerate(QGuiApplication.screens()):
            geometry = screen.geometry()
            text = self.tr("{n}: {name} ({w}\u00d7{h})").format(
                n=i + 1, name=screen.name() or self.tr("screen"), w=geometry.width(),
                h=geometry.height())
            action = self.screens_menu.addAction(text)
            action.triggered.connect(lambda _c=False, s=screen: self.full_screen_on(s))
            group.addAction(action)

    def full_screen_on(self, screen) -> None:
        """The player view full screen on `screen` (from QGuiApplication.screens())."""
        self.ensure_player_window().show_full_screen_on(screen)

    def _leave_full_screen(self) -> None:
        if self.player_window is not None:
            self.player_window.leave_full_screen()
