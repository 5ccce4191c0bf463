"""Quick conditions: a right-click menu on tokens with checkable conditions,
and shortcuts for the ones that change most at the table. Every change is
one undoable command (SetTokenPropertiesCommand) on the selected tokens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QAction, QContextMenuEvent, QKeySequence
from PySide6.QtWidgets import QMenu

from battlemap.core.edits import GroupEdits, SetTokenProperties
from battlemap.core.model import Change
from battlemap.ui.commands import SetTokenPropertiesCommand
from battlemap.ui.names import DOCK_CONDITIONS, condition_name
from battlemap.ui.scene.token_item import TokenItem
from battlemap.ui.plain_text import plain_tooltip, shown

if TYPE_CHECKING:
    from battlemap.ui.play.controller import PlayController

# Condition -> shortcut: the ones that change every few turns.
QUICK_CONDITIONS: tuple[tuple[str, str], ...] = (
    ("prone", "Shift+P"),
    ("helpless", "Shift+H"),
    ("unconscious", "Shift+U"),
    ("invisible", "Shift+I"),
    ("blinded", "Shift+B"),
)
MENU_TOOLS = ("select", "token")  # tools under which right-click opens the menu


class QuickConditions(QObject):
    """`actions[condition]`: checkable, with a shortcut for the quick ones;
    checked when every selected token has the condition. `menu_for(ids)`
    builds the token context menu (shown on right-click over a token)."""

    def __init__(self, controller: "PlayController") -> None:
        super().__init__(controller)
        self.controller = controller
        window = self.window = controller.window
        self.actions: dict[str, QAction] = {}
        shortcuts = dict(QUICK_CONDITIONS)
        for condition in dict.fromkeys([c for c, _ in QUICK_CONDITIONS] + list(DOCK_CONDITIONS)):
            action = QAction(condition_name(condition).capitalize(), self)
            action.setCheckable(True)
            if condition in shortcuts:
                action.setShortcut(QKeySequence(shortcuts[condition]))
                action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
                window.addAction(action)  # the shortcut works without a menu open
            action.triggered.connect(lambda checked, c=condition: self.set_condition(c, checked))
            self.actions[condition] = action
        self.hidden_action = QAction(self.tr("Hidden from players"), self)
        self.hidden_action.setCheckable(True)
        self.hidden_action.triggered.connect(self.set_hidden)
        window.selection_changed.connect(lambda _ids: self.refresh())
        window.editor.changed.connect(self._on_change)
        window.view.viewport().installEventFilter(self)
        self.exec_menu = lambda menu, pos: menu.exec(pos)  # tests record instead
        self.refresh()

    # --- state ------------------------------------------------------------------------------
    def _selected(self):
        doc = self.window.document
        return [doc.tokens[t] for t in self.window.scene.selected_token_ids() if t in doc.tokens]

    def _on_change(self, change: Change) -> None:
        if change.layer == "all" or (change.layer == "tokens" and (
                not change.ids or change.ids & set(self.window.scene.selected_token_ids()))):
            self.refresh()

    def refresh(self) -> None:
        tokens = self._selected()
        for condition, action in self.actions.items():
            action.setEnabled(bool(tokens))
            action.setChecked(bool(tokens) and all(condition in t.conditions for t in tokens))
        self.hidden_action.setEnabled(bool(tokens))
        self.hidden_action.setChecked(bool(tokens) and all(t.hidden for t in tokens))

    # --- changes ------------------------------------------------------------------------------
    def set_condition(self, condition: str, on: bool) -> None:
        """Give (or take away) `condition` to every selected token: one undo step."""
        edits = []
        for token in self._selected():
            if (condition in token.conditions) != on:
                conditions = token.conditions | {condition} if on else token.conditions - {condition}
                edits.append(SetTokenProperties(token.id, conditions=conditions))
        if edits:
            self.window.editor.push(SetTokenPropertiesCommand(
                self.window.document, GroupEdits(edits), condition_name(condition)))
        self.refresh()

    def toggle(self, condition: str) -> None:
        tokens = self._selected()
        self.set_condition(condition, not (tokens and all(condition in t.conditions for t in tokens)))

    def set_hidden(self, on: bool) -> None:
        edits = [SetTokenProperties(t.id, hidden=on) for t in self._selected() if t.hidden != on]
        if edits:
            self.window.editor.push(SetTokenPropertiesCommand(
                self.window.document, GroupEdits(edits), self.tr("hidden")))
        self.refresh()

    # --- the context menu ------------------------------------------------------------------------
    def token_at(self, view_pos: QPoint) -> str | None:
        scene_pos = self.window.view.mapToScene(view_pos)
        for item in self.window.scene.items(scene_pos):
            if isinstance(item, TokenItem):
                return item.token_id
        return None

    def menu_for(self, token_id: str) -> QMenu:
        """The context menu of `token_id` (selected first unless it already is)."""
        window = self.window
        if token_id not in window.scene.selected_token_ids():
            window.scene.select_tokens([token_id])
        self.refresh()
        ids = window.scene.selected_token_ids()
        doc = window.document
        menu = QMenu(window)
        title = shown(doc.tokens[token_id].label) if len(ids) == 1 else \
            self.tr("{n} tokens").format(n=len(ids))
        menu.addSection(title).setToolTip(plain_tooltip(title))  # not its own text
        quick = [c for c, _ in QUICK_CONDITIONS]
        for condition in quick:
            menu.addAction(self.actions[condition])
        more = menu.addMenu(self.tr("More conditions"))
        for condition in self.actions:
            if condition not in quick:
                more.addAction(self.actions[condition])
        menu.addSeparator()
        menu.addAction(self.hidden_action)
        menu.addSeparator()
        dock = self.controller.turn_dock
        in_order = [t for t in ids if t in doc.play.ids()]
        if len(in_order) < len(ids):
            menu.addAction(self.tr("Add to turn order"), lambda: dock.add_tokens(ids))
        if in_order:
            menu.addAction(self.tr("Remove from turn order"), lambda: dock.remove_ids(in_order))
        if len(ids) == 1 and ids[0] in doc.play.ids() and doc.play.current_id() != ids[0]:
            menu.addAction(self.tr("Make it their turn"),
                           lambda: self.controller.set_current(ids[0]))
        return menu

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ContextMenu and isinstance(event, QContextMenuEvent):
            tool = self.window.tools.current
            if tool is not None and tool.key in MENU_TOOLS:
                token_id = self.token_at(event.pos())
                if token_id is not None:
                    menu = self.menu_for(token_id)
                    self.exec_menu(menu, event.globalPos())
                    menu.deleteLater()
                    return True
        return False
